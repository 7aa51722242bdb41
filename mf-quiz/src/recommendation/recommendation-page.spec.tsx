import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_HEADINGS } from '@sahha/contracts';
import { PLAN_COST_TEXTS } from '../shared/plan-cost';
import { PLAN_VIEW_TEXTS, PLAN_VIEW_VARIANTS } from '../shared/plan-view';
import { RECOMMENDATION_TEXTS } from '../shared/recommendation-card';
import { recommendation, savedDetail } from '../testing/fixtures';
import { layla, renderPage } from '@sahha/store/testing';
import RecommendationPage, { RECOMMENDATION_PAGE_TEXTS } from './recommendation-page';

interface QueryState {
  data?: unknown;
  isLoading?: boolean;
  error?: unknown;
}

const detailQuery = jest.fn<QueryState, [number, { skip: boolean }]>();
const recommendationsQuery = jest.fn<QueryState, [number, { skip: boolean }]>();

jest.mock('./recommendation-api', () => ({
  useGetQuizResponseQuery: (id: number, options: { skip: boolean }) => detailQuery(id, options),
  useGetSupplementRecommendationsQuery: (id: number, options: { skip: boolean }) => recommendationsQuery(id, options),
}));

const loaded = () => {
  detailQuery.mockReturnValue({ data: { success: true, ...savedDetail } });
  recommendationsQuery.mockReturnValue({
    data: {
      success: true,
      recommendations: [
        recommendation(),
        recommendation({ name: 'Magnesium Glycinate', productId: 'magnesium', timeOfDay: 'bedtime' }),
        recommendation({ name: 'Probiotics', productId: 'probiotics', timeOfDay: undefined, alreadyTaking: true }),
      ],
      safetyNotes: ['Take iron and zinc at least 2 hours apart.'],
    },
  });
};

const openPlan = (user: typeof layla | null | undefined = layla, url = '/recommendation/12') =>
  renderPage(<RecommendationPage />, { path: '/recommendation/:id', url, user });

describe('RecommendationPage', () => {
  beforeEach(() => {
    detailQuery.mockReset().mockReturnValue({ isLoading: true });
    recommendationsQuery.mockReset().mockReturnValue({ isLoading: true });
  });

  it('asks visitors to log in and fetches nothing', async () => {
    await openPlan(null);
    expect(screen.getByText(RECOMMENDATION_PAGE_TEXTS.loginRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: RECOMMENDATION_PAGE_TEXTS.logIn })).toHaveAttribute('href', '/auth');
    expect(detailQuery).toHaveBeenCalledWith(12, { skip: true });
    expect(recommendationsQuery).toHaveBeenCalledWith(12, { skip: true });
  });

  it('shows three skeleton cards while loading, with both reads started together', async () => {
    await openPlan();
    expect(screen.getByRole('status', { name: RECOMMENDATION_PAGE_TEXTS.loading }).children).toHaveLength(3);
    expect(detailQuery).toHaveBeenCalledWith(12, { skip: false });
    expect(recommendationsQuery).toHaveBeenCalledWith(12, { skip: false });
  });

  it('shows the error with its message and a way back', async () => {
    detailQuery.mockReturnValue({ error: { status: 500, message: '500: Internal Server Error' } });
    recommendationsQuery.mockReturnValue({ data: { success: true, recommendations: [], safetyNotes: [] } });
    await openPlan();
    expect(screen.getByText(RECOMMENDATION_PAGE_TEXTS.error)).toBeInTheDocument();
    expect(screen.getByText('500: Internal Server Error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: RECOMMENDATION_PAGE_TEXTS.backToMyResults })).toHaveAttribute('href', '/my-results');
  });

  it('says not found on a 404 or an id that is not a number', async () => {
    detailQuery.mockReturnValue({ error: { status: 404, message: '404: Not Found' } });
    recommendationsQuery.mockReturnValue({ error: { status: 404, message: '404: Not Found' } });
    const { unmount } = await openPlan();
    expect(screen.getByText(RECOMMENDATION_PAGE_TEXTS.notFound)).toBeInTheDocument();
    unmount();
    await openPlan(layla, '/recommendation/abc');
    expect(screen.getByText(RECOMMENDATION_PAGE_TEXTS.notFound)).toBeInTheDocument();
  });

  it('shows the plan: date, profile summary, recommendations and the daily schedule', async () => {
    loaded();
    const user = userEvent.setup();
    await openPlan();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.recommendation })).toBeInTheDocument();
    expect(screen.getByText('Quiz taken on January 6, 2025')).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: RECOMMENDATION_PAGE_TEXTS.profileSummary });
    expect(within(profile).getByText('Activity Level')).toBeInTheDocument();
    expect(within(profile).getByText('Blood thinner (anticoagulant)')).toBeInTheDocument();

    const recommendationsTab = screen.getByRole('tab', { name: 'Recommendations (3)' });
    expect(recommendationsTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: RECOMMENDATION_TEXTS.shop })[0]).toHaveAttribute('href', '/products/vitamin-d');
    // The same plan view as /results: the engine's flag decides Keep Taking These; notes and checks follow.
    const keep = screen.getByRole('region', { name: PLAN_VIEW_TEXTS.keepHeading });
    expect(within(keep).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Probiotics']);
    const newItems = screen.getByRole('region', { name: PLAN_VIEW_TEXTS.newHeading });
    expect(within(newItems).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Vitamin D3', 'Magnesium Glycinate']);
    expect(within(screen.getByRole('region', { name: PLAN_VIEW_TEXTS.safetyHeading })).getByText('Take iron and zinc at least 2 hours apart.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What we checked' })).getByText('Blood thinner (anticoagulant)')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: PLAN_VIEW_VARIANTS.saved.plannerTab }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'With Breakfast',
      'Before Bed',
      'Flexible Timing',
    ]);
    expect(screen.getByRole('region', { name: PLAN_COST_TEXTS.heading })).toBeInTheDocument();
  });

  it('says when a saved plan has no recommendations', async () => {
    detailQuery.mockReturnValue({ data: { success: true, ...savedDetail } });
    recommendationsQuery.mockReturnValue({ data: { success: true, recommendations: [], safetyNotes: [] } });
    await openPlan();
    expect(screen.getByRole('tab', { name: 'Recommendations (0)' })).toBeInTheDocument();
    expect(screen.getByText(RECOMMENDATION_PAGE_TEXTS.noRecommendations)).toBeInTheDocument();
  });

  it('reopens a stopped plan as the doctor-first stop, not as an empty plan', async () => {
    const stop = { reason: 'kidney_disease', message: 'Please speak with your doctor or a registered dietitian before taking supplements.' };
    const otherNote = 'Take folic acid only as your haematologist prescribes.';
    detailQuery.mockReturnValue({ data: { success: true, ...savedDetail } });
    recommendationsQuery.mockReturnValue({ data: { success: true, recommendations: [], safetyNotes: [stop.message, otherNote], safetyStop: stop } });
    await openPlan();
    const stopSection = screen.getByRole('region', { name: PLAN_VIEW_TEXTS.safetyStopTitle });
    expect(within(stopSection).getByText(stop.message)).toBeInTheDocument();
    expect(within(stopSection).getByText(otherNote)).toBeInTheDocument();
    expect(screen.queryByText(RECOMMENDATION_PAGE_TEXTS.noRecommendations)).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
