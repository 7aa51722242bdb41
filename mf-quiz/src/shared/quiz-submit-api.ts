import type { QuizAnswers, QuizSubmitResponse } from '@sahha/contracts';
import { api } from '@sahha/store';

/**
 * Spec §7: POST /api/quiz/submit with the quiz answers → QuizSubmitResponse. Used by the quiz and
 * by the results page's 'Save this plan to my account'. A signed-in submission is saved by the
 * server, so the list of saved plans is refreshed.
 */
const quizSubmitApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitQuiz: build.mutation<QuizSubmitResponse, QuizAnswers>({
      query: (body) => ({ url: '/quiz/submit', method: 'POST', body }),
      invalidatesTags: ['QuizResponse'],
    }),
  }),
});

export const { useSubmitQuizMutation } = quizSubmitApi;
