import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { type PrerenderedPage, REMOTES } from '@sahha/contracts';
import { SERVER_RENDERED_OUTLET, type ServerRenderedContent } from '@sahha/contracts/server-render';

import {
  browserAssetBase,
  renderWithin,
  ServerBundles,
  serverBundleFileFor,
  serverRenderedPage,
} from './server-rendered-pages';

const CATALOG = REMOTES.find((remote) => remote.name === 'mf_catalog')!;
const STATIC_ROOT = '/srv/sahha/dist';

const CONTENT: ServerRenderedContent = {
  html: '<div class="p"><h1>Vitamin D</h1><p>AED 49.00</p></div>',
  css: '.p{padding:8px}',
  title: 'Vitamin D | Sahha',
  jsonLd: { '@type': 'Product', name: '</script><script>alert(1)</script>' },
};

const FRAME: PrerenderedPage = {
  title: 'Sahha',
  description: 'Supplement guidance',
  head: '<link rel="preload" as="font" href="/inter.woff2" data-prerendered-head="">',
  css: '.header{height:64px}',
  body: `<header>Sahha</header><main id="main-content">${SERVER_RENDERED_OUTLET}</main><footer>©</footer>`,
};

/** A Node remote entry as webpack builds one with library type commonjs-module: a container with init and get. */
function containerSource(label: string, exposed = './server'): string {
  return `module.exports = {
    init() {},
    get(name) {
      if (name !== ${JSON.stringify(exposed)}) return Promise.reject(new Error('no ' + name));
      return Promise.resolve(() => ({ renderProductPage: () => ({ html: ${JSON.stringify(label)}, css: '', title: null, jsonLd: null }) }));
    },
  };`;
}

describe('serverBundleFileFor', () => {
  it('finds the live remote’s server bundle beside its browser build', () => {
    expect(serverBundleFileFor('/remotes/mf-catalog/remoteEntry.js', STATIC_ROOT, CATALOG)).toBe(`${STATIC_ROOT}/mf-catalog/server/remoteEntry.js`);
  });

  it('finds a release’s server bundle in the release’s own folder, so a remote released alone renders with its new version', () => {
    expect(serverBundleFileFor('/remotes/mf-catalog/releases/2026.11.28-1/remoteEntry.js', STATIC_ROOT, CATALOG)).toBe(
      `${STATIC_ROOT}/releases/mf-catalog/2026.11.28-1/server/remoteEntry.js`,
    );
  });

  it.each([
    ['no manifest entry', undefined],
    ['another origin (docker-compose’s remote containers)', 'https://catalog.example/remoteEntry.js'],
    ['another remote’s folder', '/remotes/mf-quiz/remoteEntry.js'],
    ['a version that leaves its folder', '/remotes/mf-catalog/releases/../remoteEntry.js'],
    ['a deeper path', '/remotes/mf-catalog/releases/1.0.0/x/remoteEntry.js'],
    ['another file', '/remotes/mf-catalog/main.js'],
  ])('finds none for %s', (_case, entry) => {
    expect(serverBundleFileFor(entry, STATIC_ROOT, CATALOG)).toBeNull();
  });

  it('points images at the folder the browser loads the remote from', () => {
    expect(browserAssetBase('/remotes/mf-catalog/releases/2/remoteEntry.js')).toBe('/remotes/mf-catalog/releases/2/');
  });
});

