import { expect, type BrowserContext, type Page, test } from '@playwright/test';
import { ACCOUNT_EMAIL_PAGES } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { newAccount, registerViaApi, type TestAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForLiveApp } from '../support/live-app';
import { latestLinkTo } from '../support/mailbox';

const NEW_PASSWORD = 'Falcon-Dunes-2027';

/** Signs a context in through the API and answers the status of the login. */
async function logInViaApi(context: BrowserContext, email: string, password: string): Promise<number> {
  const csrf = (await (await context.request.get('/api/csrf-token')).json()) as { token: string };
  const response = await context.request.post('/api/login', { data: { email, password }, headers: { 'x-csrf-token': csrf.token } });
  return response.status();
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: ACCOUNT_EMAIL_TEXTS.resetPasswordButton }).click();
}

test('a forgotten password is reset from the e-mailed link: other sessions end and the link works once', async ({ page, browser }) => {
  const account: TestAccount = await registerViaApi(page, newAccount('Layla Ahmed', 'reset'));
  const otherDevice = await browser.newContext();
  expect(await logInViaApi(otherDevice, account.email, account.password)).toBe(200);
  expect((await otherDevice.request.get('/api/user')).status()).toBe(200);

  await page.context().clearCookies();
  await page.goto('/auth');
  await waitForLiveApp(page);
  await page.getByRole('link', { name: ACCOUNT_EMAIL_TEXTS.forgotPasswordLink }).click();
  await expect(page).toHaveURL((url) => url.pathname === ACCOUNT_EMAIL_PAGES.forgotPassword);
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_EMAIL_TEXTS.forgotPasswordTitle })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: ACCOUNT_EMAIL_TEXTS.forgotPasswordButton }).click();
  await expect(page.getByText(ACCOUNT_EMAIL_TEXTS.resetRequested)).toBeVisible();

  const link = await latestLinkTo(account.email, ACCOUNT_EMAIL_PAGES.resetPassword);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_EMAIL_TEXTS.resetPasswordTitle })).toBeVisible();
  // The token leaves the address bar (and so the history) as soon as the page has read it.
  await expect(page).toHaveURL((url) => url.pathname === ACCOUNT_EMAIL_PAGES.resetPassword && url.hash === '');
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await choosePassword(page, NEW_PASSWORD);
  await expect(page.getByText(ACCOUNT_EMAIL_TEXTS.passwordResetDone)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();

  expect((await otherDevice.request.get('/api/user')).status()).toBe(401);
  expect(await logInViaApi(otherDevice, account.email, account.password)).toBe(401);
  expect(await logInViaApi(otherDevice, account.email, NEW_PASSWORD)).toBe(200);
  await otherDevice.close();

  await page.goto(link);
  await choosePassword(page, 'Another-Password-2028');
  await expect(page.getByRole('alert')).toHaveText(ACCOUNT_EMAIL_TEXTS.invalidResetLink);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', ACCOUNT_EMAIL_PAGES.forgotPassword);
});

test('an address without an account gets the same confirmation', async ({ page }) => {
  await page.goto(ACCOUNT_EMAIL_PAGES.forgotPassword);
  await page.getByLabel('Email').fill(newAccount('Nobody', 'nobody').email);
  await page.getByRole('button', { name: ACCOUNT_EMAIL_TEXTS.forgotPasswordButton }).click();
  await expect(page.getByText(ACCOUNT_EMAIL_TEXTS.resetRequested)).toBeVisible();
  await expect(page.getByText(ACCOUNT_EMAIL_TEXTS.resetRequested)).toBeFocused();
});
