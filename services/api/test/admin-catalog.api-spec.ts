import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ProductDetail } from '@sahha/contracts';
import {
  type AdminCatalogResponse,
  type AdminOffer,
  OFFER_MESSAGES,
  type OfferChangesResponse,
} from '@sahha/contracts/catalog-admin';
import { gulfCalendarDay } from '@sahha/contracts/time';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { NOT_AUTHENTICATED_MESSAGE } from '../src/auth/session-auth.guard';
import { OFFER_NOT_FOUND } from '../src/catalog/admin/admin-catalog.service';
import { formatPrice } from '../src/catalog/pricing/price-format';
import type { DatabaseConfig } from '../src/config/app-config';
import { OfferChanges1764900000000 } from '../src/database/migrations/1764900000000-offer-changes';
import { ApiClient, newAccount } from './api-client';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';
import { outboxMailbox, verifyEmailOf } from './test-mailbox';

const ADMIN_EMAIL = 'catalog.admin@sahha.ae';
const CATALOG = '/api/admin/catalog';
const OFFERS = `${CATALOG}/offers`;
const CHANGES = `${CATALOG}/changes`;

/** Every admin catalog route with a body it would accept. */
const ROUTES: { method: 'get' | 'post' | 'patch'; path: string; body?: object }[] = [
  { method: 'get', path: CATALOG },
  { method: 'get', path: `${CHANGES}?productKey=zinc` },
  { method: 'post', path: OFFERS, body: { productKey: 'zinc', retailerKey: 'iherb', price: 10, inStock: true } },
  { method: 'patch', path: `${OFFERS}/1`, body: { price: 10 } },
];

