import { SEARCH_QUERY_MAX_LENGTH, type SearchResultKind } from '@sahha/contracts';

/** Search texts used by the API and the search page, kept out of the main entry's first load. */
export const SEARCH_MESSAGES = {
  queryTooLong: `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
  queryNotText: 'Search for one piece of text',
} as const;

/** Group order on the page and in the response. */
export const SEARCH_RESULT_KINDS: readonly SearchResultKind[] = ['product', 'article', 'guide', 'faq'];

export const SEARCH_GROUP_LABELS: Record<SearchResultKind, string> = {
  product: 'Products',
  article: 'Articles',
  guide: 'Staying Strong guide',
  faq: 'FAQ',
};
