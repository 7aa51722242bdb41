import { expect, test } from '@playwright/test';
import { waitForLiveApp } from '../support/live-app';

const HEADER_SEARCH_LABEL = 'Search the site';
const PAGE_SEARCH_LABEL = 'Search Sahha';

test("searching 'vitamin d' from the header finds the product, a guide card and articles, and the URL keeps the query", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const headerField = page.getByRole('searchbox', { name: HEADER_SEARCH_LABEL });
  await headerField.fill('vitamin d');
  await headerField.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=vitamin\+d$/);
  await expect(page.getByRole('searchbox', { name: PAGE_SEARCH_LABEL })).toHaveValue('vitamin d');
  await expect(page.getByRole('status').filter({ hasText: /results? for “vitamin d”/ })).toBeVisible();

  const products = page.getByRole('region', { name: /^Products \(\d+\)$/ });
  const guide = page.getByRole('region', { name: /^Staying Strong guide \(\d+\)$/ });
  const articles = page.getByRole('region', { name: /^Articles \(\d+\)$/ });
  await expect(products.getByRole('link').first()).toHaveAccessibleName('Vitamin D3');
  await expect(products.getByRole('link').first()).toHaveAttribute('href', '/products/vitamin-d');
  await expect(guide.getByRole('link', { name: 'Vitamin D3' }).first()).toHaveAttribute('href', /^\/staying-strong\?category=[a-z-]+#[a-z-]+-vitamin-d3$/);
  expect(await articles.getByRole('link').count()).toBeGreaterThanOrEqual(1);
  await expect(products.locator('mark').first()).toHaveText('Vitamin');

  // A shared link (or a reload) shows the same results.
  const firstTitles = await page.getByRole('heading', { level: 3 }).allTextContents();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: PAGE_SEARCH_LABEL })).toHaveValue('vitamin d');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(firstTitles);
});

test('clicking results opens the product page and the guide card in its tab', async ({ page }) => {
  await page.goto('/search?q=vitamin%20d');
  await page.getByRole('region', { name: /^Staying Strong guide/ }).getByRole('link', { name: 'Vitamin D3' }).first().click();
  await expect(page).toHaveURL(/\/staying-strong\?category=/);
  const cardId = new URL(page.url()).hash.slice(1);
  await expect(page.locator(`[id="${cardId}"]`)).toBeInViewport();
  await expect(page.getByRole('tab', { selected: true })).toHaveText(/Energy & Vitality|Immune Support/);

  await page.goBack();
  await page.getByRole('region', { name: /^Products/ }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/vitamin-d$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vitamin D');
});

test('the header search field fits beside the links at the smallest desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto('/');
  // Measure the live header: the prerendered one can be swapped out between finding and measuring.
  await waitForLiveApp(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('searchbox', { name: HEADER_SEARCH_LABEL })).toBeVisible();
  // One line of text: a wrapped 'Staying Strong' would be about twice as tall.
  const box = await nav.getByRole('link', { name: 'Staying Strong' }).boundingBox();
  expect(box?.height).toBeLessThan(50);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
});

test("'/' focuses the header search field, but not while typing in a field", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  // A shortcut is the app's: before it has taken over the prerendered page, '/' does nothing.
  await waitForLiveApp(page);
  await page.keyboard.press('/');
  const headerField = page.getByRole('searchbox', { name: HEADER_SEARCH_LABEL });
  await expect(headerField).toBeFocused();
  await expect(headerField).toHaveValue('');

  await page.goto('/search');
  const pageField = page.getByRole('searchbox', { name: PAGE_SEARCH_LABEL });
  await pageField.fill('iron');
  await pageField.press('/');
  await expect(pageField).toBeFocused();
  await expect(pageField).toHaveValue('iron/');
});

test("'/' on a phone opens the menu with its search field focused", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/blog');
  // A shortcut is the app's: before it has taken over the prerendered page, '/' does nothing.
  await waitForLiveApp(page);
  await page.keyboard.press('/');
  const field = page.getByRole('navigation', { name: 'Mobile' }).getByRole('searchbox', { name: HEADER_SEARCH_LABEL });
  await expect(field).toBeFocused();
  await field.fill('sleep');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sleep$/);
  await expect(page.getByRole('region', { name: /^Staying Strong guide/ })).toBeVisible();
  // The header still fits the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('an empty search and a search without results each say what to do next', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByText('Type a word or two to search')).toBeVisible();
  await page.getByRole('link', { name: 'magnesium' }).click();
  await expect(page).toHaveURL(/\/search\?q=magnesium$/);
  await expect(page.getByRole('region', { name: /^Products/ }).getByRole('link').first()).toHaveAccessibleName(/Magnesium/);

  await page.goto('/search?q=qwertyuiop');
  await expect(page.getByText('No results for “qwertyuiop”.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Take the quiz', exact: true })).toHaveAttribute('href', '/quiz');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});
