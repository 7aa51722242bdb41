import type { ProductDetail, ProductPriceEntry } from '@sahha/contracts';

/**
 * Structured-data defaults (docs/requirements.md, "Site: page metadata and structured data"): with no real ratings yet the aggregate rating is 4.5 from
 * 89 reviews. As soon as one user has rated the product, the real average and count replace it.
 */
export const DEFAULT_AGGREGATE_RATING = { ratingValue: 4.5, reviewCount: 89 } as const;

const availability = (entry: ProductPriceEntry) => (entry.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

/**
 * schema.org Product with one Offer in AED per retailer (best deal first). Only fresh prices
 * (docs/requirements.md, "Site: page metadata and structured data"): a search engine shows an Offer
 * as today's price, which a price not checked in the last 30 days may not be.
 */
export function productJsonLd(product: ProductDetail): Record<string, unknown> {
  const entries = (product.bestDeal ? [product.bestDeal, ...product.otherRetailers] : product.otherRetailers).filter(
    (entry) => entry.freshness === 'fresh',
  );
  const { average, count } = product.ratingSummary;
  const rating = count > 0 && average !== null ? { ratingValue: average, reviewCount: count } : DEFAULT_AGGREGATE_RATING;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    category: 'Dietary supplement',
    ...(entries.length > 0
      ? {
          offers: entries.map((entry) => ({
            '@type': 'Offer',
            price: entry.price,
            priceCurrency: entry.currency,
            availability: availability(entry),
            url: entry.outboundUrl,
            seller: { '@type': 'Organization', name: entry.retailer },
          })),
        }
      : {}),
    aggregateRating: { '@type': 'AggregateRating', ...rating, bestRating: 5, worstRating: 1 },
  };
}
