import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { UserEntity } from '../src/users/user.entity';
import {
  CSRF_HEADER,
  CSRF_TOKEN_REQUEST,
  FIRST_RELEASE_REQUESTS,
  FIRST_RELEASE_ROUTES,
  type JourneyIds,
  type RecordedRequest,
} from './contract-replay/first-release-requests';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

/** The base query sent the CSRF header on these; GET and HEAD went without. */
const STATE_CHANGING = new Set(['POST', 'PATCH', 'DELETE']);
/** After these the base query dropped its token: the session was regenerated or ended. */
const SESSION_CHANGING_PATHS = new Set(['POST /api/login', 'POST /api/register', 'POST /api/logout', 'DELETE /api/account']);
const CSRF_REFUSED = 'Invalid CSRF token';

/** One step of a field path: `checkIns[]` (every element), `recommendations[0]`, `title`, `[]`. */
function parseSegment(segment: string): { key: string; index: 'every' | number | undefined } {
  const match = /^([^[\]]*)(?:\[(\d*)\])?$/.exec(segment);
  if (match === null) throw new Error(`bad field path segment ${segment}`);
  const [, key, index] = match;
  return { key, index: index === undefined ? undefined : index === '' ? 'every' : Number(index) };
}

const joinPath = (at: string, key: string) => (at === '' ? key : `${at}.${key}`);

/** The concrete paths of `path` that `value` lacks; a list walked with `[]` must not be empty. */
function missingFields(value: unknown, path: string, at = ''): string[] {
  if (path === '') return [];
  const [segment, ...rest] = path.split('.');
  const { key, index } = parseSegment(segment);
  let current = value;
  let here = at;
  if (key !== '') {
    here = joinPath(at, key);
    if (typeof current !== 'object' || current === null || !Object.prototype.hasOwnProperty.call(current, key)) return [here];
    current = (current as Record<string, unknown>)[key];
  }
  if (index === undefined) return missingFields(current, rest.join('.'), here);
  if (!Array.isArray(current) || current.length === 0) return [`${here}[] (no element to check)`];
  const elements = index === 'every' ? current.map((item, i) => [item, i] as const) : [[current[index], index] as const];
  return elements.flatMap(([item, i]) => missingFields(item, rest.join('.'), `${here}[${i}]`));
}

function valueAt(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, segment) => {
    const { key, index } = parseSegment(segment);
    const child = key === '' ? current : (current as Record<string, unknown> | undefined)?.[key];
    return typeof index === 'number' ? (child as unknown[] | undefined)?.[index] : child;
  }, value);
}

function filledPath(path: string, ids: Partial<JourneyIds>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: keyof JourneyIds) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`${path} needs ${name}, which no earlier answer gave`);
    return encodeURIComponent(String(id));
  });
}

/**
 * Issue N: a client built to a published contract keeps working. Replays every request the first
 * release's shell and remotes sent (contract-replay/first-release-requests.ts), in order, with the
 * session cookie and CSRF handling of that release's base query, and checks each still gets the
 * status it got then and the response fields its contract named.
 */
describe.each(testDatabases())('the first release’s clients on $name', (db) => {
  let app: NestExpressApplication;
  let agent: ReturnType<typeof request.agent>;
  let csrfToken: string | undefined;
  const ids: Partial<JourneyIds> = {};

  beforeAll(async () => {
    app = await createTestApp({ database: await db.create() });
    agent = request.agent(app.getHttpServer());
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  function expectAnswered(recorded: RecordedRequest, res: request.Response): void {
    // On a wrong status the body is what gets compared, so the failure shows what the server said.
    expect(res.status === recorded.status ? res.status : { status: res.status, body: res.body as unknown }).toBe(recorded.status);
    if (recorded.contentType !== undefined) expect(res.headers['content-type']).toMatch(new RegExp(`^${recorded.contentType}`));
    expect((recorded.fields ?? []).flatMap((field) => missingFields(res.body, field))).toEqual([]);
  }

  async function tokenAsTheBaseQueryFetchedIt(): Promise<string> {
    if (csrfToken === undefined) {
      const res = await agent.get(CSRF_TOKEN_REQUEST.path);
      expectAnswered(CSRF_TOKEN_REQUEST, res);
      csrfToken = res.body.token as string;
    }
    return csrfToken;
  }

  async function send(recorded: RecordedRequest, path: string, body: unknown): Promise<request.Response> {
    const test = agent[recorded.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path);
    if (recorded.query !== undefined) test.query(recorded.query);
    if (STATE_CHANGING.has(recorded.method)) test.set(CSRF_HEADER, await tokenAsTheBaseQueryFetchedIt());
    return body === undefined ? test : test.send(body as object);
  }

  async function grantAdminRole(): Promise<void> {
    await app.get(DataSource).getRepository(UserEntity).update({ id: ids.userId }, { role: 'admin' });
  }

  it('replays every route the first release served, each request citing where it comes from', () => {
    const recorded = [CSRF_TOKEN_REQUEST, ...FIRST_RELEASE_REQUESTS];
    expect(new Set(recorded.map(({ method, path }) => `${method} ${path}`))).toEqual(new Set(FIRST_RELEASE_ROUTES));
    for (const { source } of recorded) expect(source).toMatch(/^[0-9a-f]{7} \S/);
  });

  it.each(FIRST_RELEASE_REQUESTS)('$method $path ($name) still gets $status', async (recorded) => {
    // The first release made an account admin by ADMIN_EMAILS alone; now the address must be
    // verified first. Not a request shape, so the role is granted directly.
    if (recorded.before === 'grantAdminRole') await grantAdminRole();
    const path = filledPath(recorded.path, ids);
    const body = typeof recorded.body === 'function' ? recorded.body(ids as JourneyIds) : recorded.body;

    let res = await send(recorded, path, body);
    // The base query fetched a fresh token once when the session had rotated under it.
    if (res.status === 403 && (res.body as { message?: unknown }).message === CSRF_REFUSED) {
      csrfToken = undefined;
      res = await send(recorded, path, body);
    }
    if (SESSION_CHANGING_PATHS.has(`${recorded.method} ${recorded.path}`)) csrfToken = undefined;

    expectAnswered(recorded, res);
    for (const field of recorded.serverOwned ?? []) {
      expect(valueAt(res.body, field)).not.toEqual(valueAt(body, field));
    }
    for (const [name, field] of Object.entries(recorded.remember ?? {}) as [keyof JourneyIds, string][]) {
      const value = valueAt(res.body, field);
      expect(value).toBeDefined();
      Object.assign(ids, { [name]: value });
    }
  });
});
