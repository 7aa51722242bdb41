import { PRERENDERED_HEAD_ATTRIBUTE } from '@sahha/contracts';
import { useLayoutEffect } from 'react';

export const SITE_NAME = 'Sahha';
export const SITE_LOCALE = 'en_AE';

export interface OpenGraphOptions {
  /** `website`, `article`, `product`, … */
  type: string;
  /** Site-relative or absolute; made absolute for the tags. */
  image?: string;
}

export interface HeadTagsOptions {
  /** Page title; the document title becomes '{title} | Sahha' unless it is 'Sahha' itself. */
  title: string;
  description: string;
  /** Path of the page's canonical URL (`/blog/x`); made absolute from the current origin. */
  canonicalPath?: string;
  /** Open Graph type and image; the other Open Graph and Twitter tags come from title and description. */
  openGraph?: OpenGraphOptions;
  /** Each object becomes one `<script type="application/ld+json">` (data, so `script-src 'self'` allows it). */
  jsonLd?: object | object[];
  /** Extra `<meta name=… content=…>` tags, e.g. `{ robots: 'noindex' }`. */
  meta?: Record<string, string>;
}

type MetaKey = { attribute: 'name' | 'property'; key: string };

const OWNER_ATTRIBUTE = 'data-sahha-head';
/** Tags neither this hook's nor a prerendered page's (those leave when the live page takes over). */
const HOST_TAG = `:not([${OWNER_ATTRIBUTE}]):not([${PRERENDERED_HEAD_ATTRIBUTE}])`;

export function formatDocumentTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/** Structured data and social tags want absolute URLs; the site's origin is only known at run time. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

function metaTagsFor(options: HeadTagsOptions): [MetaKey, string][] {
  const { title, description, canonicalPath, openGraph, meta = {} } = options;
  const image = openGraph?.image === undefined ? undefined : absoluteUrl(openGraph.image);
  const fullTitle = formatDocumentTitle(title);
  const property = (key: string): MetaKey => ({ attribute: 'property', key });
  const name = (key: string): MetaKey => ({ attribute: 'name', key });
  const tags: [MetaKey, string | undefined][] = [
    [name('description'), description],
    [property('og:title'), fullTitle],
    [property('og:description'), description],
    [property('og:url'), canonicalPath === undefined ? undefined : absoluteUrl(canonicalPath)],
    [property('og:type'), openGraph?.type ?? 'website'],
    [property('og:site_name'), SITE_NAME],
    [property('og:locale'), SITE_LOCALE],
    [property('og:image'), image],
    [name('twitter:card'), image === undefined ? 'summary' : 'summary_large_image'],
    [name('twitter:title'), fullTitle],
    [name('twitter:description'), description],
    [name('twitter:image'), image],
    ...Object.entries(meta).map(([key, content]): [MetaKey, string] => [name(key), content]),
  ];
  return tags.filter((tag): tag is [MetaKey, string] => tag[1] !== undefined);
}

/** A tag the host page already has (index.html's description), never one this hook added. */
function findHostMeta({ attribute, key }: MetaKey): HTMLMetaElement | undefined {
  return Array.from(document.head.querySelectorAll<HTMLMetaElement>(`meta[${attribute}]${HOST_TAG}`)).find(
    (element) => element.getAttribute(attribute) === key,
  );
}

/**
 * Sets a page's title, description, canonical link, Open Graph and Twitter tags, structured data
 * and extra meta tags while the page is mounted, and takes them all out again on unmount, so the
 * next route never inherits them. A tag the host page already has is updated in place and
 * restored afterwards, never duplicated.
 */
export function useHeadTags(options: HeadTagsOptions): void {
  // Pages pass fresh literals on every render; compare by value so the effect runs once per change.
  const serialized = JSON.stringify(options);

  // A layout effect lands in the same commit as the page: a prerendered page's own head tags are
  // removed when the live page takes its place (shell/src/prerender/take-over.ts), and a passive
  // effect would leave the head without the page's structured data and canonical link until later.
  useLayoutEffect(() => {
    const parsed = JSON.parse(serialized) as HeadTagsOptions;
    const previousTitle = document.title;
    document.title = formatDocumentTitle(parsed.title);

    const added: HTMLElement[] = [];
    const restored: [HTMLElement, string, string | null][] = [];

    for (const [metaKey, content] of metaTagsFor(parsed)) {
      const existing = findHostMeta(metaKey);
      if (existing) {
        restored.push([existing, 'content', existing.getAttribute('content')]);
        existing.setAttribute('content', content);
        continue;
      }
      const element = document.createElement('meta');
      element.setAttribute(metaKey.attribute, metaKey.key);
      element.setAttribute('content', content);
      added.push(element);
    }

    if (parsed.canonicalPath !== undefined) {
      const href = absoluteUrl(parsed.canonicalPath);
      const existing = document.head.querySelector<HTMLLinkElement>(`link[rel="canonical"]${HOST_TAG}`);
      if (existing) {
        restored.push([existing, 'href', existing.getAttribute('href')]);
        existing.setAttribute('href', href);
      } else {
        const link = document.createElement('link');
        link.rel = 'canonical';
        link.href = href;
        added.push(link);
      }
    }

    const jsonLd = parsed.jsonLd === undefined ? [] : Array.isArray(parsed.jsonLd) ? parsed.jsonLd : [parsed.jsonLd];
    for (const data of jsonLd) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = JSON.stringify(data);
      added.push(script);
    }

    for (const element of added) {
      element.setAttribute(OWNER_ATTRIBUTE, '');
      document.head.appendChild(element);
    }

    return () => {
      for (const element of added) element.remove();
      for (const [element, attribute, value] of restored) {
        if (value === null) element.removeAttribute(attribute);
        else element.setAttribute(attribute, value);
      }
      document.title = previousTitle;
    };
  }, [serialized]);
}
