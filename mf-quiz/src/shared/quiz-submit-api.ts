import type { QuizAnswers, QuizSubmitResponse, SavePlanRequest, SavePlanResponse } from '@sahha/contracts/quiz';
import { api } from '@sahha/store';

/**
 * POST /api/quiz/submit (docs/requirements.md, "API: POST /api/quiz/submit") with the quiz answers → QuizSubmitResponse, and POST
 * /api/quiz/save-plan, the results page's 'Save this plan to my account' (a visitor's signed plan,
 * saved once signed in). Both can add a saved plan, so the list of saved plans is refreshed.
 */
const quizSubmitApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitQuiz: build.mutation<QuizSubmitResponse, QuizAnswers>({
      query: (body) => ({ url: '/quiz/submit', method: 'POST', body }),
      invalidatesTags: ['QuizResponse'],
    }),
    saveSignedPlan: build.mutation<SavePlanResponse, SavePlanRequest>({
      query: (body) => ({ url: '/quiz/save-plan', method: 'POST', body }),
      invalidatesTags: ['QuizResponse'],
    }),
  }),
});

export const { useSubmitQuizMutation, useSaveSignedPlanMutation } = quizSubmitApi;
