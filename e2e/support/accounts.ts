import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

export function newAccount(name = 'Layla Ahmed', emailPrefix = 'layla'): TestAccount {
  return { name, email: `${emailPrefix}.${randomUUID().slice(0, 8)}@example.ae`, password: 'Desert-Rose-2026' };
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

/**
 * Signs the page in as the admin of this e2e run (ADMIN_EMAILS grants the role): registers the
 * account the first time, signs in when another test already created it.
 */
export async function signInAsAdmin(page: Page, email: string): Promise<void> {
  const request = page.context().request;
  const account = { ...newAccount('Sahha Admin'), email };
  const registered = await request.post('/api/register', { data: account, headers: { 'x-csrf-token': await csrfToken(request) } });
  if (registered.status() === 201) return;
  if (registered.status() !== 409) throw new Error(`admin register failed: ${registered.status()}`);
  const signedIn = await request.post('/api/login', {
    data: { email, password: account.password },
    headers: { 'x-csrf-token': await csrfToken(request) },
  });
  if (signedIn.status() !== 200) throw new Error(`admin login failed: ${signedIn.status()}`);
}
