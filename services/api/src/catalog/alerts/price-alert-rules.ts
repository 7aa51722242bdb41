import { PRICE_ALERT_LIMITS } from '@sahha/contracts/price-alerts';
import { priceFreshness } from '@sahha/contracts/price-freshness';
import { gulfCalendarDay } from '@sahha/contracts/time';

/** A threshold in AED: positive, at most the limit, at most two decimals. */
export function isAlertThreshold(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < PRICE_ALERT_LIMITS.thresholdMin || value > PRICE_ALERT_LIMITS.thresholdMax) return false;
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Whether an offer checked on `checkedAt` (a Gulf date, null: never) is fresh on `now`, by the product pages' rule (docs/requirements.md "Data: price freshness and the best deal"). */
export function isFresh(checkedAt: string | null, now: Date): boolean {
  return priceFreshness(checkedAt, gulfCalendarDay(now)) === 'fresh';
}

const cents = (aed: number) => Math.round(aed * 100);

/**
 * What an alert does after a write to its product's offers, given the lowest fresh in-stock price
 * now (null: none). An armed alert e-mails once that price is below its threshold and disarms; a
 * disarmed one re-arms only when no fresh in-stock price is below it any more, so a price that
 * stays low through many imports sends one e-mail, and the next drop sends the next.
 */
export function alertStep(alert: { threshold: number; armed: boolean }, lowestFresh: number | null): 'notify' | 'rearm' | 'none' {
  const below = lowestFresh !== null && cents(lowestFresh) < cents(alert.threshold);
  if (alert.armed) return below ? 'notify' : 'none';
  return below ? 'none' : 'rearm';
}
