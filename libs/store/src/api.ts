import { createApi } from '@reduxjs/toolkit/query/react';
import type { AuthResponse, CurrentUserResponse, LoginRequest, RegisterRequest } from '@sahha/contracts';
import { clearPersistentDrafts } from '@sahha/ui';
import { createBaseQuery } from './base-query';
import { csrfTokenCleared, sessionEndedNoticeCleared, sessionExpired } from './session-slice';

export const API_TAGS = ['User', 'CheckIn', 'Feedback', 'QuizResponse', 'Product', 'Rating'] as const;

const SIGNED_OUT: CurrentUserResponse = { success: false, user: null };

/**
 * The one RTK Query API of the site. Remotes add endpoints with `api.injectEndpoints`.
 * Cache rules (docs/requirements.md, "Site: data cache and session"): results never go stale, no refetch on focus or reconnect, no polling, no retries
 * (RTK Query never retries unless wrapped in `retry`).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({
    isSignedIn,
    onSessionEnded: (dispatch) => dispatch(sessionExpiredHere()),
  }),
  tagTypes: API_TAGS,
  keepUnusedDataFor: Number.MAX_SAFE_INTEGER / 1000,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUserResponse, void>({
      // GET /api/session answers a visitor with no user, never an error (docs/requirements.md, "API: GET /api/session");
      // a 401 still means "no user", from an API that predates it.
      queryFn: async (_arg, queryApi, extraOptions, baseQuery) => {
        const result = await baseQuery('/session');
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
    // A successful logout sets the cached current user to success false, no user (docs/requirements.md, "Site: data cache and session"). The
    // caller dispatches sessionEnded() once it has left any protected page (see the header).
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
  }),
});

/** The cached current user, as the headers show it. */
function isSignedIn(state: unknown): boolean {
  return Boolean(api.endpoints.getCurrentUser.select()(state as Parameters<ReturnType<typeof api.endpoints.getCurrentUser.select>>[0]).data?.user);
}

type Dispatch = (action: unknown) => unknown;

/** The user, the CSRF token and every cached per-user result go: headers and pages show signed out. */
function forgetSession(dispatch: Dispatch): void {
  dispatch(csrfTokenCleared());
  dispatch(api.util.upsertQueryData('getCurrentUser', undefined, SIGNED_OUT));
  dispatch(api.util.invalidateTags(API_TAGS.filter((tag) => tag !== 'User')));
}

/**
 * The user ended the session (logout, account deletion): forget it, and every form draft of this
 * tab, so whoever uses the browser next sees none of it.
 */
export function sessionEnded() {
  return (dispatch: Dispatch) => {
    forgetSession(dispatch);
    clearPersistentDrafts();
  };
}

/**
 * The server no longer knows the session (see endsSession). The page stays where it is, with its
 * drafts, and says so (SessionEndedNotice); the flag goes first so that the protected page does
 * not redirect to /auth on seeing the user signed out.
 */
export function sessionExpiredHere() {
  return (dispatch: Dispatch) => {
    dispatch(sessionExpired(typeof window === 'undefined' ? '/' : window.location.pathname));
    forgetSession(dispatch);
  };
}

type AuthLifecycle = {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: AuthResponse }>;
};

/** A successful login or registration sets the cached current user to that user (docs/requirements.md, "Site: data cache and session"). */
async function applyAuthResult({ dispatch, queryFulfilled }: AuthLifecycle): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    // The session was regenerated server-side, so the old CSRF token is dead.
    dispatch(csrfTokenCleared());
    if (data.success && data.user) {
      dispatch(api.util.upsertQueryData('getCurrentUser', undefined, { success: true, user: data.user }));
      dispatch(sessionEndedNoticeCleared());
    }
  } catch {
    // The calling screen shows the failure toast.
  }
}

export const { useGetCurrentUserQuery, useLoginMutation, useRegisterMutation, useLogoutMutation } = api;
