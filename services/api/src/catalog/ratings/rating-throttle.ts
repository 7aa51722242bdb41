import type { ThrottlerModuleOptions } from '@nestjs/throttler';

import { signedInUserTracker, throttlerGuardWith } from '../../common/configured-throttler-guard';
import type { AppConfig } from '../../config/app-config';

export const RATING_THROTTLE_MESSAGE = 'Too many ratings. Please wait a minute and try again.';
const ONE_MINUTE_MS = 60_000;

/**
 * At most `throttleRatingLimit` ratings per minute per signed-in user (the route needs a session,
 * so the user is known); shares the global throttler storage under its own name.
 */
export function ratingThrottleOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [{ name: 'product-rating', ttl: ONE_MINUTE_MS, limit: config.throttleRatingLimit, getTracker: signedInUserTracker }],
    errorMessage: RATING_THROTTLE_MESSAGE,
  };
}

export class RatingThrottlerGuard extends throttlerGuardWith(ratingThrottleOptions) {}
