import { SEARCH_API_PATH, type SearchResponse } from '@sahha/contracts';
import { api } from '@sahha/store';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, string>({
      query: (q) => ({ url: SEARCH_API_PATH.replace(/^\/api/, ''), params: { q } }),
    }),
  }),
});

export const { useSearchQuery } = searchApi;
