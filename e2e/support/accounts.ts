import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

import { ACCOUNT_EMAIL_API, ACCOUNT_EMAIL_PAGES, type AuthResponse, type User } from '@sahha/contracts';
import { tokenFromHash } from '@sahha/contracts/account';

import { latestLinkTo } from './mailbox';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

export function newAccount(name = 'Layla Ahmed', emailPrefix = 'layla'): TestAccount {
  return { name, email: `${emailPrefix}.${randomUUID().slice(0, 8)}@example.ae`, password: 'Desert-Rose-2026' };
}

/** Fills the Register tab of /auth with the account and submits it. */
export async function registerInForm(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel('Full Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/csrf-token');
  return ((await response.json()) as { token: string }).token;
}

/** Registers through the API with the page's own cookie jar, so the page is signed in. */
export async function registerViaApi(page: Page, account: TestAccount = newAccount()): Promise<TestAccount> {
  const request = page.context().request;
  const response = await request.post('/api/register', {
    data: account,
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return account;
}

async function postWithCsrf(request: APIRequestContext, url: string, data: object): Promise<APIResponse> {
  return request.post(url, { data, headers: { 'x-csrf-token': await csrfToken(request) } });
}

/** Opens the newest verification link e-mailed to `email` the way the page does: posts its token. */
export async function verifyEmailViaApi(page: Page, email: string): Promise<APIResponse> {
  const link = await latestLinkTo(email, ACCOUNT_EMAIL_PAGES.verifyEmail);
  return postWithCsrf(page.context().request, ACCOUNT_EMAIL_API.confirmEmailVerification, { token: tokenFromHash(new URL(link).hash) });
}

/**
 * Signs the page in as the admin of this e2e run. ADMIN_EMAILS grants the role only to a verified
 * address: the first caller registers and opens the e-mailed link; later callers (maybe while the
 * first is still verifying) sign in, verify if the role is still missing, and sign in again.
 */
export async function signInAsAdmin(page: Page, email: string): Promise<void> {
  const request = page.context().request;
  const account = { ...newAccount('Sahha Admin'), email };
  const registered = await postWithCsrf(request, '/api/register', account);
  if (registered.status() !== 201 && registered.status() !== 409) throw new Error(`admin register failed: ${registered.status()}`);
  if (registered.status() === 201) {
    const verified = await verifyEmailViaApi(page, email);
    if (verified.status() !== 200) throw new Error(`admin verification failed: ${verified.status()} ${await verified.text()}`);
  }
  const signIn = async (): Promise<User | undefined> => {
    const signedIn = await postWithCsrf(request, '/api/login', { email, password: account.password });
    if (signedIn.status() !== 200) throw new Error(`admin login failed: ${signedIn.status()}`);
    return ((await signedIn.json()) as AuthResponse).user;
  };
  if ((await signIn())?.role === 'admin') return;
  // Another test registered the account and has not opened its link yet: this one may as well.
  await verifyEmailViaApi(page, email);
  const user = await signIn();
  if (user?.role !== 'admin') throw new Error(`${email} is not an admin after verification: is it in ADMIN_EMAILS?`);
}
