import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import { defaultRemoteManifest, type PrerenderedPage, type PrerenderedSite } from '@sahha/contracts';
import request from 'supertest';

import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

const SHELL_HTML =
  '<!doctype html><head><title>Sahha</title><meta name=description content="Supplement guidance"></head><div id=root></div>';
const SNAPSHOT_ORIGIN = 'http://127.0.0.1:4010';
const PUBLIC_BASE_URL = 'https://sahha.example';
const ABOUT_SNAPSHOT: PrerenderedPage = {
  title: 'About | Sahha',
  description: 'Who we are',
  head: `<link rel="canonical" href="${SNAPSHOT_ORIGIN}/about" data-prerendered-head="">`,
  css: '.about{color:teal}',
  body: '<main><h1>About Sahha</h1></main>',
};

function prerenderedSite(overrides: Partial<PrerenderedSite> = {}): string {
  const site: PrerenderedSite = {
    version: 1,
    shellIndexSha256: createHash('sha256').update(SHELL_HTML).digest('hex'),
    remotes: defaultRemoteManifest(),
    origin: SNAPSHOT_ORIGIN,
    pages: { '/about': ABOUT_SNAPSHOT },
    ...overrides,
  };
  return JSON.stringify(site);
}
const RELEASE = '2026.11.23-1';
const SECRET = 'not for the browser';

function writeFile(path: string, content: string): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

