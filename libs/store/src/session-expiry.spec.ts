import { ACCOUNT_EMAIL_API } from '@sahha/contracts';

import { endsSession } from './session-expiry';

const SIGNED_IN_WRITE = { method: 'POST', url: '/check-in', status: 401, signedIn: true };

describe('endsSession', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('is true for a 401 answering %s from a signed-in user', (method) => {
    expect(endsSession({ ...SIGNED_IN_WRITE, method })).toBe(true);
  });

  it.each(['/account', '/account/password', '/feedback?from=tab', '/quiz-responses/3/', ACCOUNT_EMAIL_API.changeEmail.replace('/api', '')])(
    'covers any other endpoint, e.g. %s',
    (url) => {
      expect(endsSession({ ...SIGNED_IN_WRITE, url })).toBe(true);
    },
  );

  it.each(['/login', '/register', '/logout', '/login?x=1', '/password-reset/request', '/password-reset/confirm', '/email-verification/confirm'])(
    'leaves credential checks alone: %s',
    (url) => {
      expect(endsSession({ ...SIGNED_IN_WRITE, url })).toBe(false);
    },
  );

  it('is false for reads, visitors and other statuses', () => {
    expect(endsSession({ ...SIGNED_IN_WRITE, method: 'GET' })).toBe(false);
    expect(endsSession({ ...SIGNED_IN_WRITE, signedIn: false })).toBe(false);
    for (const status of [400, 403, 500, 'FETCH_ERROR', undefined]) expect(endsSession({ ...SIGNED_IN_WRITE, status })).toBe(false);
  });
});
