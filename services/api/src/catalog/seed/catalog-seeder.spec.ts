import { PRODUCT_KEYS } from '../knowledge';
import { CATALOG_SEED, FALLBACK_ITEMS, LISTINGS, OFFERS } from './catalog-seed-data';
import { CatalogSeedError, validateCatalogSeed } from './catalog-seeder';

describe('catalog seed data', () => {
  it('passes its own validation', () => {
    expect(() => validateCatalogSeed(CATALOG_SEED)).not.toThrow();
  });

  it('has the spec §3 shape: about 28 master rows priced 38–210 AED and nine fallback items', () => {
    expect(LISTINGS).toHaveLength(28);
    expect(Math.min(...LISTINGS.map((row) => row.price))).toBe(38);
    expect(Math.max(...LISTINGS.map((row) => row.price))).toBe(210);
    expect(FALLBACK_ITEMS).toHaveLength(9);
  });

  it('prices every one of the 18 products', () => {
    expect(new Set(OFFERS.map((offer) => offer.productKey))).toEqual(new Set(PRODUCT_KEYS));
  });
});

describe('validateCatalogSeed', () => {
  const withListing = (url: string) => ({
    ...CATALOG_SEED,
    listings: [...LISTINGS, { ...LISTINGS[0], productName: 'Bad Row', url }],
  });

  it.each(['https://www.amazon.com/dp/B08D3VITD1', 'https://www.amazon.ae/dp/b08d3vitd1', 'https://www.amazon.ae/s?k=zinc'])(
    'rejects the marketplace URL %s and names the row',
    (url) => {
      expect(() => validateCatalogSeed(withListing(url))).toThrow(CatalogSeedError);
      expect(() => validateCatalogSeed(withListing(url))).toThrow(/retail_listings row "Bad Row"/);
    },
  );

  it('rejects a marketplace offer with a bad URL, a bad fallback code and unknown retailers', () => {
    const badOffer = { ...CATALOG_SEED, offers: [{ ...OFFERS[2], url: 'https://www.amazon.ae/gp/zinc' }] };
    expect(() => validateCatalogSeed(badOffer)).toThrow(/product_offers row "vitamin-d at amazon-ae"/);
    const badCode = { ...CATALOG_SEED, fallback: [{ ...FALLBACK_ITEMS[0], code: 'short' }] };
    expect(() => validateCatalogSeed(badCode)).toThrow(/fallback_items row "Vitamin B-Complex"/);
    const unknown = { ...CATALOG_SEED, listings: [{ ...LISTINGS[2], retailerKey: 'nobody' }] };
    expect(() => validateCatalogSeed(unknown)).toThrow(/unknown retailer "nobody"/);
  });

  it('rejects a row marked since a version the seed has not reached (a forgotten bump) and a version below 1', () => {
    const ahead = { ...CATALOG_SEED, fallback: [...FALLBACK_ITEMS, { ...FALLBACK_ITEMS[0], code: 'B0AHEADXX1', since: CATALOG_SEED.version + 1 }] };
    expect(() => validateCatalogSeed(ahead)).toThrow(
      `fallback_items row "Vitamin B-Complex" is marked since version ${CATALOG_SEED.version + 1}, outside 1 to the seed version ${CATALOG_SEED.version}`,
    );
    expect(() => validateCatalogSeed({ ...ahead, version: CATALOG_SEED.version + 1 })).not.toThrow();
    expect(() => validateCatalogSeed({ ...CATALOG_SEED, version: 0 })).toThrow(CatalogSeedError);
  });
});
