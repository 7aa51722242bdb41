import type { RetailerKind, TimeOfDay } from '@sahha/contracts';

import type { ProductKey } from '../knowledge';
import { MARKETPLACE_RETAILER_KEY } from '../pricing/marketplace-link';

/**
 * Reference data the API seeds at start (never bundled in the client). The retailers are real
 * stores that sell supplements online to UAE residents (issue M); where each one's site and
 * site-search form were found is cited beside it. The seed holds no product page of any store:
 * no one has checked one yet, so every link is the store's own search for the product
 * (pricing/outbound-link.ts) until an admin enters a verified page or marketplace code.
 * Prices are realistic AED amounts kept from the first catalog; they are a guide, never checked
 * against a store, so no row carries a checked date.
 *
 * Versioned: a database receives each row once, in the first start whose CATALOG_SEED_VERSION is
 * newer than the version it recorded; rows already there (edited or deleted by an operator) are
 * never written again. So a new row gets `since: <the next version>` and the version goes up by
 * one, while a change to an existing row here, or its removal, reaches new databases only
 * (databases seeded before the real stores were rewritten by migration RealRetailers1764700000000).
 */
export const CATALOG_SEED_VERSION = 1;

/** `since`: the CATALOG_SEED_VERSION that added the row, 1 when omitted. */
export interface SeedRow {
  since?: number;
}

export interface RetailerSeed extends SeedRow {
  key: string;
  name: string;
  kind: RetailerKind;
  deliveryTime: string;
  logo: string;
  /** The store's home page: its host is where our links to it may go. */
  siteUrl: string;
  /** The store's own site search, `{query}` standing for the URL-encoded search text. */
  searchUrl: string;
}

export interface OfferSeed extends SeedRow {
  productKey: ProductKey;
  retailerKey: string;
  price: number;
  /** A verified product page on the store; null sends the link to the store's search. */
  url: string | null;
  affiliateProgram: 'amazon' | null;
  inStock: boolean;
  rating: number;
  servings: number;
  quantity: string;
  /** 'YYYY-MM-DD' a person checked this price on the store; null until someone has. */
  checkedAt: string | null;
}

export interface ListingSeed extends SeedRow {
  supplement: string;
  retailerKey: string;
  productName: string;
  url: string;
  price: number;
  quantity: string;
  hasAffiliate: boolean;
}

export interface FallbackSeed extends SeedRow {
  code: string;
  name: string;
  description: string;
  timeOfDay: TimeOfDay;
  price: number;
  inStock: boolean;
}

export interface CatalogSeed {
  version: number;
  retailers: RetailerSeed[];
  offers: OfferSeed[];
  listings: ListingSeed[];
  fallback: FallbackSeed[];
}

const PHARMACY = 'life-pharmacy';
const QUICK = 'noon-ae';
const MARKET = MARKETPLACE_RETAILER_KEY;
const SHOP = 'iherb';
const HYPER = 'carrefour-uae';
const BINSINA = 'binsina';

/**
 * Kinds and delivery times: docs/requirements.md, "Data: products, retailers and prices". Which stores, their hosts and their search forms, and where
 * each was found, are listed in docs/retailers.md (Aster Pharmacy and Boots UAE are left out
 * there until a search form of theirs is confirmed).
 */
export const RETAILERS: RetailerSeed[] = [
  {
    key: PHARMACY,
    name: 'Life Pharmacy',
    kind: 'pharmacy_chain',
    deliveryTime: '1-2 days',
    logo: PHARMACY,
    siteUrl: 'https://www.lifepharmacy.com',
    searchUrl: 'https://www.lifepharmacy.com/search?q={query}',
  },
  {
    key: QUICK,
    name: 'noon',
    kind: 'quick_delivery',
    deliveryTime: 'Same day',
    logo: QUICK,
    siteUrl: 'https://www.noon.com/uae-en/',
    searchUrl: 'https://www.noon.com/uae-en/search/?q={query}',
  },
  {
    key: MARKET,
    name: 'Amazon.ae',
    kind: 'marketplace',
    deliveryTime: '1-3 days',
    logo: MARKET,
    siteUrl: 'https://www.amazon.ae',
    searchUrl: 'https://www.amazon.ae/s?k={query}',
  },
  {
    key: SHOP,
    name: 'iHerb',
    kind: 'international_shop',
    deliveryTime: '3-5 days',
    logo: SHOP,
    siteUrl: 'https://ae.iherb.com',
    searchUrl: 'https://ae.iherb.com/search?kw={query}',
  },
  {
    key: HYPER,
    name: 'Carrefour UAE',
    kind: 'hypermarket',
    deliveryTime: '2-3 days',
    logo: HYPER,
    siteUrl: 'https://www.carrefouruae.com/mafuae/en/',
    searchUrl: 'https://www.carrefouruae.com/mafuae/en/search?keyword={query}',
  },
  {
    key: BINSINA,
    name: 'BinSina Pharmacy',
    kind: 'pharmacy_chain',
    deliveryTime: '1-2 days',
    logo: BINSINA,
    siteUrl: 'https://www.binsina.ae/en/',
    searchUrl: 'https://www.binsina.ae/en/catalogsearch/result/?q={query}',
  },
];

