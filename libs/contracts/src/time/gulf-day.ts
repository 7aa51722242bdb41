/**
 * The Gulf calendar day of an instant, apart from the formatters (gulf-time.ts): the shell's
 * first load (the footer's year) needs only this, and importing the formatters' module there would
 * keep them in the first load whenever any lazy shell page formats a date.
 */
export const GULF_TIME_ZONE = 'Asia/Dubai';

/** A calendar date alone ('2025-01-07') names that day in the Gulf, not UTC midnight of it. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function toInstant(value: string | Date | number): Date {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return new Date(`${value}T12:00:00+04:00`);
  return value instanceof Date ? value : new Date(value);
}

/** The Gulf calendar day of an instant as 'YYYY-MM-DD', for 'same day' and 'days since' rules. */
export function gulfCalendarDay(value: string | Date | number): string {
  const instant = toInstant(value);
  // UTC+4 with no daylight saving: shifting by four hours and reading the UTC date is exact.
  return new Date(instant.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
