import { ACCOUNT_EMAIL_API } from '@sahha/contracts';

/** Methods that never change anything; a 401 on them is the reading screen's business. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Endpoints (relative to /api) that check credentials or work signed out: a 401 there answers
 * the password typed (or a signed-out call), it never means the session ran out.
 */
export const CREDENTIAL_ENDPOINTS: readonly string[] = [
  '/login',
  '/register',
  '/logout',
  ...[ACCOUNT_EMAIL_API.requestPasswordReset, ACCOUNT_EMAIL_API.confirmPasswordReset, ACCOUNT_EMAIL_API.confirmEmailVerification].map(
    (path) => path.replace(/^\/api/, ''),
  ),
];

export interface WriteAnswer {
  method: string;
  /** As the endpoint passed it to the base query, e.g. '/check-in' or '/feedback?x=1'. */
  url: string;
  status: number | string | undefined;
  /** Whether the cached current user was signed in when the answer came. */
  signedIn: boolean;
}

/**
 * Issue L: a 401 answering a write, for a user the app believed signed in, on an endpoint that
 * does not check credentials, means the server no longer knows the session (it expired, or the
 * password was reset elsewhere). The app then says "Your session has ended" instead of a generic
 * failure, and signs the user out locally. A wrong password on /login stays the login form's.
 */
export function endsSession({ method, url, status, signedIn }: WriteAnswer): boolean {
  if (status !== 401 || !signedIn || SAFE_METHODS.has(method.toUpperCase())) return false;
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '');
  return !CREDENTIAL_ENDPOINTS.includes(path);
}
