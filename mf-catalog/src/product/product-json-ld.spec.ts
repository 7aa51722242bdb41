import { noon, priceEntry, productDetail } from '../testing/fixtures';
import { DEFAULT_AGGREGATE_RATING, productJsonLd } from './product-json-ld';

describe('productJsonLd', () => {
  it('uses the structured-data defaults while nobody has rated the product', () => {
    expect(productJsonLd(productDetail()).aggregateRating).toMatchObject(DEFAULT_AGGREGATE_RATING);
  });

  it('uses the real average and count once there are ratings', () => {
    const data = productJsonLd(productDetail({ ratingSummary: { average: 3.8, count: 4 } }));
    expect(data.aggregateRating).toMatchObject({ ratingValue: 3.8, reviewCount: 4 });
  });

  it('lists the best deal first, then the other retailers, in AED with availability', () => {
    const data = productJsonLd(productDetail({ otherRetailers: [{ ...noon, inStock: false, checkedAt: '2026-11-20', freshness: 'fresh' }] }));
    expect(data.offers).toEqual([
      expect.objectContaining({ price: '38.00', priceCurrency: 'AED', seller: { '@type': 'Organization', name: 'Amazon.ae' } }),
      expect.objectContaining({ price: '55.00', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('offers only fresh prices: a stale or unchecked price is not claimed as today\'s', () => {
    const data = productJsonLd(
      productDetail({ otherRetailers: [priceEntry({ checkedAt: '2026-09-01', freshness: 'stale' }), { ...noon, freshness: 'unchecked' }] }),
    );
    expect(data.offers).toEqual([expect.objectContaining({ price: '38.00' })]);
    expect(productJsonLd(productDetail({ bestDeal: null, otherRetailers: [noon] }))).not.toHaveProperty('offers');
  });
});
