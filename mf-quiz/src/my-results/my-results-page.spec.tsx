import { screen, within } from '@testing-library/react';
import { PAGE_HEADINGS } from '@sahha/contracts';
import { layla, renderPage } from '@sahha/store/testing';
import MyResultsPage, { MY_RESULTS_TEXTS } from './my-results-page';

const query = jest.fn<{ data?: unknown; isLoading?: boolean; isError?: boolean }, []>();

jest.mock('./my-results-api', () => ({ useGetQuizResponsesQuery: () => query() }));

const open = () => renderPage(<MyResultsPage />, { path: '/my-results', user: layla });

describe('MyResultsPage', () => {
  beforeEach(() => query.mockReset());

  it('lists saved plans newest first, each linking to its detail', async () => {
    query.mockReturnValue({
      data: {
        success: true,
        quizResponses: [
          { id: 3, createdAt: '2024-12-26T10:00:00.000Z', goals: ['sleep'], recommendationCount: 1 },
          { id: 8, createdAt: '2025-01-06T10:00:00.000Z', goals: ['energy', 'focus'], recommendationCount: 4 },
        ],
      },
    });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.myResults })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).getByRole('link', { name: 'Plan of 6 January 2025' })).toHaveAttribute('href', '/recommendation/8');
    expect(within(items[0]).getByText('Goals: More energy, Focus and concentration')).toBeInTheDocument();
    expect(within(items[0]).getByText('4 recommendations')).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: 'Plan of 26 December 2024' })).toHaveAttribute('href', '/recommendation/3');
    expect(within(items[1]).getByText('1 recommendation')).toBeInTheDocument();
  });

  it('invites to take the quiz when nothing is saved', async () => {
    query.mockReturnValue({ data: { success: true, quizResponses: [] } });
    await open();
    expect(screen.getByText(MY_RESULTS_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MY_RESULTS_TEXTS.takeQuiz })).toHaveAttribute('href', '/quiz');
  });

  it('shows skeletons while loading and a message on error', async () => {
    query.mockReturnValue({ isLoading: true });
    const { unmount } = await open();
    expect(screen.getByRole('status', { name: MY_RESULTS_TEXTS.loading })).toBeInTheDocument();
    unmount();
    query.mockReturnValue({ isError: true });
    await open();
    expect(screen.getByRole('alert')).toHaveTextContent(MY_RESULTS_TEXTS.error);
  });
});
