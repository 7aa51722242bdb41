import type { CurrentSupplement } from '@sahha/contracts/quiz';
import { SUPPLEMENTS, type ProductKey } from '../../catalog/knowledge';
import { slugifyName } from './text-normalise';

const NONE = 'none';
/**
 * Shorter fragments ('c', 'd', 'b') would match almost every name under the either-contains
 * rule, so both sides must be at least this long to count.
 */
const MIN_FRAGMENT_LENGTH = 3;

/**
 * How closely two already-taking forms match: 3 equal, 2 the typed text contains the name, 1 the name
 * contains it, 0 none. Equal forms match at any length ('d3' is the Vitamin D3 alias).
 */
function matchTier(typed: string, name: string): number {
  if (typed === NONE || name === NONE) return 0;
  if (typed === name && typed.length > 0) return 3;
  if (typed.length < MIN_FRAGMENT_LENGTH || name.length < MIN_FRAGMENT_LENGTH) return 0;
  if (typed.includes(name)) return 2;
  if (name.includes(typed)) return 1;
  return 0;
}

/** Already-taking match (docs/requirements.md, "Recommendation engine and safety screen"): hyphen-joined forms, either contains the other, 'none' never matches. */
export function namesMatch(a: string, b: string): boolean {
  return matchTier(slugifyName(a), slugifyName(b)) > 0;
}

const MATCH_NAMES: ReadonlyArray<{ key: ProductKey; slugs: string[] }> = SUPPLEMENTS.map((s) => ({
  key: s.key,
  slugs: [s.key, s.name, ...s.aliases].map(slugifyName),
}));

/** Dose and frequency words say how much, not what: 'D3 5000 IU weekly' names 'D3'. */
const DOSE_WORDS = /\b(\d[\d,.]*\s*k?|mg|mcg|ug|iu|g|ml|units?|daily|weekly|monthly|a day|a week|a month|per day|per week|once|twice|every|other|day|week|month|tablets?|capsules?|softgels?|drops?)\b/gi;
function withoutDose(item: string): string {
  return item.replace(DOSE_WORDS, ' ').trim();
}

/** Typed supplements, split on commas, semicolons, slashes, pluses, ampersands, new lines, 'and', 'with'. */
export function splitTypedSupplements(text: string): string[] {
  return (text ?? '')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .split(/[,;/+\n\r&]+|\band\b|\bwith\b/i)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Products one typed item refers to. Only the best tier counts, so 'vitamin d' (equal to the
 * Vitamin D3 alias) does not also select 'calcium-with-vitamin-d', whose name merely contains it.
 */
function productsForTypedItem(item: string): ProductKey[] {
  const typed = slugifyName(withoutDose(item));
  let best = 0;
  let keys: ProductKey[] = [];
  for (const { key, slugs } of MATCH_NAMES) {
    const tier = Math.max(...slugs.map((slug) => matchTier(typed, slug)));
    if (tier === 0 || tier < best) continue;
    if (tier > best) {
      best = tier;
      keys = [];
    }
    keys.push(key);
  }
  return keys;
}

/**
 * Catalog products the user already takes: ticked quiz values through each product's
 * quizSupplementIds, and typed names through the already-taking match against key, name and aliases.
 */
export function alreadyTakingKeys(currentSupplements: readonly CurrentSupplement[], currentSupplementsText: string): Set<ProductKey> {
  const ticked = new Set<CurrentSupplement>(currentSupplements.filter((v) => v !== NONE));
  const keys = new Set<ProductKey>();
  for (const s of SUPPLEMENTS) {
    if (s.quizSupplementIds.some((id) => ticked.has(id))) keys.add(s.key);
  }
  for (const item of splitTypedSupplements(currentSupplementsText)) {
    for (const key of productsForTypedItem(item)) keys.add(key);
  }
  return keys;
}
