import type { NestExpressApplication } from '@nestjs/platform-express';
import type { SessionData } from 'express-session';
import { AUTH_MESSAGES, AUTH_VALIDATION, CSRF_HEADER } from '@sahha/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { THROTTLE_MESSAGE } from '../src/auth/auth-throttle';
import { CSRF_ERROR_MESSAGE } from '../src/auth/csrf';
import { NOT_AUTHENTICATED_MESSAGE } from '../src/auth/session-auth.guard';
import { SessionEntity } from '../src/auth/session.entity';
import { SESSION_MAX_AGE_MS, SESSION_REFRESH_INTERVAL_MS, SessionStore } from '../src/auth/session-middleware';
import { DEMO_USER } from '../src/database/seed';
import { UserEntity } from '../src/users/user.entity';
import { ApiClient, newAccount, sessionCookieOf } from './api-client';
import { createTestApp, useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('auth on $name', (db) => {
  const setup = useTestApp(db, { env: { THROTTLE_AUTH_LIMIT: '1000' } });

  it('registers, reads the current user, logs out and in again', async () => {
    const client = new ApiClient(setup.app);
    const account = newAccount({ name: '  Layla Haddad  ', email: '  Layla.Haddad@Example.COM ' });

    const registered = await client.register(account, 201);
    expect(registered.body).toEqual({
      success: true,
      user: { id: expect.any(Number), name: 'Layla Haddad', email: 'layla.haddad@example.com', role: 'user', emailVerified: false },
    });
    const me = await client.currentUser().expect(200);
    expect(me.body).toEqual({ success: true, user: registered.body.user });

    expect((await client.logout(200)).body).toEqual({ success: true });
    const anonymous = await client.currentUser().expect(401);
    expect(anonymous.body).toEqual({
      success: false,
      user: null,
      message: NOT_AUTHENTICATED_MESSAGE,
      statusCode: 401,
      error: 'Unauthorized',
    });

    const loggedIn = await client.login('LAYLA.HADDAD@example.com', account.password, 200);
    expect(loggedIn.body).toEqual({ success: true, user: registered.body.user });
    await client.currentUser().expect(200);
  });

  it('signs in the seeded demo user', async () => {
    const res = await new ApiClient(setup.app).login(DEMO_USER.email, DEMO_USER.password, 200);
    expect(res.body.user).toMatchObject({ email: DEMO_USER.email, name: DEMO_USER.name, role: 'user' });
  });

  it('refuses a second account for the same e-mail in any case with 409', async () => {
    const account = newAccount();
    await new ApiClient(setup.app).register(account, 201);
    const res = await new ApiClient(setup.app).register({ ...account, email: account.email.toUpperCase() }, 409);
    expect(res.body).toEqual({
      success: false,
      message: AUTH_MESSAGES.emailTaken,
      statusCode: 409,
      error: 'Conflict',
    });
  });

  it.each([
    ['a one-letter name', { name: 'L' }, AUTH_VALIDATION.name],
    ['a name that is one letter once trimmed', { name: '   L   ' }, AUTH_VALIDATION.name],
    ['a 101-character name', { name: 'x'.repeat(101) }, AUTH_VALIDATION.nameTooLong],
    ['an invalid e-mail', { email: 'not-an-email' }, AUTH_VALIDATION.email],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(60)}@${'b'.repeat(200)}.com` }, AUTH_VALIDATION.email],
    ['a 5-character password', { password: 'x1y2z' }, AUTH_VALIDATION.password],
    ['a 129-character password', { password: 'x'.repeat(129) }, AUTH_VALIDATION.passwordTooLong],
  ])('answers %s with 400 and the field message', async (_label, change, message) => {
    const res = await new ApiClient(setup.app).register(newAccount(change), 400);
    expect(res.body).toEqual({ statusCode: 400, message: [message], error: 'Bad Request' });
  });

  it('reports every invalid field of one request', async () => {
    const res = await new ApiClient(setup.app).register({ name: '', email: '', password: '' }, 400);
    expect(res.body.message).toEqual([
      AUTH_VALIDATION.name,
      AUTH_VALIDATION.email,
      AUTH_VALIDATION.password,
    ]);
  });

  it('refuses unknown fields, so a client cannot smuggle in a role', async () => {
    const res = await new ApiClient(setup.app).register({ ...newAccount(), role: 'admin' } as never, 400);
    expect(res.body).toEqual({ statusCode: 400, message: ['property role should not exist'], error: 'Bad Request' });
  });

  it.each(['password', 'Password123', 'qwerty123', 'iloveyou'])('refuses the easily guessed password %s, saying what to do instead', async (password) => {
    const res = await new ApiClient(setup.app).register(newAccount({ password }), 400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400 });
    expect(res.body.message).toMatch(new RegExp(`^${AUTH_VALIDATION.passwordTooWeak}\\. .*Add more words that are less common\\.`));
  });

  it("refuses a password built from the new account's own name", async () => {
    const res = await new ApiClient(setup.app).register(newAccount({ name: 'Hessa Alnuaimi', password: 'Alnuaimi2024' }), 400);
    expect(res.body.message).toMatch(/^This password is too easy to guess\. There should not be any personal/);
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const account = newAccount();
    await new ApiClient(setup.app).register(account, 201);
    const expected = { success: false, message: AUTH_MESSAGES.invalidCredentials, statusCode: 401, error: 'Unauthorized' };
    expect((await new ApiClient(setup.app).login(account.email, 'Wrong-Password-99', 401)).body).toEqual(expected);
    expect((await new ApiClient(setup.app).login('nobody@example.com', account.password, 401)).body).toEqual(expected);
  });

  it('sets an HttpOnly, SameSite=Lax, 14-day session cookie, not Secure outside production', async () => {
    const res = await new ApiClient(setup.app).register(newAccount(), 201);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sahha.sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
  });

  it('gives anonymous visitors no session until they ask for a CSRF token', async () => {
    const health = await request(setup.app.getHttpServer()).get('/api/health').expect(200);
    expect(sessionCookieOf(health)).toBeUndefined();
    const token = await request(setup.app.getHttpServer()).get('/api/csrf-token').expect(200);
    expect(token.body).toEqual({ token: expect.stringMatching(/^[0-9a-f]{64,}$/) });
    expect(sessionCookieOf(token)).toBeDefined();
  });

  it('rotates the session id on login and forgets the pre-login session', async () => {
    const account = newAccount();
    await new ApiClient(setup.app).register(account, 201);

    const client = new ApiClient(setup.app);
    const tokenRes = await client.agent.get('/api/csrf-token').expect(200);
    const before = sessionCookieOf(tokenRes);
    const login = await client.agent
      .post('/api/login')
      .set(CSRF_HEADER, tokenRes.body.token)
      .send({ email: account.email, password: account.password })
      .expect(200);
    const after = sessionCookieOf(login);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    await request(setup.app.getHttpServer()).get('/api/user').set('Cookie', before as string).expect(401);
    await request(setup.app.getHttpServer()).get('/api/user').set('Cookie', after as string).expect(200);
  });

  it('rejects the old session cookie after logout and clears it in the browser', async () => {
    const client = new ApiClient(setup.app);
    const registered = await client.register(newAccount(), 201);
    const cookie = sessionCookieOf(registered) as string;

    const logout = await client.logout(200);
    expect(logout.headers['set-cookie']).toEqual([expect.stringMatching(/^sahha\.sid=;.*Expires=Thu, 01 Jan 1970/)]);
    await request(setup.app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(401);
    expect(await setup.app.get(DataSource).query('SELECT id FROM sessions WHERE json LIKE ?', [`%"user":${registered.body.user.id}}%`])).toEqual([]);
  });

  it('refuses state-changing calls without a valid CSRF token with 403', async () => {
    const account = newAccount();
    const expected = { statusCode: 403, message: CSRF_ERROR_MESSAGE, error: 'Forbidden' };
    const bare = await request(setup.app.getHttpServer()).post('/api/register').send(account).expect(403);
    expect(bare.body).toEqual(expected);

    const client = new ApiClient(setup.app);
    await client.csrfToken();
    const forged = await client.agent.post('/api/register').set(CSRF_HEADER, 'f'.repeat(64)).send(account).expect(403);
    expect(forged.body).toEqual(expected);
    expect(await setup.app.get(DataSource).getRepository(UserEntity).countBy({ email: account.email })).toBe(0);
  });

  it('needs a fresh CSRF token after login, because the session was regenerated', async () => {
    const account = newAccount();
    const client = new ApiClient(setup.app);
    const token = await client.csrfToken();
    await client.agent.post('/api/register').set(CSRF_HEADER, token).send(account).expect(201);
    await client.agent.post('/api/logout').set(CSRF_HEADER, token).expect(403);
  });
});

describe.each(testDatabases())('session expiry refresh on $name', (db) => {
  const setup = useTestApp(db, { env: { THROTTLE_AUTH_LIMIT: '1000' } });
  const sessionRows = () => setup.app.get(DataSource).getRepository(SessionEntity);

  async function signedInSession(): Promise<{ client: ApiClient; cookie: string; row: SessionEntity }> {
    const client = new ApiClient(setup.app);
    const registered = await client.register(newAccount(), 201);
    const cookie = sessionCookieOf(registered) as string;
    const rows = await sessionRows().find();
    const row = rows.find((candidate) => cookie.includes(encodeURIComponent(candidate.id))) as SessionEntity;
    expect(row).toBeDefined();
    return { client, cookie, row };
  }

  it('does not rewrite a recently refreshed row, yet every response still extends the cookie', async () => {
    const { cookie, row } = await signedInSession();
    for (let requestNumber = 0; requestNumber < 2; requestNumber += 1) {
      const res = await request(setup.app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
      const expires = Date.parse(/Expires=([^;]+)/.exec(res.headers['set-cookie']?.[0] ?? '')?.[1] ?? '');
      expect(expires - Date.now()).toBeGreaterThan(SESSION_MAX_AGE_MS - 60_000);
    }
    expect(await sessionRows().findOneByOrFail({ id: row.id })).toEqual(row);
  });

  it('pushes back the expiry of a row refreshed longer ago than the interval', async () => {
    const { cookie, row } = await signedInSession();
    const aged = Date.now() + SESSION_MAX_AGE_MS - SESSION_REFRESH_INTERVAL_MS - 60_000;
    await sessionRows().update({ id: row.id }, { expiredAt: aged });

    await request(setup.app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
    const refreshed = await sessionRows().findOneByOrFail({ id: row.id });
    expect(refreshed.expiredAt).toBeGreaterThan(Date.now() + SESSION_MAX_AGE_MS - 60_000);
    expect(refreshed.json).toBe(row.json);
  });

  it('refuses a session whose row has expired, whatever the cookie says', async () => {
    const { cookie, row } = await signedInSession();
    await sessionRows().update({ id: row.id }, { expiredAt: Date.now() - 1000 });
    await request(setup.app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(401);
  });

  describe('a request that held the session while it was destroyed', () => {
    const store = () => new SessionStore(sessionRows(), setup.app.get(DataSource).options.type === 'mysql');
    const load = (sessions: SessionStore, sid: string) =>
      new Promise<SessionData>((resolve, reject) =>
        sessions.get(sid, (error, data) => (error || !data ? reject(error ?? new Error('no session')) : resolve(data))),
      );
    const save = (sessions: SessionStore, sid: string, data: SessionData) =>
      new Promise<void>((resolve, reject) => sessions.set(sid, data, (error) => (error ? reject(error) : resolve())));
    const requestHolding = (sessions: SessionStore, sid: string, data: SessionData) =>
      sessions.createSession({ sessionID: sid } as unknown as Parameters<SessionStore['createSession']>[0], data);

    it('never writes it back: a logout elsewhere is not undone', async () => {
      const { client, cookie, row } = await signedInSession();
      const sessions = store();
      const held = requestHolding(sessions, row.id, await load(sessions, row.id));
      Object.assign(held, { csrfToken: 'issued while the logout ran' });

      await client.logout(200);
      await save(sessions, row.id, held);

      expect(await sessionRows().findOneBy({ id: row.id })).toBeNull();
      await request(setup.app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(401);
    });

    it('still saves what it changed while the row exists', async () => {
      const { cookie, row } = await signedInSession();
      const sessions = store();
      const held = requestHolding(sessions, row.id, await load(sessions, row.id));
      Object.assign(held, { csrfToken: 'issued by this request' });

      await save(sessions, row.id, held);

      expect(JSON.parse((await sessionRows().findOneByOrFail({ id: row.id })).json)).toMatchObject({ csrfToken: 'issued by this request' });
      await request(setup.app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
    });
  });

  it('ends a session at logout even right after requests that skipped the refresh', async () => {
    const { client, cookie } = await signedInSession();
    await request(setup.app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
    await client.logout(200);
    await request(setup.app.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(401);
  });
});

describe.each(testDatabases())('sessions across restarts on $name', (db) => {
  it('keeps a signed-in session when the API restarts on the same database', async () => {
    const database = await db.create();
    const first = await createTestApp({ database });
    let cookie: string;
    try {
      const registered = await new ApiClient(first).register(newAccount(), 201);
      cookie = sessionCookieOf(registered) as string;
    } finally {
      await first.close();
    }

    const second = await createTestApp({ database });
    try {
      const res = await request(second.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
      expect(res.body.success).toBe(true);
    } finally {
      await second.close();
      await db.dispose();
    }
  });
});

describe.each(testDatabases())('auth throttling on $name', (db) => {
  let app: NestExpressApplication;
  const limit = 3;
  const tooMany = {
    statusCode: 429,
    message: THROTTLE_MESSAGE,
    error: 'Too Many Requests',
  };

  beforeEach(async () => {
    app = await createTestApp({ database: await db.create(), env: { THROTTLE_AUTH_LIMIT: String(limit) } });
  });

  afterEach(async () => {
    await app.close();
    await db.dispose();
  });

  it('allows THROTTLE_AUTH_LIMIT login attempts per e-mail per minute, then answers 429', async () => {
    const client = new ApiClient(app);
    for (let attempt = 0; attempt < limit; attempt += 1) {
      await client.login(DEMO_USER.email, 'Wrong-Password-99', 401);
    }
    const res = await client.login(DEMO_USER.email, DEMO_USER.password, 429);
    expect(res.body).toEqual(tooMany);
  });

  it('counts registrations from one address across different e-mails', async () => {
    const client = new ApiClient(app);
    for (let attempt = 0; attempt < limit; attempt += 1) {
      await client.register(newAccount({ password: '123' }), 400);
    }
    expect((await client.register(newAccount(), 429)).body).toEqual(tooMany);
  });
});
