import { screen } from '@testing-library/react';
import { renderWithSession } from '../testing/render-shell';
import { BetaFeedbackTab, showsBetaFeedbackTab } from './beta-feedback-tab';

describe('Beta feedback tab', () => {
  it('links to /feedback from every other page', async () => {
    await renderWithSession(<BetaFeedbackTab />, { path: '/products/vitamin-d' });
    // Hidden below the small breakpoint, and jsdom matches no media query: find it by its text.
    expect(screen.getByText('Beta Feedback').closest('a')).toHaveAttribute('href', '/feedback');
    expect(showsBetaFeedbackTab('/products/vitamin-d')).toBe(true);
  });

  it('is absent on /feedback itself, where the page keeps no strip free for it', async () => {
    await renderWithSession(<BetaFeedbackTab />, { path: '/feedback' });
    expect(screen.queryByText('Beta Feedback')).not.toBeInTheDocument();
    expect(showsBetaFeedbackTab('/feedback')).toBe(false);
  });
});
