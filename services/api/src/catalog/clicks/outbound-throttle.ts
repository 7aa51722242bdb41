import { perMinuteLimit, throttlerGuardWith } from '../../common/configured-throttler-guard';

export const OUTBOUND_THROTTLE_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/**
 * The store-link redirect is public and writes a count: at most `throttleOutboundLimit` a minute
 * from one IP, so a script can neither flood the click table nor use us as a redirect service.
 */
export class OutboundThrottlerGuard extends throttlerGuardWith((config) => perMinuteLimit('outbound', config.throttleOutboundLimit, OUTBOUND_THROTTLE_MESSAGE)) {}
