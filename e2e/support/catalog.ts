import type { Browser } from '@playwright/test';
import type { AdminCatalogResponse, AdminOffer } from '@sahha/contracts/catalog-admin';

import { ADMIN_EMAIL } from '../playwright.config';
import { signInAsAdmin } from './accounts';

/** What an admin may change while checking an offer on the store; unchanged fields are saved as they are. */
export interface OfferCheck {
  price?: number;
  inStock?: boolean;
}

/**
 * Checks offers of `productKey` the way an admin does in the Catalog area: saving an offer, even
 * unchanged, stamps it checked today (docs/requirements.md, "Data: price freshness and the best
 * deal"). The seed's prices were never checked, so a test that wants a Best Deal checks prices
 * first; nothing back-dates a check. Runs in its own page, so the test's page stays signed out.
 */
export async function checkOffersAsAdmin(browser: Browser, productKey: string, checks: Record<string, OfferCheck>): Promise<void> {
  const page = await browser.newPage();
  try {
    await signInAsAdmin(page, ADMIN_EMAIL);
    const request = page.context().request;
    const catalog = (await (await request.get('/api/admin/catalog')).json()) as AdminCatalogResponse;
    const token = ((await (await request.get('/api/csrf-token')).json()) as { token: string }).token;
    for (const [retailerKey, check] of Object.entries(checks)) {
      const offer = catalog.offers.find((row) => row.productKey === productKey && row.retailerKey === retailerKey) as AdminOffer | undefined;
      if (!offer) throw new Error(`no ${retailerKey} offer for ${productKey}`);
      const response = await request.patch(`/api/admin/catalog/offers/${offer.id}`, {
        data: { price: check.price ?? offer.price, inStock: check.inStock ?? offer.inStock },
        headers: { 'x-csrf-token': token },
      });
      if (response.status() !== 200) throw new Error(`checking ${retailerKey} for ${productKey} failed: ${response.status()} ${await response.text()}`);
    }
  } finally {
    await page.close();
  }
}
