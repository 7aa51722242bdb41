import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import { BLOG_POST_PUBLICATIONS } from '@sahha/contracts';
import request from 'supertest';

import { PRODUCT_KEYS } from '../src/catalog/knowledge';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

const BASE_URL = 'https://sahha.example';
const STATIC_PATHS = ['/', '/about', '/staying-strong', '/blog', '/feedback', '/science', '/research', '/faq', '/privacy', '/terms', '/cookies', '/contact', '/quiz', '/medicine-check'];
const SHELL_HTML = '<!doctype html><title>Sahha</title><div id="root"></div>';

interface XmlElement {
  name: string;
  text: string;
  children: XmlElement[];
}

/**
 * A tiny well-formedness check without regular expressions: walks the tags, fails on any
 * mismatched or unclosed element, and returns the tree (text only for leaf elements).
 */
function parseXml(xml: string): XmlElement {
  let index = 0;
  const root: XmlElement = { name: '#document', text: '', children: [] };
  const stack: XmlElement[] = [root];
  while (index < xml.length) {
    const open = xml.indexOf('<', index);
    if (open === -1) {
      if (xml.slice(index).trim() !== '') throw new Error('text after the root element');
      break;
    }
    const text = xml.slice(index, open);
    const close = xml.indexOf('>', open);
    if (close === -1) throw new Error(`unterminated tag at ${open}`);
    const tag = xml.slice(open + 1, close);
    const current = stack[stack.length - 1];
    if (current === undefined) throw new Error('empty stack');
    if (text.trim() !== '') {
      if (text.includes('&') && !['&amp;', '&lt;', '&gt;', '&quot;', '&apos;'].some((entity) => text.includes(entity))) {
        throw new Error(`bare & in ${text}`);
      }
      current.text += text;
    }
    index = close + 1;
    if (tag.startsWith('?')) {
      if (!tag.endsWith('?')) throw new Error('bad processing instruction');
      continue;
    }
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (current.name !== name) throw new Error(`</${name}> closes <${current.name}>`);
      stack.pop();
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const name = (selfClosing ? tag.slice(0, -1) : tag).trim().split(' ')[0] ?? '';
    if (name === '') throw new Error('empty tag name');
    const element: XmlElement = { name, text: '', children: [] };
    current.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1]?.name}>`);
  if (root.children.length !== 1) throw new Error('expected exactly one root element');
  return root.children[0] as XmlElement;
}

describe.each(testDatabases())('sitemap, robots.txt and site config on $name', (db) => {
  let staticRoot: string;
  let app: NestExpressApplication;

  beforeAll(async () => {
    // A built shell next to the API, so the SPA fallback is in play exactly as in production.
    staticRoot = mkdtempSync(join(tmpdir(), 'sahha-seo-'));
    mkdirSync(join(staticRoot, 'shell'), { recursive: true });
    writeFileSync(join(staticRoot, 'shell/index.html'), SHELL_HTML);
    app = await createTestApp({
      database: await db.create(),
      env: {
        STATIC_ROOT: staticRoot,
        PUBLIC_BASE_URL: `${BASE_URL}/`,
        SITE_VERIFICATION: 'impact-site-verification=abc123; other-verification = x=y',
        GTM_ID: 'GTM-TEST1',
        SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/sahha.ae/',
      },
    });
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('serves a well-formed sitemap of every public page, cached for an hour', async () => {
    const res = await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');

    const urlset = parseXml(res.text);
    expect(urlset.name).toBe('urlset');
    const expectedCount = STATIC_PATHS.length + BLOG_POST_PUBLICATIONS.length + PRODUCT_KEYS.length;
    expect(expectedCount).toBe(14 + 8 + 18);
    expect(urlset.children).toHaveLength(expectedCount);
    expect(urlset.children.every((url) => url.name === 'url')).toBe(true);

    const locs = urlset.children.map((url) => url.children.find((child) => child.name === 'loc')?.text ?? '');
    expect(locs).not.toContain(`${BASE_URL}/auth`);
    for (const loc of locs) {
      expect(loc.startsWith(`${BASE_URL}/`)).toBe(true);
      expect(new URL(loc).origin).toBe(BASE_URL);
    }
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(
      expect.arrayContaining([
        ...STATIC_PATHS.map((path) => `${BASE_URL}${path}`),
        ...BLOG_POST_PUBLICATIONS.map((post) => `${BASE_URL}/blog/${post.slug}`),
        ...PRODUCT_KEYS.map((key) => `${BASE_URL}/products/${key}`),
      ]),
    );
  });

  it('gives each blog post its publish date as lastmod', async () => {
    const res = await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
    const urls = parseXml(res.text).children;
    for (const post of BLOG_POST_PUBLICATIONS) {
      const url = urls.find((entry) => entry.children[0]?.text === `${BASE_URL}/blog/${post.slug}`);
      expect(url?.children.find((child) => child.name === 'lastmod')?.text).toBe(post.publishDate);
    }
  });

  it('serves robots.txt allowing everything but /admin/ and /api/, pointing at the sitemap', async () => {
    const res = await request(app.getHttpServer()).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin/',
      'Disallow: /api/',
      '',
      `Sitemap: ${BASE_URL}/sitemap.xml`,
      '',
    ]);
  });

  it('keeps them off /api and keeps unknown root paths a 404', async () => {
    await request(app.getHttpServer()).get('/api/sitemap.xml').expect(404);
    await request(app.getHttpServer()).get('/api/robots.txt').expect(404);
    await request(app.getHttpServer()).get('/sitemap.txt').expect(404);
    await request(app.getHttpServer()).get('/does-not-exist').expect(404).expect('Content-Type', /html/);
  });

  it('answers GET /api/site-config without a session', async () => {
    const res = await request(app.getHttpServer()).get('/api/site-config').expect(200).expect('Content-Type', /json/);
    expect(res.body).toEqual({
      siteVerification: [
        { name: 'impact-site-verification', content: 'abc123' },
        { name: 'other-verification', content: 'x=y' },
      ],
      gtmId: 'GTM-TEST1',
      social: { instagram: 'https://www.instagram.com/sahha.ae/', twitter: null },
    });
  });
});

describe.each(testDatabases())('SEO defaults on $name', (db) => {
  let staticRoot: string;
  let app: NestExpressApplication;

  beforeAll(async () => {
    // An empty build folder: a built shell no longer ships a robots.txt of its own.
    staticRoot = mkdtempSync(join(tmpdir(), 'sahha-seo-empty-'));
    app = await createTestApp({ database: await db.create(), env: { PORT: '4321', STATIC_ROOT: staticRoot } });
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('builds absolute URLs from http://localhost:<PORT> when PUBLIC_BASE_URL is unset', async () => {
    const sitemap = await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
    expect(parseXml(sitemap.text).children[0]?.children[0]?.text).toBe('http://localhost:4321/');
    const robots = await request(app.getHttpServer()).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Sitemap: http://localhost:4321/sitemap.xml');
  });

  it('has no verification tags and no tag-manager id unless configured', async () => {
    const res = await request(app.getHttpServer()).get('/api/site-config').expect(200);
    expect(res.body).toEqual({ siteVerification: [], gtmId: null, social: { instagram: null, twitter: null } });
  });
});
