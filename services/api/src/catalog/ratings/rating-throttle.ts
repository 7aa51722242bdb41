import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerStorage, ThrottlerGuard, type ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';

import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { UserEntity } from '../../users/user.entity';

export const RATING_THROTTLE_MESSAGE = 'Too many ratings. Please wait a minute and try again.';
const ONE_MINUTE_MS = 60_000;

export function ratingThrottleOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [{ name: 'product-rating', ttl: ONE_MINUTE_MS, limit: config.throttleRatingLimit }],
    errorMessage: RATING_THROTTLE_MESSAGE,
  };
}

/**
 * At most `throttleRatingLimit` ratings per minute per signed-in user (the route needs a session,
 * so the user is known); shares the global throttler storage under its own name.
 */
@Injectable()
export class RatingThrottlerGuard extends ThrottlerGuard {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @InjectThrottlerStorage() storage: ThrottlerStorage, reflector: Reflector) {
    super(ratingThrottleOptions(config), storage, reflector);
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const { user, ip } = req as unknown as Request;
    const id = (user as UserEntity | undefined)?.id;
    return id === undefined ? `ip:${ip}` : `user:${id}`;
  }
}
