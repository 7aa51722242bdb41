/** Spec §5: lowercased, punctuation stripped (underscores count as spaces), words joined with hyphens. */
export function normaliseSupplementName(name: string): string {
  return name
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-');
}

const contains = (a: string, b: string) => a.length > 0 && b.length > 0 && (a.includes(b) || b.includes(a));

/**
 * Spec §5 already-taking match: either normalised name contains the other; 'none' never matches.
 * The hyphen-free forms are compared too, so 'omega3' (quiz value) matches 'Omega-3 Fish Oil'.
 */
export function isAlreadyTaking(name: string, currentSupplements: readonly string[]): boolean {
  const target = normaliseSupplementName(name);
  return currentSupplements.some((supplement) => {
    const current = normaliseSupplementName(supplement);
    if (current === 'none' || current.length === 0) return false;
    return contains(target, current) || contains(target.replace(/-/g, ''), current.replace(/-/g, ''));
  });
}

export interface SplitRecommendations<T> {
  /** 'New Recommendations for You'. */
  newItems: T[];
  /** 'Keep Taking These'. */
  keepTaking: T[];
}

/**
 * Items the user already takes go to 'Keep Taking These': the engine's `alreadyTaking` flag, or
 * the §5 name match against the quiz values and the comma-separated custom supplement text.
 */
export function splitRecommendations<T extends { name: string; alreadyTaking?: boolean }>(
  items: readonly T[],
  currentSupplements: readonly string[],
  currentSupplementsText = '',
): SplitRecommendations<T> {
  const taken = [...currentSupplements, ...currentSupplementsText.split(',')].filter((entry) => entry.trim().length > 0);
  const keepTaking = items.filter((item) => item.alreadyTaking === true || isAlreadyTaking(item.name, taken));
  return { newItems: items.filter((item) => !keepTaking.includes(item)), keepTaking };
}
