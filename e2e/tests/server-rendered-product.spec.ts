import { expect, test, type Page } from '@playwright/test';
import { PRERENDERED_ATTRIBUTE } from '@sahha/contracts';
import { PRODUCT_TEXTS } from '../../mf-catalog/src/product/product-texts';
import { checkOffersAsAdmin } from '../support/catalog';
import { waitForLiveApp } from '../support/live-app';

/**
 * /products/:id is rendered by the API per request from mf-catalog's server bundle, with the
 * product's current prices (ARCHITECTURE.md, "Serving"), and taken over like a prerendered page.
 * The tests set amazon-ae's price to one of their own (a checked marketplace price is the Best
 * Deal), one at a time: vitamin-d's without JavaScript, vitamin-b12's (no other test reads it) for
 * the take-over.
 */
test.describe.configure({ mode: 'serial' });

const PRODUCT = '/products/vitamin-d';
const aed = (price: number) => `AED ${price.toFixed(2)}`;
/** A price no seed or other test sets, different per run so a stale page could not pass. */
const livePrice = () => 20 + (Date.now() % 1_000) / 100;

/**
 * Opens a product page as the server rendered it. A render that misses its budget sends the page
 * for the browser to render instead (by design); on a loaded machine a cold API worker's first
 * render can, so a page that came unrendered is asked for again, a few times at most.
 */
async function gotoServerRendered(page: Page, path: string): Promise<number | undefined> {
  let status: number | undefined;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    status = (await page.goto(path))?.status();
    if ((await page.locator(`#root[${PRERENDERED_ATTRIBUTE}]`).count()) === 1) break;
  }
  await expect(page.locator(`#root[${PRERENDERED_ATTRIBUTE}]`)).toHaveCount(1);
  return status;
}

test.describe('the product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('arrives rendered, styled, with the price as it is in the database now', async ({ page, browser }) => {
    const price = livePrice();
    await checkOffersAsAdmin(browser, 'vitamin-d', { 'amazon-ae': { price } });
    await gotoServerRendered(page, PRODUCT);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Vitamin D/);
    const bestDeal = page.getByRole('region', { name: PRODUCT_TEXTS.bestDealMarketplace });
    await expect(bestDeal.getByText(aed(price))).toBeVisible();
    await expect(page).toHaveTitle(/Vitamin D.* \| Sahha/);
    // The header and footer came with it (the prerendered frame).
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // A new price shows on the very next request.
    const newPrice = price + 1.11;
    await checkOffersAsAdmin(browser, 'vitamin-d', { 'amazon-ae': { price: newPrice } });
    await gotoServerRendered(page, PRODUCT);
    await expect(bestDeal.getByText(aed(newPrice))).toBeVisible();
  });

  test('an unknown product arrives as the not-found page with a 404', async ({ page }) => {
    expect(await gotoServerRendered(page, '/products/unicorn-dust')).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT_TEXTS.notFoundTitle })).toBeVisible();
  });
});

/** Every layout shift from the swap on, and the width of the page's content each time it changes until then. */
async function recordSwap(page: Page): Promise<void> {
  await page.addInitScript((prerendered) => {
    const shiftsSinceSwap: number[] = [];
    const widths: number[] = [];
    Object.assign(window, { shiftsSinceSwap, widths });
    new MutationObserver((_records, observer) => {
      const content = document.querySelector(`#root[${prerendered}] h1`)?.parentElement;
      if (content && widths.length === 0) {
        new ResizeObserver(() => {
          if (content.isConnected) widths.push(content.getBoundingClientRect().width);
        }).observe(content);
      }
      const root = document.getElementById('root');
      if (!root || root.hasAttribute(prerendered)) return;
      observer.disconnect();
      const swappedAt = performance.now();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.startTime >= swappedAt) shiftsSinceSwap.push((entry as PerformanceEntry & { value: number }).value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }).observe(document, { childList: true, subtree: true });
  }, PRERENDERED_ATTRIBUTE);
}

test.describe('the live app takes over the server-rendered product page', () => {
  test('with the same layout: no shift from the swap on, the page never changes width before it', async ({ page, browser }) => {
    const price = livePrice();
    await checkOffersAsAdmin(browser, 'vitamin-b12', { 'amazon-ae': { price } });
    await recordSwap(page);
    const widths = () => page.evaluate(() => (window as unknown as { widths: number[] }).widths);
    // As gotoServerRendered: only a page that came server-rendered has a swap to check.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await page.goto('/products/vitamin-b12');
      await waitForLiveApp(page);
      if ((await widths()).length > 0) break;
    }
    expect((await widths()).length).toBeGreaterThan(0);
    const bestDeal = page.getByRole('region', { name: PRODUCT_TEXTS.bestDealMarketplace });
    await expect(bestDeal.getByText(aed(price))).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shiftsSinceSwap: number[] }).shiftsSinceSwap)).toEqual([]);
    expect(new Set(await widths()).size).toBe(1);
    await expect(page.locator(`style[${PRERENDERED_ATTRIBUTE}], [data-prerendered-head]`)).toHaveCount(0);
    await expect(page).toHaveTitle(/Vitamin B12.* \| Sahha/);

    // The live page works: its tabs answer.
    await page.getByRole('tab', { name: PRODUCT_TEXTS.safetyTab }).click();
    await expect(page.getByRole('heading', { name: PRODUCT_TEXTS.dosageHeading })).toBeVisible();
  });
});
