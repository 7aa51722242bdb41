import type { CheckIn } from '@sahha/contracts';

/** A check-in on `date` with middling scores and nothing written; `values` overrides any field. */
export function checkInOn(date: string, values: Partial<CheckIn> = {}): CheckIn {
  return { date, energyLevel: 5, sleepQuality: 5, mood: 5, adherence: 100, sideEffects: null, improvements: null, notes: null, ...values };
}
