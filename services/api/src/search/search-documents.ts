import { ALL_BLOG_POST_BODIES } from '@sahha/contracts/content-library/all-blog-bodies';
import { BLOG_POST_SUMMARIES } from '@sahha/contracts/content-library/blog-posts';
import { FAQ_ITEMS } from '@sahha/contracts/content-library/faq';
import { GUIDE_CATEGORIES, guideCardId, guideCardUrl } from '@sahha/contracts/content-library/guide';

import { SUPPLEMENTS } from '../catalog/knowledge';
import type { SearchDocument } from './search-index';
import { htmlToText } from './search-text';

/**
 * The Arabic names UAE pharmacies and labels use for our products, so a search in Arabic finds
 * them (the site is in English; these are searched, never shown). A product without one fails the
 * search spec.
 */
export const PRODUCT_ARABIC_NAMES: Readonly<Record<string, string>> = {
  'vitamin-d': 'فيتامين د3 فيتامين د',
  'vitamin-b12': 'فيتامين ب12',
  'b-complex': 'فيتامين ب المركب',
  folate: 'حمض الفوليك فولات',
  iron: 'حديد',
  'calcium-with-vitamin-d': 'كالسيوم مع فيتامين د',
  magnesium: 'مغنيسيوم ماغنيسيوم',
  'omega-3': 'أوميغا 3 أوميجا 3 زيت السمك',
  'vitamin-c': 'فيتامين سي فيتامين ج',
  zinc: 'زنك',
  'vitamin-e': 'فيتامين هـ فيتامين إي',
  multivitamin: 'فيتامينات متعددة ملتي فيتامين',
  probiotics: 'بروبيوتيك',
  ashwagandha: 'أشواغاندا',
  'rhodiola-rosea': 'روديولا',
  'green-tea-extract': 'مستخلص الشاي الأخضر',
  glucomannan: 'جلوكومانان',
  coq10: 'إنزيم كيو 10',
};

/** Sentences of a list, so a snippet reads 'Supports bones. Supports muscles.' */
const sentences = (items: readonly string[]) => items.map((item) => (/[.!?]$/.test(item) ? item : `${item}.`)).join(' ');

/** Everything /search finds: the seeded products, blog posts, guide cards and FAQ answers. */
export function searchDocuments(): SearchDocument[] {
  const products = SUPPLEMENTS.map(
    (product): SearchDocument => ({
      kind: 'product',
      id: product.key,
      url: `/products/${product.key}`,
      title: product.name,
      summary: product.description,
      body: sentences(product.benefits),
      aliases: PRODUCT_ARABIC_NAMES[product.key],
    }),
  );

  const articles = BLOG_POST_SUMMARIES.map((post): SearchDocument => {
    const body = ALL_BLOG_POST_BODIES[post.slug];
    if (!body) throw new Error(`Blog post ${post.slug} has no body`);
    return {
      kind: 'article',
      id: post.slug,
      url: `/blog/${post.slug}`,
      title: post.title,
      summary: post.excerpt,
      body: htmlToText(body.content),
      publishDate: post.publishDate,
    };
  });

  const guideCards = GUIDE_CATEGORIES.flatMap((category) =>
    category.supplements.map(
      (supplement): SearchDocument => ({
        kind: 'guide',
        id: guideCardId(category.id, supplement.name),
        url: guideCardUrl(category.id, supplement.name),
        title: supplement.name,
        summary: supplement.description,
        body: sentences([`${category.title}: ${sentences(supplement.benefits)}`, `Typical dosage: ${supplement.dosage}`, ...(supplement.note ? [supplement.note] : [])]),
      }),
    ),
  );

  const faq = FAQ_ITEMS.map(
    (item): SearchDocument => ({ kind: 'faq', id: item.id, url: `/faq#${item.id}`, title: item.question, summary: '', body: item.answer }),
  );

  return [...products, ...articles, ...guideCards, ...faq];
}
