import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerStorage, ThrottlerGuard, ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';

import { THROTTLE_MESSAGE } from '../auth/auth-throttle';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { UserEntity } from './user.entity';

const ONE_MINUTE_MS = 60_000;

function accountTracker(req: Record<string, unknown>): string {
  const { user, ip } = req as unknown as Request & { user?: UserEntity };
  return user ? `user:${user.id}` : `ip:${ip}`;
}

/**
 * Changing the password and deleting the account check the current password: a stolen session
 * must not be able to guess it faster than a login could. Same limit as login and register
 * (THROTTLE_AUTH_LIMIT a minute), per IP and per account, in the shared throttler storage.
 */
@Injectable()
export class PasswordCheckThrottlerGuard extends ThrottlerGuard {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @InjectThrottlerStorage() storage: ThrottlerStorage, reflector: Reflector) {
    super(
      {
        throttlers: [
          { name: 'password-check-ip', ttl: ONE_MINUTE_MS, limit: config.throttleAuthLimit },
          { name: 'password-check-account', ttl: ONE_MINUTE_MS, limit: config.throttleAuthLimit, getTracker: accountTracker },
        ],
        errorMessage: THROTTLE_MESSAGE,
      },
      storage,
      reflector,
    );
  }
}
