import type { FeedbackEntry } from '@sahha/contracts';
import { api } from '@sahha/store';

/**
 * GET /api/feedback/view (docs/requirements.md, "API: GET /api/feedback/view") → entries newest first (admins only). `rating` narrows the list
 * to one star value on the server (`?rating=`); undefined lists everything.
 */
const feedbackDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeedback: build.query<FeedbackEntry[], number | undefined>({
      query: (rating) => ({ url: '/feedback/view', params: rating === undefined ? undefined : { rating } }),
      // The feedback form's submission invalidates this tag, so a new entry shows on the next visit.
      providesTags: ['Feedback'],
    }),
  }),
});

export const { useGetFeedbackQuery } = feedbackDashboardApi;
