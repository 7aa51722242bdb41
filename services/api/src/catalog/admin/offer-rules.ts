import { OFFER_LIMITS } from '@sahha/contracts/catalog-admin';
import { gulfCalendarDay } from '@sahha/contracts/time';

import { parseMarketplaceUrl } from '../pricing/marketplace-link';
import { isOnStoreHost } from '../pricing/outbound-link';

/** What an offer's link is checked against: the store's row of the retailer table. */
export interface OfferStore {
  kind: string;
  siteUrl: string;
}

/** AED between the limits, with at most two decimals (docs/requirements.md, "API: admin catalog"). */
export function isOfferPrice(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < OFFER_LIMITS.priceMin || value > OFFER_LIMITS.priceMax) return false;
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** A whole number of servings in one pack, 1 to 1,000. */
export function isOfferServings(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= OFFER_LIMITS.servingsMax;
}

/** One line of at most 30 characters: no line breaks or other control characters. */
export function isOfferDeliveryTime(value: string): boolean {
  return value.length > 0 && value.length <= OFFER_LIMITS.deliveryTimeMax && !/[\p{Cc}\u2028\u2029]/u.test(value);
}

/**
 * The outbound-link rule of the product pages (isOnStoreHost: https, the store's own host, no
 * credentials, no placeholder host), at most 500 characters; on the marketplace a product page
 * is a link with a valid product code, as the product pages require. Nothing else may be stored,
 * so neither an admin nor a feed can point shoppers at another site.
 */
export function isOfferUrl(url: string, store: OfferStore): boolean {
  if (url.length > OFFER_LIMITS.urlMax || !isOnStoreHost(url, store.siteUrl)) return false;
  return store.kind !== 'marketplace' || parseMarketplaceUrl(url) !== null;
}

/** The link as the WHATWG parser reads it (and browsers follow it): what was checked is what is stored. */
export function normalisedUrl(url: string): string {
  return new URL(url).href;
}

/** Rounded to cents, as the DECIMAL(8,2) column keeps it. */
export function toCents(price: number): number {
  return Math.round(price * 100) / 100;
}

/** Today's Gulf calendar day, 'YYYY-MM-DD': the offer's `checkedAt` after an edit or an import. */
export function gulfToday(now: Date = new Date()): string {
  return gulfCalendarDay(now);
}
