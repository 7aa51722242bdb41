import { expect, type Page, test } from '@playwright/test';
import { type ProductDetail, STORAGE_KEYS } from '@sahha/contracts';
import { PRICE_FRESH_DAYS } from '@sahha/contracts/price-freshness';
import { formatGulf, gulfCalendarDay } from '@sahha/contracts/time';
import { PRODUCT_TEXTS } from '../../mf-catalog/src/product/product-texts';
import { expectNoAxeViolations } from '../support/axe';
import { checkOffersAsAdmin } from '../support/catalog';

/**
 * Issue M items 3 and 5 on the product page (docs/requirements.md, "Data: price freshness and the
 * best deal"). CoQ10 and ashwagandha: products no other journey checks the prices of.
 */

// Far from the Gulf: the page must still print Gulf dates (Intl with Asia/Dubai, not the machine zone).
test.use({ timezoneId: 'America/Los_Angeles' });

const gulfDate = (day: string) => formatGulf(day, 'dayMonthYear');

function retailerItem(page: Page, retailer: string) {
  return page.getByRole('region', { name: PRODUCT_TEXTS.allRetailers }).getByRole('listitem').filter({ hasText: retailer });
}

test('each price says when it was checked in Gulf time, a stale one is marked, and a fresh offer cheaper than the Best Deal is the Lowest price', async ({ page, browser }) => {
  // The marketplace's checked offer is the Best Deal; the pharmacy's checked price is lower.
  await checkOffersAsAdmin(browser, 'coq10', { 'amazon-ae': { price: 138, inStock: true }, 'life-pharmacy': { price: 129, inStock: true } });
  const today = gulfCalendarDay(Date.now());
  // No admin action back-dates a check (every edit stamps today), so the API's answer is aged on
  // its way to the page; the API's own 30-day rule is tested in services/api/test/catalog.api-spec.ts.
  const staleDay = gulfCalendarDay(Date.now() - (PRICE_FRESH_DAYS + 10) * 24 * 60 * 60 * 1000);
  await page.route('**/api/products/coq10', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as ProductDetail;
    const age = <T extends { retailerKey: string }>(entry: T): T => (entry.retailerKey === 'iherb' ? { ...entry, checkedAt: staleDay, freshness: 'stale' } : entry);
    await route.fulfill({ response, json: { ...body, pricing: body.pricing.map(age), otherRetailers: body.otherRetailers.map(age) } });
  });

  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: STORAGE_KEYS.theme, value: theme });
    await page.goto('/products/coq10');
    const card = page.getByRole('region', { name: PRODUCT_TEXTS.bestDealMarketplace });
    await expect(card.getByText('AED 138.00')).toBeVisible();
    await expect(card.getByText(PRODUCT_TEXTS.priceChecked(gulfDate(today)))).toBeVisible();
    await expect(card.getByRole('link', { name: new RegExp(PRODUCT_TEXTS.shopNowMarketplace) })).toBeVisible();

    const pharmacy = retailerItem(page, 'Life Pharmacy');
    await expect(pharmacy.getByText(PRODUCT_TEXTS.lowestPrice, { exact: true })).toBeVisible();
    await expect(pharmacy.getByText('AED 129.00')).toBeVisible();
    await expect(pharmacy.getByText(PRODUCT_TEXTS.priceChecked(gulfDate(today)))).toBeVisible();

    const noon = retailerItem(page, 'noon');
    await expect(noon.getByText(PRODUCT_TEXTS.priceNotChecked)).toBeVisible();
    await expect(noon.getByText(PRODUCT_TEXTS.lowestPrice, { exact: true })).toHaveCount(0);

    const iherb = retailerItem(page, 'iHerb');
    await expect(iherb.getByText(PRODUCT_TEXTS.priceChecked(gulfDate(staleDay)))).toBeVisible();
    await expect(iherb.getByText(PRODUCT_TEXTS.possiblyOutOfDate)).toBeVisible();

    await expect(page.getByText(PRODUCT_TEXTS.lowestPriceNote)).toBeVisible();
    await expect(page.getByText(PRODUCT_TEXTS.freshnessNote)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  }
});

test('a product whose prices nobody has checked names no Best Deal and says so', async ({ page }) => {
  await page.goto('/products/ashwagandha');
  const card = page.getByRole('region', { name: PRODUCT_TEXTS.bestDeal });
  await expect(card.getByText(PRODUCT_TEXTS.noFreshPrices)).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);
  const items = page.getByRole('region', { name: PRODUCT_TEXTS.allRetailers }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  for (const item of await items.all()) await expect(item.getByText(PRODUCT_TEXTS.priceNotChecked)).toBeVisible();
  await expect(page.getByText(PRODUCT_TEXTS.lowestPrice, { exact: true })).toHaveCount(0);
});
