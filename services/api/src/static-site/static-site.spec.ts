import { cacheControlFor, isApiPath } from './static-site';

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
