/** Request and response shapes of the API (docs/requirements.md, "API: conventions"). Used by the API (DTOs implement them) and the store. */

export type UserRole = 'user' | 'admin';

export interface User {
  id: number;
  name: string | null;
  email: string;
  role: UserRole;
  /** False until the owner opens the link we e-mailed to this address (issue L). */
  emailVerified: boolean;
}

export interface CurrentUserResponse {
  success: boolean;
  user: User | null;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
}

export interface AuthResponse {
  success: boolean;
  user?: User;
  message?: string;
}

export interface CsrfTokenResponse {
  token: string;
}

export interface HealthResponse {
  status: 'ok' | 'error';
  db: 'up' | 'down';
}

/** The one error shape every non-2xx API response has. */
export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
}

export const TIMES_OF_DAY = [
  'morning',
  'breakfast',
  'lunch',
  'pre-workout',
  'post-workout',
  'dinner',
  'evening',
  'bedtime',
  'anytime',
] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface Recommendation {
  name: string;
  description: string;
  recommendationReason: string;
  timeOfDay?: TimeOfDay;
  evidenceUrl: string;
}

export const CHECK_IN_IMPROVEMENTS = ['energy', 'sleep', 'digestion', 'focus', 'mood', 'other'] as const;
export type CheckInImprovement = (typeof CHECK_IN_IMPROVEMENTS)[number];

export interface CheckIn {
  id?: number;
  date: string;
  energyLevel: number;
  sleepQuality: number;
  mood: number;
  adherence: number;
  sideEffects: string | null;
  improvements: CheckInImprovement[] | null;
  notes: string | null;
}

export interface CheckInsResponse {
  success: boolean;
  checkIns: CheckIn[];
  message?: string;
}

export interface LatestCheckInResponse {
  success: boolean;
  checkIn: CheckIn | null;
}

export interface FeedbackRequest {
  rating: number;
  comment: string;
  email: string;
}

export interface FeedbackEntry {
  id: number;
  rating: number;
  comment: string;
  email: string;
  timestamp: string;
}

/**
 * CSRF (synchronizer token): GET `CSRF_TOKEN_PATH` returns `{ token }` (CsrfTokenResponse); send it
 * as the `CSRF_HEADER` header on every POST/PUT/PATCH/DELETE under /api, login and register
 * included. Login and register regenerate the session, which drops the token: fetch a new one
 * after either succeeds. A missing or stale token gets 403 `{ message: 'Invalid CSRF token' }`.
 */
export const CSRF_TOKEN_PATH = '/api/csrf-token';
export const CSRF_HEADER = 'x-csrf-token';

/** PATCH /api/account/name → AuthResponse with the updated user. */
export interface UpdateNameRequest {
  name: string;
}

/** POST /api/account/password → SuccessResponse; signs out every other session of the user. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** DELETE /api/account → SuccessResponse; deletes every row of the user and ends all sessions. */
export interface DeleteAccountRequest {
  password: string;
}

export interface SuccessResponse {
  success: boolean;
}

/** GET /api/account/export: everything stored about the signed-in user, one key per module. */
export interface AccountExportResponse {
  success: boolean;
  exportedAt: string;
  data: {
    user: User & { createdAt: string; updatedAt: string };
    [module: string]: unknown;
  };
}

/**
 * POST /api/check-in (docs/requirements.md, "API: POST /api/check-in"). `userId` must be the signed-in user's. The server dates the
 * check-in with its own clock (issue L), so new clients send no `date`; old clients built to the
 * first contract may still send `checkIn.date`, which is accepted and ignored, whatever it holds,
 * never stored (issue N). Empty texts and an empty improvements list are stored as null.
 */
export interface SubmitCheckInRequest {
  userId: number;
  checkIn: CheckInSubmission;
}

export type CheckInSubmission = Omit<CheckIn, 'id' | 'date' | 'sideEffects' | 'improvements' | 'notes'> & {
  sideEffects?: string | null;
  improvements?: CheckInImprovement[] | null;
  notes?: string | null;
};

export interface SubmitCheckInResponse {
  success: boolean;
  checkIn: CheckIn;
}

