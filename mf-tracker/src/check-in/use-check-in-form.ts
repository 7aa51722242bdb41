import { CHECK_IN_IMPROVEMENTS, type CheckInImprovement, type CheckInSubmission } from '@sahha/contracts';
import { useState } from 'react';

/** Spec §5 and §9: scores 1-10 default 5; adherence 0-100 in steps of 10, default 100. */
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

/** The payload of spec §7: texts trimmed, empty texts and no ticked improvement sent as null. */
export function toSubmission(values: CheckInFormValues, now: Date): CheckInSubmission {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    date: now.toISOString(),
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

export function useCheckInForm() {
  const [values, setValues] = useState<CheckInFormValues>(INITIAL_VALUES);
  const set = <K extends keyof CheckInFormValues>(key: K, value: CheckInFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const toggleImprovement = (item: CheckInImprovement, checked: boolean) =>
    setValues((current) => ({
      ...current,
      improvements: checked ? [...current.improvements.filter((i) => i !== item), item] : current.improvements.filter((i) => i !== item),
    }));
  return { values, set, toggleImprovement };
}
