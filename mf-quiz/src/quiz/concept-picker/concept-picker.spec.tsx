import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONCEPT_PICKER_TEXTS, INTERACTION_CLASS_LABELS, type RecognitionRequest, type RecognitionResponse, type SuggestionsRequest, type SuggestionsResponse } from '@sahha/contracts/quiz';
import { renderPage } from '@sahha/store/testing';
import { QUIZ_QUESTIONS, QUIZ_TEXTS } from '../quiz-questions';
import { EMPTY_DRAFT, type QuizDraft } from '../quiz-rules';
import { RECOGNITION_DEBOUNCE_MS } from '../recognition-line';
import { confirmedOf } from './concept-chips';
import { SUGGESTIONS_DEBOUNCE_MS } from '../../shared/concept-search/use-concept-suggestions';
import { TextStepHarness } from '../../testing/text-step-harness';

const recognise = jest.fn<Promise<RecognitionResponse>, [RecognitionRequest]>();
const suggest = jest.fn<Promise<SuggestionsResponse>, [SuggestionsRequest]>();

jest.mock('../recognition-api', () => ({
  useRecogniseHealthTextMutation: () => [(arg: RecognitionRequest) => ({ unwrap: () => recognise(arg), abort: jest.fn() }), { isLoading: false }],
}));
jest.mock('../../shared/concept-search/suggestions-api', () => ({
  useSuggestConceptsMutation: () => [(arg: SuggestionsRequest) => ({ unwrap: () => suggest(arg), abort: jest.fn() }), { isLoading: false }],
}));

const WARFARIN_LABEL = `${INTERACTION_CLASS_LABELS.anticoagulant} — warfarin`;
const BISOPROLOL_LABEL = `${INTERACTION_CLASS_LABELS.blood_pressure} — bisoprolol`;
const CLOPIDOGREL_LABEL = `${INTERACTION_CLASS_LABELS.antiplatelet} — clopidogrel`;

let latestDraft: QuizDraft = EMPTY_DRAFT;

const pause = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