/**
 * POST /api/feedback rules (docs/requirements.md, "API: POST /api/feedback"). The requirements leave the bounds and message of the rating check open; these
 * are ours. Comment and e-mail are optional and trimmed; an empty e-mail is allowed.
 */
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;
export const FEEDBACK_VALIDATION = {
  rating: 'Rating must be a whole number from 1 to 5',
  comment: 'Comment must be text',
  commentTooLong: 'Comment must be at most 2,000 characters',
  email: 'Please enter a valid email address',
} as const;

/**
 * GET /api/feedback/view (admins only) → FeedbackEntry[] newest first. `rating` keeps one star
 * value; `format=csv` answers a spreadsheet download of the same rows instead.
 */
export interface FeedbackViewQuery {
  rating?: number;
  format?: 'json' | 'csv';
}
export const FEEDBACK_VIEW_PATH = '/api/feedback/view';

// Appended with the catalog block below (imports are hoisted, so its place in the file does not matter).
import type { EvidenceGrade } from './quiz';

/** Product pages (docs/requirements.md, "Route: /products/:id", "Data: products, retailers and prices"): retailers, prices and ratings served by the catalog API. */
export const RETAILER_KINDS = ['pharmacy_chain', 'quick_delivery', 'marketplace', 'international_shop', 'hypermarket'] as const;
export type RetailerKind = (typeof RETAILER_KINDS)[number];

/** One retailer's price for a product. `price` is a two-decimal string ('49.00') in `currency`. */
export interface ProductPriceEntry {
  retailerKey: string;
  retailer: string;
  kind: RetailerKind;
  /** Key of the retailer's logo (the front end maps it to an image). */
  logo: string;
  price: string;
  currency: 'AED';
  inStock: boolean;
  deliveryTime: string;
  /** 0–5, one decimal. */
  rating: number;
  servings: number | null;
  quantity: string | null;
  pricePerServing: string | null;
  /** 'YYYY-MM-DD' (Gulf day) a person or a feed import last checked the price on the store; null when no one has. */
  checkedAt: string | null;
  /** `checkedAt` against today under the one rule of `@sahha/contracts/price-freshness`: only a fresh price can be the Best Deal. */
  freshness: PriceFreshness;
  /** Where 'Shop Now' / 'Visit' ends up: a verified product page, else the store's own search (docs/requirements.md, "Data: products, retailers and prices"). */
  outboundUrl: string;
  /** What the page links to: `outboundClickPath(retailerKey, productId)`, which counts the click and redirects to `outboundUrl`. */
  clickUrl: string;
  /** True when `outboundUrl` carries an affiliate parameter (the link is then marked rel="sponsored"). */
  sponsored: boolean;
  affiliateProgram: 'amazon' | null;
}

/** 'fresh': checked in the last 30 days; 'stale': longer ago, possibly out of date; 'unchecked': never checked. */
export type PriceFreshness = 'fresh' | 'stale' | 'unchecked';

/** One store of the retailer table (GET /api/retailers, public). */
export interface RetailerSummary {
  key: string;
  name: string;
  kind: RetailerKind;
  logo: string;
  /** The store's home page; links to the store go to this host only. */
  siteUrl: string;
}

export interface RetailersResponse {
  success: boolean;
  retailers: RetailerSummary[];
}

/** Clicks on one store's link for one product (GET /api/outbound-clicks, admins only). */
export interface OutboundClickCount {
  retailerKey: string;
  retailer: string;
  productId: string;
  clicks: number;
  /** First and last Gulf calendar day ('YYYY-MM-DD') with a counted click. */
  firstDay: string;
  lastDay: string;
}

export interface OutboundClicksResponse {
  success: boolean;
  /** Most clicked first. */
  clicks: OutboundClickCount[];
  /** Per store, most clicked first. */
  byRetailer: { retailerKey: string; retailer: string; clicks: number }[];
}

export interface ProductRatingSummary {
  /** One decimal, null while nobody has rated. */
  average: number | null;
  count: number;
}

export interface ProductSource {
  title: string;
  url: string;
}

