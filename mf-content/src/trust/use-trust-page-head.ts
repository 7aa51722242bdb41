import { absoluteUrl, useHeadTags } from '../shared/use-head-tags';
import type { TRUST_PAGES } from './trust-pages';

type TrustPage = (typeof TRUST_PAGES)[keyof typeof TRUST_PAGES];

interface TrustPageHeadOptions {
  ogType?: 'website' | 'article';
  /** Extra schema.org fields on the page's WebPage entry (dateModified, inLanguage, ...). */
  webPage?: Record<string, unknown>;
  /** Replaces the WebPage entry (the FAQ page describes itself as an FAQPage). */
  jsonLd?: object;
}

/** Title, description, Open Graph and structured data every trust page sets the same way. */
export function useTrustPageHead(page: TrustPage, description: string, { ogType = 'website', webPage, jsonLd }: TrustPageHeadOptions = {}) {
  useHeadTags({
    title: `${page.heading} | Sahha`,
    canonicalPath: page.path,
    meta: [
      { name: 'description', content: description },
      { property: 'og:title', content: page.heading },
      { property: 'og:description', content: description },
      { property: 'og:type', content: ogType },
    ],
    jsonLd: [
      jsonLd ?? {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: page.heading,
        description,
        url: absoluteUrl(page.path),
        ...webPage,
      },
    ],
  });
}
