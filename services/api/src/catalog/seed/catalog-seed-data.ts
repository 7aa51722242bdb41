import type { RetailerKind, TimeOfDay } from '@sahha/contracts';

import type { ProductKey } from '../knowledge';
import { MARKETPLACE_RETAILER_KEY, marketplaceProductUrl } from '../pricing/marketplace-link';

/**
 * Reference data the API seeds at start (never bundled in the client). Retailers other than the
 * marketplace are invented UAE names without real trademarks, and their shops live on the
 * reserved `.example` domain until real partners are signed. Prices are realistic AED amounts.
 *
 * Versioned: a database receives each row once, in the first start whose CATALOG_SEED_VERSION is
 * newer than the version it recorded; rows already there (edited or deleted by an operator) are
 * never written again. So a new row gets `since: <the next version>` and the version goes up by
 * one, while a change to an existing row here, or its removal, reaches new databases only.
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
}

export interface OfferSeed extends SeedRow {
  productKey: ProductKey;
  retailerKey: string;
  price: number;
  url: string;
  affiliateUrl: string | null;
  affiliateProgram: 'amazon' | null;
  inStock: boolean;
  rating: number;
  servings: number;
  quantity: string;
  checkedAt: string;
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

const PHARMACY = 'al-shifa-pharmacy';
const QUICK = 'quickcart-uae';
const MARKET = MARKETPLACE_RETAILER_KEY;
const SHOP = 'vitaglobal-shop';
const HYPER = 'oasis-hypermarket';
const MEDIPOINT = 'medipoint-pharmacy';
const WELLCARE = 'wellcare-pharmacy';

/** Spec §3 delivery times per kind of retailer. */
export const RETAILERS: RetailerSeed[] = [
  { key: PHARMACY, name: 'Al Shifa Pharmacy', kind: 'pharmacy_chain', deliveryTime: '1-2 days', logo: PHARMACY },
  { key: QUICK, name: 'QuickCart UAE', kind: 'quick_delivery', deliveryTime: 'Same day', logo: QUICK },
  { key: MARKET, name: 'Amazon.ae', kind: 'marketplace', deliveryTime: '1-3 days', logo: MARKET },
  { key: SHOP, name: 'VitaGlobal Shop', kind: 'international_shop', deliveryTime: '3-5 days', logo: SHOP },
  { key: HYPER, name: 'Oasis Hypermarket', kind: 'hypermarket', deliveryTime: '2-3 days', logo: HYPER },
  { key: MEDIPOINT, name: 'MediPoint Pharmacy', kind: 'pharmacy_chain', deliveryTime: '1-2 days', logo: MEDIPOINT },
  { key: WELLCARE, name: 'WellCare Pharmacy', kind: 'pharmacy_chain', deliveryTime: '1-2 days', logo: WELLCARE },
];

const SHOP_HOSTS: Record<string, string> = {
  [PHARMACY]: 'https://www.alshifa-pharmacy.example',
  [QUICK]: 'https://www.quickcart-uae.example',
  [SHOP]: 'https://www.vitaglobal-shop.example',
  [HYPER]: 'https://www.oasis-hypermarket.example',
  [MEDIPOINT]: 'https://www.medipoint-pharmacy.example',
  [WELLCARE]: 'https://www.wellcare-pharmacy.example',
};

const CHECKED_AT = '2026-11-16';

interface OfferLine {
  retailer: string;
  price: number;
  servings: number;
  quantity: string;
  rating: number;
  inStock?: boolean;
  /** Marketplace product code. */
  code?: string;
}

function offersFor(productKey: ProductKey, lines: OfferLine[]): OfferSeed[] {
  return lines.map(({ retailer, price, servings, quantity, rating, inStock = true, code }) => {
    const marketplace = retailer === MARKET;
    const url = marketplace ? marketplaceProductUrl(code ?? '') : `${SHOP_HOSTS[retailer]}/products/${productKey}`;
    return {
      productKey,
      retailerKey: retailer,
      price,
      url,
      // The international shop runs its own referral programme; the marketplace link is built from the tag.
      affiliateUrl: retailer === SHOP ? `${url}?ref=sahha` : null,
      affiliateProgram: marketplace ? 'amazon' : null,
      inStock,
      rating,
      servings,
      quantity,
      checkedAt: CHECKED_AT,
    };
  });
}

