import type { LatestCheckInResponse } from '@sahha/contracts';

/** A check-in is due 7 days after the last one (docs/requirements.md, "Route: / check-in reminder"). */
export const REMINDER_INTERVAL_DAYS = 7;
/**
 * "7 days since the last check-in" is measured as exactly 7 × 24 hours. That reads the same in
 * every time zone (Gulf time has no daylight saving, but a visitor's machine might, and a local
 * calendar `addDays` would then drift by an hour), and a Monday-evening check-in is due again on
 * the following Monday evening rather than at Gulf midnight.
 */
export const REMINDER_INTERVAL_MS = REMINDER_INTERVAL_DAYS * 24 * 60 * 60 * 1000;

export type LatestLookup =
  | { status: 'pending' }
  | { status: 'failed' }
  | { status: 'loaded'; response: LatestCheckInResponse };

export type Reminder =
  | { kind: 'hidden' }
  /** No check-in yet: 'Track Your Progress'. */
  | { kind: 'first' }
  /** The last check-in is 7 or more days old. */
  | { kind: 'overdue'; lastCheckIn: Date }
  /** The lookup failed (shown as if due), so there is no date to quote. */
  | { kind: 'due' };

/**
 * Home reminder card (docs/requirements.md, "Route: / check-in reminder"): hidden while loading or when the answer cannot be trusted (no
 * success, an unreadable date or one in the future); shown when none exists or the latest is
 * 7 or more days old; a failed lookup counts as due.
 */
export function reminderFor(lookup: LatestLookup, now: Date): Reminder {
  if (lookup.status === 'pending') return { kind: 'hidden' };
  if (lookup.status === 'failed') return { kind: 'due' };
  const { success, checkIn } = lookup.response;
  if (!success) return { kind: 'hidden' };
  if (checkIn === null || checkIn === undefined) return { kind: 'first' };
  const last = new Date(checkIn.date);
  if (Number.isNaN(last.getTime())) return { kind: 'hidden' };
  return last.getTime() + REMINDER_INTERVAL_MS <= now.getTime() ? { kind: 'overdue', lastCheckIn: last } : { kind: 'hidden' };
}
