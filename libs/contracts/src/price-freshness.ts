import type { PriceFreshness } from './api';

/**
 * How recent a store's price must be for us to stand behind it (docs/requirements.md, "Data: price
 * freshness and the best deal"). The one place the rule lives: the API picks the Best Deal and the
 * Lowest price with it, and the pages word their notes from it.
 */
export const PRICE_FRESH_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(day: string): number | null {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2026-02-31 over into March; a date that does not round-trip is not a date.
  return new Date(time).toISOString().slice(0, 10) === day ? time / DAY_MS : null;
}

/**
 * Whole Gulf calendar days from `checkedAt` to `today` (both 'YYYY-MM-DD' Gulf days, so the
 * machine's zone never enters); null when either is not a calendar date.
 */
export function daysSinceChecked(checkedAt: string, today: string): number | null {
  const checked = dayNumber(checkedAt);
  const now = dayNumber(today);
  return checked === null || now === null ? null : now - checked;
}

/**
 * 'fresh' while the price was checked fewer than PRICE_FRESH_DAYS Gulf days before `today` (a date
 * ahead of today, a clock a little behind, counts as fresh); 'stale' from the 30th day on; 'unchecked'
 * when no person or feed has checked it (or the date cannot be read).
 */
export function priceFreshness(checkedAt: string | null, today: string): PriceFreshness {
  if (checkedAt === null) return 'unchecked';
  const days = daysSinceChecked(checkedAt, today);
  if (days === null) return 'unchecked';
  return days < PRICE_FRESH_DAYS ? 'fresh' : 'stale';
}

/** What may be a Best Deal, a Lowest price or a plan's cost: a fresh price the store has in stock. */
export function isFreshInStock(entry: { freshness: PriceFreshness; inStock: boolean }): boolean {
  return entry.freshness === 'fresh' && entry.inStock;
}
