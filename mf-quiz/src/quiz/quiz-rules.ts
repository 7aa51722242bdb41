import { GOALS_MAX, NO_ADDITIONAL_INFO, NO_MEDICATIONS, QUIZ_QUESTION_COUNT, type AgeRange, type ConfirmedConcepts, type CurrentSupplement, type Diet, type Gender, type Goal, type HealthConcern, type Lifestyle, type QuizAnswers } from '@sahha/contracts/quiz';
import { EMPTY_CHIPS, anyCounted, confirmedOf, type ChipState } from './concept-picker/concept-chips';

/** The nine questions (docs/requirements.md, "Data: quiz questions and answers"), in order; step n is QUIZ_STEPS[n - 1]. */
export const QUIZ_STEPS = [
  'gender',
  'age',
  'diet',
  'goals',
  'lifestyle',
  'currentSupplements',
  'healthConcerns',
  'currentMedications',
  'additionalHealthInfo',
] as const;
export type QuizStepKey = (typeof QUIZ_STEPS)[number];

export const FIRST_STEP = 1;
export const LAST_STEP = QUIZ_QUESTION_COUNT;

/** Single-choice steps advance about 100 ms after picking (docs/requirements.md, "Route: /quiz"). */
export const AUTO_ADVANCE_MS = 100;

/** What the wizard holds while the user answers: single choices may still be unset (''). */
export interface QuizDraft {
  gender: Gender | '';
  age: AgeRange | '';
  diet: Diet | '';
  diet_text: string;
  goals: Goal[];
  goals_text: string;
  lifestyle: Lifestyle | '';
  currentSupplements: CurrentSupplement[];
  currentSupplements_text: string;
  healthConcerns: HealthConcern[];
  healthConcerns_text: string;
  /** Step 8: the 'no medications currently' option. */
  medicationsNone: boolean;
  medicationsText: string;
  /** Step 8: medicines picked from the list and the reader's chips with the person's answers. */
  medicationsChips: ChipState;
  /** Step 9: the 'no_additional_info' option. */
  additionalInfoNone: boolean;
  additionalInfoText: string;
  /** Step 9: conditions picked from the list and the reader's chips with the person's answers. */
  additionalInfoChips: ChipState;
}

export const EMPTY_DRAFT: QuizDraft = {
  gender: '',
  age: '',
  diet: '',
  diet_text: '',
  goals: [],
  goals_text: '',
  lifestyle: '',
  currentSupplements: [],
  currentSupplements_text: '',
  healthConcerns: [],
  healthConcerns_text: '',
  medicationsNone: false,
  medicationsText: '',
  medicationsChips: EMPTY_CHIPS,
  additionalInfoNone: false,
  additionalInfoText: '',
  additionalInfoChips: EMPTY_CHIPS,
};

const isBlank = (text: string) => text.trim().length === 0;

/**
 * When Continue is enabled (docs/requirements.md, "Route: /quiz"): single choice needs a value, multi choice at least one; step 6 is never blocked;
 * steps 8 and 9 need the option, non-blank text or a chip that counts (a medicine picked from the list answers the question).
 */
export function canContinue(step: number, draft: QuizDraft): boolean {
  switch (QUIZ_STEPS[step - 1]) {
    case 'gender':
      return draft.gender !== '';
    case 'age':
      return draft.age !== '';
    case 'diet':
      return draft.diet !== '';
    case 'goals':
      return draft.goals.length > 0;
    case 'lifestyle':
      return draft.lifestyle !== '';
    case 'currentSupplements':
      return true;
    case 'healthConcerns':
      return draft.healthConcerns.length > 0;
    case 'currentMedications':
      return draft.medicationsNone || !isBlank(draft.medicationsText) || anyCounted(draft.medicationsChips);
    case 'additionalHealthInfo':
      return draft.additionalInfoNone || !isBlank(draft.additionalInfoText) || anyCounted(draft.additionalInfoChips);
    default:
      return false;
  }
}

export interface MultiToggleOptions<T extends string> {
  /** Goals: a selection beyond this many is ignored. */
  max?: number;
  /** Supplements and concerns: 'none' excludes every other item. */
  exclusive?: T;
}

