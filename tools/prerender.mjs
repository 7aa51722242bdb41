#!/usr/bin/env node
// Runs after the build (`npm run build`, `npm test`): opens each static public page of the built
// site in Chromium, signed out and in the light theme, and keeps what it rendered — #root's HTML,
// the style rules, the title and head tags — in dist/prerendered/pages.json. The API puts a
// snapshot into the shell's HTML, so the first paint needs no JavaScript; the shell then renders
// the live app off-screen and swaps it in (shell/src/prerender/take-over.ts).
//   node tools/prerender.mjs [--manifest <remotes.json>]   snapshot against that remote manifest
//   CHROMIUM_PATH   defaults to /usr/bin/chromium; without Chromium the site is served unprerendered.
// Markers (data-prerendered-head, the pending selector) mirror @sahha/contracts and @sahha/ui;
// tools/prerender.spec.ts keeps the copies equal.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { repoRoot, startBuiltApi } from './measure/built-api.mjs';

/**
 * The pages whose content is the same for every visitor and changes only with a release. The quiz
 * is one: every visit starts on question 1 with no answers (nothing is resumed), and Fast Mode is a
 * query parameter, which is never served a snapshot. Not the product pages (live prices) or the
 * research page (live data), nor anything behind sign-in.
 */
export const STATIC_PUBLIC_ROUTES = [
  /^\/$/,
  /^\/(about|staying-strong|blog|feedback|contact|science|faq|privacy|terms|cookies|medicine-check|quiz)$/,
  /^\/blog\/[a-z0-9-]+$/,
];
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered-head';
export const PENDING_CONTENT_SELECTOR = '[aria-busy="true"], [data-loading]';
export const PRERENDERED_SITE_FILE = 'prerendered/pages.json';
export const SERVER_RENDERED_OUTLET = '<!--sahha-server-rendered-->';

/**
 * Routes the API renders per request from a remote's server bundle (live data), by route pattern:
 * only their frame is prerendered — the shell around the route, taken at `sample` with the remote
 * left out and `#main-content` emptied to the outlet the API fills (ARCHITECTURE.md, "Serving").
 */
export const SERVER_RENDERED_FRAMES = [{ route: '/products/:id', sample: '/products/vitamin-d', remoteFolder: 'mf-catalog' }];
const OUTLET_SELECTOR = '#main-content';
const PAGE_TIMEOUT_MS = 30_000;
const PARALLEL_PAGES = 2;

export const isStaticPublicRoute = (pathname) => STATIC_PUBLIC_ROUTES.some((pattern) => pattern.test(pathname));

/** Every page the sitemap lists that is a static public route. */
async function routesToPrerender(baseUrl) {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...new Set(paths)].filter(isStaticPublicRoute);
}

/**
 * In the page: #root's HTML with form state kept as attributes and every control disabled (a
 * click or a keystroke before the app takes over would be lost), the styled-components rules
 * (inserted through the CSSOM, so their <style> elements are empty), and the page's head tags.
 */
