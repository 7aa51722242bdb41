import type { Location } from 'react-router-dom';
import { sameSitePath, SIGN_IN_RETURN_PARAM, signInPathReturningTo } from '@sahha/contracts';

/**
 * The name links used before issue L (`/auth?returnTo=…`); still read so a link already out there
 * (an open tab, a bookmark) keeps working.
 */
const LEGACY_RETURN_PARAM = 'returnTo';

/** /auth remembers where the user was sent from, so a sign-in lands back on /progress etc. */
export function authPathFor(location: Pick<Location, 'pathname' | 'search'>): string {
  return signInPathReturningTo(`${location.pathname}${location.search}`);
}

function isSignInPage(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth?') || path.startsWith('/auth#');
}

/**
 * Where to go after signing in: the same-site page named by `next`, else home. An open redirect
 * would let a link send users to a look-alike site; /auth itself would only bounce back home.
 */
export function returnPathFrom(search: string): string {
  const params = new URLSearchParams(search);
  const target = sameSitePath(params.get(SIGN_IN_RETURN_PARAM) ?? params.get(LEGACY_RETURN_PARAM));
  return target === null || isSignInPage(target) ? '/' : target;
}
