/**
 * Text helper of the already-taking match (docs/requirements.md, "Recommendation engine and safety screen"). Lowercase, drop apostrophes so "don't"
 * stays one word, turn every other non-alphanumeric into a space. (Medicine and condition text is
 * read by the clinical matcher, which keeps Arabic.)
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

/** Already-taking form: lowercased, punctuation stripped, words joined with hyphens. */
export function slugifyName(text: string): string {
  return normaliseWords(text).join('-');
}
