import type { QuizResponsesResponse } from '@sahha/contracts';
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
