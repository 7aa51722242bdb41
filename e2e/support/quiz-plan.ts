import { expect, type Page } from '@playwright/test';
import { PAGE_HEADINGS, STORAGE_KEYS } from '@sahha/contracts';
import { NO_ADDITIONAL_INFO, NO_MEDICATIONS, type QuizAnswers, type QuizSubmitResponse } from '@sahha/contracts/quiz';

import { registerInForm, type TestAccount } from './accounts';
import { waitForLiveApp } from './live-app';

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

/** The options a person clicks on questions 1 to 8, by their labels on screen. */
export interface QuizClicks {
  gender: string;
  age: string;
  diet: string;
  /** Question 4 takes several, then Continue. */
  goals: string[];
  lifestyle: string | RegExp;
  /** Answers question 6 (current supplements); without it, 'None'. */
  currentSupplements?: (page: Page) => Promise<void>;
  /** Typed on question 8, then Continue; without it, 'no medications currently'. */
  medications?: string;
}

/** SAMPLE_QUIZ_ANSWERS' choices as the pointer makes them. */
export const SAMPLE_QUIZ_CLICKS: QuizClicks = {
  gender: 'Female',
  age: '26-35',
  diet: 'Vegetarian',
  goals: ['More energy', 'Better sleep'],
  lifestyle: /^Moderately active/,
};

/** Answers for which the plan would otherwise consider vitamin E (skin, ageing): what a blood thinner must take out. */
export const VITAMIN_E_CANDIDATE_CLICKS: QuizClicks = {
  gender: 'Male',
  age: '56 or older',
  diet: 'Omnivore (I eat everything)',
  goals: ['Skin, hair and nails', 'Healthy ageing'],
  lifestyle: /^Sedentary/,
};

/** Opens the quiz (Fast Mode unless `path` says otherwise) once the live app runs it. */
export async function openQuiz(page: Page, path = FAST_QUIZ_PATH): Promise<void> {
  await page.goto(path);
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.quiz })).toBeVisible();
}

/**
 * Answers the questions of an open /quiz page with the pointer from question 1, waiting for each
 * next question, and stops on question `stopAt`, unanswered.
 */
export async function clickQuizAnswers(page: Page, clicks: QuizClicks, stopAt: number): Promise<void> {
  const continueButton = page.getByRole('button', { name: 'Continue' });
  const clickNone = () => page.getByRole('checkbox', { name: 'None' }).click();
  const answers: Array<() => Promise<void>> = [
    () => page.getByRole('radio', { name: clicks.gender, exact: true }).click(),
    () => page.getByRole('radio', { name: clicks.age }).click(),
    () => page.getByRole('radio', { name: clicks.diet }).click(),
    async () => {
      for (const goal of clicks.goals) await page.getByRole('checkbox', { name: goal }).click();
      await continueButton.click();
    },
    () => page.getByRole('radio', { name: clicks.lifestyle }).click(),
    () => (clicks.currentSupplements ? clicks.currentSupplements(page) : clickNone()),
    clickNone,
    async () => {
      if (clicks.medications) {
        await page.getByRole('textbox', { name: 'Which medications do you take?' }).fill(clicks.medications);
        await continueButton.click();
      } else {
        await page.getByRole('checkbox', { name: 'no medications currently' }).click();
      }
    },
  ];
  await expectQuizStep(page, 1);
  for (let question = 1; question < stopAt; question += 1) {
    await answers[question - 1]();
    await expectQuizStep(page, question + 1);
  }
}

/**
 * Answers questions 1-8 with the pointer on an open /quiz page (SAMPLE_QUIZ_ANSWERS' choices, or
 * `medications` typed on step 8) and stops on question 9, unanswered.
 */
export async function answerQuizUpToLastStep(page: Page, { medications }: { medications?: string } = {}): Promise<void> {
  await clickQuizAnswers(page, { ...SAMPLE_QUIZ_CLICKS, medications }, 9);
}

/** Question 9 answered with 'No additional information', which submits: the plan is on /results. */
export async function finishQuizWithoutMoreInfo(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'No additional information' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.results })).toBeVisible();
}

/**
 * From /results, a visitor follows Create Free Account and registers in the form: back on /results,
 * the plan they made is saved to the new account by itself.
 */
export async function registerFromResults(page: Page, account: TestAccount): Promise<void> {
  await page.getByRole('link', { name: 'Create Free Account' }).first().click();
  await expect(page).toHaveURL(/\/auth\?tab=register/);
  await registerInForm(page, account);
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByText('Plan saved', { exact: true })).toBeVisible();
}
