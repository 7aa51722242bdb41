import { INTERACTION_CLASSES, INTERACTION_CLASS_LABELS, NO_ADDITIONAL_INFO, NO_MEDICATIONS, type InteractionClass, type QuizAnswers, type RecognisedItem, type RecognitionResponse, type ScreenedField, type ScreeningSummary } from '@sahha/contracts/quiz';
import { CONCEPTS } from './knowledge-base';
import { ClinicalMatcher, type TextReading } from './matcher/clinical-matcher';
import type { Concept } from './types';

/** Built once at start-up: the dictionary index is shared by every request. */
export const CLINICAL_MATCHER = new ClinicalMatcher(CONCEPTS);

export interface AnswerScreening extends ScreeningSummary {
  /** Every class found in any answer, in INTERACTION_CLASSES order. */
  classes: InteractionClass[];
}

type ScreenedAnswers = Pick<QuizAnswers, 'currentMedications' | 'currentMedications_text' | 'additionalHealthInfo' | 'healthConcerns_text'> &
  Partial<Pick<QuizAnswers, 'currentSupplements_text' | 'goals_text' | 'diet_text'>>;

function answerText(value: string | undefined, noneValue: string): string {
  const text = (value ?? '').trim();
  return text === noneValue ? '' : text;
}

function merge(readings: readonly TextReading[]): InteractionClass[] {
  const found = new Set(readings.flatMap((r) => r.classes));
  return INTERACTION_CLASSES.filter((c) => found.has(c));
}

/**
 * Reads the free-text answers in memory and keeps only classes. Question 8 (medicines, with its
 * copy in `currentMedications_text`) and question 9 (health details) can each be unidentified.
 * The other boxes are read for classes only, since they are about something else and most of what
 * is typed there is no medicine: question 7's concerns, and — because people type a medicine or a
 * pregnancy wherever there is a box — the supplements (6), goals (4) and diet (3) boxes.
 */
export function screenAnswers(answers: ScreenedAnswers): AnswerScreening {
  const medicationTexts = [...new Set([answerText(answers.currentMedications, NO_MEDICATIONS), answerText(answers.currentMedications_text, '')])];
  const medications = medicationTexts.filter((t) => t !== '').map((t) => CLINICAL_MATCHER.read(t, 'medications'));
  const supplements = CLINICAL_MATCHER.read(answerText(answers.currentSupplements_text, ''), 'medications');
  const healthInfo = [CLINICAL_MATCHER.read(answerText(answers.additionalHealthInfo, NO_ADDITIONAL_INFO), 'healthInfo')];
  const otherBoxes = [answers.healthConcerns_text, answers.goals_text, answers.diet_text].map((text) => CLINICAL_MATCHER.read(answerText(text, ''), 'healthInfo'));
  const unidentified: ScreenedField[] = [];
  if (medications.some((r) => r.unidentified)) unidentified.push('medications');
  if (healthInfo.some((r) => r.unidentified)) unidentified.push('healthInfo');
  const medicationClasses = merge([...medications, supplements]);
  const healthInfoClasses = merge([...healthInfo, ...otherBoxes]);
  return { medicationClasses, healthInfoClasses, unidentified, classes: merge([...medications, supplements, ...healthInfo, ...otherBoxes]) };
}

/**
 * The live recognition line of quiz steps 8 and 9: what we understood, named by our own labels
 * and dictionary names, never by the user's words.
 */
export function recognise(text: string, field: ScreenedField): RecognitionResponse {
  const reading = CLINICAL_MATCHER.read(text, field);
  const recognised = recognisedItems(reading.concepts);
  const setAside = recognisedItems(reading.setAside ?? []);
  return {
    recognised,
    nothingRecognised: reading.given && recognised.length === 0 && setAside.length === 0,
    ...(setAside.length > 0 ? { setAside } : {}),
  };
}

/** One line per class and dictionary name, in contract order; a class named by a specific medicine needs no bare-label line as well. */
function recognisedItems(concepts: readonly Concept[]): RecognisedItem[] {
  const items: RecognisedItem[] = [];
  const seen = new Set<string>();
  for (const cls of INTERACTION_CLASSES) {
    for (const concept of concepts.filter((c) => c.classes.includes(cls))) {
      const key = `${cls}|${concept.display ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ class: cls, label: INTERACTION_CLASS_LABELS[cls], ...(concept.display ? { term: concept.display } : {}) });
    }
  }
  const named = new Set(items.filter((r) => r.term).map((r) => r.class));
  return items.filter((r) => r.term || !named.has(r.class));
}
