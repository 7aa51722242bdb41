import { screen, within } from '@testing-library/react';
import { PAGE_HEADINGS } from '@sahha/contracts';
import { layla, renderPage } from '@sahha/store/testing';
import MyResultsPage, { MY_RESULTS_TEXTS, safetyNotesText } from './my-results-page';

const query = jest.fn<{ data?: unknown; isLoading?: boolean; isError?: boolean }, []>();

jest.mock('./my-results-api', () => ({ ...jest.requireActual('./my-results-api'), useGetQuizResponsesQuery: () => query() }));

const open = () => renderPage(<MyResultsPage />, { path: '/my-results', user: layla });

describe('MyResultsPage', () => {
  beforeEach(() => query.mockReset());

  it('lists saved plans newest first: date, items, safety notes and an Open link', async () => {
    query.mockReturnValue({
      data: {
        success: true,
        quizResponses: [
          { id: 3, createdAt: '2024-12-26T10:00:00.000Z', goals: ['sleep'], recommendationCount: 1, itemNames: ['Magnesium Glycinate'], safetyNotes: [] },
          {
            id: 8,
            // 22:30 UTC on 5 January is already 6 January in the Gulf.
            createdAt: '2025-01-05T22:30:00.000Z',
            goals: ['energy', 'focus'],
            recommendationCount: 2,
            itemNames: ['Vitamin D3', 'Omega-3 (EPA & DHA)'],
            safetyNotes: ['Avoid vitamin K with your blood thinner.', 'Space iron and zinc.'],
          },
        ],
      },
    });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.myResults })).toBeInTheDocument();
    const plans = screen.getAllByRole('article');
    expect(within(plans[0]).getByRole('heading', { name: 'Plan of 6 January 2025' })).toBeInTheDocument();
    expect(within(plans[0]).getByText('Goals: More energy, Focus and concentration')).toBeInTheDocument();
    expect(within(within(plans[0]).getByRole('list', { name: 'Supplements' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Vitamin D3',
      'Omega-3 (EPA & DHA)',
    ]);
    expect(within(plans[0]).getByText('2 safety notes:')).toBeInTheDocument();
    expect(within(plans[0]).getByText('Avoid vitamin K with your blood thinner.')).toBeInTheDocument();
    expect(within(plans[0]).getByRole('link', { name: 'Open Plan of 6 January 2025' })).toHaveAttribute('href', '/recommendation/8');
    expect(within(plans[1]).getByRole('heading', { name: 'Plan of 26 December 2024' })).toBeInTheDocument();
    expect(within(plans[1]).getByText(MY_RESULTS_TEXTS.noSafetyNotes)).toBeInTheDocument();
    expect(within(plans[1]).getByRole('link', { name: /^Open/ })).toHaveAttribute('href', '/recommendation/3');
  });

  it('counts the safety notes and quotes the first', () => {
    expect(safetyNotesText([])).toBeNull();
    expect(safetyNotesText(['One.'])).toEqual({ count: '1 safety note', first: 'One.' });
    expect(safetyNotesText(['One.', 'Two.', 'Three.'])).toEqual({ count: '3 safety notes', first: 'One.' });
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
