import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import type { PlanCostResponse, ProductDetail } from '@sahha/contracts';
import {
  type AdminCatalogResponse,
  type AdminOffer,
  FEED_MAX_CHARACTERS,
  type FeedApplyResponse,
  type FeedPreviewResponse,
  OFFER_MESSAGES,
  type OfferChangesResponse,
} from '@sahha/contracts/catalog-admin';
import { gulfCalendarDay } from '@sahha/contracts/time';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { NOT_AUTHENTICATED_MESSAGE } from '../src/auth/session-auth.guard';
import { OFFER_NOT_FOUND } from '../src/catalog/admin/admin-catalog.service';
import { FEED_IMPORT_MESSAGES } from '../src/catalog/admin/feed-import.service';
import { FEED_MESSAGES } from '../src/catalog/feeds/merchant-feed';
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
const PREVIEW = `${CATALOG}/feed/preview`;
const APPLY = `${CATALOG}/feed/apply`;
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/feeds', name), 'utf8');
const FEED_HEADER = 'id\ttitle\tlink\tprice\tavailability';
const NOON = 'https://www.noon.com/uae-en';

/** Every admin catalog route with a body it would accept. */
const ROUTES: { method: 'get' | 'post' | 'patch'; path: string; body?: object }[] = [
  { method: 'get', path: CATALOG },
  { method: 'get', path: `${CHANGES}?productKey=zinc` },
  { method: 'post', path: OFFERS, body: { productKey: 'zinc', retailerKey: 'iherb', price: 10, inStock: true } },
  { method: 'patch', path: `${OFFERS}/1`, body: { price: 10 } },
  { method: 'post', path: PREVIEW, body: { retailerKey: 'noon-ae', content: 'id,title' } },
  { method: 'post', path: APPLY, body: { retailerKey: 'noon-ae', content: 'id,title' } },
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
      servings: expect.any(Number),
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
      ['servings', { servings: 0 }, OFFER_MESSAGES.servings],
      ['servings', { servings: 1.5 }, OFFER_MESSAGES.servings],
      ['servings', { servings: 1001 }, OFFER_MESSAGES.servings],
      ['servings', { servings: '120' }, OFFER_MESSAGES.servings],
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
      servings: null,
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
    expect(entry).toMatchObject({ price: formatPrice(12.3), inStock: !offer.inStock, deliveryTime: 'Same day', checkedAt: gulfCalendarDay(new Date()), freshness: 'fresh' });

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

  it('keeps the servings in one pack an admin gives, which the product page and the plan cost use; null clears them', async () => {
    const pair = await freePair();
    const created = (await admin.send('post', OFFERS, { productKey: pair.productKey, retailerKey: pair.retailerKey, price: 6, inStock: true, servings: 120 }, 201)).body as AdminOffer;
    expect(created.servings).toBe(120);
    const entry = async () => (await product(pair.productKey)).pricing.find((row) => row.retailerKey === pair.retailerKey);
    expect(await entry()).toMatchObject({ servings: 120, pricePerServing: '0.05' });
    const cost = (await http().get(`/api/plan-cost?products=${pair.productKey}`).expect(200)).body as PlanCostResponse;
    // At AED 0.05 a day this fresh offer costs least: the plan cost takes it.
    expect(cost.items[0].offer).toMatchObject({ retailerKey: pair.retailerKey, servingsPerPack: 120 });

    const patched = (await admin.send('patch', `${OFFERS}/${created.id}`, { servings: 60 }, 200)).body as AdminOffer;
    expect(patched.servings).toBe(60);
    expect(await entry()).toMatchObject({ servings: 60, pricePerServing: '0.10' });
    const cleared = (await admin.send('patch', `${OFFERS}/${created.id}`, { servings: null }, 200)).body as AdminOffer;
    expect(cleared.servings).toBeNull();
    expect(await entry()).toMatchObject({ servings: null, pricePerServing: null });
    const bad = await admin.send('patch', `${OFFERS}/${created.id}`, { servings: -3 }, 400);
    expect(bad.body.errors).toEqual([{ field: 'servings', message: OFFER_MESSAGES.servings }]);    // Out of stock, this cheap test offer is no Best Deal for the journeys that follow.
    await admin.send('patch', `${OFFERS}/${created.id}`, { inStock: false }, 200);
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

  describe('merchant feed', () => {
    const tables = ['product_offers', 'offer_changes', 'feed_item_matches'];
    const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));
    const noonOffer = async (productKey: string) => (await overview()).offers.find((offer) => offer.productKey === productKey && offer.retailerKey === 'noon-ae');
    const preview = async (content: string, matches?: Record<string, string | null>) =>
      (await admin.send('post', PREVIEW, { retailerKey: 'noon-ae', content, ...(matches ? { matches } : {}) }, 200)).body as FeedPreviewResponse;

    it.each([
      ['noon-feed.tsv', 'tsv'],
      ['noon-feed.csv', 'csv'],
      ['noon-feed.xml', 'xml'],
    ])('previews %s: each item with its suggested product and what applying would do, writing nothing', async (name, format) => {
      const before = await counts();
      const zincChange = (await noonOffer('zinc')) ? 'changed' : 'new-offer';
      const body = await preview(fixture(name));
      expect(body.format).toBe(format);
      expect(body.errors).toEqual([]);
      expect(body.rows.map(({ row, feedId, productKey, match, change, price, inStock }) => ({ row, feedId, productKey, match, change, price, inStock }))).toEqual([
        { row: 1, feedId: 'N-ZINC-50', productKey: 'zinc', match: 'suggested', change: zincChange, price: 39, inStock: true },
        { row: 2, feedId: 'N-MAG-200', productKey: 'magnesium', match: 'suggested', change: expect.stringMatching(/^(changed|new-offer)$/), price: 1049.5, inStock: false },
        { row: 3, feedId: 'N-BANANA', productKey: null, match: 'none', change: 'not-imported', price: 12, inStock: false },
      ]);
      expect(body.rows[0]).toMatchObject({ title: 'Now Foods Zinc 50 mg, 100 Tablets', link: `${NOON}/now-zinc-50/N1/p/`, gtin: '0733739015206', brand: 'NOW Foods' });
      expect(await counts()).toEqual(before);
    });

    it('applies nothing while a match is only suggested, and says which rows need a choice', async () => {
      const before = await counts();
      const res = await admin.send('post', APPLY, { retailerKey: 'noon-ae', content: fixture('noon-feed.tsv'), matches: { 'N-BANANA': null } }, 400);
      expect(res.body).toMatchObject({ statusCode: 400, message: FEED_IMPORT_MESSAGES.notApplied });
      expect(res.body.errors).toEqual([
        { row: 1, field: 'match', message: FEED_IMPORT_MESSAGES.unconfirmed },
        { row: 2, field: 'match', message: FEED_IMPORT_MESSAGES.unconfirmed },
      ]);
      expect(await counts()).toEqual(before);
    });

    it('applies nothing when one row is bad, and names the row and the field', async () => {
      const before = await counts();
      const zinc = await noonOffer('zinc');
      const content = [
        FEED_HEADER,
        `N-ZINC-50\tZinc 50 mg\t${NOON}/zinc/p/\t11 AED\tin_stock`,
        `N-IRON-1\tIron 65 mg\t${NOON}/iron/p/\t49.00 USD\tin_stock`,
        `N-C-1\tVitamin C 1000 mg\thttps://evil.example/vitamin-c\t20 AED\tin_stock`,
        `N-D-1\tVitamin D3\thttps://www.noon.com@evil.example/d3\t20 AED\tin_stock`,
      ].join('\n');
      const matches = { 'N-ZINC-50': 'zinc', 'N-IRON-1': 'iron', 'N-C-1': 'vitamin-c', 'N-D-1': 'vitamin-d' };
      const res = await admin.send('post', APPLY, { retailerKey: 'noon-ae', content, matches }, 400);
      expect(res.body.errors).toEqual([
        { row: 2, field: 'price', message: 'The price is in USD; only AED prices can be imported' },
        { row: 3, field: 'link', message: FEED_MESSAGES.link },
        { row: 4, field: 'link', message: FEED_MESSAGES.link },
      ]);
      expect(await counts()).toEqual(before);
      expect(await noonOffer('zinc')).toEqual(zinc);
      // Preview says the same, and still shows the good row.
      const shown = await preview(content, matches);
      expect(shown.errors).toEqual(res.body.errors);
      expect(shown.rows.map((row) => row.feedId)).toEqual(['N-ZINC-50']);
    });

    it('refuses a match to an unknown product and two items matched to one product', async () => {
      const content = [FEED_HEADER, `A\tZinc\t${NOON}/a/p/\t1 AED\tin_stock`, `B\tZinc 2\t${NOON}/b/p/\t2 AED\tin_stock`].join('\n');
      const res = await admin.send('post', APPLY, { retailerKey: 'noon-ae', content, matches: { A: 'zinc', B: 'zinc' } }, 400);
      expect(res.body.errors).toEqual([{ row: 2, field: 'match', message: FEED_IMPORT_MESSAGES.productTaken(1) }]);
      const unknown = await admin.send('post', APPLY, { retailerKey: 'noon-ae', content, matches: { A: 'unicorn', B: null } }, 400);
      expect(unknown.body.errors).toEqual([{ row: 1, field: 'match', message: FEED_IMPORT_MESSAGES.matchProduct }]);
    });

    it('applies confirmed matches all at once: offers, changes with who and when, remembered matches, and the product page at once', async () => {
      const before = await counts();
      const zincBefore = await noonOffer('zinc');
      const magnesiumBefore = await noonOffer('magnesium');
      const matches = { 'N-ZINC-50': 'zinc', 'N-MAG-200': 'magnesium', 'N-BANANA': null };
      // The product page is cached before the import: the import must make it forget.
      await product('zinc');
      const res = await admin.send('post', APPLY, { retailerKey: 'noon-ae', content: fixture('noon-feed.xml'), matches }, 200);
      const created = [zincBefore, magnesiumBefore].filter((offer) => offer === undefined).length;
      expect(res.body as FeedApplyResponse).toEqual({ created, updated: 2 - created, unchanged: 0, notImported: 1 });
      expect(await counts()).toEqual({
        product_offers: before.product_offers + created,
        offer_changes: before.offer_changes + 2,
        feed_item_matches: before.feed_item_matches + 3,
      });
      const today = gulfCalendarDay(new Date());
      expect(await noonOffer('zinc')).toMatchObject({ price: 39, inStock: true, url: `${NOON}/now-zinc-50/N1/p/`, checkedAt: today });
      const entry = (await product('zinc')).pricing.find((row) => row.retailerKey === 'noon-ae');
      expect(entry).toMatchObject({ price: formatPrice(39), inStock: true, checkedAt: today, freshness: 'fresh' });
      // An import is a check: the seeded zinc prices are unchecked, so the imported one is the Best Deal.
      expect((await product('zinc')).bestDeal).toMatchObject({ retailerKey: 'noon-ae', price: formatPrice(39), freshness: 'fresh' });
      expect(entry?.outboundUrl.startsWith(`${NOON}/now-zinc-50/N1/p/`)).toBe(true);
      const { changes } = (await admin.agent.get(`${CHANGES}?retailerKey=noon-ae`).expect(200)).body as OfferChangesResponse;
      expect(changes.slice(0, 2).map(({ productKey, price, source, changedBy }) => ({ productKey, price, source, changedBy })).sort((a, b) => a.productKey.localeCompare(b.productKey))).toEqual([
        { productKey: 'magnesium', price: 1049.5, source: 'feed', changedBy: ADMIN_EMAIL },
        { productKey: 'zinc', price: 39, source: 'feed', changedBy: ADMIN_EMAIL },
      ]);
    });

    it('remembers confirmed matches for the next import, which needs no choices', async () => {
      const body = await preview(fixture('noon-feed.csv'));
      expect(body.rows.map(({ feedId, productKey, match, change }) => ({ feedId, productKey, match, change }))).toEqual([
        { feedId: 'N-ZINC-50', productKey: 'zinc', match: 'confirmed', change: 'unchanged' },
        { feedId: 'N-MAG-200', productKey: 'magnesium', match: 'confirmed', change: 'unchanged' },
        { feedId: 'N-BANANA', productKey: null, match: 'confirmed', change: 'not-imported' },
      ]);
      const before = await counts();
      const content = fixture('noon-feed.tsv').replace('39.00 AED', '37.50 AED');
      const res = await admin.send('post', APPLY, { retailerKey: 'noon-ae', content }, 200);
      expect(res.body).toEqual({ created: 0, updated: 1, unchanged: 1, notImported: 1 });
      expect(await counts()).toEqual({ ...before, offer_changes: before.offer_changes + 1 });
      expect((await product('zinc')).pricing.find((row) => row.retailerKey === 'noon-ae')?.price).toBe(formatPrice(37.5));
      // A new item beside them is suggested, never applied without a choice.
      const withNew = `${content}\nN-IRON-65\tIron 65 mg Tablets\t${NOON}/iron-65/p/\t25 AED\tin_stock\t\t\t`;
      const shown = await preview(withNew);
      expect(shown.rows.at(-1)).toMatchObject({ feedId: 'N-IRON-65', productKey: 'iron', match: 'suggested' });
      await admin.send('post', APPLY, { retailerKey: 'noon-ae', content: withNew }, 400);
      expect(await counts()).toEqual({ ...before, offer_changes: before.offer_changes + 1 });
    });

    it('refuses an XML entity attack quickly and writes nothing', async () => {
      const lol = ['<!ENTITY lol "lol">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`)].join('');
      const content = `<?xml version="1.0"?><!DOCTYPE rss [${lol}<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>&lol9;</g:id><title>&xxe;</title></item></channel></rss>`;
      const before = await counts();
      const started = Date.now();
      const shown = await preview(content);
      expect(shown).toEqual({ format: 'xml', rows: [], errors: [{ row: 0, field: 'content', message: FEED_MESSAGES.doctype }] });
      const res = await admin.send('post', APPLY, { retailerKey: 'noon-ae', content }, 400);
      expect(res.body.errors).toEqual(shown.errors);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await counts()).toEqual(before);
    });

    it('takes a feed far above the usual body limit from an admin only, and refuses one above the feed limit', async () => {
      const rows = Array.from({ length: 4000 }, (_, i) => `X-${i}\tSnack bar number ${i}\t${NOON}/snack-${i}/p/\t${(i % 90) + 1}.25 AED\tout_of_stock`);
      const content = [FEED_HEADER, ...rows].join('\n');
      expect(content.length).toBeGreaterThan(300_000);
      const body = await preview(content);
      expect(body.rows).toHaveLength(4000);
      await user.send('post', PREVIEW, { retailerKey: 'noon-ae', content }, 403);
      await visitor.send('post', PREVIEW, { retailerKey: 'noon-ae', content }, 401);
      const tooLong = await admin.send('post', PREVIEW, { retailerKey: 'noon-ae', content: 'x'.repeat(FEED_MAX_CHARACTERS + 1) }, 400);
      expect(tooLong.body.errors).toEqual([{ field: 'content', message: expect.stringContaining('at most 5,000,000 characters') }]);
      const unknownStore = await admin.send('post', PREVIEW, { retailerKey: 'evil-shop', content }, 400);
      expect(unknownStore.body.errors).toEqual([{ field: 'retailerKey', message: OFFER_MESSAGES.retailerKey }]);
    });
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
