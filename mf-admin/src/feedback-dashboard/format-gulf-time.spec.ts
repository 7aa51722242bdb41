import { formatGulfTime } from './format-gulf-time';

describe('formatGulfTime', () => {
  it.each([
    ['2025-01-06T08:30:00.000Z', 'Jan 06, 2025 at 12:30 PM'],
    ['2025-01-06T05:05:00Z', 'Jan 06, 2025 at 9:05 AM'],
    ['2024-12-31T20:00:00Z', 'Jan 01, 2025 at 12:00 AM'],
    ['2024-12-31T19:59:00Z', 'Dec 31, 2024 at 11:59 PM'],
    ['2025-07-15T00:00:00Z', 'Jul 15, 2025 at 4:00 AM'],
    ['2025-03-30T01:30:00Z', 'Mar 30, 2025 at 5:30 AM'],
    ['2025-09-01T13:45:59Z', 'Sep 01, 2025 at 5:45 PM'],
  ])('shows %s as %s in Gulf time (UTC+4, no daylight saving)', (iso, expected) => {
    expect(formatGulfTime(iso)).toBe(expected);
  });

  it.each(['UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata'])('gives the same text when the machine runs on %s', (zone) => {
    // Node applies a changed TZ at once: a formatter using the local zone would move with it.
    const original = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(formatGulfTime('2025-03-30T00:30:00Z')).toBe('Mar 30, 2025 at 4:30 AM');
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('shows an unreadable timestamp as it came', () => {
    expect(formatGulfTime('not a date')).toBe('not a date');
  });
});
