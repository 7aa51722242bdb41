import { BLOG_POST_PUBLICATIONS } from '@sahha/contracts';

import { PRODUCT_KEYS } from '../catalog/knowledge';
import { escapeMarkup } from '../common/escape-markup';

export interface SitemapEntry {
  /** Site-relative path, starting with `/`. */
  readonly path: string;
  /** ISO date (YYYY-MM-DD). */
  readonly lastmod?: string;
}

/**
 * Pages anyone can open and a search engine should list. Signed-in and admin pages are left out,
 * and so is /auth: it is noindex, and a sitemap must not list what it asks engines to skip.
 */
const STATIC_PUBLIC_PATHS = ['/', '/about', '/staying-strong', '/blog', '/feedback', '/science', '/research', '/faq', '/privacy', '/terms', '/cookies', '/contact', '/quiz', '/medicine-check'];

export function sitemapEntries(): SitemapEntry[] {
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
    ...BLOG_POST_PUBLICATIONS.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.publishDate })),
    ...PRODUCT_KEYS.map((key) => ({ path: `/products/${key}` })),
  ];
}

export function renderSitemap(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeMarkup(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeMarkup(`${baseUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin/', 'Disallow: /api/', '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
