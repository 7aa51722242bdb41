import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerViaApi } from '../support/accounts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/staying-strong',
  '/blog',
  '/blog/why-am-i-always-tired-nutrient-deficiencies',
  '/feedback',
  '/science',
  '/faq',
  '/research',
  '/privacy',
  '/terms',
  '/cookies',
  '/contact',
  '/search',
  '/search?q=vitamin%20d',
  '/search?q=zzzqqq',
  '/products/vitamin-d',
  '/quiz?fastmode=true',
  '/auth',
  '/auth?tab=register',
  '/does-not-exist',
];

const SIGNED_IN_ROUTES = ['/', '/account', '/my-results', '/check-in', '/progress'];

async function expectNoViolations(page: Page, route: string, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('ui-theme', value), theme);
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} has no WCAG 2.2 AA violations in the ${theme} theme`, async ({ page }) => {
      await expectNoViolations(page, route, theme);
    });
  }
  for (const route of SIGNED_IN_ROUTES) {
    test(`${route} signed in has no WCAG 2.2 AA violations in the ${theme} theme`, async ({ page }) => {
      await registerViaApi(page);
      await expectNoViolations(page, route, theme);
    });
  }
}
