import { fastestRunMs } from '../../test/fastest-run';
import type { MarkedText, SearchResponse } from '@sahha/contracts';

import { searchDocuments } from './search-documents';
import { type SearchDocument, SearchIndex } from './search-index';

const doc = (fields: Partial<SearchDocument> & Pick<SearchDocument, 'id'>): SearchDocument => ({
  kind: 'article',
  url: `/blog/${fields.id}`,
  title: '',
  summary: '',
  body: '',
  ...fields,
});

const ids = (response: SearchResponse, kind = 'article') => response.groups.find((group) => group.kind === kind)?.results.map((result) => result.id) ?? [];

const marked = (value: MarkedText) => value.highlights.map(({ start, end }) => value.text.slice(start, end));

describe('SearchIndex ranking', () => {
  it('ranks a title match above a summary match above a body match', () => {
    const index = new SearchIndex([
      doc({ id: 'body', title: 'Sleep', body: 'Magnesium helps.' }),
      doc({ id: 'title', title: 'Magnesium' }),
      doc({ id: 'summary', title: 'Minerals', summary: 'About magnesium.' }),
    ]);
    expect(ids(index.search('magnesium'))).toEqual(['title', 'summary', 'body']);
  });

  it('ranks documents with every query word above those with some, however often the some appear', () => {
    const index = new SearchIndex([
      doc({ id: 'partial', title: 'Iron iron iron', summary: 'Iron, iron and more iron.' }),
      doc({ id: 'all', body: 'Iron with vitamin C.' }),
    ]);
    expect(ids(index.search('iron vitamin'))).toEqual(['all', 'partial']);
  });

  it('breaks ties between articles by publish date, newest first', () => {
    const index = new SearchIndex([
      doc({ id: 'old', title: 'Zinc', publishDate: '2024-01-01' }),
      doc({ id: 'new', title: 'Zinc', publishDate: '2025-06-01' }),
      doc({ id: 'mid', title: 'Zinc', publishDate: '2024-06-01' }),
    ]);
    expect(ids(index.search('zinc'))).toEqual(['new', 'mid', 'old']);
  });

  it('prefers the words side by side, and a title that is exactly the query', () => {
    const index = new SearchIndex([
      doc({ id: 'apart', kind: 'product', title: 'D-mannose with vitamin C' }),
      doc({ id: 'phrase', kind: 'product', title: 'Calcium with Vitamin D' }),
      doc({ id: 'exact', kind: 'product', title: 'Vitamin D' }),
    ]);
    expect(ids(index.search('vitamin d'), 'product')).toEqual(['exact', 'phrase', 'apart']);
  });

  it('matches regardless of case, accents and plurals, and a word by its start', () => {
    const index = new SearchIndex([doc({ id: 'a', title: 'Vitamins for Café workers', body: 'Magnesium glycinate' })]);
    expect(ids(index.search('VITAMIN'))).toEqual(['a']);
    expect(ids(index.search('cafe'))).toEqual(['a']);
    expect(ids(index.search('magnes'))).toEqual(['a']);
    expect(ids(index.search('ma'))).toEqual([]);
  });

  it('groups results by kind in a fixed order with labels and a total', () => {
    const index = new SearchIndex([
      doc({ id: 'q', kind: 'faq', url: '/faq#q', title: 'Iron?' }),
      doc({ id: 'g', kind: 'guide', url: '/staying-strong#g', title: 'Iron' }),
      doc({ id: 'a', title: 'Iron' }),
      doc({ id: 'p', kind: 'product', url: '/products/iron', title: 'Iron' }),
    ]);
    const response = index.search('iron');
    expect(response.groups.map((group) => [group.kind, group.label])).toEqual([
      ['product', 'Products'],
      ['article', 'Articles'],
      ['guide', 'Staying Strong guide'],
      ['faq', 'FAQ'],
    ]);
    expect(response.total).toBe(4);
    expect(response.groups[0].results[0]).toMatchObject({ url: '/products/iron', title: { text: 'Iron' } });
  });

  it.each(['', '   ', '?!', '<>'])('answers %j with no results', (query) => {
    const index = new SearchIndex([doc({ id: 'a', title: 'Iron' })]);
    expect(index.search(query)).toEqual({ success: true, query: query.trim(), total: 0, groups: [] });
  });
});

