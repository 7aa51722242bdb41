/**
 * The blog's published posts as the rest of the system needs them (the API's sitemap), without
 * the article content that lives in mf-content. mf-content has a spec that keeps both in step.
 */
export interface BlogPostPublication {
  readonly slug: string;
  /** ISO date (YYYY-MM-DD), the post's publish date; the sitemap's `<lastmod>`. */
  readonly publishDate: string;
}

export const BLOG_POST_PUBLICATIONS: readonly BlogPostPublication[] = [
  { slug: 'adhd-women-best-supplements', publishDate: '2025-01-06' },
  { slug: 'why-am-i-always-tired-nutrient-deficiencies', publishDate: '2025-01-06' },
  { slug: 'supplement-stacks-that-work', publishDate: '2025-01-06' },
  { slug: 'just-getting-started-supplements-guide', publishDate: '2025-01-06' },
  { slug: '6-overhyped-supplements-what-to-use-instead', publishDate: '2025-01-06' },
  { slug: 'berberine-vs-metformin-blood-sugar', publishDate: '2024-12-26' },
  { slug: 'do-multivitamins-work-guide', publishDate: '2024-12-26' },
  { slug: 'collagen-vs-omega3-skin-health', publishDate: '2024-12-26' },
];

export const BLOG_POST_SLUGS: readonly string[] = BLOG_POST_PUBLICATIONS.map((post) => post.slug);
