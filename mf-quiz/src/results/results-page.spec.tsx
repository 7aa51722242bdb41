import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_HEADINGS, STORAGE_KEYS } from '@sahha/contracts';
import { EVIDENCE_GRADE_MEANINGS, type EngineRecommendation, type SavePlanRequest, type SavePlanResponse, unidentifiedTextNote } from '@sahha/contracts/quiz';
import { resetToasts } from '@sahha/ui';
import type { StoredQuizData } from '../shared/stored-plan';
import { RECOMMENDATION_TEXTS } from '../shared/recommendation-card';
import { recommendation, savedDetail, screening, storedQuizData } from '../testing/fixtures';
import { layla, renderPage } from '@sahha/store/testing';
import ResultsPage, { RESULTS_TEXTS } from './results-page';
import { SAVE_PLAN_TEXTS } from './save-plan-to-account';
import { PERSONALISATION_TEXTS } from './personalisation-summary';
import { WHAT_WE_CHECKED_TEXTS } from '../shared/what-we-checked';
import { PLAN_COST_TEXTS } from '../shared/plan-cost';

const savePlan = jest.fn<Promise<SavePlanResponse>, [SavePlanRequest]>();
const savedPlans = jest.fn<{ data?: unknown; isLoading?: boolean; isError?: boolean }, []>();

jest.mock('../shared/quiz-submit-api', () => ({
  useSaveSignedPlanMutation: () => [(arg: SavePlanRequest) => ({ unwrap: () => savePlan(arg) }), { isLoading: false }],
}));

jest.mock('../my-results/my-results-api', () => ({
  ...jest.requireActual('../my-results/my-results-api'),
  useGetQuizResponsesQuery: () => savedPlans(),
}));

jest.mock('../recommendation/recommendation-api', () => ({
  useGetQuizResponseQuery: (id: number) => ({ data: { success: true, ...savedDetail, id } }),
  useGetSupplementRecommendationsQuery: () => ({
    data: { success: true, recommendations: [recommendation({ name: 'Saved Omega-3', productId: 'omega-3' })], safetyNotes: ['A saved safety note.'] },
  }),
}));

const plan: EngineRecommendation[] = [
  recommendation(),
  recommendation({
    name: 'Magnesium Glycinate',
    productId: 'magnesium',
    timeOfDay: 'bedtime',
    recommendationReason: 'Supports sleep quality.',
    cautions: [],
    alreadyTaking: true,
  }),
  recommendation({ name: 'Rhodiola', productId: '', timeOfDay: undefined, evidenceGrade: 'C', cautions: [] }),
];

function store(quizData: Partial<StoredQuizData> = {}, recommendations: unknown = plan) {
  localStorage.setItem(STORAGE_KEYS.recommendations, JSON.stringify(recommendations));
  localStorage.setItem(STORAGE_KEYS.quizData, JSON.stringify({ ...storedQuizData, ...quizData }));
}

const openResults = (user: typeof layla | null = null) => renderPage(<ResultsPage />, { path: '/results', user });