describe('SearchIndex highlights and snippets', () => {
  const body = `${'Filler words about nothing in particular. '.repeat(6)}Vitamin D is made in the skin in sunlight. ${'More filler text follows here. '.repeat(6)}`;
  const index = new SearchIndex([doc({ id: 'a', title: 'Why vitamin D matters', summary: 'A short guide.', body })]);

  it('marks the matched words in the title, by ranges into the plain text', () => {
    const [result] = index.search('vitamin d').groups[0].results;
    expect(marked(result.title)).toEqual(['vitamin', 'D']);
  });

  it('cuts the snippet around the first match outside the title, at word edges, with ellipses', () => {
    const { snippet } = index.search('sunlight').groups[0].results[0];
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text).toContain('made in the skin in sunlight.');
    expect(snippet.text.length).toBeLessThanOrEqual(182);
    expect(marked(snippet)).toEqual(['sunlight']);
  });

  it('uses the start of the summary when only the title matches', () => {
    const { snippet } = index.search('matters').groups[0].results[0];
    expect(snippet).toEqual({ text: 'A short guide.', highlights: [] });
  });

  it('never lets markup from the content through, even when a query asks for it', () => {
    const html = new SearchIndex([doc({ id: 'a', title: 'Iron', body: 'Take <b>iron</b> &amp; zinc.' })]);
    const [result] = html.search('<script>iron</script>').groups[0].results;
    expect(result.title.text).toBe('Iron');
    expect(marked(result.snippet)).toEqual(['iron']);
  });
});

describe('SearchIndex on the shipped content', () => {
  const index = new SearchIndex(searchDocuments());

  it('indexes every product, post, guide card and FAQ answer', () => {
    const kinds = searchDocuments().reduce<Record<string, number>>((counts, document) => ({ ...counts, [document.kind]: (counts[document.kind] ?? 0) + 1 }), {});
    expect(kinds).toEqual({ product: 18, article: 8, guide: 20, faq: 14 });
  });

  it("finds the Vitamin D product first, the guide's vitamin D cards and articles for 'vitamin d'", () => {
    const response = index.search('vitamin d');
    expect(ids(response, 'product')[0]).toBe('vitamin-d');
    expect(ids(response, 'guide').slice(0, 2).sort()).toEqual(['energy-vitality-vitamin-d3', 'immune-support-vitamin-d3']);
    expect(ids(response, 'article').length).toBeGreaterThan(0);
    expect(ids(response, 'faq')[0]).toBe('vitamin-d-for-everyone');
  });

  it('gives results links to pages that exist', () => {
    for (const group of index.search('vitamin d').groups) {
      for (const result of group.results) expect(result.url).toMatch(/^\/(products\/[a-z0-9-]+|blog\/[a-z0-9-]+|staying-strong\?category=[a-z-]+#[a-z0-9-]+|faq#[a-z0-9-]+)$/);
    }
  });

  it.each([
    ['berberine', 'article', 'berberine-vs-metformin-blood-sugar'],
    ['multivitamins', 'article', 'do-multivitamins-work-guide'],
    ['collagen', 'article', 'collagen-vs-omega3-skin-health'],
    ['magnesium', 'product', 'magnesium'],
    ['melatonin', 'guide', 'sleep-support-melatonin'],
    ['delete account', 'faq', 'delete-account'],
  ])("ranks for '%s' the %s %s first", (query, kind, id) => {
    expect(ids(index.search(query), kind)[0]).toBe(id);
  });

  it('answers every query in well under 50 ms', () => {
    // The last is the costliest a 100-character query can be: every word long enough for two typing slips.
    const queries = ['vitamin d', 'a', 'e', 'supplement', 'sleep energy focus', 'x'.repeat(100), 'the of and to in'.repeat(6).slice(0, 100), 'ma mag magn', 'omega-3 fish oil', 'abcdefghij klmnopqrst uvwxyzabcd efghijklmn opqrstuvwx bcdefghijk lmnopqrstu vwxyzabcde fghijklmno'];
    for (const query of queries) expect(fastestRunMs(5, () => index.search(query))).toBeLessThan(50);
  });
});
