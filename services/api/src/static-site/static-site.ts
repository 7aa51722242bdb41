import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join, resolve, sep } from 'node:path';

import {
  defaultRemoteManifest,
  findRemoteRouteForPath,
  isKnownRoute,
  PRERENDERED_SITE_FILE,
  REMOTE_ENTRY_FILE,
  REMOTE_MANIFEST_PATH,
  REMOTE_RELEASE_VERSION_PATTERN,
  REMOTE_RELEASES_FOLDER,
  REMOTES,
  type ProductDetail,
  type RemoteDefinition,
  type RemoteManifest,
} from '@sahha/contracts';
import type { CatalogServerModule } from '@sahha/contracts/server-render';
import { type Handler, type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

import type { AppConfig } from '../config/app-config';
import type { UserEntity } from '../users/user.entity';
import { toPublicUser } from '../users/users.service';
import { SIGNED_IN_PAGE_CACHE_CONTROL, withSignedInUser } from './page-session';
import { prerenderedPageFor, PrerenderedSiteFile, queryChangesPage, renderPrerenderedPage, sha256 } from './prerendered-pages';
import {
  browserAssetBase,
  renderWithin,
  SERVER_BUNDLE_FOLDER,
  ServerBundles,
  serverBundleFileFor,
  serverRenderedPage,
  type RenderOutcome,
} from './server-rendered-pages';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Chunk names carry a content hash (`123.4f9a0c1e.js`); everything else keeps a stable name. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The build's compressed copies of a file (`main.js.br`, `main.js.gz`: create-config.js in @sahha/mf-runtime). */
const PRECOMPRESSED_COPY = /\.(br|gz)$/;

/** The file a compressed copy was made from: its cache policy is the original's. */
function originalOf(filePath: string): string {
  return filePath.replace(PRECOMPRESSED_COPY, '');
}

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(originalOf(filePath)) ? IMMUTABLE : NO_CACHE;
}

/**
 * Inside a versioned release folder every file is immutable: a new release gets a new folder.
 * Only remoteEntry.js is revalidated, so re-publishing a version by mistake cannot pin browsers.
 */
export function releaseCacheControlFor(filePath: string): string {
  return basename(originalOf(filePath)) === REMOTE_ENTRY_FILE ? NO_CACHE : IMMUTABLE;
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function notFound(): Error & { status: number } {
  return Object.assign(new Error('Not Found'), { status: 404 });
}

/**
 * The files under `root`, each sent as the build's brotli or gzip copy when the browser takes one
 * (brotli first), else as it is (the compression middleware then compresses what is worth it).
 * The copies are found once, as this is created: a build writes them with their originals.
 */
function staticFiles(root: string, fallthrough: boolean, cacheControl = cacheControlFor): Handler {
  const files = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      fallthrough,
      // serve-static already refuses `..` and dotfiles; the root itself is never request-controlled.
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControl(filePath)),
    },
  });
  // A path that does not decode names no file: the page handler after it answers (express-static-gzip
  // would send its own plain-text 400).
  return (req: Request, res: Response, next: NextFunction) => {
    if (decodesAsUri(req.path)) return files(req, res, next);
    return fallthrough ? next() : next(notFound());
  };
}