/* global document, location, performance, HTMLSelectElement, HTMLInputElement, HTMLTextAreaElement -- runs in the page */
function snapshotPage({ headAttribute, outlet }) {
  const root = document.getElementById('root');
  const copy = root.cloneNode(true);
  if (outlet) {
    const main = copy.querySelector(outlet.selector);
    if (!main) throw new Error(`no ${outlet.selector} to leave the server-rendered markup in`);
    main.replaceChildren(document.createComment(outlet.marker.slice('<!--'.length, -'-->'.length)));
  }
  const liveControls = root.querySelectorAll('input, select, textarea, button');
  copy.querySelectorAll('input, select, textarea, button').forEach((control, index) => {
    const live = liveControls[index];
    if (control instanceof HTMLSelectElement) {
      Array.from(control.options).forEach((option, optionIndex) => option.toggleAttribute('selected', live.options[optionIndex].selected));
    } else if (control instanceof HTMLInputElement) {
      if (control.type === 'checkbox' || control.type === 'radio') control.toggleAttribute('checked', live.checked);
      else control.setAttribute('value', live.value);
    } else if (control instanceof HTMLTextAreaElement) {
      control.textContent = live.value;
    }
    control.setAttribute('disabled', '');
  });

  const css = Array.from(document.querySelectorAll('style[data-styled]'))
    .flatMap((style) => Array.from(style.sheet?.cssRules ?? []).map((rule) => rule.cssText))
    .join('');

  // The shell's pages and mf-content's each mark the head tags they add.
  const owners = ['data-sahha-head', 'data-mf-content-head'];
  const headTags = Array.from(document.head.querySelectorAll(owners.map((owner) => `[${owner}]`).join(', '))).map((element) => {
    // The owner's marker stays: the live page then adds its own tags instead of adopting these.
    const tag = element.cloneNode(true);
    tag.setAttribute(headAttribute, '');
    return tag.outerHTML;
  });
  // The font the page used, fetched from the HTML instead of after the CSS is parsed, unless the
  // shell's HTML preloads it already (the brand font).
  const preloadedFonts = new Set(Array.from(document.querySelectorAll('link[rel="preload"][as="font"]'), (link) => new URL(link.href).pathname));
  const fonts = performance
    .getEntriesByType('resource')
    .filter((entry) => /\.woff2$/.test(new URL(entry.name).pathname) && !preloadedFonts.has(new URL(entry.name).pathname))
    .map((entry) => `<link rel="preload" as="font" type="font/woff2" href="${new URL(entry.name).pathname}" crossorigin="" ${headAttribute}="">`);

  // The image the page marks as its largest paint (fetchpriority="high": a blog card, an article
  // hero), fetched from the HTML so it is there for the first paint. A <picture> with one
  // art-directed source gets one preload per side of its media query.
  const sameOriginPath = (url) => {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin ? parsed.pathname + parsed.search : null;
  };
  const imagePreloads = [];
  const largest = root.querySelector('img[fetchpriority="high"]');
  if (largest) {
    const sources = largest.parentElement?.tagName === 'PICTURE' ? Array.from(largest.parentElement.querySelectorAll('source')) : [];
    const single = (srcset) => (srcset && !/[\s,]/.test(srcset.trim()) ? sameOriginPath(srcset.trim()) : null);
    const candidates =
      sources.length === 0
        ? [{ href: sameOriginPath(largest.src), media: null }]
        : sources.length === 1 && sources[0].media
          ? [
              { href: single(sources[0].getAttribute('srcset')), media: sources[0].media },
              { href: sameOriginPath(largest.src), media: `not all and ${sources[0].media}` },
            ]
          : [];
    if (candidates.length > 0 && candidates.every((candidate) => candidate.href)) {
      for (const { href, media } of candidates) {
        const mediaAttribute = media ? ` media="${media.replace(/"/g, '&quot;')}"` : '';
        imagePreloads.push(`<link rel="preload" as="image" href="${href.replace(/"/g, '&quot;')}" fetchpriority="high"${mediaAttribute} ${headAttribute}="">`);
      }
    }
  }

  return {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    head: [...fonts, ...imagePreloads, ...headTags].join(''),
    css,
    body: copy.innerHTML,
  };
}

async function prerenderPage(context, baseUrl, pathname, frame = null) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A frame leaves its remote out: nothing of the route's own content (a price) is kept.
  if (frame) await page.route(`**/remotes/${frame.remoteFolder}/**`, (route) => route.abort());
  try {
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
    await page.waitForFunction(
      (pending) => {
        const root = document.getElementById('root');
        return root !== null && root.childElementCount > 0 && root.querySelector(pending) === null;
      },
      PENDING_CONTENT_SELECTOR,
      { timeout: PAGE_TIMEOUT_MS },
    );
    await page.evaluate(() => document.fonts.ready);
    if (errors.length > 0) throw new Error(errors.join('; '));
    if (new URL(page.url()).pathname !== pathname) throw new Error(`redirected to ${page.url()}`);
    const outlet = frame ? { selector: OUTLET_SELECTOR, marker: SERVER_RENDERED_OUTLET } : null;
    return await page.evaluate(snapshotPage, { headAttribute: PRERENDERED_HEAD_ATTRIBUTE, outlet });
  } finally {
    await page.close();
  }
}

