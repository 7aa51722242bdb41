import type { ThrottlerModuleOptions } from '@nestjs/throttler';

import { perMinuteLimit, signedInUserTracker, throttlerGuardWith } from '../../common/configured-throttler-guard';
import type { AppConfig } from '../../config/app-config';

export const RATING_THROTTLE_MESSAGE = 'Too many ratings. Please wait a minute and try again.';

/**
 * At most `throttleRatingLimit` ratings per minute per signed-in user (the route needs a session,
 * so the user is known); shares the global throttler storage under its own name.
 */
export function ratingThrottleOptions(config: AppConfig): ThrottlerModuleOptions {
  return perMinuteLimit('product-rating', config.throttleRatingLimit, RATING_THROTTLE_MESSAGE, signedInUserTracker);
}

export class RatingThrottlerGuard extends throttlerGuardWith(ratingThrottleOptions) {}
