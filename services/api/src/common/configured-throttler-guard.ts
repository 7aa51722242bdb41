import { Inject, Injectable, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerStorage, type ThrottlerGetTrackerFunction, ThrottlerGuard, type ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { UserEntity } from '../users/user.entity';

/**
 * A route's own limits beside the global login/register ones (AuthModule): the guard counts in the
 * global throttler storage (Redis across replicas when REDIS_URL is set) under the throttler names
 * `optionsFor` gives, which must differ from every other guard's. Use as
 * `export class XThrottlerGuard extends throttlerGuardWith(xThrottleOptions) {}`.
 */
export function throttlerGuardWith(optionsFor: (config: AppConfig) => ThrottlerModuleOptions): Type<ThrottlerGuard> {
  @Injectable()
  class ConfiguredThrottlerGuard extends ThrottlerGuard {
    constructor(@Inject(APP_CONFIG) config: AppConfig, @InjectThrottlerStorage() storage: ThrottlerStorage, reflector: Reflector) {
      super(optionsFor(config), storage, reflector);
    }
  }
  return ConfiguredThrottlerGuard;
}

const ONE_MINUTE_MS = 60_000;

/**
 * The options of a route's one limit: `limit` requests a minute under the throttler `name`, counted
 * per IP or as `getTracker` says (signedInUserTracker), answered 429 with `errorMessage`.
 */
export function perMinuteLimit(name: string, limit: number, errorMessage: string, getTracker?: ThrottlerGetTrackerFunction): ThrottlerModuleOptions {
  return { throttlers: [{ name, ttl: ONE_MINUTE_MS, limit, ...(getTracker && { getTracker }) }], errorMessage };
}

/** Counts per signed-in account (a stolen session or a script cannot spread over IPs), else per IP. */
export function signedInUserTracker(req: Record<string, unknown>): string {
  const { user, ip } = req as unknown as Request & { user?: UserEntity };
  return user ? `user:${user.id}` : `ip:${ip}`;
}
