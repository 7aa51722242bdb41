import type { ProductDetail } from './api';

// Only the API, the prerender tool and a remote's server bundle use these, so they are a subpath of
// their own: what the shared `@sahha/contracts` holds is sent to every browser on the first load.

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
