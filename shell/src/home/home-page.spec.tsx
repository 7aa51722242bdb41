import { screen, within } from '@testing-library/react';
import { layla, renderWithSession } from '../testing/render-shell';
import { HomePage } from './home-page';

// The reminder card is another team's remote; the dashboard's own links are under test here.
jest.mock('./check-in-reminder-slot', () => ({ CheckInReminderSlot: () => null }));

describe('signed-in home dashboard', () => {
  it("keeps the three dashboard cards and adds My Plans, linking to the saved plans", async () => {
    await renderWithSession(<HomePage />, { user: layla });
    // The dashboard is its own chunk (lazy), so it arrives a moment after the session.
    const dashboard = await screen.findByRole('region', { name: 'Your Wellness Dashboard' });
    const cards = within(dashboard)
      .getAllByRole('listitem')
      .map((card) => [within(card).getByRole('heading').textContent, within(card).getByRole('link').getAttribute('href')]);
    expect(cards).toEqual([
      ['My Recommendations', '/results'],
      ['My Plans', '/my-results'],
      ['Weekly Check-in', '/check-in'],
      ['Progress Tracker', '/progress'],
    ]);
    expect(within(dashboard).getByRole('link', { name: 'Open My Plans' })).toHaveAttribute('href', '/my-results');
  });

  it('shows no dashboard to a visitor', async () => {
    await renderWithSession(<HomePage />);
    expect(screen.queryByRole('link', { name: 'Open My Plans' })).not.toBeInTheDocument();
  });
});
