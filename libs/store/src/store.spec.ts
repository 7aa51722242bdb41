import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { api } from './api';
import { CSRF_HEADER } from '@sahha/contracts';
import { createBaseQuery, type BaseQueryOptions } from './base-query';
import { sessionSlice } from './session-slice';
import { createAppStore, rootReducer } from './store';

// Node's Request rejects relative URLs; the browser resolves '/api/...' against the page.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
} as typeof Request;

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

describe('rootReducer injection', () => {
  it('puts a slice injected later (as a remote does) into an existing store', () => {
    const store = createAppStore();
    const remoteSlice = createSlice({
      name: 'remoteFeature',
      initialState: { visits: 0 },
      reducers: { visited: (state) => void (state.visits += 1) },
    });
    const injected = remoteSlice.injectInto(rootReducer);
    store.dispatch(remoteSlice.actions.visited());
    expect(injected.selectSlice(store.getState() as Parameters<typeof injected.selectSlice>[0])).toEqual({ visits: 1 });
  });

  it('lets a remote add endpoints to the one api', () => {
    const extended = api.injectEndpoints({
      endpoints: (build) => ({ getPing: build.query<string, void>({ query: () => '/ping' }) }),
    });
    expect(extended).toBe(api);
    expect(Object.keys(api.endpoints)).toEqual(expect.arrayContaining(['getCurrentUser', 'getPing']));
  });
});

describe('createBaseQuery', () => {
  function harness(responses: Response[], options: Omit<BaseQueryOptions, 'fetchFn'> = {}) {
    const calls: Request[] = [];
    const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(input instanceof Request ? input : new Request(String(input), init));
      const next = responses.shift();
      if (!next) throw new Error('unexpected request');
      return next;
    }) as unknown as typeof fetch;
    const testApi = createApi({
      baseQuery: createBaseQuery({ fetchFn, ...options }),
      reducerPath: 'testApi',
      endpoints: (build) => ({
        read: build.query<unknown, void>({ query: () => '/thing' }),
        write: build.mutation<unknown, void>({ query: () => ({ url: '/thing', method: 'POST', body: {} }) }),
        login: build.mutation<unknown, void>({ query: () => ({ url: '/login', method: 'POST', body: {} }) }),
      }),
    });
    const store = configureStore({
      reducer: { [testApi.reducerPath]: testApi.reducer, [sessionSlice.reducerPath]: sessionSlice.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(testApi.middleware),
    });
    return { calls, testApi, store };
  }

  it('turns a non-ok response into "{status}: {body}"', async () => {
    const { testApi, store } = harness([jsonResponse(404, { message: 'Product not found' }, 'Not Found')]);
    const result = await store.dispatch(testApi.endpoints.read.initiate());
    expect(result.error).toEqual({
      status: 404,
      message: '404: {"message":"Product not found"}',
      data: { message: 'Product not found' },
    });
  });

  it('uses the status text when the body is empty', async () => {
    const { testApi, store } = harness([new Response('', { status: 503, statusText: 'Service Unavailable' })]);
    const result = await store.dispatch(testApi.endpoints.read.initiate());
    expect(result.error?.message).toBe('503: Service Unavailable');
  });

  it('sends a CSRF token with state-changing calls and reuses it', async () => {
    const { testApi, store, calls } = harness([
      jsonResponse(200, { token: 'tok-1' }),
      jsonResponse(201, { success: true }),
      jsonResponse(201, { success: true }),
    ]);
    await store.dispatch(testApi.endpoints.write.initiate());
    await store.dispatch(testApi.endpoints.write.initiate());
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /api/csrf-token',
      'POST /api/thing',
      'POST /api/thing',
    ]);
    expect(calls[1].headers.get(CSRF_HEADER)).toBe('tok-1');
    expect(calls[2].headers.get(CSRF_HEADER)).toBe('tok-1');
    expect(calls[1].credentials).toBe('include');
  });

  it('fetches a fresh token once when the server rejects a stale one', async () => {
    const { testApi, store, calls } = harness([
      jsonResponse(200, { token: 'stale' }),
      jsonResponse(403, { statusCode: 403, message: 'Invalid CSRF token', error: 'Forbidden' }),
      jsonResponse(200, { token: 'fresh' }),
      jsonResponse(201, { success: true }),
    ]);
    const result = await store.dispatch(testApi.endpoints.write.initiate());
    expect(result.data).toEqual({ success: true });
    expect(calls[3].headers.get(CSRF_HEADER)).toBe('fresh');
  });

  it('resolves an empty success body to null', async () => {
    const { testApi, store } = harness([jsonResponse(200, { token: 't' }), new Response(null, { status: 204 })]);
    const result = await store.dispatch(testApi.endpoints.write.initiate());
    expect(result).toEqual({ data: null });
  });

  describe('a 401 answering a write', () => {
    const notAuthenticated = () => jsonResponse(401, { success: false, user: null, message: 'Not authenticated' });

    function watched(responses: Response[], signedIn: boolean) {
      const onSessionEnded = jest.fn();
      return { onSessionEnded, ...harness(responses, { isSignedIn: () => signedIn, onSessionEnded }) };
    }

    it('ends the session of a user the app believed signed in, and still returns the error', async () => {
      const { testApi, store, onSessionEnded } = watched([jsonResponse(200, { token: 't' }), notAuthenticated()], true);
      const result = await store.dispatch(testApi.endpoints.write.initiate());
      expect(result.error).toMatchObject({ status: 401 });
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
    });

    it('also after the stale CSRF token the expired session left behind was replaced', async () => {
      const { testApi, store, onSessionEnded } = watched(
        [
          jsonResponse(200, { token: 'stale' }),
          jsonResponse(403, { statusCode: 403, message: 'Invalid CSRF token', error: 'Forbidden' }),
          jsonResponse(200, { token: 'fresh' }),
          notAuthenticated(),
        ],
        true,
      );
      await store.dispatch(testApi.endpoints.write.initiate());
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
    });

    it('leaves a wrong password on /login to the login form', async () => {
      const { testApi, store, onSessionEnded } = watched(
        [jsonResponse(200, { token: 't' }), jsonResponse(401, { success: false, message: 'Invalid email or password' })],
        true,
      );
      await store.dispatch(testApi.endpoints.login.initiate());
      expect(onSessionEnded).not.toHaveBeenCalled();
    });

    it('means nothing new for a visitor, nor on a read, nor for other failures', async () => {
      const visitor = watched([jsonResponse(200, { token: 't' }), notAuthenticated()], false);
      await visitor.store.dispatch(visitor.testApi.endpoints.write.initiate());
      expect(visitor.onSessionEnded).not.toHaveBeenCalled();

      const reader = watched([notAuthenticated()], true);
      await reader.store.dispatch(reader.testApi.endpoints.read.initiate());
      expect(reader.onSessionEnded).not.toHaveBeenCalled();

      const refused = watched([jsonResponse(200, { token: 't' }), jsonResponse(403, { message: 'Forbidden' })], true);
      await refused.store.dispatch(refused.testApi.endpoints.write.initiate());
      expect(refused.onSessionEnded).not.toHaveBeenCalled();
    });
  });

  it('never sends a token on reads', async () => {
    const { testApi, store, calls } = harness([jsonResponse(200, { ok: true })]);
    await store.dispatch(testApi.endpoints.read.initiate());
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get(CSRF_HEADER)).toBeNull();
  });
});

