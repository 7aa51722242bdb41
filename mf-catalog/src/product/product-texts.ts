import type { TimeOfDay } from '@sahha/contracts';
import { PRICE_FRESH_DAYS } from '@sahha/contracts/price-freshness';

/** Texts of the product page (docs/requirements.md, "Route: /products/:id", "Route: /products/:id rating form"), kept once so tests import them. */
export const PRODUCT_TEXTS = {
  loading: 'Loading product details...',
  notFoundToastTitle: 'Product not found',
  notFoundToastDescription: "We couldn't find details for this product.",
  notFoundTitle: 'Product Not Found',
  notFoundHint: 'The product you are looking for does not exist or may have moved.',
  returnToRecommendations: 'Return to Recommendations',
  backToRecommendations: 'Back to Recommendations',
  tabsLabel: 'Product information',
  overviewTab: 'Overview',
  researchTab: 'Research',
  safetyTab: 'Safety & Dosage',
  benefitsHeading: 'Key Benefits',
  evidenceHeading: 'Scientific Evidence',
  evidenceGrade: (grade: string) => `Evidence grade ${grade}`,
  sourcesHeading: 'Sources',
  evidenceLink: 'View scientific evidence',
  dosageHeading: 'Recommended Dosage',
  cautionsHeading: 'Cautions',
  medicineCheck: 'Check your medicines against our supplements',
  notMedicalAdvice: 'Not medical advice.',
  bestDeal: 'Best Deal',
  bestDealMarketplace: 'Best Deal on Amazon',
  shopNow: 'Shop Now',
  shopNowMarketplace: 'Shop Now on Amazon',
  noPrices: 'No retailer prices are available for this product yet.',
  allRetailers: 'All Retailers',
  noOtherRetailers: 'No other retailers stock this product at the moment.',
  visit: 'Visit',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  delivery: (time: string) => `Delivery: ${time}`,
  ratingOutOf5: (rating: number) => `Rating: ${rating.toFixed(1)} out of 5`,
  perServing: (price: string) => `${price} per serving`,
  /** Each price says when it was checked, a Gulf date (docs/requirements.md, "Route: /products/:id"). */
  priceChecked: (date: string) => `Price checked ${date}`,
  priceNotChecked: 'Price not checked yet',
  possiblyOutOfDate: 'Possibly out of date',
  lowestPrice: 'Lowest price',
  /** Instead of a Best Deal when prices exist but none was checked recently: a stale price is never the Best Deal. */
  noFreshPrices: `No store's price has been checked in the last ${PRICE_FRESH_DAYS} days, so there is no Best Deal. Each store's own page has today's price.`,
  /** Under the list while any listed price is not fresh. */
  freshnessNote: `A price not checked in the last ${PRICE_FRESH_DAYS} days may be out of date and is never the Best Deal. The store's own page has today's price.`,
  /** Under the list when a cheaper offer than the Best Deal is marked. */
  lowestPriceNote: `Lowest price marks the cheapest in-stock price checked in the last ${PRICE_FRESH_DAYS} days, where it is not the Best Deal.`,
  newTab: '(opens in a new tab)',
} as const;

export const RATING_TEXTS = {
  heading: 'Rate this product',
  starsLabel: 'Your rating',
  textLabel: 'Your review (optional)',
  submit: 'Submit Rating',
  submitting: 'Submitting...',
  signIn: 'Sign in to rate',
  noRatings: 'No ratings yet. Be the first to rate it.',
  summary: (average: number, count: number) => `${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'rating' : 'ratings'}`,
  yourRating: (rating: number) => `You rated this ${rating} out of 5. Rating again replaces it.`,
  requiredTitle: 'Rating required',
  requiredDescription: 'Please select a star rating.',
  savedTitle: 'Thank you for rating',
  savedDescription: 'Your rating has been saved.',
  failedTitle: 'Rating failed',
  failedDescription: 'Please try again later.',
} as const;

/** Product-page chip text for each time of day (docs/requirements.md, "Data: times of day and the daily planner"). */
export const TIME_OF_DAY_CHIPS: Record<TimeOfDay, string> = {
  morning: 'Best taken in the morning (on empty stomach)',
  breakfast: 'with breakfast',
  lunch: 'with lunch',
  'pre-workout': '30-60 min before exercise',
  'post-workout': 'within 30 min after exercise',
  dinner: 'with dinner',
  evening: 'in the evening (after dinner)',
  bedtime: 'before bedtime',
  anytime: 'Can be taken at any time',
};
