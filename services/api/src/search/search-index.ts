import type { MarkedText, SearchHighlight, SearchResponse, SearchResult, SearchResultKind } from '@sahha/contracts';
import { SEARCH_GROUP_LABELS, SEARCH_RESULT_KINDS } from '@sahha/contracts/content-library/search-texts';

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
  /** ISO date; newer articles win ties. */
  publishDate?: string;
}

/** A word in the title counts most, then the summary, then the body. */
const FIELD_WEIGHTS = { title: 10, summary: 4, body: 1 } as const;
type FieldName = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as FieldName[];

/** A query word that only starts an indexed word ('magnes' → 'magnesium') counts half. */
const PREFIX_FACTOR = 0.5;
const PREFIX_MIN_LENGTH = 3;
/** The query's words side by side in a field, e.g. 'vitamin d' rather than 'vitamin … d'. */
const PHRASE_BONUS = 2;
/** The title is exactly the query ('Vitamin D' for 'vitamin d'). */
const EXACT_TITLE_BONUS = 15;
/**
 * Scaled by the share of title words the query matches: a title that is mostly the query is what
 * the user is after, so 'Vitamin D3' beats 'Calcium with Vitamin D' even though the latter's body
 * repeats 'vitamin D'.
 */
const TITLE_COVERAGE_BONUS = 40;

const SNIPPET_LENGTH = 180;
const SNIPPET_LEAD = 50;
const ELLIPSIS = '…';

interface IndexedField {
  text: string;
  tokens: Token[];
  counts: Map<string, number>;
}

interface IndexedDocument {
  source: SearchDocument;
  fields: Record<FieldName, IndexedField>;
}

interface Match {
  doc: IndexedDocument;
  matchedTerms: number;
  score: number;
  /** Indexed terms that count as hits for this query (exact and prefix). */
  hits: Set<string>;
}

function indexField(text: string): IndexedField {
  const tokens = tokenize(text);
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token.term, (counts.get(token.term) ?? 0) + 1);
  return { text, tokens, counts };
}

const weightOf = (count: number) => (count > 0 ? 1 + Math.log(count) : 0);

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
 * An in-memory inverted index over the site's fixed content. Built once at start; every query is
 * a few map look-ups and a scan of the vocabulary for prefixes, so it stays far below 50 ms.
 */
export class SearchIndex {
  private readonly docs: IndexedDocument[];
  /** Indexed term → the documents containing it (indices into `docs`). */
  private readonly postings = new Map<string, Set<number>>();
  private readonly vocabulary: string[];

  constructor(documents: readonly SearchDocument[]) {
    this.docs = documents.map((source) => ({
      source,
      fields: { title: indexField(source.title), summary: indexField(source.summary), body: indexField(source.body) },
    }));
    this.docs.forEach((doc, index) => {
      for (const field of FIELDS) {
        for (const term of doc.fields[field].counts.keys()) {
          let docs = this.postings.get(term);
          if (!docs) this.postings.set(term, (docs = new Set()));
          docs.add(index);
        }
      }
    });
    this.vocabulary = [...this.postings.keys()];
  }

  get size(): number {
    return this.docs.length;
  }

  search(rawQuery: string): SearchResponse {
    const query = rawQuery.trim();
    const terms = queryTerms(query);
    if (terms.length === 0) return { success: true, query, total: 0, groups: [] };

    const expansions = terms.map((term) => this.expand(term));
    const candidates = new Set<number>();
    for (const { exact, prefixes } of expansions) {
      for (const term of [exact, ...prefixes]) for (const index of this.postings.get(term) ?? []) candidates.add(index);
    }

    const matches = [...candidates].map((index) => this.score(this.docs[index], terms, expansions));
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

  private expand(term: string): { exact: string; prefixes: string[] } {
    const prefixes =
      term.length >= PREFIX_MIN_LENGTH ? this.vocabulary.filter((word) => word !== term && word.startsWith(term)) : [];
    return { exact: term, prefixes };
  }

  private score(doc: IndexedDocument, terms: string[], expansions: { exact: string; prefixes: string[] }[]): Match {
    let score = 0;
    let matchedTerms = 0;
    const hits = new Set<string>();
    for (const { exact, prefixes } of expansions) {
      let termScore = 0;
      for (const field of FIELDS) {
        const { counts } = doc.fields[field];
        const exactCount = counts.get(exact) ?? 0;
        const prefixCount = prefixes.reduce((sum, word) => sum + (counts.get(word) ?? 0), 0);
        termScore += FIELD_WEIGHTS[field] * (weightOf(exactCount) + PREFIX_FACTOR * weightOf(prefixCount));
        if (exactCount > 0) hits.add(exact);
        for (const word of prefixes) if (counts.has(word)) hits.add(word);
      }
      if (termScore > 0) matchedTerms += 1;
      score += termScore;
    }
    if (terms.length > 1) {
      for (const field of FIELDS) if (hasPhrase(doc.fields[field].tokens, terms)) score += FIELD_WEIGHTS[field] * PHRASE_BONUS;
    }
    const titleTerms = doc.fields.title.tokens.map((token) => token.term);
    if (titleTerms.length === terms.length && titleTerms.every((term, i) => term === terms[i])) score += EXACT_TITLE_BONUS;
    if (titleTerms.length > 0) score += (TITLE_COVERAGE_BONUS * titleTerms.filter((term) => hits.has(term)).length) / titleTerms.length;
    return { doc, matchedTerms, score, hits };
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
