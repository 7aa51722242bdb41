import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '@sahha/contracts';
import { ACCOUNT_TEXTS } from '@sahha/contracts/account';
import { registerViaApi } from '../support/accounts';

test('account settings: rename, change password, download my data, delete the account', async ({ page }) => {
  const account = await registerViaApi(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_TEXTS.title })).toBeVisible();

  const nameField = page.getByLabel('Full Name');
  await nameField.fill('Noura Al Mansoori');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText(ACCOUNT_TEXTS.nameUpdated, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Noura Al Mansoori' })).toHaveText('NM');

  await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('Falcon-Dunes-2027');
  await page.getByLabel('Confirm new password').fill('Falcon-Dunes-2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(ACCOUNT_TEXTS.currentPasswordIncorrect)).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(ACCOUNT_TEXTS.passwordChangedTitle, { exact: true })).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloadPromise;
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as { data: { user: { email: string; name: string } } };
  expect(exported.data.user).toEqual(expect.objectContaining({ email: account.email, name: 'Noura Al Mansoori' }));
  expect(JSON.stringify(exported)).not.toMatch(/argon2|password_?hash/i);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByLabel('Enter your password to confirm').fill('Falcon-Dunes-2027');
  await page.getByRole('button', { name: 'Permanently delete my account' }).click();
  await expect(page.getByText(ACCOUNT_TEXTS.deletedTitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Feel healthier. In weeks.' })).toBeVisible();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('Falcon-Dunes-2027');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
});
