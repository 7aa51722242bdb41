import type { NestExpressApplication } from '@nestjs/platform-express';
import { type OutboundClicksResponse, type ProductDetail, type ProductPriceEntry, type ProductsResponse, type RetailersResponse } from '@sahha/contracts';
import { isPlaceholderHost, outboundClickPath } from '@sahha/contracts/outbound-links';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { CatalogService } from '../src/catalog/catalog.service';
import { OUTBOUND_LINK_NOT_FOUND } from '../src/catalog/clicks/outbound-clicks.controller';
import { OUTBOUND_THROTTLE_MESSAGE } from '../src/catalog/clicks/outbound-throttle';
import { ProductOfferEntity } from '../src/catalog/retail/retail.entities';
import { seedCatalog } from '../src/catalog/seed/catalog-seeder';
import type { DatabaseConfig } from '../src/config/app-config';
import { ApiClient, newAccount } from './api-client';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';
import { outboxMailbox, verifyEmailOf } from './test-mailbox';

const ADMIN_EMAIL = 'clicks.admin@sahha.ae';
const TAG = 'sahha-test-21';
const NOON_PARAMS = 'utm_source=sahha&utm_medium=referral';

/** Every link a product page can show: the best deal and every price. */
const linksOf = (product: ProductDetail): ProductPriceEntry[] => [...(product.bestDeal ? [product.bestDeal] : []), ...product.pricing];

