import { STATUS_CODES } from 'node:http';

import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { ApiErrorBody } from '@sahha/contracts';
import type { Response } from 'express';

import { isRedisUnavailable } from './redis-connection';

/** Seconds a client is asked to wait while the shared store (Redis) is unreachable. */
export const SHARED_STORE_RETRY_AFTER_SECONDS = 5;
export const SHARED_STORE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** Errors raised by express middleware (body-parser, serve-static, csrf-sync) follow http-errors. */
interface HttpErrorLike {
  status: number;
  message: string;
  expose?: boolean;
}

function isHttpErrorLike(value: unknown): value is HttpErrorLike {
  if (typeof value !== 'object' || value === null) return false;
  const { status, message } = value as Partial<HttpErrorLike>;
  return typeof status === 'number' && status >= 400 && status < 600 && typeof message === 'string';
}

function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/**
 * Gives every failing API response the one shape `{ statusCode, message, error }` (contracts'
 * ApiErrorBody). Extra fields a handler adds on purpose (e.g. `success: false`) are kept; anything
 * unexpected becomes a logged 500 without internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (isRedisUnavailable(exception)) {
      // One warning line, not a stack per request: the Redis connection already logs the outage.
      this.logger.warn(`Shared store unavailable: ${(exception as Error).message}`);
      if (response.headersSent) return;
      response.setHeader('Retry-After', String(SHARED_STORE_RETRY_AFTER_SECONDS));
      response.status(503).json({ statusCode: 503, message: SHARED_STORE_UNAVAILABLE_MESSAGE, error: reasonPhrase(503) } satisfies ApiErrorBody);
      return;
    }
    const { status, body } = this.toBody(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : exception);
    if (response.headersSent) return;
    response.status(status).json(body);
  }

  private toBody(exception: unknown): { status: number; body: ApiErrorBody & Record<string, unknown> } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (typeof payload === 'object' && payload !== null) {
        const fields = payload as Record<string, unknown>;
        return {
          status,
          body: {
            ...fields,
            statusCode: status,
            message: (fields.message as string | string[] | undefined) ?? exception.message,
            error: typeof fields.error === 'string' ? fields.error : reasonPhrase(status),
          },
        };
      }
      return { status, body: { statusCode: status, message: String(payload), error: reasonPhrase(status) } };
    }
    if (isHttpErrorLike(exception) && exception.status < 500) {
      const status = exception.status;
      // Only messages http-errors marks as safe for clients are passed on.
      const message = exception.expose === false ? reasonPhrase(status) : exception.message;
      return { status, body: { statusCode: status, message, error: reasonPhrase(status) } };
    }
    return { status: 500, body: { statusCode: 500, message: 'Internal server error', error: reasonPhrase(500) } };
  }
}