async function open(step: 8 | 9) {
  await renderPage(<TextStepHarness step={step} onDraft={(draft) => (latestDraft = draft)} />, { path: '/quiz', user: null });
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

describe('the picker and chips of steps 8 and 9', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    recognise.mockReset();
    suggest.mockReset();
    latestDraft = EMPTY_DRAFT;
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('suggests as the person types, announces the count, and a pick becomes a chip that answers the question', async () => {
    suggest.mockResolvedValue({ suggestions: [{ id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', matched: 'warfarin', match: 'typo' }] });
    const user = await open(8);
    const picker = screen.getByRole('combobox', { name: CONCEPT_PICKER_TEXTS.label.medications });
    expect(screen.getByRole('button', { name: QUIZ_TEXTS.chooseOption })).toBeDisabled();

    await user.type(picker, 'warfrin');
    await pause(SUGGESTIONS_DEBOUNCE_MS);
    expect(suggest).toHaveBeenCalledWith({ field: 'medications', q: 'warfrin' });
    expect(screen.getByText(`${CONCEPT_PICKER_TEXTS.notFound('warfrin')} ${CONCEPT_PICKER_TEXTS.suggestionCount(1)}`)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');

    const chips = screen.getByRole('region', { name: CONCEPT_PICKER_TEXTS.chipsHeading.medications });
    expect(within(chips).getByText(WARFARIN_LABEL)).toBeInTheDocument();
    expect(picker).toHaveValue('');
    expect(screen.getByRole('button', { name: QUIZ_TEXTS.continue })).toBeEnabled();
    expect(confirmedOf('medications', latestDraft.medicationsChips)).toEqual([{ id: 'warfarin', state: 'taking' }]);
  });

  it('shows what the reader found as chips, asks "Stopped?" for what it set aside, and removes a chip with one tap', async () => {
    recognise.mockResolvedValue({
      recognised: [],
      nothingRecognised: false,
      concepts: [
        { id: 'bisoprolol', classes: ['blood_pressure'], term: 'bisoprolol' },
        { id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', setAside: 'stopped' },
        { id: 'clopidogrel', classes: ['antiplatelet'], term: 'clopidogrel' },
      ],
    });
    const user = await open(8);
    await user.type(screen.getByRole('textbox', { name: (QUIZ_QUESTIONS[7] as { textLabel: string }).textLabel }), 'Concor, stopped Marevan, Plavix');
    await pause(RECOGNITION_DEBOUNCE_MS);

    const question = screen.getByRole('group', { name: `${CONCEPT_PICKER_TEXTS.question.stopped} ${WARFARIN_LABEL}` });
    expect(within(question).getByText(CONCEPT_PICKER_TEXTS.countedUntilAnswered)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: CONCEPT_PICKER_TEXTS.notCountedAnswer.stopped }));
    expect(within(question).getByRole('button', { name: CONCEPT_PICKER_TEXTS.notCountedAnswer.stopped })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: CONCEPT_PICKER_TEXTS.removeLabel(CLOPIDOGREL_LABEL) }));
    expect(screen.queryByText(CLOPIDOGREL_LABEL)).not.toBeInTheDocument();
    expect(screen.getByText(BISOPROLOL_LABEL)).toBeInTheDocument();
    expect(confirmedOf('medications', latestDraft.medicationsChips)).toEqual([
      { id: 'warfarin', state: 'stopped' },
      { id: 'clopidogrel', state: 'removed' },
    ]);
  });

  it("asks the question of the reader's reason: a relative's medicine is someone else's, not stopped", async () => {
    recognise.mockResolvedValue({
      recognised: [],
      nothingRecognised: false,
      concepts: [{ id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', setAside: 'someone-else' }],
    });
    const user = await open(8);
    await user.type(screen.getByRole('textbox', { name: (QUIZ_QUESTIONS[7] as { textLabel: string }).textLabel }), 'my mother is on warfarin');
    await pause(RECOGNITION_DEBOUNCE_MS);

    const question = screen.getByRole('group', { name: `${CONCEPT_PICKER_TEXTS.question['someone-else']} ${WARFARIN_LABEL}` });
    expect(screen.queryByText(CONCEPT_PICKER_TEXTS.question.stopped)).not.toBeInTheDocument();
    expect(within(question).getByRole('button', { name: CONCEPT_PICKER_TEXTS.countedAnswer['someone-else'] })).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: CONCEPT_PICKER_TEXTS.notCountedAnswer['someone-else'] }));
    expect(confirmedOf('medications', latestDraft.medicationsChips)).toEqual([{ id: 'warfarin', state: 'stopped' }]);
  });

  it('asks "Not taking it?" of a medicine the medicines answer denies, never "I have this"', async () => {
    recognise.mockResolvedValue({
      recognised: [],
      nothingRecognised: false,
      concepts: [{ id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', setAside: 'denied' }],
    });
    const user = await open(8);
    await user.type(screen.getByRole('textbox', { name: (QUIZ_QUESTIONS[7] as { textLabel: string }).textLabel }), 'no warfarin, nothing');
    await pause(RECOGNITION_DEBOUNCE_MS);

    const question = screen.getByRole('group', { name: `Not taking it? ${WARFARIN_LABEL}` });
    expect(screen.queryByText(CONCEPT_PICKER_TEXTS.countedAnswer.denied)).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Not taking it' }));
    expect(confirmedOf('medications', latestDraft.medicationsChips)).toEqual([{ id: 'warfarin', state: 'stopped' }]);
    await user.click(within(question).getByRole('button', { name: 'I take this' }));
    expect(confirmedOf('medications', latestDraft.medicationsChips)).toEqual([{ id: 'warfarin', state: 'taking' }]);
  });

  it('asks "Over now?" of a condition the health answer says has stopped, never "Still taking"', async () => {
    recognise.mockResolvedValue({
      recognised: [],
      nothingRecognised: false,
      concepts: [{ id: 'cond-pregnancy', classes: ['pregnancy_breastfeeding'], term: 'pregnancy', setAside: 'stopped' }],
    });
    const user = await open(9);
    await user.type(screen.getByRole('textbox', { name: (QUIZ_QUESTIONS[8] as { textLabel: string }).textLabel }), 'was pregnant, not any more');
    await pause(RECOGNITION_DEBOUNCE_MS);

    const question = screen.getByRole('group', { name: `Over now? ${INTERACTION_CLASS_LABELS.pregnancy_breastfeeding} — pregnancy` });
    expect(screen.queryByText(CONCEPT_PICKER_TEXTS.countedAnswer.stopped)).not.toBeInTheDocument();
    expect(within(question).getByText(CONCEPT_PICKER_TEXTS.countedUntilAnswered)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Over now' }));
    expect(confirmedOf('healthInfo', latestDraft.additionalInfoChips)).toEqual([{ id: 'cond-pregnancy', state: 'not' }]);
    await user.click(within(question).getByRole('button', { name: 'Still the case' }));
    expect(confirmedOf('healthInfo', latestDraft.additionalInfoChips)).toEqual([{ id: 'cond-pregnancy', state: 'has' }]);
  });

  it('asks "Not the case?" of a denied condition, and reads an older server\'s \'not-yours\' as the health question', async () => {
    recognise.mockResolvedValue({
      recognised: [],
      nothingRecognised: false,
      concepts: [
        { id: 'cond-pregnancy', classes: ['pregnancy_breastfeeding'], term: 'pregnancy', setAside: 'denied' },
        { id: 'cond-kidney-disease', classes: ['kidney_disease'], term: 'kidney disease', setAside: 'not-yours' as never },
      ],
    });
    const user = await open(9);
    await user.type(screen.getByRole('textbox', { name: (QUIZ_QUESTIONS[8] as { textLabel: string }).textLabel }), 'not pregnant, no kidney disease');
    await pause(RECOGNITION_DEBOUNCE_MS);

    const pregnancy = screen.getByRole('group', { name: `${CONCEPT_PICKER_TEXTS.question.denied} ${INTERACTION_CLASS_LABELS.pregnancy_breastfeeding} — pregnancy` });
    expect(within(pregnancy).getByRole('button', { name: CONCEPT_PICKER_TEXTS.countedAnswer.denied })).toBeInTheDocument();
    const kidneys = screen.getByRole('group', { name: `${CONCEPT_PICKER_TEXTS.question.denied} ${INTERACTION_CLASS_LABELS.kidney_disease} — kidney disease` });
    await user.click(within(kidneys).getByRole('button', { name: CONCEPT_PICKER_TEXTS.notCountedAnswer.denied }));
    expect(confirmedOf('healthInfo', latestDraft.additionalInfoChips)).toEqual([
      { id: 'cond-pregnancy', state: 'has' },
      { id: 'cond-kidney-disease', state: 'not' },
    ]);
  });

  it('says when nothing matched, and keeps the words as something we could not check', async () => {
    suggest.mockResolvedValue({ suggestions: [] });
    const user = await open(9);
    await user.type(screen.getByRole('combobox', { name: CONCEPT_PICKER_TEXTS.label.healthInfo }), 'xyzq');
    await pause(SUGGESTIONS_DEBOUNCE_MS);
    expect(screen.getAllByText(CONCEPT_PICKER_TEXTS.notFound('xyzq')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: CONCEPT_PICKER_TEXTS.keepUnchecked }));
    expect(screen.getByRole('textbox', { name: (QUIZ_QUESTIONS[8] as { textLabel: string }).textLabel })).toHaveValue('xyzq');
    expect(screen.getByRole('combobox', { name: CONCEPT_PICKER_TEXTS.label.healthInfo })).toHaveValue('');
  });
});
