import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';

import type { RedisConnection } from '../common/redis-connection';
import { HubThrottlerStorage, workerChannel } from '../common/worker-hub';
import type { AppConfig } from '../config/app-config';

export const THROTTLE_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
const ONE_MINUTE_MS = 60_000;

/**
 * The account an e-mail reaches, as the database compares it: MySQL/MariaDB's utf8mb4_unicode_ci
 * ignores case, accents and trailing spaces ('José@x.ae ' finds 'jose@x.ae') and reads 'ß' as 'ss',
 * so attempts against any such variant count against one key. On SQLite the comparison is exact;
 * folding more there only makes the limit stricter.
 */
export function accountKey(email: string): string {
  return email
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .trim();
}

/** The account the request's `email` field names (accountKey), or its IP when there is none. */
export function emailTracker(req: Record<string, unknown>): string {
  const { body, ip } = req as unknown as Request;
  const email: unknown = (body as { email?: unknown } | undefined)?.email;
  // Without an e-mail the attempt still counts, against the address it came from.
  return typeof email === 'string' && email.trim() !== '' ? `email:${accountKey(email)}` : `ip:${ip}`;
}

/** Redis when REDIS_URL is set; else the primary's count for one of several workers; else this process's own. */
function throttlerStorage(redis: RedisConnection | undefined): { storage?: ThrottlerStorage } {
  if (redis?.client) return { storage: new ThrottlerStorageRedisService(redis.client) };
  const channel = workerChannel();
  return channel ? { storage: new HubThrottlerStorage(channel) } : {};
}

/**
 * Login and register: at most `throttleAuthLimit` attempts per minute from one IP and against one
 * e-mail address (slows both spraying one password over many accounts and guessing one account).
 * The module is global and every other throttle guard shares its storage: in Redis when REDIS_URL
 * is set, so a limit holds across replicas instead of multiplying with them, and across the
 * workers of the single-machine start through their primary without it.
 */
export function authThrottleOptions(config: AppConfig, redis?: RedisConnection): ThrottlerModuleOptions {
  return {
    ...throttlerStorage(redis),
    throttlers: [
      { name: 'ip', ttl: ONE_MINUTE_MS, limit: config.throttleAuthLimit },
      { name: 'email', ttl: ONE_MINUTE_MS, limit: config.throttleAuthLimit, getTracker: emailTracker },
    ],
    errorMessage: THROTTLE_MESSAGE,
  };
}
