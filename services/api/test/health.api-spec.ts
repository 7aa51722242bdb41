import request from 'supertest';
import { DataSource } from 'typeorm';

import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('GET /api/health on $name', (db) => {
  const setup = useTestApp(db);

  it('answers ok while the database is up, without a session', async () => {
    const res = await request(setup.app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers 503 in the error shape once the database connection is gone', async () => {
    await setup.app.get(DataSource).destroy();
    const res = await request(setup.app.getHttpServer()).get('/api/health').expect(503);
    expect(res.body).toEqual({
      status: 'error',
      db: 'down',
      statusCode: 503,
      message: 'Database unavailable',
      error: 'Service Unavailable',
    });
  });
});
