import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER, type CheckIn, type CheckInSubmission } from '@sahha/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { NOT_AUTHENTICATED_MESSAGE } from '../src/auth/session-auth.guard';
import { CheckInEntity } from '../src/check-ins/check-in.entity';
import { CheckIns1763949600000 } from '../src/database/migrations/1763949600000-check-ins';
import { CheckInsService, OTHER_USER_MESSAGE } from '../src/check-ins/check-ins.service';
import { CHECK_IN_VALIDATION, TEXT_MAX_LENGTH } from '../src/check-ins/dto/check-in-fields';
import { ApiClient, newAccount } from './api-client';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

const VALID: CheckInSubmission = { energyLevel: 6, sleepQuality: 7, mood: 8, adherence: 90 };

/** Raw JSON bodies a careless or hostile client might send to POST /api/check-in. */
const HOSTILE_BODIES: [string, string][] = [
  ['an empty object', '{}'],
  ['null', 'null'],
  ['a bare string', '"text"'],
  ['a number', '42'],
  ['an empty array', '[]'],
  ['an array of check-ins', JSON.stringify([VALID])],
  ['checkIn as an array', JSON.stringify({ userId: 1, checkIn: [VALID] })],
  ['checkIn as null', JSON.stringify({ userId: 1, checkIn: null })],
  ['wrong types everywhere', JSON.stringify({ userId: '1', checkIn: { energyLevel: 'high', sleepQuality: true, mood: {}, adherence: [] } })],
  ['nulls everywhere', JSON.stringify({ userId: null, checkIn: { energyLevel: null, sleepQuality: null, mood: null, adherence: null } })],
  ['huge numbers', JSON.stringify({ userId: 1e308, checkIn: { ...VALID, energyLevel: 1e308 } })],
  ['operator objects', JSON.stringify({ userId: { $gt: 0 }, checkIn: { ...VALID, improvements: [{ $ne: null }] } })],
  ['a prototype key', `{"__proto__": {"userId": 1}, "checkIn": ${JSON.stringify(VALID)}}`],
  ['a nested prototype key', `{"userId": 1, "checkIn": {"__proto__": {"mood": 1}, "energyLevel": 5}}`],
  ['a client date beside an invalid field', JSON.stringify({ userId: 1, checkIn: { ...VALID, date: '2024-01-01T00:00:00Z', mood: 0 } })],
  ['very long texts', JSON.stringify({ userId: 1, checkIn: { ...VALID, notes: 'n'.repeat(50_000), sideEffects: 's'.repeat(50_000) } })],
  ['a thousand improvements', JSON.stringify({ userId: 1, checkIn: { ...VALID, improvements: Array(1000).fill('sleep') } })],
  ['malformed JSON', '{"userId": 1, "checkIn": {'],
];

