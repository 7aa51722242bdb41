import { checkInOn } from '../testing/check-in-fixture';
import type { CheckIn } from '@sahha/contracts';
import {
  ADHERENCE_TEXTS,
  adherenceMessage,
  average,
  changeVsPrevious,
  describeChange,
  formatAverage,
  isLowAdherence,
  latestCheckIn,
  sortByDate,
  TREND_TEXTS,
  trendOf,
} from './progress-stats';

let nextId = 1;
function checkIn(date: string, values: Partial<CheckIn> = {}): CheckIn {
  return checkInOn(date, { id: nextId++, ...values });
}

describe('sortByDate and latestCheckIn', () => {
  it('orders oldest first and keeps the given order on equal dates', () => {
    const a = checkIn('2025-01-13T08:00:00Z');
    const b = checkIn('2025-01-06T08:00:00Z');
    const c = checkIn('2025-01-06T08:00:00Z');
    expect(sortByDate([a, b, c])).toEqual([b, c, a]);
    expect(latestCheckIn([b, a, c])).toBe(a);
    expect(latestCheckIn([b, c])).toBe(c);
    expect(latestCheckIn([])).toBeNull();
  });
});

describe('average and formatAverage', () => {
  it('averages a metric and shows one decimal', () => {
    const list = [checkIn('2025-01-01', { mood: 6 }), checkIn('2025-01-08', { mood: 7 }), checkIn('2025-01-15', { mood: 7 })];
    expect(formatAverage(average(list, 'mood') as number)).toBe('6.7');
    expect(formatAverage(7)).toBe('7.0');
    expect(formatAverage(6.25)).toBe('6.3');
    expect(average([], 'mood')).toBeNull();
  });
});

describe('trendOf', () => {
  const first = { energyLevel: 5, sleepQuality: 5, mood: 5 };

  it('needs at least two check-ins', () => {
    expect(trendOf([])).toBeNull();
    expect(trendOf([checkIn('2025-01-01')])).toBeNull();
  });

  it.each([
    [{ energyLevel: 6, sleepQuality: 6, mood: 6 }, 'positive', 3],
    [{ energyLevel: 6, sleepQuality: 6, mood: 5 }, 'positive', 2],
    [{ energyLevel: 6, sleepQuality: 4, mood: 5 }, 'mixed', 1],
    [{ energyLevel: 5, sleepQuality: 5, mood: 5 }, 'negative', 0],
    [{ energyLevel: 1, sleepQuality: 2, mood: 3 }, 'negative', 0],
  ] as const)('last %p against the first gives %s (%i improved)', (last, kind, improved) => {
    // Passed newest first: the rule must use dates, not list order.
    const trend = trendOf([checkIn('2025-01-20', last), checkIn('2025-01-13', { mood: 10 }), checkIn('2025-01-06', first)]);
    expect(trend).toEqual({ kind, improved, ...TREND_TEXTS[kind] });
  });

  it('ignores adherence', () => {
    expect(trendOf([checkIn('2025-01-06', { adherence: 0 }), checkIn('2025-01-13', { adherence: 100 })])?.kind).toBe('negative');
  });

  it('has the required texts', () => {
    expect(TREND_TEXTS.positive).toEqual({ title: 'Great Progress!', message: 'Your health metrics are showing overall improvement. Keep it up!' });
    expect(TREND_TEXTS.negative.title).toBe('Room for Improvement');
    expect(TREND_TEXTS.mixed.title).toBe('Mixed Results');
  });
});

describe('changeVsPrevious', () => {
  const pair = (previous: Partial<CheckIn>, latest: Partial<CheckIn>) => [
    checkIn('2025-01-13', latest),
    checkIn('2025-01-06', previous),
  ];

  it('needs two check-ins', () => {
    expect(changeVsPrevious([checkIn('2025-01-06')], 'mood')).toBeNull();
  });

  it('compares the latest with the one before it by date', () => {
    expect(changeVsPrevious(pair({ mood: 4 }, { mood: 5 }), 'mood')).toEqual({ direction: 'up', percent: 25 });
    expect(changeVsPrevious(pair({ mood: 8 }, { mood: 6 }), 'mood')).toEqual({ direction: 'down', percent: 25 });
    expect(changeVsPrevious(pair({ mood: 3 }, { mood: 4 }), 'mood')).toEqual({ direction: 'up', percent: 33 });
    expect(changeVsPrevious(pair({ mood: 6 }, { mood: 6 }), 'mood')).toEqual({ direction: 'none', percent: 0 });
  });

  it('reports 100% when the previous value was 0', () => {
    expect(changeVsPrevious(pair({ adherence: 0 }, { adherence: 30 }), 'adherence')).toEqual({ direction: 'up', percent: 100 });
    expect(changeVsPrevious(pair({ adherence: 0 }, { adherence: 0 }), 'adherence')).toEqual({ direction: 'none', percent: 0 });
  });

  it('uses the later of two check-ins with the same date as the latest', () => {
    const list = [checkIn('2025-01-06', { mood: 2 }), checkIn('2025-01-06', { mood: 4 })];
    expect(changeVsPrevious(list, 'mood')).toEqual({ direction: 'up', percent: 100 });
  });

  it('describes the change in words', () => {
    expect(describeChange({ direction: 'none', percent: 0 })).toBe('No change');
    expect(describeChange({ direction: 'up', percent: 25 })).toBe('Up 25% from previous');
    expect(describeChange({ direction: 'down', percent: 10 })).toBe('Down 10% from previous');
  });
});

describe('adherence', () => {
  it('praises 80 or more and nudges below 80', () => {
    expect(adherenceMessage(80)).toBe(ADHERENCE_TEXTS.good);
    expect(adherenceMessage(100)).toBe('Great job staying consistent with your supplements!');
    expect(adherenceMessage(79.9)).toBe('Try to increase your consistency for better results.');
  });

  it('warns when the latest adherence is below 70', () => {
    expect(isLowAdherence(checkIn('2025-01-06', { adherence: 60 }))).toBe(true);
    expect(isLowAdherence(checkIn('2025-01-06', { adherence: 70 }))).toBe(false);
    expect(isLowAdherence(null)).toBe(false);
  });
});
