/**
 * Text helpers shared by medication screening and the already-taking match. Lowercase, drop
 * apostrophes so "don't" stays one word, turn every other non-alphanumeric into a space.
 */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w.length > 0);
}

/** Spec §5 already-taking form: lowercased, punctuation stripped, words joined with hyphens. */
export function slugifyName(text: string): string {
  return normaliseWords(text).join('-');
}

/**
 * True when `a` and `b` are at most one Damerau edit apart (one substitution, insertion,
 * deletion or swap of neighbours). Linear time and allocation-free: the screener calls it
 * for every word against every dictionary name of similar length.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
