import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CSRF_HEADER,
  type PlanCostResponse,
  type ProductDetail,
  type ProductPriceEntry,
  PRODUCT_RATING_VALIDATION,
  type ProductRatingsResponse,
  type ProductsResponse,
  type RegisterRequest,
} from '@sahha/contracts';
import { PRICE_FRESH_DAYS } from '@sahha/contracts/price-freshness';
import { gulfCalendarDay } from '@sahha/contracts/time';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { CatalogService } from '../src/catalog/catalog.service';
import { RATING_THROTTLE_MESSAGE } from '../src/catalog/ratings/rating-throttle';
import { FallbackItemEntity, ProductOfferEntity } from '../src/catalog/retail/retail.entities';
import { CATALOG_SEED, LISTINGS } from '../src/catalog/seed/catalog-seed-data';
import { seedCatalog } from '../src/catalog/seed/catalog-seeder';
import type { DatabaseConfig } from '../src/config/app-config';
import { ApiClient, newAccount } from './api-client';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

const TAG = 'sahha-test-21';
const CATALOG_TABLES = ['retailers', 'product_offers', 'retail_listings', 'fallback_items'];

async function rowCounts(app: NestExpressApplication): Promise<Record<string, number>> {
  const dataSource = app.get(DataSource);
  const counts: Record<string, number> = {};
  for (const table of CATALOG_TABLES) {
    counts[table] = Number((await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  }
  return counts;
}

/** The Gulf calendar day `days` before today: a check date as an admin edit or a feed import writes it. */
function gulfDaysAgo(days: number): string {
  const today = gulfCalendarDay(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const prices = (entries: ProductPriceEntry[]) => entries.map((entry) => Number(entry.price));
const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1] <= value);

describe.each(testDatabases())('catalog on $name', (db) => {
  let app: NestExpressApplication;
  let database: DatabaseConfig;

  beforeAll(async () => {
    database = await db.create();
    app = await createTestApp({
      database,
      env: { AFFILIATE_TAG_AE: TAG, THROTTLE_AUTH_LIMIT: '1000', THROTTLE_RATING_LIMIT: '1000' },
    });
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  const product = async (id: string): Promise<ProductDetail> =>
    (await request(app.getHttpServer()).get(`/api/products/${id}`).expect(200)).body as ProductDetail;

  /**
   * Stamps offers of `productKey` as checked on the given days (what an admin edit or a feed import
   * does, back-dated here so the 30-day boundary can be tested), with optional price or stock;
   * `seedCatalog` puts the seeded, unchecked rows back afterwards.
   */
  async function checkOffers(productKey: string, checks: Record<string, { checkedAt: string; price?: number; inStock?: boolean }>): Promise<void> {
    const offers = app.get(DataSource).getRepository(ProductOfferEntity);
    for (const [retailerKey, fields] of Object.entries(checks)) await offers.update({ productKey, retailerKey }, fields);
    await app.get(CatalogService).forgetRetailData();
  }

  async function reseed(): Promise<void> {
    await seedCatalog(app.get(DataSource));
    await app.get(CatalogService).forgetRetailData();
  }

  async function signedIn(account: RegisterRequest = newAccount()): Promise<ApiClient> {
    const client = new ApiClient(app);
    await client.register(account, 201);
    return client;
  }

  describe('research', () => {
    it('lists every cited source of the 18 products for visitors, cacheable', async () => {
      const res = await request(app.getHttpServer()).get('/api/research').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body.success).toBe(true);
      expect(res.body.supplements).toHaveLength(18);
      for (const supplement of res.body.supplements) {
        expect(supplement.sources.length).toBeGreaterThan(0);
        for (const source of supplement.sources) expect(source.url).toMatch(/^https:\/\//);
      }
    });
  });

  describe('products', () => {
    it('lists all 18 products with their lowest fresh in-stock price and best deal, none while no seeded price is checked', async () => {
      const list = async () => ((await request(app.getHttpServer()).get('/api/products').expect(200)).body as ProductsResponse).products;
      const products = await list();
      expect(products).toHaveLength(18);
      for (const item of products) expect(item).toMatchObject({ lowestPrice: null, bestDeal: null });

      await checkOffers('vitamin-d', { 'amazon-ae': { checkedAt: gulfDaysAgo(0), price: 54 }, 'life-pharmacy': { checkedAt: gulfDaysAgo(3) } });
      try {
        expect((await list()).find((item) => item.id === 'vitamin-d')).toEqual({
          id: 'vitamin-d',
          name: 'Vitamin D3',
          description: expect.any(String),
          timeOfDay: 'breakfast',
          lowestPrice: '49.00',
          bestDeal: { retailer: 'Amazon.ae', kind: 'marketplace', price: '54.00', inStock: true },
        });
      } finally {
        await reseed();
      }
    });

    it('finds a product by exact key with the knowledge-base fields', async () => {
      const body = await product('vitamin-d');
      expect(body).toEqual(
        expect.objectContaining({
          id: 'vitamin-d',
          name: 'Vitamin D3',
          timeOfDay: 'breakfast',
          evidenceGrade: 'A',
          evidenceUrl: expect.stringMatching(/^https:\/\//),
          recommendedDosage: expect.any(String),
          scientificEvidence: expect.any(String),
          ratingSummary: { average: null, count: 0 },
        }),
      );
      expect(body.benefits).toHaveLength(5);
      expect(body.cautions.length).toBeGreaterThan(0);
      expect(body.sources[0]).toEqual({ title: expect.any(String), url: expect.stringMatching(/^https:\/\//) });
    });

    it.each([
      ['a partial key', 'rhodiola', 'rhodiola-rosea'],
      ['an upper-case key', 'OMEGA-3', 'omega-3'],
      ['the first hyphen-separated word', 'calcium-citrate-500', 'calcium-with-vitamin-d'],
    ])('falls back to %s', async (_label, id, key) => {
      expect((await product(id)).id).toBe(key);
    });

    it('answers 404 Product not found when nothing matches', async () => {
      const res = await request(app.getHttpServer()).get('/api/products/unicorn-dust').expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Product not found', error: 'Not Found' });
    });

    it('prices every retailer in ascending order with the entry fields', async () => {
      const body = await product('omega-3');
      expect(body.pricing).toHaveLength(5);
      expect(ascending(prices(body.pricing))).toBe(true);
      expect(body.pricing[0]).toEqual({
        retailerKey: 'carrefour-uae',
        retailer: 'Carrefour UAE',
        kind: 'hypermarket',
        logo: 'carrefour-uae',
        price: '69.00',
        currency: 'AED',
        inStock: true,
        deliveryTime: '2-3 days',
        rating: 4.1,
        servings: 30,
        quantity: '60 softgels',
        pricePerServing: '2.30',
        // No one has checked the seeded prices on the stores: nothing claims they have.
        checkedAt: null,
        freshness: 'unchecked',
        outboundUrl: 'https://www.carrefouruae.com/mafuae/en/search?keyword=Omega-3%20(EPA%20%26%20DHA)%20supplement',
        clickUrl: '/api/go/carrefour-uae/omega-3',
        sponsored: false,
        affiliateProgram: null,
      });
    });
  });

  describe('best deal and freshness', () => {
    it('names no Best Deal while no price is checked: every price is listed as unchecked, the master-table deal nowhere', async () => {
      const body = await product('vitamin-d');
      expect(body.bestDeal).toBeNull();
      expect(body.lowestPriceRetailerKey).toBeNull();
      expect(body.otherRetailers).toEqual(body.pricing);
      expect(body.pricing).toHaveLength(5);
      for (const entry of body.pricing) expect(entry).toMatchObject({ checkedAt: null, freshness: 'unchecked' });
      // The master table's marketplace price (38.00) carries no checked date: never shown as a deal.
      expect(body.pricing.map((entry) => entry.price)).not.toContain('38.00');
    });

    it(`makes a price checked in the last ${PRICE_FRESH_DAYS} days the Best Deal, and never one checked ${PRICE_FRESH_DAYS} days ago, however cheap`, async () => {
      await checkOffers('vitamin-d', {
        'life-pharmacy': { checkedAt: gulfDaysAgo(PRICE_FRESH_DAYS - 1) },
        'noon-ae': { checkedAt: gulfDaysAgo(0) },
        'carrefour-uae': { checkedAt: gulfDaysAgo(PRICE_FRESH_DAYS), inStock: true },
      });
      try {
        const body = await product('vitamin-d');
        expect(body.bestDeal).toMatchObject({ retailerKey: 'life-pharmacy', price: '49.00', checkedAt: gulfDaysAgo(PRICE_FRESH_DAYS - 1), freshness: 'fresh' });
        expect(body.otherRetailers.map(({ retailerKey, price, freshness }) => ({ retailerKey, price, freshness }))).toEqual([
          { retailerKey: 'carrefour-uae', price: '44.00', freshness: 'stale' },
          { retailerKey: 'amazon-ae', price: '46.50', freshness: 'unchecked' },
          { retailerKey: 'noon-ae', price: '55.00', freshness: 'fresh' },
          { retailerKey: 'iherb', price: '62.00', freshness: 'unchecked' },
        ]);
        expect(body.lowestPriceRetailerKey).toBeNull();

        // A day later the pharmacy's check is 30 days old too: the next fresh price takes over.
        await checkOffers('vitamin-d', { 'life-pharmacy': { checkedAt: gulfDaysAgo(PRICE_FRESH_DAYS) } });
        const later = await product('vitamin-d');
        expect(later.bestDeal).toMatchObject({ retailerKey: 'noon-ae', freshness: 'fresh' });
        expect(later.pricing.find((entry) => entry.retailerKey === 'life-pharmacy')).toMatchObject({ freshness: 'stale' });
      } finally {
        await reseed();
      }
    });

    it("makes the marketplace's fresh in-stock offer the Best Deal, leaves it out of the list and names a cheaper fresh offer the lowest price", async () => {
      await checkOffers('vitamin-d', {
        'amazon-ae': { checkedAt: gulfDaysAgo(1), price: 54 },
        'life-pharmacy': { checkedAt: gulfDaysAgo(2) },
        // Cheaper still, but stale: it is not the lowest price one can trust.
        'carrefour-uae': { checkedAt: gulfDaysAgo(45), inStock: true },
      });
      try {
        const body = await product('vitamin-d');
        expect(body.bestDeal).toMatchObject({ retailerKey: 'amazon-ae', kind: 'marketplace', price: '54.00', freshness: 'fresh' });
        expect(body.otherRetailers.map((entry) => entry.retailerKey)).toEqual(['carrefour-uae', 'life-pharmacy', 'noon-ae', 'iherb']);
        expect(body.lowestPriceRetailerKey).toBe('life-pharmacy');

        // Out of stock, the marketplace offer is no deal: the cheapest fresh in-stock price is, and nothing is marked.
        await checkOffers('vitamin-d', { 'amazon-ae': { checkedAt: gulfDaysAgo(1), inStock: false } });
        const soldOut = await product('vitamin-d');
        expect(soldOut.bestDeal).toMatchObject({ retailerKey: 'life-pharmacy' });
        expect(soldOut.otherRetailers.map((entry) => entry.retailerKey)).toContain('amazon-ae');
        expect(soldOut.lowestPriceRetailerKey).toBeNull();
      } finally {
        await reseed();
      }
    });

    it('never makes a fallback-table item the best deal: the table carries no checked date', async () => {
      const fallback = app.get(DataSource).getRepository(FallbackItemEntity);
      await fallback.insert([{ code: 'B00GB85JR4', name: 'Vitamin B-Complex', description: 'B vitamins.', timeOfDay: 'breakfast', price: 30, inStock: true }]);
      await app.get(CatalogService).forgetRetailData();
      try {
        expect((await product('b-complex')).bestDeal).toBeNull();
        await checkOffers('b-complex', { 'carrefour-uae': { checkedAt: gulfDaysAgo(0) } });
        const body = await product('b-complex');
        expect(body.bestDeal).toMatchObject({ retailerKey: 'carrefour-uae', price: '52.00' });
        expect(body.pricing.some((entry) => entry.outboundUrl.includes('B00GB85JR4'))).toBe(false);
      } finally {
        await reseed();
      }
    });
  });

  describe('plan cost', () => {
    const planCost = (products: string) => request(app.getHttpServer()).get(`/api/plan-cost?products=${products}`);

    it('prices a plan a day and a month from fresh in-stock offers only, and names the items without a price', async () => {
      const unchecked = (await planCost('vitamin-d,zinc').expect(200)).body as PlanCostResponse;
      expect(unchecked).toEqual({ success: true, items: expect.any(Array), perDay: null, perMonth: null, unpriced: ['vitamin-d', 'zinc'] });

      // Vitamin D: the pharmacy's 120-softgel pack beats the cheaper 60-tablet one a day; Glucomannan: three doses a day.
      await checkOffers('vitamin-d', { 'life-pharmacy': { checkedAt: gulfDaysAgo(1) }, 'carrefour-uae': { checkedAt: gulfDaysAgo(1), inStock: true } });
      await checkOffers('glucomannan', { 'life-pharmacy': { checkedAt: gulfDaysAgo(2) }, 'amazon-ae': { checkedAt: gulfDaysAgo(PRICE_FRESH_DAYS) } });
      try {
        const body = (await planCost('vitamin-d,glucomannan,zinc').expect(200)).body as PlanCostResponse;
        const perDay = 49 / 120 + (72 / 60) * 3;
        expect(body).toEqual({
          success: true,
          items: [
            {
              productId: 'vitamin-d',
              servingsPerDay: 1,
              perDay: '0.41',
              offer: { retailerKey: 'life-pharmacy', retailer: 'Life Pharmacy', price: '49.00', servingsPerPack: 120, checkedAt: gulfDaysAgo(1) },
            },
            {
              productId: 'glucomannan',
              servingsPerDay: 3,
              perDay: '3.60',
              offer: { retailerKey: 'life-pharmacy', retailer: 'Life Pharmacy', price: '72.00', servingsPerPack: 60, checkedAt: gulfDaysAgo(2) },
            },
            { productId: 'zinc', servingsPerDay: 1, perDay: null, offer: null },
          ],
          perDay: (Math.round(perDay * 100) / 100).toFixed(2),
          perMonth: (Math.round(perDay * 30 * 100) / 100).toFixed(2),
          unpriced: ['zinc'],
        });
      } finally {
        await reseed();
      }
    });

    it.each([
      ['no products', '/api/plan-cost'],
      ['an unknown product', '/api/plan-cost?products=vitamin-d,unicorn-dust'],
      ['a malformed list', '/api/plan-cost?products=vitamin-d,,zinc'],
      ['a repeated parameter', '/api/plan-cost?products=zinc&products=iron'],
      ['more than 30 products', `/api/plan-cost?products=${Array.from({ length: 31 }, (_, i) => `p${i}`).join(',')}`],
    ])('answers 400 to %s', async (_label, path) => {
      const res = await request(app.getHttpServer()).get(path).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });
  });

  describe('outbound links', () => {
    it("links every store to its own search for the product while no page is verified; affiliate parameters only for the marketplace's tag", async () => {
      const body = await product('magnesium');
      const byKey = new Map(body.pricing.map((entry) => [entry.retailerKey, entry]));
      expect(byKey.get('iherb')).toMatchObject({ outboundUrl: 'https://ae.iherb.com/search?kw=Magnesium%20Glycinate%20supplement', sponsored: false });
      expect(byKey.get('life-pharmacy')).toMatchObject({ outboundUrl: 'https://www.lifepharmacy.com/search?q=Magnesium%20Glycinate%20supplement', sponsored: false });
      expect(byKey.get('noon-ae')).toMatchObject({ outboundUrl: 'https://www.noon.com/uae-en/search/?q=Magnesium%20Glycinate%20supplement' });
      expect(byKey.get('amazon-ae')).toMatchObject({ outboundUrl: `https://www.amazon.ae/s?k=Magnesium%20Glycinate%20supplement&tag=${TAG}`, sponsored: true });
    });

    it('uses a product code an admin entered, and a verified page only on its own store', async () => {
      const offers = app.get(DataSource).getRepository(ProductOfferEntity);
      await offers.update({ productKey: 'rhodiola-rosea', retailerKey: 'amazon-ae' }, { url: 'https://www.amazon.ae/Rhodiola/dp/B0RHODIOLA?th=1' });
      await offers.update({ productKey: 'rhodiola-rosea', retailerKey: 'life-pharmacy' }, { url: 'https://www.lifepharmacy.com.evil.example/rhodiola' });
      const catalog = app.get(CatalogService);
      await catalog.forgetRetailData();
      try {
        const body = await product('rhodiola-rosea');
        const link = (retailerKey: string) => body.pricing.find((entry) => entry.retailerKey === retailerKey)?.outboundUrl;
        expect(link('amazon-ae')).toBe(`https://www.amazon.ae/dp/B0RHODIOLA?tag=${TAG}`);
        expect(link('life-pharmacy')).toBe('https://www.lifepharmacy.com/search?q=Rhodiola%20Rosea%20supplement');
      } finally {
        await seedCatalog(app.get(DataSource));
        await catalog.forgetRetailData();
      }
      expect((await product('rhodiola-rosea')).pricing.find((entry) => entry.retailerKey === 'amazon-ae')?.outboundUrl).toBe(`https://www.amazon.ae/s?k=Rhodiola%20Rosea%20supplement&tag=${TAG}`);
    });
  });

  describe('seeding', () => {
    it('is idempotent and, on a second start without AFFILIATE_TAG_AE, links carry no tag', async () => {
      const before = await rowCounts(app);
      expect(before).toEqual({
        retailers: CATALOG_SEED.retailers.length,
        product_offers: CATALOG_SEED.offers.length,
        retail_listings: 28,
        fallback_items: 0,
      });
      const second = await createTestApp({ database, env: { THROTTLE_AUTH_LIMIT: '1000', THROTTLE_RATING_LIMIT: '2' } });
      try {
        expect(await rowCounts(second)).toEqual(before);
        const body = (await request(second.getHttpServer()).get('/api/products/vitamin-d').expect(200)).body as ProductDetail;
        expect(body.pricing.find((entry) => entry.retailerKey === 'amazon-ae')?.outboundUrl).toBe('https://www.amazon.ae/s?k=Vitamin%20D3%20supplement');
        expect(body.pricing.every((entry) => !entry.outboundUrl.includes('tag=') && !entry.sponsored)).toBe(true);

        // The second app also proves the rating limit is configurable.
        const client = new ApiClient(second);
        await client.register(newAccount(), 201);
        await client.send('post', '/api/products/zinc/ratings', { rating: 4 }, 201);
        await client.send('post', '/api/products/zinc/ratings', { rating: 5 }, 201);
        const limited = await client.send('post', '/api/products/zinc/ratings', { rating: 3 }, 429);
        expect(limited.body).toMatchObject({ statusCode: 429, message: RATING_THROTTLE_MESSAGE });
      } finally {
        await second.close();
      }
    });

    it('rejects a marketplace URL the link parser refuses, naming the row, before writing anything', async () => {
      const before = await rowCounts(app);
      const bad = { ...LISTINGS[0], productName: 'Counterfeit D3', url: 'https://www.amazon.com/dp/B08D3VITD1' };
      await expect(seedCatalog(app.get(DataSource), { ...CATALOG_SEED, listings: [...LISTINGS, bad] })).rejects.toThrow(
        /retail_listings row "Counterfeit D3": "https:\/\/www.amazon.com\/dp\/B08D3VITD1" is not an https link on www.amazon.ae/,
      );
      expect(await rowCounts(app)).toEqual(before);
    });
  });

  describe('ratings', () => {
    it('needs a signed-in user to rate but shows the summary to everyone', async () => {
      const visitor = new ApiClient(app);
      await visitor.send('post', '/api/products/iron/ratings', { rating: 5 }, 401);
      const res = await visitor.agent.get('/api/products/iron/ratings').expect(200);
      expect(res.body).toEqual({ success: true, ratingSummary: { average: null, count: 0 }, myRating: null });
    });

    it.each([
      ['no rating', {}, PRODUCT_RATING_VALIDATION.rating],
      ['rating 0', { rating: 0 }, PRODUCT_RATING_VALIDATION.rating],
      ['rating 6', { rating: 6 }, PRODUCT_RATING_VALIDATION.rating],
      ['a fractional rating', { rating: 4.5 }, PRODUCT_RATING_VALIDATION.rating],
      ['a rating as text', { rating: '5' }, PRODUCT_RATING_VALIDATION.rating],
      ['text over 1,000 characters', { rating: 5, text: 'a'.repeat(1001) }, PRODUCT_RATING_VALIDATION.text],
      ['text that is not a string', { rating: 5, text: 42 }, PRODUCT_RATING_VALIDATION.text],
    ])('rejects %s with 400', async (_label, body, message) => {
      const client = await signedIn();
      const res = await client.send('post', '/api/products/iron/ratings', body, 400);
      expect(res.body).toEqual({ statusCode: 400, message: [message], error: 'Bad Request' });
    });

    it('keeps one rating per user and product, updates it, and summarises to one decimal', async () => {
      // Read first, so every summary below must come from a cache that forgot the old one.
      expect((await product('ashwagandha')).ratingSummary).toEqual({ average: null, count: 0 });
      const first = await signedIn();
      const created = await first.send('post', '/api/products/ashwagandha/ratings', { rating: 4, text: '  Calmer evenings.  ' }, 201);
      expect(created.body).toEqual({ success: true, ratingSummary: { average: 4, count: 1 } });
      const updated = await first.send('post', '/api/products/ashwagandha/ratings', { rating: 2, text: 'Changed my mind.' }, 201);
      expect(updated.body.ratingSummary).toEqual({ average: 2, count: 1 });

      const second = await signedIn();
      await second.send('post', '/api/products/ashwagandha/ratings', { rating: 5 }, 201);
      const third = await signedIn();
      const last = await third.send('post', '/api/products/ashwagandha/ratings', { rating: 4 }, 201);
      expect(last.body.ratingSummary).toEqual({ average: 3.7, count: 3 });

      const mine = (await first.agent.get('/api/products/ashwagandha/ratings').expect(200)).body as ProductRatingsResponse;
      expect(mine.myRating).toEqual({ rating: 2, text: 'Changed my mind.', updatedAt: expect.any(String) });
      // The page may use any id the lookup accepts; ratings land on the resolved product.
      expect((await product('ashwagandha-ksm66')).ratingSummary).toEqual({ average: 3.7, count: 3 });
    });

    it('answers 404 for ratings of an unknown product', async () => {
      const client = await signedIn();
      await client.send('post', '/api/products/unicorn/ratings', { rating: 5 }, 404);
      await client.agent.get('/api/products/unicorn/ratings').expect(404);
    });

    it('exports my ratings and deletes them with my account', async () => {
      const account = newAccount();
      const client = await signedIn(account);
      await client.send('post', '/api/products/probiotics/ratings', { rating: 5, text: 'Settled my stomach.' }, 201);
      expect((await product('probiotics')).ratingSummary).toEqual({ average: 5, count: 1 });
      const exported = await client.agent.get('/api/account/export').expect(200);
      expect(exported.body.data.productRatings).toEqual([
        { productId: 'probiotics', rating: 5, text: 'Settled my stomach.', createdAt: expect.any(String), updatedAt: expect.any(String) },
      ]);
      await client.send('delete', '/api/account', { password: account.password }, 200);
      expect((await product('probiotics')).ratingSummary).toEqual({ average: null, count: 0 });
    });
  });

  describe('hostile input never answers 500', () => {
    it.each(['%00', '..%2F..%2Fetc', 'a'.repeat(3000), '%F0%9F%92%8A', "zinc'%20OR%201=1--", '-', '%20'])('GET /api/products/%s', async (id) => {
      const res = await request(app.getHttpServer()).get(`/api/products/${id}`);
      expect([200, 404]).toContain(res.status);
      const ratings = await request(app.getHttpServer()).get(`/api/products/${id}/ratings`);
      expect([200, 404]).toContain(ratings.status);
    });

    it.each([
      ['null', 'null'],
      ['a bare string', '"text"'],
      ['an array', '[{"rating":5}]'],
      ['nested objects', '{"rating":{"$gt":0},"text":{"a":1}}'],
      ['an extra field', '{"rating":5,"userId":1}'],
      ['a prototype key', '{"__proto__":{"rating":5},"rating":3}'],
      ['malformed JSON', '{"rating": 5,'],
    ])('POST ratings with %s answers a 4xx in the error shape', async (_label, body) => {
      const client = await signedIn();
      const res = await client.agent
        .post('/api/products/zinc/ratings')
        .set(CSRF_HEADER, await client.csrfToken())
        .set('Content-Type', 'application/json')
        .send(body);
      if (res.status === 201) {
        expect(res.body.success).toBe(true);
        return;
      }
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toMatchObject({ statusCode: res.status, message: expect.anything(), error: expect.any(String) });
    });
  });
});
