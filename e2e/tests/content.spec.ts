import { expect, test } from '@playwright/test';
import { PAGE_HEADINGS, STORAGE_KEYS } from '@sahha/contracts';
import { waitForLiveApp } from '../support/live-app';

test('the Wellness Journal filters by category and loads more cards', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.blog })).toBeVisible();
  const cards = page.getByRole('link', { name: /Read More/ });
  await expect(cards).toHaveCount(6);
  await page.getByRole('button', { name: 'Load more articles' }).click();
  await expect(cards).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Load more articles' })).toBeHidden();

  await page.getByRole('button', { name: 'ADHD', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(cards.first()).toBeVisible();
});

test('an article with the quiz call to action shows the sticky bar after scrolling; closing it sticks', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/blog/supplement-stacks-that-work');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const quizLinks = page.locator('a[href^="/quiz?utm_source=blog"]');
  await expect(quizLinks.first()).toHaveAttribute('href', /utm_campaign=supplement_stack/);

  const close = page.getByRole('button', { name: 'Close' });
  await expect(close).toBeHidden();
  await page.mouse.wheel(0, 1200);
  await expect(close).toBeVisible();
  await close.click();
  await expect(close).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.stickyCtaDismissed)).not.toBeNull();

  await page.reload();
  await page.mouse.wheel(0, 1200);
  await page.waitForTimeout(400);
  await expect(page.getByRole('button', { name: 'Close' })).toBeHidden();
});

test('an unknown article says so and links back to the blog', async ({ page }) => {
  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('Staying Strong opens on sleep support and switches category tabs', async ({ page }) => {
  await page.goto('/staying-strong');
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.stayingStrong })).toBeVisible();
  await expect(page.getByText('Clinically reviewed')).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(4).click();
  await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(/Vitamin C|Zinc|Vitamin D/);
  await expect(page.getByRole('link', { name: 'Get personalized recommendations' })).toHaveAttribute('href', '/quiz');
});

test('a failed feedback submission keeps what the visitor wrote', async ({ page }) => {
  await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }));
  await page.goto('/feedback');
  await waitForLiveApp(page);
  await page.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('Space');
  await page.getByLabel(/comment/i).fill('The planner is great');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Submission failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Please try again later')).toBeVisible();
  await expect(page.getByLabel(/comment/i)).toHaveValue('The planner is great');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
});
