/**
 * Outbound-link rules used by the API and the tests, never by a page: kept out of the main entry,
 * which every visitor's first load carries in full (a shared module is not tree-shaken).
 */

/** GET /api/go/{retailerKey}/{productId}: counts one click and answers 302 to the link the API computes; 404 otherwise. */
export const OUTBOUND_CLICK_PATH = '/api/go';
export const outboundClickPath = (retailerKey: string, productId: string): string =>
  `${OUTBOUND_CLICK_PATH}/${encodeURIComponent(retailerKey)}/${encodeURIComponent(productId)}`;

/**
 * Hosts no outbound link may go to: the reserved names of RFC 2606 and RFC 6761 (`.example`,
 * `.test`, `.invalid`, `.localhost`, `example.com|net|org`), `.local`, and bare IP addresses.
 */
export function isPlaceholderHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || /^\[.*\]$/.test(host) || /^\d+(\.\d+){3}$/.test(host)) return true;
  if (/(^|\.)(example|test|invalid|localhost|local)$/.test(host)) return true;
  return /(^|\.)example\.(com|net|org)$/.test(host);
}
