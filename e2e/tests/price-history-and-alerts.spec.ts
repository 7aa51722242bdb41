import { type Browser, expect, type Page, type Response, test } from '@playwright/test';
import { STORAGE_KEYS } from '@sahha/contracts';
import type { AdminCatalogResponse } from '@sahha/contracts/catalog-admin';
import { PRICE_ALERT_TEXTS, PRICE_ALERT_UNSUBSCRIBE_PARAM, PRICE_HISTORY_TEXTS } from '@sahha/contracts/price-alerts';
import { ADMIN_EMAIL } from '../playwright.config';
import { registerViaApi, signInAsAdmin, verifyEmailViaApi } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { latestLinkMatching } from '../support/mailbox';

/** Closes the toast that says `text`: a toast floats over the page, and axe would audit what lies under it. */
async function closeToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
}

/** A page signed in as the admin, in its own browser context: it edits offers through the API. */
async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page, ADMIN_EMAIL);
  return page;
}

async function editOffer(admin: Page, productKey: string, retailerKey: string, patch: object): Promise<void> {
  const request = admin.context().request;
  const catalog = (await (await request.get('/api/admin/catalog')).json()) as AdminCatalogResponse;
  const offer = catalog.offers.find((row) => row.productKey === productKey && row.retailerKey === retailerKey);
  if (!offer) throw new Error(`no offer of ${productKey} at ${retailerKey}`);
  const token = ((await (await request.get('/api/csrf-token')).json()) as { token: string }).token;
  const response = await request.patch(`/api/admin/catalog/offers/${offer.id}`, { data: patch, headers: { 'x-csrf-token': token } });
  expect(response.status()).toBe(200);
}

// Products no other journey reads the prices of, one per test: they run in parallel.
test('the price history opens on request: ApexCharts loads only then, with a table as its text alternative, in both themes', async ({ page, browser }) => {
  test.slow();
  // Prices unique to this run: a repeat on the same server finds the first run's changes too.
  const run = Date.now() % 1000;
  const [before, now, iherbPrice] = [70 + run / 100, 60 + run / 100, 80 + run / 100].map((price) => Number(price.toFixed(2)));
  const admin = await adminPage(browser);
  await editOffer(admin, 'green-tea-extract', 'life-pharmacy', { price: before, inStock: true });
  await editOffer(admin, 'green-tea-extract', 'life-pharmacy', { price: now });
  await editOffer(admin, 'green-tea-extract', 'iherb', { price: iherbPrice, inStock: false });

  const catalogScripts: Response[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/remotes/mf-catalog/') && response.request().resourceType() === 'script' && response.ok()) catalogScripts.push(response);
  });
  const bodies = async () => Promise.all(catalogScripts.map((response) => response.text().catch(() => '')));

  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: STORAGE_KEYS.theme, value: theme });
    catalogScripts.length = 0;
    await page.goto('/products/green-tea-extract');
    await expect(page.getByRole('heading', { level: 1, name: 'Green Tea Extract' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await bodies()).some((body) => body.includes('apexcharts'))).toBe(false);

    const toggle = page.getByRole('button', { name: PRICE_HISTORY_TEXTS.open });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: PRICE_HISTORY_TEXTS.close })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.apexcharts-canvas')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await bodies()).some((body) => body.includes('apexcharts'))).toBe(true);

    const table = page.getByRole('table', { name: PRICE_HISTORY_TEXTS.tableCaption });
    const rows = table.getByRole('row');
    await expect(rows.filter({ hasText: 'Life Pharmacy' }).filter({ hasText: `AED ${now.toFixed(2)}` })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Life Pharmacy' }).filter({ hasText: `AED ${before.toFixed(2)}` })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'iHerb' }).filter({ hasText: `AED ${iherbPrice.toFixed(2)}` })).toContainText(PRICE_HISTORY_TEXTS.outOfStock);
    // Recorded only since today: nothing can be called the lowest in 90 days.
    await expect(page.getByText(PRICE_HISTORY_TEXTS.lowest)).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});

