import { isPlaceholderHost } from '@sahha/contracts/outbound-links';

import { marketplaceProductUrl, parseMarketplaceUrl } from './marketplace-link';

/** What the link needs to know about a store: a row of the retailer table. */
export interface OutboundRetailer {
  /** True for the large online marketplace (UAE store). */
  marketplace: boolean;
  siteUrl: string;
  /** The store's own search, `{query}` standing for the URL-encoded text. */
  searchUrl: string;
}

export interface OutboundLink {
  url: string;
  /** True when the link carries an affiliate parameter (rel="sponsored"). */
  sponsored: boolean;
}

/** The marketplace's search text (docs/requirements.md, "Data: products, retailers and prices"), used for every store. */
export function searchText(productName: string): string {
  return `${productName} supplement`;
}

/** https, on the store's own host, no credentials, and not a reserved or placeholder host. */
export function isOnStoreHost(raw: string, siteUrl: string): boolean {
  try {
    const url = new URL(raw);
    const site = new URL(siteUrl);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname === site.hostname && !isPlaceholderHost(url.hostname);
  } catch {
    return false;
  }
}

function withParams(base: string, params: string | null): string {
  if (!params) return base;
  const hashAt = base.indexOf('#');
  const [head, hash] = hashAt === -1 ? [base, ''] : [base.slice(0, hashAt), base.slice(hashAt)];
  return `${head}${head.includes('?') ? '&' : '?'}${params}${hash}`;
}

/**
 * The outbound link (docs/requirements.md, "Data: products, retailers and prices"), applied to every store (issue M). The
 * marketplace links to a product only through a code that passes the marketplace link rule; another store only to a page on its own host.
 * Anything else, including no verified page at all, becomes the store's own search for
 * '{product name} supplement'. `affiliateParams` ('tag=x&y=z', from configuration only) is
 * appended to whichever link results.
 */
export function buildOutboundLink(retailer: OutboundRetailer, productUrl: string | null, productName: string, affiliateParams: string | null): OutboundLink {
  const code = retailer.marketplace && productUrl !== null ? parseMarketplaceUrl(productUrl) : null;
  let base: string;
  if (code) base = marketplaceProductUrl(code);
  else if (!retailer.marketplace && productUrl !== null && isOnStoreHost(productUrl, retailer.siteUrl)) base = productUrl;
  else base = retailer.searchUrl.replace('{query}', encodeURIComponent(searchText(productName)));
  return { url: withParams(base, affiliateParams), sponsored: Boolean(affiliateParams) };
}
