import type { FeedbackRequest } from '@sahha/contracts';
import { api } from '@sahha/store';

/** POST /api/feedback { rating, comment, email } (docs/requirements.md, "API: POST /api/feedback"); the response is not read. */
export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitFeedback: build.mutation<unknown, FeedbackRequest>({
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useSubmitFeedbackMutation } = feedbackApi;