describe('renderWithin', () => {
  it('passes a page rendered in time through', async () => {
    const outcome = await renderWithin(async () => CONTENT, 150);
    expect(outcome).toMatchObject({ kind: 'rendered', content: CONTENT });
  });

  it('falls back when the bundle throws', async () => {
    const outcome = await renderWithin(async () => {
      throw new Error('boom');
    }, 150);
    expect(outcome).toMatchObject({ kind: 'fallback', reason: 'failed' });
  });

  it('falls back when the bundle answers something that is not a page', async () => {
    const outcome = await renderWithin(async () => ({ html: 42 }) as unknown as ServerRenderedContent, 150);
    expect(outcome).toMatchObject({ kind: 'fallback', reason: 'failed' });
  });

  it('stops waiting for a bundle that is slow to load', async () => {
    const started = Date.now();
    const outcome = await renderWithin(() => new Promise<ServerRenderedContent>((done) => setTimeout(() => done(CONTENT), 1_000)), 50);
    expect(outcome).toMatchObject({ kind: 'fallback', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('throws away a render that ran past the budget (a synchronous render cannot be cut short)', async () => {
    const outcome = await renderWithin(async () => {
      const until = Date.now() + 80;
      while (Date.now() < until);
      return CONTENT;
    }, 50);
    expect(outcome).toMatchObject({ kind: 'fallback', reason: 'timeout' });
  });
});

describe('serverRenderedPage', () => {
  it('puts the markup in the frame’s outlet, its styles after the frame’s, its title and structured data in the head', () => {
    const page = serverRenderedPage(FRAME, CONTENT)!;
    expect(page.body).toBe(`<header>Sahha</header><main id="main-content">${CONTENT.html}</main><footer>©</footer>`);
    expect(page.css).toBe(`${FRAME.css}${CONTENT.css}`);
    expect(page.title).toBe('Vitamin D | Sahha');
    expect(page.head.startsWith(FRAME.head)).toBe(true);
  });

  it('keeps the structured data inside its script element whatever the product’s text says', () => {
    const { head } = serverRenderedPage(FRAME, CONTENT)!;
    expect(head).toContain('<script type="application/ld+json" data-prerendered-head="">');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).toContain('\\u003c/script\\u003e');
  });

  it('keeps the host’s title where the page sets none (an unknown product)', () => {
    expect(serverRenderedPage(FRAME, { ...CONTENT, title: null, jsonLd: null })).toMatchObject({ title: 'Sahha', head: FRAME.head });
  });

  it('copies `$` patterns in the markup as they are', () => {
    expect(serverRenderedPage(FRAME, { ...CONTENT, html: "<p>$' $& $$</p>" })!.body).toContain("<p>$' $& $$</p>");
  });

  it('disables every form control until the app takes over, and only real tags', () => {
    const html = '<div><button type="button">Tab</button><input name="q"><select></select><textarea></textarea><p>&lt;button</p><buttonish></buttonish></div>';
    expect(serverRenderedPage(FRAME, { ...CONTENT, html })!.body).toContain(
      '<div><button disabled="" type="button">Tab</button><input disabled="" name="q"><select disabled=""></select><textarea disabled=""></textarea><p>&lt;button</p><buttonish></buttonish></div>',
    );
  });

  it('renders nothing into a frame without an outlet', () => {
    expect(serverRenderedPage({ ...FRAME, body: '<main></main>' }, CONTENT)).toBeNull();
  });
});

describe('ServerBundles', () => {
  let root: string;
  const bundleAt = (file: string, source: string, mtime: Date) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    utimesSync(file, mtime, mtime);
  };
  const render = async (bundles: ServerBundles, file: string) =>
    (await bundles.load<{ renderProductPage: () => ServerRenderedContent }>(CATALOG, file)).renderProductPage().html;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sahha-server-bundles-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('loads a server bundle through the Module Federation runtime once, and again only when it changes', async () => {
    const file = join(root, 'mf-catalog/server/remoteEntry.js');
    const bundles = new ServerBundles();
    bundleAt(file, containerSource('first'), new Date(1_000_000));
    expect(await render(bundles, file)).toBe('first');
    // Same file, same modification time and size: the loaded container is kept (no re-read).
    bundleAt(file, containerSource('other'), new Date(1_000_000));
    expect(await render(bundles, file)).toBe('first');
    bundleAt(file, containerSource('rebuilt'), new Date(2_000_000));
    expect(await render(bundles, file)).toBe('rebuilt');
  });

  it('replaces the loaded bundle with a new release’s', async () => {
    const live = join(root, 'mf-catalog/server/remoteEntry.js');
    const release = join(root, 'releases/mf-catalog/2/server/remoteEntry.js');
    bundleAt(live, containerSource('live'), new Date(1_000_000));
    bundleAt(release, containerSource('release 2'), new Date(1_000_000));
    const bundles = new ServerBundles();
    expect(await render(bundles, live)).toBe('live');
    expect(await render(bundles, release)).toBe('release 2');
    expect(await render(bundles, live)).toBe('live');
  });

  it('fails, and tries again on the next request, for a missing or broken bundle', async () => {
    const file = join(root, 'mf-catalog/server/remoteEntry.js');
    const bundles = new ServerBundles();
    await expect(render(bundles, file)).rejects.toThrow();
    bundleAt(file, 'module.exports = {', new Date(1_000_000));
    await expect(render(bundles, file)).rejects.toThrow();
    bundleAt(file, containerSource('mended'), new Date(3_000_000));
    expect(await render(bundles, file)).toBe('mended');
  });

  it('fails for a bundle that does not expose the server module', async () => {
    const file = join(root, 'mf-catalog/server/remoteEntry.js');
    bundleAt(file, containerSource('x', './routes'), new Date(1_000_000));
    await expect(render(new ServerBundles(), file)).rejects.toThrow();
  });
});
