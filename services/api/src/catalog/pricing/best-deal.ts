import { matchSupplementName } from './supplement-name-match';

/** A retailer's price for one product, before it is shaped for the response. */
export interface PriceCandidate {
  retailerKey: string;
  marketplace: boolean;
  price: number;
  inStock: boolean;
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
export function byPrice<T extends PriceCandidate>(entries: readonly T[]): T[] {
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
}

/**
 * Best-deal selection (docs/requirements.md, "Data: products, retailers and prices"). A known marketplace deal is the best deal and every marketplace
 * entry leaves the other list; otherwise the cheapest in-stock retailer is the best deal (the
 * cheapest of all when none is in stock) and leaves the list. The list is in ascending price.
 */
export function selectBestDeal<T extends PriceCandidate>(offers: readonly T[], marketplaceDeal: T | null): BestDealSelection<T> {
  const sorted = byPrice(offers);
  if (marketplaceDeal) {
    return { bestDeal: marketplaceDeal, otherRetailers: sorted.filter((offer) => !offer.marketplace) };
  }
  const best = sorted.find((offer) => offer.inStock) ?? sorted[0] ?? null;
  return { bestDeal: best, otherRetailers: sorted.filter((offer) => offer !== best) };
}
