import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import {
  defaultRemoteManifest,
  type PrerenderedPage,
  type PrerenderedSite,
  type ProductDetail,
  remoteReleaseEntryUrl,
  REMOTES,
} from '@sahha/contracts';
import { SERVER_RENDERED_OUTLET } from '@sahha/contracts/server-render';
import type { AdminCatalogResponse } from '@sahha/contracts/catalog-admin';
import request from 'supertest';

import { ApiClient, newAccount } from './api-client';
import { useAppWithAdmin } from './app-with-admin';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

const SHELL_HTML =
  '<!doctype html><head><title>Sahha</title><meta name=description content="Supplement guidance"></head><div id=root></div>';
const SNAPSHOT_ORIGIN = 'http://127.0.0.1:4010';
const FRAME: PrerenderedPage = {
  title: 'Sahha',
  description: 'Supplement guidance',
  head: '',
  css: '.frame{display:flex}',
  body: `<header class="frame">Sahha</header><main id="main-content">${SERVER_RENDERED_OUTLET}</main><footer>Footer</footer>`,
};
const CATALOG = REMOTES.find((remote) => remote.name === 'mf_catalog')!;
const RELEASE = '2026.11.28-2';
const LIVE_ENTRY = defaultRemoteManifest().mf_catalog as string;
const ADMIN_EMAIL = 'ssr.admin@sahha.ae';

/**
 * A server bundle as the MF runtime loads it (a CommonJS container exposing ./server) whose render
 * shows where it came from and the product's prices, escaped as React escapes.
 * `behaviour` is what the bundle does instead: throw, or take a second to load.
 */
function serverBundle(label: string, behaviour: 'render' | 'throw' | 'slow' = 'render'): string {
  return `
    const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
    const server = {
      renderProductPage({ id, product, assetBase }) {
        if (${JSON.stringify(behaviour)} === 'throw') throw new Error('the bundle broke');
        if (product === null) return { html: '<h1>Product Not Found</h1><p data-bundle="${label}"></p>', css: '', title: null, jsonLd: null };
        return {
          html: '<div class="product" data-bundle="${label}"><h1>' + escape(product.name) + '</h1><ul>' + [product.bestDeal, ...product.pricing].filter(Boolean).map((entry) => '<li>AED ' + escape(entry.price) + '</li>').join('') + '</ul><img src="' + assetBase + 'assets/logo.svg"></div>',
          css: '.product{padding:8px}',
          title: product.name + ' | Sahha',
          jsonLd: { '@type': 'Product', name: product.name },
        };
      },
    };
    module.exports = {
      init() {},
      get(name) {
        if (name !== './server') return Promise.reject(new Error('no ' + name));
        const factory = () => server;
        return ${JSON.stringify(behaviour)} === 'slow' ? new Promise((done) => setTimeout(() => done(factory), 1000)) : Promise.resolve(factory);
      },
    };`;
}

function writeFile(path: string, content: string, modified?: Date): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  if (modified) utimesSync(path, modified, modified);
}

function site(shellHtml = SHELL_HTML): string {
  const prerendered: PrerenderedSite = {
    version: 1,
    shellIndexSha256: createHash('sha256').update(shellHtml).digest('hex'),
    remotes: defaultRemoteManifest(),
    origin: SNAPSHOT_ORIGIN,
    pages: {},
    frames: { '/products/:id': FRAME },
  };
  return JSON.stringify(prerendered);
}

/** `#root` as sent: what the visitor sees before any script runs. */
const rootOf = (html: string): string => /<div id="root"[^>]*>([\s\S]*)<\/div>$/.exec(html)?.[1] ?? '';