describe('getCurrentUser', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('asks GET /api/session, whose visitor answer is no user with a 200', async () => {
    const fetchMock = jest.fn(async (_request: Request) => jsonResponse(200, { success: false, user: null }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const store = createAppStore();
    const result = await store.dispatch(api.endpoints.getCurrentUser.initiate());
    expect(new URL(fetchMock.mock.calls[0][0].url).pathname).toBe('/api/session');
    expect(result.data).toEqual({ success: false, user: null });
  });

  it('starts from the answer the page carried: a result at once, and no request', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const answer = { success: true, user: { id: 7, name: 'Layla', email: 'layla@example.ae', role: 'user' as const, emailVerified: true } };
    const store = createAppStore(answer);
    expect(api.endpoints.getCurrentUser.select()(store.getState())).toMatchObject({ status: 'fulfilled', data: answer });
    const result = await store.dispatch(api.endpoints.getCurrentUser.initiate());
    expect(result.data).toEqual(answer);
    expect(fetchMock).not.toHaveBeenCalled();
    store.dispatch(api.util.resetApiState());
  });

  it('treats 401 as "no user" rather than an error', async () => {
    globalThis.fetch = jest.fn(async () => jsonResponse(401, { success: false, user: null })) as unknown as typeof fetch;
    const store = createAppStore();
    const result = await store.dispatch(api.endpoints.getCurrentUser.initiate());
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ success: false, user: null });
  });
});

describe('a session that ended on the server', () => {
  const originalFetch = globalThis.fetch;
  const stores: ReturnType<typeof createAppStore>[] = [];
  afterEach(() => {
    globalThis.fetch = originalFetch;
    // Drops the cache's removal timers (kept for weeks by keepUnusedDataFor), so jest can exit.
    for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
  });

  const user = { id: 7, name: 'Layla', email: 'layla@example.ae', role: 'user' as const, emailVerified: true };
  const writes = api.injectEndpoints({
    endpoints: (build) => ({ saveThing: build.mutation<unknown, void>({ query: () => ({ url: '/things', method: 'POST', body: {} }) }) }),
  });

  // The lifecycle handlers update the cache just after the call itself resolves.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  function newStore() {
    const store = createAppStore();
    stores.push(store);
    return store;
  }

  async function signedInStore() {
    const store = newStore();
    await store.dispatch(api.util.upsertQueryData('getCurrentUser', undefined, { success: true, user }));
    return store;
  }

  it('signs the cached user out and marks the page, which keeps its place', async () => {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input instanceof Request ? input.url : input).endsWith('/api/csrf-token')
        ? jsonResponse(200, { token: 't' })
        : jsonResponse(401, { success: false, user: null, message: 'Not authenticated' }),
    ) as unknown as typeof fetch;
    const store = await signedInStore();
    const result = await store.dispatch(writes.endpoints.saveThing.initiate());
    await settled();
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session.sessionEndedOn).toBe('/');
    expect(store.getState().session.csrfToken).toBeNull();
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data).toEqual({ success: false, user: null });
  });

  it('clears the mark once the user signs in again', async () => {
    globalThis.fetch = jest.fn(async () => jsonResponse(200, { success: true, user })) as unknown as typeof fetch;
    const store = newStore();
    store.dispatch(sessionSlice.actions.sessionExpired('/check-in'));
    store.dispatch(sessionSlice.actions.csrfTokenReceived('t'));
    await store.dispatch(api.endpoints.login.initiate({ email: user.email, password: 'Desert-Rose-2026' }));
    await settled();
    expect(store.getState().session.sessionEndedOn).toBeNull();
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data?.user).toEqual(user);
  });
});
