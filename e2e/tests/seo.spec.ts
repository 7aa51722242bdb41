import { expect, type Page, test } from '@playwright/test';
import { BLOG_POST_SLUGS } from '@sahha/contracts';
import { waitForLiveApp } from '../support/live-app';

const VERIFICATION = 'meta[name="impact-site-verification"]';

/** Collects console errors and CSP violations (JSON-LD scripts are data; `script-src 'self'` must not object). */
async function watchForCspProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [
    ...problems,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

test('home has title, description, canonical, Open Graph, WebSite JSON-LD and the site verification tag', async ({ page, baseURL }) => {
  const cspProblems = await watchForCspProblems(page);
  await page.goto('/');
  // Until the live app takes over, the prerendered page's own head tags stand beside the app's.
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Sahha');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /quiz/);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', 'Sahha');
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/`);
  await expect(page.locator('head meta[property="og:site_name"]')).toHaveAttribute('content', 'Sahha');
  await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', 'en_AE');
  await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await expect(page.locator(`head ${VERIFICATION}`)).toHaveAttribute('content', 'e2e-token');
  await expect.poll(() => jsonLdTypes(page)).toEqual(['WebSite', 'Organization']);

  const website = JSON.parse((await page.locator('head script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(website.potentialAction.target.urlTemplate).toBe(`${baseURL}/search?q={search_term_string}`);
  await page.waitForLoadState('networkidle');
  expect(await cspProblems()).toEqual([]);
});

test('the verification tag belongs to the home route only and leaves with it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator(`head ${VERIFICATION}`)).toHaveCount(1);
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(`head ${VERIFICATION}`)).toHaveCount(0);

  for (const path of ['/about', '/quiz', '/auth', `/blog/${BLOG_POST_SLUGS[0]}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator(`head ${VERIFICATION}`)).toHaveCount(0);
  }
});

test('/about and a blog article carry their structured data without CSP errors', async ({ page }) => {
  const cspProblems = await watchForCspProblems(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => jsonLdTypes(page)).toContain('AboutPage');

  await page.goto(`/blog/${BLOG_POST_SLUGS[0]}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => jsonLdTypes(page)).toContain('Article');
  await page.waitForLoadState('networkidle');
  expect(await cspProblems()).toEqual([]);
});

test('/auth is not indexed', async ({ page, baseURL }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expect(page).toHaveTitle('Sign in or create an account | Sahha');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/auth`);
});

test('/sitemap.xml lists the public pages, 8 posts and 18 products with absolute URLs', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await response.text();
  const locs = xml
    .split('<loc>')
    .slice(1)
    .map((chunk) => chunk.slice(0, chunk.indexOf('</loc>')));
  expect(locs.every((loc) => loc.startsWith(`${baseURL}/`))).toBe(true);
  expect(locs.filter((loc) => loc.startsWith(`${baseURL}/blog/`))).toHaveLength(8);
  expect(locs.filter((loc) => loc.startsWith(`${baseURL}/products/`))).toHaveLength(18);
  expect(locs).toContain(`${baseURL}/`);
});

test('/robots.txt points at the sitemap and keeps crawlers out of /admin/ and /api/', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toContain('Disallow: /admin/');
  expect(text).toContain('Disallow: /api/');
});

for (const path of ['/about', '/staying-strong?category=vitamins', '/blog?utm_source=newsletter', '/faq', '/contact', '/feedback']) {
  test(`${path} names one canonical URL, without its query`, async ({ page, baseURL }) => {
    await page.goto(path);
    await waitForLiveApp(page);
    const canonical = page.locator('head link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', `${baseURL}${path.split('?')[0]}`);
  });
}
