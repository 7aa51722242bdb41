import type { QuizResponseDetail, SupplementRecommendationsResponse } from '@sahha/contracts/quiz';
import { api } from '@sahha/store';

/** GET /api/quiz-responses/{id}: the QuizResponseDetail fields at top level, plus `success`. */
export type QuizResponseDetailResponse = QuizResponseDetail & { success: boolean };

/** Both calls only for a numeric id and a signed-in user (docs/requirements.md, "Route: /recommendation/:id"); the page runs them in parallel. */
const recommendationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuizResponse: build.query<QuizResponseDetailResponse, number>({
      query: (id) => `/quiz-responses/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'QuizResponse', id }],
    }),
    getSupplementRecommendations: build.query<SupplementRecommendationsResponse, number>({
      query: (id) => `/supplement-recommendations/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'QuizResponse', id }],
    }),
  }),
});

export const { useGetQuizResponseQuery, useGetSupplementRecommendationsQuery } = recommendationApi;
