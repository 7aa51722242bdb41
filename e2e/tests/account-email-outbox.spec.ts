import { expect, test } from '@playwright/test';

import { ACCOUNT_EMAIL_API, ACCOUNT_EMAIL_PAGES } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';

import { newAccount, registerViaApi, verifyEmailViaApi } from '../support/accounts';
import { latestLinkTo } from '../support/mailbox';

// The built server without SMTP_URL, as `npm start` runs it: every message lands in the outbox folder.
test('the built server mails a verification link to the outbox that verifies the account', async ({ page, baseURL }) => {
  const account = await registerViaApi(page, newAccount('Mariam Khalid', 'mariam'));
  const link = await latestLinkTo(account.email, ACCOUNT_EMAIL_PAGES.verifyEmail);
  expect(link.startsWith(`${baseURL}${ACCOUNT_EMAIL_PAGES.verifyEmail}#token=`)).toBe(true);

  const before = await page.context().request.get('/api/user');
  expect((await before.json()).user).toMatchObject({ email: account.email, emailVerified: false });
  const verified = await verifyEmailViaApi(page, account.email);
  expect(verified.status()).toBe(200);
  expect((await verified.json()).user).toMatchObject({ email: account.email, emailVerified: true });
});

test('a reset request gets the same answer for an unknown address, and a link only for a known one', async ({ page }) => {
  const account = await registerViaApi(page, newAccount('Hessa Ali', 'hessa'));
  const request = page.context().request;
  const ask = async (email: string) => {
    const { token } = (await (await request.get('/api/csrf-token')).json()) as { token: string };
    const response = await request.post(ACCOUNT_EMAIL_API.requestPasswordReset, { data: { email }, headers: { 'x-csrf-token': token } });
    return { status: response.status(), body: await response.json() };
  };
  const known = await ask(account.email);
  expect(known).toEqual({ status: 200, body: { success: true, message: ACCOUNT_EMAIL_TEXTS.resetRequested } });
  expect(await ask(`nobody.${Date.now()}@example.ae`)).toEqual(known);
  expect(await latestLinkTo(account.email, ACCOUNT_EMAIL_PAGES.resetPassword)).toContain(`${ACCOUNT_EMAIL_PAGES.resetPassword}#token=`);
});
