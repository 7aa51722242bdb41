import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PAGE_HEADINGS } from '@sahha/contracts';
import { ADMIN_EMAIL } from '../playwright.config';
import { signInAsAdmin } from '../support/accounts';

test('beta feedback reaches the admin dashboard and its CSV export', async ({ browser }) => {
  const visitor = await browser.newPage();
  const marker = `Loved the planner ${randomUUID().slice(0, 6)}`;
  await visitor.goto('/feedback');
  await expect(visitor.getByRole('heading', { level: 1, name: PAGE_HEADINGS.feedback })).toBeVisible();
  await visitor.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(visitor.getByText('Please choose a rating from 1 to 5')).toBeVisible();
  await visitor.getByRole('radio', { name: '5 stars' }).focus();
  await visitor.keyboard.press('Space');
  await expect(visitor.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await visitor.getByLabel(/comment/i).fill(`  ${marker}  `);
  await visitor.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(visitor.getByText('Thank you! We got your feedback and are already brewing improvements')).toBeVisible();
  await visitor.close();

  const adminPage = await browser.newPage();
  await signInAsAdmin(adminPage, ADMIN_EMAIL);
  await adminPage.goto('/admin/feedback');
  await expect(adminPage.getByRole('heading', { level: 1, name: PAGE_HEADINGS.adminFeedback })).toBeVisible();
  await expect(adminPage.getByText(`“${marker}”`).or(adminPage.getByText(`"${marker}"`))).toBeVisible();
  await expect(adminPage.getByText('Total Feedback')).toBeVisible();
  // Trimmed before sending: stored and shown without the surrounding spaces. Every text cell is
  // quoted (a separator inside a comment can never split it into a formula cell), numbers are not.
  const csv = await adminPage.context().request.get('/api/feedback/view?format=csv');
  expect(await csv.text()).toContain(`,5,"${marker}","",`);
});
