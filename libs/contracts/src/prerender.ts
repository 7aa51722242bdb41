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
  /** Frames of server-rendered routes, by route pattern (`/products/:id`); see SERVER_RENDERED_OUTLET (`@sahha/contracts/server-render`). */
  frames?: Record<string, PrerenderedPage>;
}
