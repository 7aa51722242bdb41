import type { CheckInImprovement } from '@sahha/contracts';

/** Labels of the check-in improvements (docs/requirements.md, "Route: /check-in"), as the form's checkboxes and the progress page show them. */
export const IMPROVEMENT_LABELS: Record<CheckInImprovement, string> = {
  energy: 'Energy',
  sleep: 'Sleep',
  digestion: 'Digestion',
  focus: 'Focus',
  mood: 'Mood',
  other: 'Other',
};
