import type { ContactMessage } from '@sahha/contracts';
import { api } from '@sahha/store';

/** GET /api/contact/messages → every contact message newest first (admins only). */
const contactMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContactMessages: build.query<ContactMessage[], void>({
      query: () => ({ url: '/contact/messages' }),
    }),
  }),
});

const { useGetContactMessagesQuery: useGetContactMessagesQueryCached } = contactMessagesApi;

/** The store keeps data for the whole visit: refetch on every visit so new messages show up. */
export const useGetContactMessagesQuery = () => useGetContactMessagesQueryCached(undefined, { refetchOnMountOrArgChange: true });
