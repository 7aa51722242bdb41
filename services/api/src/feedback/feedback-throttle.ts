import type { ThrottlerModuleOptions } from '@nestjs/throttler';

import { perMinuteLimit, throttlerGuardWith } from '../common/configured-throttler-guard';
import type { AppConfig } from '../config/app-config';

export const FEEDBACK_THROTTLE_MESSAGE = 'Too many submissions. Please wait a minute and try again.';

/** The public form: at most `throttleFeedbackLimit` submissions per minute from one IP (slows spam floods). */
export function feedbackThrottleOptions(config: AppConfig): ThrottlerModuleOptions {
  return perMinuteLimit('feedback', config.throttleFeedbackLimit, FEEDBACK_THROTTLE_MESSAGE);
}

/**
 * The global ThrottlerModule carries the login/register limits (AuthModule); this guard shares its
 * storage but counts with its own, differently named, limit.
 */
export class FeedbackThrottlerGuard extends throttlerGuardWith(feedbackThrottleOptions) {}
