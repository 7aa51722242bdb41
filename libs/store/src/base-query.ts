import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { CSRF_HEADER, CSRF_TOKEN_PATH } from '@sahha/contracts';
import { formatHttpErrorMessage, type ApiError } from './http-error';
import { endsSession, SAFE_METHODS } from './session-expiry';
import { csrfTokenCleared, csrfTokenReceived, sessionSlice, type SessionState } from './session-slice';

const API_BASE = '/api';

/** Keep the raw text so error messages can quote the body exactly (docs/requirements.md, "Site: errors from API calls"). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return { __text: '' };
  try {
    return { __text: text, __json: JSON.parse(text) as unknown };
  } catch {
    return { __text: text };
  }
}

interface RawBody {
  __text: string;
  __json?: unknown;
}

export interface BaseQueryOptions {
  fetchFn?: typeof fetch;
  /** Whether the cached current user is signed in (the api reads its own cache). */
  isSignedIn?: (state: unknown) => boolean;
  /** Called when a write finds the session gone (see endsSession). */
  onSessionEnded?: (dispatch: (action: unknown) => unknown) => void;
}

export function createBaseQuery({ fetchFn, isSignedIn, onSessionEnded }: BaseQueryOptions = {}): BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError
> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: API_BASE,
    credentials: 'include',
    fetchFn,
    responseHandler: readBody,
  });

  const run: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    // RTK Query treats `undefined` data as a malformed result; an empty 2xx body is `null`.
    if (!result.error) return { data: (result.data as RawBody | undefined)?.__json ?? null, meta: result.meta };
    const { error } = result;
    if (typeof error.status === 'number') {
      const body = error.data as RawBody | undefined;
      return {
        error: {
          status: error.status,
          message: formatHttpErrorMessage(error.status, body?.__text ?? '', result.meta?.response?.statusText ?? ''),
          data: body?.__json,
        },
        meta: result.meta,
      };
    }
    return { error: { status: error.status, message: String(error.error) }, meta: result.meta };
  };

  async function csrfToken(api: Parameters<typeof run>[1], extraOptions: object): Promise<string | undefined> {
    const state = api.getState() as { [sessionSlice.reducerPath]?: SessionState };
    const cached = state[sessionSlice.reducerPath]?.csrfToken;
    if (cached) return cached;
    const response = await run(CSRF_TOKEN_PATH.slice(API_BASE.length), api, extraOptions);
    const token = (response.data as { token?: string } | undefined)?.token;
    if (token) api.dispatch(csrfTokenReceived(token));
    return token;
  }

  return async (args, api, extraOptions = {}) => {
    const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
    const method = (request.method ?? 'GET').toUpperCase();
    if (SAFE_METHODS.has(method)) return run(request, api, extraOptions);
    // Read before sending: what counts is whom the user believed they were when they pressed submit.
    const signedIn = isSignedIn?.(api.getState()) ?? false;

    const send = async () => {
      const token = await csrfToken(api, extraOptions);
      const headers = new Headers(request.headers as HeadersInit | undefined);
      if (token) headers.set(CSRF_HEADER, token);
      return run({ ...request, headers }, api, extraOptions);
    };
    let result = await send();
    // A token goes stale when the server rotates the session (expiry, login elsewhere): fetch a
    // fresh one once rather than surfacing a 403 the user can do nothing about.
    if (result.error?.status === 403 && (result.error.data as { message?: string } | undefined)?.message === 'Invalid CSRF token') {
      api.dispatch(csrfTokenCleared());
      result = await send();
    }
    if (endsSession({ method, url: request.url, status: result.error?.status, signedIn })) onSessionEnded?.(api.dispatch);
    return result;
  };
}
