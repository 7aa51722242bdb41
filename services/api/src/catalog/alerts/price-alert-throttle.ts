import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import { PRICE_ALERT_MESSAGES } from '@sahha/contracts/price-alerts';

import { signedInUserTracker, throttlerGuardWith } from '../../common/configured-throttler-guard';
import type { AppConfig } from '../../config/app-config';

const ONE_MINUTE_MS = 60_000;

/** At most `throttlePriceAlertLimit` alerts set or changed per minute per member (docs/requirements.md, "API: price alerts"). */
export function priceAlertThrottleOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [{ name: 'price-alert', ttl: ONE_MINUTE_MS, limit: config.throttlePriceAlertLimit, getTracker: signedInUserTracker }],
    errorMessage: PRICE_ALERT_MESSAGES.throttled,
  };
}

export class PriceAlertThrottlerGuard extends throttlerGuardWith(priceAlertThrottleOptions) {}
