import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { once } from 'node:events';
import { get as httpGet, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import express from 'express';
import request from 'supertest';

import type { AppConfig } from '../config/app-config';
import { cacheControlFor, createStaticSiteRouter, isApiPath, releaseCacheControlFor } from './static-site';

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

describe('cacheControlFor a compressed copy', () => {
  it("gives the build's brotli and gzip copies their original's policy", () => {
    expect(cacheControlFor('/dist/shell/412.3f9a0c1e77.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/mf-quiz/remoteEntry.js.gz')).toBe('no-cache');
    expect(releaseCacheControlFor('/dist/releases/mf-content/1.2.0/remoteEntry.js.br')).toBe('no-cache');
    expect(releaseCacheControlFor('/dist/releases/mf-content/1.2.0/412.3f9a0c1e.js.gz')).toBe('public, max-age=31536000, immutable');
  });
});

describe("the build's compressed copies", () => {
  const CHUNK = `export const text = ${JSON.stringify('vitamin D, magnesium and omega-3 '.repeat(200))};`;
  const ENTRY = `var mf_content = ${JSON.stringify('remote entry '.repeat(200))};`;
  let staticRoot: string;
  let app: express.Express;

  beforeAll(() => {
    staticRoot = mkdtempSync(join(tmpdir(), 'sahha-static-precompressed-'));
    const shell = join(staticRoot, 'shell');
    const release = join(staticRoot, 'releases/mf-content/1.2.0');
    mkdirSync(shell);
    mkdirSync(release, { recursive: true });
    writeFileSync(join(shell, 'index.html'), '<!doctype html><div id=root></div>');
    for (const [folder, name, text] of [
      [shell, '412.3f9a0c1e.js', CHUNK],
      [release, 'remoteEntry.js', ENTRY],
    ] as const) {
      writeFileSync(join(folder, name), text);
      writeFileSync(join(folder, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(folder, `${name}.gz`), gzipSync(text));
    }
    // A file the build left uncompressed (too small to be worth it).
    writeFileSync(join(shell, 'theme-init.js'), 'document.documentElement.dataset.theme = "light";');
    const config = { staticRoot, remotesManifestFile: null, publicBaseUrl: 'https://sahha.example' } as AppConfig;
    app = express().use(createStaticSiteRouter(config));
  });
  afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

  /** The bytes as sent, undecoded (supertest would decode a compressed body before we saw it). */
  const get = async (path: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> => {
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const res = await new Promise<IncomingMessage>((resolve, reject) =>
        httpGet({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, resolve).on('error', reject),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      return { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) };
    } finally {
      server.close();
    }
  };

  it('sends the brotli copy to a browser that takes brotli, as JavaScript, cached as the original', async () => {
    const res = await get('/412.3f9a0c1e.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(brotliDecompressSync(res.body).toString()).toBe(CHUNK);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that takes neither', async () => {
    const gzipped = await get('/412.3f9a0c1e.js', 'gzip');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(CHUNK);
    const plain = await get('/412.3f9a0c1e.js', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
  });

  it("serves a released remote's entry from its copies too, still revalidated", async () => {
    const res = await get('/remotes/mf-content/releases/1.2.0/remoteEntry.js', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(ENTRY);
  });

  it('leaves a path that does not decode to the page handler, as before: the site answers it, not a plain-text error', async () => {
    const res = await get('/%E0%A4%A', 'br');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('<div id=root>');
  });

  it('sends a file without copies as it is, and 404s a release that was never published', async () => {
    const res = await get('/theme-init.js', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((await get('/remotes/mf-content/releases/9.9.9/remoteEntry.js', 'br')).status).toBe(404);
  });
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

describe('a product page whose product cannot be read', () => {
  const SHELL_HTML = '<!doctype html><head><title>Sahha</title></head><div id=root></div>';
  let staticRoot: string;

  beforeAll(() => {
    staticRoot = mkdtempSync(join(tmpdir(), 'sahha-static-unit-'));
    mkdirSync(join(staticRoot, 'shell'));
    writeFileSync(join(staticRoot, 'shell/index.html'), SHELL_HTML);
  });
  afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

  it('is sent as before server rendering (the browser renders it and asks again), not as an error', async () => {
    const config = { staticRoot, remotesManifestFile: null, publicBaseUrl: 'https://sahha.example' } as AppConfig;
    const site = createStaticSiteRouter(config, undefined, { productFor: () => Promise.reject(new Error('database down')) });
    const res = await request(express().use(site)).get('/products/vitamin-d').expect(200);
    expect(res.text).toBe(SHELL_HTML.replace('</head>', '<link rel="preload" as="script" href="/remotes/mf-catalog/remoteEntry.js"></head>'));
  });
});