export const OFFERS: OfferSeed[] = [
  ...offersFor('vitamin-d', [
    { retailer: PHARMACY, price: 49, servings: 120, quantity: '120 softgels', rating: 4.6 },
    { retailer: QUICK, price: 55, servings: 120, quantity: '120 softgels', rating: 4.4 },
    { retailer: MARKET, price: 46.5, servings: 360, quantity: '360 softgels', rating: 4.7, code: 'B08D3VITD1' },
    { retailer: SHOP, price: 62, servings: 250, quantity: '250 softgels', rating: 4.8 },
    { retailer: HYPER, price: 44, servings: 60, quantity: '60 tablets', rating: 4.2, inStock: false },
  ]),
  ...offersFor('vitamin-b12', [
    { retailer: PHARMACY, price: 58, servings: 60, quantity: '60 lozenges', rating: 4.5 },
    { retailer: QUICK, price: 63, servings: 60, quantity: '60 lozenges', rating: 4.3 },
    { retailer: MARKET, price: 54, servings: 90, quantity: '90 lozenges', rating: 4.6, code: 'B07B12MTH2' },
  ]),
  ...offersFor('b-complex', [
    { retailer: PHARMACY, price: 65, servings: 60, quantity: '60 capsules', rating: 4.4 },
    { retailer: MARKET, price: 59, servings: 100, quantity: '100 capsules', rating: 4.5, code: 'B09BCPLX01' },
    { retailer: HYPER, price: 52, servings: 60, quantity: '60 tablets', rating: 4.1 },
  ]),
  ...offersFor('folate', [
    { retailer: PHARMACY, price: 38, servings: 90, quantity: '90 tablets', rating: 4.5 },
    { retailer: MARKET, price: 41, servings: 120, quantity: '120 tablets', rating: 4.6, code: 'B07FOLIC03', inStock: false },
  ]),
  ...offersFor('iron', [
    { retailer: PHARMACY, price: 47, servings: 90, quantity: '90 capsules', rating: 4.4 },
    { retailer: QUICK, price: 52, servings: 90, quantity: '90 capsules', rating: 4.2 },
    { retailer: MARKET, price: 45, servings: 180, quantity: '180 capsules', rating: 4.6, code: 'B08IRONBG4' },
  ]),
  ...offersFor('calcium-with-vitamin-d', [
    { retailer: PHARMACY, price: 54, servings: 60, quantity: '120 tablets', rating: 4.3 },
    { retailer: MARKET, price: 57, servings: 90, quantity: '180 tablets', rating: 4.5, code: 'B07CALD3K5' },
    { retailer: HYPER, price: 42, servings: 50, quantity: '100 tablets', rating: 4.0 },
  ]),
  ...offersFor('magnesium', [
    { retailer: PHARMACY, price: 79, servings: 60, quantity: '120 capsules', rating: 4.6 },
    { retailer: QUICK, price: 85, servings: 60, quantity: '120 capsules', rating: 4.5 },
    { retailer: MARKET, price: 72, servings: 90, quantity: '180 capsules', rating: 4.7, code: 'B08MAGGLY6' },
    { retailer: SHOP, price: 96, servings: 90, quantity: '180 capsules', rating: 4.8 },
  ]),
  ...offersFor('omega-3', [
    { retailer: PHARMACY, price: 89, servings: 60, quantity: '120 softgels', rating: 4.5 },
    { retailer: QUICK, price: 95, servings: 60, quantity: '120 softgels', rating: 4.4 },
    { retailer: MARKET, price: 84, servings: 90, quantity: '180 softgels', rating: 4.6, code: 'B07OMEGA37' },
    { retailer: SHOP, price: 118, servings: 90, quantity: '180 softgels', rating: 4.8 },
    { retailer: HYPER, price: 69, servings: 30, quantity: '60 softgels', rating: 4.1 },
  ]),
  ...offersFor('vitamin-c', [
    { retailer: PHARMACY, price: 42, servings: 100, quantity: '100 tablets', rating: 4.5 },
    { retailer: QUICK, price: 45, servings: 100, quantity: '100 tablets', rating: 4.3 },
    { retailer: MARKET, price: 39, servings: 250, quantity: '250 tablets', rating: 4.7, code: 'B08VITC1K8' },
    { retailer: HYPER, price: 40, servings: 60, quantity: '60 tablets', rating: 4.0 },
  ]),
  ...offersFor('zinc', [
    { retailer: PHARMACY, price: 44, servings: 100, quantity: '100 tablets', rating: 4.4 },
    { retailer: MARKET, price: 41, servings: 120, quantity: '120 tablets', rating: 4.6, code: 'B07ZINCPC9' },
    { retailer: SHOP, price: 57, servings: 240, quantity: '240 capsules', rating: 4.8 },
  ]),
  ...offersFor('vitamin-e', [
    { retailer: PHARMACY, price: 69, servings: 100, quantity: '100 softgels', rating: 4.3 },
    { retailer: MARKET, price: 63, servings: 100, quantity: '100 softgels', rating: 4.5, code: 'B09VITE400' },
    { retailer: HYPER, price: 58, servings: 60, quantity: '60 softgels', rating: 4.0 },
  ]),
  ...offersFor('multivitamin', [
    { retailer: PHARMACY, price: 99, servings: 60, quantity: '60 tablets', rating: 4.5 },
    { retailer: QUICK, price: 105, servings: 60, quantity: '60 tablets', rating: 4.4 },
    { retailer: MARKET, price: 92, servings: 90, quantity: '90 tablets', rating: 4.6, code: 'B08MULTIV1' },
    { retailer: SHOP, price: 135, servings: 120, quantity: '120 tablets', rating: 4.7 },
    { retailer: HYPER, price: 79, servings: 30, quantity: '30 tablets', rating: 4.1 },
  ]),
  ...offersFor('probiotics', [
    { retailer: PHARMACY, price: 129, servings: 30, quantity: '30 capsules', rating: 4.5 },
    { retailer: QUICK, price: 139, servings: 30, quantity: '30 capsules', rating: 4.4 },
    { retailer: MARKET, price: 119, servings: 60, quantity: '60 capsules', rating: 4.6, code: 'B07PROBI50' },
  ]),
  ...offersFor('ashwagandha', [
    { retailer: PHARMACY, price: 95, servings: 60, quantity: '60 capsules', rating: 4.4 },
    { retailer: MARKET, price: 88, servings: 90, quantity: '90 capsules', rating: 4.6, code: 'B08ASHKSM6' },
    { retailer: SHOP, price: 112, servings: 120, quantity: '120 capsules', rating: 4.7 },
  ]),
  ...offersFor('rhodiola-rosea', [
    { retailer: PHARMACY, price: 89, servings: 60, quantity: '60 capsules', rating: 4.3 },
    { retailer: MARKET, price: 76, servings: 60, quantity: '60 capsules', rating: 4.5, code: 'B09RHODIO3', inStock: false },
  ]),
  ...offersFor('green-tea-extract', [
    { retailer: PHARMACY, price: 72, servings: 60, quantity: '60 capsules', rating: 4.2 },
    { retailer: MARKET, price: 68, servings: 90, quantity: '90 capsules', rating: 4.4, code: 'B08GTEAEX5' },
    { retailer: SHOP, price: 84, servings: 120, quantity: '120 capsules', rating: 4.6 },
  ]),
  ...offersFor('glucomannan', [
    { retailer: PHARMACY, price: 72, servings: 60, quantity: '180 capsules', rating: 4.1 },
    { retailer: MARKET, price: 65, servings: 60, quantity: '180 capsules', rating: 4.3, code: 'B07GLUCOM2' },
  ]),
  ...offersFor('coq10', [
    { retailer: PHARMACY, price: 149, servings: 60, quantity: '60 softgels', rating: 4.5 },
    { retailer: QUICK, price: 159, servings: 60, quantity: '60 softgels', rating: 4.4 },
    { retailer: MARKET, price: 138, servings: 120, quantity: '120 softgels', rating: 4.7, code: 'B08COQ1010' },
    { retailer: SHOP, price: 189, servings: 120, quantity: '120 softgels', rating: 4.8 },
  ]),
];

