/**
 * The admin Catalog area (issue M, item 2): offers per product and store, edited by hand or
 * imported from a merchant's product feed (Google Merchant Center format), every change recorded
 * with who and when. Only admins reach these calls (docs/requirements.md, "API: admin catalog").
 * A subpath entry: only mf-admin, the API and tests load it, never the first page load.
 */

/** Bounds of an offer, checked by the API and the admin form alike. */
export const OFFER_LIMITS = {
  /** AED, two decimals. */
  priceMin: 0.01,
  priceMax: 99_999.99,
  deliveryTimeMax: 30,
  urlMax: 500,
  /** Servings in one pack, each one dose of the recommended dosage (docs/requirements.md, "Data: plan cost"). */
  servingsMax: 1000,
} as const;

/** A merchant feed is read in memory: at most this many characters (about 10,000 rows) per import. */
export const FEED_MAX_CHARACTERS = 5_000_000;
export const FEED_MAX_ROWS = 20_000;

/** Field messages of the offer form and the offer calls (400 `{ errors: [{ field, message }] }`). */
export const OFFER_MESSAGES = {
  price: `Enter a price in AED between ${OFFER_LIMITS.priceMin} and ${OFFER_LIMITS.priceMax.toLocaleString('en-US')}, with at most two decimals`,
  deliveryTime: `Enter a delivery time of at most ${OFFER_LIMITS.deliveryTimeMax} characters, such as "1-2 days"`,
  url: "Enter an https link to a product page on the store's own site",
  servings: `Enter the servings in one pack: a whole number from 1 to ${OFFER_LIMITS.servingsMax.toLocaleString('en-US')}`,
  productKey: 'Choose one of our products',
  retailerKey: 'Choose one of the stores',
  duplicate: 'This store already has an offer for this product',
} as const;

/** Who wrote a change: an admin in the Catalog area, a feed import there, or the command-line import. */
export const OFFER_CHANGE_SOURCES = ['edit', 'feed', 'cli'] as const;
export type OfferChangeSource = (typeof OFFER_CHANGE_SOURCES)[number];

/** One offer as the Catalog area lists and edits it. */
export interface AdminOffer {
  id: number;
  productKey: string;
  retailerKey: string;
  /** AED, a number with at most two decimals. */
  price: number;
  inStock: boolean;
  /** The offer's own delivery time; null shows the store's usual one. */
  deliveryTime: string | null;
  /** A verified product page on the store; null links to the store's own search. */
  url: string | null;
  /** 'YYYY-MM-DD' (Gulf time) of the last check by a person or an import; null until then. */
  checkedAt: string | null;
  /** Servings in one pack (one dose of the recommended dosage each); null while unknown: the plan cost cannot use the offer. */
  servings: number | null;
}

/** GET /api/admin/catalog: every offer, with the products and stores an offer can name. */
export interface AdminCatalogResponse {
  offers: AdminOffer[];
  products: { key: string; name: string }[];
  retailers: { key: string; name: string; siteUrl: string; deliveryTime: string }[];
}

/** POST /api/admin/catalog/offers: a new offer; PATCH /api/admin/catalog/offers/:id takes any of its fields but the keys. */
export interface OfferInput {
  productKey: string;
  retailerKey: string;
  price: number;
  inStock: boolean;
  deliveryTime?: string | null;
  url?: string | null;
  /** Servings in one pack; null clears it. */
  servings?: number | null;
}

export type OfferPatch = Partial<Pick<OfferInput, 'price' | 'inStock' | 'deliveryTime' | 'url' | 'servings'>>;

/** One recorded change of an offer: what it became, who made it and when. */
export interface OfferChange {
  id: number;
  offerId: number;
  productKey: string;
  retailerKey: string;
  price: number;
  inStock: boolean;
  /** ISO instant. */
  changedAt: string;
  source: OfferChangeSource;
  /** The admin's e-mail for 'edit' and 'feed'; the job's name for 'cli'. */
  changedBy: string;
}

/** GET /api/admin/catalog/changes?productKey=&retailerKey=: newest first, at most 200. */
export interface OfferChangesResponse {
  changes: OfferChange[];
}

/** POST /api/admin/catalog/feed/preview and /apply: the feed of one store, as text (TSV, CSV or XML). */
export interface FeedImportRequest {
  retailerKey: string;
  content: string;
  /** Feed item id → our product key (null: leave the item out). Confirms new matches; apply uses only these and the confirmed ones of earlier imports. */
  matches?: Record<string, string | null>;
}

/** A row the feed could not give: its line (1 = the first data row) and why, in words an admin can act on. */
export interface FeedRowError {
  row: number;
  field: string;
  message: string;
}

export type FeedMatchState = 'confirmed' | 'suggested' | 'none';
export type FeedRowChange = 'new-offer' | 'changed' | 'unchanged' | 'not-imported';

/** One readable feed row: what it says, which of our products it is, and what applying it would do. */
export interface FeedRowPreview {
  row: number;
  feedId: string;
  title: string;
  link: string;
  /** AED. */
  price: number;
  inStock: boolean;
  gtin?: string;
  brand?: string;
  /** Our product: confirmed by an admin before, suggested from the title, or none. */
  productKey: string | null;
  match: FeedMatchState;
  change: FeedRowChange;
}

export interface FeedPreviewResponse {
  format: 'tsv' | 'csv' | 'xml';
  rows: FeedRowPreview[];
  errors: FeedRowError[];
}

/** POST /api/admin/catalog/feed/apply: all or nothing. With any row error nothing is written (400 with the errors). */
export interface FeedApplyResponse {
  created: number;
  updated: number;
  unchanged: number;
  notImported: number;
}
