import { isPlaceholderHost } from '@sahha/contracts/outbound-links';

import { PRODUCT_KEYS } from '../knowledge';
import { CATALOG_SEED, FALLBACK_ITEMS, LISTINGS, OFFERS, RETAILERS } from './catalog-seed-data';
import { CatalogSeedError, validateCatalogSeed } from './catalog-seeder';

const FALLBACK_ROW = { code: 'B00GB85JR4', name: 'Vitamin B-Complex', description: 'B vitamins.', timeOfDay: 'breakfast' as const, price: 59, inStock: true };

describe('catalog seed data', () => {
  it('passes its own validation', () => {
    expect(() => validateCatalogSeed(CATALOG_SEED)).not.toThrow();
  });

  it('has the master table shape of the requirements: 28 rows priced 38–210 AED', () => {
    expect(LISTINGS).toHaveLength(28);
    expect(Math.min(...LISTINGS.map((row) => row.price))).toBe(38);
    expect(Math.max(...LISTINGS.map((row) => row.price))).toBe(210);
  });

  it('prices every one of the 18 products', () => {
    expect(new Set(OFFERS.map((offer) => offer.productKey))).toEqual(new Set(PRODUCT_KEYS));
  });

  it('holds real stores only, and no product link, marketplace code or checked date no one verified (issue M)', () => {
    for (const retailer of RETAILERS) {
      expect(isPlaceholderHost(new URL(retailer.siteUrl).hostname)).toBe(false);
      expect(retailer.searchUrl).toContain('{query}');
    }
    expect(OFFERS.every((offer) => offer.url === null && offer.checkedAt === null)).toBe(true);
    expect(LISTINGS.filter((row) => row.url.includes('/dp/'))).toEqual([]);
    expect(FALLBACK_ITEMS).toEqual([]);
  });
});

describe('validateCatalogSeed', () => {
  const withListing = (url: string, retailerKey = LISTINGS[0].retailerKey) => ({
    ...CATALOG_SEED,
    listings: [...LISTINGS, { ...LISTINGS[0], retailerKey, productName: 'Bad Row', url }],
  });

  it.each([
    'https://www.amazon.com/dp/B08D3VITD1',
    'https://www.amazon.ae/dp/b08d3vitd1',
    'http://www.amazon.ae/s?k=zinc',
    'https://www.amazon.ae.example/dp/B08D3VITD1',
  ])('rejects the marketplace URL %s and names the row', (url) => {
    expect(() => validateCatalogSeed(withListing(url))).toThrow(CatalogSeedError);
    expect(() => validateCatalogSeed(withListing(url))).toThrow(/retail_listings row "Bad Row"/);
  });

  it("rejects another store's link off its own host", () => {
    expect(() => validateCatalogSeed(withListing('https://www.alshifa-pharmacy.example/products/zinc', 'life-pharmacy'))).toThrow(
      /"https:\/\/www.alshifa-pharmacy.example\/products\/zinc" is not an https link on www.lifepharmacy.com/,
    );
  });

  it('rejects a placeholder store, a search form on another host or without {query}', () => {
    const withRetailer = (patch: Partial<(typeof RETAILERS)[number]>) => ({ ...CATALOG_SEED, retailers: RETAILERS.map((row, i) => (i === 0 ? { ...row, ...patch } : row)) });
    expect(() => validateCatalogSeed(withRetailer({ siteUrl: 'https://www.shop.example' }))).toThrow(/is not a real https site/);
    expect(() => validateCatalogSeed(withRetailer({ searchUrl: 'https://search.example.com/?q={query}' }))).toThrow(/must be https on/);
    expect(() => validateCatalogSeed(withRetailer({ searchUrl: RETAILERS[0].siteUrl }))).toThrow(/with \{query\} once/);
  });

  it('rejects a marketplace offer with a bad product link, a bad fallback code and unknown retailers', () => {
    const marketOffer = OFFERS.find((offer) => offer.retailerKey === 'amazon-ae') as (typeof OFFERS)[number];
    const badOffer = { ...CATALOG_SEED, offers: [{ ...marketOffer, url: 'https://www.amazon.ae/dp/ZINC' }] };
    expect(() => validateCatalogSeed(badOffer)).toThrow(new RegExp(`product_offers row "${marketOffer.productKey} at amazon-ae"`));
    const badCode = { ...CATALOG_SEED, fallback: [{ ...FALLBACK_ROW, code: 'short' }] };
    expect(() => validateCatalogSeed(badCode)).toThrow(/fallback_items row "Vitamin B-Complex"/);
    const unknown = { ...CATALOG_SEED, listings: [{ ...LISTINGS[2], retailerKey: 'nobody' }] };
    expect(() => validateCatalogSeed(unknown)).toThrow(/unknown retailer "nobody"/);
  });

  it('rejects a row marked since a version the seed has not reached (a forgotten bump) and a version below 1', () => {
    const ahead = { ...CATALOG_SEED, fallback: [{ ...FALLBACK_ROW, since: CATALOG_SEED.version + 1 }] };
    expect(() => validateCatalogSeed(ahead)).toThrow(
      `fallback_items row "Vitamin B-Complex" is marked since version ${CATALOG_SEED.version + 1}, outside 1 to the seed version ${CATALOG_SEED.version}`,
    );
    expect(() => validateCatalogSeed({ ...ahead, version: CATALOG_SEED.version + 1 })).not.toThrow();
    expect(() => validateCatalogSeed({ ...CATALOG_SEED, version: 0 })).toThrow(CatalogSeedError);
  });
});