const SEARCH_URLS = new Map(RETAILERS.map((retailer) => [retailer.key, retailer.searchUrl]));

/** A store's own search for `text`: where a listing points while no one has verified its product page. */
export function storeSearchUrl(retailerKey: string, text: string): string {
  const template = SEARCH_URLS.get(retailerKey);
  if (!template) throw new Error(`No search form for retailer ${retailerKey}`);
  return template.replace('{query}', encodeURIComponent(text));
}

interface OfferLine {
  retailer: string;
  price: number;
  servings: number;
  quantity: string;
  rating: number;
  inStock?: boolean;
}

function offersFor(productKey: ProductKey, lines: OfferLine[]): OfferSeed[] {
  return lines.map(({ retailer, price, servings, quantity, rating, inStock = true }) => ({
    productKey,
    retailerKey: retailer,
    price,
    url: null,
    affiliateProgram: retailer === MARKET ? 'amazon' : null,
    inStock,
    rating,
    servings,
    quantity,
    checkedAt: null,
  }));
}

export const OFFERS: OfferSeed[] = [
  ...offersFor('vitamin-d', [
    { retailer: PHARMACY, price: 49, servings: 120, quantity: '120 softgels', rating: 4.6 },
    { retailer: QUICK, price: 55, servings: 120, quantity: '120 softgels', rating: 4.4 },
    { retailer: MARKET, price: 46.5, servings: 360, quantity: '360 softgels', rating: 4.7 },
    { retailer: SHOP, price: 62, servings: 250, quantity: '250 softgels', rating: 4.8 },
    { retailer: HYPER, price: 44, servings: 60, quantity: '60 tablets', rating: 4.2, inStock: false },
  ]),
  ...offersFor('vitamin-b12', [
    { retailer: PHARMACY, price: 58, servings: 60, quantity: '60 lozenges', rating: 4.5 },
    { retailer: QUICK, price: 63, servings: 60, quantity: '60 lozenges', rating: 4.3 },
    { retailer: MARKET, price: 54, servings: 90, quantity: '90 lozenges', rating: 4.6 },
  ]),
  ...offersFor('b-complex', [
    { retailer: PHARMACY, price: 65, servings: 60, quantity: '60 capsules', rating: 4.4 },
    { retailer: MARKET, price: 59, servings: 100, quantity: '100 capsules', rating: 4.5 },
    { retailer: HYPER, price: 52, servings: 60, quantity: '60 tablets', rating: 4.1 },
  ]),
  ...offersFor('folate', [
    { retailer: PHARMACY, price: 38, servings: 90, quantity: '90 tablets', rating: 4.5 },
    { retailer: MARKET, price: 41, servings: 120, quantity: '120 tablets', rating: 4.6, inStock: false },
  ]),
  ...offersFor('iron', [
    { retailer: PHARMACY, price: 47, servings: 90, quantity: '90 capsules', rating: 4.4 },
    { retailer: QUICK, price: 52, servings: 90, quantity: '90 capsules', rating: 4.2 },
    { retailer: MARKET, price: 45, servings: 180, quantity: '180 capsules', rating: 4.6 },
  ]),
  ...offersFor('calcium-with-vitamin-d', [
    { retailer: PHARMACY, price: 54, servings: 60, quantity: '120 tablets', rating: 4.3 },
    { retailer: MARKET, price: 57, servings: 90, quantity: '180 tablets', rating: 4.5 },
    { retailer: HYPER, price: 42, servings: 50, quantity: '100 tablets', rating: 4.0 },
  ]),
  ...offersFor('magnesium', [
    { retailer: PHARMACY, price: 79, servings: 60, quantity: '120 capsules', rating: 4.6 },
    { retailer: QUICK, price: 85, servings: 60, quantity: '120 capsules', rating: 4.5 },
    { retailer: MARKET, price: 72, servings: 90, quantity: '180 capsules', rating: 4.7 },
    { retailer: SHOP, price: 96, servings: 90, quantity: '180 capsules', rating: 4.8 },
  ]),
  ...offersFor('omega-3', [
    { retailer: PHARMACY, price: 89, servings: 60, quantity: '120 softgels', rating: 4.5 },
    { retailer: QUICK, price: 95, servings: 60, quantity: '120 softgels', rating: 4.4 },
    { retailer: MARKET, price: 84, servings: 90, quantity: '180 softgels', rating: 4.6 },
    { retailer: SHOP, price: 118, servings: 90, quantity: '180 softgels', rating: 4.8 },
    { retailer: HYPER, price: 69, servings: 30, quantity: '60 softgels', rating: 4.1 },
  ]),
  ...offersFor('vitamin-c', [
    { retailer: PHARMACY, price: 42, servings: 100, quantity: '100 tablets', rating: 4.5 },
    { retailer: QUICK, price: 45, servings: 100, quantity: '100 tablets', rating: 4.3 },
    { retailer: MARKET, price: 39, servings: 250, quantity: '250 tablets', rating: 4.7 },
    { retailer: HYPER, price: 40, servings: 60, quantity: '60 tablets', rating: 4.0 },
  ]),
  ...offersFor('zinc', [
    { retailer: PHARMACY, price: 44, servings: 100, quantity: '100 tablets', rating: 4.4 },
    { retailer: MARKET, price: 41, servings: 120, quantity: '120 tablets', rating: 4.6 },
    { retailer: SHOP, price: 57, servings: 240, quantity: '240 capsules', rating: 4.8 },
  ]),
  ...offersFor('vitamin-e', [
    { retailer: PHARMACY, price: 69, servings: 100, quantity: '100 softgels', rating: 4.3 },
    { retailer: MARKET, price: 63, servings: 100, quantity: '100 softgels', rating: 4.5 },
    { retailer: HYPER, price: 58, servings: 60, quantity: '60 softgels', rating: 4.0 },
  ]),
  ...offersFor('multivitamin', [
    { retailer: PHARMACY, price: 99, servings: 60, quantity: '60 tablets', rating: 4.5 },
    { retailer: QUICK, price: 105, servings: 60, quantity: '60 tablets', rating: 4.4 },
    { retailer: MARKET, price: 92, servings: 90, quantity: '90 tablets', rating: 4.6 },
    { retailer: SHOP, price: 135, servings: 120, quantity: '120 tablets', rating: 4.7 },
    { retailer: HYPER, price: 79, servings: 30, quantity: '30 tablets', rating: 4.1 },
  ]),
  ...offersFor('probiotics', [
    { retailer: PHARMACY, price: 129, servings: 30, quantity: '30 capsules', rating: 4.5 },
    { retailer: QUICK, price: 139, servings: 30, quantity: '30 capsules', rating: 4.4 },
    { retailer: MARKET, price: 119, servings: 60, quantity: '60 capsules', rating: 4.6 },
  ]),
  ...offersFor('ashwagandha', [
    { retailer: PHARMACY, price: 95, servings: 60, quantity: '60 capsules', rating: 4.4 },
    { retailer: MARKET, price: 88, servings: 90, quantity: '90 capsules', rating: 4.6 },
    { retailer: SHOP, price: 112, servings: 120, quantity: '120 capsules', rating: 4.7 },
  ]),
  ...offersFor('rhodiola-rosea', [
    { retailer: PHARMACY, price: 89, servings: 60, quantity: '60 capsules', rating: 4.3 },
    { retailer: MARKET, price: 76, servings: 60, quantity: '60 capsules', rating: 4.5, inStock: false },
  ]),
  ...offersFor('green-tea-extract', [
    { retailer: PHARMACY, price: 72, servings: 60, quantity: '60 capsules', rating: 4.2 },
    { retailer: MARKET, price: 68, servings: 90, quantity: '90 capsules', rating: 4.4 },
    { retailer: SHOP, price: 84, servings: 120, quantity: '120 capsules', rating: 4.6 },
  ]),
  ...offersFor('glucomannan', [
    { retailer: PHARMACY, price: 72, servings: 60, quantity: '180 capsules', rating: 4.1 },
    { retailer: MARKET, price: 65, servings: 60, quantity: '180 capsules', rating: 4.3 },
  ]),
  ...offersFor('coq10', [
    { retailer: PHARMACY, price: 149, servings: 60, quantity: '60 softgels', rating: 4.5 },
    { retailer: QUICK, price: 159, servings: 60, quantity: '60 softgels', rating: 4.4 },
    { retailer: MARKET, price: 138, servings: 120, quantity: '120 softgels', rating: 4.7 },
    { retailer: SHOP, price: 189, servings: 120, quantity: '120 softgels', rating: 4.8 },
  ]),
];

