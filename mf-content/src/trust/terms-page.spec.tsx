import { screen } from '@testing-library/react';
import TermsPage, { TERMS_SECTIONS } from './terms-page';
import { LEGAL_LAST_UPDATED, TRUST_PAGES } from './trust-pages';
import { renderContentPage } from '../testing/render-content-page';

function renderPage() {
  renderContentPage(<TermsPage />);
}

describe('TermsPage', () => {
  it('has one h1, the last-updated date and every section', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: TRUST_PAGES.terms.heading })).toBeInTheDocument();
    expect(screen.getByText(LEGAL_LAST_UPDATED.display)).toBeInTheDocument();
    for (const section of TERMS_SECTIONS) expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
  });

  it('covers medical advice, adults only, affiliate links, liability and UAE law', () => {
    renderPage();
    expect(screen.getByText('Not medical advice.')).toBeInTheDocument();
    expect(screen.getByText(/for adults aged 18 and over\. Our recommendations/)).toBeInTheDocument();
    expect(screen.getByText(/Some shop links are affiliate links/)).toBeInTheDocument();
    expect(screen.getByText(/they can change at any time/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Limitation of liability' })).toBeInTheDocument();
    expect(screen.getByText(/governed by the laws of the United Arab Emirates/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', TRUST_PAGES.privacy.path);
  });
});
