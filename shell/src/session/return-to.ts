import type { Location } from 'react-router-dom';

const RETURN_TO_PARAM = 'returnTo';

/** /auth remembers where the user was sent from, so a sign-in lands back on /progress etc. */
export function authPathFor(location: Pick<Location, 'pathname' | 'search'>): string {
  const params = new URLSearchParams({ [RETURN_TO_PARAM]: `${location.pathname}${location.search}` });
  return `/auth?${params.toString()}`;
}

/** Only same-site paths: an open redirect would let a link send users to a look-alike site. */
export function returnPathFrom(search: string): string {
  const target = new URLSearchParams(search).get(RETURN_TO_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/auth')) return '/';
  return target;
}
