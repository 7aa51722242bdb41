/**
 * Every post body at once, for the API's search index. The site never imports this file: it
 * loads one body per article from ./blog-bodies/<slug> so each stays its own chunk.
 */
import type { BlogPostBody } from './blog-posts';

import adhdWomenBestSupplements from './blog-bodies/adhd-women-best-supplements';
import whyAmIAlwaysTiredNutrientDeficiencies from './blog-bodies/why-am-i-always-tired-nutrient-deficiencies';
import supplementStacksThatWork from './blog-bodies/supplement-stacks-that-work';
import justGettingStartedSupplementsGuide from './blog-bodies/just-getting-started-supplements-guide';
import sixOverhypedSupplementsWhatToUseInstead from './blog-bodies/6-overhyped-supplements-what-to-use-instead';
import berberineVsMetforminBloodSugar from './blog-bodies/berberine-vs-metformin-blood-sugar';
import doMultivitaminsWorkGuide from './blog-bodies/do-multivitamins-work-guide';
import collagenVsOmega3SkinHealth from './blog-bodies/collagen-vs-omega3-skin-health';

export const ALL_BLOG_POST_BODIES: Readonly<Record<string, BlogPostBody>> = {
  'adhd-women-best-supplements': adhdWomenBestSupplements,
  'why-am-i-always-tired-nutrient-deficiencies': whyAmIAlwaysTiredNutrientDeficiencies,
  'supplement-stacks-that-work': supplementStacksThatWork,
  'just-getting-started-supplements-guide': justGettingStartedSupplementsGuide,
  '6-overhyped-supplements-what-to-use-instead': sixOverhypedSupplementsWhatToUseInstead,
  'berberine-vs-metformin-blood-sugar': berberineVsMetforminBloodSugar,
  'do-multivitamins-work-guide': doMultivitaminsWorkGuide,
  'collagen-vs-omega3-skin-health': collagenVsOmega3SkinHealth,
};
