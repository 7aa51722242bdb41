/**
 * @jest-environment node
 */
// Node's fetch/Request/Response run the real base query (CSRF included); jsdom has none of them.
import { ACCOUNT_EMAIL_API, CSRF_HEADER, type User } from '@sahha/contracts';
import { api } from '@sahha/store';
import { jsonReply, setUpFetchStub } from '@sahha/store/testing';
import { accountApi } from '../account/account-api';
import { accountEmailApi, apiRelative } from './account-email-api';

const layla: User = { id: 7, name: 'Layla Ahmed', email: 'layla@example.ae', role: 'user', emailVerified: false };

/** Lets onQueryStarted's cache updates, which run after the request settles, happen. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('account e-mail endpoints', () => {
  const fetchStub = setUpFetchStub();
  const writes = () => fetchStub.apiRequests();
  const pathOf = (request: Request) => new URL(request.url).pathname;

  async function signedInStore(user: User | null) {
    const store = fetchStub.createStore();
    await store.dispatch(api.util.upsertQueryData('getCurrentUser', undefined, user ? { success: true, user } : { success: false, user: null }));
    return store;
  }

  it('strips only the /api prefix the base query adds', () => {
    expect(apiRelative('/api/password-reset/request')).toBe('/password-reset/request');
    expect(apiRelative('/apiary/x')).toBe('/apiary/x');
  });

  it('asks for a reset link with the CSRF header', async () => {
    fetchStub.respond(() => jsonReply(200, { success: true }));
    const store = fetchStub.createStore();
    await store.dispatch(accountEmailApi.endpoints.requestPasswordReset.initiate({ email: 'layla@example.ae' }));
    const [request] = writes();
    expect(pathOf(request)).toBe(ACCOUNT_EMAIL_API.requestPasswordReset);
    expect(request.method).toBe('POST');
    expect(request.headers.get(CSRF_HEADER)).toBe('token-1');
    expect(await request.json()).toEqual({ email: 'layla@example.ae' });
  });

  it('signs the browser in as the account whose password was reset, with a fresh CSRF token', async () => {
    fetchStub.respond((request) => jsonReply(200, pathOf(request) === ACCOUNT_EMAIL_API.confirmPasswordReset ? { success: true, user: layla } : { success: true }));
    const store = await signedInStore(null);
    await store.dispatch(accountEmailApi.endpoints.confirmPasswordReset.initiate({ token: 'abc', password: 'Desert-Rose-2027' }));
    await settle();
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data).toEqual({ success: true, user: layla });
    expect(await writes()[0].json()).toEqual({ token: 'abc', password: 'Desert-Rose-2027' });

    // The server regenerated the session, so the next write must not reuse the old token.
    await store.dispatch(accountApi.endpoints.resendEmailVerification.initiate());
    expect(fetchStub.csrfTokensIssued).toBe(2);
    expect(writes()[1].headers.get(CSRF_HEADER)).toBe('token-2');
  });

  it('leaves the session alone when the reset link is refused', async () => {
    fetchStub.respond(() => jsonReply(400, { statusCode: 400, message: 'invalid', error: 'Bad Request' }));
    const store = await signedInStore(null);
    const result = await store.dispatch(accountEmailApi.endpoints.confirmPasswordReset.initiate({ token: 'old', password: 'Desert-Rose-2027' }));
    await settle();
    expect(result.error).toMatchObject({ status: 400 });
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data).toEqual({ success: false, user: null });
  });

  it('shows the verified user (and a role the verification granted) at once', async () => {
    const verifiedAdmin: User = { ...layla, emailVerified: true, role: 'admin' };
    fetchStub.respond(() => jsonReply(200, { success: true, user: verifiedAdmin }));
    const store = await signedInStore(layla);
    await store.dispatch(accountEmailApi.endpoints.confirmEmailVerification.initiate({ token: 'xyz' }));
    await settle();
    expect(pathOf(writes()[0])).toBe(ACCOUNT_EMAIL_API.confirmEmailVerification);
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data).toEqual({ success: true, user: verifiedAdmin });
  });

  it('asks the server who is signed in when the verification answer names nobody', async () => {
    fetchStub.respond((request) =>
      pathOf(request) === '/api/session' ? jsonReply(200, { success: true, user: { ...layla, emailVerified: true } }) : jsonReply(200, { success: true, user: null }),
    );
    const store = await signedInStore(layla);
    // A mounted screen subscribes to the current user; invalidation refetches subscribed data only.
    const subscription = store.dispatch(api.endpoints.getCurrentUser.initiate());
    await store.dispatch(accountEmailApi.endpoints.confirmEmailVerification.initiate({ token: 'xyz' }));
    await settle();
    await settle();
    expect(fetchStub.requests.map(pathOf)).toEqual(['/api/csrf-token', ACCOUNT_EMAIL_API.confirmEmailVerification, '/api/session']);
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data?.user?.emailVerified).toBe(true);
    subscription.unsubscribe();
  });

  it('changes the e-mail address and shows the new, unverified address', async () => {
    const changed: User = { ...layla, email: 'layla.new@example.ae', emailVerified: false };
    fetchStub.respond(() => jsonReply(200, { success: true, user: changed }));
    const store = await signedInStore({ ...layla, emailVerified: true });
    await store.dispatch(accountApi.endpoints.changeEmail.initiate({ email: changed.email, currentPassword: 'Desert-Rose-2026' }));
    await settle();
    const [request] = writes();
    expect(pathOf(request)).toBe(ACCOUNT_EMAIL_API.changeEmail);
    expect(request.method).toBe('PATCH');
    expect(api.endpoints.getCurrentUser.select()(store.getState()).data).toEqual({ success: true, user: changed });
  });

  it('resends the verification link', async () => {
    fetchStub.respond(() => jsonReply(200, { success: true }));
    await fetchStub.createStore().dispatch(accountApi.endpoints.resendEmailVerification.initiate());
    expect(pathOf(writes()[0])).toBe(ACCOUNT_EMAIL_API.resendEmailVerification);
    expect(writes()[0].method).toBe('POST');
  });
});
