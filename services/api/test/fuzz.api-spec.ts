import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER, type ProductsResponse } from '@sahha/contracts';
import type request from 'supertest';
import { DataSource } from 'typeorm';

import { CSRF_ERROR_MESSAGE } from '../src/auth/csrf';
import { NOT_AUTHENTICATED_MESSAGE } from '../src/auth/session-auth.guard';
import { ApiClient, newAccount } from './api-client';
import { createTestApp } from './create-test-app';
import { type MalformedBody, malformedBodies, type SchemaObject, seedOf } from './fuzz/malformed-bodies';
import {
  documentedOperations,
  type OpenApiDocument,
  stateChangingRoutes,
  type StateChangingRoute,
  toOpenApiPath,
} from './fuzz/state-changing-routes';
import { testDatabases } from './test-databases';

/** QUALITY.md "Bad input": at least 200 generated bodies per state-changing route. */
const BODIES_PER_ROUTE = 200;
/** Requests in flight at once: enough to overlap database waits, few enough for a 2-core CI box. */
const IN_FLIGHT = 8;

type Who = 'signed in' | 'anonymous';

async function inBatches<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(task))));
  }
  return results;
}

/** Empty when `res` is a 4xx in the one error shape (ARCHITECTURE.md); otherwise what is wrong. */
function problemWith(res: request.Response): string | undefined {
  if (res.status < 400 || res.status >= 500) return `answered ${res.status}`;
  const body = res.body as { statusCode?: unknown; message?: unknown; error?: unknown } | undefined;
  // The body never reached the route: an earlier call replaced the client's session (and token).
  if (res.status === 403 && body?.message === CSRF_ERROR_MESSAGE) return 'was refused for its CSRF token, so the route never saw it';
  const message = body?.message;
  const messageOk =
    (typeof message === 'string' && message !== '') ||
    (Array.isArray(message) && message.length > 0 && message.every((item) => typeof item === 'string'));
  if (body?.statusCode !== res.status || !messageOk || typeof body.error !== 'string') return `answered ${res.status} outside the error shape`;
  return undefined;
}

