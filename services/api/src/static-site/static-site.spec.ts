import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
