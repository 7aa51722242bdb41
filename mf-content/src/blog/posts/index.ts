import type { BlogCategory, BlogPostBody, BlogPostMeta } from './blog-post';

import adhdWomenBestSupplementsImage from '../images/adhd-women-best-supplements.svg';
import adhdWomenBestSupplementsMobileImage from '../images/adhd-women-best-supplements-mobile.svg';
import whyAmIAlwaysTiredNutrientDeficienciesImage from '../images/why-am-i-always-tired-nutrient-deficiencies.svg';
import whyAmIAlwaysTiredNutrientDeficienciesMobileImage from '../images/why-am-i-always-tired-nutrient-deficiencies-mobile.svg';
import supplementStacksThatWorkImage from '../images/supplement-stacks-that-work.svg';
import supplementStacksThatWorkMobileImage from '../images/supplement-stacks-that-work-mobile.svg';
import justGettingStartedSupplementsGuideImage from '../images/just-getting-started-supplements-guide.svg';
import justGettingStartedSupplementsGuideMobileImage from '../images/just-getting-started-supplements-guide-mobile.svg';
import sixOverhypedSupplementsWhatToUseInsteadImage from '../images/6-overhyped-supplements-what-to-use-instead.svg';
import sixOverhypedSupplementsWhatToUseInsteadMobileImage from '../images/6-overhyped-supplements-what-to-use-instead-mobile.svg';
import berberineVsMetforminBloodSugarImage from '../images/berberine-vs-metformin-blood-sugar.svg';
import berberineVsMetforminBloodSugarMobileImage from '../images/berberine-vs-metformin-blood-sugar-mobile.svg';
import doMultivitaminsWorkGuideImage from '../images/do-multivitamins-work-guide.svg';
import doMultivitaminsWorkGuideMobileImage from '../images/do-multivitamins-work-guide-mobile.svg';
import collagenVsOmega3SkinHealthImage from '../images/collagen-vs-omega3-skin-health.svg';
import collagenVsOmega3SkinHealthMobileImage from '../images/collagen-vs-omega3-skin-health-mobile.svg';

export type { BlogCategory, BlogFaq, BlogPost, BlogPostBody, BlogPostMeta, BlogSource } from './blog-post';

export const BLOG_AUTHOR = 'Sahha Wellness Team';

/** Filter chips of the list page, in spec order (§2 Blog list). */
export const BLOG_CATEGORIES: { id: BlogCategory; label: string }[] = [
  { id: 'energy', label: 'Energy' },
  { id: 'focus', label: 'Focus' },
  { id: 'sleep', label: 'Sleep' },
  { id: 'skin', label: 'Skin' },
  { id: 'hormones', label: 'Hormones' },
  { id: 'adhd', label: 'ADHD' },
];

/** Hero images are drawn at these sizes; the img tag carries them so nothing shifts on load. */
export const HERO_SIZE = { width: 1200, height: 630 } as const;
export const HERO_MOBILE_SIZE = { width: 800, height: 600 } as const;

/**
 * Card data only (spec §3 Blog post without content), newest first. The bodies live in one
 * module per post, loaded on the article page, so the list chunk stays small.
 */
export const BLOG_POSTS: BlogPostMeta[] = [
  {
    id: 1,
    slug: 'adhd-women-best-supplements',
    title: 'ADHD in Women: Which Supplements Have Evidence Behind Them?',
    excerpt: 'Omega-3, iron, magnesium and vitamin D are the nutrients with the most research in ADHD. Here is what the studies show, what they do not, and why hormones matter for women.',
    categories: ['adhd', 'focus', 'hormones'],
    publishDate: '2025-01-06',
    readTime: 8,
    author: BLOG_AUTHOR,
    imageUrl: adhdWomenBestSupplementsImage,
    mobileImageUrl: adhdWomenBestSupplementsMobileImage,
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
    imageUrl: whyAmIAlwaysTiredNutrientDeficienciesImage,
    mobileImageUrl: whyAmIAlwaysTiredNutrientDeficienciesMobileImage,
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
    imageUrl: supplementStacksThatWorkImage,
    mobileImageUrl: supplementStacksThatWorkMobileImage,
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
    imageUrl: justGettingStartedSupplementsGuideImage,
    mobileImageUrl: justGettingStartedSupplementsGuideMobileImage,
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
    imageUrl: sixOverhypedSupplementsWhatToUseInsteadImage,
    mobileImageUrl: sixOverhypedSupplementsWhatToUseInsteadMobileImage,
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
    imageUrl: berberineVsMetforminBloodSugarImage,
    mobileImageUrl: berberineVsMetforminBloodSugarMobileImage,
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
    imageUrl: doMultivitaminsWorkGuideImage,
    mobileImageUrl: doMultivitaminsWorkGuideMobileImage,
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
    imageUrl: collagenVsOmega3SkinHealthImage,
    mobileImageUrl: collagenVsOmega3SkinHealthMobileImage,
    imageAlt: 'Abstract soft sand and teal curves under a warm sun, evoking healthy skin',
  },
];

const BODY_LOADERS: Record<string, () => Promise<{ default: BlogPostBody }>> = {
  'adhd-women-best-supplements': () => import('./adhd-women-best-supplements'),
  'why-am-i-always-tired-nutrient-deficiencies': () => import('./why-am-i-always-tired-nutrient-deficiencies'),
  'supplement-stacks-that-work': () => import('./supplement-stacks-that-work'),
  'just-getting-started-supplements-guide': () => import('./just-getting-started-supplements-guide'),
  '6-overhyped-supplements-what-to-use-instead': () => import('./6-overhyped-supplements-what-to-use-instead'),
  'berberine-vs-metformin-blood-sugar': () => import('./berberine-vs-metformin-blood-sugar'),
  'do-multivitamins-work-guide': () => import('./do-multivitamins-work-guide'),
  'collagen-vs-omega3-skin-health': () => import('./collagen-vs-omega3-skin-health'),
};

export const findPostMeta = (slug: string | undefined): BlogPostMeta | undefined =>
  BLOG_POSTS.find((post) => post.slug === slug);

/** Loads one article body (its own chunk); undefined for an unknown slug. */
export async function loadPostBody(slug: string): Promise<BlogPostBody | undefined> {
  const load = Object.hasOwn(BODY_LOADERS, slug) ? BODY_LOADERS[slug] : undefined;
  return load ? (await load()).default : undefined;
}
