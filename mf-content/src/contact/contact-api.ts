import type { ContactRequest } from '@sahha/contracts';
import { api } from '@sahha/store';

/** POST /api/contact { name, email, topic, message } → { success: true }; the response is not read. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<unknown, ContactRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
