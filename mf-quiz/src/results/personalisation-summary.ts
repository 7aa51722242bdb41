import {
  CONCERN_LABELS,
  DIET_LABELS,
  GENDER_LABELS,
  GOAL_LABELS,
  SUPPLEMENT_LABELS,
  labelOf,
  labelsOf,
} from '../shared/quiz-labels';
import type { StoredQuizData } from '../shared/stored-plan';

type SummaryInput = Pick<
  StoredQuizData,
  | 'gender'
  | 'goals'
  | 'goals_text'
  | 'diet'
  | 'diet_text'
  | 'healthConcerns'
  | 'healthConcerns_text'
  | 'currentMedications'
  | 'additionalHealthInfo'
  | 'currentSupplements'
  | 'currentSupplements_text'
>;

const realConcerns = (input: Pick<SummaryInput, 'healthConcerns'>) => input.healthConcerns.filter((concern) => concern !== 'none');

/** Spec §2: shown when additional health info exists or health concerns other than none. */
export function shouldShowPersonalisation(input: Pick<SummaryInput, 'additionalHealthInfo' | 'healthConcerns'>): boolean {
  return input.additionalHealthInfo === 'provided' || realConcerns(input).length > 0;
}

const withText = (labels: string, text: string | undefined) =>
  [labels, text?.trim()].filter((part): part is string => Boolean(part && part.length > 0)).join('; ');

/**
 * The bullets of the personalisation summary. Medication and health free text never reach the
 * browser's storage, so those bullets only say that they were taken into account.
 */
export function personalisationBullets(input: SummaryInput): string[] {
  const bullets: string[] = [];
  if (input.gender && input.gender !== 'prefer-not-to-say') bullets.push(`Gender: ${labelOf(GENDER_LABELS, input.gender)}`);
  const goals = withText(labelsOf(GOAL_LABELS, input.goals), input.goals_text);
  if (goals) bullets.push(`Goals: ${goals}`);
  const diet = withText(input.diet ? labelOf(DIET_LABELS, input.diet) : '', input.diet_text);
  if (diet) bullets.push(`Diet: ${diet}`);
  const concerns = withText(labelsOf(CONCERN_LABELS, realConcerns(input)), input.healthConcerns_text);
  if (concerns) bullets.push(`Health concerns: ${concerns}`);
  bullets.push(input.currentMedications === 'provided' ? 'Medications checked for interactions' : 'Medications: none');
  if (input.additionalHealthInfo === 'provided') bullets.push('Detailed health information considered for safety');
  const supplements = withText(
    labelsOf(
      SUPPLEMENT_LABELS,
      input.currentSupplements.filter((item) => item !== 'none'),
    ),
    input.currentSupplements_text,
  );
  bullets.push(`Current supplements: ${supplements || 'none'}`);
  return bullets;
}