const listing = (supplement: string, retailerKey: string, productName: string, url: string, price: number, quantity: string): ListingSeed => ({
  supplement,
  retailerKey,
  productName,
  url,
  price,
  quantity,
  // Only the marketplace pays a referral fee (spec §3).
  hasAffiliate: retailerKey === MARKET,
});
const market = (code: string) => marketplaceProductUrl(code);
const pharmacy = (retailerKey: string, slug: string) => `${SHOP_HOSTS[retailerKey]}/products/${slug}`;

/** Spec §3 master retail table: 28 rows, mostly the marketplace, a few from three pharmacies. */
export const LISTINGS: ListingSeed[] = [
  listing('Vitamin D3', MARKET, 'Vitamin D3 2000 IU Softgels', market('B08D3VITD1'), 46.5, '360 softgels'),
  listing('Vitamin D3', MARKET, 'Vitamin D3 1000 IU Tablets', market('B07D3K1000'), 38, '180 tablets'),
  listing('Vitamin D3', PHARMACY, 'Vitamin D3 2000 IU', pharmacy(PHARMACY, 'vitamin-d3-2000'), 49, '120 softgels'),
  listing('Vitamin B12', MARKET, 'Methylcobalamin B12 1000 mcg Lozenges', market('B07B12MTH2'), 54, '90 lozenges'),
  listing('Vitamin B12', MEDIPOINT, 'Vitamin B12 1000 mcg', pharmacy(MEDIPOINT, 'vitamin-b12-1000'), 61, '60 tablets'),
  listing('Vitamin C', MARKET, 'Vitamin C 1000 mg with Rose Hips', market('B08VITC1K8'), 39, '250 tablets'),
  listing('Vitamin C', MARKET, 'Buffered Vitamin C 500 mg', market('B09VITC500'), 48, '120 capsules'),
  listing('Vitamin C', WELLCARE, 'Vitamin C 1000 mg Effervescent', pharmacy(WELLCARE, 'vitamin-c-effervescent'), 40, '40 tablets'),
  listing('Omega-3 Fish Oil', MARKET, 'Omega-3 Fish Oil 1000 mg Triple Strength', market('B07OMEGA37'), 84, '180 softgels'),
  listing('Omega-3 Fish Oil', MARKET, 'Omega-3 Fish Oil Lemon Flavour', market('B08OMEGAL2'), 99, '120 softgels'),
  listing('Omega-3 Fish Oil', PHARMACY, 'Omega-3 Fish Oil 1000 mg', pharmacy(PHARMACY, 'omega-3-1000'), 89, '120 softgels'),
  listing('Magnesium Glycinate', MARKET, 'Magnesium Glycinate 400 mg', market('B08MAGGLY6'), 72, '180 capsules'),
  listing('Magnesium Glycinate', MARKET, 'Magnesium Bisglycinate Powder', market('B09MAGPWD4'), 110, '250 g powder'),
  listing('Zinc', MARKET, 'Zinc Picolinate 50 mg', market('B07ZINCPC9'), 41, '120 tablets'),
  listing('Zinc', MEDIPOINT, 'Zinc 25 mg', pharmacy(MEDIPOINT, 'zinc-25'), 39, '60 tablets'),
  listing('Calcium with Vitamin D', MARKET, 'Calcium Citrate with Vitamin D3', market('B07CALD3K5'), 57, '180 tablets'),
  listing('Calcium with Vitamin D', PHARMACY, 'Calcium + Vitamin D3', pharmacy(PHARMACY, 'calcium-d3'), 54, '120 tablets'),
  listing('Multivitamin', MARKET, "Women's Daily Multivitamin", market('B08MULTIV1'), 92, '90 tablets'),
  listing('Multivitamin', MARKET, "Men's Daily Multivitamin", market('B08MULTIM2'), 95, '90 tablets'),
  listing('Multivitamin', WELLCARE, 'Complete Multivitamin A-Z', pharmacy(WELLCARE, 'multivitamin-a-z'), 99, '60 tablets'),
  listing('Ashwagandha', MARKET, 'Ashwagandha KSM-66 600 mg', market('B08ASHKSM6'), 88, '90 capsules'),
  listing('Ashwagandha', MARKET, 'Organic Ashwagandha Root Powder', market('B09ASHROOT'), 74, '120 capsules'),
  listing('Probiotic', MARKET, 'Probiotic 50 Billion CFU', market('B07PROBI50'), 119, '60 capsules'),
  listing('Probiotic', MEDIPOINT, 'Probiotic Daily Balance', pharmacy(MEDIPOINT, 'probiotic-daily'), 129, '30 capsules'),
  listing('CoQ10', MARKET, 'CoQ10 200 mg Softgels', market('B08COQ1010'), 138, '120 softgels'),
  listing('CoQ10', MARKET, 'Ubiquinol CoQ10 100 mg', market('B09UBIQ100'), 210, '60 softgels'),
  listing('Iron Bisglycinate', MARKET, 'Gentle Iron Bisglycinate 25 mg', market('B08IRONBG4'), 45, '180 capsules'),
  listing('Iron Bisglycinate', PHARMACY, 'Iron Bisglycinate 28 mg', pharmacy(PHARMACY, 'iron-bisglycinate'), 47, '90 capsules'),
];

