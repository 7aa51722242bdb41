import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@sahha/contracts';
import { NO_ADDITIONAL_INFO, NO_MEDICATIONS, type QuizAnswers, type QuizSubmitResponse } from '@sahha/contracts/quiz';

/** A complete, valid set of answers with no private free text (so nothing is screened or withheld). */
export const SAMPLE_QUIZ_ANSWERS: QuizAnswers = {
  gender: 'female',
  age: '26-35',
  diet: 'vegetarian',
  diet_text: '',
  goals: ['energy', 'sleep'],
  goals_text: '',
  lifestyle: 'moderate',
  currentSupplements: ['none'],
  currentSupplements_text: '',
  healthConcerns: ['none'],
  healthConcerns_text: '',
  additionalHealthInfo: NO_ADDITIONAL_INFO,
  currentMedications: NO_MEDICATIONS,
  currentMedications_text: '',
};

/** Submits the quiz with the page's cookie jar: a signed-in page gets the plan saved (quizResponseId). */
export async function submitQuizViaApi(page: Page, answers: QuizAnswers = SAMPLE_QUIZ_ANSWERS): Promise<QuizSubmitResponse> {
  const request = page.context().request;
  const token = ((await (await request.get('/api/csrf-token')).json()) as { token: string }).token;
  const response = await request.post('/api/quiz/submit', { data: answers, headers: { 'x-csrf-token': token } });
  if (response.status() !== 200) throw new Error(`quiz submit failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as QuizSubmitResponse;
}

/**
 * Puts a plan in localStorage the way the quiz leaves it after a visitor's submit, so /results has
 * something to show (without one it sends the visitor to /quiz). No private text was typed, so
 * the three sensitive fields carry the 'none' marker.
 */
export async function storePlanInBrowser(page: Page, answers: QuizAnswers, response: QuizSubmitResponse): Promise<void> {
  const quizData = {
    ...answers,
    currentMedications: 'none',
    currentMedications_text: 'none',
    additionalHealthInfo: 'none',
    safetyNotes: response.safetyNotes ?? [],
    safetyStop: response.safetyStop ?? null,
    ...(response.quizResponseId === undefined ? {} : { quizResponseId: response.quizResponseId }),
  };
  await page.addInitScript(
    ({ keys, recommendations, data }) => {
      window.localStorage.setItem(keys.recommendations, JSON.stringify(recommendations));
      window.localStorage.setItem(keys.quizData, JSON.stringify(data));
    },
    { keys: STORAGE_KEYS, recommendations: response.recommendations ?? [], data: quizData },
  );
}

/**
 * The quiz in Fast Mode: no typing animation and an analysing screen that lasts only as long as
 * the request (not the required 8 seconds), so journeys that merely need a plan stay quick.
 */
export const FAST_QUIZ_PATH = '/quiz?fastmode=true';

/** Waits for question `n` of the quiz wizard. */
export async function expectQuizStep(page: Page, n: number): Promise<void> {
  await expect(page.getByRole('progressbar', { name: `Question ${n} of 9` })).toBeVisible();
}

/**
 * Answers questions 1-8 with the pointer on an open /quiz page (SAMPLE_QUIZ_ANSWERS' choices, or
 * `medications` typed on step 8) and stops on question 9, unanswered.
 */
export async function answerQuizUpToLastStep(page: Page, { medications }: { medications?: string } = {}): Promise<void> {
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expectQuizStep(page, 1);
  await page.getByRole('radio', { name: 'Female' }).click();
  await expectQuizStep(page, 2);
  await page.getByRole('radio', { name: '26-35' }).click();
  await expectQuizStep(page, 3);
  await page.getByRole('radio', { name: 'Vegetarian' }).click();
  await expectQuizStep(page, 4);
  await page.getByRole('checkbox', { name: 'More energy' }).click();
  await page.getByRole('checkbox', { name: 'Better sleep' }).click();
  await continueButton.click();
  await expectQuizStep(page, 5);
  await page.getByRole('radio', { name: /^Moderately active/ }).click();
  await expectQuizStep(page, 6);
  await page.getByRole('checkbox', { name: 'None' }).click();
  await expectQuizStep(page, 7);
  await page.getByRole('checkbox', { name: 'None' }).click();
  await expectQuizStep(page, 8);
  if (medications) {
    await page.getByRole('textbox', { name: 'Which medications do you take?' }).fill(medications);
    await continueButton.click();
  } else {
    await page.getByRole('checkbox', { name: 'no medications currently' }).click();
  }
  await expectQuizStep(page, 9);
}
