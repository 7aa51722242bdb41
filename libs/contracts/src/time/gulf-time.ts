/**
 * Every date and time the product shows is in Gulf Standard Time (BRAND.md), whatever the
 * visitor's or the server's own zone: Asia/Dubai is UTC+4 all year (no daylight saving). This is
 * the one place that turns an instant into text; Intl does the zone arithmetic (date-fns' `format`
 * only knows the machine's local zone).
 */
import { GULF_TIME_ZONE, toInstant } from './gulf-day';

export { GULF_TIME_ZONE, gulfCalendarDay } from './gulf-day';
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

// Pure: a bundle that imports this module but no formatter drops both, and never builds them.
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
