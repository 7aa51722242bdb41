/**
 * Every date and time the product shows is in Gulf Standard Time (BRAND.md), whatever the
 * visitor's or the server's own zone: Asia/Dubai is UTC+4 all year (no daylight saving). This is
 * the one place that turns an instant into text; Intl does the zone arithmetic (date-fns' `format`
 * only knows the machine's local zone).
 */
export const GULF_TIME_ZONE = 'Asia/Dubai';
export const GULF_TIME_ZONE_NAME = 'Gulf Standard Time (UTC+4)';

/**
 * The shapes dates take on the site:
 * - `dateTime`   'Jan 07, 2025 at 12:30 AM' (admin lists, docs/requirements.md, "Site: dates and times")
 * - `monthDayYear` 'January 7, 2025' (saved plan title, 'MMMM d, yyyy')
 * - `dayMonthYear` '7 January 2025' (lists, check-ins, account)
 * - `dayMonth`   '7 Jan' (chart axes within one year)
 * - `dayMonthShortYear` '7 Jan 2025' (chart axes across years)
 */
export type GulfDateStyle = 'dateTime' | 'monthDayYear' | 'dayMonthYear' | 'dayMonth' | 'dayMonthShortYear';

// Pure: a bundle that imports only gulfCalendarDay (the shell's footer year) drops both formatters,
// and the first load neither downloads nor builds them.
const PARTS = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: GULF_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const SHORT_MONTH = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { timeZone: GULF_TIME_ZONE, month: 'short' });

/** A calendar date alone ('2025-01-07') names that day in the Gulf, not UTC midnight of it. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toInstant(value: string | Date | number): Date {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return new Date(`${value}T12:00:00+04:00`);
  return value instanceof Date ? value : new Date(value);
}

/** Formats an instant (ISO text, Date or epoch ms) in Gulf time; an unreadable value is shown as it came. */
export function formatGulf(value: string | Date | number, style: GulfDateStyle): string {
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const part = Object.fromEntries(PARTS.formatToParts(instant).map(({ type, value: text }) => [type, text]));
  const shortMonth = SHORT_MONTH.format(instant);
  switch (style) {
    case 'dateTime':
      return `${shortMonth} ${part.day.padStart(2, '0')}, ${part.year} at ${part.hour}:${part.minute} ${part.dayPeriod}`;
    case 'monthDayYear':
      return `${part.month} ${part.day}, ${part.year}`;
    case 'dayMonthYear':
      return `${part.day} ${part.month} ${part.year}`;
    case 'dayMonth':
      return `${part.day} ${shortMonth}`;
    case 'dayMonthShortYear':
      return `${part.day} ${shortMonth} ${part.year}`;
  }
}

/** The Gulf calendar day of an instant as 'YYYY-MM-DD', for 'same day' and 'days since' rules. */
export function gulfCalendarDay(value: string | Date | number): string {
  const instant = toInstant(value);
  // UTC+4 with no daylight saving: shifting by four hours and reading the UTC date is exact.
  return new Date(instant.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
