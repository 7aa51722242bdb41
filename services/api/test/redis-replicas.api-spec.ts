import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER, type ProductDetail, type ProductRatingsResponse } from '@sahha/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { THROTTLE_MESSAGE } from '../src/auth/auth-throttle';
import { CatalogService } from '../src/catalog/catalog.service';
import { ProductOfferEntity } from '../src/catalog/retail/retail.entities';
import { seedCatalog } from '../src/catalog/seed/catalog-seeder';
import { ConfigError, type DatabaseConfig } from '../src/config/app-config';
import { FEEDBACK_THROTTLE_MESSAGE } from '../src/feedback/feedback-throttle';
import { SHARED_STORE_UNAVAILABLE_MESSAGE } from '../src/common/api-exception.filter';
import { ApiClient, newAccount } from './api-client';
import { createTestApp } from './create-test-app';
import { freeLoopbackPort, startRedisServer, type TestRedisServer, useRedisServer } from './redis-server';
import { testDatabases } from './test-databases';

/**
 * Two replicas (two app instances on one database and one Redis, as behind nginx) must behave as
 * one API: a limit counts attempts on both, and a write on one is what the other serves next.
 * Without Redis each replica would allow the full limit and serve its own cache for a minute.
 */
const LIMIT = 3;
const PHARMACY = 'life-pharmacy';

/**
 * Pub/sub reaches the other replica asynchronously: the publisher's PUBLISH can return before the
 * subscriber's socket has been read. A second is enough for that and 60 times shorter than the
 * caches' TTL, so only the invalidation message can make the value appear in time.
 */
const DELIVERY_MS = 1_000;
async function deliveredWithin<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + DELIVERY_MS;
  let seen = await read();
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    seen = await read();
  }
  expect(seen).toEqual(expected);
}

