import { PRERENDERED_HEAD_ATTRIBUTE } from '@sahha/contracts';
import { useLayoutEffect } from 'react';

export interface HeadMeta {
  /** `name` for ordinary meta tags, `property` for Open Graph. */
  name?: string;
  property?: string;
  content: string;
}

export interface HeadTags {
  title?: string;
  /** The page's one URL for search engines (`/blog/x`): without its query (a filter, a campaign tag). */
  canonicalPath?: string;
  meta?: HeadMeta[];
  /** Each object becomes one `<script type="application/ld+json">`. */
  jsonLd?: object[];
}

const OWNER_ATTRIBUTE = 'data-mf-content-head';

function findExistingMeta(entry: HeadMeta): HTMLMetaElement | null {
  const [attribute, value] = entry.name ? ['name', entry.name] : ['property', entry.property ?? ''];
  // Never a prerendered page's tag: those leave when the live page takes over.
  const selector = `meta[${attribute}="${CSS.escape(value)}"]:not([${OWNER_ATTRIBUTE}]):not([${PRERENDERED_HEAD_ATTRIBUTE}])`;
  return document.head.querySelector<HTMLMetaElement>(selector);
}

/**
 * Puts a page's title, meta tags and structured data into document.head while the page is
 * mounted and takes them out again on unmount, so the next route never inherits them. A meta tag
 * the host page already has (the shell's description) is updated in place and restored after,
 * never duplicated.
 */
export function useHeadTags(tags: HeadTags): void {
  // Pages pass fresh literals on every render; compare by value so the effect runs once per change.
  const serialized = JSON.stringify(tags);

  // A layout effect lands in the same commit as the page (see @sahha/ui's useHeadTags): a
  // prerendered page's head tags go when the live page takes its place.
  useLayoutEffect(() => {
    const { title, canonicalPath, meta = [], jsonLd = [] } = JSON.parse(serialized) as HeadTags;
    const previousTitle = document.title;
    if (title) document.title = title;

    const added: HTMLElement[] = [];
    const restored: [HTMLMetaElement, string | null][] = [];
    for (const entry of meta) {
      const existing = findExistingMeta(entry);
      if (existing) {
        restored.push([existing, existing.getAttribute('content')]);
        existing.setAttribute('content', entry.content);
        continue;
      }
      const element = document.createElement('meta');
      if (entry.name) element.setAttribute('name', entry.name);
      if (entry.property) element.setAttribute('property', entry.property);
      element.setAttribute('content', entry.content);
      added.push(element);
    }
    if (canonicalPath !== undefined) {
      const link = document.createElement('link');
      link.rel = 'canonical';
      link.href = absoluteUrl(canonicalPath);
      added.push(link);
    }
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
      for (const [element, content] of restored) {
        if (content === null) element.removeAttribute('content');
        else element.setAttribute('content', content);
      }
      if (title) document.title = previousTitle;
    };
  }, [serialized]);
}

/** Structured data wants absolute URLs; the site's origin is only known at runtime. */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).href;
