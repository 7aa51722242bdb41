import type { CheckIn } from '@sahha/contracts';

export type MetricKey = 'energyLevel' | 'sleepQuality' | 'mood' | 'adherence';

export interface Metric {
  key: MetricKey;
  label: string;
  /** Bar charts scale to this (10 for the scores, 100 for adherence; docs/requirements.md, "Route: /progress"). */
  max: number;
  suffix: string;
}

export const METRICS: readonly Metric[] = [
  { key: 'energyLevel', label: 'Energy Level', max: 10, suffix: '' },
  { key: 'sleepQuality', label: 'Sleep Quality', max: 10, suffix: '' },
  { key: 'mood', label: 'Mood', max: 10, suffix: '' },
  { key: 'adherence', label: 'Supplement Adherence', max: 100, suffix: '%' },
];

/** The trend compares these three, first check-in against last (docs/requirements.md, "Route: /progress"). */
export const TREND_METRICS: readonly MetricKey[] = ['energyLevel', 'sleepQuality', 'mood'];

export const ADHERENCE_GOOD_FROM = 80;
export const LOW_ADHERENCE_BELOW = 70;

export const TREND_TEXTS = {
  positive: { title: 'Great Progress!', message: 'Your health metrics are showing overall improvement. Keep it up!' },
  negative: {
    title: 'Room for Improvement',
    message: 'You may need to adjust your supplement regimen. Consider scheduling a check-in.',
  },
  mixed: {
    title: 'Mixed Results',
    message: 'Some of your metrics have improved while others have not. Keep checking in to see the pattern.',
  },
} as const;

export const ADHERENCE_TEXTS = {
  good: 'Great job staying consistent with your supplements!',
  improve: 'Try to increase your consistency for better results.',
} as const;

/** Oldest first by date; equal dates keep their order (the API's order is the save order). */
export function sortByDate(checkIns: readonly CheckIn[]): CheckIn[] {
  return checkIns
    .map((checkIn, index) => ({ checkIn, index, time: Date.parse(checkIn.date) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ checkIn }) => checkIn);
}

/** The most recent by date (docs/requirements.md, "Route: /progress"); the later one on a tie. */
export function latestCheckIn(checkIns: readonly CheckIn[]): CheckIn | null {
  const sorted = sortByDate(checkIns);
  return sorted.length > 0 ? sorted[sorted.length - 1] : null;
}

export function average(checkIns: readonly CheckIn[], metric: MetricKey): number | null {
  if (checkIns.length === 0) return null;
  return checkIns.reduce((sum, checkIn) => sum + checkIn[metric], 0) / checkIns.length;
}

/** One decimal, as the progress page shows averages: 6.25 → '6.3', 7 → '7.0'. */
export function formatAverage(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

export type TrendKind = keyof typeof TREND_TEXTS;

export interface Trend {
  kind: TrendKind;
  improved: number;
  title: string;
  message: string;
}

/** Progress trend (docs/requirements.md, "Route: /progress"): needs 2 check-ins; counts metrics strictly higher on the last than the first. */
export function trendOf(checkIns: readonly CheckIn[]): Trend | null {
  if (checkIns.length < 2) return null;
  const sorted = sortByDate(checkIns);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const improved = TREND_METRICS.filter((metric) => last[metric] > first[metric]).length;
  const kind: TrendKind = improved >= 2 ? 'positive' : improved === 0 ? 'negative' : 'mixed';
  return { kind, improved, ...TREND_TEXTS[kind] };
}

export type ChangeDirection = 'up' | 'down' | 'none';

export interface Change {
  direction: ChangeDirection;
  /** Whole percent of the previous value; 100 when the previous value was 0 (docs/requirements.md, "Route: /progress"). */
  percent: number;
}

/** The latest check-in against the one before it; null with fewer than two. */
export function changeVsPrevious(checkIns: readonly CheckIn[], metric: MetricKey): Change | null {
  if (checkIns.length < 2) return null;
  const sorted = sortByDate(checkIns);
  const previous = sorted[sorted.length - 2][metric];
  const current = sorted[sorted.length - 1][metric];
  if (current === previous) return { direction: 'none', percent: 0 };
  const percent = previous === 0 ? 100 : Math.round((Math.abs(current - previous) / previous) * 100);
  return { direction: current > previous ? 'up' : 'down', percent };
}

export function describeChange(change: Change): string {
  if (change.direction === 'none') return 'No change';
  return `${change.direction === 'up' ? 'Up' : 'Down'} ${change.percent}% from previous`;
}

/** Judged on the average adherence shown beside it (docs/requirements.md, "Route: /progress"). */
export function adherenceMessage(averageAdherence: number): string {
  return averageAdherence >= ADHERENCE_GOOD_FROM ? ADHERENCE_TEXTS.good : ADHERENCE_TEXTS.improve;
}

/** The warning looks at the latest check-in only, so it clears once adherence recovers (docs/requirements.md, "Route: /progress"). */
export function isLowAdherence(latest: CheckIn | null): boolean {
  return latest !== null && latest.adherence < LOW_ADHERENCE_BELOW;
}
