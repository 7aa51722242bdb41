import type { ProductDetail } from './api';
import type { RemoteManifest } from './routes';

/**
 * Prerendered pages (issue H): the build snapshots the static public routes in Chromium and the
 * server puts each snapshot into the shell's HTML, so the first paint needs no JavaScript. The
 * names below are the handshake between the server that injects a snapshot and the shell that
 * takes it over; tools/prerender.mjs writes the file and carries its own copy of the markers.
 */

/** Under the static root (`dist/`): every snapshot, and what they were taken against. */
export const PRERENDERED_SITE_FILE = 'prerendered/pages.json';

/** On `#root` and on the snapshot's `<style>`: present until the live app has replaced them. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On the page's own head tags (canonical, Open Graph, JSON-LD) that came with the snapshot. */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered-head';

/** On `<title>` and the description meta: the host page's own value, for the app to start from. */
export const PRERENDERED_DEFAULT_ATTRIBUTE = 'data-prerendered-default';

export interface PrerenderedPage {
  /** The document title as the page set it. */
  title: string;
  description: string;
  /** The page's own head tags (each carrying PRERENDERED_HEAD_ATTRIBUTE) and font preloads. */
  head: string;
  /** Every style rule the page had injected, as text. */
  css: string;
  /** `#root`'s inner HTML, form controls disabled until the app takes over. */
  body: string;
}

export interface PrerenderedSite {
  version: 1;
  /** SHA-256 of the shell's index.html the snapshots were taken with: another shell build voids them. */
  shellIndexSha256: string;
  /** The remote manifest they were taken with: releasing a remote voids them until the next prerender. */
  remotes: RemoteManifest;
  /** The origin the snapshots were taken on; absolute URLs in them are rewritten to the public one. */
  origin: string;
  /** By path, e.g. `/blog/supplement-stacks-that-work`. */
  pages: Record<string, PrerenderedPage>;
  /** Frames of server-rendered routes, by route pattern (`/products/:id`); see SERVER_RENDERED_OUTLET. */
  frames?: Record<string, PrerenderedPage>;
}

/**
 * A server-rendered page's frame (ARCHITECTURE.md, "Serving"): the shell around a remote's route as
 * prerendered with that remote left out, `#main-content` emptied to this marker, where the API puts
 * the remote's server-rendered markup for the request. By route pattern, e.g. `/products/:id`.
 */
export const SERVER_RENDERED_OUTLET = '<!--sahha-server-rendered-->';

/** What a remote's server bundle renders for one request (its `./server` module's `render…` functions). */
export interface ServerRenderedContent {
  /** The route's markup, for `#main-content`. */
  html: string;
  /** Its styled-components rules, as text. */
  css: string;
  /** The document title the live page sets, or null where it keeps the host's. */
  title: string | null;
  /** Structured data the live page puts in the head (JSON-LD), or null. */
  jsonLd: object | null;
}

/** `mf_catalog/server`: the product page for `id`, or what the client shows for an unknown one when `product` is null. */
export interface CatalogServerModule {
  renderProductPage(request: { id: string; product: ProductDetail | null; assetBase: string }): ServerRenderedContent;
}
