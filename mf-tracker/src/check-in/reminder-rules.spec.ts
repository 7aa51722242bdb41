import type { CheckIn } from '@sahha/contracts';
import { reminderFor } from './reminder-rules';

const NOW = new Date('2025-01-13T12:00:00.000Z');

function loaded(date: string | null, success = true) {
  const checkIn: CheckIn | null =
    date === null
      ? null
      : { date, energyLevel: 5, sleepQuality: 5, mood: 5, adherence: 100, sideEffects: null, improvements: null, notes: null };
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
});
