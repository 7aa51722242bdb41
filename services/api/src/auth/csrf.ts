import { csrfSync } from 'csrf-sync';

export const CSRF_ERROR_MESSAGE = 'Invalid CSRF token';

/**
 * Synchronizer tokens kept in the session and expected in the `x-csrf-token` header on every
 * state-changing /api call, login and register included (they would otherwise allow login CSRF).
 */
export const csrf = csrfSync({ errorConfig: { statusCode: 403, message: CSRF_ERROR_MESSAGE } });
