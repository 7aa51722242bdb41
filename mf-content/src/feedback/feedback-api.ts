import type { FeedbackRequest } from '@sahha/contracts';
import { api } from '@sahha/store';

/** Spec §7: POST /api/feedback { rating, comment, email }; the response is not read. */
export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitFeedback: build.mutation<unknown, FeedbackRequest>({
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useSubmitFeedbackMutation } = feedbackApi;
