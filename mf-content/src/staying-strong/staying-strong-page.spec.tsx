import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_HEADINGS } from '@sahha/contracts';
import { GUIDE_CATEGORIES, guideCardUrl } from '@sahha/contracts/content-library/guide';
import StayingStrongPage, { NOT_MEDICAL_ADVICE, PERSONALISED_CTA, STAYING_STRONG_TIPS } from './staying-strong-page';
import { renderContentPage } from '../testing/render-content-page';

function renderPage(url = '/staying-strong') {
  return renderContentPage(<StayingStrongPage />, { url });
}

const supplementCards = () =>
  within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

describe('StayingStrongPage', () => {
  it('shows the heading, badge, back link, four tips, quiz link and footer', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.stayingStrong })).toBeInTheDocument();
    expect(screen.getByText('Clinically reviewed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    for (const tip of STAYING_STRONG_TIPS) {
      expect(screen.getByRole('heading', { level: 3, name: tip.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: PERSONALISED_CTA })).toHaveAttribute('href', '/quiz');
    expect(screen.getByText(`${NOT_MEDICAL_ADVICE}.`)).toBeInTheDocument();
  });

  it('has five category tabs with sleep-support selected and four cards each', async () => {
    const user = userEvent.setup();
    renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(GUIDE_CATEGORIES.map((category) => category.label));
    expect(screen.getByRole('tab', { name: 'Sleep Support' })).toHaveAttribute('aria-selected', 'true');
    expect(GUIDE_CATEGORIES[0].id).toBe('sleep-support');

    for (const category of GUIDE_CATEGORIES) {
      await user.click(screen.getByRole('tab', { name: category.label }));
      expect(screen.getByRole('tab', { name: category.label })).toHaveAttribute('aria-selected', 'true');
      expect(within(screen.getByRole('tabpanel')).getByText(category.description)).toBeInTheDocument();
      expect(supplementCards()).toEqual(category.supplements.map((supplement) => supplement.name));
      expect(within(screen.getByRole('tabpanel')).getAllByText('Typical dosage:')).toHaveLength(4);
    }
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Sleep Support' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Energy & Vitality' })).toHaveAttribute('aria-selected', 'true');
    expect(supplementCards()).toContain('Vitamin B12');
  });

  it('sets UAE geo meta and FAQ and HowTo structured data', () => {
    renderPage();
    expect(document.head.querySelector('meta[name="geo.region"]')).toHaveAttribute('content', 'AE');
    const types = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}')['@type'],
    );
    expect(types).toEqual(['FAQPage', 'HowTo']);
  });
});

describe('guide data', () => {
  it('has the five spec categories, each with four complete supplements', () => {
    expect(GUIDE_CATEGORIES.map((category) => category.id)).toEqual([
      'sleep-support',
      'energy-vitality',
      'cognitive-function',
      'heart-health',
      'immune-support',
    ]);
    for (const category of GUIDE_CATEGORIES) {
      expect(category.supplements).toHaveLength(4);
      for (const supplement of category.supplements) {
        expect(supplement.benefits.length).toBeGreaterThan(0);
        expect(supplement.dosage).toBeTruthy();
      }
    }
  });

  it('opens the tab a link names and scrolls to the card it points at', () => {
    const scrolled: string[] = [];
    const scrollIntoView = jest.fn(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPage(guideCardUrl('immune-support', 'Vitamin D3'));
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Immune Support');
    expect(supplementCards()).toContain('Vitamin D3');
    expect(scrolled).toEqual(['immune-support-vitamin-d3']);
    expect(document.getElementById('immune-support-vitamin-d3')).toHaveTextContent('Vitamin D3');
  });

  it('falls back to the first tab for an unknown category', () => {
    renderPage('/staying-strong?category=nope');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(GUIDE_CATEGORIES[0].label);
  });
});
