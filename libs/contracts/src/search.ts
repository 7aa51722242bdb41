/**
 * Site search (issue I): GET /api/search?q= answers with results grouped by kind. Only types and
 * what the shell's header needs live here (this entry is in every page's first load); the texts
 * and the indexed content are in `@sahha/contracts/content-library/*`.
 */
export const SEARCH_PAGE_PATH = '/search';
export const SEARCH_API_PATH = '/api/search';

/** Longer queries are refused with 400: nobody types more, and it bounds the work per request. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** Group order and labels and the API's messages are in `@sahha/contracts/content-library/search-texts`. */
export type SearchResultKind = 'product' | 'article' | 'guide' | 'faq';

/** A matched word in `text`: `text.slice(start, end)`. The client wraps these in <mark>. */
export interface SearchHighlight {
  start: number;
  end: number;
}

/** Plain text (never HTML) and where the query's words occur in it. */
export interface MarkedText {
  text: string;
  highlights: SearchHighlight[];
}

export interface SearchResult {
  kind: SearchResultKind;
  /** Unique within its kind (product key, post slug, guide card id, FAQ id). */
  id: string;
  title: MarkedText;
  /** Site-relative link, e.g. /products/vitamin-d, /blog/<slug>, /staying-strong?category=…#…, /faq#… */
  url: string;
  /** Text around the first match outside the title (or the start of the summary). */
  snippet: MarkedText;
  /** Articles only: ISO publish date. */
  publishDate?: string;
}

export interface SearchGroup {
  kind: SearchResultKind;
  label: string;
  results: SearchResult[];
}

/** GET /api/search?q= → only non-empty groups, in SEARCH_RESULT_KINDS order. */
export interface SearchResponse {
  success: true;
  /** The query as searched (trimmed). */
  query: string;
  total: number;
  groups: SearchGroup[];
}
