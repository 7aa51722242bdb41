import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import { PRICE_ALERT_MESSAGES } from '@sahha/contracts/price-alerts';

import { perMinuteLimit, signedInUserTracker, throttlerGuardWith } from '../../common/configured-throttler-guard';
import type { AppConfig } from '../../config/app-config';

/** At most `throttlePriceAlertLimit` alerts set or changed per minute per member (docs/requirements.md, "API: price alerts"). */
export function priceAlertThrottleOptions(config: AppConfig): ThrottlerModuleOptions {
  return perMinuteLimit('price-alert', config.throttlePriceAlertLimit, PRICE_ALERT_MESSAGES.throttled, signedInUserTracker);
}

export class PriceAlertThrottlerGuard extends throttlerGuardWith(priceAlertThrottleOptions) {}
