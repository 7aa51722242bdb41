import { CHECK_IN_IMPROVEMENTS, type CheckInImprovement, type CheckInSubmission } from '@sahha/contracts';
import { usePersistentDraft } from '@sahha/ui';

/** Scores 1-10 default 5; adherence 0-100 in steps of 10, default 100 (docs/requirements.md, "Route: /check-in"). */
export const SCORE_RANGE = { min: 1, max: 10, step: 1, initial: 5 } as const;
export const ADHERENCE_RANGE = { min: 0, max: 100, step: 10, initial: 100 } as const;
export const TEXT_MAX_LENGTH = 1000;

export interface CheckInFormValues {
  energyLevel: number;
  sleepQuality: number;
  mood: number;
  adherence: number;
  improvements: CheckInImprovement[];
  sideEffects: string;
  notes: string;
}

export const INITIAL_VALUES: CheckInFormValues = {
  energyLevel: SCORE_RANGE.initial,
  sleepQuality: SCORE_RANGE.initial,
  mood: SCORE_RANGE.initial,
  adherence: ADHERENCE_RANGE.initial,
  improvements: [],
  sideEffects: '',
  notes: '',
};

/** Where the form's draft lives while the user signs in again after the session ended. */
export const CHECK_IN_DRAFT_KEY = 'check-in';

/**
 * The payload (docs/requirements.md, "API: POST /api/check-in"): texts trimmed, empty texts and no ticked improvement sent as null. No
 * date: the server dates the check-in (issue L).
 */
export function toSubmission(values: CheckInFormValues): CheckInSubmission {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    energyLevel: values.energyLevel,
    sleepQuality: values.sleepQuality,
    mood: values.mood,
    adherence: values.adherence,
    sideEffects: text(values.sideEffects),
    // Canonical order, whatever order the boxes were ticked in.
    improvements: values.improvements.length > 0 ? CHECK_IN_IMPROVEMENTS.filter((item) => values.improvements.includes(item)) : null,
    notes: text(values.notes),
  };
}

/** The form's values, kept as a tab draft until submitted (`clearDraft`), see usePersistentDraft. */
export function useCheckInForm() {
  const [values, setValues, clearDraft] = usePersistentDraft<CheckInFormValues>(CHECK_IN_DRAFT_KEY, INITIAL_VALUES);
  const set = <K extends keyof CheckInFormValues>(key: K, value: CheckInFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const toggleImprovement = (item: CheckInImprovement, checked: boolean) =>
    setValues((current) => ({
      ...current,
      improvements: checked ? [...current.improvements.filter((i) => i !== item), item] : current.improvements.filter((i) => i !== item),
    }));
  return { values, set, toggleImprovement, clearDraft };
}