describe.each(testDatabases())('malformed bodies on $name', (db) => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let document: OpenApiDocument;
  let routes: StateChangingRoute[];
  let signedIn: ApiClient;
  let anonymous: ApiClient;
  /** Real values for path parameters, so a body reaches validation instead of a 404 for the path. */
  let pathParameters: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp({
      database: await db.create(),
      env: {
        THROTTLE_AUTH_LIMIT: '100000',
        THROTTLE_FEEDBACK_LIMIT: '100000',
        THROTTLE_CONTACT_LIMIT: '100000',
        THROTTLE_RATING_LIMIT: '100000',
      },
    });
    await app.listen(0, '127.0.0.1');
    dataSource = app.get(DataSource);
    signedIn = new ApiClient(app);
    await signedIn.register(newAccount(), 201);
    anonymous = new ApiClient(app);
    // Each token lives in a session row: fetched now, before any row count is taken.
    await Promise.all([signedIn.csrfToken(), anonymous.csrfToken()]);
    document = (await anonymous.agent.get('/api/docs-json').expect(200)).body as OpenApiDocument;
    routes = stateChangingRoutes(app, document);
    const products = (await anonymous.agent.get('/api/products').expect(200)).body as ProductsResponse;
    pathParameters = { id: products.products[0].id };
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  /** Rows per table, for every table the app maps (sessions included). */
  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const entity of dataSource.entityMetadatas) counts[entity.tableName] = await dataSource.getRepository(entity.target).count();
    return counts;
  }

  function urlOf(route: StateChangingRoute): string {
    return route.path.replace(/:(\w+)/g, (_match, name: string) => {
      const value = pathParameters[name];
      if (value === undefined) throw new Error(`${route.method} ${route.path}: give the fuzz test a real value for :${name}`);
      return encodeURIComponent(value);
    });
  }

  async function send(client: ApiClient, route: StateChangingRoute, body: MalformedBody): Promise<request.Response> {
    return client.agent[route.method](urlOf(route))
      .set(CSRF_HEADER, await client.csrfToken())
      .set('Content-Type', body.contentType)
      .send(body.payload);
  }

  const bodiesFor = (route: StateChangingRoute): MalformedBody[] =>
    malformedBodies(
      seedOf(`${route.method} ${route.path}`),
      BODIES_PER_ROUTE,
      route.body,
      (document.components?.schemas ?? {}) as Record<string, SchemaObject>,
    );

  /**
   * Whether an anonymous caller gets past the session guard. When it does not, every further
   * anonymous body would only meet the guard again (it runs before the body is validated).
   */
  async function opensToAnonymous(route: StateChangingRoute): Promise<boolean> {
    const res = await send(anonymous, route, { label: 'probe', contentType: 'application/json', payload: '{}' });
    return !(res.status === 401 && res.body.message === NOT_AUTHENTICATED_MESSAGE);
  }

  /** Routes with a body schema: every body, signed in and (where the route is public) anonymous, must fail. */
  async function fuzzRouteWithBody(route: StateChangingRoute): Promise<string[]> {
    const failures: string[] = [];
    const before = await rowCounts();
    const callers: [Who, ApiClient][] = [['signed in', signedIn]];
    if (await opensToAnonymous(route)) callers.push(['anonymous', anonymous]);
    for (const [who, client] of callers) {
      await inBatches(bodiesFor(route), IN_FLIGHT, async (body) => {
        const res = await send(client, route, body);
        const problem = problemWith(res);
        if (problem !== undefined) failures.push(`${route.method} ${route.path} (${who}) ${body.label}: ${problem} ${JSON.stringify(res.body).slice(0, 200)}`);
      });
    }
    const after = await rowCounts();
    if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${route.method} ${route.path}: rows ${JSON.stringify(before)} became ${JSON.stringify(after)}`);
    return failures;
  }

  /**
   * Routes that document no body (POST /api/logout today) ignore whatever is sent, so a
   * well-formed JSON object may be answered 2xx. What may not happen is a 5xx, or any change but
   * the end of the caller's own session. Each body comes from its own anonymous client holding a
   * CSRF token, because a 2xx ends the session the token lives in; signed-in logout is covered by
   * auth.api-spec.
   */
  async function fuzzRouteWithoutBody(route: StateChangingRoute): Promise<string[]> {
    const failures: string[] = [];
    const bodies = bodiesFor(route);
    const clients = await inBatches(bodies, IN_FLIGHT, async () => {
      const client = new ApiClient(app);
      await client.csrfToken();
      return client;
    });
    const before = await rowCounts();
    const statuses = await inBatches(
      bodies.map((body, index) => ({ body, client: clients[index] })),
      IN_FLIGHT,
      async ({ body, client }) => {
        const res = await send(client, route, body);
        const problem = res.status >= 200 && res.status < 300 ? undefined : problemWith(res);
        if (problem !== undefined) failures.push(`${route.method} ${route.path} ${body.label}: ${problem} ${JSON.stringify(res.body).slice(0, 200)}`);
        return res.status;
      },
    );
    const endedSessions = statuses.filter((status) => status >= 200 && status < 300).length;
    const expected = { ...before, sessions: before.sessions - endedSessions };
    const after = await rowCounts();
    if (JSON.stringify(after) !== JSON.stringify(expected)) {
      failures.push(`${route.method} ${route.path}: expected rows ${JSON.stringify(expected)}, found ${JSON.stringify(after)}`);
    }
    return failures;
  }

  it('finds every POST/PUT/PATCH/DELETE route under /api in the router, each one in the OpenAPI document', () => {
    const found = routes.map((route) => `${route.method} ${toOpenApiPath(route.path)}`).sort();
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(documentedOperations(document).sort());
  });

  it(
    `answers ${BODIES_PER_ROUTE} malformed bodies per route with a 4xx in the error shape, and writes no row`,
    async () => {
      const failures: string[] = [];
      for (const route of routes) {
        failures.push(...(route.body === undefined ? await fuzzRouteWithoutBody(route) : await fuzzRouteWithBody(route)));
      }
      expect(failures).toEqual([]);
    },
    // About 35 s per database on an idle 2-core box; generous so a busy shared one does not flake.
    600_000,
  );

  it('keeps the signed-in session through all of that', async () => {
    await signedIn.currentUser().expect(200);
  });
});
