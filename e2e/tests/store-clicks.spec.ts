import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '@sahha/contracts';
import { CATALOG_TEXTS as TEXTS } from '../../mf-admin/src/catalog/catalog-texts';
import { ADMIN_EMAIL } from '../playwright.config';
import { signInAsAdmin } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

test('a click on a store link reaches the store and shows in the admin Catalog, with nothing about who clicked', async ({ page }) => {
  // The product page's Visit link goes through /api/go/…; followed here without leaving the site.
  const click = await page.request.get('/api/go/life-pharmacy/vitamin-d', { maxRedirects: 0 });
  expect(click.status()).toBe(302);
  expect(new URL(click.headers().location).hostname).toBe('www.lifepharmacy.com');

  await signInAsAdmin(page, ADMIN_EMAIL);
  await page.goto('/admin/catalog');
  const clicks = page.getByRole('region', { name: TEXTS.clicksHeading });
  await expect(clicks.getByText(TEXTS.clicksIntro)).toBeVisible();
  // Other journeys click store links too: the row is found by its exact store and product cells.
  const cell = (name: string) => page.getByRole('cell', { name, exact: true });
  const byProduct = clicks.getByRole('region', { name: TEXTS.clicksTable, exact: true });
  const row = byProduct.getByRole('row').filter({ has: cell('Life Pharmacy') }).filter({ has: cell('Vitamin D3') });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^[1-9]\d*$/);
  const byStore = clicks.getByRole('region', { name: TEXTS.clicksByStoreTable, exact: true });
  await expect(byStore.getByRole('row').filter({ has: cell('Life Pharmacy') })).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.evaluate((key) => window.localStorage.setItem(key, 'dark'), STORAGE_KEYS.theme);
  await page.reload();
  await expect(byProduct).toBeVisible();
  await expectNoAxeViolations(page);
});
