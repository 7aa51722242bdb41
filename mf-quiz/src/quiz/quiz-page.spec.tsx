import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { PAGE_HEADINGS, STORAGE_KEYS } from '@sahha/contracts';
import { type QuizAnswers, type QuizSubmitResponse } from '@sahha/contracts/quiz';
import { PENDING_CONTENT_SELECTOR, resetToasts } from '@sahha/ui';
import { recommendation, screening } from '../testing/fixtures';
import { renderPage } from '@sahha/store/testing';
import QuizPage from './quiz-page';
import { QUIZ_QUESTIONS, QUIZ_TEXTS } from './quiz-questions';

const submit = jest.fn<Promise<QuizSubmitResponse>, [QuizAnswers]>();

// The page is tested against the mutation hook's contract; the endpoint is one RTK Query line.
jest.mock('../shared/quiz-submit-api', () => ({
  useSubmitQuizMutation: () => [(arg: QuizAnswers) => ({ unwrap: () => submit(arg) }), { isLoading: false }],
}));

const reloadPage = jest.fn<void, [string]>();
jest.mock('./reload-page', () => ({ reloadPage: (url: string) => reloadPage(url) }));

const question = (step: number) => screen.getByRole('heading', { level: 2, name: QUIZ_QUESTIONS[step - 1].title });
const waitForStep = (step: number) => waitFor(() => expect(question(step)).toHaveFocus());
const continueButton = () => screen.getByRole('button', { name: /^(Continue|Choose an option)$/ });

async function tabUntil(user: UserEvent, matches: (element: Element) => boolean) {
  for (let i = 0; i < 40; i += 1) {
    await user.tab();
    if (document.activeElement && matches(document.activeElement)) return document.activeElement as HTMLInputElement;
  }
  throw new Error('Nothing matching is reachable with Tab');
}

const isOption = (element: Element) => element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox') && element.getAttribute('role') !== 'switch';

// Whole-wizard walks through nine steps take a few seconds under jsdom.
jest.setTimeout(20_000);

/** Answers every step with the pointer, 'none' wherever possible. */
async function answerEverything(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await waitForStep(2);
  await user.click(screen.getByRole('radio', { name: '18-25' }));
  await waitForStep(3);
  await user.click(screen.getByRole('radio', { name: 'Keto' }));
  await waitForStep(4);
  await user.click(screen.getByRole('checkbox', { name: 'Muscle and strength' }));
  await user.click(continueButton());
  await waitForStep(5);
  await user.click(screen.getByRole('radio', { name: /^Sedentary/ }));
  await waitForStep(6);
  await user.click(screen.getByRole('checkbox', { name: 'None' }));
  await waitForStep(7);
  await user.click(screen.getByRole('checkbox', { name: 'None' }));
  await waitForStep(8);
  await user.click(screen.getByRole('checkbox', { name: 'no medications currently' }));
  await waitForStep(9);
  await user.click(screen.getByRole('checkbox', { name: 'No additional information' }));
}

const openQuiz = (url = '/quiz?fastmode=true') => renderPage(<QuizPage />, { path: '/quiz', url, user: null });

