import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defaultRemoteManifest, type PrerenderedPage, type PrerenderedSite } from '@sahha/contracts';

import { prerenderedPageFor, PrerenderedSiteFile, queryChangesPage, renderPrerenderedPage, sha256 } from './prerendered-pages';

/** The shape html-webpack-plugin's minifier gives the shell's index.html. */
const SHELL_HTML =
  '<!doctype html><html lang=en-AE data-theme=light><head><meta charset=utf-8><title>Sahha | Guidance &amp; more</title>' +
  '<meta name=description content="Take a free 3-minute quiz, &quot;honest&quot; advice."><script src=/theme-init.js></script></head>' +
  '<body><noscript>Sahha needs JavaScript.</noscript><div id=root></div><script defer src=/main.js></script></body></html>';

const ABOUT: PrerenderedPage = {
  title: 'About | Sahha',
  description: 'Who we are & why',
  head: '<link rel="canonical" href="http://127.0.0.1:4010/about" data-prerendered-head="">',
  css: '.a{color:teal}',
  body: '<header>Sahha</header><main><h1>About</h1><a href="http://127.0.0.1:4010/blog">Blog</a></main>',
};

function siteWith(overrides: Partial<PrerenderedSite> = {}): PrerenderedSite {
  return {
    version: 1,
    shellIndexSha256: sha256(SHELL_HTML),
    remotes: defaultRemoteManifest(),
    origin: 'http://127.0.0.1:4010',
    pages: { '/about': ABOUT },
    ...overrides,
  };
}

const request = { pathname: '/about', hasQuery: false, shellIndexHtml: SHELL_HTML, manifest: defaultRemoteManifest() };
const origins = { snapshot: 'http://127.0.0.1:4010', public: 'https://sahha.ae' };

describe('prerenderedPageFor', () => {
  it('finds the snapshot of a prerendered path taken with the live shell and remotes', () => {
    expect(prerenderedPageFor(siteWith(), request)).toBe(ABOUT);
  });

  it('ignores manifest key order', () => {
    const reversed = Object.fromEntries(Object.entries(defaultRemoteManifest()).reverse());
    expect(prerenderedPageFor(siteWith(), { ...request, manifest: reversed })).toBe(ABOUT);
  });

  it.each([
    ['no prerender output', null, request],
    ['a path that was not prerendered', siteWith(), { ...request, pathname: '/products/vitamin-d' }],
    ['a name on the object prototype', siteWith(), { ...request, pathname: 'constructor' }],
    ['a URL with a query (a filter or search the snapshot does not show)', siteWith(), { ...request, hasQuery: true }],
    ['a shell rebuilt since the snapshot', siteWith(), { ...request, shellIndexHtml: SHELL_HTML.replace('main.js', 'main.2.js') }],
    [
      'a remote released since the snapshot',
      siteWith(),
      { ...request, manifest: { ...defaultRemoteManifest(), mf_content: '/remotes/mf-content/releases/2/remoteEntry.js' } },
    ],
  ])('gives nothing for %s', (_case, site, pageRequest) => {
    expect(prerenderedPageFor(site, pageRequest)).toBeNull();
  });
});

describe('renderPrerenderedPage', () => {
  const html = renderPrerenderedPage(SHELL_HTML, ABOUT, origins) ?? '';

  it('puts the snapshot into #root, marked for the app to take over', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered=""><header>Sahha</header><main><h1>About</h1><a href="/blog">Blog</a></main></div>',
    );
    expect(html).toContain('<script defer src=/main.js></script></body></html>');
  });

  it("sets the page's title and description and keeps the host's for the app", () => {
    expect(html).toContain('<title data-prerendered-default="Sahha | Guidance &amp; more">About | Sahha</title>');
    expect(html).toContain(
      '<meta name="description" content="Who we are &amp; why" data-prerendered-default="Take a free 3-minute quiz, &quot;honest&quot; advice.">',
    );
  });

  it('adds the head tags with public URLs, and the styles: hidden from dark-theme visitors, animations at rest', () => {
    expect(html).toContain('<link rel="canonical" href="https://sahha.ae/about" data-prerendered-head=""></head>');
    // After the head, where the live app adds its own rules while the snapshot is shown: these win.
    expect(html).toContain(
      '<style data-prerendered="">html[data-theme=dark] #root[data-prerendered]{visibility:hidden}' +
        '#root[data-prerendered] *{animation:none!important}.a{color:teal}</style><div id="root" data-prerendered="">',
    );
    expect(html).not.toContain('127.0.0.1:4010');
  });

  it('escapes the title and keeps style text from closing its element', () => {
    const hostile = renderPrerenderedPage(SHELL_HTML, { ...ABOUT, title: '</title><script>x()</script>', css: 'a{content:"</style><script>"}' }, origins);
    expect(hostile).toContain('<title data-prerendered-default="Sahha | Guidance &amp; more">&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;</title>');
    expect(hostile).toContain('a{content:"<\\/style><script>"}</style>');
    expect(hostile?.match(/<\/style>/g)).toHaveLength(1);
  });

  it('gives nothing for a shell page without the elements a snapshot goes into', () => {
    expect(renderPrerenderedPage(SHELL_HTML.replace('<div id=root></div>', ''), ABOUT, origins)).toBeNull();
    expect(renderPrerenderedPage(SHELL_HTML.replace(/<meta name=description[^>]*>/, ''), ABOUT, origins)).toBeNull();
  });
});

describe('PrerenderedSiteFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sahha-prerendered-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the file, and again once it changes', () => {
    const file = join(dir, 'pages.json');
    const site = new PrerenderedSiteFile(file);
    expect(site.read()).toBeNull();
    writeFileSync(file, JSON.stringify(siteWith()));
    expect(site.read()?.pages['/about']).toEqual(ABOUT);
    writeFileSync(file, JSON.stringify(siteWith({ pages: {} })));
    // File times tick coarsely; a real rebuild is seconds apart.
    utimesSync(file, new Date(), new Date(Date.now() + 2000));
    expect(site.read()?.pages).toEqual({});
  });

  it.each([['not json'], [JSON.stringify({ version: 2, pages: {} })], ['null']])('treats %p as no prerendering', (content) => {
    const file = join(dir, 'pages.json');
    writeFileSync(file, content);
    expect(new PrerenderedSiteFile(file).read()).toBeNull();
  });
});

describe('queryChangesPage', () => {
  it.each(['/quiz', '/quiz?', '/quiz?utm_source=blog&utm_medium=cta&utm_campaign=beginner_guide', '/about?gclid=abc', '/?fbclid=x&msclkid=y'])(
    'keeps the snapshot for %s: campaign tags only',
    (url) => expect(queryChangesPage(url)).toBe(false),
  );

  it.each(['/quiz?fastmode=true', '/quiz?utm_source=blog&fastmode=true', '/blog?tag=sleep', '/products?q=iron'])(
    'gives the live page for %s: a parameter that may change it',
    (url) => expect(queryChangesPage(url)).toBe(true),
  );
});
