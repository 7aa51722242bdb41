import { SEARCH_PAGE_PATH } from '@sahha/contracts';
import { SITE_NAME, useHeadTags } from '@sahha/ui';
import { useGetSiteConfigQuery } from '../site-config/site-config-api';

export const HOME_DESCRIPTION =
  'Take a free 3-minute quiz and get evidence-based supplement recommendations for life in the UAE, with reasons, timing and sources.';

/** The site's search action in metadata (docs/requirements.md, "Site: page metadata and structured data"); /search is the mf-content search page. */
export const SEARCH_URL_TEMPLATE_PATH = `${SEARCH_PAGE_PATH}?q={search_term_string}`;

export function homeStructuredData(origin: string): object[] {
  const url = `${origin}/`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url,
      inLanguage: 'en-AE',
      description: HOME_DESCRIPTION,
      potentialAction: {
        '@type': 'SearchAction',
        // Concatenated, not built with URL(): the braces of the template must stay as they are.
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}${SEARCH_URL_TEMPLATE_PATH}` },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url,
      logo: `${origin}/favicon.svg`,
      areaServed: { '@type': 'Country', name: 'United Arab Emirates' },
    },
  ];
}

/**
 * Title, description, social tags and WebSite + Organization structured data of the home page,
 * plus the affiliate programmes' site-verification tags, which belong on this route only (docs/requirements.md, "Site: page metadata and structured data").
 */
export function useHomeHeadTags(): void {
  // Until the config answers (or if it fails) the page simply has no verification tags.
  const { data } = useGetSiteConfigQuery();
  const verification = Object.fromEntries((data?.siteVerification ?? []).map(({ name, content }) => [name, content]));
  useHeadTags({
    title: SITE_NAME,
    description: HOME_DESCRIPTION,
    canonicalPath: '/',
    openGraph: { type: 'website' },
    jsonLd: homeStructuredData(window.location.origin),
    meta: verification,
  });
}
