import { TIMES_OF_DAY, type TimeOfDay } from '@sahha/contracts';

export interface PlannerWindow {
  label: string;
  window: string;
}

/** Planner windows (docs/requirements.md, "Data: times of day and the daily planner"), used by the results page (best-time hint and Daily Planner). */
export const PLANNER_WINDOWS: Record<TimeOfDay, PlannerWindow> = {
  morning: { label: 'Morning', window: '6-8 AM' },
  breakfast: { label: 'Breakfast', window: '8-9 AM' },
  lunch: { label: 'Lunch', window: '12-1 PM' },
  'pre-workout': { label: 'Pre-Workout', window: '30-60 min before exercise' },
  'post-workout': { label: 'Post-Workout', window: 'within 30 min after' },
  dinner: { label: 'Dinner', window: '6-7 PM' },
  evening: { label: 'Evening', window: '7-9 PM' },
  bedtime: { label: 'Bedtime', window: '9-10 PM' },
  anytime: { label: 'Anytime', window: 'flexible' },
};

/** Saved-plan schedule labels (docs/requirements.md, "Data: times of day and the daily planner"); items with no time go to 'Flexible Timing'. */
export const SAVED_PLAN_LABELS: Record<TimeOfDay, string> = {
  morning: 'Morning',
  breakfast: 'With Breakfast',
  lunch: 'With Lunch',
  'pre-workout': 'Pre-Workout',
  'post-workout': 'Post-Workout',
  dinner: 'With Dinner',
  evening: 'Evening',
  bedtime: 'Before Bed',
  anytime: 'Flexible Timing',
};

/** A missing (or unknown) time of day counts as anytime (docs/requirements.md, "Data: times of day and the daily planner"). */
export function timeOfDayOf(item: { timeOfDay?: string | null }): TimeOfDay {
  const value = item.timeOfDay;
  return value && (TIMES_OF_DAY as readonly string[]).includes(value) ? (value as TimeOfDay) : 'anytime';
}

export interface PlannerGroup<T> {
  timeOfDay: TimeOfDay;
  items: T[];
}

/** Groups in the window order; empty groups are left out. */
export function groupByTimeOfDay<T extends { timeOfDay?: string | null }>(items: readonly T[]): PlannerGroup<T>[] {
  return TIMES_OF_DAY.map((timeOfDay) => ({ timeOfDay, items: items.filter((item) => timeOfDayOf(item) === timeOfDay) })).filter(
    (group) => group.items.length > 0,
  );
}

/** 'Morning (6-8 AM)': the best-time hint of a recommendation. */
export function bestTimeText(item: { timeOfDay?: string | null }): string {
  const { label, window } = PLANNER_WINDOWS[timeOfDayOf(item)];
  return `${label} (${window})`;
}
