import { cacheControlFor, isApiPath, releaseCacheControlFor } from './static-site';

describe('cacheControlFor', () => {
  it.each(['/dist/shell/412.3f9a0c1e77.js', '/dist/mf-quiz/main.0a1b2c3d.css', '/dist/shell/font-5f2a9b8c1d.woff2'])(
    'caches the hashed file %s forever',
    (file) => {
      expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
    },
  );

  it.each(['/dist/mf-quiz/remoteEntry.js', '/dist/shell/index.html', '/dist/shell/main.js', '/dist/shell/favicon.ico'])(
    'makes the browser revalidate the stable name %s',
    (file) => {
      expect(cacheControlFor(file)).toBe('no-cache');
    },
  );
});

describe('isApiPath', () => {
  it('matches /api and everything below it only', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/health')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/blog/api')).toBe(false);
  });
});

describe('releaseCacheControlFor', () => {
  it('revalidates only the remote entry of a versioned release', () => {
    expect(releaseCacheControlFor('/dist/releases/mf-content/1.2.0/remoteEntry.js')).toBe('no-cache');
  });

  it.each(['/dist/releases/mf-content/1.2.0/412.3f9a0c1e.js', '/dist/releases/mf-content/1.2.0/412.3f9a0c1e.js.map'])(
    'caches %s forever: its version folder never changes',
    (file) => {
      expect(releaseCacheControlFor(file)).toBe('public, max-age=31536000, immutable');
    },
  );
});
