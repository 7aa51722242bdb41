import { expect, test } from '@playwright/test';
import { PAGE_HEADINGS, SESSION_ENDED_TEXTS, STORAGE_KEYS, type CheckIn } from '@sahha/contracts';
import { formatGulf } from '@sahha/contracts/time';

import { registerViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForLiveApp } from '../support/live-app';

const NOTES = 'Slept better after moving magnesium to the evening.';

test('a session that ends on the server while checking in: sign in again, keep what was typed, save it dated today', async ({
  page,
  baseURL,
}) => {
  // Follow the system's colour scheme, so both themes can be audited without reloading the page.
  await page.addInitScript((key) => window.localStorage.setItem(key, 'system'), STORAGE_KEYS.theme);
  const account = await registerViaApi(page);
  await page.goto('/check-in');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.checkIn })).toBeVisible();

  const energy = page.getByRole('slider', { name: /Energy/ });
  await energy.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(energy).toHaveValue('7');
  await page.getByRole('checkbox', { name: 'Sleep' }).check();
  await page.getByLabel(/Notes/).fill(NOTES);

  // End the session the way expiry does: the browser keeps its cookie, the server forgets the
  // session. Another client holding the same cookie signs out (plain fetch: it keeps no cookies).
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const elsewhere = (path: string, init: RequestInit = {}) =>
    fetch(new URL(path, baseURL), { ...init, headers: { cookie, ...(init.headers as Record<string, string>) } });
  const { token } = (await (await elsewhere('/api/csrf-token')).json()) as { token: string };
  expect((await elsewhere('/api/logout', { method: 'POST', headers: { 'x-csrf-token': token } })).ok).toBe(true);
  // The session store deletes the row just after answering: wait until the old cookie really is refused.
  await expect.poll(async () => (await elsewhere('/api/user')).status).toBe(401);

  await page.getByRole('button', { name: 'Submit Weekly Check-in' }).click();
  const notice = page.getByRole('alert').filter({ hasText: SESSION_ENDED_TEXTS.title });
  await expect(notice).toBeVisible();
  const signIn = notice.getByRole('link', { name: SESSION_ENDED_TEXTS.signIn, exact: true });
  await expect(signIn).toHaveAttribute('href', '/auth?next=%2Fcheck-in');
  await expect(signIn).toBeFocused();
  // Not the generic failure, no navigation of its own, the form as it was, the header signed out.
  await expect(page.getByText('Submission Failed')).toHaveCount(0);
  await expect(page).toHaveURL(/\/check-in$/);
  await expect(page.getByLabel(/Notes/)).toHaveValue(NOTES);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  // The notice is accessible in both colour schemes.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await expectNoAxeViolations(page);
  }

  await signIn.click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fcheck-in$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/check-in$/);
  await expect(page.getByRole('slider', { name: /Energy/ })).toHaveValue('7');
  await expect(page.getByRole('checkbox', { name: 'Sleep' })).toBeChecked();
  await expect(page.getByLabel(/Notes/)).toHaveValue(NOTES);
  await expect(page.getByRole('alert').filter({ hasText: SESSION_ENDED_TEXTS.title })).toHaveCount(0);

  const before = new Date();
  await page.getByRole('button', { name: 'Submit Weekly Check-in' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  const after = new Date();
  const latest = page.getByRole('region', { name: 'Latest Check-in' });
  await expect(latest.getByText(NOTES)).toBeVisible();
  // Today in the Gulf (either side of midnight should the test straddle it).
  const today = [...new Set([formatGulf(before, 'dayMonthYear'), formatGulf(after, 'dayMonthYear')])];
  await expect(latest.getByText(new RegExp(`^(${today.join('|')})$`))).toBeVisible();

  const api = page.context().request;
  const { user } = (await (await api.get('/api/user')).json()) as { user: { id: number } };
  const { checkIns } = (await (await api.get(`/api/check-ins/${user.id}`)).json()) as { checkIns: CheckIn[] };
  expect(checkIns).toHaveLength(1);
  expect(checkIns[0]).toMatchObject({ energyLevel: 7, improvements: ['sleep'], notes: NOTES });
  const savedAt = Date.parse(checkIns[0].date);
  expect(savedAt).toBeGreaterThanOrEqual(before.getTime() - 1000);
  expect(savedAt).toBeLessThanOrEqual(after.getTime() + 1000);

  // Submitted: the draft is gone, a new check-in starts from the defaults.
  await page.goto('/check-in');
  await waitForLiveApp(page);
  await expect(page.getByLabel(/Notes/)).toHaveValue('');
});