describe('Redis as the shared state of replicas', () => {
  const redis = useRedisServer();

  describe.each(testDatabases())('two replicas on $name', (db) => {
    let database: DatabaseConfig;
    let first: NestExpressApplication;
    let second: NestExpressApplication;

    beforeAll(async () => {
      database = await db.create();
      const env = { REDIS_URL: redis.url, THROTTLE_AUTH_LIMIT: String(LIMIT), THROTTLE_FEEDBACK_LIMIT: String(LIMIT) };
      first = await createTestApp({ database, env });
      second = await createTestApp({ database, env });
    });

    afterAll(async () => {
      await first?.close();
      await second?.close();
      await db.dispose();
    });

    // Each test starts with no attempts counted (the counters live in Redis, not in the apps).
    beforeEach(() => redis.flushAll());

    /** Attempt n goes to the first replica when n is even, to the second when odd. */
    const replica = (attempt: number) => (attempt % 2 === 0 ? first : second);

    it('counts login attempts on both replicas against one limit', async () => {
      const account = newAccount();
      await new ApiClient(first).register(account, 201);
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        await new ApiClient(replica(attempt)).login(account.email, 'Wrong-Password-99', 401);
      }
      // The fourth attempt in total: the replica it lands on has seen only one or two of them.
      for (const attempt of [LIMIT, LIMIT + 1]) {
        const res = await new ApiClient(replica(attempt)).login(account.email, account.password, 429);
        expect(res.body).toMatchObject({ statusCode: 429, message: THROTTLE_MESSAGE });
      }
    });

    it('counts feedback submissions on both replicas against one limit', async () => {
      const submit = (attempt: number, status: number) => new ApiClient(replica(attempt)).send('post', '/api/feedback', { rating: 5 }, status);
      for (let attempt = 0; attempt < LIMIT; attempt += 1) await submit(attempt, 201);
      const res = await submit(LIMIT, 429);
      expect(res.body).toMatchObject({ statusCode: 429, message: FEEDBACK_THROTTLE_MESSAGE });
    });

    it('serves a price changed through one replica from the other at once', async () => {
      const pharmacyPrice = async (app: NestExpressApplication) => {
        const body = (await request(app.getHttpServer()).get('/api/products/magnesium').expect(200)).body as ProductDetail;
        return body.pricing.find((entry) => entry.retailerKey === PHARMACY)?.price;
      };
      // Both replicas have the retail data cached.
      expect(await pharmacyPrice(first)).toBe('79.00');
      expect(await pharmacyPrice(second)).toBe('79.00');

      const offers = first.get(DataSource).getRepository(ProductOfferEntity);
      await offers.update({ productKey: 'magnesium', retailerKey: PHARMACY }, { price: 64 });
      try {
        // Proof that the second replica caches: the database changed, nobody said so yet.
        expect(await pharmacyPrice(second)).toBe('79.00');
        await first.get(CatalogService).forgetRetailData();
        await deliveredWithin(() => pharmacyPrice(second), '64.00');
        expect(await pharmacyPrice(first)).toBe('64.00');
      } finally {
        await seedCatalog(first.get(DataSource));
        await first.get(CatalogService).forgetRetailData();
      }
      await deliveredWithin(() => pharmacyPrice(second), '79.00');
    });

    it('shows a rating made through one replica on the other at once', async () => {
      const summaryOn = async (app: NestExpressApplication) =>
        ((await request(app.getHttpServer()).get('/api/products/iron/ratings').expect(200)).body as ProductRatingsResponse).ratingSummary;
      const detailSummaryOn = async (app: NestExpressApplication) =>
        ((await request(app.getHttpServer()).get('/api/products/iron').expect(200)).body as ProductDetail).ratingSummary;
      expect(await summaryOn(first)).toEqual({ average: null, count: 0 });
      expect(await summaryOn(second)).toEqual({ average: null, count: 0 });

      const rater = new ApiClient(first);
      await rater.register(newAccount(), 201);
      const rated = await rater.send('post', '/api/products/iron/ratings', { rating: 4 }, 201);
      expect(rated.body.ratingSummary).toEqual({ average: 4, count: 1 });

      await deliveredWithin(() => summaryOn(second), { average: 4, count: 1 });
      expect(await detailSummaryOn(second)).toEqual({ average: 4, count: 1 });

      // Deleting the account takes its rating off both replicas too.
      await rater.send('delete', '/api/account', { password: 'Xylophone-Saffron-42' }, 200);
      await deliveredWithin(() => summaryOn(second), { average: null, count: 0 });
      expect(await summaryOn(first)).toEqual({ average: null, count: 0 });
    });
  });

  it('refuses to start when REDIS_URL is set and Redis does not answer, naming the URL without its password', async () => {
    const [db] = testDatabases();
    try {
      const port = await freeLoopbackPort();
      const start = createTestApp({ database: await db.create(), env: { REDIS_URL: `redis://:S3cret-Pass@127.0.0.1:${port}` } });
      const error = (await start.then(
        (app) => app.close().then(() => new Error('started')),
        (reason: unknown) => reason,
      )) as Error;
      // main.ts prints a ConfigError as one line and exits.
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.message).toMatch(new RegExp(`^REDIS_URL redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port} did not connect \\(.*ECONNREFUSED.*\\)`));
      expect(error.message).not.toContain('S3cret');
    } finally {
      await db.dispose();
    }
  });

  it('answers 503 with Retry-After while Redis is down at run time, and recovers when it is back', async () => {
    const [db] = testDatabases();
    const own = await startRedisServer();
    let restarted: TestRedisServer | undefined;
    const app = await createTestApp({ database: await db.create(), env: { REDIS_URL: own.url } });
    try {
      const client = new ApiClient(app);
      // The token is fetched while Redis is up; the session holding it lives in the database.
      const token = await client.csrfToken();
      const attemptLogin = () =>
        client.agent.post('/api/login').set(CSRF_HEADER, token).send({ email: 'nobody@example.ae', password: 'Wrong-Password-99' });
      expect((await attemptLogin()).status).toBe(401);

      await own.stop();
      const duringOutage = await attemptLogin();
      expect(duringOutage.status).toBe(503);
      expect(duringOutage.headers['retry-after']).toBe('5');
      expect(duringOutage.body).toEqual({ statusCode: 503, message: SHARED_STORE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' });

      restarted = await startRedisServer(own.port);
      // ioredis reconnects on its own schedule (at most 2 s between attempts).
      const deadline = Date.now() + 10_000;
      let status = 0;
      while (Date.now() < deadline && status !== 401) {
        status = (await attemptLogin()).status;
        if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe(401);
    } finally {
      await app.close();
      await restarted?.stop();
      await own.stop();
      await db.dispose();
    }
  });

  it('refuses a REDIS_URL that is not a redis:// URL', async () => {
    const [db] = testDatabases();
    try {
      await expect(createTestApp({ database: await db.create(), env: { REDIS_URL: 'http://127.0.0.1:6379' } })).rejects.toThrow(
        'REDIS_URL protocol "http:" is not supported; expected redis:// or rediss://',
      );
    } finally {
      await db.dispose();
    }
  });
});