describe.each(testDatabases())('static site on $name', (db) => {
  let staticRoot: string;
  let app: NestExpressApplication;

  beforeAll(async () => {
    staticRoot = mkdtempSync(join(tmpdir(), 'sahha-static-'));
    writeFile(join(staticRoot, 'shell/index.html'), SHELL_HTML);
    writeFile(join(staticRoot, 'prerendered/pages.json'), prerenderedSite());
    writeFile(join(staticRoot, 'shell/main.js'), 'console.log("shell")');
    writeFile(join(staticRoot, 'shell/vendor.0b1c2d3e.js'), `/* vendor */ ${'console.log("a line of the bundle");\n'.repeat(200)}`);
    writeFile(join(staticRoot, 'shell/412.3f9a0c1e77.js'), 'console.log("chunk")');
    writeFile(join(staticRoot, 'mf-quiz/remoteEntry.js'), 'var mf_quiz;');
    writeFile(join(staticRoot, 'mf-quiz/85.0a1b2c3d4e.js'), 'console.log("quiz chunk")');
    writeFile(join(staticRoot, 'mf-content/remoteEntry.js'), 'var mf_content; // live');
    writeFile(join(staticRoot, `releases/mf-content/${RELEASE}/remoteEntry.js`), 'var mf_content; // release');
    writeFile(join(staticRoot, `releases/mf-content/${RELEASE}/412.3f9a0c1e.js`), 'console.log("release chunk")');
    writeFile(join(staticRoot, `releases/mf-content/${RELEASE}/412.3f9a0c1e.js.map`), '{}');
    writeFile(join(staticRoot, 'releases/not-a-remote/1.0.0/remoteEntry.js'), 'var stray;');
    writeFile(join(staticRoot, 'releases/mf-content/secret.txt'), SECRET);
    writeFile(join(staticRoot, 'secret.txt'), SECRET);
    app = await createTestApp({ database: await db.create(), env: { STATIC_ROOT: staticRoot, PUBLIC_BASE_URL } });
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('compresses site files for browsers that accept gzip', async () => {
    const res = await request(app.getHttpServer()).get('/vendor.0b1c2d3e.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('a line of the bundle');
  });

  it('never compresses /api responses (no compression side channel next to a CSRF token)', async () => {
    const res = await request(app.getHttpServer()).get('/api/search?q=vitamin').set('Accept-Encoding', 'gzip').expect(200);
    expect(JSON.stringify(res.body).length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('serves the shell at / with no-cache and the strict CSP', async () => {
    const res = await request(app.getHttpServer()).get('/').expect(200).expect('Content-Type', /html/);
    expect(res.text).toBe(SHELL_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;" +
        "font-src 'self';connect-src 'self';object-src 'none';frame-ancestors 'none';base-uri 'self'",
    );
  });

  it.each(['/quiz', '/blog/do-multivitamins-work-guide', '/products/zinc', '/auth'])(
    'answers the known route %s with 200 and the shell',
    async (path) => {
      const res = await request(app.getHttpServer()).get(path).expect(200);
      expect(res.text.replace(/<link rel="preload"[^>]*>/, '')).toBe(SHELL_HTML);
    },
  );

  it.each([
    ['/blog/do-multivitamins-work-guide', '/remotes/mf-content/remoteEntry.js'],
    ['/quiz', '/remotes/mf-quiz/remoteEntry.js'],
    ['/products/zinc', '/remotes/mf-catalog/remoteEntry.js'],
  ])('announces the remote entry %s will fetch, so it loads beside the shell', async (path, entry) => {
    const res = await request(app.getHttpServer()).get(path).expect(200);
    expect(res.text).toBe(SHELL_HTML.replace('</head>', `<link rel="preload" as="script" href="${entry}"></head>`));
  });

  it.each(['/', '/auth', '/check-in', '/my-results', '/admin/feedback', '/does-not-exist'])(
    'announces no remote on %s (shell pages, protected and admin screens)',
    async (path) => {
      const res = await request(app.getHttpServer()).get(path);
      expect(res.text).toBe(SHELL_HTML);
    },
  );

  describe('prerendered pages', () => {
    const rewritePrerenderedSite = (content: string) => {
      const file = join(staticRoot, 'prerendered/pages.json');
      writeFileSync(file, content);
      // File times tick coarsely; a real rebuild is seconds apart.
      const later = new Date(Date.now() + Math.random() * 100_000);
      utimesSync(file, later, later);
    };
    afterEach(() => rewritePrerenderedSite(prerenderedSite()));

    it('serves the snapshot inside the shell page, with public URLs and the remote preload', async () => {
      const res = await request(app.getHttpServer()).get('/about').expect(200).expect('Content-Type', /html/);
      expect(res.text).toContain('<div id="root" data-prerendered=""><main><h1>About Sahha</h1></main></div>');
      expect(res.text).toContain('<title data-prerendered-default="Sahha">About | Sahha</title>');
      expect(res.text).toContain(`<link rel="canonical" href="${PUBLIC_BASE_URL}/about" data-prerendered-head="">`);
      expect(res.text).toContain('.about{color:teal}</style>');
      expect(res.text).toContain('<link rel="preload" as="script" href="/remotes/mf-content/remoteEntry.js"></head>');
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('serves the plain shell when the URL has a query the snapshot does not reflect', async () => {
      const res = await request(app.getHttpServer()).get('/about?ref=newsletter').expect(200);
      expect(res.text).not.toContain('data-prerendered');
    });

    it("serves the snapshot for a link with campaign tags only (the blog's quiz links): they never change the page", async () => {
      const res = await request(app.getHttpServer()).get('/about?utm_source=blog&utm_medium=cta&utm_campaign=beginner_guide').expect(200);
      expect(res.text).toContain('<div id="root" data-prerendered=""><main><h1>About Sahha</h1></main></div>');
    });

    it.each([
      ['another shell build', prerenderedSite({ shellIndexSha256: 'f'.repeat(64) })],
      ['another remote release', prerenderedSite({ remotes: { ...defaultRemoteManifest(), mf_content: '/remotes/mf-content/releases/2/remoteEntry.js' } })],
      ['a corrupt file', '{"version":1,'],
    ])('serves the plain shell for snapshots of %s, never a 500', async (_case, content) => {
      rewritePrerenderedSite(content);
      const res = await request(app.getHttpServer()).get('/about').expect(200);
      expect(res.text).toBe(SHELL_HTML.replace('</head>', '<link rel="preload" as="script" href="/remotes/mf-content/remoteEntry.js"></head>'));
    });
  });

  it('answers an unknown page with 404 and the same HTML, so the shell shows its 404 page', async () => {
    const res = await request(app.getHttpServer()).get('/does-not-exist').expect(404).expect('Content-Type', /html/);
    expect(res.text).toBe(SHELL_HTML);
  });

  it('caches hashed chunks forever and stable names never', async () => {
    const chunk = await request(app.getHttpServer()).get('/412.3f9a0c1e77.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await request(app.getHttpServer()).get('/main.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('serves the default remote manifest uncached', async () => {
    const res = await request(app.getHttpServer()).get('/remotes.json').expect(200).expect('Content-Type', /json/);
    expect(res.body).toEqual(defaultRemoteManifest());
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves remote entries uncached and remote chunks immutable', async () => {
    const entry = await request(app.getHttpServer()).get('/remotes/mf-quiz/remoteEntry.js').expect(200);
    expect(entry.text).toBe('var mf_quiz;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app.getHttpServer()).get('/remotes/mf-quiz/85.0a1b2c3d4e.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/remotes/mf-quiz/missing.js', '/remotes/mf-admin/remoteEntry.js', '/remotes/unknown/remoteEntry.js'])(
    'answers a missing remote file %s with a real 404, not the shell',
    async (path) => {
      const res = await request(app.getHttpServer()).get(path).expect(404).expect('Content-Type', /json/);
      expect(res.body).toEqual({ statusCode: 404, message: 'Not Found', error: 'Not Found' });
    },
  );

  it('serves a versioned release beside the live remote: entry uncached, everything else immutable', async () => {
    const base = `/remotes/mf-content/releases/${RELEASE}`;
    const entry = await request(app.getHttpServer()).get(`${base}/remoteEntry.js`).expect(200);
    expect(entry.text).toBe('var mf_content; // release');
    expect(entry.headers['cache-control']).toBe('no-cache');
    for (const file of ['412.3f9a0c1e.js', '412.3f9a0c1e.js.map']) {
      const res = await request(app.getHttpServer()).get(`${base}/${file}`).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const live = await request(app.getHttpServer()).get('/remotes/mf-content/remoteEntry.js').expect(200);
    expect(live.text).toBe('var mf_content; // live');
  });

  it.each([
    `/remotes/mf-content/releases/2026.11.24-9/remoteEntry.js`,
    '/remotes/mf-quiz/releases/2026.11.23-1/remoteEntry.js',
    '/remotes/not-a-remote/releases/1.0.0/remoteEntry.js',
    '/remotes/mf-content/releases/%2e%2e/mf-content/secret.txt',
    '/remotes/mf-content/releases/..%2F..%2Fsecret.txt/x',
    '/remotes/mf-content/releases/.hidden/remoteEntry.js',
    '/remotes/mf-content/releases/secret.txt',
    `/remotes/mf-content/releases/${RELEASE}`,
    `/remotes/mf-content/releases/${RELEASE}/`,
  ])('answers %s with a 404 (unknown release, unknown remote or not a version)', async (path) => {
    const res = await request(app.getHttpServer()).get(path).expect(404).expect('Content-Type', /json/);
    expect(res.text).not.toContain(SECRET);
  });

  it.each([
    `/remotes/mf-content/releases/${RELEASE}/..%2F..%2F..%2Fsecret.txt`,
    `/remotes/mf-content/releases/${RELEASE}/..%2Fsecret.txt`,
    `/remotes/mf-content/releases/${RELEASE}/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
  ])('never serves a file outside the release folder for %s', async (path) => {
    const res = await request(app.getHttpServer()).get(path);
    expect([403, 404]).toContain(res.status);
    expect(res.text).not.toContain(SECRET);
  });

  it('never lets the SPA fallback answer for /api', async () => {
    const res = await request(app.getHttpServer()).get('/api/does-not-exist').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/does-not-exist', error: 'Not Found' });
  });
});

describe('static site without a built shell', () => {
  const [db] = testDatabases();
  let staticRoot: string;
  let manifestFile: string;
  let app: NestExpressApplication;

  beforeAll(async () => {
    staticRoot = mkdtempSync(join(tmpdir(), 'sahha-static-empty-'));
    manifestFile = join(staticRoot, 'remotes.override.json');
    app = await createTestApp({
      database: await db.create(),
      env: { STATIC_ROOT: staticRoot, REMOTES_MANIFEST_FILE: manifestFile },
    });
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('answers pages with a plain 404 (API-only development)', async () => {
    const res = await request(app.getHttpServer()).get('/quiz').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('reads the manifest override on every request, so a redeploy needs no restart', async () => {
    writeFileSync(manifestFile, JSON.stringify({ mf_quiz: 'https://cdn.example/quiz/v1/remoteEntry.js' }));
    const first = await request(app.getHttpServer()).get('/remotes.json').expect(200);
    expect(first.body).toEqual({ mf_quiz: 'https://cdn.example/quiz/v1/remoteEntry.js' });

    writeFileSync(manifestFile, JSON.stringify({ mf_quiz: 'https://cdn.example/quiz/v2/remoteEntry.js' }));
    const second = await request(app.getHttpServer()).get('/remotes.json').expect(200);
    expect(second.body).toEqual({ mf_quiz: 'https://cdn.example/quiz/v2/remoteEntry.js' });
  });
});