describe('ResultsPage', () => {
  beforeEach(() => {
    localStorage.clear();
    savePlan.mockReset();
    savedPlans.mockReset().mockReturnValue({ data: { success: true, quizResponses: [] } });
    resetToasts();
  });

  it('redirects a visitor to /quiz when nothing is stored', async () => {
    await openResults();
    expect(await screen.findByTestId('landing')).toHaveTextContent('/quiz');
    expect(savedPlans).not.toHaveBeenCalled();
  });

  it('shows a signed-in user with nothing in this browser the newest saved plan', async () => {
    savedPlans.mockReturnValue({
      data: {
        success: true,
        quizResponses: [
          { id: 3, createdAt: '2024-12-26T10:00:00.000Z', goals: ['sleep'], recommendationCount: 1, itemNames: ['Old'], safetyNotes: [] },
          { id: 8, createdAt: '2025-01-06T10:00:00.000Z', goals: ['energy'], recommendationCount: 1, itemNames: ['Saved Omega-3'], safetyNotes: [] },
        ],
      },
    });
    await openResults(layla);
    expect(screen.queryByTestId('landing')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.results })).toBeInTheDocument();
    expect(screen.getByText('Quiz taken on January 6, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Saved Omega-3' })).toBeInTheDocument();
    expect(screen.getByText('A saved safety note.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: RESULTS_TEXTS.allPlans })).toHaveAttribute('href', '/my-results');
  });

  it('says so, rather than sending to the quiz, when the saved plans cannot be loaded', async () => {
    savedPlans.mockReturnValue({ isError: true });
    await openResults(layla);
    expect(screen.getByRole('alert')).toHaveTextContent(RESULTS_TEXTS.latestFailed);
    expect(screen.queryByTestId('landing')).not.toBeInTheDocument();
  });

  it('sends a signed-in user with no plan anywhere to the quiz', async () => {
    await openResults(layla);
    expect(await screen.findByTestId('landing')).toHaveTextContent('/quiz');
  });

  it('redirects to /quiz when storage does not parse', async () => {
    localStorage.setItem(STORAGE_KEYS.recommendations, '[{"name":');
    localStorage.setItem(STORAGE_KEYS.quizData, '{}');
    await openResults();
    expect(await screen.findByTestId('landing')).toHaveTextContent('/quiz');
  });

  it('invites visitors to save the plan', async () => {
    store();
    await openResults(null);
    expect(screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.results })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: RESULTS_TEXTS.saveBannerTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: RESULTS_TEXTS.saveBannerLink }).getAttribute('href')).toMatch(/^\/auth\?tab=register/);
    expect(screen.getByRole('heading', { name: RESULTS_TEXTS.createAccountTitle })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: RESULTS_TEXTS.backToDashboard })).not.toBeInTheDocument();
  });

  it('gives signed-in users a way back to the dashboard instead', async () => {
    store({ quizResponseId: 3 });
    await openResults(layla);
    expect(screen.getByRole('link', { name: RESULTS_TEXTS.backToDashboard })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: RESULTS_TEXTS.saveBannerTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SAVE_PLAN_TEXTS.button })).not.toBeInTheDocument();
  });

  it('lists new recommendations with reason, time, evidence, cautions and shop links', async () => {
    store();
    await openResults();
    expect(screen.getByRole('tab', { name: RESULTS_TEXTS.listTab })).toHaveAttribute('aria-selected', 'true');
    const newSection = screen.getByRole('region', { name: RESULTS_TEXTS.newHeading });
    const cards = within(newSection).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Vitamin D3', 'Rhodiola']);

    const vitaminD = cards[0];
    expect(within(vitaminD).getByText(RECOMMENDATION_TEXTS.why)).toBeInTheDocument();
    expect(within(vitaminD).getByText('Breakfast (8-9 AM)')).toBeInTheDocument();
    expect(within(vitaminD).getByText('Evidence grade A')).toHaveAccessibleDescription(EVIDENCE_GRADE_MEANINGS.A);
    expect(within(vitaminD).getByText('1000-2000 IU daily')).toBeInTheDocument();
    expect(within(vitaminD).getByText('Take with a meal that contains fat')).toBeInTheDocument();
    const evidence = within(vitaminD).getByRole('link', { name: RECOMMENDATION_TEXTS.evidence });
    expect(evidence).toHaveAttribute('target', '_blank');
    expect(evidence).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(vitaminD).getByRole('link', { name: RECOMMENDATION_TEXTS.shop })).toHaveAttribute('href', '/products/vitamin-d');
    // No productId (storage from an older version): no guessed product link.
    expect(within(cards[1]).queryByRole('link', { name: RECOMMENDATION_TEXTS.shop })).not.toBeInTheDocument();
    expect(within(cards[1]).getByText('Anytime (flexible)')).toBeInTheDocument();
  });

  it('puts supplements the user already takes under Keep Taking These', async () => {
    store();
    await openResults();
    const keep = screen.getByRole('region', { name: RESULTS_TEXTS.keepHeading });
    expect(within(keep).getByRole('heading', { name: 'Magnesium Glycinate' })).toBeInTheDocument();
    expect(within(keep).getByText(RECOMMENDATION_TEXTS.currentlyTaking)).toBeInTheDocument();
    expect(within(keep).getByText(RECOMMENDATION_TEXTS.approve)).toBeInTheDocument();
    expect(within(keep).getByText(RECOMMENDATION_TEXTS.continueCurrent)).toBeInTheDocument();
  });

  it("keeps under Keep Taking These exactly what the engine flagged, whatever the answers' words", async () => {
    // Ticked vitamin D and typed 'D': any-substring matching would move every name with a 'd' in it.
    store({ currentSupplements: ['vitamin_d'], currentSupplements_text: 'D' }, [
      recommendation({ name: 'Ashwagandha', productId: 'ashwagandha' }),
      recommendation({ name: 'Calcium with Vitamin D', productId: 'calcium-with-vitamin-d' }),
      recommendation({ name: 'Vitamin D3', productId: 'vitamin-d', alreadyTaking: true }),
      recommendation({ name: 'Folic Acid (Folate)', productId: 'folate' }),
    ]);
    await openResults();
    const keep = screen.getByRole('region', { name: RESULTS_TEXTS.keepHeading });
    expect(within(keep).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Vitamin D3']);
    const newSection = screen.getByRole('region', { name: RESULTS_TEXTS.newHeading });
    expect(within(newSection).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Ashwagandha',
      'Calcium with Vitamin D',
      'Folic Acid (Folate)',
    ]);
  });

  it('shows safety notes and the personalisation summary without medication text', async () => {
    store();
    await openResults();
    expect(within(screen.getByRole('region', { name: RESULTS_TEXTS.safetyHeading })).getByText(storedQuizData.safetyNotes[0])).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: RESULTS_TEXTS.summaryHeading });
    expect(within(summary).getByText('Medications checked for interactions')).toBeInTheDocument();
    expect(within(summary).getByText('Gender: Female')).toBeInTheDocument();
  });

  it('hides the personalisation summary with no concerns and no health info', async () => {
    store({ healthConcerns: ['none'] });
    await openResults();
    expect(screen.queryByRole('region', { name: RESULTS_TEXTS.summaryHeading })).not.toBeInTheDocument();
  });

  it('lists what the plan was checked against by class label, never the typed words', async () => {
    store({
      additionalHealthInfo: 'provided',
      screening: screening({ medicationClasses: ['anticoagulant'], healthInfoClasses: ['pregnancy_breastfeeding'] }),
    });
    await openResults();
    const checked = screen.getByRole('region', { name: WHAT_WE_CHECKED_TEXTS.heading });
    expect(within(checked).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Blood thinner (anticoagulant)',
      'Pregnancy, breastfeeding or trying to conceive',
    ]);
    expect(within(checked).queryByText(unidentifiedTextNote(['medications']))).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: RESULTS_TEXTS.summaryHeading });
    expect(within(summary).getByText(PERSONALISATION_TEXTS.medicationsChecked)).toBeInTheDocument();
    expect(within(summary).getByText(PERSONALISATION_TEXTS.healthInfoConsidered)).toBeInTheDocument();
  });

  it('says so when typed text could not be identified, and does not claim it was checked', async () => {
    store({ additionalHealthInfo: 'provided', screening: screening({ healthInfoClasses: ['kidney_disease'], unidentified: ['medications'] }) });
    await openResults();
    const checked = screen.getByRole('region', { name: WHAT_WE_CHECKED_TEXTS.heading });
    expect(within(checked).getByRole('listitem')).toHaveTextContent('Kidney disease');
    expect(within(checked).getByText(unidentifiedTextNote(['medications']))).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: RESULTS_TEXTS.summaryHeading });
    expect(within(summary).getByText('Medications: not identified — please check with a pharmacist')).toBeInTheDocument();
    expect(within(summary).queryByText(PERSONALISATION_TEXTS.medicationsChecked)).not.toBeInTheDocument();
    expect(within(summary).getByText(PERSONALISATION_TEXTS.healthInfoConsidered)).toBeInTheDocument();
  });

  it('does not repeat the not-identified sentence when the safety notes already carry it', async () => {
    const note = unidentifiedTextNote(['medications']);
    store({ safetyNotes: [note], screening: screening({ medicationClasses: ['statin'], unidentified: ['medications'] }) });
    await openResults();
    expect(screen.getAllByText(note)).toHaveLength(1);
    const checked = screen.getByRole('region', { name: WHAT_WE_CHECKED_TEXTS.heading });
    expect(within(checked).getByRole('listitem')).toHaveTextContent('Statin (cholesterol medicine)');
  });

  it('leaves out What we checked when nothing was recognised or for plans stored before it existed', async () => {
    store({ currentMedications: 'none', currentMedications_text: 'none', screening: screening() });
    const { unmount } = await openResults();
    expect(screen.queryByRole('region', { name: WHAT_WE_CHECKED_TEXTS.heading })).not.toBeInTheDocument();
    unmount();
    store();
    await openResults();
    expect(screen.queryByRole('region', { name: WHAT_WE_CHECKED_TEXTS.heading })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: RESULTS_TEXTS.summaryHeading });
    expect(within(summary).getByText(PERSONALISATION_TEXTS.medicationsChecked)).toBeInTheDocument();
  });

  it('groups the Daily Planner by time of day', async () => {
    const user = userEvent.setup();
    store();
    await openResults();
    await user.click(screen.getByRole('tab', { name: RESULTS_TEXTS.plannerTab }));
    const groups = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Breakfast8-9 AM', 'Bedtime9-10 PM', 'Anytimeflexible']);
    const breakfast = screen.getByRole('region', { name: 'Breakfast' });
    expect(within(breakfast).getByRole('link', { name: 'Evidence for Vitamin D3' })).toHaveAttribute('target', '_blank');
    expect(within(breakfast).getByRole('link', { name: 'Product details for Vitamin D3' })).toHaveAttribute('href', '/products/vitamin-d');
    // What the plan costs stands above the tabs, so the planner shows it too (its content: plan-cost.spec.tsx).
    expect(screen.getByRole('region', { name: PLAN_COST_TEXTS.heading })).toBeInTheDocument();
  });

  it('shows a safety stop instead of recommendations', async () => {
    store({ safetyStop: { reason: 'anticoagulant', message: 'Talk to your doctor before taking any supplement with a blood thinner.' } });
    await openResults();
    expect(screen.getByRole('heading', { name: RESULTS_TEXTS.safetyStopTitle })).toBeInTheDocument();
    expect(screen.getByText(/blood thinner/)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says the stop once and keeps the advice about the other things mentioned', async () => {
    const message = 'You mentioned kidney disease. We have not made recommendations for you.';
    const sickleCell = 'With sickle cell disease, take folic acid as your haematologist prescribes.';
    store({ safetyStop: { reason: 'kidney_disease', message }, safetyNotes: [message, sickleCell] });
    await openResults();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByText(sickleCell)).toBeInTheDocument();
  });

  it('names what was recognised under a safety stop too', async () => {
    store({
      safetyStop: { reason: 'anticoagulant', message: 'Talk to your doctor before taking any supplement with a blood thinner.' },
      screening: screening({ medicationClasses: ['anticoagulant'] }),
    });
    await openResults();
    const checked = screen.getByRole('region', { name: WHAT_WE_CHECKED_TEXTS.heading });
    expect(within(checked).getByRole('listitem')).toHaveTextContent('Blood thinner (anticoagulant)');
  });

  it('saves the signed plan of a user who signed in after the quiz automatically, once, typed medicines and all', async () => {
    savePlan.mockResolvedValue({ success: true, quizResponseId: 41 });
    // The fixture's medicines were typed ('provided'): the signed plan carries their classes, so it saves.
    store({ planToken: 'signed.plan' });
    // The save starts on mount; act lets its result settle inside the test.
    await act(() => openResults(layla));
    await waitFor(() => expect(savePlan).toHaveBeenCalledTimes(1));
    expect(savePlan).toHaveBeenCalledWith({ planToken: 'signed.plan' });
    await waitFor(() => expect(screen.queryByRole('button', { name: SAVE_PLAN_TEXTS.button })).not.toBeInTheDocument());
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.quizData) ?? '{}');
    expect(stored.quizResponseId).toBe(41);
    expect(stored.planToken).toBeUndefined();
    expect(await screen.findByText(SAVE_PLAN_TEXTS.savedTitle)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /retake/i })).not.toBeInTheDocument();
    expect(savePlan).toHaveBeenCalledTimes(1);
  });

  it('keeps a Save button for a retry when the automatic save fails, with the reason', async () => {
    savePlan
      .mockRejectedValueOnce({ status: 400, message: '400: Bad Request', data: { message: 'This plan is more than 7 days old. Please take the quiz again to get a current plan.' } })
      .mockResolvedValueOnce({ success: true, quizResponseId: 42 });
    const user = userEvent.setup();
    store({ planToken: 'signed.plan' });
    await act(() => openResults(layla));
    expect(await screen.findByText(SAVE_PLAN_TEXTS.failedTitle)).toBeInTheDocument();
    expect(screen.getByText(/more than 7 days old/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SAVE_PLAN_TEXTS.button }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.quizData) ?? '{}').quizResponseId).toBe(42));
    expect(savePlan).toHaveBeenCalledTimes(2);
  });
});
