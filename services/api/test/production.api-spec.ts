import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from '@sahha/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { SessionEntity } from '../src/auth/session.entity';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../src/auth/session-middleware';
import { ApiClient, newAccount } from './api-client';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

const SECRET = 'a-production-secret-of-at-least-32-chars';

/** The Set-Cookie of the session: the plain name over http, `__Host-` over https. */
function sessionCookieHeader(res: request.Response, name: string = SESSION_COOKIE_NAME): string | undefined {
  return (res.headers['set-cookie'] as unknown as string[] | undefined)?.find((cookie) => cookie.startsWith(`${name}=`));
}

describe.each(testDatabases())('production mode on $name', (db) => {
  describe('with no proxy believed (TRUST_PROXY unset), over plain http as on http://localhost', () => {
    const setup = useTestApp(db, { env: { NODE_ENV: 'production', SESSION_SECRET: SECRET, THROTTLE_AUTH_LIMIT: '3' } });

    it('sets a plain session cookie, so a person can register, stay signed in and write', async () => {
      const client = new ApiClient(setup.app);
      const res = await client.agent.get('/api/csrf-token').expect(200);
      const cookie = sessionCookieHeader(res);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Secure');
      await client.send('post', '/api/register', newAccount(), 201);
      const user = await client.agent.get('/api/user').expect(200);
      expect(user.body.success).toBe(true);
      await client.send('post', '/api/feedback', { rating: 5, comment: 'Works over http', email: '' }, 201);
    });

    it('does not ask the browser to upgrade requests it could not make over https', async () => {
      const res = await request(setup.app.getHttpServer()).get('/api/health').expect(200);
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });

    it('believes no forwarded header: X-Forwarded-Proto cannot claim https, X-Forwarded-For cannot dodge the IP limit', async () => {
      const claimed = await request(setup.app.getHttpServer()).get('/api/csrf-token').set('X-Forwarded-Proto', 'https').expect(200);
      expect(sessionCookieHeader(claimed)).not.toContain('Secure');

      const client = new ApiClient(setup.app);
      // The token first: the agent attaches its cookies when a request is created.
      const token = await client.csrfToken();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await client.agent
          .post('/api/login')
          .set('x-csrf-token', token)
          .set('X-Forwarded-For', `203.0.113.${i + 1}`)
          .send({ email: `nobody${i}@example.com`, password: 'wrong-password-123' });
        statuses.push(res.status);
      }
      // Three attempts a minute from this address, whatever address the header claims.
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });

    it('keeps personal and admin answers out of every cache', async () => {
      const client = new ApiClient(setup.app);
      await client.send('post', '/api/register', newAccount(), 201);
      for (const path of ['/api/user', '/api/quiz-responses', '/api/check-ins', '/api/account/export']) {
        const res = await client.agent.get(path);
        expect([path, res.headers['cache-control']]).toEqual([path, 'no-store']);
      }
      const admin = await client.agent.get('/api/feedback/view').expect(403);
      expect(admin.headers['cache-control']).toBe('no-store');
    });

    it('does not publish the API map at /api/docs', async () => {
      await request(setup.app.getHttpServer()).get('/api/docs-json').expect(404);
    });

    it('ends a signed-in session 30 days after sign-in however active it is', async () => {
      const client = new ApiClient(setup.app);
      await client.send('post', '/api/register', newAccount(), 201);
      await client.agent.get('/api/user').expect(200);
      // Move every stored sign-in time back past the absolute lifetime, as the passing days would.
      const sessions = setup.app.get(DataSource).getRepository(SessionEntity);
      for (const row of await sessions.find()) {
        const data = JSON.parse(row.json) as { signedInAt?: number };
        if (data.signedInAt === undefined) continue;
        data.signedInAt -= SESSION_ABSOLUTE_LIFETIME_MS + 60_000;
        await sessions.update({ id: row.id }, { json: JSON.stringify(data) });
      }
      await client.agent.get('/api/user').expect(401);
    });
  });

  describe('behind a trusted TLS proxy (TRUST_PROXY=loopback)', () => {
    const setup = useTestApp(db, { env: { NODE_ENV: 'production', SESSION_SECRET: SECRET, TRUST_PROXY: 'loopback', API_DOCS: 'true', THROTTLE_AUTH_LIMIT: '3' } });

    it('marks the cookie Secure and asks for https sub-resources when the proxy says https', async () => {
      const res = await request(setup.app.getHttpServer()).get('/api/csrf-token').set('X-Forwarded-Proto', 'https').expect(200);
      expect(sessionCookieHeader(res, SECURE_SESSION_COOKIE_NAME)).toContain('Secure');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    });

    it('counts the per-IP limit on the address the proxy reports', async () => {
      const client = new ApiClient(setup.app);
      const attempt = (ip: string, i: number) =>
        client.csrfToken().then((token) =>
          client.agent
            .post('/api/login')
            .set('x-csrf-token', token)
            .set('X-Forwarded-For', ip)
            .send({ email: `someone${ip}-${i}@example.com`, password: 'wrong-password-123' }),
        );
      for (let i = 0; i < 3; i++) expect((await attempt('198.51.100.7', i)).status).toBe(401);
      expect((await attempt('198.51.100.7', 3)).status).toBe(429);
      // Another client behind the same proxy is not blocked by the first one's attempts.
      expect((await attempt('198.51.100.8', 0)).status).toBe(401);
    });

    it('publishes /api/docs only because API_DOCS=true', async () => {
      await request(setup.app.getHttpServer()).get('/api/docs-json').expect(200);
    });
  });
});
