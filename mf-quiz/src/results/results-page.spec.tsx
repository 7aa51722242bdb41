import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVIDENCE_GRADE_MEANINGS, PAGE_HEADINGS, STORAGE_KEYS, type EngineRecommendation, type QuizAnswers, type QuizSubmitResponse, unidentifiedTextNote } from '@sahha/contracts';
import { resetToasts } from '@sahha/ui';
import type { StoredQuizData } from '../shared/stored-plan';
import { RECOMMENDATION_TEXTS } from '../shared/recommendation-card';
import { recommendation, screening, storedQuizData } from '../testing/fixtures';
import { layla, renderPage } from '@sahha/store/testing';
import ResultsPage, { RESULTS_TEXTS } from './results-page';
import { SAVE_PLAN_TEXTS } from './save-plan-to-account';
import { PERSONALISATION_TEXTS } from './personalisation-summary';
import { WHAT_WE_CHECKED_TEXTS } from './what-we-checked';

const submit = jest.fn<Promise<QuizSubmitResponse>, [QuizAnswers]>();

jest.mock('../shared/quiz-submit-api', () => ({
  useSubmitQuizMutation: () => [(arg: QuizAnswers) => ({ unwrap: () => submit(arg) }), { isLoading: false }],
}));

const plan: EngineRecommendation[] = [
  recommendation(),
  recommendation({
    name: 'Magnesium Glycinate',
    productId: 'magnesium',
    timeOfDay: 'bedtime',
    recommendationReason: 'Supports sleep quality.',
    cautions: [],
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
    submit.mockReset();
    resetToasts();
  });

  it('redirects to /quiz when nothing is stored', async () => {
    await openResults();
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
    // No productId: the §5 slug rule.
    expect(within(cards[1]).getByRole('link', { name: RECOMMENDATION_TEXTS.shop })).toHaveAttribute('href', '/products/rhodiola-rosea');
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

  it('saves the plan of a user who signed in after the quiz automatically, once', async () => {
    submit.mockResolvedValue({ recommendations: plan, safetyNotes: [], safetyStop: null, screening: screening(), quizResponseId: 41 });
    store({ currentMedications: 'none', currentMedications_text: 'none' });
    // The save starts on mount; act lets its result settle inside the test.
    await act(() => openResults(layla));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ currentMedications: 'none', additionalHealthInfo: 'no_additional_info', goals: ['energy', 'sleep'] }));
    await waitFor(() => expect(screen.queryByRole('button', { name: SAVE_PLAN_TEXTS.button })).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.quizData) ?? '{}').quizResponseId).toBe(41);
    expect(await screen.findByText(SAVE_PLAN_TEXTS.savedTitle)).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('keeps a Save button for a retry when the automatic save fails', async () => {
    submit.mockRejectedValueOnce({ status: 500, message: '500: boom' }).mockResolvedValueOnce({
      recommendations: plan,
      safetyNotes: [],
      safetyStop: null,
      screening: screening(),
      quizResponseId: 42,
    });
    const user = userEvent.setup();
    store({ currentMedications: 'none', currentMedications_text: 'none' });
    await act(() => openResults(layla));
    expect(await screen.findByText(SAVE_PLAN_TEXTS.failedTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SAVE_PLAN_TEXTS.button }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.quizData) ?? '{}').quizResponseId).toBe(42));
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('asks for a retake when the plan depended on private text', async () => {
    store();
    await openResults(layla);
    expect(screen.getByText(SAVE_PLAN_TEXTS.retake)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SAVE_PLAN_TEXTS.retakeButton })).toHaveAttribute('href', '/quiz');
    expect(screen.queryByRole('button', { name: SAVE_PLAN_TEXTS.button })).not.toBeInTheDocument();
  });
});
