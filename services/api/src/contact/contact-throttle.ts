import type { ThrottlerModuleOptions } from '@nestjs/throttler';

import { perMinuteLimit, throttlerGuardWith } from '../common/configured-throttler-guard';
import type { AppConfig } from '../config/app-config';

export const CONTACT_THROTTLE_MESSAGE = 'Too many messages. Please wait a minute and try again.';

/** The public form: at most `throttleContactLimit` messages per minute from one IP (slows spam floods). */
export function contactThrottleOptions(config: AppConfig): ThrottlerModuleOptions {
  return perMinuteLimit('contact', config.throttleContactLimit, CONTACT_THROTTLE_MESSAGE);
}

/** Shares the global throttler storage (see FeedbackThrottlerGuard) under its own name and limit. */
export class ContactThrottlerGuard extends throttlerGuardWith(contactThrottleOptions) {}
