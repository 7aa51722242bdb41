import { expect, test } from '@playwright/test';
import { PAGE_HEADINGS } from '@sahha/contracts';

import { waitForLiveApp } from '../support/live-app';

/**
 * The e2e server runs with SEED_DEMO on (playwright.config.ts), as `npm start` does: the published
 * demo account has a saved plan and eight weekly check-ins. Read-only, so it runs beside any spec.
 */
const DEMO = { email: 'demo@sahha.ae', password: 'SahhaDemo!2026' };

test.beforeEach(async ({ page }) => {
  const request = page.context().request;
  const { token } = (await (await request.get('/api/csrf-token')).json()) as { token: string };
  const login = await request.post('/api/login', { data: DEMO, headers: { 'x-csrf-token': token } });
  expect(login.status()).toBe(200);
});

test('the demo account shows eight weekly check-ins with Great Progress', async ({ page }) => {
  await page.goto('/progress');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.progress })).toBeVisible();
  await expect(page.getByText('Great Progress!')).toBeVisible();
  for (const metric of ['Energy Level', 'Sleep Quality', 'Mood']) {
    const table = page.getByRole('table', { name: new RegExp(`^${metric} by check-in`) });
    // A header row and one row per check-in.
    await expect(table.getByRole('row')).toHaveCount(9);
  }
  await expect(page.getByText('Latest Check-in')).toBeVisible();
});

test('the demo account lists its saved plan under My Plans and opens it', async ({ page }) => {
  const plans = (await (await page.context().request.get('/api/quiz-responses')).json()) as { quizResponses: { id: number }[] };
  expect(plans.quizResponses).toHaveLength(1);
  await page.goto('/my-results');
  await waitForLiveApp(page);
  const open = page.getByRole('link', { name: /^Open/ });
  await expect(open).toHaveCount(1);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/recommendation/${plans.quizResponses[0].id}$`));
  await expect(page.getByRole('link', { name: /View scientific evidence/ }).first()).toBeVisible();
});
