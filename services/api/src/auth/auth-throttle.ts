import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request } from 'express';

import type { AppConfig } from '../config/app-config';

export const THROTTLE_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
const ONE_MINUTE_MS = 60_000;

function emailTracker(req: Record<string, unknown>): string {
  const { body, ip } = req as unknown as Request;
  const email: unknown = (body as { email?: unknown } | undefined)?.email;
  // Without an e-mail the attempt still counts, against the address it came from.
  return typeof email === 'string' && email.trim() !== '' ? `email:${email.trim().toLowerCase()}` : `ip:${ip}`;
}

/**
 * Login and register: at most `throttleAuthLimit` attempts per minute from one IP and against one
 * e-mail address (slows both spraying one password over many accounts and guessing one account).
 */
export function authThrottleOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [
      { name: 'ip', ttl: ONE_MINUTE_MS, limit: config.throttleAuthLimit },
      { name: 'email', ttl: ONE_MINUTE_MS, limit: config.throttleAuthLimit, getTracker: emailTracker },
    ],
    errorMessage: THROTTLE_MESSAGE,
  };
}