test('a member sets a price-drop alert, gets one e-mail when an edit takes a fresh offer below it, and stops it from the link signed out', async ({ page, browser }) => {
  test.slow();
  const account = await registerViaApi(page);
  expect((await verifyEmailViaApi(page, account.email)).status()).toBe(200);

  await page.goto('/products/coq10');
  const card = page.getByRole('region', { name: PRICE_ALERT_TEXTS.formTitle });
  const threshold = card.getByLabel(PRICE_ALERT_TEXTS.formLabel);
  await threshold.fill('120.555');
  await card.getByRole('button', { name: PRICE_ALERT_TEXTS.formSubmit }).click();
  await expect(card.getByText(/with at most two decimals/)).toBeVisible();
  await threshold.fill('120');
  await card.getByRole('button', { name: PRICE_ALERT_TEXTS.formSubmit }).click();
  await expect(card.getByText(PRICE_ALERT_TEXTS.current('120.00'))).toBeVisible();
  await closeToast(page, PRICE_ALERT_TEXTS.saved('120.00'));
  // Audited from the top, as the accessibility suite audits every page: scrolled down to the alert
  // card, the sticky header covers part of a store's Visit link and axe reports that link's target
  // size (the header's doing at any scroll position, not this card's).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);

  // A second alert, removed from account settings.
  await page.goto('/products/ashwagandha');
  await page.getByRole('region', { name: PRICE_ALERT_TEXTS.formTitle }).getByLabel(PRICE_ALERT_TEXTS.formLabel).fill('80');
  await page.getByRole('region', { name: PRICE_ALERT_TEXTS.formTitle }).getByRole('button', { name: PRICE_ALERT_TEXTS.formSubmit }).click();
  await expect(page.getByText(PRICE_ALERT_TEXTS.current('80.00'))).toBeVisible();

  const admin = await adminPage(browser);
  await editOffer(admin, 'coq10', 'noon-ae', { price: 115, inStock: true });
  const link = await latestLinkMatching(account.email, new RegExp(`https?://\\S+/products/coq10#${PRICE_ALERT_UNSUBSCRIBE_PARAM}=[A-Za-z0-9_-]+`));

  await page.goto('/account');
  const alerts = page.getByRole('region', { name: PRICE_ALERT_TEXTS.accountTitle });
  await expect(alerts.getByRole('listitem')).toHaveCount(2);
  await expect(alerts.getByRole('listitem').filter({ hasText: 'Coenzyme Q10' })).toContainText('e-mailed');
  await alerts.getByRole('button', { name: `${PRICE_ALERT_TEXTS.remove}: Ashwagandha` }).click();
  await expect(alerts.getByRole('listitem')).toHaveCount(1);
  await closeToast(page, PRICE_ALERT_TEXTS.removed);
  await expectNoAxeViolations(page);

  // The e-mailed link works in a browser that is not signed in.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(new URL(link).pathname + new URL(link).hash);
  // The token leaves the address bar at once.
  await expect(stranger).toHaveURL(/\/products\/coq10$/);
  const panel = stranger.getByRole('region', { name: PRICE_ALERT_TEXTS.unsubscribeTitle });
  await panel.getByRole('button', { name: PRICE_ALERT_TEXTS.unsubscribeButton }).click();
  await expect(panel.getByRole('status')).toHaveText(PRICE_ALERT_TEXTS.unsubscribed('Coenzyme Q10'));
  await expect(panel.getByRole('link', { name: 'Coenzyme Q10' })).toHaveAttribute('href', '/products/coq10');
  await expectNoAxeViolations(stranger);

  await page.reload();
  await expect(page.getByRole('region', { name: PRICE_ALERT_TEXTS.accountTitle })).toContainText(PRICE_ALERT_TEXTS.accountEmpty);
});