describe.each(testDatabases())('server-rendered product pages on $name', (db) => {
  const staticRoot = mkdtempSync(join(tmpdir(), 'sahha-ssr-'));
  const manifestFile = join(staticRoot, 'remotes.json');
  const liveBundle = join(staticRoot, 'mf-catalog/server/remoteEntry.js');
  const releaseBundle = join(staticRoot, `releases/mf-catalog/${RELEASE}/server/remoteEntry.js`);
  let bundleVersion = 1;
  /** Every rewrite gets a later modification time, as a deploy would: the API reloads on a change it can see. */
  const deployLive = (source: string) => writeFile(liveBundle, source, new Date(Date.UTC(2026, 10, 28, 10, bundleVersion++)));
  const setManifest = (catalogEntry: string) => writeFileSync(manifestFile, JSON.stringify({ ...defaultRemoteManifest(), mf_catalog: catalogEntry }));

  writeFile(join(staticRoot, 'shell/index.html'), SHELL_HTML);
  writeFile(join(staticRoot, 'prerendered/pages.json'), site());
  setManifest(LIVE_ENTRY);
  const setup = useAppWithAdmin(db, {
    adminEmail: ADMIN_EMAIL,
    env: { STATIC_ROOT: staticRoot, REMOTES_MANIFEST_FILE: manifestFile, PUBLIC_BASE_URL: 'https://sahha.example' },
  });
  const http = () => request(setup.app.getHttpServer());
  /**
   * The page once the bundle deployed last is loaded: a request that finds it still loading (a cold
   * process on a busy machine can take longer than the budget) is rendered in the browser, and the
   * load goes on for the next (the 'slow' test below).
   */
  const renderedPage = async (path: string, status = 200): Promise<request.Response> => {
    for (let attempt = 1; ; attempt += 1) {
      const res = await http().get(path).expect(status);
      if (/desc="rendered"/.test(String(res.headers['server-timing'])) || attempt === 10) return res;
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  const productJson = async (id: string): Promise<ProductDetail> => (await http().get(`/api/products/${id}`).expect(200)).body as ProductDetail;

  beforeEach(() => {
    deployLive(serverBundle('live'));
    setManifest(LIVE_ENTRY);
    writeFile(join(staticRoot, 'prerendered/pages.json'), site());
  });

  afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

  it('renders /products/:id on the server with the product GET /api/products/:id answers, inside the frame, for the shell to take over', async () => {
    const product = await productJson('vitamin-d');
    const res = await renderedPage('/products/vitamin-d');
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.text).toContain('<div id="root" data-prerendered="">');
    expect(rootOf(res.text)).toBe(
      `<header class="frame">Sahha</header><main id="main-content"><div class="product" data-bundle="live"><h1>${product.name}</h1><ul>` +
        [product.bestDeal, ...product.pricing].flatMap((entry) => (entry ? [`<li>AED ${entry.price}</li>`] : [])).join('') +
        `</ul><img src="/remotes/mf-catalog/assets/logo.svg"></div></main><footer>Footer</footer>`,
    );
    expect(res.text).toContain(`<title data-prerendered-default="Sahha">${product.name} | Sahha</title>`);
    expect(res.text).toContain('.frame{display:flex}.product{padding:8px}</style>');
    expect(res.text).toContain('<link rel="preload" as="script" href="/remotes/mf-catalog/remoteEntry.js">');
    expect(res.headers['server-timing']).toMatch(/^ssr;desc="rendered";dur=\d+(\.\d)?$/);
  });

  it('shows a price changed in the database on the very next request (live prices, never a snapshot)', async () => {
    await renderedPage('/products/vitamin-d');
    const { offers } = (await setup.admin.agent.get('/api/admin/catalog').expect(200)).body as AdminCatalogResponse;
    const offer = offers.find((candidate) => candidate.productKey === 'vitamin-d' && candidate.inStock)!;
    const newPrice = offer.price > 20 ? offer.price - 7.13 : offer.price + 7.13;
    await setup.admin.send('patch', `/api/admin/catalog/offers/${offer.id}`, { price: Number(newPrice.toFixed(2)) }, 200);
    const product = await productJson('vitamin-d');
    const prices = [product.bestDeal, ...product.pricing].map((entry) => entry?.price);
    expect(prices).toContain(newPrice.toFixed(2));
    const res = await http().get('/products/vitamin-d').expect(200);
    expect(res.headers['server-timing']).toMatch(/desc="rendered"/);
    expect(rootOf(res.text)).toContain(`<li>AED ${newPrice.toFixed(2)}</li>`);
  });

  it('answers an unknown product with 404 and what the browser shows for it', async () => {
    await http().get('/api/products/no-such-supplement-xyz').expect(404);
    const res = await renderedPage('/products/no-such-supplement-xyz', 404);
    expect(rootOf(res.text)).toContain('<h1>Product Not Found</h1>');
    expect(res.text).toContain('<title data-prerendered-default="Sahha">Sahha</title>');
  });

  it('answers an unknown product with 404 when the page is rendered in the browser too', async () => {
    deployLive(serverBundle('live', 'throw'));
    const res = await http().get('/products/no-such-supplement-xyz').expect(404);
    expect(res.text).toBe(SHELL_HTML.replace('</head>', '<link rel="preload" as="script" href="/remotes/mf-catalog/remoteEntry.js"></head>'));
  });

  it('keeps the strict CSP: the only scripts in the page are data, not code', async () => {
    const res = await renderedPage('/products/vitamin-d');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    const scripts = [...res.text.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([' type="application/ld+json" data-prerendered-head=""']);
  });

  it('renders nothing of a signed-in member into the page: the markup is every visitor’s', async () => {
    const account = newAccount({ name: 'Layla Unique-Name' });
    const member = new ApiClient(setup.app);
    await member.register(account, 201);
    const visitor = await renderedPage('/products/vitamin-d');
    const signedIn = await member.agent.get('/products/vitamin-d').expect(200);
    expect(rootOf(signedIn.text)).toBe(rootOf(visitor.text));
    expect(rootOf(signedIn.text)).not.toContain(account.email);
    expect(rootOf(signedIn.text)).not.toContain('Layla');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('renders a page whose query is only campaign tags, which never change it', async () => {
    await renderedPage('/products/vitamin-d');
    const res = await http().get('/products/vitamin-d?utm_source=newsletter&utm_campaign=d3').expect(200);
    expect(res.headers['server-timing']).toMatch(/desc="rendered"/);
    expect(rootOf(res.text)).toContain('data-bundle="live"');
  });

  it('escapes the product’s text in the markup and keeps structured data inside its element', async () => {
    const res = await renderedPage('/products/vitamin-d');
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(res.text)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Product' });
  });

  describe('falls back to rendering in the browser, as before, when the server bundle cannot render', () => {
    const clientRendered = SHELL_HTML.replace('</head>', '<link rel="preload" as="script" href="/remotes/mf-catalog/remoteEntry.js"></head>');

    it('throws', async () => {
      deployLive(serverBundle('live', 'throw'));
      const res = await http().get('/products/vitamin-d').expect(200);
      expect(res.text).toBe(clientRendered);
      expect(res.headers['server-timing']).toMatch(/^ssr;desc="failed"/);
    });

    it('is slow (stops waiting after 150 ms), while the load goes on for the next request', async () => {
      deployLive(serverBundle('slow to load', 'slow'));
      const started = Date.now();
      const res = await http().get('/products/vitamin-d').expect(200);
      expect(res.text).toBe(clientRendered);
      expect(res.headers['server-timing']).toMatch(/^ssr;desc="timeout"/);
      expect(Date.now() - started).toBeLessThan(900);
      await new Promise((done) => setTimeout(done, 1_100));
      expect(rootOf((await http().get('/products/vitamin-d').expect(200)).text)).toContain('data-bundle="slow to load"');
    });

    it('is not valid JavaScript', async () => {
      deployLive('module.exports = {');
      expect((await http().get('/products/vitamin-d').expect(200)).text).toBe(clientRendered);
    });

    it('is missing', async () => {
      rmSync(liveBundle);
      expect((await http().get('/products/vitamin-d').expect(200)).text).toBe(clientRendered);
      deployLive(serverBundle('back'));
      expect(rootOf((await renderedPage('/products/vitamin-d')).text)).toContain('data-bundle="back"');
    });

    it('has no frame from the live shell (another shell build)', async () => {
      writeFile(join(staticRoot, 'prerendered/pages.json'), site('<!doctype html><div id=root></div>'));
      expect((await http().get('/products/vitamin-d').expect(200)).text).toBe(clientRendered);
    });

    it('is asked for a page with a query (the unsubscribe panel reads it)', async () => {
      expect((await http().get('/products/vitamin-d?unsubscribe=abc').expect(200)).text).toBe(clientRendered);
    });
  });

  it('renders with a remote released alone, from the release’s own server bundle, and with the next release after it', async () => {
    writeFile(releaseBundle, serverBundle(`release ${RELEASE}`), new Date(Date.UTC(2026, 10, 28, 9)));
    setManifest(remoteReleaseEntryUrl(CATALOG, RELEASE));
    const released = rootOf((await renderedPage('/products/vitamin-d')).text);
    expect(released).toContain(`data-bundle="release ${RELEASE}"`);
    expect(released).toContain(`src="/remotes/mf-catalog/releases/${RELEASE}/assets/logo.svg"`);
    // The same release published again (a fix under the same version) replaces the loaded bundle too.
    writeFile(releaseBundle, serverBundle(`release ${RELEASE} again`), new Date(Date.UTC(2026, 10, 28, 11)));
    expect(rootOf((await renderedPage('/products/vitamin-d')).text)).toContain(`data-bundle="release ${RELEASE} again"`);
    setManifest(LIVE_ENTRY);
    expect(rootOf((await renderedPage('/products/vitamin-d')).text)).toContain('data-bundle="live"');
  });

  it('loads the server bundle as the process starts, so the first visitor does not wait for it', async () => {
    deployLive(serverBundle('loaded at start', 'slow'));
    const restarted = await createTestApp({
      database: setup.database,
      env: { STATIC_ROOT: staticRoot, REMOTES_MANIFEST_FILE: manifestFile, PUBLIC_BASE_URL: 'https://sahha.example' },
    });
    try {
      // The bundle takes a second to load: longer than a request waits, shorter than this.
      await new Promise((done) => setTimeout(done, 1_300));
      const first = await request(restarted.getHttpServer()).get('/products/vitamin-d').expect(200);
      expect(first.headers['server-timing']).toMatch(/desc="rendered"/);
      expect(rootOf(first.text)).toContain('data-bundle="loaded at start"');
    } finally {
      await restarted.close();
    }
    // A second app boots here (10–17 s on a loaded machine).
  }, 60_000);

  it('never serves a server bundle to browsers', async () => {
    await http().get('/remotes/mf-catalog/server/remoteEntry.js').expect(404);
    await http().get(`/remotes/mf-catalog/releases/${RELEASE}/server/remoteEntry.js`).expect(404);
  });
});
