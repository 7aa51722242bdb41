import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';

import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

function sessionCookieHeader(res: request.Response): string | undefined {
  return (res.headers['set-cookie'] as unknown as string[] | undefined)?.find((cookie) => cookie.startsWith('sahha.sid='));
}

describe.each(testDatabases())('production hardening on $name', (db) => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({
      database: await db.create(),
      env: { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars' },
    });
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('asks browsers to upgrade insecure requests', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('marks the session cookie Secure, trusting the TLS proxy in front', async () => {
    const res = await request(app.getHttpServer()).get('/api/csrf-token').set('X-Forwarded-Proto', 'https').expect(200);
    const cookie = sessionCookieHeader(res);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
  });

  it('never sends the session cookie over plain HTTP', async () => {
    const res = await request(app.getHttpServer()).get('/api/csrf-token').expect(200);
    expect(sessionCookieHeader(res)).toBeUndefined();
  });
});
