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
  | 'screening'
>;

const realConcerns = (input: Pick<SummaryInput, 'healthConcerns'>) => input.healthConcerns.filter((concern) => concern !== 'none');

/** Shown when additional health info exists or health concerns other than none (docs/requirements.md, "Route: /results"). */
export function shouldShowPersonalisation(input: Pick<SummaryInput, 'additionalHealthInfo' | 'healthConcerns'>): boolean {
  return input.additionalHealthInfo === 'provided' || realConcerns(input).length > 0;
}

const withText = (labels: string, text: string | undefined) =>
  [labels, text?.trim()].filter((part): part is string => Boolean(part && part.length > 0)).join('; ');

export const PERSONALISATION_TEXTS = {
  medicationsChecked: 'Medications checked for interactions',
  medicationsNone: 'Medications: none',
  medicationsNotIdentified: 'Medications: not identified — please check with a pharmacist',
  healthInfoConsidered: 'Detailed health information considered for safety',
  healthInfoNotIdentified: 'Health details: not identified — please check with a pharmacist',
} as const;

/**
 * Typed text only counts as checked when the engine recognised at least one class in it: saying
 * 'checked' about words it could not identify would be a false reassurance. Plans stored before
 * the screening summary existed keep the earlier wording.
 */
const wasIdentified = (classes: readonly string[] | undefined) => classes === undefined || classes.length > 0;

/**
 * The bullets of the personalisation summary. Medication and health free text never reach the
 * browser's storage, so those bullets only say whether they were taken into account.
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
  if (input.currentMedications !== 'provided') bullets.push(PERSONALISATION_TEXTS.medicationsNone);
  else if (wasIdentified(input.screening?.medicationClasses)) bullets.push(PERSONALISATION_TEXTS.medicationsChecked);
  else bullets.push(PERSONALISATION_TEXTS.medicationsNotIdentified);
  if (input.additionalHealthInfo === 'provided') {
    bullets.push(
      wasIdentified(input.screening?.healthInfoClasses) ? PERSONALISATION_TEXTS.healthInfoConsidered : PERSONALISATION_TEXTS.healthInfoNotIdentified,
    );
  }
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
