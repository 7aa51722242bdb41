import { BLOG_POST_SUMMARIES } from '@sahha/contracts/content-library/blog-posts';
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

export { BLOG_AUTHOR } from '@sahha/contracts/content-library/blog-posts';

/** Filter chips of the list page, in the required order (docs/requirements.md, "Route: /blog"). */
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

/** Hero images per post: the assets belong to this remote, the text to @sahha/contracts. */
const IMAGES: Record<string, Pick<BlogPostMeta, 'imageUrl' | 'mobileImageUrl'>> = {
  'adhd-women-best-supplements': { imageUrl: adhdWomenBestSupplementsImage, mobileImageUrl: adhdWomenBestSupplementsMobileImage },
  'why-am-i-always-tired-nutrient-deficiencies': { imageUrl: whyAmIAlwaysTiredNutrientDeficienciesImage, mobileImageUrl: whyAmIAlwaysTiredNutrientDeficienciesMobileImage },
  'supplement-stacks-that-work': { imageUrl: supplementStacksThatWorkImage, mobileImageUrl: supplementStacksThatWorkMobileImage },
  'just-getting-started-supplements-guide': { imageUrl: justGettingStartedSupplementsGuideImage, mobileImageUrl: justGettingStartedSupplementsGuideMobileImage },
  '6-overhyped-supplements-what-to-use-instead': { imageUrl: sixOverhypedSupplementsWhatToUseInsteadImage, mobileImageUrl: sixOverhypedSupplementsWhatToUseInsteadMobileImage },
  'berberine-vs-metformin-blood-sugar': { imageUrl: berberineVsMetforminBloodSugarImage, mobileImageUrl: berberineVsMetforminBloodSugarMobileImage },
  'do-multivitamins-work-guide': { imageUrl: doMultivitaminsWorkGuideImage, mobileImageUrl: doMultivitaminsWorkGuideMobileImage },
  'collagen-vs-omega3-skin-health': { imageUrl: collagenVsOmega3SkinHealthImage, mobileImageUrl: collagenVsOmega3SkinHealthMobileImage },
};

/**
 * Card data only (a post without its body, docs/requirements.md, "Route: /blog"), newest first. The bodies live in one
 * module per post, loaded on the article page, so the list chunk stays small.
 */
export const BLOG_POSTS: BlogPostMeta[] = BLOG_POST_SUMMARIES.map((post) => {
  const images = IMAGES[post.slug];
  if (!images) throw new Error(`Blog post ${post.slug} has no hero image`);
  return { ...post, ...images };
});

// One dynamic import per post: webpack makes each body its own chunk of this remote.
const BODY_LOADERS: Record<string, () => Promise<{ default: BlogPostBody }>> = {
  'adhd-women-best-supplements': () => import('@sahha/contracts/content-library/blog-bodies/adhd-women-best-supplements'),
  'why-am-i-always-tired-nutrient-deficiencies': () => import('@sahha/contracts/content-library/blog-bodies/why-am-i-always-tired-nutrient-deficiencies'),
  'supplement-stacks-that-work': () => import('@sahha/contracts/content-library/blog-bodies/supplement-stacks-that-work'),
  'just-getting-started-supplements-guide': () => import('@sahha/contracts/content-library/blog-bodies/just-getting-started-supplements-guide'),
  '6-overhyped-supplements-what-to-use-instead': () => import('@sahha/contracts/content-library/blog-bodies/6-overhyped-supplements-what-to-use-instead'),
  'berberine-vs-metformin-blood-sugar': () => import('@sahha/contracts/content-library/blog-bodies/berberine-vs-metformin-blood-sugar'),
  'do-multivitamins-work-guide': () => import('@sahha/contracts/content-library/blog-bodies/do-multivitamins-work-guide'),
  'collagen-vs-omega3-skin-health': () => import('@sahha/contracts/content-library/blog-bodies/collagen-vs-omega3-skin-health'),
};

export const findPostMeta = (slug: string | undefined): BlogPostMeta | undefined =>
  BLOG_POSTS.find((post) => post.slug === slug);

/** Loads one article body (its own chunk); undefined for an unknown slug. */
export async function loadPostBody(slug: string): Promise<BlogPostBody | undefined> {
  const load = Object.hasOwn(BODY_LOADERS, slug) ? BODY_LOADERS[slug] : undefined;
  return load ? (await load()).default : undefined;
}
