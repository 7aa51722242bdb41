import type { PriceFreshness } from '@sahha/contracts';
import { isFreshInStock } from '@sahha/contracts/price-freshness';

import { matchSupplementName } from './supplement-name-match';

/** A retailer's price for one product, before it is shaped for the response. */
export interface PriceCandidate {
  retailerKey: string;
  marketplace: boolean;
  price: number;
  inStock: boolean;
  /** `priceFreshness(checkedAt, today)` of `@sahha/contracts/price-freshness`. */
  freshness: PriceFreshness;
}

/** A master retail table row (docs/requirements.md, "Data: products, retailers and prices"). */
export interface MasterListing {
  supplement: string;
  retailerKey: string;
  marketplace: boolean;
  productName: string;
  url: string;
  price: number;
  quantity: string;
  hasAffiliate: boolean;
}

/** A fallback table item (docs/requirements.md, "Data: products, retailers and prices"): a marketplace product known by its code. */
export interface FallbackListing {
  code: string;
  name: string;
  price: number;
  inStock: boolean;
}

/** Ascending price; ties keep a stable order by retailer key so responses never flicker. */
export function byPrice<T extends Pick<PriceCandidate, 'retailerKey' | 'price'>>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.price - b.price || a.retailerKey.localeCompare(b.retailerKey));
}

/** Best-deal sort of the master table (docs/requirements.md, "Data: products, retailers and prices"): affiliate first, then the marketplace, then lower price. */
export function sortMasterListings<T extends MasterListing>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      Number(b.hasAffiliate) - Number(a.hasAffiliate) ||
      Number(b.marketplace) - Number(a.marketplace) ||
      a.price - b.price ||
      a.url.localeCompare(b.url),
  );
}

export type MarketplaceDeal<M extends MasterListing, F extends FallbackListing> =
  | { source: 'master'; listing: M }
  | { source: 'fallback'; listing: F };

/**
 * Marketplace data for a product (docs/requirements.md, "Data: products, retailers and prices") comes from the master table (matched by supplement
 * name, best row by the master sort), else from the fallback table; null when neither knows it.
 */
export function findMarketplaceDeal<M extends MasterListing, F extends FallbackListing>(
  productName: string,
  master: readonly M[],
  fallback: readonly F[],
): MarketplaceDeal<M, F> | null {
  const fromMaster = sortMasterListings(matchSupplementName(productName, master, (row) => row.supplement)).find((row) => row.marketplace);
  if (fromMaster) return { source: 'master', listing: fromMaster };
  const fromFallback = byPrice(
    matchSupplementName(productName, fallback, (item) => item.name).map((item) => ({ item, retailerKey: item.code, marketplace: true, price: item.price, inStock: item.inStock })),
  )[0];
  return fromFallback ? { source: 'fallback', listing: fromFallback.item } : null;
}

export interface BestDealSelection<T> {
  bestDeal: T | null;
  otherRetailers: T[];
  /** The cheapest fresh in-stock offer when the Best Deal is not it (dearer, or not fresh in stock); it is in `otherRetailers`. */
  lowestPrice: T | null;
}

/**
 * Best-deal selection (docs/requirements.md, "Data: products, retailers and prices", "Data: price
 * freshness and the best deal"). Freshness comes first: only a price checked in the last 30 days takes part, so a
 * stale or never-checked price is listed but never the Best Deal. Among fresh prices the rule of
 * the requirements holds: a marketplace deal (a fresh known one, else the marketplace's own fresh
 * in-stock offer: the master and fallback tables carry no checked date, so today only an offer an
 * admin or a feed checked can be one) is the best deal and every marketplace entry leaves the other
 * list; otherwise the cheapest
 * fresh in-stock retailer is (the cheapest fresh one when none is in stock) and leaves the list.
 * The list is in ascending price. When the Best Deal is not the cheapest fresh in-stock offer, that
 * offer is `lowestPrice` (issue M: an honest best deal), marked "Lowest price" on the page.
 */
export function selectBestDeal<T extends PriceCandidate>(offers: readonly T[], marketplaceDeal: T | null): BestDealSelection<T> {
  const sorted = byPrice(offers);
  const fresh = sorted.filter((offer) => offer.freshness === 'fresh');
  const marketplace = marketplaceDeal?.freshness === 'fresh' ? marketplaceDeal : (fresh.find((offer) => offer.marketplace && offer.inStock) ?? null);
  const bestDeal = marketplace ?? fresh.find((offer) => offer.inStock) ?? fresh[0] ?? null;
  const otherRetailers = marketplace ? sorted.filter((offer) => !offer.marketplace) : sorted.filter((offer) => offer !== bestDeal);
  const cheapest = otherRetailers.find(isFreshInStock) ?? null;
  // A tie is no news: the Best Deal is as cheap, so nothing is marked.
  const beaten = bestDeal !== null && cheapest !== null && (!isFreshInStock(bestDeal) || cheapest.price < bestDeal.price);
  return { bestDeal, otherRetailers, lowestPrice: beaten ? cheapest : null };
}
