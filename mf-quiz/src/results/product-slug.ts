const OWN_SLUGS = ['multivitamin', 'zinc', 'b-complex', 'ashwagandha', 'magnesium', 'iron', 'coq10'] as const;

/**
 * Spec §5 product slug from a recommendation name: the first word lowercased, with the special
 * cases below (checked on the whole name, so 'Coenzyme Q10' and 'Vitamin C' are recognised).
 */
export function productSlugFor(name: string): string {
  const lower = name.toLowerCase().trim();
  const words = lower.split(/\s+/).filter(Boolean);
  const compact = lower.replace(/[\s_]+/g, '-');
  if (lower.includes('rhodiola')) return 'rhodiola-rosea';
  if (lower.includes('coenzyme q10') || lower.includes('coq10') || lower.includes('coq-10')) return 'coq10';
  if (lower.includes('multivitamin') || lower.includes('multi-vitamin')) return 'multivitamin';
  if (compact.includes('b-complex')) return 'b-complex';
  if (lower.includes('b12')) return 'vitamin-b12';
  if (words[0] === 'vitamin') return words[1]?.replace(/[^a-z0-9]/g, '') === 'c' ? 'vitamin-c' : 'vitamin-d';
  const own = OWN_SLUGS.find((slug) => words[0]?.startsWith(slug));
  if (own) return own;
  return (words[0] ?? '').replace(/[^a-z0-9-]/g, '');
}

/** The product page of a recommendation: the engine's catalog id when present, else the slug rule. */
export function productPathFor(item: { name: string; productId?: string | null }): string {
  return `/products/${encodeURIComponent(item.productId || productSlugFor(item.name))}`;
}