/** GET /api/products/{id} (public); 404 { message: 'Product not found' } when nothing matches. */
export interface ProductDetail {
  /** The key the lookup resolved to (may differ from the requested id). */
  id: string;
  name: string;
  description: string;
  timeOfDay: TimeOfDay;
  benefits: string[];
  recommendedDosage: string;
  cautions: string[];
  scientificEvidence: string;
  evidenceUrl: string;
  evidenceGrade: EvidenceGrade;
  sources: ProductSource[];
  /** Every retailer's offer, ascending price. */
  pricing: ProductPriceEntry[];
  bestDeal: ProductPriceEntry | null;
  /** `pricing` without the best deal (and without the marketplace when it is the best deal). */
  otherRetailers: ProductPriceEntry[];
  /**
   * The retailer key of the cheapest fresh in-stock offer when that is not the Best Deal (it is then
   * in `otherRetailers`, marked "Lowest price"); null when the Best Deal is that offer or there is none.
   */
  lowestPriceRetailerKey: string | null;
  ratingSummary: ProductRatingSummary;
}

export interface ProductSummary {
  id: string;
  name: string;
  description: string;
  timeOfDay: TimeOfDay;
  lowestPrice: string | null;
  bestDeal: Pick<ProductPriceEntry, 'retailer' | 'kind' | 'price' | 'inStock'> | null;
}

/** One product of a plan priced for GET /api/plan-cost (docs/requirements.md, "Data: plan cost"). */
export interface PlanCostItem {
  productId: string;
  /** Pack servings a day for the recommended dose. */
  servingsPerDay: number;
  /** AED a day ('0.41') from the fresh in-stock offer with a known pack size that costs least a day; null when there is none. */
  perDay: string | null;
  /** That offer; null with `perDay`. */
  offer: { retailerKey: string; retailer: string; price: string; servingsPerPack: number; checkedAt: string } | null;
}

/** GET /api/plan-cost?products=a,b (public). Totals count only the items with a price; `unpriced` names the rest. */
export interface PlanCostResponse {
  success: boolean;
  items: PlanCostItem[];
  perDay: string | null;
  /** 30 days of `perDay`. */
  perMonth: string | null;
  unpriced: string[];
}

/** GET /api/products (public). */
export interface ProductsResponse {
  success: boolean;
  products: ProductSummary[];
}

export const PRODUCT_RATING_TEXT_MAX_LENGTH = 1000;
export const PRODUCT_RATING_VALIDATION = {
  rating: 'Please select a star rating.',
  text: 'Review text must be at most 1,000 characters',
} as const;

/** POST /api/products/{id}/ratings (signed in; one per user and product, re-rating updates it). */
export interface ProductRatingRequest {
  rating: number;
  text?: string;
}

export interface ProductRatingResponse {
  success: boolean;
  ratingSummary: ProductRatingSummary;
}

export interface MyProductRating {
  rating: number;
  text: string;
  updatedAt: string;
}

/** GET /api/products/{id}/ratings (public); `myRating` is null for visitors. */
export interface ProductRatingsResponse {
  success: boolean;
  ratingSummary: ProductRatingSummary;
  myRating: MyProductRating | null;
}

/**
 * Contact form (docs/requirements.md, "Route: /contact"): POST /api/contact, public and throttled per IP.
 * The form and the API share these bounds and messages; every text field is trimmed, the e-mail is
 * also lower-cased.
 */
export const CONTACT_TOPICS = ['general', 'privacy', 'account', 'partnership', 'press'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General question',
  privacy: 'Privacy and my data',
  account: 'My account',
  partnership: 'Partnerships',
  press: 'Press',
};
export const CONTACT_NAME_MIN_LENGTH = 2;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_VALIDATION = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  topic: 'Please choose a topic',
  messageTooShort: 'Please write at least 10 characters',
  messageTooLong: 'Message must be at most 2,000 characters',
} as const;
export const CONTACT_SUPPORT_EMAIL = 'support@sahha.ae';
export const CONTACT_PRIVACY_EMAIL = 'privacy@sahha.ae';

export interface ContactRequest {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

/** GET /api/contact/messages (admins only) → ContactMessage[] newest first. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  timestamp: string;
}
export const CONTACT_MESSAGES_PATH = '/api/contact/messages';

/** GET /api/research (public): every source the product cites, grouped by supplement (issue I). */
export interface ResearchEntry {
  key: string;
  name: string;
  evidenceGrade: EvidenceGrade;
  evidenceBasis: string;
  evidenceUrl: string;
  sources: ProductSource[];
}

export interface ResearchResponse {
  success: boolean;
  supplements: ResearchEntry[];
}
