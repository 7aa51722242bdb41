import type { MarkedText, SearchHighlight, SearchResponse, SearchResult, SearchResultKind } from '@sahha/contracts';
import { SEARCH_GROUP_LABELS, SEARCH_RESULT_KINDS } from '@sahha/contracts/content-library/search-texts';

import MiniSearch, { type SearchResult as MiniSearchResult } from 'minisearch';

import { queryTerms, type Token, tokenize } from './search-text';

/** One searchable thing, as plain text (article HTML is stripped before it gets here). */
export interface SearchDocument {
  kind: SearchResultKind;
  id: string;
  url: string;
  title: string;
  /** Excerpt, product or card description: second in weight, and the snippet's first choice. */
  summary: string;
  body: string;
  /** Other names people search by, such as a product's Arabic name; ranked like the title, never shown. */
  aliases?: string;
  /** ISO date; newer articles win ties. */
  publishDate?: string;
}

/**
 * A word in the title (or another name of the thing, such as its Arabic name) counts most, then
 * the summary, then the body. MiniSearch ranks by BM25 with these boosts.
 */
const FIELD_BOOSTS = { title: 10, aliases: 10, summary: 4, body: 1 } as const;
type FieldName = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as FieldName[];

/** A query word that only starts an indexed word ('magnes' → 'magnesium') counts half. */
const PREFIX_WEIGHT = 0.5;
const PREFIX_MIN_LENGTH = 3;
/** A word one or two typing slips away ('magnesim', 'glucomanan') counts a little less than that. */
const FUZZY_WEIGHT = 0.4;
/**
 * Slips allowed per query word: none below 5 letters, where one slip makes another real word
 * ('iron' → 'icon', 'zinc' → 'zinc'), one up to 8 letters, two from 9 ('glucomanan').
 */
const typingSlipsAllowed = (term: string): number | false => (term.length < 5 ? false : term.length < 9 ? 1 : 2);
/** The query's words side by side in a field ('vitamin d' rather than 'vitamin … d'): that field's score grows by this share. */
const PHRASE_BONUS = 0.5;
/** The title (or another name) is exactly the query ('Vitamin D' for 'vitamin d'). */
const EXACT_TITLE_BONUS = 1;
/**
 * Times the share of title words the query matches: a title that is mostly the query is what the
 * person is after, so 'Vitamin D3' beats 'Calcium with Vitamin D' for 'vitamin d' even though the
 * latter's summary and body say 'vitamin D' more often.
 */
const TITLE_COVERAGE_WEIGHT = 3;

const SNIPPET_LENGTH = 180;
const SNIPPET_LEAD = 50;
const ELLIPSIS = '…';

interface IndexedField {
  text: string;
  tokens: Token[];
}

interface IndexedDocument {
  source: SearchDocument;
  fields: Record<FieldName, IndexedField>;
}

interface Match {
  doc: IndexedDocument;
  /** Query words found in the document, exactly, by their start or with a typing slip. */
  matchedTerms: number;
  score: number;
  /** Indexed terms that count as hits for this query (exact, prefix and typo matches). */
  hits: Set<string>;
}

const indexField = (text: string): IndexedField => ({ text, tokens: tokenize(text) });

/** The index's own words: a document's fields as MiniSearch reads them. */
const wordsOf = (text: string): string[] => tokenize(text).map((token) => token.term);

function hasPhrase(tokens: Token[], terms: string[]): boolean {
  for (let i = 0; i + terms.length <= tokens.length; i += 1) {
    if (terms.every((term, offset) => tokens[i + offset].term === term)) return true;
  }
  return false;
}

function highlightsIn(tokens: Token[], hits: Set<string>, from = 0, to = Number.POSITIVE_INFINITY, shift = 0): SearchHighlight[] {
  return tokens
    .filter((token) => token.start >= from && token.end <= to && hits.has(token.term))
    .map((token) => ({ start: token.start - from + shift, end: token.end - from + shift }));
}

/** About SNIPPET_LENGTH characters of `field`, starting a little before word `anchor`, cut at word edges. */
function snippetOf(field: IndexedField, anchor: number, hits: Set<string>): MarkedText {
  const { text, tokens } = field;
  if (tokens.length === 0) return { text: '', highlights: [] };
  const anchorStart = tokens[anchor]?.start ?? 0;
  const first = tokens.find((token) => token.start >= anchorStart - SNIPPET_LEAD) ?? tokens[0];
  const from = anchor === 0 || first === tokens[0] ? 0 : first.start;
  let to = text.length;
  if (to - from > SNIPPET_LENGTH) {
    const last = [...tokens].reverse().find((token) => token.end <= from + SNIPPET_LENGTH);
    to = last && last.end > from ? last.end : from + SNIPPET_LENGTH;
  }
  const lead = from > 0 ? ELLIPSIS : '';
  const tail = to < text.length ? ELLIPSIS : '';
  // Line breaks between paragraphs read as spaces; one character for one keeps the offsets.
  const body = text.slice(from, to).replace(/\s/g, ' ');
  return { text: `${lead}${body}${tail}`, highlights: highlightsIn(tokens, hits, from, to, lead.length) };
}