function decodesAsUri(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * `/remotes/<folder>/releases/<version>/<file>` → `<static root>/releases/<folder>/<version>/<file>`.
 * The folder comes from the REMOTES table, never from the URL; the version must match the
 * release pattern (one safe segment), else 404.
 */
function remoteReleaseFiles(staticRoot: string, folder: string): Handler {
  const releasesRoot = resolve(staticRoot, REMOTE_RELEASES_FOLDER, folder);
  // One handler per published release, made on its first request (a release folder never changes);
  // a version with no folder gets none, so requests cannot grow this.
  const releases = new Map<string, Handler>();
  const filesOf = (versionRoot: string): Handler | null => {
    let files = releases.get(versionRoot);
    if (files === undefined && existsSync(versionRoot)) {
      files = staticFiles(versionRoot, false, releaseCacheControlFor);
      releases.set(versionRoot, files);
    }
    return files ?? null;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const version = req.params.version;
    if (typeof version !== 'string' || !REMOTE_RELEASE_VERSION_PATTERN.test(version)) return next(notFound());
    // A bare `/releases/<version>` would make serve-static send the version path itself when it is a file.
    if (req.path === '/' || req.path === '') return next(notFound());
    // A release's server bundle is the API's to run, not the browser's to download.
    if (req.path.startsWith(`/${SERVER_BUNDLE_FOLDER}/`)) return next(notFound());
    const versionRoot = resolve(releasesRoot, version);
    if (!versionRoot.startsWith(releasesRoot + sep)) return next(notFound());
    const files = filesOf(versionRoot);
    return files ? files(req, res, next) : next(notFound());
  };
}

async function readManifest(config: AppConfig): Promise<RemoteManifest> {
  if (config.remotesManifestFile === null) return defaultRemoteManifest();
  // Read on every request: deploying a remote rewrites this file and needs no API restart.
  return JSON.parse(await readFile(config.remotesManifestFile, 'utf8')) as RemoteManifest;
}

/** A same-origin path or an http(s) URL with nothing that could leave an HTML attribute. */
const SAFE_ENTRY_URL = /^(\/(?!\/)|https?:\/\/)[^\s"'<>`]*$/;

/**
 * The remote entry the shell will fetch as soon as this page starts: only for public remote
 * screens (a protected one sends visitors to /auth without it; admin code never reaches others).
 * Announcing it in the HTML lets the browser fetch it beside the shell's own scripts instead of
 * after them and /remotes.json.
 */
function remoteEntryToPreload(pathname: string, manifest: RemoteManifest): string | null {
  const match = findRemoteRouteForPath(pathname);
  if (!match || match.route.protected || match.route.adminOnly) return null;
  const url = manifest[match.remote.name];
  return url && SAFE_ENTRY_URL.test(url) ? url : null;
}

function withPreload(html: string, url: string | null): string {
  if (url === null || !html.includes('</head>')) return html;
  return html.replace('</head>', `<link rel="preload" as="script" href="${url}"></head>`);
}

/** The catalog's side of the product page: its data for a request, and who wants to hear how each render went. */
export interface ProductPages {
  /** What GET /api/products/:id answers for `id` now, or null when that is a 404. */
  productFor(id: string): Promise<ProductDetail | null>;
  onRender?(outcome: RenderOutcome): void;
}

const PRODUCT_PAGE_ROUTE = '/products/:id';
const PRODUCT_PAGE_PATH = /^\/products\/([^/]+)$/;
const CATALOG_REMOTE = REMOTES.find((remote) => remote.name === 'mf_catalog') as RemoteDefinition;

function productIdOf(pathname: string): string | null {
  const match = PRODUCT_PAGE_PATH.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * Serves the built shell, the remotes and the remote manifest from the API process, ahead of the
 * Nest routes. `/api/*` always passes through, so the JSON API and its 404s are never masked.
 * `readSession` is the API's own session chain (cookie, passport): run for page requests only, it
 * sets `req.user` from the requester's cookie, and the page names them (page-session.ts).
 */
export function createStaticSiteRouter(config: AppConfig, readSession?: RequestHandler, catalog?: ProductPages): Router {
  const router = Router();
  const shellRoot = resolve(config.staticRoot, 'shell');
  const shellEntry = join(shellRoot, 'index.html');

  router.get(REMOTE_MANIFEST_PATH, (_req: Request, res: Response, next: NextFunction) => {
    readManifest(config)
      .then((manifest) => res.set('Cache-Control', NO_CACHE).json(manifest))
      .catch(next);
  });

  for (const remote of REMOTES) {
    router.use(
      `/remotes/${remote.folder}/${REMOTE_RELEASES_FOLDER}/:version`,
      remoteReleaseFiles(config.staticRoot, remote.folder),
    );
    // A server bundle is the API's to run, not the browser's to download.
    router.use(`/remotes/${remote.folder}/${SERVER_BUNDLE_FOLDER}`, (_req: Request, _res: Response, next: NextFunction) => next(notFound()));
    // A missing remote file is a real 404: the MF runtime must see the failure, not the SPA HTML.
    router.use(`/remotes/${remote.folder}`, staticFiles(resolve(config.staticRoot, remote.folder), false));
  }
  router.use('/remotes', (_req: Request, _res: Response, next: NextFunction) => next(notFound()));

  const shellFiles = staticFiles(shellRoot, true);
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path)) return next('router');
    return shellFiles(req, res, next);
  });

  const prerenderedSite = new PrerenderedSiteFile(resolve(config.staticRoot, PRERENDERED_SITE_FILE));
  const pageHtml = (shellHtml: string, req: Request, manifest: RemoteManifest): string => {
    const site = prerenderedSite.read();
    const page = prerenderedPageFor(site, { pathname: req.path, hasQuery: queryChangesPage(req.originalUrl), shellIndexHtml: shellHtml, manifest });
    const prerendered =
      site && page ? renderPrerenderedPage(shellHtml, page, { snapshot: site.origin, public: config.publicBaseUrl }) : null;
    return withPreload(prerendered ?? shellHtml, remoteEntryToPreload(req.path, manifest));
  };

  const serverBundles = new ServerBundles();
  // Loaded and run once as the process starts, not by the first visitor's request, which would wait
  // past the budget for it (a cold load takes ~200 ms, a cold first render ~80 ms) and get the page
  // rendered in the browser. A failure here is the first request's to meet and report.
  if (catalog && existsSync(shellEntry)) {
    readManifest(config)
      .then(async (manifest) => {
        const bundle = serverBundleFileFor(manifest[CATALOG_REMOTE.name], config.staticRoot, CATALOG_REMOTE);
        if (!bundle || !existsSync(bundle)) return;
        (await serverBundles.load<CatalogServerModule>(CATALOG_REMOTE, bundle)).renderProductPage({ id: 'warm-up', product: null, assetBase: '/' });
      })
      .catch(() => undefined);
  }
  /**
   * /products/:id rendered now from the product's current data (live prices) by mf-catalog's server
   * bundle inside the prerendered frame; null sends the page as before, for the browser to render.
   */
  const serverRenderedProductPage = async (
    shellHtml: string,
    req: Request,
    res: Response,
    manifest: RemoteManifest,
    product: ProductDetail | null,
    id: string,
  ): Promise<string | null> => {
    if (!catalog || queryChangesPage(req.originalUrl)) return null;
    const site = prerenderedSite.read();
    const frame = site?.frames?.[PRODUCT_PAGE_ROUTE];
    // The frame is the shell's: only another shell build voids it, not a remote's release.
    if (!site || !frame || site.shellIndexSha256 !== sha256(shellHtml)) return null;
    const entry = manifest[CATALOG_REMOTE.name];
    const bundle = serverBundleFileFor(entry, config.staticRoot, CATALOG_REMOTE);
    if (!entry || !bundle) return null;
    const outcome = await renderWithin(async () =>
      (await serverBundles.load<CatalogServerModule>(CATALOG_REMOTE, bundle)).renderProductPage({ id, product, assetBase: browserAssetBase(entry) }),
    );
    catalog.onRender?.(outcome);
    // How long the render took, readable by any client (tools/measure/server-render.mjs reads it).
    res.set('Server-Timing', `ssr;desc="${outcome.kind === 'rendered' ? 'rendered' : outcome.reason}";dur=${outcome.ms.toFixed(1)}`);
    if (outcome.kind !== 'rendered') return null;
    const page = serverRenderedPage(frame, outcome.content);
    return page ? renderPrerenderedPage(shellHtml, page, { snapshot: site.origin, public: config.publicBaseUrl }) : null;
  };

  const sendPage = (req: Request, res: Response, next: NextFunction) => {
    const user = req.user ? toPublicUser(req.user as UserEntity) : null;
    const productId = catalog ? productIdOf(req.path) : null;
    // A product that cannot be read (the database is down) leaves the page as it was before server
    // rendering: the browser renders it and asks again.
    const product = productId === null ? undefined : catalog?.productFor(productId).catch(() => undefined);
    Promise.all([readFile(shellEntry, 'utf8'), readManifest(config), product])
      .then(async ([html, manifest, product]) => {
        const serverRendered = productId === null || product === undefined ? null : await serverRenderedProductPage(html, req, res, manifest, product, productId);
        const page = serverRendered === null ? pageHtml(html, req, manifest) : withPreload(serverRendered, remoteEntryToPreload(req.path, manifest));
        res
          // Unknown paths get the same HTML (the shell renders its 404 page) with a real 404 status,
          // and so does a product that does not exist (the browser shows its not-found screen).
          .status(isKnownRoute(req.path) && product !== null ? 200 : 404)
          // A visitor's page stays as it was, the same for every visitor.
          .set('Cache-Control', user ? SIGNED_IN_PAGE_CACHE_CONTROL : NO_CACHE)
          .type('html')
          .send(withSignedInUser(page, user));
      })
      .catch(next);
  };

  router.use((req: Request, res: Response, next: NextFunction) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && extname(req.path) === '';
    if (!isPage || isApiPath(req.path) || !existsSync(shellEntry)) return next();
    // The session is read for pages only, once the request is known to be one.
    if (!readSession) return sendPage(req, res, next);
    readSession(req, res, (error?: unknown) => (error ? next(error) : sendPage(req, res, next)));
  });

  return router;
}