describe.each(testDatabases())('outbound links on $name', (db) => {
  let app: NestExpressApplication;
  let admin: ApiClient;
  /** The database, migrated and seeded, for a second app with a small limit of its own. */
  let limitedDatabase: DatabaseConfig;
  const mailbox = outboxMailbox();
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    limitedDatabase = await db.create();
    // AFFILIATE_PARAMS_<STORE> is read from the process environment when the catalog starts.
    process.env.AFFILIATE_PARAMS_NOON_AE = NOON_PARAMS;
    try {
      app = await createTestApp({
        database: limitedDatabase,
        // Behind a proxy on loopback, so each test's clients can come from addresses of their own.
        env: { AFFILIATE_TAG_AE: TAG, THROTTLE_AUTH_LIMIT: '1000', THROTTLE_OUTBOUND_LIMIT: '100000', TRUST_PROXY: 'loopback', ADMIN_EMAILS: ADMIN_EMAIL, ...mailbox.env },
      });
    } finally {
      delete process.env.AFFILIATE_PARAMS_NOON_AE;
    }
    admin = new ApiClient(app);
    await admin.register(newAccount({ email: ADMIN_EMAIL }), 201);
    await verifyEmailOf(admin, mailbox, ADMIN_EMAIL);
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
    await mailbox.close();
  });

  const allProducts = async (): Promise<ProductDetail[]> => {
    const { products } = (await http().get('/api/products').expect(200)).body as ProductsResponse;
    return Promise.all(products.map(async ({ id }) => (await http().get(`/api/products/${id}`).expect(200)).body as ProductDetail));
  };

  describe('every outbound link goes to a store of the retailer table', () => {
    it('lists the real stores, none on a reserved or placeholder host', async () => {
      const res = await http().get('/api/retailers').expect(200);
      const { retailers } = res.body as RetailersResponse;
      expect(retailers.map((retailer) => retailer.key).sort()).toEqual(['amazon-ae', 'binsina', 'carrefour-uae', 'iherb', 'life-pharmacy', 'noon-ae']);
      for (const retailer of retailers) expect(isPlaceholderHost(new URL(retailer.siteUrl).hostname)).toBe(false);
    });

    it('holds for every offer of every product, and each click path redirects to exactly that link', async () => {
      const { retailers } = (await http().get('/api/retailers').expect(200)).body as RetailersResponse;
      const hostOf = new Map(retailers.map((retailer) => [retailer.key, new URL(retailer.siteUrl).hostname]));
      const products = await allProducts();
      expect(products).toHaveLength(18);
      let checked = 0;
      for (const product of products) {
        for (const entry of linksOf(product)) {
          const url = new URL(entry.outboundUrl);
          expect({ link: entry.outboundUrl, placeholder: isPlaceholderHost(url.hostname) }).toEqual({ link: entry.outboundUrl, placeholder: false });
          expect(url.protocol).toBe('https:');
          expect(url.hostname).toBe(hostOf.get(entry.retailerKey));
          expect(entry.clickUrl).toBe(outboundClickPath(entry.retailerKey, product.id));
          const res = await http().get(entry.clickUrl).expect(302);
          expect(res.headers.location).toBe(entry.outboundUrl);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(50);
    });

    it('never lets a stored link leave its store: an off-host page becomes the store search', async () => {
      const offers = app.get(DataSource).getRepository(ProductOfferEntity);
      await offers.update({ productKey: 'zinc', retailerKey: 'iherb' }, { url: 'https://evil.example/zinc' });
      const catalog = app.get(CatalogService);
      await catalog.forgetRetailData();
      try {
        const zinc = (await http().get('/api/products/zinc').expect(200)).body as ProductDetail;
        const iherb = zinc.pricing.find((entry) => entry.retailerKey === 'iherb') as ProductPriceEntry;
        expect(iherb.outboundUrl).toBe('https://ae.iherb.com/search?kw=Zinc%20supplement');
        expect((await http().get(iherb.clickUrl).expect(302)).headers.location).toBe(iherb.outboundUrl);
      } finally {
        await seedCatalog(app.get(DataSource));
        await catalog.forgetRetailData();
      }
    });

    it('adds affiliate parameters from configuration only, per store, and marks those links sponsored', async () => {
      for (const product of await allProducts()) {
        for (const entry of linksOf(product)) {
          const params = new URL(entry.outboundUrl).searchParams;
          if (entry.retailerKey === 'amazon-ae') expect(params.get('tag')).toBe(TAG);
          else if (entry.retailerKey === 'noon-ae') expect(params.get('utm_source')).toBe('sahha');
          else expect([...params.keys()].filter((key) => key !== 'q' && key !== 'kw' && key !== 'keyword')).toEqual([]);
          expect(entry.sponsored).toBe(entry.retailerKey === 'amazon-ae' || entry.retailerKey === 'noon-ae');
        }
      }
    });
  });

  describe('GET /api/go/:retailer/:product', () => {
    it('counts the click without anything about who clicked, and redirects without a referrer', async () => {
      const res = await http().get('/api/go/life-pharmacy/vitamin-d').set('X-Forwarded-For', '203.0.113.9').expect(302);
      expect(res.headers.location).toBe('https://www.lifepharmacy.com/search?q=Vitamin%20D3%20supplement');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['set-cookie']).toBeUndefined();
      const stored = await app.get(DataSource).query('SELECT * FROM outbound_clicks');
      expect(stored.length).toBeGreaterThan(0);
      for (const row of stored) expect(Object.keys(row).sort()).toEqual(['clicks', 'day', 'id', 'product_key', 'retailer_key']);
    });

    it.each([
      ['a destination in the query', '/api/go/amazon-ae/vitamin-d?url=https://evil.example/&next=//evil.example', 'amazon'],
      ['a destination in a header', '/api/go/amazon-ae/vitamin-d', 'amazon'],
    ])('ignores %s: the link is computed from the tables', async (_label, path) => {
      const res = await http().get(path).set('Referer', 'https://evil.example/').set('Host', 'evil.example').expect(302);
      expect(new URL(res.headers.location).hostname).toBe('www.amazon.ae');
    });

    it.each([
      '/api/go/https%3A%2F%2Fevil.example/vitamin-d',
      '/api/go/evil.example/vitamin-d',
      '/api/go/%2F%2Fevil.example/vitamin-d',
      '/api/go/amazon-ae/https%3A%2F%2Fevil.example',
      '/api/go/amazon-ae/vitamin',
      '/api/go/amazon-ae/VITAMIN-D',
      '/api/go/amazon-ae/..%2F..%2Fretailers',
      '/api/go/al-shifa-pharmacy/vitamin-d',
      '/api/go/binsina/vitamin-d',
      '/api/go/amazon-ae',
      '/api/go//evil.example',
      '/api/go/amazon-ae/vitamin-d/https:%2F%2Fevil.example',
    ])('answers 404 and redirects nowhere for %s', async (path) => {
      const res = await http().get(path);
      expect(res.status).toBe(404);
      expect(res.headers.location).toBeUndefined();
    });

    it("counts one person's repeated clicks on a link once an hour, still taking them to the store each time", async () => {
      const countOf = async (retailerKey: string, productId: string) =>
        ((await admin.agent.get('/api/outbound-clicks').expect(200)).body as OutboundClicksResponse).clicks.find(
          (row) => row.retailerKey === retailerKey && row.productId === productId,
        )?.clicks ?? 0;
      const before = await countOf('life-pharmacy', 'vitamin-d');
      const beforeNoon = await countOf('noon-ae', 'magnesium');
      for (let click = 0; click < 5; click += 1) {
        const res = await http().get('/api/go/life-pharmacy/vitamin-d').set('X-Forwarded-For', '192.0.2.77').expect(302);
        expect(new URL(res.headers.location).hostname).toBe('www.lifepharmacy.com');
      }
      expect(await countOf('life-pharmacy', 'vitamin-d')).toBe(before + 1);
      // The same person on another link, and someone else on this one, are clicks of their own.
      await http().get('/api/go/noon-ae/magnesium').set('X-Forwarded-For', '192.0.2.77').expect(302);
      await http().get('/api/go/life-pharmacy/vitamin-d').set('X-Forwarded-For', '192.0.2.78').expect(302);
      expect(await countOf('life-pharmacy', 'vitamin-d')).toBe(before + 2);
      expect(await countOf('noon-ae', 'magnesium')).toBe(beforeNoon + 1);
    });

    it('answers 404 in the error shape for a store that has no link on that product page', async () => {
      const res = await http().get('/api/go/binsina/vitamin-d').expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: OUTBOUND_LINK_NOT_FOUND, error: 'Not Found' });
    });
  });

  describe('GET /api/outbound-clicks', () => {
    it('answers 401 signed out and 403 to a signed-in member', async () => {
      await http().get('/api/outbound-clicks').expect(401);
      const member = new ApiClient(app);
      await member.register(newAccount(), 201);
      await member.agent.get('/api/outbound-clicks').expect(403);
    });

    it('gives admins the counts per store and product, and per store', async () => {
      const before = ((await admin.agent.get('/api/outbound-clicks').expect(200)).body as OutboundClicksResponse).clicks;
      const countOf = (clicks: OutboundClicksResponse['clicks'], retailerKey: string, productId: string) =>
        clicks.find((row) => row.retailerKey === retailerKey && row.productId === productId)?.clicks ?? 0;
      const from = (address: string, path: string, status: number) => http().get(path).set('X-Forwarded-For', address).expect(status);
      await Promise.all(['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((address) => from(address, '/api/go/iherb/magnesium', 302)));
      await from('198.51.100.1', '/api/go/noon-ae/magnesium', 302);
      await from('198.51.100.1', '/api/go/nobody/magnesium', 404);

      const res = await admin.agent.get('/api/outbound-clicks').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.body as OutboundClicksResponse;
      expect(body.success).toBe(true);
      expect(countOf(body.clicks, 'iherb', 'magnesium')).toBe(countOf(before, 'iherb', 'magnesium') + 3);
      expect(countOf(body.clicks, 'noon-ae', 'magnesium')).toBe(countOf(before, 'noon-ae', 'magnesium') + 1);
      expect(body.clicks.find((row) => row.retailerKey === 'nobody')).toBeUndefined();
      expect(body.clicks.find((row) => row.retailerKey === 'iherb')).toMatchObject({
        retailer: 'iHerb',
        firstDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        lastDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      const iherbTotal = body.clicks.filter((row) => row.retailerKey === 'iherb').reduce((sum, row) => sum + row.clicks, 0);
      expect(body.byRetailer.find((row) => row.retailerKey === 'iherb')).toEqual({ retailerKey: 'iherb', retailer: 'iHerb', clicks: iherbTotal });
    });
  });

  it('limits the redirects from one address a minute with a clear 429, counted across the route', async () => {
    const limited = await createTestApp({ database: limitedDatabase, env: { THROTTLE_OUTBOUND_LIMIT: '3' } });
    try {
      const go = (path: string) => request(limited.getHttpServer()).get(path);
      await go('/api/go/iherb/magnesium').expect(302);
      await go('/api/go/noon-ae/magnesium').expect(302);
      await go('/api/go/life-pharmacy/vitamin-d').expect(302);
      const refused = await go('/api/go/iherb/magnesium').expect(429);
      expect(refused.body).toEqual({ statusCode: 429, message: OUTBOUND_THROTTLE_MESSAGE, error: 'Too Many Requests' });
      expect(refused.headers.location).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});
