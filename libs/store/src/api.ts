import { createApi } from '@reduxjs/toolkit/query/react';
import type { AuthResponse, CurrentUserResponse, LoginRequest, RegisterRequest } from '@sahha/contracts';
import { createBaseQuery } from './base-query';
import { csrfTokenCleared } from './session-slice';

export const API_TAGS = ['User', 'CheckIn', 'Feedback', 'QuizResponse', 'Product', 'Rating'] as const;

const SIGNED_OUT: CurrentUserResponse = { success: false, user: null };

/**
 * The one RTK Query API of the site. Remotes add endpoints with `api.injectEndpoints`.
 * Spec §9: results never go stale, no refetch on focus or reconnect, no polling, no retries
 * (RTK Query never retries unless wrapped in `retry`).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: API_TAGS,
  keepUnusedDataFor: Number.MAX_SAFE_INTEGER / 1000,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUserResponse, void>({
      // Spec §4: a 401 on the current-user call means "no user", not an error.
      queryFn: async (_arg, queryApi, extraOptions, baseQuery) => {
        const result = await baseQuery('/user');
        if (result.error?.status === 401) return { data: SIGNED_OUT };
        if (result.error) return { error: result.error };
        return { data: result.data as CurrentUserResponse };
      },
      providesTags: ['User'],
    }),
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      onQueryStarted: (_arg, lifecycle) => applyAuthResult(lifecycle),
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      onQueryStarted: (_arg, lifecycle) => applyAuthResult(lifecycle),
    }),
    // Spec §4: a successful logout sets the cached current user to success false, no user. The
    // caller dispatches sessionEnded() once it has left any protected page (see the header).
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
  }),
});

/**
 * Forgets everything tied to the session that just ended (logout, account deletion): the user,
 * the CSRF token and every cached per-user result.
 */
export function sessionEnded() {
  return (dispatch: (action: unknown) => unknown) => {
    dispatch(csrfTokenCleared());
    dispatch(api.util.upsertQueryData('getCurrentUser', undefined, SIGNED_OUT));
    dispatch(api.util.invalidateTags(API_TAGS.filter((tag) => tag !== 'User')));
  };
}

type AuthLifecycle = {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: AuthResponse }>;
};

/** Spec §4: a successful login or registration sets the cached current user to that user. */
async function applyAuthResult({ dispatch, queryFulfilled }: AuthLifecycle): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    // The session was regenerated server-side, so the old CSRF token is dead.
    dispatch(csrfTokenCleared());
    if (data.success && data.user) {
      dispatch(api.util.upsertQueryData('getCurrentUser', undefined, { success: true, user: data.user }));
    }
  } catch {
    // The calling screen shows the failure toast.
  }
}

export const { useGetCurrentUserQuery, useLoginMutation, useRegisterMutation, useLogoutMutation } = api;
