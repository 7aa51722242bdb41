import { expect, type Page, type Route, test } from '@playwright/test';
import { PAGE_HEADINGS, STORAGE_KEYS } from '@sahha/contracts';

import { expectNoAxeViolations } from '../support/axe';
import { answerQuizUpToLastStep, expectQuizStep, openQuiz } from '../support/quiz-plan';

const SUBMIT_URL = '**/api/quiz/submit';
const SERVER_MESSAGE = 'The recommendation engine is restarting';
const MEDICATIONS = 'levothyroxine';
const HEALTH_INFO = 'I work night shifts';

const analysing = (page: Page) => page.getByRole('heading', { name: 'Analyzing your answers...' });

test('a failed submission keeps every answer, says why, and Retry sends the same answers again', async ({ page }) => {
  let failWith: 'server' | 'network' | null = 'server';
  const sent: unknown[] = [];
  await page.route(SUBMIT_URL, async (route: Route) => {
    sent.push(route.request().postDataJSON());
    if (failWith === 'server') {
      await route.fulfill({ status: 500, json: { statusCode: 500, message: SERVER_MESSAGE, error: 'Internal Server Error' } });
    } else if (failWith === 'network') {
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });

  await openQuiz(page);
  await answerQuizUpToLastStep(page, { medications: MEDICATIONS });
  const healthInfo = page.getByRole('textbox', { name: 'Tell us more about your health' });
  await healthInfo.fill(HEALTH_INFO);
  await page.getByRole('button', { name: 'Continue' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Submission failed' });
  await expect(toast).toContainText(SERVER_MESSAGE);
  await expectQuizStep(page, 9);
  await expect(healthInfo).toHaveValue(HEALTH_INFO);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Which medications do you take?' })).toHaveValue(MEDICATIONS);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(healthInfo).toHaveValue(HEALTH_INFO);

  failWith = 'network';
  await toast.getByRole('button', { name: 'Retry' }).click();
  await expect(toast).toContainText('We could not reach Sahha');
  await expectQuizStep(page, 9);

  failWith = null;
  await toast.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.results })).toBeVisible();
  expect(sent).toHaveLength(3);
  expect(sent[1]).toEqual(sent[0]);
  expect(sent[2]).toEqual(sent[0]);
  expect(sent[0]).toMatchObject({ currentMedications_text: MEDICATIONS, additionalHealthInfo: HEALTH_INFO });
});

interface AnalysingMarks {
  shown: number;
  hidden: number;
}

/**
 * Records, in the page's own clock, when the analysing heading appears and goes: measured from
 * the test instead, the polling of `expect` would add up to half a second either side.
 */
function recordAnalysingScreen(heading: string): void {
  const marks: AnalysingMarks = { shown: 0, hidden: 0 };
  (window as unknown as { analysingMarks: AnalysingMarks }).analysingMarks = marks;
  new MutationObserver(() => {
    const present = Array.from(document.querySelectorAll('h2')).some((element) => element.textContent === heading);
    if (present && !marks.shown) marks.shown = performance.now();
    if (!present && marks.shown && !marks.hidden) marks.hidden = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

test('without Fast Mode the analysing screen runs its 8 seconds alongside the request', async ({ page }) => {
  test.setTimeout(60_000);
  let requestStarted = 0;
  let responseArrived = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/quiz/submit')) requestStarted = Date.now();
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/quiz/submit')) responseArrived = Date.now();
  });
  await page.addInitScript(recordAnalysingScreen, 'Analyzing your answers...');

  await openQuiz(page, '/quiz');
  await answerQuizUpToLastStep(page);
  await page.getByRole('textbox', { name: 'Tell us more about your health' }).fill(HEALTH_INFO);
  const submitted = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(analysing(page)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Analyzing your answers...' })).toHaveAttribute('aria-valuemax', '100');

  await expect(page).toHaveURL(/\/results$/, { timeout: 20_000 });
  const arrived = Date.now();
  const marks = await page.evaluate(() => (window as unknown as { analysingMarks: AnalysingMarks }).analysingMarks);
  // The request went out with the animation, not after it, and was answered long before the end.
  expect(requestStarted - submitted).toBeLessThan(2_000);
  expect(responseArrived - submitted).toBeLessThan(5_000);
  const visibleMs = Math.round(marks.hidden - marks.shown);
  const totalMs = arrived - submitted;
  test.info().annotations.push({
    type: 'analysing screen',
    description: `visible ${visibleMs} ms; response after ${responseArrived - submitted} ms; click to /results ${totalMs} ms`,
  });
  expect(marks.shown).toBeGreaterThan(0);
  expect(visibleMs).toBeGreaterThanOrEqual(7_500);
  expect(totalMs).toBeGreaterThanOrEqual(8_000);
  expect(totalMs).toBeLessThan(12_000);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the analysing screen and the failure toast have no WCAG 2.2 AA violations in the ${theme} theme`, async ({ page }) => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(SUBMIT_URL, async (route: Route) => {
      await answered;
      await route.fulfill({ status: 500, json: { statusCode: 500, message: SERVER_MESSAGE, error: 'Internal Server Error' } });
    });
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: STORAGE_KEYS.theme, value: theme });
    await openQuiz(page, '/quiz');
    await answerQuizUpToLastStep(page);
    await page.getByRole('textbox', { name: 'Tell us more about your health' }).fill(HEALTH_INFO);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(analysing(page)).toBeVisible();
    await expectNoAxeViolations(page);

    answer();
    const toast = page.getByRole('alert').filter({ hasText: 'Submission failed' });
    await expect(toast.getByRole('button', { name: 'Retry' })).toBeVisible();
    // Audited once it has slid in: half-way through the fade its colours are not the real ones.
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await expectNoAxeViolations(page);
  });
}
