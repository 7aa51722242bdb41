import type { QuizResponseDetail, ScreeningSummary } from '@sahha/contracts/quiz';

const classesOf = (value: QuizResponseDetail['currentMedications']) => (value === 'none' ? [] : [...value]);

/**
 * The 'What we checked' input of a saved plan: the stored classes. Which typed text could not be
 * identified is not stored; the plan's safety notes carry that sentence when it applied.
 */
export function savedScreening(detail: Pick<QuizResponseDetail, 'currentMedications' | 'additionalHealthInfo'>): ScreeningSummary {
  return { medicationClasses: classesOf(detail.currentMedications), healthInfoClasses: classesOf(detail.additionalHealthInfo), unidentified: [] };
}