describe.each(testDatabases())('admin catalog on $name', (db) => {
  let app: NestExpressApplication;
  let database: DatabaseConfig;
  let admin: ApiClient;
  let user: ApiClient;
  let visitor: ApiClient;
  const mailbox = outboxMailbox();
  const env = { THROTTLE_AUTH_LIMIT: '1000', ADMIN_EMAILS: ADMIN_EMAIL, ...mailbox.env };
  const http = () => request(app.getHttpServer());
  const count = (table: string) => app.get(DataSource).query(`SELECT COUNT(*) AS n FROM ${table}`).then((rows: { n: number | string }[]) => Number(rows[0].n));

  beforeAll(async () => {
    database = await db.create();
    app = await createTestApp({ database, env });
    admin = new ApiClient(app);
    await admin.register(newAccount({ email: ADMIN_EMAIL }), 201);
    await verifyEmailOf(admin, mailbox, ADMIN_EMAIL);
    user = new ApiClient(app);
    await user.register(newAccount(), 201);
    visitor = new ApiClient(app);
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
    await mailbox.close();
  });

  const overview = async (): Promise<AdminCatalogResponse> => (await admin.agent.get(CATALOG).expect(200)).body as AdminCatalogResponse;
  /** A product and a store with no offer yet. */
  const freePair = async (skip = 0): Promise<{ productKey: string; retailerKey: string; siteUrl: string }> => {
    const { offers, products, retailers } = await overview();
    const taken = new Set(offers.map((offer) => `${offer.productKey}|${offer.retailerKey}`));
    const free = products
      .flatMap((product) => retailers.filter((retailer) => retailer.key !== 'amazon-ae').map((retailer) => ({ productKey: product.key, retailerKey: retailer.key, siteUrl: retailer.siteUrl })))
      .filter((pair) => !taken.has(`${pair.productKey}|${pair.retailerKey}`));
    return free[skip];
  };
  const product = async (id: string): Promise<ProductDetail> => (await http().get(`/api/products/${id}`).expect(200)).body as ProductDetail;

  describe('access', () => {
    it.each(ROUTES)('$method $path answers 401 to a visitor and 403 to a signed-in non-admin', async ({ method, path, body }) => {
      const asVisitor = method === 'get' ? await visitor.agent.get(path).expect(401) : await visitor.send(method, path, body, 401);
      expect(asVisitor.body).toMatchObject({ statusCode: 401, message: NOT_AUTHENTICATED_MESSAGE });
      const asUser = method === 'get' ? await user.agent.get(path).expect(403) : await user.send(method, path, body, 403);
      expect(asUser.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    });

    it('refuses a write without the CSRF token, even from an admin', async () => {
      await admin.agent.post(OFFERS).send({ productKey: 'zinc', retailerKey: 'iherb', price: 10, inStock: true }).expect(403);
      await admin.agent.patch(`${OFFERS}/1`).send({ price: 10 }).expect(403);
    });
  });

  it('lists every offer with the products and stores it can name', async () => {
    const body = await overview();
    expect(body.products).toHaveLength(18);
    expect(body.products[0]).toEqual({ key: expect.any(String), name: expect.any(String) });
    expect(body.retailers.map((retailer) => retailer.key).sort()).toEqual(['amazon-ae', 'binsina', 'carrefour-uae', 'iherb', 'life-pharmacy', 'noon-ae']);
    expect(body.offers.length).toBeGreaterThan(18);
    expect(body.offers[0]).toEqual({
      id: expect.any(Number),
      productKey: expect.any(String),
      retailerKey: expect.any(String),
      price: expect.any(Number),
      inStock: expect.any(Boolean),
      deliveryTime: null,
      url: null,
      checkedAt: null,
    });
  });

  describe('field messages', () => {
    const valid = { productKey: 'zinc', retailerKey: 'life-pharmacy', price: 49, inStock: true };
    const link = (path: string) => `https://www.lifepharmacy.com${path}`;

    it.each([
      ['price', { price: 0 }, OFFER_MESSAGES.price],
      ['price', { price: 0.001 }, OFFER_MESSAGES.price],
      ['price', { price: 100_000 }, OFFER_MESSAGES.price],
      ['price', { price: 12.345 }, OFFER_MESSAGES.price],
      ['price', { price: '49' }, OFFER_MESSAGES.price],
      ['price', { price: null }, OFFER_MESSAGES.price],
      ['deliveryTime', { deliveryTime: 'x'.repeat(31) }, OFFER_MESSAGES.deliveryTime],
      ['deliveryTime', { deliveryTime: '1-2\ndays' }, OFFER_MESSAGES.deliveryTime],
      ['deliveryTime', { deliveryTime: 3 }, OFFER_MESSAGES.deliveryTime],
      ['url', { url: 'http://www.lifepharmacy.com/zinc' }, OFFER_MESSAGES.url],
      ['url', { url: 'javascript:alert(1)' }, OFFER_MESSAGES.url],
      ['url', { url: link('/long') + '-'.repeat(480) }, OFFER_MESSAGES.url],
      ['productKey', { productKey: 7 }, OFFER_MESSAGES.productKey],
      ['retailerKey', { retailerKey: ['noon-ae'] }, OFFER_MESSAGES.retailerKey],
    ])('%s: %j', async (field, patch: Record<string, unknown>, message) => {
      const before = await count('product_offers');
      const res = await admin.send('post', OFFERS, { ...valid, ...patch }, 400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', errors: [{ field, message }] });
      expect(res.body.message).toEqual([message]);
      expect(await count('product_offers')).toBe(before);
    });

    it('names every bad field at once, and an unknown one', async () => {
      const res = await admin.send('post', OFFERS, { productKey: 'zinc', retailerKey: 'life-pharmacy', price: -1, inStock: 'yes', rating: 5 }, 400);
      expect(res.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['inStock', 'price', 'rating']);
    });

    it('refuses an unknown product or store by name', async () => {
      const res = await admin.send('post', OFFERS, { ...valid, productKey: 'unicorn-dust', retailerKey: 'evil-shop' }, 400);
      expect(res.body.errors).toEqual([
        { field: 'productKey', message: OFFER_MESSAGES.productKey },
        { field: 'retailerKey', message: OFFER_MESSAGES.retailerKey },
      ]);
    });

    it.each([
      'https://evil.example/zinc',
      'https://www.noon.com/uae-en/zinc',
      'https://www.lifepharmacy.com.evil.example/zinc',
      'https://www.lifepharmacy.com@evil.example/zinc',
      'https://user:pass@www.lifepharmacy.com/zinc',
      'https:/www.lifepharmacy.com/zinc@evil.example',
      'HTTP://www.lifepharmacy.com/zinc',
      'data:text/html,<script>alert(1)</script>',
      ' javascript:alert(document.cookie)',
    ])("refuses %s: a link must be an https page on the store's own host", async (url) => {
      const before = await count('product_offers');
      const res = await admin.send('post', OFFERS, { ...valid, url }, 400);
      expect(res.body.errors).toEqual([{ field: 'url', message: OFFER_MESSAGES.url }]);
      const target = (await overview()).offers[0];
      const patched = await admin.send('patch', `${OFFERS}/${target.id}`, { url }, 400);
      expect(patched.body.errors).toEqual([{ field: 'url', message: OFFER_MESSAGES.url }]);
      expect(await count('product_offers')).toBe(before);
      expect((await overview()).offers[0]).toEqual(target);
    });

    it('refuses a marketplace link that is not a product page with a valid code', async () => {
      const offer = (await overview()).offers.find((row) => row.retailerKey === 'amazon-ae') as AdminOffer;
      await admin.send('patch', `${OFFERS}/${offer.id}`, { url: 'https://www.amazon.ae/s?k=zinc' }, 400);
      await admin.send('patch', `${OFFERS}/${offer.id}`, { url: 'https://www.amazon.ae/dp/B00GB85JR4' }, 200);
    });
  });

  it('creates an offer, shows it on the product page, records who and when, and refuses a second one (409)', async () => {
    const pair = await freePair();
    const url = `${pair.siteUrl.replace(/\/$/, '')}/product/admin-test`;
    const changesBefore = await count('offer_changes');
    const started = Date.now();
    const res = await admin.send('post', OFFERS, { productKey: pair.productKey, retailerKey: pair.retailerKey, price: 41.5, inStock: true, deliveryTime: ' 2-4 days ', url }, 201);
    const created = res.body as AdminOffer;
    expect(created).toEqual({
      id: expect.any(Number),
      productKey: pair.productKey,
      retailerKey: pair.retailerKey,
      price: 41.5,
      inStock: true,
      deliveryTime: '2-4 days',
      url,
      checkedAt: gulfCalendarDay(new Date()),
    });
    const entry = (await product(pair.productKey)).pricing.find((row) => row.retailerKey === pair.retailerKey);
    expect(entry).toMatchObject({ price: formatPrice(41.5), deliveryTime: '2-4 days', outboundUrl: url, inStock: true, servings: null, quantity: null, pricePerServing: null });

    const { changes } = (await admin.agent.get(`${CHANGES}?productKey=${pair.productKey}&retailerKey=${pair.retailerKey}`).expect(200)).body as OfferChangesResponse;
    expect(changes).toEqual([
      { id: expect.any(Number), offerId: created.id, productKey: pair.productKey, retailerKey: pair.retailerKey, price: 41.5, inStock: true, changedAt: expect.any(String), source: 'edit', changedBy: ADMIN_EMAIL },
    ]);
    expect(Date.parse(changes[0].changedAt)).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000 - 1000);
    expect(Date.parse(changes[0].changedAt)).toBeLessThanOrEqual(Date.now() + 1000);

    const again = await admin.send('post', OFFERS, { productKey: pair.productKey, retailerKey: pair.retailerKey, price: 40, inStock: false }, 409);
    expect(again.body).toMatchObject({ statusCode: 409, message: OFFER_MESSAGES.duplicate });
    expect(await count('offer_changes')).toBe(changesBefore + 1);
  });

  it('edits price, stock and delivery time, records each change newest first, and the product page shows it at once', async () => {
    const offer = (await overview()).offers.find((row) => row.productKey === 'magnesium') as AdminOffer;
    const edited = (await admin.send('patch', `${OFFERS}/${offer.id}`, { price: 12.3, deliveryTime: 'Same day' }, 200)).body as AdminOffer;
    expect(edited).toEqual({ ...offer, price: 12.3, deliveryTime: 'Same day', checkedAt: gulfCalendarDay(new Date()) });
    await admin.send('patch', `${OFFERS}/${offer.id}`, { inStock: !offer.inStock }, 200);
    // Nothing changes: no change is recorded.
    await admin.send('patch', `${OFFERS}/${offer.id}`, { inStock: !offer.inStock, price: 12.3 }, 200);
    const entry = (await product('magnesium')).pricing.find((row) => row.retailerKey === offer.retailerKey);
    expect(entry).toMatchObject({ price: formatPrice(12.3), inStock: !offer.inStock, deliveryTime: 'Same day', checkedAt: gulfCalendarDay(new Date()) });

    const { changes } = (await admin.agent.get(`${CHANGES}?productKey=magnesium&retailerKey=${offer.retailerKey}`).expect(200)).body as OfferChangesResponse;
    expect(changes.map(({ price, inStock, source, changedBy }) => ({ price, inStock, source, changedBy }))).toEqual([
      { price: 12.3, inStock: !offer.inStock, source: 'edit', changedBy: ADMIN_EMAIL },
      { price: 12.3, inStock: offer.inStock, source: 'edit', changedBy: ADMIN_EMAIL },
    ]);
    // Clearing the delivery time shows the store's usual one again.
    await admin.send('patch', `${OFFERS}/${offer.id}`, { deliveryTime: null }, 200);
    const store = (await overview()).retailers.find((retailer) => retailer.key === offer.retailerKey);
    expect((await product('magnesium')).pricing.find((row) => row.retailerKey === offer.retailerKey)?.deliveryTime).toBe(store?.deliveryTime);
  });

  it('answers 404 for an unknown offer and 400 for a bad id or patch', async () => {
    const res = await admin.send('patch', `${OFFERS}/999999`, { price: 10 }, 404);
    expect(res.body).toMatchObject({ statusCode: 404, message: OFFER_NOT_FOUND });
    await admin.send('patch', `${OFFERS}/abc`, { price: 10 }, 400);
    const offer = (await overview()).offers[0];
    const bad = await admin.send('patch', `${OFFERS}/${offer.id}`, { productKey: 'zinc' }, 400);
    expect(bad.body.errors).toEqual([{ field: 'productKey', message: 'property productKey should not exist' }]);
  });

  it('lists changes newest first, at most 200, filtered by product and store', async () => {
    const all = ((await admin.agent.get(CHANGES).expect(200)).body as OfferChangesResponse).changes;
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(200);
    const times = all.map((change) => Date.parse(change.changedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const none = ((await admin.agent.get(`${CHANGES}?productKey=nothing-here`).expect(200)).body as OfferChangesResponse).changes;
    expect(none).toEqual([]);
    await admin.agent.get(`${CHANGES}?colour=red`).expect(400);
  });

  it("keeps an admin's price across a restart: the seed only adds what is missing", async () => {
    const offer = (await overview()).offers.find((row) => row.productKey === 'zinc') as AdminOffer;
    await admin.send('patch', `${OFFERS}/${offer.id}`, { price: 77.77 }, 200);
    await app.close();
    app = await createTestApp({ database, env });
    admin = new ApiClient(app);
    await admin.login(ADMIN_EMAIL, newAccount().password, 200);
    expect((await overview()).offers.find((row) => row.id === offer.id)).toMatchObject({ price: 77.77, checkedAt: gulfCalendarDay(new Date()) });
    expect((await product('zinc')).pricing.find((row) => row.retailerKey === offer.retailerKey)?.price).toBe(formatPrice(77.77));
  });

  it('reverts and re-applies its migration', async () => {
    const migration = new OfferChanges1764900000000();
    const queryRunner = app.get(DataSource).createQueryRunner();
    try {
      await migration.down(queryRunner);
      expect(await queryRunner.hasTable('offer_changes')).toBe(false);
      expect(await queryRunner.hasColumn('product_offers', 'delivery_time')).toBe(false);
      await migration.up(queryRunner);
      const changes = await queryRunner.getTable('offer_changes');
      expect(changes?.indices.map(({ columnNames }) => columnNames)).toContainEqual(['product_key', 'changed_at']);
      const matches = await queryRunner.getTable('feed_item_matches');
      const uniqueColumns = [...(matches?.uniques ?? []), ...(matches?.indices.filter((index) => index.isUnique) ?? [])].map(({ columnNames }) => columnNames);
      expect(uniqueColumns).toContainEqual(['retailer_key', 'feed_item_id']);
      expect(await queryRunner.hasColumn('product_offers', 'delivery_time')).toBe(true);
    } finally {
      await queryRunner.release();
    }
  });
});
