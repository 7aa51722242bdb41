import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_EMAIL_PAGES, AUTH_MESSAGES } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { newAccount, registerInForm, registerViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForLiveApp } from '../support/live-app';
import { latestLinkTo } from '../support/mailbox';

const emailSection = (page: Page) => page.getByRole('region', { name: 'Your e-mail address' });

async function openVerificationLink(page: Page, email: string) {
  await page.goto(await latestLinkTo(email, ACCOUNT_EMAIL_PAGES.verifyEmail));
  await expect(page.getByText(ACCOUNT_EMAIL_TEXTS.emailVerified)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === ACCOUNT_EMAIL_PAGES.verifyEmail && url.hash === '');
}

test('a new account verifies its address, can resend the link, and verifies a changed address again', async ({ page }) => {
  const account = newAccount('Layla Ahmed', 'verify');
  await page.goto('/auth?tab=register');
  await waitForLiveApp(page);
  await registerInForm(page, account);
  await expect(page.getByText(AUTH_MESSAGES.registerSuccessTitle, { exact: true })).toBeVisible();

  await page.goto('/account');
  await expect(emailSection(page).getByText(ACCOUNT_EMAIL_TEXTS.unverifiedBadge)).toBeVisible();
  await expect(emailSection(page).getByText(ACCOUNT_EMAIL_TEXTS.unverifiedHint)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open My Plans' })).toHaveAttribute('href', '/my-results');
  await page.getByRole('button', { name: ACCOUNT_EMAIL_TEXTS.resendVerification }).click();
  await expect(page.getByText(ACCOUNT_EMAIL_TEXTS.verificationSent)).toBeVisible();

  await openVerificationLink(page, account.email);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(emailSection(page).getByText(ACCOUNT_EMAIL_TEXTS.verifiedBadge)).toBeVisible();
  await expect(page.getByRole('button', { name: ACCOUNT_EMAIL_TEXTS.resendVerification })).toHaveCount(0);

  const changedEmail = newAccount('Layla Ahmed', 'verify-changed').email;
  await page.getByLabel('New e-mail address').fill(changedEmail);
  await page.getByLabel('Your current password').fill(account.password);
  await page.getByRole('button', { name: ACCOUNT_EMAIL_TEXTS.changeEmailButton }).click();
  await expect(page.getByText(ACCOUNT_EMAIL_TEXTS.emailChanged)).toBeVisible();
  await expect(emailSection(page).getByText(changedEmail)).toBeVisible();
  await expect(emailSection(page).getByText(ACCOUNT_EMAIL_TEXTS.unverifiedBadge)).toBeVisible();

  await openVerificationLink(page, changedEmail);
  await page.goto('/account');
  await expect(emailSection(page).getByText(ACCOUNT_EMAIL_TEXTS.verifiedBadge)).toBeVisible();
});

test('a verification link that was already used says so and points to the account page', async ({ page }) => {
  const account = await registerViaApi(page, newAccount('Layla Ahmed', 'verify-twice'));
  const link = await latestLinkTo(account.email, ACCOUNT_EMAIL_PAGES.verifyEmail);
  await page.goto(link);
  await expect(page.getByText(ACCOUNT_EMAIL_TEXTS.emailVerified)).toBeVisible();
  // Opened again as from the mail (a new page load): the same URL but for its #fragment would
  // only be a same-document jump.
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByText(ACCOUNT_EMAIL_TEXTS.invalidVerificationLink)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
});
