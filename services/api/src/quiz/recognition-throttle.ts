import { Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerStorage, ThrottlerGuard, ThrottlerStorage } from '@nestjs/throttler';

import { APP_CONFIG, type AppConfig } from '../config/app-config';

export const RECOGNITION_THROTTLE_MESSAGE = 'Too many checks. Please wait a minute and try again.';
const ONE_MINUTE_MS = 60_000;

/**
 * The live recognition call runs as people type (debounced), so its limit is generous, but it is
 * public and must not become a free bulk text-classification service.
 */
@Injectable()
export class RecognitionThrottlerGuard extends ThrottlerGuard {
  constructor(@Inject(APP_CONFIG) config: AppConfig, @InjectThrottlerStorage() storage: ThrottlerStorage, reflector: Reflector) {
    super(
      { throttlers: [{ name: 'recognition', ttl: ONE_MINUTE_MS, limit: config.throttleRecognitionLimit }], errorMessage: RECOGNITION_THROTTLE_MESSAGE },
      storage,
      reflector,
    );
  }
}
