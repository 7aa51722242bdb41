import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_DEFAULT_ATTRIBUTE,
  type PrerenderedPage,
  type PrerenderedSite,
  type RemoteManifest,
} from '@sahha/contracts';

import { escapeMarkup } from '../common/escape-markup';

// The built index.html is minified: attribute quotes are optional wherever a value allows it.
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const TITLE_ELEMENT = /<title>([^<]*)<\/title>/;
const DESCRIPTION_META = /<meta name="?description"? content=(?:"([^"]*)"|([^\s">]+))\s*\/?>/;

/**
 * Snapshots are taken in the light theme. A dark-theme visitor (theme-init.js sets the attribute
 * before the body is parsed) sees the page background until the live app has rendered, as before
 * prerendering, instead of a light page that turns dark.
 */
const HIDE_FROM_DARK_THEME = `html[data-theme=dark] #root[${PRERENDERED_ATTRIBUTE}]{visibility:hidden}`;

/**
 * A snapshot is the page as it stood once rendered, so it arrives in its final state: an entrance
 * effect (the blog cards' staggered fade-in) would hide the content the visitor came for behind an
 * animation that waits on the main thread, busy loading the app. Moving within the app, the
 * effects play as designed.
 */
const SNAPSHOT_IN_FINAL_STATE = `#root[${PRERENDERED_ATTRIBUTE}] *{animation:none!important}`;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** The few entities a minifier leaves in a title or attribute; the value is re-escaped after. */
const decodeEntities = (html: string): string => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** Style text cannot close its own element, whatever a rule's content says. */
const safeStyleText = (css: string): string => css.replace(/<\/(style)/gi, '<\\/$1');

/** Key order does not make two manifests different. */
function sameManifest(left: RemoteManifest, right: RemoteManifest): boolean {
  const canonical = (manifest: RemoteManifest) => JSON.stringify(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  return canonical(left) === canonical(right);
}

function isPrerenderedSite(value: unknown): value is PrerenderedSite {
  const site = value as Partial<PrerenderedSite> | null;
  return (
    typeof site === 'object' &&
    site !== null &&
    site.version === 1 &&
    typeof site.shellIndexSha256 === 'string' &&
    typeof site.origin === 'string' &&
    typeof site.remotes === 'object' &&
    typeof site.pages === 'object'
  );
}

/**
 * Reads the prerender output once per change of the file (the build rewrites it; a release voids
 * it). No file, or one that is not ours, means no prerendering: the site works as a plain SPA.
 */
export class PrerenderedSiteFile {
  private cached: { version: string; site: PrerenderedSite | null } | null = null;

  constructor(private readonly file: string) {}

  read(): PrerenderedSite | null {
    let version: string;
    try {
      const { mtimeMs, size } = statSync(this.file);
      version = `${mtimeMs}:${size}`;
    } catch {
      this.cached = null;
      return null;
    }
    if (this.cached?.version !== version) {
      let site: PrerenderedSite | null = null;
      try {
        const parsed: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
        site = isPrerenderedSite(parsed) ? parsed : null;
      } catch {
        site = null;
      }
      this.cached = { version, site };
    }
    return this.cached.site;
  }
}

export interface PageRequest {
  pathname: string;
  /** True when the URL has a query that may change the page (queryChangesPage): a filtered or searched page differs from its snapshot. */
  hasQuery: boolean;
  shellIndexHtml: string;
  manifest: RemoteManifest;
}

/** Campaign tags and ad click ids: they say where a visitor came from, never what the page shows. */
const TRACKING_PARAMETER = /^(utm_[a-z_]+|gclid|fbclid|msclkid)$/;

/**
 * Whether a URL's query may change what the page shows: any parameter but a campaign tag. The blog's
 * quiz links carry `utm_*` (docs/requirements.md, "Route: /blog/:slug"), and the quiz they open is the
 * one every visitor sees first; `?fastmode=true` or a filter is not.
 */
export function queryChangesPage(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return false;
  for (const key of new URLSearchParams(url.slice(at + 1)).keys()) if (!TRACKING_PARAMETER.test(key)) return true;
  return false;
}

/** The snapshot for this request, only when it was taken with exactly the shell and remotes now live. */
export function prerenderedPageFor(site: PrerenderedSite | null, request: PageRequest): PrerenderedPage | null {
  if (site === null || request.hasQuery) return null;
  if (!Object.hasOwn(site.pages, request.pathname)) return null;
  if (site.shellIndexSha256 !== sha256(request.shellIndexHtml)) return null;
  if (!sameManifest(site.remotes, request.manifest)) return null;
  return site.pages[request.pathname] ?? null;
}

/**
 * The shell's HTML with the snapshot in `#root`, its styles, title, description and head tags.
 * The host's own title and description ride along in an attribute, so the app starts from them.
 * The snapshot's own origin becomes the public one in head tags and a plain path in the body.
 * The snapshot's styles sit just before `#root`, after every style in the head: the live app
 * appends its styled-components rules to the head while the snapshot is on screen, under the same
 * class names, and a shared component's rule (Container's max-width) would otherwise override the
 * page's own override of it (a narrower page) and move the snapshot until the swap.
 * Null when the shell's HTML does not have the shape the snapshot goes into.
 */
export function renderPrerenderedPage(
  shellIndexHtml: string,
  page: PrerenderedPage,
  origins: { snapshot: string; public: string },
): string | null {
  const title = TITLE_ELEMENT.exec(shellIndexHtml);
  const description = DESCRIPTION_META.exec(shellIndexHtml);
  if (!ROOT_ELEMENT.test(shellIndexHtml) || !shellIndexHtml.includes('</head>') || !title || !description) return null;
  const hostTitle = decodeEntities(title[1] ?? '');
  const hostDescription = decodeEntities(description[1] ?? description[2] ?? '');
  // Head tags are read off the page (canonical, Open Graph, structured data): absolute public URLs.
  // In the body (a remote's images) a path works on whatever host the visitor used.
  const publicUrls = (html: string) => html.split(origins.snapshot).join(origins.public);
  const sameOriginPaths = (html: string) => html.split(`${origins.snapshot}/`).join('/');
  const snapshotStyle = `<style ${PRERENDERED_ATTRIBUTE}="">${HIDE_FROM_DARK_THEME}${SNAPSHOT_IN_FINAL_STATE}${safeStyleText(page.css)}</style>`;
  return shellIndexHtml
    .replace(
      TITLE_ELEMENT,
      () => `<title ${PRERENDERED_DEFAULT_ATTRIBUTE}="${escapeMarkup(hostTitle)}">${escapeMarkup(page.title)}</title>`,
    )
    .replace(
      DESCRIPTION_META,
      () =>
        `<meta name="description" content="${escapeMarkup(page.description)}" ${PRERENDERED_DEFAULT_ATTRIBUTE}="${escapeMarkup(hostDescription)}">`,
    )
    .replace('</head>', () => `${publicUrls(page.head)}</head>`)
    .replace(ROOT_ELEMENT, () => `${snapshotStyle}<div id="root" ${PRERENDERED_ATTRIBUTE}="">${sameOriginPaths(page.body)}</div>`);
}
