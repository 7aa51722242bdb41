import { MARKETPLACE_ORIGIN, parseMarketplaceUrl } from './marketplace-link';

export interface OutboundLinkInput {
  /** True for the large online marketplace (UAE store). */
  marketplace: boolean;
  url: string;
  affiliateUrl: string | null;
  /** The product name, used for the search link. */
  productName: string;
}

/**
 * Spec §7 outbound link. Marketplace entries get a product link carrying the affiliate tag when
 * their URL parses, else a search link for '{product name} supplement' carrying it; with no tag
 * configured there is no tag parameter at all. Other retailers: affiliate URL, else plain URL.
 */
export function buildOutboundUrl({ marketplace, url, affiliateUrl, productName }: OutboundLinkInput, affiliateTag: string | null): string {
  if (!marketplace) return affiliateUrl ?? url;
  const tag = affiliateTag ? `tag=${encodeURIComponent(affiliateTag)}` : '';
  const code = parseMarketplaceUrl(url);
  if (code) return `${MARKETPLACE_ORIGIN}/dp/${code}${tag ? `?${tag}` : ''}`;
  const search = `${MARKETPLACE_ORIGIN}/s?k=${encodeURIComponent(`${productName} supplement`)}`;
  return tag ? `${search}&${tag}` : search;
}
