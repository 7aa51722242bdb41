import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { INTERACTION_CLASS_LABELS, type RecognitionRequest, type RecognitionResponse } from '@sahha/contracts/quiz';
import { renderPage } from '@sahha/store/testing';
import { QUIZ_QUESTIONS, QUIZ_TEXTS } from './quiz-questions';
import { RECOGNITION_DEBOUNCE_MS, RECOGNITION_TEXTS } from './recognition-line';
import { TextStepHarness } from '../testing/text-step-harness';

const recognise = jest.fn<Promise<RecognitionResponse>, [RecognitionRequest]>();
const abort = jest.fn();

// The hook is tested against the mutation hook's contract; the endpoint is one RTK Query line.
jest.mock('./recognition-api', () => ({
  useRecogniseHealthTextMutation: () => [(arg: RecognitionRequest) => ({ unwrap: () => recognise(arg), abort }), { isLoading: false }],
}));

const WARFARIN_LINE = `We recognised: ${INTERACTION_CLASS_LABELS.anticoagulant} — warfarin`;
const warfarin: RecognitionResponse = {
  recognised: [{ class: 'anticoagulant', label: INTERACTION_CLASS_LABELS.anticoagulant, term: 'warfarin' }],
  nothingRecognised: false,
};
const nothing: RecognitionResponse = { recognised: [], nothingRecognised: true };

const textbox = (step: 8 | 9) => screen.getByRole('textbox', { name: (QUIZ_QUESTIONS[step - 1] as { textLabel: string }).textLabel });
const liveLine = (step: 8 | 9) => {
  const region = document.getElementById(textbox(step).getAttribute('aria-describedby') ?? '')?.querySelector('[aria-live="polite"]');
  if (!region) throw new Error('no live region tied to the textarea');
  return region;
};

/** Lets the debounce run out and any settled answer render. */
const pause = (ms = RECOGNITION_DEBOUNCE_MS) => act(async () => jest.advanceTimersByTime(ms));

/** An answer the test releases when it chooses, to play out slow responses. */
function deferred() {
  let resolve: (value: RecognitionResponse) => void = () => undefined;
  const promise = new Promise<RecognitionResponse>((res) => {
    resolve = res;
  });
  return { promise, resolve: (value: RecognitionResponse) => act(async () => resolve(value)) };
}

async function open(step: 8 | 9): Promise<{ user: UserEvent; router: Awaited<ReturnType<typeof renderPage>>['router'] }> {
  const { router } = await renderPage(<TextStepHarness step={step} />, { path: '/quiz', user: null });
  return { user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }), router };
}

