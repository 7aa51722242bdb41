import { expect, test } from '@playwright/test';
import { PAGE_HEADINGS } from '@sahha/contracts';
import { registerViaApi } from '../support/accounts';
import { trackRemoteDownloads } from '../support/remote-requests';

test('a new member is reminded, checks in, and sees their progress', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Track Your Progress' })).toBeVisible();
  await expect(page.getByText('Your first check-in')).toBeVisible();
  await page.getByRole('link', { name: 'Check in now' }).click();

  await expect(page).toHaveURL(/\/check-in$/);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.checkIn })).toBeVisible();
  const energy = page.getByRole('slider', { name: /Energy/ });
  await expect(energy).toHaveValue('5');
  await energy.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(energy).toHaveValue('7');
  await expect(page.getByRole('slider', { name: /Adherence/ })).toHaveValue('100');
  await page.getByRole('checkbox', { name: 'Sleep' }).check();
  await page.getByLabel(/Notes/).fill('  Slept better after moving magnesium to the evening.  ');

  const downloads = trackRemoteDownloads(page);
  await page.getByRole('button', { name: 'Submit Weekly Check-in' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.progress })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest Check-in' })).toBeVisible();
  await expect(page.getByText('Slept better after moving magnesium to the evening.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Track Your Progress?' })).toBeVisible();
  expect(downloads.folders()).toEqual(['mf-tracker']);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Track Your Progress' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Weekly Check-in Reminder' })).toBeHidden();
});

test('progress starts empty with the spec text', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/progress');
  await expect(
    page.getByText('No check-in data available yet. Complete your first weekly check-in to see your progress.'),
  ).toBeVisible();
});
