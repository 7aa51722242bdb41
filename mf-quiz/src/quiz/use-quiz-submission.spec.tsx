import { act, fireEvent, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@sahha/contracts';
import { type QuizAnswers, type QuizSubmitResponse } from '@sahha/contracts/quiz';
import { renderPage } from '@sahha/store/testing';
import { resetToasts } from '@sahha/ui';
import { recommendation, screening } from '../testing/fixtures';
import { ANALYZING_TICK_MS, AnalyzingScreen } from './analyzing-screen';
import { QUIZ_TEXTS } from './quiz-questions';
import { EMPTY_DRAFT, type QuizDraft } from './quiz-rules';
import { ANALYZING_ANIMATION_MS, useQuizSubmission } from './use-quiz-submission';

const submit = jest.fn<Promise<QuizSubmitResponse>, [QuizAnswers]>();

jest.mock('../shared/quiz-submit-api', () => ({
  useSubmitQuizMutation: () => [(arg: QuizAnswers) => ({ unwrap: () => submit(arg) }), { isLoading: false }],
}));

const DRAFT: QuizDraft = {
  ...EMPTY_DRAFT,
  gender: 'female',
  age: '36-45',
  diet: 'vegan',
  goals: ['energy'],
  lifestyle: 'moderate',
  currentSupplements: ['none'],
  healthConcerns: ['none'],
  medicationsText: 'levothyroxine',
  additionalInfoNone: true,
};

const RESPONSE: QuizSubmitResponse = { recommendations: [recommendation()], safetyNotes: [], safetyStop: null, screening: screening() };

/** The quiz page's use of the hook, without the nine steps in front of it. */
function Harness({ fastMode, reducedMotion = false }: { fastMode: boolean; reducedMotion?: boolean }) {
  const { analyzing, analyzingMs, submit: start } = useQuizSubmission(fastMode);
  return analyzing ? (
    <AnalyzingScreen durationMs={analyzingMs} reducedMotion={reducedMotion} />
  ) : (
    <button type="button" onClick={() => start(DRAFT)}>
      Submit answers
    </button>
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const advance = (ms: number) => act(async () => jest.advanceTimersByTime(ms));
const settle = (fn: () => void) => act(async () => fn());
const landing = () => screen.queryByTestId('landing');
const open = (fastMode = false, reducedMotion = false) =>
  renderPage(<Harness fastMode={fastMode} reducedMotion={reducedMotion} />, { path: '/quiz', user: null });

describe('useQuizSubmission: the analysing screen runs alongside the request', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    submit.mockReset();
    resetToasts();
    localStorage.clear();
  });

  afterEach(() => {
    act(() => resetToasts());
    jest.useRealTimers();
  });

  it('sends the request at once and opens /results only when the 8 seconds are over', async () => {
    submit.mockResolvedValue(RESPONSE);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ gender: 'female', currentMedications_text: 'levothyroxine' }));
    expect(screen.getByRole('heading', { name: QUIZ_TEXTS.analyzing })).toBeInTheDocument();

    await advance(ANALYZING_ANIMATION_MS - 1);
    expect(landing()).not.toBeInTheDocument();
    // The plan is kept as soon as it arrives, before the animation ends.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recommendations) ?? '[]')).toHaveLength(1);
    await advance(1);
    expect(landing()).toHaveTextContent('/results');
  });

  it('waits for a response slower than the animation', async () => {
    const response = deferred<QuizSubmitResponse>();
    submit.mockReturnValue(response.promise);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await advance(ANALYZING_ANIMATION_MS + 3000);
    expect(landing()).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: QUIZ_TEXTS.analyzing })).toHaveAttribute('aria-valuenow', '100');
    await settle(() => response.resolve(RESPONSE));
    expect(landing()).toHaveTextContent('/results');
  });

  it('reports its progress to assistive technology as it goes', async () => {
    submit.mockReturnValue(new Promise(() => undefined));
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    const progress = screen.getByRole('progressbar', { name: QUIZ_TEXTS.analyzing });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    await advance(ANALYZING_ANIMATION_MS / 2);
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(progress).toHaveAttribute('aria-valuetext', QUIZ_TEXTS.analyzingProgress(50));
  });

  it('under reduced motion steps the bar from the elapsed time instead of animating it', async () => {
    submit.mockReturnValue(new Promise(() => undefined));
    await open(false, true);
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    const bar = () => screen.getByRole('progressbar', { name: QUIZ_TEXTS.analyzing }).firstElementChild as HTMLElement;
    expect(getComputedStyle(bar()).animationName).toBe('');
    expect(getComputedStyle(bar()).transform).toBe('scaleX(0)');
    await advance(ANALYZING_TICK_MS * 2);
    expect(getComputedStyle(bar()).transform).toBe('scaleX(0.25)');
  });

  it('on a failure mid-way stops at once and shows the reason with a Retry that sends the same answers', async () => {
    const first = deferred<QuizSubmitResponse>();
    submit.mockReturnValueOnce(first.promise).mockResolvedValueOnce(RESPONSE);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await advance(3000);
    await settle(() => first.reject({ status: 400, message: '400: …', data: { message: ['goals must be one of energy, sleep'] } }));

    expect(screen.queryByRole('heading', { name: QUIZ_TEXTS.analyzing })).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(QUIZ_TEXTS.submitFailedTitle);
    expect(alert).toHaveTextContent('goals must be one of energy, sleep');
    // The toast waits for the user: Retry must not disappear while it is being read.
    await advance(60_000);
    fireEvent.click(screen.getByRole('button', { name: QUIZ_TEXTS.submitRetry }));

    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]).toEqual(submit.mock.calls[0]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: QUIZ_TEXTS.analyzing })).toBeInTheDocument();
    await advance(ANALYZING_ANIMATION_MS);
    expect(landing()).toHaveTextContent('/results');
  });

  it.each([
    ['a request that never reached the server', { status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' }, QUIZ_TEXTS.submitFailedOffline],
    ['a 502 without a message', { status: 502, message: '502: Bad Gateway' }, QUIZ_TEXTS.submitFailedFallback],
    ['a 429', { status: 429, message: '429: …', data: { message: 'Too many requests. Try again in a minute.' } }, 'Too many requests. Try again in a minute.'],
  ])('explains %s', async (_case, error, reason) => {
    submit.mockRejectedValue(error);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await settle(() => undefined);
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeInTheDocument();
  });

  it('in Fast Mode lasts only as long as the request, with an indeterminate bar', async () => {
    const response = deferred<QuizSubmitResponse>();
    submit.mockReturnValue(response.promise);
    await open(true);
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(screen.getByRole('progressbar', { name: QUIZ_TEXTS.analyzing })).not.toHaveAttribute('aria-valuenow');
    await settle(() => response.resolve(RESPONSE));
    await advance(0);
    expect(landing()).toHaveTextContent('/results');
  });

  it('does not leave the page it was left on when the response comes after the user went elsewhere', async () => {
    submit.mockResolvedValue(RESPONSE);
    const { router } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await act(async () => router.navigate('/products'));
    await advance(ANALYZING_ANIMATION_MS);
    expect(landing()).toHaveTextContent('/products');
  });
});
