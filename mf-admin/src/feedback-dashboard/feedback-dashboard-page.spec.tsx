import type { FeedbackEntry } from '@sahha/contracts';
import { PAGE_HEADINGS, REMOTE_RETRY_LABEL } from '@sahha/contracts';
import { lightTheme } from '@sahha/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';

import FeedbackDashboardPage from './feedback-dashboard-page';
import { FEEDBACK_DASHBOARD_TEXTS as TEXTS } from './feedback-dashboard-texts';

interface QueryState {
  data?: FeedbackEntry[];
  isLoading?: boolean;
  isError?: boolean;
}

/** What the mocked endpoint answers, per `rating` argument (undefined: the full list). */
let states: Map<number | undefined, QueryState>;
const download = jest.fn<Promise<void>, [number | undefined]>();
const refetch = jest.fn();

// jsdom has no fetch: the page is tested against its hooks' contracts, the hooks on their own.
jest.mock('./feedback-dashboard-api', () => ({
  useGetFeedbackQuery: (rating: number | undefined) => {
    const state = { isLoading: false, isError: false, ...states.get(rating) };
    return { ...state, currentData: state.data, refetch };
  },
}));
// The contact messages section has its own spec.
jest.mock('./contact-messages/contact-messages', () => ({ ContactMessages: () => null }));
jest.mock('./use-download-feedback-csv', () => ({
  useDownloadFeedbackCsv: () => ({ download, isDownloading: false }),
}));

const entry = (id: number, rating: number, comment: string, email: string, timestamp: string): FeedbackEntry => ({
  id,
  rating,
  comment,
  email,
  timestamp,
});

const ENTRIES = [
  entry(4, 5, 'Loved the quiz, thanks!', 'layla@example.com', '2025-01-06T08:30:00.000Z'),
  entry(3, 4, 'Could be "faster"', '', '2025-01-05T20:15:00.000Z'),
  entry(2, 4, '', 'omar@example.com', '2025-01-04T06:00:00.000Z'),
  entry(1, 1, '', '', '2024-12-31T21:05:00.000Z'),
];

function renderPage() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <FeedbackDashboardPage />
    </ThemeProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.adminFeedback });

