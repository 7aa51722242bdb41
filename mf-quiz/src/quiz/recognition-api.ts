import type { RecognitionRequest, RecognitionResponse } from '@sahha/contracts/quiz';
import { api } from '@sahha/store';

/**
 * POST /api/quiz/recognise: what the server understood in the step 8 or 9 free text, shown while
 * the user types. Public; the server reads the text in memory only. A mutation, not a query, so
 * the text is never kept as a cache key once the quiz moves on.
 */
const recognitionApi = api.injectEndpoints({
  endpoints: (build) => ({
    recogniseHealthText: build.mutation<RecognitionResponse, RecognitionRequest>({
      query: (body) => ({ url: '/quiz/recognise', method: 'POST', body }),
    }),
  }),
});

export const { useRecogniseHealthTextMutation } = recognitionApi;
