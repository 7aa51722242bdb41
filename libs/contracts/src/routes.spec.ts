import { ACCOUNT_EMAIL_PAGES } from './account-email';
import {
  defaultRemoteManifest,
  findRemoteForPath,
  findRemoteRouteForPath,
  isKnownRoute,
  REMOTES,
  remoteReleaseEntryUrl,
  sameSitePath,
  SHELL_ROUTES,
  signInPathReturningTo,
} from './routes';

describe('route ownership', () => {
  it.each(['/', '/auth', '/quiz', '/results', '/products/vitamin-d', '/blog', '/blog/some-post', '/admin/feedback', '/about/', '/search'])(
    'knows %s',
    (pathname) => {
      expect(isKnownRoute(pathname)).toBe(true);
    },
  );

  it.each(Object.values(ACCOUNT_EMAIL_PAGES))('serves the e-mailed link target %s from the shell', (pathname) => {
    expect(SHELL_ROUTES).toContain(pathname);
    expect(isKnownRoute(pathname)).toBe(true);
    expect(findRemoteForPath(pathname)).toBeUndefined();
  });

  it.each(['/does-not-exist', '/products', '/products/a/b', '/blog/a/b', '/admin'])('treats %s as unknown', (pathname) => {
    expect(isKnownRoute(pathname)).toBe(false);
  });

  it('maps a path to the remote that owns it', () => {
    expect(findRemoteForPath('/progress')?.name).toBe('mf_tracker');
    expect(findRemoteForPath('/recommendation/12')?.name).toBe('mf_quiz');
    expect(findRemoteForPath('/auth')).toBeUndefined();
  });

  it('finds the screen with its access flags', () => {
    expect(findRemoteRouteForPath('/blog/some-post')).toMatchObject({ remote: { name: 'mf_content' }, route: { path: '/blog/:slug' } });
    expect(findRemoteRouteForPath('/check-in')?.route.protected).toBe(true);
    expect(findRemoteRouteForPath('/admin/feedback')?.route.adminOnly).toBe(true);
    expect(findRemoteRouteForPath('/')).toBeUndefined();
  });

  it('builds the default manifest from the remote folders', () => {
    expect(defaultRemoteManifest()).toEqual({
      mf_quiz: '/remotes/mf-quiz/remoteEntry.js',
      mf_tracker: '/remotes/mf-tracker/remoteEntry.js',
      mf_catalog: '/remotes/mf-catalog/remoteEntry.js',
      mf_content: '/remotes/mf-content/remoteEntry.js',
      mf_admin: '/remotes/mf-admin/remoteEntry.js',
    });
  });
});

describe('remoteReleaseEntryUrl', () => {
  const content = REMOTES.find((remote) => remote.folder === 'mf-content')!;

  it('puts a release beside the live remote, one folder per version', () => {
    expect(remoteReleaseEntryUrl(content, '2026.11.23-1')).toBe('/remotes/mf-content/releases/2026.11.23-1/remoteEntry.js');
  });

  it.each(['..', '../mf-quiz', 'a/b', '', '.hidden', 'x'.repeat(65)])('refuses the version %p', (version) => {
    expect(() => remoteReleaseEntryUrl(content, version)).toThrow('Invalid release version');
  });
});

describe('sign-in return path', () => {
  it('round-trips the page and its query through /auth?next=', () => {
    const authPath = signInPathReturningTo('/check-in?week=2');
    expect(authPath).toBe('/auth?next=%2Fcheck-in%3Fweek%3D2');
    expect(sameSitePath(new URL(authPath, 'http://x').searchParams.get('next'))).toBe('/check-in?week=2');
  });

  it('can open the Register tab and still return to the page', () => {
    expect(signInPathReturningTo('/results', 'register')).toBe('/auth?tab=register&next=%2Fresults');
  });

  it.each(['/', '/check-in', '/progress?x=1', '/blog/some-post#faq', '/my-results'])('keeps the same-site path %s', (path) => {
    expect(sameSitePath(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    'check-in',
    '//evil.example',
    '//evil.example/check-in',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /check-in',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)//',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
  ])('refuses %p', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it('normalises dot segments instead of letting them climb out', () => {
    expect(sameSitePath('/../../etc/passwd')).toBe('/etc/passwd');
  });
});
