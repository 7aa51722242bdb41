import { INTERACTION_CLASS_LABELS, type QuizResponseDetail } from '@sahha/contracts/quiz';
import {
  CONCERN_LABELS,
  DIET_LABELS,
  GENDER_LABELS,
  GOAL_LABELS,
  LIFESTYLE_LABELS,
  SUPPLEMENT_LABELS,
  labelOf,
  labelsOf,
} from '../shared/quiz-labels';

export interface ProfileRow {
  label: string;
  value: string;
}

/** Goals and supplements may be a list or text (docs/requirements.md, "Route: /recommendation/:id"); medications are 'none' or classes. */
type ProfileInput = Omit<QuizResponseDetail, 'goals' | 'currentSupplements' | 'currentMedications' | 'additionalHealthInfo'> & {
  goals: readonly string[] | string;
  currentSupplements: readonly string[] | string;
  currentMedications: 'none' | readonly string[] | string;
  additionalHealthInfo: 'none' | readonly string[] | string;
};

const listOrText = <T extends string>(labels: Record<T, string>, value: readonly string[] | string) =>
  typeof value === 'string' ? value : labelsOf(labels, value);

function classesText(value: 'none' | readonly string[] | string): string {
  if (typeof value === 'string') return value === 'none' || value.trim() === '' ? 'None' : value;
  return value.length === 0 ? 'None' : labelsOf(INTERACTION_CLASS_LABELS, value);
}

/** The saved plan's Profile Summary rows (docs/requirements.md, "Route: /recommendation/:id"). */
export function profileSummaryRows(detail: ProfileInput): ProfileRow[] {
  const rows: ProfileRow[] = [{ label: 'Age', value: detail.age }];
  if (detail.gender !== 'prefer-not-to-say') rows.push({ label: 'Gender', value: labelOf(GENDER_LABELS, detail.gender) });
  rows.push({ label: 'Activity Level', value: labelOf(LIFESTYLE_LABELS, detail.lifestyle) });
  rows.push({ label: 'Diet', value: labelOf(DIET_LABELS, detail.diet) });
  rows.push({ label: 'Goals', value: listOrText(GOAL_LABELS, detail.goals) });
  // A first item 'none' hides the health concerns row (docs/requirements.md, "Route: /recommendation/:id").
  if (detail.healthConcerns.length > 0 && detail.healthConcerns[0] !== 'none') {
    rows.push({ label: 'Health Concerns', value: labelsOf(CONCERN_LABELS, detail.healthConcerns) });
  }
  rows.push({ label: 'Medications', value: classesText(detail.currentMedications) });
  rows.push({ label: 'Current Supplements', value: listOrText(SUPPLEMENT_LABELS, detail.currentSupplements) || 'None' });
  rows.push({ label: 'Additional Health Info', value: classesText(detail.additionalHealthInfo) });
  return rows;
}