describe('QuizPage', () => {
  beforeEach(() => {
    submit.mockReset();
    reloadPage.mockReset();
    resetToasts();
    localStorage.clear();
  });

  it('shows the advisor heading, greeting, progress and a blocked Continue on step 1', async () => {
    await openQuiz();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.quiz })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(QUIZ_TEXTS.greeting)).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Question 1 of 9' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('button', { name: QUIZ_TEXTS.back })).toBeDisabled();
    expect(screen.getByRole('button', { name: QUIZ_TEXTS.chooseOption })).toBeDisabled();
    expect(screen.getByRole('switch', { name: QUIZ_TEXTS.fastMode })).toBeChecked();
    for (const label of ['Male', 'Female', 'Non-binary', 'Prefer not to say']) expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
  });

  it('types the description out unless Fast Mode is on, announcing the full text once', async () => {
    await openQuiz('/quiz');
    const { description } = QUIZ_QUESTIONS[0];
    expect(screen.getByRole('switch', { name: QUIZ_TEXTS.fastMode })).not.toBeChecked();
    const typed = document.querySelector('[aria-hidden="true"] + [aria-live="polite"]')?.previousElementSibling;
    expect(typed?.textContent?.length).toBeLessThan(description.length);
    expect(screen.getByText(description, { selector: '[aria-live="polite"]' })).toBeInTheDocument();
    await waitFor(() => expect(typed?.textContent).toBe(description));
  });

  it('goes through all nine steps with the keyboard alone and submits', async () => {
    submit.mockResolvedValue({ recommendations: [recommendation()], safetyNotes: [], safetyStop: null, screening: screening() });
    const user = userEvent.setup();
    await openQuiz();

    // 1 gender: Space picks and advances.
    expect((await tabUntil(user, isOption)).value).toBe('male');
    await user.keyboard(' ');
    await waitForStep(2);
    expect(screen.getByRole('progressbar', { name: 'Question 2 of 9' })).toHaveAttribute('aria-valuenow', '2');

    // 2 age: arrow keys move without advancing; Enter confirms.
    await user.tab();
    await user.keyboard(' ');
    await waitForStep(3);
    await user.click(screen.getByRole('button', { name: QUIZ_TEXTS.back }));
    await waitForStep(2);
    expect(screen.getByRole('radio', { name: '18-25' })).toBeChecked();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '26-35' })).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(question(2)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitForStep(3);

    // 3 diet
    await user.tab();
    await user.keyboard(' ');
    await waitForStep(4);

    // 4 goals: three picks, the fourth is ignored with the hint; Enter continues.
    expect(continueButton()).toHaveTextContent(QUIZ_TEXTS.chooseOption);
    for (let i = 0; i < 4; i += 1) {
      await tabUntil(user, isOption);
      await user.keyboard(' ');
    }
    const checked = screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);
    expect(checked.map((box) => (box as HTMLInputElement).value)).toEqual(['energy', 'sleep', 'focus']);
    expect(screen.getAllByText(QUIZ_TEXTS.goalsHint).length).toBeGreaterThanOrEqual(2);
    expect(continueButton()).toHaveTextContent(QUIZ_TEXTS.continue);
    await user.keyboard('{Enter}');
    await waitForStep(5);

    // 5 lifestyle
    await user.tab();
    await user.keyboard(' ');
    await waitForStep(6);

    // 6 supplements: 'none' advances on its own.
    expect(screen.getByText(QUIZ_TEXTS.supplementsHint)).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
    expect((await tabUntil(user, isOption)).value).toBe('none');
    await user.keyboard(' ');
    await waitForStep(7);

    // 7 concerns
    await user.tab();
    await user.keyboard(' ');
    await waitForStep(8);

    // 8 medications: 'no medications currently' advances.
    expect(screen.getByText(/never store medication names/, { selector: '[aria-live="polite"]' })).toBeInTheDocument();
    expect(await tabUntil(user, isOption)).toHaveAccessibleName('no medications currently');
    await user.keyboard(' ');
    await waitForStep(9);

    // 9 additional info: the option advances and submits.
    await user.tab();
    await user.keyboard(' ');

    await waitFor(() => expect(screen.getByTestId('landing')).toHaveTextContent('/results'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      gender: 'male',
      age: '26-35',
      diet: 'omnivore',
      diet_text: '',
      goals: ['energy', 'sleep', 'focus'],
      goals_text: '',
      lifestyle: 'sedentary',
      currentSupplements: ['none'],
      currentSupplements_text: '',
      healthConcerns: ['none'],
      healthConcerns_text: '',
      additionalHealthInfo: 'no_additional_info',
      currentMedications: 'none',
      currentMedications_text: '',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recommendations) ?? '[]')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.quizData) ?? '{}')).toMatchObject({ gender: 'male', currentMedications: 'none' });
  });

  it('keeps Continue disabled until each step has an answer', async () => {
    const user = userEvent.setup();
    await openQuiz();
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await waitForStep(2);
    await user.click(screen.getByRole('radio', { name: '36-45' }));
    await waitForStep(3);
    expect(screen.getByRole('textbox', { name: QUIZ_TEXTS.customOptionLabel })).toHaveAttribute('maxLength', '500');
    await user.type(screen.getByRole('textbox', { name: QUIZ_TEXTS.customOptionLabel }), 'pescatarian');
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Mediterranean' }));
    await waitForStep(4);

    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Better sleep' }));
    expect(continueButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Better sleep' }));
    expect(screen.getByRole('checkbox', { name: 'Better sleep' })).not.toBeChecked();
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Stress relief' }));
    await user.click(continueButton());
    await waitForStep(5);
    await user.click(screen.getByRole('radio', { name: /^Active/ }));
    await waitForStep(6);

    await user.click(screen.getByRole('checkbox', { name: 'Zinc' }));
    await user.click(screen.getByRole('checkbox', { name: 'Iron' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(question(6)).toBeInTheDocument();
    await user.click(continueButton());
    await waitForStep(7);

    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sleep problems' }));
    await user.click(continueButton());
    await waitForStep(8);

    expect(continueButton()).toBeDisabled();
    const medications = screen.getByRole('textbox', { name: 'Which medications do you take?' });
    await user.type(medications, '   ');
    expect(continueButton()).toBeDisabled();
    await user.type(medications, 'warfarin');
    expect(continueButton()).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(question(8)).toBeInTheDocument();

    // Back keeps every answer.
    await user.click(screen.getByRole('button', { name: QUIZ_TEXTS.back }));
    await waitForStep(7);
    expect(screen.getByRole('checkbox', { name: 'Sleep problems' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: QUIZ_TEXTS.back }));
    await waitForStep(6);
    expect(screen.getByRole('checkbox', { name: 'Zinc' })).toBeChecked();
    // 'none' replaces the other picks.
    await user.click(screen.getByRole('checkbox', { name: 'None' }));
    await waitForStep(7);
    await user.click(screen.getByRole('button', { name: QUIZ_TEXTS.back }));
    await waitForStep(6);
    expect(screen.getByRole('checkbox', { name: 'None' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Zinc' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Magnesium' }));
    expect(screen.getByRole('checkbox', { name: 'None' })).not.toBeChecked();
  });

  it('on a failed submission shows a toast and returns to step 9 with every answer kept, and Retry re-submits', async () => {
    let fail: (error: unknown) => void = () => undefined;
    submit.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    const user = userEvent.setup();
    await openQuiz();
    const pick = async (step: number, name: string | RegExp, role: 'radio' | 'checkbox' = 'radio') => {
      await user.click(screen.getByRole(role, { name }));
      if (role === 'checkbox' && step === 4) await user.click(continueButton());
      await waitForStep(step + 1);
    };
    await pick(1, 'Non-binary');
    await pick(2, '46-55');
    await pick(3, 'Vegan');
    await pick(4, 'More energy', 'checkbox');
    await pick(5, /^Athletic/);
    await user.click(continueButton());
    await waitForStep(7);
    await pick(7, 'None', 'checkbox');
    await user.type(screen.getByRole('textbox', { name: 'Which medications do you take?' }), 'levothyroxine');
    await user.click(continueButton());
    await waitForStep(9);
    await user.type(screen.getByRole('textbox', { name: 'Tell us more about your health' }), 'breastfeeding');
    await user.click(continueButton());

    expect(screen.getByRole('heading', { name: QUIZ_TEXTS.analyzing })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ currentMedications: 'levothyroxine', currentMedications_text: 'levothyroxine', additionalHealthInfo: 'breastfeeding' }),
    );
    await act(async () => fail({ status: 503, message: '503: {"message":"Engine unavailable"}', data: { message: 'Engine unavailable' } }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(QUIZ_TEXTS.submitFailedTitle)).toBeInTheDocument();
    expect(within(alert).getByText('Engine unavailable')).toBeInTheDocument();
    await waitForStep(9);
    expect(screen.getByRole('textbox', { name: 'Tell us more about your health' })).toHaveValue('breastfeeding');
    await user.click(screen.getByRole('button', { name: QUIZ_TEXTS.back }));
    await waitForStep(8);
    expect(screen.getByRole('textbox', { name: 'Which medications do you take?' })).toHaveValue('levothyroxine');
    expect(localStorage.getItem(STORAGE_KEYS.quizData)).toBeNull();

    // Retry sends the very same answers again.
    submit.mockResolvedValueOnce({ recommendations: [recommendation()], safetyNotes: [], safetyStop: null, screening: screening() });
    await user.click(screen.getByRole('button', { name: QUIZ_TEXTS.submitRetry }));
    await waitFor(() => expect(screen.getByTestId('landing')).toHaveTextContent('/results'));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]).toEqual(submit.mock.calls[0]);
  });

  it('withdraws the Retry once an answer changes after a failure', async () => {
    submit.mockRejectedValue({ status: 503, message: '503: Service Unavailable' });
    const user = userEvent.setup();
    await openQuiz();
    await answerEverything(user);
    expect(await screen.findByRole('button', { name: QUIZ_TEXTS.submitRetry })).toBeInTheDocument();
    await waitForStep(9);
    await user.type(screen.getByRole('textbox', { name: 'Tell us more about your health' }), 'pregnant');
    expect(screen.queryByRole('button', { name: QUIZ_TEXTS.submitRetry })).not.toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('is busy while the description is typed and settles with the full text, so a snapshot shows it whole', async () => {
    await openQuiz('/quiz');
    const { description } = QUIZ_QUESTIONS[0];
    const pending = document.querySelector(PENDING_CONTENT_SELECTOR);
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(pending?.textContent?.length).toBeLessThan(description.length);
    await waitFor(() => expect(document.querySelector(PENDING_CONTENT_SELECTOR)).toBeNull());
    expect(pending).toHaveTextContent(description);
  });

  it('is not busy when nothing is typed (Fast Mode)', async () => {
    await openQuiz('/quiz?fastmode=true');
    expect(document.querySelector(PENDING_CONTENT_SELECTOR)).toBeNull();
  });

  it('Fast Mode toggles the query parameter with a full reload', async () => {
    const user = userEvent.setup();
    const { unmount } = await openQuiz('/quiz');
    await user.click(screen.getByRole('switch', { name: QUIZ_TEXTS.fastMode }));
    expect(reloadPage).toHaveBeenLastCalledWith('/quiz?fastmode=true');
    unmount();
    await openQuiz('/quiz?fastmode=true&utm_source=blog');
    await user.click(screen.getByRole('switch', { name: QUIZ_TEXTS.fastMode }));
    expect(reloadPage).toHaveBeenLastCalledWith('/quiz?utm_source=blog');
  });

  it('shows the whole description at once under prefers-reduced-motion', async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      await openQuiz('/quiz');
      const { description } = QUIZ_QUESTIONS[0];
      expect(screen.getByText(description, { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
      expect(document.querySelector(PENDING_CONTENT_SELECTOR)).toBeNull();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('without Fast Mode shows the 8-second analysing progress after the last answer', async () => {
    submit.mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    await openQuiz('/quiz');
    await answerEverything(user);
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: QUIZ_TEXTS.analyzing })).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: QUIZ_TEXTS.analyzing });
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    // The value moves on every second; a slow machine may already be past 0.
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeLessThan(100);
  });
});
