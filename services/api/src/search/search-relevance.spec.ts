import type { SearchResponse } from '@sahha/contracts';

import { searchDocuments } from './search-documents';
import { SearchIndex } from './search-index';
import { ARABIC_QUERIES, EXACT_QUERIES, type RelevanceCase, TYPO_QUERIES } from './search-relevance.cases';

const firstOf = (response: SearchResponse, kind: string) => response.groups.find((group) => group.kind === kind)?.results[0]?.id;

describe('site search relevance on the shipped content', () => {
  const index = new SearchIndex(searchDocuments());
  const leads = ({ query, kind }: RelevanceCase) => firstOf(index.search(query), kind);

  it.each(EXACT_QUERIES.map((c) => [c.query, c.kind, c.id, c] as const))("'%s' leads the %s group with %s", (_q, _k, id, c) => {
    expect(leads(c)).toBe(id);
  });

  it.each(TYPO_QUERIES.map((c) => [c.query, c.kind, c.id, c] as const))("typo '%s' leads the %s group with %s", (_q, _k, id, c) => {
    expect(leads(c)).toBe(id);
  });

  it.each(ARABIC_QUERIES.map((c) => [c.query, c.kind, c.id, c] as const))("Arabic '%s' leads the %s group with %s", (_q, _k, id, c) => {
    expect(leads(c)).toBe(id);
  });
});

describe('search text for Arabic', () => {
  const index = new SearchIndex(searchDocuments());

  it('gives every product an Arabic name to be found by', () => {
    const products = searchDocuments().filter((document) => document.kind === 'product');
    expect(products.filter((product) => !product.aliases).map((product) => product.id)).toEqual([]);
  });

  it('finds a product by its Arabic name with or without hamza, short vowels or the definite article', () => {
    for (const query of ['أوميغا', 'اوميغا', 'الأوميغا', 'أُومِيغَا']) expect(firstOf(index.search(query), 'product')).toBe('omega-3');
  });

  it('never shows the Arabic name it matched on: results carry the English title and summary', () => {
    const [result] = index.search('زنك').groups[0].results;
    expect(result).toMatchObject({ id: 'zinc', title: { text: 'Zinc', highlights: [] } });
    expect(result.snippet.text).not.toMatch(/[\u0600-\u06ff]/);
  });
});
