import { Writable } from 'node:stream';

import express from 'express';
import pino from 'pino';
import pinoHttp from 'pino-http';
import request from 'supertest';

import { requestLogOptions, urlForLog } from './request-log';

function capture(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('request log', () => {
  it('keeps the request id, method, URL and status, and no header at all', async () => {
    const { lines, stream } = capture();
    const { serializers, redact } = requestLogOptions('info');
    const logger = pino({ serializers, redact }, stream);
    const req = { id: 7, method: 'GET', url: '/api/user', headers: { cookie: 'sahha.sid=secret', 'user-agent': 'test' } };
    const res = { statusCode: 200, headers: { 'set-cookie': 'sahha.sid=secret' } };
    logger.info({ req, res, body: { password: 'Desert-Rose-2026' } }, 'request completed');
    await new Promise((resolve) => setImmediate(resolve));

    expect(lines[0]).toMatchObject({ req: { id: 7, method: 'GET', url: '/api/user' }, res: { statusCode: 200 }, body: { password: '[redacted]' } });
    expect(JSON.stringify(lines[0])).not.toMatch(/secret|user-agent/);
  });

  it('keeps the names of a query but none of its values (searches name medicines, links carry tokens)', () => {
    expect(urlForLog('/api/search?q=warfarin&limit=5')).toBe('/api/search?q=[redacted]&limit=[redacted]');
    expect(urlForLog('/api/price-alerts/unsubscribe/one-click?token=abc_DEF-123')).toBe('/api/price-alerts/unsubscribe/one-click?token=[redacted]');
    expect(urlForLog('/api/user')).toBe('/api/user');
    expect(urlForLog('/api/search?')).toBe('/api/search?');
    expect(urlForLog(undefined)).toBeUndefined();
  });
});

describe('request log of pino-http', () => {
  it('logs the original URL of a mounted route, without a query value, and copies no header of the request or response', async () => {
    const { lines, stream } = capture();
    let headerReads = 0;
    let responseHeaderCopies = 0;
    const log = pinoHttp({ ...requestLogOptions('info'), stream });
    const app = express();
    app.use('/api', (req: express.Request, res: express.Response, next: express.NextFunction) => {
      // Only while pino-http starts the request's log, and when it writes the line.
      const { headers } = req;
      Object.defineProperty(req, 'headers', { configurable: true, get: () => ((headerReads += 1), headers) });
      const getHeaders = res.getHeaders.bind(res);
      res.getHeaders = () => ((responseHeaderCopies += 1), getHeaders());
      log(req, res, () => undefined);
      Object.defineProperty(req, 'headers', { configurable: true, writable: true, value: headers });
      next();
    });
    app.get('/api/search', (_req, res) => {
      res.json({ ok: true });
    });
    await request(app).get('/api/search?q=warfarin').set('cookie', 'sahha.sid=secret').expect(200);
    await new Promise((resolve) => setImmediate(resolve));

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/api/search?q=[redacted]' }, res: { statusCode: 200 }, msg: 'request completed' });
    expect(Object.keys(lines[0]!['req'] as object).sort()).toEqual(['id', 'method', 'url']);
    expect(JSON.stringify(lines[0])).not.toMatch(/secret|warfarin/);
    expect(headerReads).toBe(0);
    expect(responseHeaderCopies).toBe(0);
  });
});
