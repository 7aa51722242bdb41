/**
 * @jest-environment node
 */
// Node's fetch/Request/Response run the real base query (CSRF included); jsdom has none of them.
import { ACCOUNT_EMAIL_API, CSRF_HEADER, type User } from '@sahha/contracts';
import { api, createAppStore as createStore } from '@sahha/store';
import { accountApi } from '../account/account-api';
import { accountEmailApi, apiRelative } from './account-email-api';

const NodeRequest = globalThis.Request;
const layla: User = { id: 7, name: 'Layla Ahmed', email: 'layla@example.ae', role: 'user', emailVerified: false };

/** Lets onQueryStarted's cache updates, which run after the request settles, happen. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('account e-mail endpoints', () => {
  const originalFetch = globalThis.fetch;
  let requests: Request[];
  let csrfTokensIssued: number;

  beforeAll(() => {
    globalThis.Request = class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    } as typeof Request;
  });

  afterAll(() => {
    globalThis.Request = NodeRequest;
  });

  let stores: ReturnType<typeof createStore>[] = [];
  function createAppStore() {
    const store = createStore();
    stores.push(store);
    return store;
  }

  afterEach(() => {
    globalThis.fetch = originalFetch;
    // Clears the cache-removal timers of the cached current user, so jest can exit.
    for (const store of stores) store.dispatch(api.util.resetApiState());
    stores = [];
  });

  function stubFetch(respond: (request: Request) => Response) {
    requests = [];
    csrfTokensIssued = 0;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      requests.push(request);
      if (request.url.endsWith('/api/csrf-token')) return reply(200, { token: `token-${++csrfTokensIssued}` });
      return respond(request);
    }) as unknown as typeof fetch;
  }

  const writes = () => requests.filter((request) => !request.url.endsWith('/api/csrf-token'));
  const pathOf = (request: Request) => new URL(request.url).pathname;

  async function signedInStore(user: User | null) {
    const store = createAppStore();
    await store.dispatch(api.util.upsertQueryData('getCurrentUser', undefined, user ? { success: true, user } : { success: false, user: null }));
    return store;
  }

  it('strips only the /api prefix the base query adds', () => {
    expect(apiRelative('/api/password-reset/request')).toBe('/password-reset/request');
    expect(apiRelative('/apiary/x')).toBe('/apiary/x');
  });

  it('asks for a reset link with the CSRF header', async () => {
    stubFetch(() => reply(200, { success: true }));
    const store = createAppStore();
    await store.dispatch(accountEmailApi.endpoints.requestPasswordReset.initiate({ email: 'layla@example.ae' }));
    const [request] = writes();
    expect(pathOf(request)).toBe(ACCOUNT_EMAIL_API.requestPasswordReset);
    expect(request.method).toBe('POST');
    expect(request.headers.get(CSRF_HEADER)).toBe('token-1');
    expect(await request.json()).toEqual({ email: 'layla@example.ae' });
  });

  it('signs the browser in as the account whose password was reset, with a fresh CSRF token', async () => {
    stubFetch((request) => reply(200, pathOf(request) === ACCOUNT_EMAIL_API.confirmPasswordReset ? { success: true, user: layla } : { success: true }));
    const store = await signedInStore(null);
    await store.dispatch(accountEmailApi.endpoints.confirmPasswordReset.initiate({ token: 'abc', password: 'Desert-Rose-2027' }));
    await settle();
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data).toEqual({ success: true, user: layla });
    expect(await writes()[0].json()).toEqual({ token: 'abc', password: 'Desert-Rose-2027' });

    // The server regenerated the session, so the next write must not reuse the old token.
    await store.dispatch(accountApi.endpoints.resendEmailVerification.initiate());
    expect(csrfTokensIssued).toBe(2);
    expect(writes()[1].headers.get(CSRF_HEADER)).toBe('token-2');
  });

  it('leaves the session alone when the reset link is refused', async () => {
    stubFetch(() => reply(400, { statusCode: 400, message: 'invalid', error: 'Bad Request' }));
    const store = await signedInStore(null);
    const result = await store.dispatch(accountEmailApi.endpoints.confirmPasswordReset.initiate({ token: 'old', password: 'Desert-Rose-2027' }));
    await settle();
    expect(result.error).toMatchObject({ status: 400 });
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data).toEqual({ success: false, user: null });
  });

  it('shows the verified user (and a role the verification granted) at once', async () => {
    const verifiedAdmin: User = { ...layla, emailVerified: true, role: 'admin' };
    stubFetch(() => reply(200, { success: true, user: verifiedAdmin }));
    const store = await signedInStore(layla);
    await store.dispatch(accountEmailApi.endpoints.confirmEmailVerification.initiate({ token: 'xyz' }));
    await settle();
    expect(pathOf(writes()[0])).toBe(ACCOUNT_EMAIL_API.confirmEmailVerification);
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data).toEqual({ success: true, user: verifiedAdmin });
  });

  it('asks the server who is signed in when the verification answer names nobody', async () => {
    stubFetch((request) =>
      pathOf(request) === '/api/session' ? reply(200, { success: true, user: { ...layla, emailVerified: true } }) : reply(200, { success: true, user: null }),
    );
    const store = await signedInStore(layla);
    // A mounted screen subscribes to the current user; invalidation refetches subscribed data only.
    const subscription = store.dispatch(api.endpoints.getCurrentUser.initiate());
    await store.dispatch(accountEmailApi.endpoints.confirmEmailVerification.initiate({ token: 'xyz' }));
    await settle();
    await settle();
    expect(requests.map(pathOf)).toEqual(['/api/csrf-token', ACCOUNT_EMAIL_API.confirmEmailVerification, '/api/session']);
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data?.user?.emailVerified).toBe(true);
    subscription.unsubscribe();
  });

  it('changes the e-mail address and shows the new, unverified address', async () => {
    const changed: User = { ...layla, email: 'layla.new@example.ae', emailVerified: false };
    stubFetch(() => reply(200, { success: true, user: changed }));
    const store = await signedInStore({ ...layla, emailVerified: true });
    await store.dispatch(accountApi.endpoints.changeEmail.initiate({ email: changed.email, currentPassword: 'Desert-Rose-2026' }));
    await settle();
    const [request] = writes();
    expect(pathOf(request)).toBe(ACCOUNT_EMAIL_API.changeEmail);
    expect(request.method).toBe('PATCH');
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data).toEqual({ success: true, user: changed });
  });

  it('resends the verification link', async () => {
    stubFetch(() => reply(200, { success: true }));
    await createAppStore().dispatch(accountApi.endpoints.resendEmailVerification.initiate());
    expect(pathOf(writes()[0])).toBe(ACCOUNT_EMAIL_API.resendEmailVerification);
    expect(writes()[0].method).toBe('POST');
  });
});
