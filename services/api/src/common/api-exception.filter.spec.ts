import { type ArgumentsHost, ConflictException, Logger, NotFoundException } from '@nestjs/common';

import { ApiExceptionFilter } from './api-exception.filter';

function respond(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const response = {
    headersSent: false,
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
    expect(respond(new NotFoundException())).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'Not Found', error: 'Not Found' },
    });
  });

  it('keeps the extra fields a handler adds on purpose', () => {
    expect(respond(new ConflictException({ success: false, message: 'taken' }))).toEqual({
      status: 409,
      body: { success: false, statusCode: 409, message: 'taken', error: 'Conflict' },
    });
  });

  it('maps http-errors from middleware to their status', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true });
    expect(respond(tooLarge)).toEqual({
      status: 413,
      body: { statusCode: 413, message: 'request entity too large', error: 'Payload Too Large' },
    });
  });

  it('hides the details of anything unexpected behind a logged 500', () => {
    const leaky = Object.assign(new Error('ER_ACCESS_DENIED for root@10.0.0.5'), { status: 503, expose: false });
    expect(respond(leaky)).toEqual({
      status: 500,
      body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
    });
    expect(respond(new TypeError('x is undefined')).status).toBe(500);
    expect(Logger.prototype.error).toHaveBeenCalledTimes(2);
  });
});