export interface MultiToggleResult<T extends string> {
  selection: T[];
  /** False when the pick was ignored (goals over the limit). */
  changed: boolean;
  /** Choosing 'none' on supplements or concerns advances on its own (docs/requirements.md, "Route: /quiz"). */
  autoAdvance: boolean;
}

/** Multi-choice rules (docs/requirements.md, "Route: /quiz"): tap toggles; 'none' is exclusive and advances; goals stop at 3. */
export function toggleMultiOption<T extends string>(selected: readonly T[], value: T, options: MultiToggleOptions<T> = {}): MultiToggleResult<T> {
  const { max, exclusive } = options;
  if (selected.includes(value)) {
    return { selection: selected.filter((item) => item !== value), changed: true, autoAdvance: false };
  }
  if (exclusive !== undefined && value === exclusive) {
    return { selection: [value], changed: true, autoAdvance: true };
  }
  const others = selected.filter((item) => item !== exclusive);
  if (max !== undefined && others.length >= max) {
    return { selection: [...selected], changed: false, autoAdvance: false };
  }
  return { selection: [...others, value], changed: true, autoAdvance: false };
}

export const toggleGoal = (selected: readonly Goal[], value: Goal) => toggleMultiOption(selected, value, { max: GOALS_MAX });
export const toggleSupplement = (selected: readonly CurrentSupplement[], value: CurrentSupplement) =>
  toggleMultiOption(selected, value, { exclusive: 'none' });
export const toggleConcern = (selected: readonly HealthConcern[], value: HealthConcern) =>
  toggleMultiOption(selected, value, { exclusive: 'none' });

/** True once every step's rule is satisfied, i.e. the draft can become a submission. */
export function isComplete(draft: QuizDraft): boolean {
  return QUIZ_STEPS.every((_key, index) => canContinue(index + 1, draft));
}

/**
 * The POST /api/quiz/submit body (docs/requirements.md, "Data: quiz questions and answers": all fields incl. the five *_text fields).
 * Medications: 'none', or the typed text in both `currentMedications` and
 * `currentMedications_text` (the server screens either and stores neither).
 * Step 6 is never blocked, so an empty supplement list is sent as ['none'].
 * `confirmed` carries the chips of steps 8 and 9 (ids and states only); a step answered 'none'
 * confirms nothing, and the text box may then be empty only when a chip answers the question.
 */
export function toSubmission(draft: QuizDraft): QuizAnswers {
  if (!draft.gender || !draft.age || !draft.diet || !draft.lifestyle) throw new Error('The quiz is not complete');
  const medications = draft.medicationsNone ? NO_MEDICATIONS : draft.medicationsText.trim();
  const confirmed: ConfirmedConcepts = {
    ...(draft.medicationsNone ? {} : { medications: confirmedOf('medications', draft.medicationsChips) }),
    ...(draft.additionalInfoNone ? {} : { healthInfo: confirmedOf('healthInfo', draft.additionalInfoChips) }),
  };
  const anyConfirmed = (confirmed.medications?.length ?? 0) + (confirmed.healthInfo?.length ?? 0) > 0;
  return {
    gender: draft.gender,
    age: draft.age,
    diet: draft.diet,
    diet_text: draft.diet_text.trim(),
    goals: draft.goals,
    goals_text: draft.goals_text.trim(),
    lifestyle: draft.lifestyle,
    currentSupplements:
      draft.currentSupplements.length === 0 && isBlank(draft.currentSupplements_text) ? ['none'] : draft.currentSupplements,
    currentSupplements_text: draft.currentSupplements_text.trim(),
    healthConcerns: draft.healthConcerns,
    healthConcerns_text: draft.healthConcerns_text.trim(),
    additionalHealthInfo: draft.additionalInfoNone ? NO_ADDITIONAL_INFO : draft.additionalInfoText.trim(),
    currentMedications: medications,
    currentMedications_text: draft.medicationsNone ? '' : medications,
    ...(anyConfirmed ? { confirmed } : {}),
  };
}

/**
 * The person's answers as one string, without what the reader found in their text: a reading
 * that arrives late (after Back, say) changes the chips shown, not an answer, so it must not
 * withdraw a failed submission's Retry.
 */
export function answersKey(draft: QuizDraft): string {
  return JSON.stringify({ ...draft, medicationsChips: { ...draft.medicationsChips, read: [] }, additionalInfoChips: { ...draft.additionalInfoChips, read: [] } });
}
