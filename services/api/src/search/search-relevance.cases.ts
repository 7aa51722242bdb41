import type { SearchResultKind } from '@sahha/contracts';

/**
 * What a person searching the site should find first, written from the content (product names,
 * article titles, guide cards, FAQ questions) before either index ran them. Each case: the query,
 * then the kind and id that must lead that kind's group. Typos are the kind people make on a phone
 * keyboard (a letter dropped, doubled, or swapped for its neighbour); Arabic queries use the names
 * UAE pharmacies and labels use, with and without the definite article and hamza.
 */
export interface RelevanceCase {
  query: string;
  kind: SearchResultKind;
  id: string;
}

const relevance = (query: string, kind: SearchResultKind, id: string): RelevanceCase => ({ query, kind, id });

export const EXACT_QUERIES: readonly RelevanceCase[] = [
  relevance('vitamin d', 'product', 'vitamin-d'),
  relevance('vitamin b12', 'product', 'vitamin-b12'),
  relevance('folic acid', 'product', 'folate'),
  relevance('green tea', 'product', 'green-tea-extract'),
  relevance('magnesium', 'product', 'magnesium'),
  relevance('psyllium', 'guide', 'heart-health-psyllium-husk'),
  relevance('creatine', 'guide', 'cognitive-function-creatine-monohydrate'),
  relevance('melatonin', 'guide', 'sleep-support-melatonin'),
  relevance('pregnant', 'faq', 'pregnancy-and-breastfeeding'),
  relevance('delete account', 'faq', 'delete-account'),
  relevance('always tired', 'article', 'why-am-i-always-tired-nutrient-deficiencies'),
  relevance('metformin', 'article', 'berberine-vs-metformin-blood-sugar'),
  relevance('multivitamins', 'article', 'do-multivitamins-work-guide'),
];

export const TYPO_QUERIES: readonly RelevanceCase[] = [
  relevance('magnesim', 'product', 'magnesium'),
  relevance('ashwaganda', 'product', 'ashwagandha'),
  relevance('vitamn d', 'product', 'vitamin-d'),
  relevance('probiotcs', 'product', 'probiotics'),
  relevance('glucomanan', 'product', 'glucomannan'),
  relevance('rhodiola rosa', 'product', 'rhodiola-rosea'),
  relevance('melatonine', 'guide', 'sleep-support-melatonin'),
  relevance('colagen', 'article', 'collagen-vs-omega3-skin-health'),
  relevance('pregnent', 'faq', 'pregnancy-and-breastfeeding'),
];

export const ARABIC_QUERIES: readonly RelevanceCase[] = [
  relevance('فيتامين د', 'product', 'vitamin-d'),
  relevance('مغنيسيوم', 'product', 'magnesium'),
  relevance('المغنيسيوم', 'product', 'magnesium'),
  relevance('زنك', 'product', 'zinc'),
  relevance('حديد', 'product', 'iron'),
  relevance('اوميغا 3', 'product', 'omega-3'),
  relevance('أشواغاندا', 'product', 'ashwagandha'),
  relevance('بروبيوتيك', 'product', 'probiotics'),
  relevance('كالسيوم', 'product', 'calcium-with-vitamin-d'),
  relevance('فيتامين سي', 'product', 'vitamin-c'),
  relevance('حمض الفوليك', 'product', 'folate'),
];
