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
