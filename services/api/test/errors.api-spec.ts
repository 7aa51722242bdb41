import request from 'supertest';

import { CSRF_ERROR_MESSAGE } from '../src/auth/csrf';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('error shape on $name', (db) => {
  const setup = useTestApp(db);

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await request(setup.app.getHttpServer()).get('/api/nothing/here').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/nothing/here', error: 'Not Found' });
  });

  it('answers a body over 100kb with 413 in the error shape', async () => {
    const res = await request(setup.app.getHttpServer())
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ comment: 'x'.repeat(101 * 1024) }))
      .expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'request entity too large', error: 'Payload Too Large' });
  });

  it('checks the CSRF token before routing, so an unknown POST is refused, not probed', async () => {
    const res = await request(setup.app.getHttpServer()).delete('/api/nothing/here').expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: CSRF_ERROR_MESSAGE, error: 'Forbidden' });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await request(setup.app.getHttpServer())
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"rating": ')
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await request(setup.app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(res.body.paths).toHaveProperty('/api/health');
  });
});