describe('What we understood (steps 8 and 9)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    recognise.mockReset();
    abort.mockReset();
    localStorage.clear();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks once typing pauses and shows the answer in a polite live region that describes the box', async () => {
    recognise.mockResolvedValue(warfarin);
    const { user, router } = await open(8);
    expect(liveLine(8)).toHaveTextContent('');

    await user.type(textbox(8), 'Marevan 5mg');
    await pause(RECOGNITION_DEBOUNCE_MS - 1);
    expect(recognise).not.toHaveBeenCalled();
    await pause(1);
    expect(recognise).toHaveBeenCalledTimes(1);
    expect(recognise).toHaveBeenCalledWith({ field: 'medications', text: 'Marevan 5mg' });

    expect(liveLine(8)).toHaveTextContent(WARFARIN_LINE);
    expect(liveLine(8)).toHaveAttribute('aria-live', 'polite');
    expect(textbox(8)).toHaveAccessibleDescription(WARFARIN_LINE);
    // The typed text stays in memory: not in storage, not in the URL.
    expect(localStorage.length).toBe(0);
    expect(`${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`).toBe('/quiz');
  });

  it('sends the trimmed text once, not per keystroke', async () => {
    recognise.mockResolvedValue(warfarin);
    const { user } = await open(8);
    await user.type(textbox(8), '  warf');
    await pause(RECOGNITION_DEBOUNCE_MS / 2);
    await user.type(textbox(8), 'arin  ');
    await pause();
    expect(recognise).toHaveBeenCalledTimes(1);
    expect(recognise).toHaveBeenCalledWith({ field: 'medications', text: 'warfarin' });
  });

  it('does not ask about fewer than two characters', async () => {
    const { user } = await open(8);
    await user.type(textbox(8), '  a ');
    await pause(RECOGNITION_DEBOUNCE_MS * 3);
    expect(recognise).not.toHaveBeenCalled();
    expect(liveLine(8)).toHaveTextContent('');
  });

  it('says when nothing could be identified, in the words of each step', async () => {
    recognise.mockResolvedValue(nothing);
    const { user } = await open(8);
    await user.type(textbox(8), 'xqzt pills');
    await pause();
    expect(liveLine(8)).toHaveTextContent(RECOGNITION_TEXTS.nothingRecognised.medications);
  });

  it('on step 9 asks about the health field and names the condition', async () => {
    const pregnancy = INTERACTION_CLASS_LABELS.pregnancy_breastfeeding;
    recognise.mockResolvedValueOnce({ recognised: [{ class: 'pregnancy_breastfeeding', label: pregnancy }], nothingRecognised: false });
    recognise.mockResolvedValueOnce(nothing);
    const { user } = await open(9);
    await user.type(textbox(9), 'حامل');
    await pause();
    expect(recognise).toHaveBeenCalledWith({ field: 'healthInfo', text: 'حامل' });
    expect(liveLine(9)).toHaveTextContent(`We recognised: ${pregnancy}`);

    await user.clear(textbox(9));
    await user.type(textbox(9), 'zzzz');
    await pause();
    expect(liveLine(9)).toHaveTextContent(RECOGNITION_TEXTS.nothingRecognised.healthInfo);
  });

  it('shows nothing when the call fails, and the quiz carries on', async () => {
    recognise.mockResolvedValueOnce(warfarin).mockRejectedValueOnce({ status: 429, message: '429: Too Many Requests' });
    const { user } = await open(8);
    await user.type(textbox(8), 'warfarin');
    await pause();
    expect(liveLine(8)).toHaveTextContent(WARFARIN_LINE);

    await user.type(textbox(8), ' and more');
    await pause();
    expect(recognise).toHaveBeenCalledTimes(2);
    expect(liveLine(8)).toHaveTextContent('');
    expect(screen.getByRole('button', { name: QUIZ_TEXTS.continue })).toBeEnabled();
  });

  it('never lets an older, slower answer overwrite the answer for the current text', async () => {
    const first = deferred();
    const second = deferred();
    recognise.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { user } = await open(8);

    await user.type(textbox(8), 'xqzt');
    await pause();
    await user.type(textbox(8), ' warfarin');
    await pause();
    expect(recognise).toHaveBeenNthCalledWith(2, { field: 'medications', text: 'xqzt warfarin' });
    // The first request is for text that is no longer there: it is abandoned.
    expect(abort).toHaveBeenCalledTimes(1);

    await second.resolve(warfarin);
    expect(liveLine(8)).toHaveTextContent(WARFARIN_LINE);
    await first.resolve(nothing);
    expect(liveLine(8)).toHaveTextContent(WARFARIN_LINE);
  });

  it('ignores an answer that arrives after the text changed, even before the next one is asked for', async () => {
    const first = deferred();
    recognise.mockReturnValueOnce(first.promise);
    const { user } = await open(8);
    await user.type(textbox(8), 'xqzt');
    await pause();
    await user.type(textbox(8), ' warfarin');
    await first.resolve(nothing);
    expect(liveLine(8)).toHaveTextContent('');
  });

  it('clears the line when the box is cleared or the none option is chosen', async () => {
    recognise.mockResolvedValue(warfarin);
    const { user } = await open(8);
    await user.type(textbox(8), 'warfarin');
    await pause();
    expect(liveLine(8)).toHaveTextContent(WARFARIN_LINE);
    await user.clear(textbox(8));
    expect(liveLine(8)).toHaveTextContent('');
    // New text starts from an empty line, not from the answer about the cleared text.
    await user.type(textbox(8), 'as');
    expect(liveLine(8)).toHaveTextContent('');
    await user.clear(textbox(8));

    await user.type(textbox(8), 'warfarin');
    await pause();
    expect(liveLine(8)).toHaveTextContent(WARFARIN_LINE);
    await user.click(screen.getByRole('checkbox', { name: 'no medications currently' }));
    expect(textbox(8)).toHaveValue('');
    expect(liveLine(8)).toHaveTextContent('');
    await pause(RECOGNITION_DEBOUNCE_MS * 3);
    expect(recognise).toHaveBeenCalledTimes(2);
  });
});