function statValue(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('FeedbackDashboardPage', () => {
  beforeEach(() => {
    states = new Map();
    download.mockReset();
    refetch.mockReset();
  });

  it('shows the heading and the loading spinner while the list loads', () => {
    states.set(undefined, { isLoading: true });
    renderPage();
    expect(heading()).toBeInTheDocument();
    expect(screen.getByRole('status', { name: TEXTS.loading })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.loading, { selector: 'p' })).toBeVisible();
  });

  it('shows the required error text when loading fails, with a retry', async () => {
    const user = userEvent.setup();
    states.set(undefined, { isError: true });
    renderPage();
    expect(heading()).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.loadError);
    expect(screen.queryByText(TEXTS.totalFeedback)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: REMOTE_RETRY_LABEL }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows zeros and the empty state when nothing was submitted', () => {
    states.set(undefined, { data: [] });
    renderPage();
    expect(statValue(TEXTS.totalFeedback)).toHaveTextContent('0');
    expect(statValue(TEXTS.averageRating)).toHaveTextContent('0.0');
    expect(screen.getByText(TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 stars: 0 of 0 (0%)' })).toBeInTheDocument();
    // Nothing to filter or download yet.
    expect(screen.queryByRole('group', { name: TEXTS.filterLabel })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.downloadCsv })).not.toBeInTheDocument();
  });

  it('shows the four stat cards', () => {
    states.set(undefined, { data: ENTRIES });
    renderPage();
    expect(statValue(TEXTS.totalFeedback)).toHaveTextContent(/^4$/);
    // (5 + 4 + 4 + 1) / 4 = 3.5, shown with 4 rounded stars.
    expect(statValue(TEXTS.averageRating)).toHaveTextContent('3.5');
    expect(within(statValue(TEXTS.averageRating)).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(statValue(TEXTS.withComments)).toHaveTextContent(/^2$/);
    expect(statValue(TEXTS.withEmail)).toHaveTextContent(/^2$/);
  });

  it('shows the rating distribution from 5 stars down to 1 with counts and rounded percentages', () => {
    states.set(undefined, { data: ENTRIES });
    renderPage();
    const panel = screen.getByRole('region', { name: TEXTS.ratingDistribution });
    expect(within(panel).getAllByRole('img').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5 stars: 1 of 4 (25%)',
      '4 stars: 2 of 4 (50%)',
      '3 stars: 0 of 4 (0%)',
      '2 stars: 0 of 4 (0%)',
      '1 star: 1 of 4 (25%)',
    ]);
    const rows = within(panel).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('4 stars250%');
  });

  it('lists every entry in the order given, with stars, badge, Gulf time, quoted comment and e-mail', () => {
    states.set(undefined, { data: ENTRIES });
    renderPage();
    const list = within(screen.getByRole('region', { name: TEXTS.allFeedback })).getAllByRole('listitem');
    expect(list).toHaveLength(4);

    const [first, second, third, fourth] = list;
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('5/5')).toBeInTheDocument();
    expect(within(first).getByText('Jan 06, 2025 at 12:30 PM')).toHaveAttribute('dateTime', '2025-01-06T08:30:00.000Z');
    expect(within(first).getByText('"Loved the quiz, thanks!"')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'layla@example.com' })).toHaveAttribute('href', 'mailto:layla@example.com');

    expect(within(second).getByText('4/5')).toBeInTheDocument();
    expect(within(second).getByText('Jan 06, 2025 at 12:15 AM')).toBeInTheDocument();
    expect(within(second).getByText('"Could be "faster""')).toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();

    expect(within(third).getByText('omar@example.com')).toBeInTheDocument();
    expect(within(third).queryByText(TEXTS.noDetails)).not.toBeInTheDocument();

    expect(within(fourth).getByText('1/5')).toBeInTheDocument();
    expect(within(fourth).getByText('Jan 01, 2025 at 1:05 AM')).toBeInTheDocument();
    expect(within(fourth).getByText(TEXTS.noDetails)).toBeInTheDocument();
  });

  it('filters the list by rating through the server and back to All', async () => {
    const user = userEvent.setup();
    states.set(undefined, { data: ENTRIES });
    states.set(4, { data: ENTRIES.filter(({ rating }) => rating === 4) });
    states.set(3, { data: [] });
    renderPage();
    const section = screen.getByRole('region', { name: TEXTS.allFeedback });
    const chips = within(section).getByRole('group', { name: TEXTS.filterLabel });
    expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All', '5★', '4★', '3★', '2★', '1★']);
    expect(within(chips).getByRole('button', { name: TEXTS.allRatings })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(chips).getByRole('button', { name: '4 stars' }));
    expect(within(chips).getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    // The stats keep describing every entry.
    expect(statValue(TEXTS.totalFeedback)).toHaveTextContent(/^4$/);

    await user.click(within(chips).getByRole('button', { name: '3 stars' }));
    expect(within(section).getByText(TEXTS.noneWithRating(3))).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: TEXTS.allRatings }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows a spinner while a filtered list loads and the error text if it fails', async () => {
    const user = userEvent.setup();
    states.set(undefined, { data: ENTRIES });
    states.set(5, { isLoading: true });
    states.set(1, { isError: true });
    renderPage();
    await user.click(screen.getByRole('button', { name: '5 stars' }));
    expect(screen.getByRole('status', { name: TEXTS.loading })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1 star' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.loadError);
  });

  it('downloads the CSV of what the filter shows', async () => {
    const user = userEvent.setup();
    states.set(undefined, { data: ENTRIES });
    states.set(5, { data: ENTRIES.slice(0, 1) });
    renderPage();
    await user.click(screen.getByRole('button', { name: TEXTS.downloadCsv }));
    expect(download).toHaveBeenLastCalledWith(undefined);
    await user.click(screen.getByRole('button', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: TEXTS.downloadCsv }));
    expect(download).toHaveBeenLastCalledWith(5);
  });
});
