import type { Page } from '@playwright/test';
import { NO_ADDITIONAL_INFO, NO_MEDICATIONS, STORAGE_KEYS, type QuizAnswers, type QuizSubmitResponse } from '@sahha/contracts';

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
