import { expect, test } from '@playwright/test';
import { NOT_FOUND_HINT, NOT_FOUND_TITLE, PAGE_HEADINGS } from '@sahha/contracts';
import { newAccount, registerViaApi } from '../support/accounts';
import { trackRemoteDownloads } from '../support/remote-requests';

test('home renders the header, hero and footer without downloading any remote', async ({ page }) => {
  const downloads = trackRemoteDownloads(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Feel healthier. In weeks.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take the Free Quiz' })).toHaveAttribute('href', '/quiz');
  await expect(page.getByText('Join 100,000+ members')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await page.waitForLoadState('networkidle');
  expect(downloads.folders()).toEqual([]);
});

test("a visitor's pages log nothing to the console: learning who is signed in is not a failed request", async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  for (const path of ['/', '/quiz', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(failed).toEqual([]);
  expect(logged).toEqual([]);
});

test("a member's pages say who is signed in: the header settles with no /api/session request, nothing in the console", async ({ page }) => {
  // A hostile name too: the page carries it inside a script element, where it must stay inert.
  const account = await registerViaApi(page, newAccount('Layla </script><script>alert(1)</script>'));
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  page.on('dialog', (dialog) => {
    logged.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const sessionRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/session') sessionRequests.push(request.url());
  });
  // The shell, a remote's route and a prerendered page.
  for (const path of ['/', '/quiz', '/about']) {
    const response = await page.goto(path);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(sessionRequests).toEqual([]);
  // A CSP violation would be logged here too: the JSON script is data, which the policy does not govern.
  expect(logged).toEqual([]);
});

const remoteRoutes = [
  { path: '/quiz', folder: 'mf-quiz', heading: PAGE_HEADINGS.quiz },
  { path: '/products/vitamin-d', folder: 'mf-catalog', heading: null },
  { path: '/about', folder: 'mf-content', heading: PAGE_HEADINGS.about },
];

for (const route of remoteRoutes) {
  test(`visiting ${route.path} downloads ${route.folder} and no other remote`, async ({ page }) => {
    const downloads = trackRemoteDownloads(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (route.heading) await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(downloads.folders()).toEqual([route.folder]);
  });
}

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_HINT)).toBeVisible();
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
});

test('a protected route sends a visitor to /auth without downloading its remote', async ({ page }) => {
  const downloads = trackRemoteDownloads(page);
  await page.goto('/progress');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprogress$/);
  expect(downloads.folders()).toEqual([]);
});

test('the mobile menu opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileNav).toBeVisible();
  await mobileNav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(mobileNav).toBeHidden();
});

test('the footer links collapse and expand', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'About Us' })).toBeHidden();
  await footer.getByRole('button', { name: 'Show links' }).click();
  await expect(footer.getByRole('link', { name: 'About Us' })).toBeVisible();
  await footer.getByRole('button', { name: 'Hide links' }).click();
  await expect(footer.getByRole('link', { name: 'About Us' })).toBeHidden();
});

test('the Beta Feedback tab shows everywhere but /feedback', async ({ page }) => {
  await page.goto('/');
  // The footer's own 'Beta Feedback' entry is collapsed, so the only visible one is the tab.
  await expect(page.getByRole('link', { name: 'Beta Feedback' })).toBeVisible();
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.feedback })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Beta Feedback' })).toHaveCount(0);
});
