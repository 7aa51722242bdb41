import type { AdminCatalogResponse } from '@sahha/contracts/catalog-admin';
import { PRICE_HISTORY_DAYS, type PriceHistoryResponse } from '@sahha/contracts/price-alerts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { OfferChangeEntity } from '../src/catalog/admin/admin-catalog.entities';
import { PRODUCT_NOT_FOUND } from '../src/catalog/catalog.service';
import { useAppWithAdmin } from './app-with-admin';
import { testDatabases } from './test-databases';

const ADMIN_EMAIL = 'history.admin@sahha.ae';
const DAY_MS = 24 * 60 * 60_000;

describe.each(testDatabases())('GET /api/products/:id/price-history on $name', (db) => {
  const setup = useAppWithAdmin(db, { adminEmail: ADMIN_EMAIL });
  const http = () => request(setup.app.getHttpServer());
  const history = async (id: string): Promise<PriceHistoryResponse> => (await http().get(`/api/products/${id}/price-history`).expect(200)).body as PriceHistoryResponse;
  const offerOf = async (productKey: string, retailerKey: string) => {
    const { offers } = (await setup.admin.agent.get('/api/admin/catalog').expect(200)).body as AdminCatalogResponse;
    const offer = offers.find((row) => row.productKey === productKey && row.retailerKey === retailerKey);
    if (!offer) throw new Error(`no offer of ${productKey} at ${retailerKey}`);
    return offer;
  };
  /** A change recorded `daysAgo` days ago, as an edit of that day would have left it. */
  const recordedDaysAgo = async (offer: { id: number; productKey: string; retailerKey: string }, price: number, daysAgo: number, inStock = true) => {
    const changes = setup.app.get(DataSource).getRepository(OfferChangeEntity);
    const { identifiers } = await changes.insert({ offerId: offer.id, productKey: offer.productKey, retailerKey: offer.retailerKey, price, inStock, source: 'edit', changedBy: ADMIN_EMAIL });
    await changes.update({ id: Number(identifiers[0].id) }, { changedAt: new Date(Date.now() - daysAgo * DAY_MS) });
  };

  it('is public and cacheable, and empty while nothing was recorded', async () => {
    const res = await http().get('/api/products/vitamin-c/price-history').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.body as PriceHistoryResponse;
    expect(body).toEqual({ productId: 'vitamin-c', days: PRICE_HISTORY_DAYS, since: expect.any(String), stores: [] });
    expect(Date.now() - Date.parse(body.since)).toBeGreaterThanOrEqual(PRICE_HISTORY_DAYS * DAY_MS);
    expect(Date.now() - Date.parse(body.since)).toBeLessThan(PRICE_HISTORY_DAYS * DAY_MS + 60_000);
  });

  it('answers 404 for a product it cannot find, and resolves a partial key as the product page does', async () => {
    const res = await http().get('/api/products/no-such-thing/price-history').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: PRODUCT_NOT_FOUND });
    expect((await history('vitamin')).productId).toBe('vitamin-e');
  });

  it('draws each store from the recorded changes: the state carried into the 90 days, then every change, and the lowest where true', async () => {
    const iherb = await offerOf('zinc', 'iherb');
    const life = await offerOf('zinc', 'life-pharmacy');
    await recordedDaysAgo(iherb, 20, 200); // Before the state carried into the window: not shown.
    await recordedDaysAgo(iherb, 60, 120);
    await recordedDaysAgo(iherb, 55, 40);
    await recordedDaysAgo(life, 30, 10); // Recorded only inside the window: its lowest is not known.
    // An edit records the new price now, and every replica forgets the history it kept.
    await setup.admin.send('patch', `/api/admin/catalog/offers/${iherb.id}`, { price: 49.5, inStock: true }, 200);

    const body = await history('zinc');
    const byStore = new Map(body.stores.map((store) => [store.retailerKey, store]));
    expect(body.stores.map((store) => store.retailerKey)).toEqual(['iherb', 'life-pharmacy']);
    const iherbLine = byStore.get('iherb');
    expect(iherbLine?.retailerName).toBe('iHerb');
    expect(iherbLine?.points.map((point) => point.price)).toEqual([60, 55, 49.5]);
    expect(iherbLine?.points[0].at).toBe(body.since);
    expect(iherbLine?.lowestInWindow).toBe(true);
    expect(byStore.get('life-pharmacy')).toMatchObject({ points: [{ price: 30, inStock: true }], lowestInWindow: false });

    // Out of stock now: no "lowest" claim, and the point says so.
    await setup.admin.send('patch', `/api/admin/catalog/offers/${iherb.id}`, { inStock: false }, 200);
    const after = (await history('zinc')).stores.find((store) => store.retailerKey === 'iherb');
    expect(after?.points.at(-1)).toMatchObject({ price: 49.5, inStock: false });
    expect(after?.lowestInWindow).toBe(false);
  });
});
