import { checkInOn } from '../testing/check-in-fixture';
import type { CheckIn } from '@sahha/contracts';
import { reminderFor } from './reminder-rules';

const NOW = new Date('2025-01-13T12:00:00.000Z');

function loaded(date: string | null, success = true) {
  const checkIn: CheckIn | null =
    date === null
      ? null
      : checkInOn(date);
  return { status: 'loaded' as const, response: { success, checkIn } };
}

describe('reminderFor', () => {
  it('is hidden while the lookup is pending', () => {
    expect(reminderFor({ status: 'pending' }, NOW)).toEqual({ kind: 'hidden' });
  });

  it('invites the first check-in when there is none', () => {
    expect(reminderFor(loaded(null), NOW)).toEqual({ kind: 'first' });
  });

  it('is due exactly 7 days after the last check-in, and later', () => {
    expect(reminderFor(loaded('2025-01-06T12:00:00.000Z'), NOW)).toEqual({
      kind: 'overdue',
      lastCheckIn: new Date('2025-01-06T12:00:00.000Z'),
    });
    expect(reminderFor(loaded('2024-12-01T08:00:00.000Z'), NOW).kind).toBe('overdue');
  });

  it('is hidden a moment before 7 days have passed', () => {
    expect(reminderFor(loaded('2025-01-06T12:00:00.001Z'), NOW)).toEqual({ kind: 'hidden' });
    expect(reminderFor(loaded('2025-01-13T11:00:00.000Z'), NOW)).toEqual({ kind: 'hidden' });
  });

  it('counts a failed lookup as due', () => {
    expect(reminderFor({ status: 'failed' }, NOW)).toEqual({ kind: 'due' });
  });

  it('stays hidden when it cannot decide', () => {
    expect(reminderFor(loaded(null, false), NOW)).toEqual({ kind: 'hidden' });
    expect(reminderFor(loaded('not a date'), NOW)).toEqual({ kind: 'hidden' });
    expect(reminderFor(loaded('2025-02-01T00:00:00.000Z'), NOW)).toEqual({ kind: 'hidden' });
  });

  it('waits exactly 7 × 24 hours, not 7 Gulf calendar days', () => {
    // 23:30 on Monday 6 January, Gulf time.
    const last = '2025-01-06T19:30:00.000Z';
    // 00:30 Gulf time on the 13th: seven calendar days later, but only six days and an hour.
    expect(reminderFor(loaded(last), new Date('2025-01-12T20:30:00.000Z'))).toEqual({ kind: 'hidden' });
    expect(reminderFor(loaded(last), new Date('2025-01-13T19:29:59.999Z'))).toEqual({ kind: 'hidden' });
    expect(reminderFor(loaded(last), new Date('2025-01-13T19:30:00.000Z')).kind).toBe('overdue');
  });

  it('does not move by an hour when the machine clock crosses daylight saving', () => {
    const original = process.env.TZ;
    // New York moves its clocks forward on 9 March 2025; a local-calendar "add 7 days" would fall due an hour early.
    process.env.TZ = 'America/New_York';
    try {
      expect(reminderFor(loaded('2025-03-05T12:00:00.000Z'), new Date('2025-03-12T11:30:00.000Z'))).toEqual({ kind: 'hidden' });
      expect(reminderFor(loaded('2025-03-05T12:00:00.000Z'), new Date('2025-03-12T12:00:00.000Z')).kind).toBe('overdue');
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
});
