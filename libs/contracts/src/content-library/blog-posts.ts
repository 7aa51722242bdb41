/**
 * The blog's posts as text (issue I): one source for mf-content (list, article header, and one
 * lazily loaded body module per post under ./blog-bodies) and the API's search index. Images stay
 * in mf-content, which owns the assets.
 */
export type BlogCategory = 'energy' | 'focus' | 'sleep' | 'skin' | 'hormones' | 'adhd';

export interface BlogSource {
  title: string;
  url: string;
}

export interface BlogFaq {
  question: string;
  answer: string;
}

/** What a card and the article header need (docs/requirements.md, "Route: /blog"), without the body and the images. */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  categories: BlogCategory[];
  /** ISO date, yyyy-mm-dd. */
  publishDate: string;
  /** Minutes. */
  readTime: number;
  author: string;
  imageAlt: string;
}

export interface BlogPostBody {
  /** Our own static HTML: h2, h3, p, ul, li, strong and a only. */
  content: string;
  sources: BlogSource[];
  /** Present on the four articles that carry FAQ structured data. */
  faq?: BlogFaq[];
}

export const BLOG_AUTHOR = 'Sahha Wellness Team';

/** Newest first. Slugs and dates match BLOG_POST_PUBLICATIONS in the main entry (a spec checks it). */
export const BLOG_POST_SUMMARIES: readonly BlogPostSummary[] = [
  {
    id: 1,
    slug: 'adhd-women-best-supplements',
    title: 'ADHD in Women: Which Supplements Have Evidence Behind Them?',
    excerpt: 'Omega-3, iron, magnesium and vitamin D are the nutrients with the most research in ADHD. Here is what the studies show, what they do not, and why hormones matter for women.',
    categories: ['adhd', 'focus', 'hormones'],
    publishDate: '2025-01-06',
    readTime: 8,
    author: BLOG_AUTHOR,
    imageAlt: 'Abstract teal and sand waves with a bright sun, suggesting focus and calm',
  },
  {
    id: 2,
    slug: 'why-am-i-always-tired-nutrient-deficiencies',
    title: 'Why Am I Always Tired? Nutrient Deficiencies to Check First',
    excerpt: 'Indoor life, sun avoidance and modest diets leave many UAE residents low in iron, vitamin D or vitamin B12. How to tell, which tests to ask for and when a supplement helps.',
    categories: ['energy'],
    publishDate: '2025-01-06',
    readTime: 7,
    author: BLOG_AUTHOR,
    imageAlt: 'Abstract desert dunes under a low golden sun, evoking morning energy',
  },
  {
    id: 3,
    slug: 'supplement-stacks-that-work',
    title: 'Supplement Stacks That Actually Work (and the Ones That Do Not)',
    excerpt: 'Combining supplements can make sense when each one has its own evidence and a clear job. Three sensible stacks for energy, focus and sleep, with timing tips for UAE routines.',
    categories: ['energy', 'focus', 'sleep'],
    publishDate: '2025-01-06',
    readTime: 7,
    author: BLOG_AUTHOR,
    imageAlt: 'Abstract layered teal shapes and capsule outlines stacked over a sand gradient',
  },
  {
    id: 4,
    slug: 'just-getting-started-supplements-guide',
    title: "Just Getting Started With Supplements? A Beginner's Guide",
    excerpt: 'Food first, test before you guess, start one thing at a time. A calm, practical guide to your first supplements in the UAE, from vitamin D to reading labels.',
    categories: ['energy', 'focus'],
    publishDate: '2025-01-06',
    readTime: 5,
    author: BLOG_AUTHOR,
    imageAlt: 'Abstract sunrise over gentle teal hills, a simple first step',
  },
  {
    id: 5,
    slug: '6-overhyped-supplements-what-to-use-instead',
    title: '6 Overhyped Supplements and What to Use Instead',
    excerpt: 'Detox teas, fat burners, mega-dose vitamin C and more: six popular products whose promises outrun the evidence, and the better-supported choices to consider instead.',
    categories: ['energy', 'focus'],
    publishDate: '2025-01-06',
    readTime: 6,
    author: BLOG_AUTHOR,
    imageAlt: 'Abstract capsules floating over sand and teal waves under a gold disc',
  },
  {
    id: 6,
    slug: 'berberine-vs-metformin-blood-sugar',
    title: 'Berberine vs Metformin: What the Evidence Says About Blood Sugar',
    excerpt: 'Berberine is often called "nature\'s metformin". What the trials actually show, why the comparison is misleading, and why you should never swap a prescribed medicine for a supplement.',
    categories: ['energy', 'hormones'],
    publishDate: '2024-12-26',
    readTime: 7,
    author: BLOG_AUTHOR,
    imageAlt: 'Abstract balance of teal waves and a golden sun, suggesting steady blood sugar',
  },
  {
    id: 7,
    slug: 'do-multivitamins-work-guide',
    title: 'Do Multivitamins Work? An Honest Guide',
    excerpt: 'Large trials show multivitamins do not prevent heart disease in well-fed adults, yet some people in the UAE genuinely benefit. Who should consider one and how to choose.',
    categories: ['energy', 'hormones'],
    publishDate: '2024-12-26',
    readTime: 6,
    author: BLOG_AUTHOR,
    imageAlt: 'Abstract sand gradient with teal hills and soft capsule shapes',
  },
  {
    id: 8,
    slug: 'collagen-vs-omega3-skin-health',
    title: 'Collagen vs Omega-3 for Skin: Which One Is Worth It?',
    excerpt: 'Sun, air conditioning and dry heat are hard on skin in the Gulf. What the research says about collagen peptides and omega-3 fats, and why sunscreen still matters most.',
    categories: ['skin', 'hormones'],
    publishDate: '2024-12-26',
    readTime: 6,
    author: BLOG_AUTHOR,
    imageAlt: 'Abstract soft sand and teal curves under a warm sun, evoking healthy skin',
  },
];