/** No listing has a verified product page yet: each points at its store's search for its own name. */
const listing = (supplement: string, retailerKey: string, productName: string, price: number, quantity: string): ListingSeed => ({
  supplement,
  retailerKey,
  productName,
  url: storeSearchUrl(retailerKey, productName),
  price,
  quantity,
  // Only the marketplace pays a referral fee (docs/requirements.md, "Data: products, retailers and prices").
  hasAffiliate: retailerKey === MARKET,
});
/** The master retail table (docs/requirements.md, "Data: products, retailers and prices"): 28 rows, mostly the marketplace, a few from two pharmacy chains. */
export const LISTINGS: ListingSeed[] = [
  listing('Vitamin D3', MARKET, 'Vitamin D3 2000 IU Softgels', 46.5, '360 softgels'),
  listing('Vitamin D3', MARKET, 'Vitamin D3 1000 IU Tablets', 38, '180 tablets'),
  listing('Vitamin D3', PHARMACY, 'Vitamin D3 2000 IU', 49, '120 softgels'),
  listing('Vitamin B12', MARKET, 'Methylcobalamin B12 1000 mcg Lozenges', 54, '90 lozenges'),
  listing('Vitamin B12', BINSINA, 'Vitamin B12 1000 mcg', 61, '60 tablets'),
  listing('Vitamin C', MARKET, 'Vitamin C 1000 mg with Rose Hips', 39, '250 tablets'),
  listing('Vitamin C', MARKET, 'Buffered Vitamin C 500 mg', 48, '120 capsules'),
  listing('Vitamin C', BINSINA, 'Vitamin C 1000 mg Effervescent', 40, '40 tablets'),
  listing('Omega-3 Fish Oil', MARKET, 'Omega-3 Fish Oil 1000 mg Triple Strength', 84, '180 softgels'),
  listing('Omega-3 Fish Oil', MARKET, 'Omega-3 Fish Oil Lemon Flavour', 99, '120 softgels'),
  listing('Omega-3 Fish Oil', PHARMACY, 'Omega-3 Fish Oil 1000 mg', 89, '120 softgels'),
  listing('Magnesium Glycinate', MARKET, 'Magnesium Glycinate 400 mg', 72, '180 capsules'),
  listing('Magnesium Glycinate', MARKET, 'Magnesium Bisglycinate Powder', 110, '250 g powder'),
  listing('Zinc', MARKET, 'Zinc Picolinate 50 mg', 41, '120 tablets'),
  listing('Zinc', BINSINA, 'Zinc 25 mg', 39, '60 tablets'),
  listing('Calcium with Vitamin D', MARKET, 'Calcium Citrate with Vitamin D3', 57, '180 tablets'),
  listing('Calcium with Vitamin D', PHARMACY, 'Calcium + Vitamin D3', 54, '120 tablets'),
  listing('Multivitamin', MARKET, "Women's Daily Multivitamin", 92, '90 tablets'),
  listing('Multivitamin', MARKET, "Men's Daily Multivitamin", 95, '90 tablets'),
  listing('Multivitamin', BINSINA, 'Complete Multivitamin A-Z', 99, '60 tablets'),
  listing('Ashwagandha', MARKET, 'Ashwagandha KSM-66 600 mg', 88, '90 capsules'),
  listing('Ashwagandha', MARKET, 'Organic Ashwagandha Root Powder', 74, '120 capsules'),
  listing('Probiotic', MARKET, 'Probiotic 50 Billion CFU', 119, '60 capsules'),
  listing('Probiotic', BINSINA, 'Probiotic Daily Balance', 129, '30 capsules'),
  listing('CoQ10', MARKET, 'CoQ10 200 mg Softgels', 138, '120 softgels'),
  listing('CoQ10', MARKET, 'Ubiquinol CoQ10 100 mg', 210, '60 softgels'),
  listing('Iron Bisglycinate', MARKET, 'Gentle Iron Bisglycinate 25 mg', 45, '180 capsules'),
  listing('Iron Bisglycinate', PHARMACY, 'Iron Bisglycinate 28 mg', 47, '90 capsules'),
];

/**
 * The fallback table (docs/requirements.md, "Data: products, retailers and prices"): marketplace items known only by their product code. Empty: the codes
 * first seeded here were made up, and a code is only ever one an admin has checked on the store.
 */
export const FALLBACK_ITEMS: FallbackSeed[] = [];

export const CATALOG_SEED: CatalogSeed = {
  version: CATALOG_SEED_VERSION,
  retailers: RETAILERS,
  offers: OFFERS,
  listings: LISTINGS,
  fallback: FALLBACK_ITEMS,
};
