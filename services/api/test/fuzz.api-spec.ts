import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER } from '@sahha/contracts';

import { ApiClient, newAccount } from './api-client';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

/** Every route that takes a body; the signed-in ones are called by a signed-in client. */
const ROUTES = [
  { method: 'post', path: '/api/register' },
  { method: 'post', path: '/api/login' },
  { method: 'patch', path: '/api/account/name' },
  { method: 'post', path: '/api/account/password' },
  { method: 'delete', path: '/api/account' },
] as const;

/** Raw JSON bodies a careless or hostile client might send. */
const BODIES: [string, string][] = [
  ['an empty object', '{}'],
  ['null', 'null'],
  ['a bare string', '"text"'],
  ['a number', '42'],
  ['an empty array', '[]'],
  ['an array of the right object', JSON.stringify([newAccount()])],
  ['wrong types everywhere', JSON.stringify({ name: 12, email: true, password: ['x'], currentPassword: {}, newPassword: 7 })],
  ['nulls everywhere', JSON.stringify({ name: null, email: null, password: null, currentPassword: null, newPassword: null })],
  ['nested objects', JSON.stringify({ email: { $gt: '' }, password: { $ne: null }, name: { first: 'a' } })],
  ['an extra field', JSON.stringify({ ...newAccount(), isAdmin: true, currentPassword: 'x', newPassword: 'y' })],
  ['a prototype key', '{"__proto__": {"role": "admin"}, "email": "a@b.co", "password": "abcdefgh"}'],
  ['a very long e-mail', JSON.stringify({ email: `${'a'.repeat(5000)}@example.com`, password: 'Xylophone-Saffron-42' })],
  ['malformed JSON', '{"email": "a@b.co", '],
];

describe.each(testDatabases())('hostile bodies on $name', (db) => {
  let app: NestExpressApplication;
  let client: ApiClient;

  beforeAll(async () => {
    app = await createTestApp({ database: await db.create(), env: { THROTTLE_AUTH_LIMIT: '100000' } });
    client = new ApiClient(app);
    await client.register(newAccount(), 201);
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  describe.each(ROUTES)('$method $path', ({ method, path }) => {
    it.each(BODIES)('answers %s with a 4xx in the error shape', async (_label, body) => {
      const res = await client.agent[method](path)
        .set(CSRF_HEADER, await client.csrfToken())
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toMatchObject({ statusCode: res.status, message: expect.anything(), error: expect.any(String) });
    });

    it('answers a 1 MB string with 413', async () => {
      const res = await client.agent[method](path)
        .set(CSRF_HEADER, await client.csrfToken())
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ email: 'a@b.co', name: 'x'.repeat(1024 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ statusCode: 413, message: 'request entity too large', error: 'Payload Too Large' });
    });
  });

  it('still has the signed-in session after all of that', async () => {
    await client.currentUser().expect(200);
  });
});
