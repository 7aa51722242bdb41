/**
 * Product lookup (docs/requirements.md, "API: GET /api/products/:id"): the exact key; else a key containing the requested id (or contained in
 * it); else a key sharing the requested id's first hyphen-separated word. Null when nothing fits.
 */
export function findProductKey<K extends string>(requested: string, keys: readonly K[]): K | null {
  const id = requested.trim().toLowerCase();
  // Punctuation alone would be 'contained' in every key.
  if (!/[a-z0-9]/.test(id)) return null;
  const exact = keys.find((key) => key === id);
  if (exact) return exact;
  const partial = keys.find((key) => key.includes(id) || id.includes(key));
  if (partial) return partial;
  const firstWord = id.split('-')[0];
  if (firstWord === '') return null;
  return keys.find((key) => key.split('-')[0] === firstWord) ?? null;
}
