import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES, AUTH_VALIDATION, PAGE_HEADINGS } from '@sahha/contracts';
import { ADMIN_EMAIL } from '../playwright.config';
import { newAccount, registerInForm, registerViaApi, signInAsAdmin } from '../support/accounts';
import { waitForLiveApp } from '../support/live-app';
import { trackRemoteDownloads } from '../support/remote-requests';

test('a visitor registers, sees their initials, and logs out back to the visitor home', async ({ page }) => {
  const account = newAccount('Layla Ahmed');
  await page.goto('/auth?tab=register');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await registerInForm(page, account);

  await expect(page.getByText(AUTH_MESSAGES.registerSuccessTitle, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Layla' })).toBeVisible();
  const avatar = page.getByRole('button', { name: `Account menu for ${account.name}` });
  await expect(avatar).toHaveText('LA');

  await avatar.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText(AUTH_MESSAGES.logoutTitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Feel healthier. In weeks.' })).toBeVisible();
  const user = await page.context().request.get('/api/user');
  expect(user.status()).toBe(401);
});

test('the register form shows the required messages and sends nothing while invalid', async ({ page }) => {
  let registerCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/register')) registerCalls += 1;
  });
  await page.goto('/auth?tab=register');
  await page.getByLabel('Full Name').fill('L');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm Password').fill('54321');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(AUTH_VALIDATION.name)).toBeVisible();
  await expect(page.getByText(AUTH_VALIDATION.email)).toBeVisible();
  await expect(page.getByText(AUTH_VALIDATION.password).first()).toBeVisible();
  await page.getByLabel('Confirm Password').fill('12346');
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await expect(page.getByText(AUTH_VALIDATION.passwordsMismatch)).toBeVisible();
  expect(registerCalls).toBe(0);
});

test('a sign-in link naming another site still lands on this one', async ({ page, baseURL }) => {
  const account = await registerViaApi(page);
  await page.context().clearCookies();
  await page.goto(`/auth?next=${encodeURIComponent('//evil.example/check-in')}`);
  await waitForLiveApp(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(AUTH_MESSAGES.loginSuccessTitle, { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/');
});

test('a wrong password shows the login failure toast with the server message', async ({ page }) => {
  const account = await registerViaApi(page);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(AUTH_MESSAGES.loginFailedTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('signing in from a protected page returns the user to it (/auth?next=), and /auth then redirects home', async ({ page }) => {
  const account = await registerViaApi(page);
  await page.context().clearCookies();
  const downloads = trackRemoteDownloads(page);
  await page.goto('/check-in');
  await expect(page).toHaveURL(/\/auth\?next=%2Fcheck-in$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(AUTH_MESSAGES.loginSuccessTitle, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/check-in$/);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.checkIn })).toBeVisible();
  expect(downloads.folders()).toEqual(['mf-tracker']);

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('the admin remote is fetched only by admins; others get the no-access screen', async ({ browser }) => {
  const userPage = await browser.newPage();
  await registerViaApi(userPage);
  const userDownloads = trackRemoteDownloads(userPage);
  await userPage.goto('/admin/feedback');
  await expect(userPage.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  await userPage.waitForLoadState('networkidle');
  expect(userDownloads.folders()).toEqual([]);
  await userPage.close();

  const adminPage = await browser.newPage();
  await signInAsAdmin(adminPage, ADMIN_EMAIL);
  const adminDownloads = trackRemoteDownloads(adminPage);
  await adminPage.goto('/admin/feedback');
  await expect(adminPage.getByRole('heading', { level: 1, name: PAGE_HEADINGS.adminFeedback })).toBeVisible();
  expect(adminDownloads.folders()).toEqual(['mf-admin']);
  await adminPage.close();
});

test('logging out from a protected page goes home, not to the sign-in screen', async ({ page }) => {
  const account = await registerViaApi(page);
  await page.goto('/account');
  await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText(AUTH_MESSAGES.logoutTitle, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feel healthier. In weeks.' })).toBeVisible();
});
