import type { SuggestionsRequest, SuggestionsResponse } from '@sahha/contracts/quiz';
import { api } from '@sahha/store';

/**
 * POST /api/quiz/suggestions: knowledge-base concepts the fragment typed in the picker may mean.
 * A mutation, like recognise: the fragment is never kept as a cache key.
 */
const suggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    suggestConcepts: build.mutation<SuggestionsResponse, SuggestionsRequest>({
      query: (body) => ({ url: '/quiz/suggestions', method: 'POST', body }),
    }),
  }),
});

export const { useSuggestConceptsMutation } = suggestionsApi;