describe.each(testDatabases())('check-ins on $name', (db) => {
  let app: NestExpressApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await createTestApp({ database: await db.create(), env: { THROTTLE_AUTH_LIMIT: '100000' } });
    dataSource = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  async function signedIn(): Promise<{ client: ApiClient; id: number; password: string }> {
    const account = newAccount();
    const client = new ApiClient(app);
    const res = await client.register(account, 201);
    return { client, id: res.body.user.id as number, password: account.password };
  }

  function submit(client: ApiClient, userId: number, checkIn: unknown, status: number): Promise<request.Response> {
    return client.send('post', '/api/check-in', { userId, checkIn }, status);
  }

  const rowsOf = (userId: number): Promise<number> => dataSource.getRepository(CheckInEntity).countBy({ userId });

  it('stores a check-in and returns it with 201', async () => {
    const { client, id } = await signedIn();
    const res = await submit(client, id, { ...VALID, improvements: ['sleep', 'focus'], sideEffects: 'None', notes: 'Good week' }, 201);
    expect(res.body).toEqual({
      success: true,
      checkIn: {
        id: expect.any(Number),
        date: expect.any(String),
        ...VALID,
        improvements: ['sleep', 'focus'],
        sideEffects: 'None',
        notes: 'Good week',
      },
    });
    const list = await client.agent.get(`/api/check-ins/${id}`).expect(200);
    expect(list.body).toEqual({ success: true, checkIns: [res.body.checkIn] });
  });

  it('trims texts and stores empty texts and an empty improvements list as null', async () => {
    const { client, id } = await signedIn();
    const res = await submit(client, id, { ...VALID, sideEffects: '  mild headache \n', notes: '   ', improvements: [] }, 201);
    expect(res.body.checkIn).toMatchObject({ sideEffects: 'mild headache', notes: null, improvements: null });
    const raw = await dataSource.getRepository(CheckInEntity).findOneByOrFail({ id: res.body.checkIn.id });
    expect(raw).toMatchObject({ sideEffects: 'mild headache', notes: null, improvements: null });
    const [{ improvements }] = await dataSource.query(`SELECT improvements FROM check_ins WHERE id = ${Number(raw.id)}`);
    expect(improvements).toBeNull();
  });

  it('stores improvements as JSON text', async () => {
    const { client, id } = await signedIn();
    const res = await submit(client, id, { ...VALID, improvements: ['energy', 'other'] }, 201);
    const [{ improvements }] = await dataSource.query(`SELECT improvements FROM check_ins WHERE id = ${Number(res.body.checkIn.id)}`);
    expect(JSON.parse(improvements as string)).toEqual(['energy', 'other']);
  });

  /** Submits and checks that the answer and the stored row carry the server's time of the request. */
  async function submitExpectingServerDate(client: ApiClient, userId: number, checkIn: unknown): Promise<request.Response> {
    const before = Date.now();
    const res = await submit(client, userId, checkIn, 201);
    const after = Date.now();
    const stored = await dataSource.getRepository(CheckInEntity).findOneByOrFail({ id: res.body.checkIn.id });
    // SQLite keeps milliseconds, MariaDB's DATETIME(3) too; allow the round trip a second either way.
    for (const instant of [Date.parse(res.body.checkIn.date as string), stored.date.getTime()]) {
      expect(instant).toBeGreaterThanOrEqual(before - 1000);
      expect(instant).toBeLessThanOrEqual(after + 1000);
    }
    return res;
  }

  it('dates every check-in with the server clock', async () => {
    const { client, id } = await signedIn();
    await submitExpectingServerDate(client, id, VALID);
  });

  // The first release's tracker sent its own `date` (contract before issue L); it must keep working.
  it.each([
    ['back-dated', '2024-12-30T08:00:00.000Z'],
    ['a week ahead', new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()],
    ['the current time', new Date().toISOString()],
    ['year 0', '0000-01-01T00:00:00Z'],
    ['year 99999', '+099999-01-01T00:00:00Z'],
    ['an ISO week date', '2025-W02-1'],
    ['unreadable', 'yesterday'],
    ['null', null],
    ['an object', { $date: 0 }],
  ])('accepts a client date (%s) with 201 and stores the server time instead', async (_label, date) => {
    const { client, id } = await signedIn();
    const res = await submitExpectingServerDate(client, id, { ...VALID, date });
    expect(res.body).toEqual({
      success: true,
      checkIn: { id: expect.any(Number), date: expect.any(String), ...VALID, sideEffects: null, improvements: null, notes: null },
    });
    expect(await rowsOf(id)).toBe(1);
  });

  it.each([
    ['energyLevel', 0, CHECK_IN_VALIDATION.energyLevel],
    ['energyLevel', 11, CHECK_IN_VALIDATION.energyLevel],
    ['sleepQuality', 7.5, CHECK_IN_VALIDATION.sleepQuality],
    ['mood', '8', CHECK_IN_VALIDATION.mood],
    ['adherence', 85, CHECK_IN_VALIDATION.adherence],
    ['adherence', 110, CHECK_IN_VALIDATION.adherence],
    ['improvements', ['energy', 'luck'], CHECK_IN_VALIDATION.improvements],
    ['improvements', ['mood', 'mood'], CHECK_IN_VALIDATION.improvements],
    ['sideEffects', 'x'.repeat(TEXT_MAX_LENGTH + 1), CHECK_IN_VALIDATION.sideEffects],
    ['notes', 42, CHECK_IN_VALIDATION.notes],
  ])('answers %s = %p with 400 and the field message', async (field, value, message) => {
    const { client, id } = await signedIn();
    const res = await submit(client, id, { ...VALID, [field]: value }, 400);
    expect(res.body).toEqual({ statusCode: 400, message: [`checkIn.${message}`], error: 'Bad Request' });
    expect(await rowsOf(id)).toBe(0);
  });

  it('reports every invalid field at once, and unknown fields', async () => {
    const { client, id } = await signedIn();
    const res = await submit(client, id, { energyLevel: 0, sleepQuality: 5, mood: 11, adherence: 100, extra: 1 }, 400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        `checkIn.${CHECK_IN_VALIDATION.energyLevel}`,
        `checkIn.${CHECK_IN_VALIDATION.mood}`,
        'checkIn.property extra should not exist',
      ]),
    );
    const missing = await client.send('post', '/api/check-in', { userId: id }, 400);
    expect(missing.body.message).toEqual([CHECK_IN_VALIDATION.checkIn]);
    const badUser = await client.send('post', '/api/check-in', { userId: 'me', checkIn: VALID }, 400);
    expect(badUser.body.message).toEqual([CHECK_IN_VALIDATION.userId]);
  });

  it('answers 401 to anonymous callers on every route', async () => {
    const anonymous = new ApiClient(app);
    const res = await submit(anonymous, 1, VALID, 401);
    expect(res.body).toMatchObject({ statusCode: 401, message: NOT_AUTHENTICATED_MESSAGE });
    await request(app.getHttpServer()).get('/api/check-ins/1').expect(401);
    await request(app.getHttpServer()).get('/api/check-ins/1/latest').expect(401);
  });

  it("answers 403 for another user's id, in the body or the path, and writes nothing", async () => {
    const me = await signedIn();
    const neighbour = await signedIn();
    await submit(neighbour.client, neighbour.id, VALID, 201);

    const res = await submit(me.client, neighbour.id, VALID, 403);
    expect(res.body).toEqual({ success: false, statusCode: 403, message: OTHER_USER_MESSAGE, error: 'Forbidden' });
    expect(await rowsOf(neighbour.id)).toBe(1);
    expect(await rowsOf(me.id)).toBe(0);

    for (const path of [`/api/check-ins/${neighbour.id}`, `/api/check-ins/${neighbour.id}/latest`, '/api/check-ins/999999']) {
      const read = await me.client.agent.get(path).expect(403);
      expect(read.body.message).toBe(OTHER_USER_MESSAGE);
    }
  });

  it('answers 400 to a non-numeric user id', async () => {
    const { client } = await signedIn();
    for (const path of ['/api/check-ins/me', '/api/check-ins/1.5/latest', '/api/check-ins/12abc']) {
      const res = await client.agent.get(path).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  // Past dates can only come from server code (a seed), so these rows are written through the service.
  const storeDated = async (userId: number, mood: number, date: string): Promise<number> =>
    (await app.get(CheckInsService).create(userId, { ...VALID, mood }, new Date(date))).id as number;

  it('lists oldest to newest whatever the saving order, ties in saving order', async () => {
    const { client, id } = await signedIn();
    const dates = ['2025-01-13T08:00:00.000Z', '2024-12-30T08:00:00.000Z', '2025-01-06T08:00:00.000Z', '2025-01-06T08:00:00.000Z'];
    const ids: number[] = [];
    for (const [index, date] of dates.entries()) ids.push(await storeDated(id, index + 1, date));
    const res = await client.agent.get(`/api/check-ins/${id}`).expect(200);
    const checkIns = res.body.checkIns as CheckIn[];
    expect(checkIns.map(({ date }) => date)).toEqual([dates[1], dates[2], dates[3], dates[0]]);
    expect(checkIns.map(({ id: rowId }) => rowId)).toEqual([ids[1], ids[2], ids[3], ids[0]]);

    const latest = await client.agent.get(`/api/check-ins/${id}/latest`).expect(200);
    expect(latest.body).toEqual({ success: true, checkIn: checkIns[3] });
  });

  it('keeps milliseconds, so two check-ins in one second still sort', async () => {
    const { client, id } = await signedIn();
    await storeDated(id, 1, '2025-01-06T08:00:00.900Z');
    await storeDated(id, 2, '2025-01-06T08:00:00.100Z');
    const res = await client.agent.get(`/api/check-ins/${id}`).expect(200);
    expect((res.body.checkIns as CheckIn[]).map(({ mood, date }) => [mood, date])).toEqual([
      [2, '2025-01-06T08:00:00.100Z'],
      [1, '2025-01-06T08:00:00.900Z'],
    ]);
  });

  it('answers latest with null when there is none, and an empty list', async () => {
    const { client, id } = await signedIn();
    expect((await client.agent.get(`/api/check-ins/${id}/latest`).expect(200)).body).toEqual({ success: true, checkIn: null });
    expect((await client.agent.get(`/api/check-ins/${id}`).expect(200)).body).toEqual({ success: true, checkIns: [] });
  });

  it('exports my check-ins and deletes them with the account', async () => {
    const me = await signedIn();
    const neighbour = await signedIn();
    const mine = (await submit(me.client, me.id, VALID, 201)).body.checkIn;
    await submit(neighbour.client, neighbour.id, VALID, 201);

    const exported = await me.client.agent.get('/api/account/export').expect(200);
    expect(exported.body.data.checkIns).toEqual([mine]);

    await me.client.send('delete', '/api/account', { password: me.password }, 200);
    expect(await rowsOf(me.id)).toBe(0);
    expect(await rowsOf(neighbour.id)).toBe(1);
  });

  it('stores 50 concurrent submissions from 50 users exactly once each', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => signedIn()));
    await Promise.all(users.map(({ client }) => client.csrfToken()));
    const responses = await Promise.all(users.map(({ client, id }, index) => submit(client, id, { ...VALID, mood: (index % 10) + 1 }, 201)));
    expect(new Set(responses.map((res) => res.body.checkIn.id)).size).toBe(50);
    const counts = await Promise.all(users.map(({ id }) => rowsOf(id)));
    expect(counts).toEqual(Array(50).fill(1));
    for (const [index, { client, id }] of users.slice(0, 5).entries()) {
      const latest = await client.agent.get(`/api/check-ins/${id}/latest`).expect(200);
      expect(latest.body.checkIn.mood).toBe((index % 10) + 1);
    }
  });

  describe('hostile bodies', () => {
    let client: ApiClient;
    let id: number;

    beforeAll(async () => {
      ({ client, id } = await signedIn());
    });

    it.each(HOSTILE_BODIES)('answers %s with a 4xx in the error shape and writes nothing', async (_label, body) => {
      const res = await client.agent
        .post('/api/check-in')
        .set(CSRF_HEADER, await client.csrfToken())
        .set('Content-Type', 'application/json')
        .send(body.replace(/"userId": ?1([,}])/g, `"userId":${id}$1`));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toMatchObject({ statusCode: res.status, message: expect.anything(), error: expect.any(String) });
      expect(await rowsOf(id)).toBe(0);
    });

    it('rejects a submission without the CSRF token', async () => {
      const res = await client.agent.post('/api/check-in').send({ userId: id, checkIn: VALID });
      expect(res.status).toBe(403);
      expect(await rowsOf(id)).toBe(0);
    });
  });

  it('reverts and re-applies its migration, keeping the (user_id, date) index and the cascading foreign key', async () => {
    const migration = new CheckIns1763949600000();
    const queryRunner = dataSource.createQueryRunner();
    try {
      await migration.down(queryRunner);
      expect(await queryRunner.hasTable('check_ins')).toBe(false);
      await migration.up(queryRunner);
      const table = await queryRunner.getTable('check_ins');
      expect(table?.indices.map(({ columnNames }) => columnNames)).toContainEqual(['user_id', 'date']);
      expect(table?.foreignKeys.map(({ referencedTableName, onDelete }) => [referencedTableName, onDelete])).toEqual([['users', 'CASCADE']]);
    } finally {
      await queryRunner.release();
    }
    const { client, id } = await signedIn();
    await submit(client, id, VALID, 201);
    await dataSource.getRepository('users').delete({ id });
    expect(await rowsOf(id)).toBe(0);
  });
});
