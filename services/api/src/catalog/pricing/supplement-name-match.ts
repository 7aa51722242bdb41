/**
 * Synonym groups (docs/requirements.md, "Data: products, retailers and prices"), each with the spellings that mean it on a retail listing. Listings are
 * matched to a product by these when neither name contains the other.
 */
export const SYNONYM_GROUPS: Readonly<Record<string, readonly string[]>> = {
  'vitamin d': ['vitamin d', 'vitamin d3', 'cholecalciferol'],
  b12: ['b12', 'cobalamin', 'methylcobalamin', 'cyanocobalamin'],
  'vitamin c': ['vitamin c', 'ascorbic acid'],
  omega: ['omega', 'fish oil', 'epa', 'dha'],
  calcium: ['calcium'],
  zinc: ['zinc'],
  magnesium: ['magnesium'],
  iron: ['iron', 'ferrous', 'ferric'],
  multivitamin: ['multivitamin', 'multi-vitamin', 'multi vitamin'],
  ashwagandha: ['ashwagandha', 'withania', 'ksm-66'],
  probiotic: ['probiotic', 'probiotics', 'lactobacillus', 'bifidobacterium'],
  coq10: ['coq10', 'coenzyme q10', 'ubiquinol', 'ubiquinone'],
  curcumin: ['curcumin', 'turmeric'],
  'green tea': ['green tea', 'egcg'],
};

/** Lowercase with whitespace collapsed (docs/requirements.md, "Data: products, retailers and prices"). */
export function normaliseSupplementName(name: string): string {
  return name.toLowerCase().replace(/\s+/g, ' ').trim();
}

function containsWord(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(text);
}

function groupsOf(name: string): string[] {
  return Object.entries(SYNONYM_GROUPS)
    .filter(([, spellings]) => spellings.some((spelling) => containsWord(name, spelling)))
    .map(([group]) => group);
}

/**
 * Supplement name matching (docs/requirements.md, "Data: products, retailers and prices"): the items whose name equals the query, else those where one
 * name contains the other, else those sharing a synonym group. The first stage with a hit wins,
 * so 'Calcium with Vitamin D' never picks up plain vitamin D listings when its own exist.
 */
export function matchSupplementName<T>(query: string, items: readonly T[], nameOf: (item: T) => string): T[] {
  const wanted = normaliseSupplementName(query);
  if (wanted === '') return [];
  const named = items.map((item) => ({ item, name: normaliseSupplementName(nameOf(item)) })).filter(({ name }) => name !== '');

  const exact = named.filter(({ name }) => name === wanted);
  if (exact.length > 0) return exact.map(({ item }) => item);

  const partial = named.filter(({ name }) => name.includes(wanted) || wanted.includes(name));
  if (partial.length > 0) return partial.map(({ item }) => item);

  const wantedGroups = groupsOf(wanted);
  if (wantedGroups.length === 0) return [];
  return named.filter(({ name }) => groupsOf(name).some((group) => wantedGroups.includes(group))).map(({ item }) => item);
}
