import { type ArgumentsHost, ConflictException, Logger, NotFoundException } from '@nestjs/common';

import { MaxRetriesPerRequestError } from 'ioredis/built/errors';

import { ApiExceptionFilter, SHARED_STORE_UNAVAILABLE_MESSAGE } from './api-exception.filter';

function respond(exception: unknown): { status: number; body: unknown; headers: Record<string, string> } {
  const sent = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const response = {
    headersSent: false,
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return sent;
}

describe('ApiExceptionFilter', () => {
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('keeps Nest exceptions in the one shape', () => {
    expect(respond(new NotFoundException())).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: 'Not Found', error: 'Not Found' },
    });
  });

  it.each([
    ['ioredis gave up retrying', new MaxRetriesPerRequestError(2)],
    ['the connection is closed', new Error('Connection is closed.')],
  ])('answers 503 with Retry-After while Redis is unreachable (%s), not 500', (_, error) => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    expect(respond(error)).toEqual({
      status: 503,
      body: { statusCode: 503, message: SHARED_STORE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' },
      headers: { 'Retry-After': '5' },
    });
  });

  it('keeps the extra fields a handler adds on purpose', () => {
    expect(respond(new ConflictException({ success: false, message: 'taken' }))).toMatchObject({
      status: 409,
      body: { success: false, statusCode: 409, message: 'taken', error: 'Conflict' },
    });
  });

  it('maps http-errors from middleware to their status', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true });
    expect(respond(tooLarge)).toMatchObject({
      status: 413,
      body: { statusCode: 413, message: 'request entity too large', error: 'Payload Too Large' },
    });
  });

  it('hides the details of anything unexpected behind a logged 500', () => {
    const leaky = Object.assign(new Error('ER_ACCESS_DENIED for root@10.0.0.5'), { status: 503, expose: false });
    expect(respond(leaky)).toMatchObject({
      status: 500,
      body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
    });
    expect(respond(new TypeError('x is undefined')).status).toBe(500);
    expect(Logger.prototype.error).toHaveBeenCalledTimes(2);
  });
});
