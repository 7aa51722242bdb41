import { expect, test } from '@playwright/test';
import { type PlanCostResponse, STORAGE_KEYS } from '@sahha/contracts';
import { PLAN_COST_TEXTS } from '../../mf-quiz/src/shared/plan-cost';
import { expectNoAxeViolations } from '../support/axe';
import { checkOffersAsAdmin } from '../support/catalog';
import { SAMPLE_QUIZ_ANSWERS, storePlanInBrowser, submitQuizViaApi } from '../support/quiz-plan';

/** Products whose prices other journeys check or assert unchecked: this one leaves them alone. */
const CHECKED_ELSEWHERE = new Set(['vitamin-d', 'folate', 'coq10', 'glucomannan', 'ashwagandha']);

test("/results shows what the plan costs a day and a month from checked prices only, on the list and the daily planner", async ({ page, browser }) => {
  const plan = await submitQuizViaApi(page);
  const productIds = (plan.recommendations ?? []).flatMap((item) => (item.productId ? [item.productId] : []));
  const priced = productIds.find((id) => !CHECKED_ELSEWHERE.has(id));
  if (!priced) throw new Error(`the sample plan (${productIds.join(', ')}) has no product this test may check`);
  // An admin checks the pharmacy's price of one item: that item, and only checked ones, get a cost.
  await checkOffersAsAdmin(browser, priced, { 'life-pharmacy': { inStock: true } });
  const cost = (await (await page.request.get(`/api/plan-cost?products=${priced}`)).json()) as PlanCostResponse;
  const item = cost.items[0];
  expect(item.perDay).toMatch(/^\d+\.\d{2}$/);
  const name = plan.recommendations?.find((recommendation) => recommendation.productId === priced)?.name ?? priced;

  await storePlanInBrowser(page, SAMPLE_QUIZ_ANSWERS, plan);
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: STORAGE_KEYS.theme, value: theme });
    await page.goto('/results');
    const section = page.getByRole('region', { name: PLAN_COST_TEXTS.heading });
    await expect(section.getByText(PLAN_COST_TEXTS.item(name, item.perDay as string, 'Life Pharmacy'))).toBeVisible();
    await expect(section.getByText(/^AED \d+\.\d{2} a day, AED \d+\.\d{2} a month \(30 days\)$/)).toBeVisible();
    await expect(section.getByText(PLAN_COST_TEXTS.basis)).toBeVisible();
    // Every other item has a price only if someone checked it; an unchecked one is named, never priced.
    const unpriced = ((await (await page.request.get(`/api/plan-cost?products=${productIds.join(',')}`)).json()) as PlanCostResponse).unpriced;
    if (unpriced.length > 0) await expect(section).toContainText('No price checked in the last 30 days yet for:');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  }
  await page.getByRole('tab', { name: 'Daily Planner' }).click();
  await expect(page.getByRole('region', { name: PLAN_COST_TEXTS.heading })).toBeVisible();
});
