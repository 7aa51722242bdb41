import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gulfCalendarDay } from '@sahha/contracts/time';
import { siteConfigApi } from '../site-config/site-config-api';
import { renderWithSession } from '../testing/render-shell';
import { Footer } from './footer';

async function renderFooter(social: { instagram: string | null; twitter: string | null }) {
  const utils = await renderWithSession(<Footer />);
  await utils.store.dispatch(siteConfigApi.util.upsertQueryData('getSiteConfig', undefined, { siteVerification: [], gtmId: null, social }));
  await userEvent.click(screen.getByRole('button', { name: 'Show links' }));
  return within(screen.getByRole('contentinfo'));
}

describe('Footer', () => {
  it('links a configured social profile in a new tab and hides one that is not configured', async () => {
    const footer = await renderFooter({ instagram: 'https://www.instagram.com/sahha.ae/', twitter: null });
    const instagram = await footer.findByRole('link', { name: /Instagram/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/sahha.ae/');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer.queryByText('Twitter')).not.toBeInTheDocument();
  });

  it('shows the current year and the in-app links', async () => {
    const footer = await renderFooter({ instagram: null, twitter: null });
    expect(footer.getByText(new RegExp(gulfCalendarDay(new Date()).slice(0, 4)))).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Research' })).toHaveAttribute('href', '/research');
    expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(footer.getByRole('link', { name: 'Medicine Checker' })).toHaveAttribute('href', '/medicine-check');
    expect(footer.queryByText('Instagram')).not.toBeInTheDocument();
  });
});
