/**
 * Spec §2 timestamps, 'MMM dd, yyyy at h:mm a', in Gulf Standard Time (BRAND.md) whatever the
 * admin's own time zone: Asia/Dubai is UTC+4 all year (no daylight saving). Intl does the zone
 * arithmetic; date-fns' `format` only knows the browser's local zone.
 */
const GULF_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Dubai',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export const GULF_TIME_ZONE_NAME = 'Gulf Standard Time (UTC+4)';

/** '2025-01-06T20:30:00Z' → 'Jan 07, 2025 at 12:30 AM'; an unreadable timestamp is shown as it came. */
export function formatGulfTime(isoTimestamp: string): string {
  const instant = new Date(isoTimestamp);
  if (Number.isNaN(instant.getTime())) return isoTimestamp;
  const part = Object.fromEntries(GULF_TIME.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.month} ${part.day}, ${part.year} at ${part.hour}:${part.minute} ${part.dayPeriod}`;
}