/** Spec §3 fallback table: nine marketplace items for products the master table does not list. */
export const FALLBACK_ITEMS: FallbackSeed[] = [
  { code: 'B09BCPLX01', name: 'Vitamin B-Complex', description: 'All eight B vitamins in one daily capsule.', timeOfDay: 'breakfast', price: 59, inStock: true },
  { code: 'B07FOLIC03', name: 'Folic Acid', description: 'Folic acid 400 mcg for women planning a pregnancy.', timeOfDay: 'breakfast', price: 41, inStock: false },
  { code: 'B08GTEAEX5', name: 'Green Tea Extract', description: 'Standardised green tea catechins (EGCG).', timeOfDay: 'morning', price: 68, inStock: true },
  { code: 'B09VITE400', name: 'Vitamin E 400 IU', description: 'Natural vitamin E as d-alpha tocopherol.', timeOfDay: 'dinner', price: 63, inStock: true },
  { code: 'B08TURMER7', name: 'Turmeric Curcumin', description: 'Curcumin with black pepper extract.', timeOfDay: 'lunch', price: 79, inStock: true },
  { code: 'B09COLLAG2', name: 'Collagen Peptides', description: 'Hydrolysed bovine collagen powder.', timeOfDay: 'anytime', price: 145, inStock: true },
  { code: 'B07D3K5000', name: 'Vitamin D3 5000 IU', description: 'High-strength vitamin D3 softgels.', timeOfDay: 'breakfast', price: 52, inStock: true },
  { code: 'B07ZINC50X', name: 'Zinc Picolinate', description: 'Zinc picolinate 50 mg tablets.', timeOfDay: 'dinner', price: 43, inStock: true },
  { code: 'B08OMEGA1K', name: 'Omega-3 Fish Oil', description: 'Fish oil 1000 mg softgels.', timeOfDay: 'lunch', price: 86, inStock: true },
];

export const CATALOG_SEED: CatalogSeed = {
  version: CATALOG_SEED_VERSION,
  retailers: RETAILERS,
  offers: OFFERS,
  listings: LISTINGS,
  fallback: FALLBACK_ITEMS,
};
