import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerStorage, ThrottlerGuard, type ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';

import { APP_CONFIG, type AppConfig } from '../config/app-config';

export const CONTACT_THROTTLE_MESSAGE = 'Too many messages. Please wait a minute and try again.';
const ONE_MINUTE_MS = 60_000;

/** The public form: at most `throttleContactLimit` messages per minute from one IP (slows spam floods). */
export function contactThrottleOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [{ name: 'contact', ttl: ONE_MINUTE_MS, limit: config.throttleContactLimit }],
    errorMessage: CONTACT_THROTTLE_MESSAGE,
  };
}

/** Shares the global throttler storage (see FeedbackThrottlerGuard) under its own name and limit. */
@Injectable()
export class ContactThrottlerGuard extends ThrottlerGuard {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @InjectThrottlerStorage() storage: ThrottlerStorage, reflector: Reflector) {
    super(contactThrottleOptions(config), storage, reflector);
  }
}
