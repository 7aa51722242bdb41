import request from 'supertest';

import { ApiClient, newAccount } from './api-client';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('GET /api/session on $name', (db) => {
  const setup = useTestApp(db, { env: { THROTTLE_AUTH_LIMIT: '1000' } });

  it('answers a visitor with no user and a 200, starts no session and is never cached', async () => {
    const res = await request(setup.app.getHttpServer()).get('/api/session').expect(200);
    expect(res.body).toEqual({ success: false, user: null });
    expect(res.headers['cache-control']).toBe('no-store');
    // A visitor's page load must not create a server session (and a row) for every passer-by.
    expect(res.headers['set-cookie']).toBeUndefined();
    // The published route keeps its contract for API clients.
    await request(setup.app.getHttpServer()).get('/api/user').expect(401);
  });

  it('names the signed-in user as GET /api/user does, and no one once they log out', async () => {
    const client = new ApiClient(setup.app);
    const registered = await client.register(newAccount(), 201);
    const session = await client.agent.get('/api/session').expect(200);
    expect(session.body).toEqual({ success: true, user: registered.body.user });
    expect(session.body).toEqual((await client.currentUser().expect(200)).body);

    await client.logout(200);
    expect((await client.agent.get('/api/session').expect(200)).body).toEqual({ success: false, user: null });
  });

  it('answers no user for a forged or expired session cookie, without an error', async () => {
    const res = await request(setup.app.getHttpServer()).get('/api/session').set('Cookie', 'sahha.sid=s%3Aforged.signature').expect(200);
    expect(res.body).toEqual({ success: false, user: null });
  });
});
