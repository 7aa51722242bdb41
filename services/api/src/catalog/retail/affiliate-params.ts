import { MARKETPLACE_RETAILER_KEY } from '../pricing/marketplace-link';

/** Affiliate parameters per retailer key ('tag=x&y=z'), from configuration only (issue M). */
export type AffiliateParams = ReadonlyMap<string, string>;
export const AFFILIATE_PARAMS = Symbol('AFFILIATE_PARAMS');

const PREFIX = 'AFFILIATE_PARAMS_';
const PARAM_NAME = /^[A-Za-z0-9_.-]+$/;

/** AFFILIATE_PARAMS_NOON_AE names the store 'noon-ae'. */
export function storeKeyOfVariable(name: string): string {
  return name.slice(PREFIX.length).toLowerCase().replace(/_/g, '-');
}

/**
 * Reads `AFFILIATE_PARAMS_<STORE>=name=value&name2=value2` for any store, and AFFILIATE_TAG_AE as
 * `tag=` for the marketplace (first, before its own AFFILIATE_PARAMS_AMAZON_AE). A malformed
 * value stops the start rather than sending every visitor a broken link.
 */
export function affiliateParamsFromEnv(env: NodeJS.ProcessEnv, affiliateTagAe: string | null): AffiliateParams {
  const params = new Map<string, URLSearchParams>();
  if (affiliateTagAe) params.set(MARKETPLACE_RETAILER_KEY, new URLSearchParams({ tag: affiliateTagAe }));
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith(PREFIX) || !raw?.trim()) continue;
    const parsed = new URLSearchParams(raw.trim());
    const entries = [...parsed];
    if (entries.length === 0 || entries.some(([key, value]) => !PARAM_NAME.test(key) || value === '')) {
      throw new Error(`${name} must look like name=value&name2=value2, got "${raw}"`);
    }
    const key = storeKeyOfVariable(name);
    const merged = params.get(key) ?? new URLSearchParams();
    for (const [param, value] of entries) merged.append(param, value);
    params.set(key, merged);
  }
  return new Map([...params].map(([key, value]) => [key, value.toString()]));
}