function compareMatches(a: Match, b: Match): number {
  return (
    b.matchedTerms - a.matchedTerms ||
    b.score - a.score ||
    (b.doc.source.publishDate ?? '').localeCompare(a.doc.source.publishDate ?? '') ||
    a.doc.source.title.localeCompare(b.doc.source.title)
  );
}

/**
 * The site's fixed content in a MiniSearch index (BM25 ranking, prefix and typo-tolerant matching),
 * built once at start. On top of its score: documents with more of the query's words come first,
 * then words side by side and an exact title; snippets and highlights come from our own tokens, so
 * their offsets are into the plain text the client shows.
 */
export class SearchIndex {
  private readonly docs: IndexedDocument[];
  private readonly index: MiniSearch<{ ref: number } & Record<FieldName, string>>;

  constructor(documents: readonly SearchDocument[]) {
    this.docs = documents.map((source) => ({
      source,
      fields: {
        title: indexField(source.title),
        aliases: indexField(source.aliases ?? ''),
        summary: indexField(source.summary),
        body: indexField(source.body),
      },
    }));
    this.index = new MiniSearch({
      idField: 'ref',
      fields: FIELDS,
      // Terms arrive normalised (tokenize folds case, accents, Arabic letter forms and plurals).
      tokenize: wordsOf,
      processTerm: (term) => term,
      searchOptions: {
        boost: FIELD_BOOSTS,
        prefix: (term) => term.length >= PREFIX_MIN_LENGTH,
        fuzzy: typingSlipsAllowed,
        weights: { prefix: PREFIX_WEIGHT, fuzzy: FUZZY_WEIGHT },
        combineWith: 'OR',
      },
    });
    this.index.addAll(this.docs.map(({ source }, ref) => ({ ref, title: source.title, aliases: source.aliases ?? '', summary: source.summary, body: source.body })));
  }

  get size(): number {
    return this.docs.length;
  }

  search(rawQuery: string): SearchResponse {
    const query = rawQuery.trim();
    const terms = queryTerms(query);
    if (terms.length === 0) return { success: true, query, total: 0, groups: [] };

    const matches = this.index.search(terms.join(' ')).map((result) => this.rank(this.docs[result.id as number], terms, result));
    const groups = SEARCH_RESULT_KINDS.map((kind) => ({
      kind,
      label: SEARCH_GROUP_LABELS[kind],
      results: matches
        .filter((match) => match.doc.source.kind === kind)
        .sort(compareMatches)
        .map((match) => this.toResult(match)),
    })).filter((group) => group.results.length > 0);
    return { success: true, query, total: groups.reduce((sum, group) => sum + group.results.length, 0), groups };
  }

  private rank(doc: IndexedDocument, terms: string[], result: MiniSearchResult): Match {
    const hits = new Set(result.terms);
    let bonus = 0;
    if (terms.length > 1) {
      for (const field of FIELDS) if (hasPhrase(doc.fields[field].tokens, terms)) bonus += (PHRASE_BONUS * FIELD_BOOSTS[field]) / FIELD_BOOSTS.title;
    }
    const isExactly = (field: IndexedField) => field.tokens.length === terms.length && field.tokens.every((token, i) => token.term === terms[i]);
    if (isExactly(doc.fields.title) || isExactly(doc.fields.aliases)) bonus += EXACT_TITLE_BONUS;
    const coverage = Math.max(...[doc.fields.title, doc.fields.aliases].map(({ tokens }) => (tokens.length === 0 ? 0 : tokens.filter((token) => hits.has(token.term)).length / tokens.length)));
    return { doc, matchedTerms: new Set(result.queryTerms).size, score: result.score * (1 + bonus) * (1 + TITLE_COVERAGE_WEIGHT * coverage), hits };
  }
  private toResult({ doc, hits }: Match): SearchResult {
    const { source, fields } = doc;
    const snippetField = [fields.summary, fields.body].find((field) => field.tokens.some((token) => hits.has(token.term)));
    const snippet = snippetField
      ? snippetOf(snippetField, snippetField.tokens.findIndex((token) => hits.has(token.term)), hits)
      : snippetOf(fields.summary.tokens.length > 0 ? fields.summary : fields.body, 0, hits);
    return {
      kind: source.kind,
      id: source.id,
      url: source.url,
      title: { text: source.title, highlights: highlightsIn(fields.title.tokens, hits) },
      snippet,
      ...(source.publishDate ? { publishDate: source.publishDate } : {}),
    };
  }
}
