import { defaultRemoteManifest, findRemoteForPath, findRemoteRouteForPath, isKnownRoute, REMOTES, remoteReleaseEntryUrl } from './routes';

describe('route ownership', () => {
  it.each(['/', '/auth', '/quiz', '/results', '/products/vitamin-d', '/blog', '/blog/some-post', '/admin/feedback', '/about/', '/search'])(
    'knows %s',
    (pathname) => {
      expect(isKnownRoute(pathname)).toBe(true);
    },
  );

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
