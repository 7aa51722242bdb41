/** The large online marketplace's UAE store (docs/requirements.md, "Data: products, retailers and prices"): the only marketplace the site links to. */
export const MARKETPLACE_ORIGIN = 'https://www.amazon.ae';
export const MARKETPLACE_RETAILER_KEY = 'amazon-ae';

const PRODUCT_CODE = /\/dp\/([A-Z0-9]{10})(?=[/?#]|$)/;

/**
 * Marketplace link parser (docs/requirements.md, "Data: products, retailers and prices"): only UAE-store URLs (https://www.amazon.ae/...) with `/dp/`
 * followed by a 10-character uppercase alphanumeric code. Returns that code, or null.
 */
export function parseMarketplaceUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== MARKETPLACE_ORIGIN || url.username !== '' || url.password !== '') return null;
  return PRODUCT_CODE.exec(url.pathname)?.[1] ?? null;
}

export function marketplaceProductUrl(code: string): string {
  return `${MARKETPLACE_ORIGIN}/dp/${code}`;
}
