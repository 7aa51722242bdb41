import { expect, type Page, test } from '@playwright/test';
import { BLOG_POST_SLUGS, REMOTES, SHELL_ROUTES, STORAGE_KEYS } from '@sahha/contracts';
import { ADMIN_EMAIL } from '../playwright.config';
import { registerViaApi, signInAsAdmin } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { SAMPLE_QUIZ_ANSWERS, storePlanInBrowser, submitQuizViaApi } from '../support/quiz-plan';

const THEMES = ['light', 'dark'] as const;

interface AuditedRoute {
  /** Pattern from the route table, or a variant URL for screens the table cannot express. */
  readonly path: string;
  readonly protected?: boolean;
  readonly adminOnly?: boolean;
}

/**
 * Every screen in the route table (libs/contracts/src/routes.ts), so a new route is audited as soon
 * as it is added there; plus URL variants that render different markup from the same route.
 */
const ROUTES: readonly AuditedRoute[] = [
  ...SHELL_ROUTES.map((path) => ({ path, protected: path === '/account' })),
  ...REMOTES.flatMap((remote) => remote.routes),
  { path: '/quiz?fastmode=true' },
  { path: '/auth?tab=register' },
  { path: '/search?q=vitamin%20d' },
  { path: '/search?q=zzzqqq' },
  { path: '/does-not-exist' },
];

/**
 * Values for the route table's parameters. A new parameterised route without a sample here fails
 * the suite by name instead of being skipped silently. `/recommendation/:id` needs a plan saved
 * by the signed-in user, so it is resolved per test.
 */
const PARAM_SAMPLES: Record<string, string> = {
  '/blog/:slug': `/blog/${BLOG_POST_SLUGS[0]}`,
  '/products/:id': '/products/vitamin-d',
};
const SAVED_PLAN_ROUTE = '/recommendation/:id';

async function urlFor(page: Page, route: AuditedRoute, signedIn: boolean): Promise<string> {
  if (!route.path.includes(':')) return route.path;
  if (route.path === SAVED_PLAN_ROUTE) {
    // Signed out, any id shows the sign-in redirect; signed in, it must be the user's own plan.
    const planId = signedIn ? (await submitQuizViaApi(page)).quizResponseId : 1;
    return `/recommendation/${planId}`;
  }
  const sample = PARAM_SAMPLES[route.path];
  if (sample === undefined) throw new Error(`accessibility.spec.ts: add a sample URL for the route ${route.path} to PARAM_SAMPLES`);
  return sample;
}

async function signIn(page: Page, route: AuditedRoute): Promise<void> {
  if (route.adminOnly) await signInAsAdmin(page, ADMIN_EMAIL);
  else await registerViaApi(page);
}

/**
 * Where the browser must end up, so a missing precondition (no stored plan, no session) cannot
 * quietly audit a redirect target instead of the screen. Null where a redirect is the screen's
 * point (a signed-in user on /auth).
 */
function expectedPathname(route: AuditedRoute, url: string, signedIn: boolean): string | null {
  if (!signedIn) return route.protected ? '/auth' : new URL(url, 'http://e2e').pathname;
  return route.path.startsWith('/auth') ? null : new URL(url, 'http://e2e').pathname;
}

/**
 * Audits the screen in each theme in turn: the theme is stored as a returning visitor's choice
 * and the page loaded again, so both themes are checked as they first paint, in one browser and
 * one sign-in.
 */
async function expectNoViolations(page: Page, route: AuditedRoute, url: string, signedIn: boolean): Promise<void> {
  const pathname = expectedPathname(route, url, signedIn);
  let loaded = false;
  for (const theme of THEMES) {
    await test.step(`the ${theme} theme`, async () => {
      if (loaded) await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), { key: STORAGE_KEYS.theme, value: theme });
      else await page.addInitScript(({ key, value }) => window.localStorage.getItem(key) ?? window.localStorage.setItem(key, value), { key: STORAGE_KEYS.theme, value: theme });
      await page.goto(url);
      loaded = true;
      if (pathname !== null) await expect(page).toHaveURL((current) => current.pathname === pathname);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // The heading proves the screen (or its redirect target) rendered before axe looks at it.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
}

const BOTH_THEMES = `the ${THEMES.join(' and the ')} theme`;

for (const route of ROUTES) {
  test(`${route.path} signed out has no WCAG 2.2 AA violations in ${BOTH_THEMES}`, async ({ page }) => {
    // /results shows a visitor's plan from localStorage; without one it redirects to /quiz.
    if (route.path === '/results') await storePlanInBrowser(page, SAMPLE_QUIZ_ANSWERS, await submitQuizViaApi(page));
    await expectNoViolations(page, route, await urlFor(page, route, false), false);
  });

  const audience = route.adminOnly ? 'as admin' : 'signed in';
  test(`${route.path} ${audience} has no WCAG 2.2 AA violations in ${BOTH_THEMES}`, async ({ page }) => {
    await signIn(page, route);
    if (route.path === '/results') await storePlanInBrowser(page, SAMPLE_QUIZ_ANSWERS, await submitQuizViaApi(page));
    await expectNoViolations(page, route, await urlFor(page, route, true), true);
  });

  if (route.adminOnly) {
    test(`${route.path} signed in without the admin role has no WCAG 2.2 AA violations in ${BOTH_THEMES}`, async ({ page }) => {
      await registerViaApi(page);
      await expectNoViolations(page, route, await urlFor(page, route, true), true);
    });
  }
}
