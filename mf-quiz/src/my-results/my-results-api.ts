import type { QuizResponseSummary, QuizResponsesResponse } from '@sahha/contracts/quiz';
import { api } from '@sahha/store';

/** GET /api/quiz-responses: the signed-in user's saved plans (QuizResponsesResponse). */
const myResultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuizResponses: build.query<QuizResponsesResponse, void>({
      query: () => '/quiz-responses',
      providesTags: ['QuizResponse'],
    }),
  }),
});

export const { useGetQuizResponsesQuery } = myResultsApi;

/** The server sends newest first already; sorting again keeps the pages right whatever it sends. */
export function newestFirst(responses: readonly QuizResponseSummary[]): QuizResponseSummary[] {
  return [...responses].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
