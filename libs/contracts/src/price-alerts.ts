/**
 * Price history and price-drop alerts (issue M items 4 and 6): the shapes of their calls, their
 * limits and the texts the product page, the account page, the unsubscribe page and the API share
 * (docs/requirements.md, "API: GET /api/products/:id/price-history" and "API: price alerts").
 * A subpath entry: the first load of `/` never carries it.
 */

/** The price history looks back this many days. */
export const PRICE_HISTORY_DAYS = 90;
/** At most this many recorded states per store in one answer (the newest are kept). */
export const PRICE_HISTORY_MAX_POINTS = 200;

/** One recorded state of a store's offer: its price from `at` on, until the next point. */
export interface PriceHistoryPoint {
  /** ISO instant of the change; the first point may be the window's start (the state carried into it). */
  at: string;
  /** AED, a number with at most two decimals. */
  price: number;
  inStock: boolean;
}

export interface PriceHistoryStore {
  retailerKey: string;
  retailerName: string;
  /** Oldest first; never empty. */
  points: PriceHistoryPoint[];
  /** The newest point is in stock, no recorded price in the window was lower, and the record covers the whole window. */
  lowestInWindow: boolean;
}

/** GET /api/products/:id/price-history (public). */
export interface PriceHistoryResponse {
  productId: string;
  days: number;
  /** ISO instant the window starts. */
  since: string;
  /** Stores with a recorded price in the window (or carried into it), by name. */
  stores: PriceHistoryStore[];
}

export const PRICE_ALERT_LIMITS = {
  /** AED, two decimals. */
  thresholdMin: 0.01,
  thresholdMax: 99_999.99,
} as const;

export const PRICE_ALERT_API = {
  alerts: '/api/price-alerts',
  unsubscribe: '/api/price-alerts/unsubscribe',
  /**
   * Where a mail client's own "Unsubscribe" button POSTs (RFC 8058 one-click), the token in the
   * query: it comes with no session and no CSRF token, the token being the only authority, and
   * the request log keeps no query value.
   */
  oneClickUnsubscribe: '/api/price-alerts/unsubscribe/one-click',
} as const;

/** The one-click unsubscribe address of an alert e-mail's `List-Unsubscribe` header. */
export function priceAlertOneClickUnsubscribeUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${PRICE_ALERT_API.oneClickUnsubscribe}?token=${encodeURIComponent(token)}`;
}

/**
 * An alert e-mail's unsubscribe link opens the alert's product page with the token in the fragment
 * (`/products/zinc#unsubscribe=…`): no new route (the route table ships in the first load), and
 * the token never reaches a server log or a Referer.
 */
export const PRICE_ALERT_UNSUBSCRIBE_PARAM = 'unsubscribe';

export function priceAlertUnsubscribeLink(publicBaseUrl: string, productKey: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/products/${encodeURIComponent(productKey)}#${PRICE_ALERT_UNSUBSCRIBE_PARAM}=${encodeURIComponent(token)}`;
}

/** The unsubscribe token of a page's `location.hash`; null when there is none. */
export function unsubscribeTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(PRICE_ALERT_UNSUBSCRIBE_PARAM);
  return token && token.trim() !== '' ? token.trim() : null;
}

/** One alert as its owner sees it (account page, export). */
export interface PriceAlert {
  id: number;
  productId: string;
  productName: string;
  /** AED: an e-mail goes when a fresh in-stock offer drops below it. */
  threshold: number;
  /** False after an e-mail, until the price is back at or above the threshold. */
  armed: boolean;
  createdAt: string;
  /** ISO instant of the last e-mail; null before the first. */
  notifiedAt: string | null;
}

/** POST /api/price-alerts: one alert per product; asking again sets the new threshold. */
export interface CreatePriceAlertRequest {
  productId: string;
  threshold: number;
}

export interface PriceAlertResponse {
  success: true;
  alert: PriceAlert;
}

export interface PriceAlertsResponse {
  success: true;
  alerts: PriceAlert[];
}

/** POST /api/price-alerts/unsubscribe (public): the token of the e-mail's link. */
export interface UnsubscribePriceAlertRequest {
  token: string;
}

export interface UnsubscribePriceAlertResponse {
  success: true;
  /** Where the product page is: a path on this site, built by the server from the product key. */
  productPath: string;
  productName: string;
}

export const PRICE_ALERT_MESSAGES = {
  threshold: `Enter a price in AED between ${PRICE_ALERT_LIMITS.thresholdMin} and ${PRICE_ALERT_LIMITS.thresholdMax.toLocaleString('en-US')}, with at most two decimals`,
  productId: 'Choose one of our products',
  notFound: 'Price alert not found',
  invalidLink: 'This link is invalid or the alert was already removed.',
  throttled: 'Too many price alerts. Please wait a minute and try again.',
} as const;

export const PRICE_ALERT_TEXTS = {
  formTitle: 'Price-drop alert',
  formLabel: 'Tell me when it drops below AED',
  formSubmit: 'Set alert',
  formSaving: 'Saving...',
  signInPrompt: 'Sign in to get an e-mail when the price drops.',
  saved: (threshold: string) => `We will e-mail you when a store's price drops below AED ${threshold}.`,
  current: (threshold: string) => `Your alert: below AED ${threshold}.`,
  unverified: 'Alerts are e-mailed only to a verified address: confirm yours from your account page.',
  remove: 'Remove alert',
  removed: 'Price alert removed',
  accountTitle: 'Price-drop alerts',
  accountEmpty: 'You have no price alerts. Set one on any product page.',
  unsubscribeTitle: 'Stop this price alert',
  unsubscribeIntro: 'This stops the price-drop e-mails for this one alert. Your account and other alerts stay as they are.',
  unsubscribeButton: 'Stop this alert',
  unsubscribing: 'Stopping...',
  unsubscribed: (productName: string) => `The alert for ${productName} is removed. You will get no more e-mails about it.`,
  noToken: 'This page opens from the link in a price-alert e-mail.',
  mailSubject: (productName: string) => `Price drop: ${productName} on Sahha`,
} as const;

export const PRICE_HISTORY_TEXTS = {
  title: 'Price history',
  open: 'Show price history',
  close: 'Hide price history',
  loading: 'Loading price history...',
  failed: 'The price history could not be loaded. Please try again later.',
  empty: `No price changes were recorded in the last ${PRICE_HISTORY_DAYS} days.`,
  intro: `Prices each store had over the last ${PRICE_HISTORY_DAYS} days, as our team and the stores' feeds recorded them (Gulf time).`,
  tableCaption: `Recorded prices, last ${PRICE_HISTORY_DAYS} days`,
  lowest: `Lowest in ${PRICE_HISTORY_DAYS} days`,
  outOfStock: 'Out of stock',
  inStock: 'In stock',
} as const;
