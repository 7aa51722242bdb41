import { formatGulf, gulfCalendarDay } from './gulf-time';

describe('formatGulf', () => {
  it.each([
    ['2025-01-06T08:30:00.000Z', 'Jan 06, 2025 at 12:30 PM'],
    ['2025-01-06T05:05:00Z', 'Jan 06, 2025 at 9:05 AM'],
    ['2024-12-31T20:00:00Z', 'Jan 01, 2025 at 12:00 AM'],
    ['2024-12-31T19:59:00Z', 'Dec 31, 2024 at 11:59 PM'],
    ['2025-07-15T00:00:00Z', 'Jul 15, 2025 at 4:00 AM'],
    ['2025-03-30T01:30:00Z', 'Mar 30, 2025 at 5:30 AM'],
    ['2025-09-01T13:45:59Z', 'Sep 01, 2025 at 5:45 PM'],
  ])('dateTime: %s is %s in Gulf time (UTC+4, no daylight saving)', (iso, expected) => {
    expect(formatGulf(iso, 'dateTime')).toBe(expected);
  });

  it('moves a late-evening UTC instant to the next Gulf day in every date style', () => {
    const instant = '2024-12-31T21:15:00Z';
    expect(formatGulf(instant, 'monthDayYear')).toBe('January 1, 2025');
    expect(formatGulf(instant, 'dayMonthYear')).toBe('1 January 2025');
    expect(formatGulf(instant, 'dayMonth')).toBe('1 Jan');
    expect(formatGulf(instant, 'dayMonthShortYear')).toBe('1 Jan 2025');
  });

  it('reads a calendar date alone as that day, and accepts Date and epoch values', () => {
    expect(formatGulf('2025-02-28', 'dayMonthYear')).toBe('28 February 2025');
    expect(formatGulf(new Date('2025-02-28T20:00:00Z'), 'dayMonthYear')).toBe('1 March 2025');
    expect(formatGulf(Date.parse('2025-02-28T19:59:00Z'), 'dayMonthYear')).toBe('28 February 2025');
  });

  it.each(['UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati'])(
    'gives the same text when the machine runs on %s',
    (zone) => {
      // Node applies a changed TZ at once: a formatter using the local zone would move with it.
      const original = process.env.TZ;
      process.env.TZ = zone;
      try {
        expect(formatGulf('2025-03-30T00:30:00Z', 'dateTime')).toBe('Mar 30, 2025 at 4:30 AM');
        expect(formatGulf('2025-03-29T20:30:00Z', 'dayMonthYear')).toBe('30 March 2025');
        expect(gulfCalendarDay('2025-03-29T20:30:00Z')).toBe('2025-03-30');
      } finally {
        if (original === undefined) delete process.env.TZ;
        else process.env.TZ = original;
      }
    },
  );

  it('shows an unreadable value as it came', () => {
    expect(formatGulf('not a date', 'dateTime')).toBe('not a date');
  });
});

describe('gulfCalendarDay', () => {
  it.each([
    ['2025-01-06T19:59:59Z', '2025-01-06'],
    ['2025-01-06T20:00:00Z', '2025-01-07'],
    ['2025-01-07', '2025-01-07'],
  ])('%s falls on %s in the Gulf', (value, day) => {
    expect(gulfCalendarDay(value)).toBe(day);
  });
});
