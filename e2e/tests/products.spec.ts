import { expect, test } from '@playwright/test';
import { PRODUCT_TEXTS, RATING_TEXTS } from '../../mf-catalog/src/product/product-texts';
import { registerViaApi } from '../support/accounts';
import { checkOffersAsAdmin } from '../support/catalog';

test('a product page compares UAE retailers with a best deal and safe outbound links', async ({ page, browser }) => {
  // The seeded prices were never checked: an admin checks the marketplace's, which makes it the Best Deal.
  await checkOffersAsAdmin(browser, 'vitamin-d', { 'amazon-ae': {} });
  await page.goto('/products/vitamin-d');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Vitamin D/);
  await expect(page.getByText(/AED \d+\.\d{2}/).first()).toBeVisible();
  const bestDeal = page.getByRole('region', { name: PRODUCT_TEXTS.bestDealMarketplace });
  await expect(bestDeal.getByRole('link', { name: new RegExp(PRODUCT_TEXTS.shopNowMarketplace) })).toBeVisible();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.allRetailers })).toBeVisible();
  for (const link of await page.locator('a[target="_blank"][href^="http"]').all()) {
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  await page.getByRole('tab', { name: PRODUCT_TEXTS.safetyTab }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.dosageHeading })).toBeVisible();
  await page.getByRole('tab', { name: PRODUCT_TEXTS.researchTab }).click();
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.evidenceHeading })).toBeVisible();
});

test('the product lookup falls back to a partial key and shows Not Found for nonsense', async ({ page }) => {
  await page.goto('/products/rhodiola');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Rhodiola/);

  await page.goto('/products/unicorn-dust');
  await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.notFoundTitle })).toBeVisible();
  await expect(page.getByText(PRODUCT_TEXTS.notFoundToastDescription)).toBeVisible();
  await expect(page.getByRole('link', { name: PRODUCT_TEXTS.returnToRecommendations })).toHaveAttribute('href', '/results');
});

test('a signed-in user rates a product; zero stars is refused', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/products/magnesium');
  await expect(page.getByRole('heading', { name: RATING_TEXTS.heading })).toBeVisible();
  await page.getByRole('button', { name: RATING_TEXTS.submit }).click();
  await expect(page.getByText(RATING_TEXTS.requiredDescription)).toBeVisible();
  await page.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByRole('button', { name: RATING_TEXTS.submit }).click();
  await expect(page.getByText(RATING_TEXTS.savedTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(RATING_TEXTS.summary(4, 1))).toBeVisible();
});

test('an out-of-stock best deal cannot be bought', async ({ page, browser }) => {
  // The only checked folate price is out of stock: the cheapest fresh price is then the Best Deal.
  await checkOffersAsAdmin(browser, 'folate', { 'life-pharmacy': { inStock: false } });
  await page.goto('/products/folate');
  const bestDeal = page.getByRole('region', { name: PRODUCT_TEXTS.bestDeal });
  await expect(bestDeal.getByText('Life Pharmacy')).toBeVisible();
  await expect(bestDeal.getByText(PRODUCT_TEXTS.outOfStock)).toBeVisible();
  const shopNow = bestDeal.getByRole('button', { name: /Shop Now/ }).or(bestDeal.getByRole('link', { name: /Shop Now/ }));
  await expect(shopNow).toBeDisabled();
});