function parseArguments(argv) {
  const manifestIndex = argv.indexOf('--manifest');
  if (manifestIndex === -1) return { manifestFile: null };
  const manifestFile = argv[manifestIndex + 1];
  if (!manifestFile) throw new Error('--manifest needs a file');
  return { manifestFile: path.resolve(manifestFile) };
}

async function main() {
  const started = Date.now();
  const { manifestFile } = parseArguments(process.argv.slice(2));
  const shellIndex = path.join(repoRoot, 'dist/shell/index.html');
  const outputFile = path.join(repoRoot, 'dist', PRERENDERED_SITE_FILE);
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(shellIndex)) throw new Error('dist/shell/index.html is missing: build first (npx nx run-many -t build)');
  // Snapshots of an older build would be ignored anyway (the server checks); do not leave them.
  rmSync(path.dirname(outputFile), { recursive: true, force: true });
  if (!existsSync(chromiumPath)) {
    console.log(`prerender: no Chromium at ${chromiumPath} (apt-get install -y chromium); pages are served without prerendering`);
    return;
  }

  const api = await startBuiltApi(manifestFile ? { REMOTES_MANIFEST_FILE: manifestFile } : {});
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const shellIndexHtml = readFileSync(shellIndex, 'utf8');
    const remotes = await (await fetch(`${api.baseUrl}/remotes.json`)).json();
    const routes = await routesToPrerender(api.baseUrl);
    // Dates and numbers as a visitor in the UAE sees them; light theme, signed out.
    const context = await browser.newContext({ locale: 'en-AE', timezoneId: 'Asia/Dubai', colorScheme: 'light', viewport: { width: 1280, height: 800 } });

    const pages = {};
    const queue = [...routes];
    await Promise.all(
      Array.from({ length: PARALLEL_PAGES }, async () => {
        for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
          try {
            pages[pathname] = await prerenderPage(context, api.baseUrl, pathname);
          } catch (error) {
            throw new Error(`prerender of ${pathname} failed: ${error.message}`);
          }
        }
      }),
    );
    const frames = {};
    for (const frame of SERVER_RENDERED_FRAMES) {
      try {
        frames[frame.route] = await prerenderPage(context, api.baseUrl, frame.sample, frame);
      } catch (error) {
        throw new Error(`prerender of the ${frame.route} frame failed: ${error.message}`);
      }
    }
    const site = {
      version: 1,
      shellIndexSha256: createHash('sha256').update(shellIndexHtml).digest('hex'),
      remotes,
      origin: api.baseUrl,
      pages: Object.fromEntries(routes.map((route) => [route, pages[route]])),
      frames,
    };
    mkdirSync(path.dirname(outputFile), { recursive: true });
    // The server may read the file at any moment: it sees the old one or the new one, never half.
    writeFileSync(`${outputFile}.tmp`, JSON.stringify(site));
    renameSync(`${outputFile}.tmp`, outputFile);
    const kilobytes = (text) => (text.length / 1024).toFixed(1);
    for (const route of routes) {
      const page = pages[route];
      console.log(`prerender: ${route.padEnd(50)} body ${kilobytes(page.body)} KB, css ${kilobytes(page.css)} KB`);
    }
    for (const [route, frame] of Object.entries(frames)) {
      console.log(`prerender: frame ${route.padEnd(44)} body ${kilobytes(frame.body)} KB, css ${kilobytes(frame.css)} KB`);
    }
    console.log(`prerender: ${routes.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s → dist/${PRERENDERED_SITE_FILE}`);
  } finally {
    await browser.close();
    await api.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`prerender: ${error.message}`);
    process.exit(1);
  });
}
