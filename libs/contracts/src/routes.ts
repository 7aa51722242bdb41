/**
 * The single table of who owns which URL. The shell builds its router from it, the API uses it to
 * decide between a 200 SPA response and a real 404, and the e2e suite uses it for isolation checks.
 */
import { ACCOUNT_EMAIL_PAGES } from './account-email';

export type RemoteName = 'mf_quiz' | 'mf_tracker' | 'mf_catalog' | 'mf_content' | 'mf_admin';

export interface RemoteRouteDefinition {
  /** React Router path pattern, absolute. */
  readonly path: string;
  /** Rendered only for a signed-in user (docs/requirements.md, "Site: routes and access"). */
  readonly protected?: boolean;
  /** Rendered only for an admin; other users get the no-access screen from the shell. */
  readonly adminOnly?: boolean;
}

export interface RemoteDefinition {
  /** Container name used by Module Federation (underscored). */
  readonly name: RemoteName;
  /** Folder and URL segment: /remotes/<folder>/remoteEntry.js */
  readonly folder: string;
  readonly routes: readonly RemoteRouteDefinition[];
}

export const REMOTES: readonly RemoteDefinition[] = [
  {
    name: 'mf_quiz',
    folder: 'mf-quiz',
    routes: [
      { path: '/quiz' },
      { path: '/medicine-check' },
      { path: '/results' },
      { path: '/my-results', protected: true },
      { path: '/recommendation/:id', protected: true },
    ],
  },
  {
    name: 'mf_tracker',
    folder: 'mf-tracker',
    routes: [
      { path: '/check-in', protected: true },
      { path: '/progress', protected: true },
    ],
  },
  {
    name: 'mf_catalog',
    folder: 'mf-catalog',
    routes: [{ path: '/products/:id' }],
  },
  {
    name: 'mf_content',
    folder: 'mf-content',
    routes: [
      { path: '/about' },
      { path: '/staying-strong' },
      { path: '/blog' },
      { path: '/blog/:slug' },
      { path: '/feedback' },
      { path: '/science' },
      { path: '/faq' },
      { path: '/research' },
      { path: '/privacy' },
      { path: '/terms' },
      { path: '/cookies' },
      { path: '/contact' },
      { path: '/search' },
    ],
  },
  {
    name: 'mf_admin',
    folder: 'mf-admin',
    routes: [
      { path: '/admin/feedback', protected: true, adminOnly: true },
      { path: '/admin/catalog', protected: true, adminOnly: true },
    ],
  },
];

/**
 * Routes rendered by the shell itself. The account e-mail pages open from links we send; they are
 * noindex and stay out of the sitemap (whose list of public pages lives in the API's seo module).
 */
export const SHELL_ROUTES = [
  '/',
  '/auth',
  ACCOUNT_EMAIL_PAGES.forgotPassword,
  ACCOUNT_EMAIL_PAGES.resetPassword,
  ACCOUNT_EMAIL_PAGES.verifyEmail,
  '/account',
] as const;

/** /auth's query parameter naming the page to return to after signing in or registering. */
export const SIGN_IN_RETURN_PARAM = 'next';

/** The sign-in page, set to come back to `pathAndSearch` (e.g. '/check-in?x=1') afterwards. */
export function signInPathReturningTo(pathAndSearch: string, tab?: 'register'): string {
  const query = new URLSearchParams(tab ? { tab } : {});
  query.set(SIGN_IN_RETURN_PARAM, pathAndSearch);
  return `/auth?${query.toString()}`;
}

const SAME_SITE_PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * `value` when it is a path on this site ('/check-in?x=1'), else null: anything a browser would
 * resolve to another origin ('//evil.example', '/\\evil.example', '/\t/evil.example',
 * 'https://…', 'javascript:…') is refused, so a crafted sign-in link cannot send users to a
 * look-alike site after they typed their password.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, SAME_SITE_PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== SAME_SITE_PROBE_ORIGIN) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

export const REMOTE_MANIFEST_PATH = '/remotes.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const REMOTE_EXPOSED_ROUTES = './routes';

/** `{ "mf_quiz": "/remotes/mf-quiz/remoteEntry.js", ... }` */
export type RemoteManifest = Partial<Record<RemoteName, string>>;

export function defaultRemoteEntryUrl(remote: RemoteDefinition, base = '/remotes'): string {
  return `${base}/${remote.folder}/${REMOTE_ENTRY_FILE}`;
}

export function defaultRemoteManifest(base = '/remotes'): RemoteManifest {
  return Object.fromEntries(REMOTES.map((remote) => [remote.name, defaultRemoteEntryUrl(remote, base)]));
}

/**
 * A release of one remote is built into `<static root>/releases/<folder>/<version>/` and served at
 * `/remotes/<folder>/releases/<version>/`, beside the live build it does not overwrite. A version
 * is one path segment of safe characters (`2026.11.23-1`), never `..` or a slash.
 * tools/release-remote.mjs repeats this pattern: keep them equal.
 */
export const REMOTE_RELEASES_FOLDER = 'releases';
export const REMOTE_RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export function remoteReleaseEntryUrl(remote: RemoteDefinition, version: string): string {
  if (!REMOTE_RELEASE_VERSION_PATTERN.test(version)) throw new Error(`Invalid release version ${version}`);
  return `/remotes/${remote.folder}/${REMOTE_RELEASES_FOLDER}/${version}/${REMOTE_ENTRY_FILE}`;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

const KNOWN_ROUTE_PATTERNS: readonly RegExp[] = [
  ...SHELL_ROUTES.map(patternToRegExp),
  ...REMOTES.flatMap((remote) => remote.routes.map((route) => patternToRegExp(route.path))),
];

/** True when some screen owns this pathname; anything else is the 404 page with a 404 status. */
export function isKnownRoute(pathname: string): boolean {
  return KNOWN_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}

export function findRemoteForPath(pathname: string): RemoteDefinition | undefined {
  return findRemoteRouteForPath(pathname)?.remote;
}

/** The remote screen that renders this pathname, with its access flags. */
export function findRemoteRouteForPath(pathname: string): { remote: RemoteDefinition; route: RemoteRouteDefinition } | undefined {
  for (const remote of REMOTES) {
    const route = remote.routes.find((candidate) => patternToRegExp(candidate.path).test(pathname));
    if (route) return { remote, route };
  }
  return undefined;
}
