import { COUNTED_STATES, INTERACTION_CLASSES, INTERACTION_CLASS_LABELS, NO_ADDITIONAL_INFO, NO_MEDICATIONS, type ConceptRef, type ConfirmedConcepts, type InteractionClass, type QuizAnswers, type ReadConcept, type RecognisedItem, type RecognitionResponse, type ScreenedField, type ScreeningSummary, type SetAsideReason } from '@sahha/contracts/quiz';
import { LAB_RESULTS } from './concepts/lab-results';
import { ORGAN_HINTS, type HintBox } from './concepts/organ-hints';
import { CONCEPTS } from './knowledge-base';
import { ClinicalMatcher, type TextReading } from './matcher/clinical-matcher';
import type { Concept } from './types';

/** Built once at start-up: the dictionary index is shared by every request. */
export const CLINICAL_MATCHER = new ClinicalMatcher(CONCEPTS, LAB_RESULTS);

export interface AnswerScreening extends ScreeningSummary {
  /** Every class found in any answer, in INTERACTION_CLASSES order. */
  classes: InteractionClass[];
  /** The concepts counted in each field's answers (ids, first mention first): what `withConfirmed` overrides. */
  conceptIds: Record<ScreenedField, string[]>;
  /** Some answer is partly in a script the dictionary holds in part or not at all (TextReading.otherScript). */
  otherScript: boolean;
  /** Organ hints (ORGAN_HINTS ids) in words read as nothing, each from the answers it belongs to (OrganHint.boxes). */
  hints: string[];
}

/** Every concept of the knowledge base by id: what a confirmed id must be. */
export const CONCEPTS_BY_ID: ReadonlyMap<string, Concept> = new Map(CONCEPTS.map((c) => [c.id, c]));

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
  const concerns = CLINICAL_MATCHER.read(answerText(answers.healthConcerns_text, ''), 'healthInfo');
  const [goals, diet] = [answers.goals_text, answers.diet_text].map((text) => CLINICAL_MATCHER.read(answerText(text, ''), 'healthInfo'));
  const otherBoxes = [concerns, goals, diet];
  const unidentified: ScreenedField[] = [];
  if (medications.some((r) => r.unidentified)) unidentified.push('medications');
  if (healthInfo.some((r) => r.unidentified)) unidentified.push('healthInfo');
  const medicationClasses = merge([...medications, supplements]);
  const healthInfoClasses = merge([...healthInfo, ...otherBoxes]);
  const ids = (readings: readonly TextReading[]) => [...new Set(readings.flatMap((r) => r.concepts.map((c) => c.id)))];
  return {
    medicationClasses,
    healthInfoClasses,
    unidentified,
    classes: merge([...medications, supplements, ...healthInfo, ...otherBoxes]),
    conceptIds: { medications: ids([...medications, supplements]), healthInfo: ids([...healthInfo, ...otherBoxes]) },
    otherScript: [...medications, supplements, ...healthInfo, ...otherBoxes].some((r) => r.otherScript),
    hints: [
      ...new Set(
        (
          [
            ['medications', medications],
            ['supplements', [supplements]],
            ['healthInfo', healthInfo],
            ['concerns', [concerns]],
            ['goals', [goals]],
            ['diet', [diet]],
          ] as const
        ).flatMap(([box, readings]) => readings.flatMap((r) => r.hints).filter((id) => HINT_BOXES.get(id)?.includes(box) ?? true)),
      ),
    ],
  };
}

/** The answers each organ hint is read in, when not all (OrganHint.boxes). */
const HINT_BOXES: ReadonlyMap<string, readonly HintBox[]> = new Map(ORGAN_HINTS.flatMap((h) => (h.boxes ? [[h.id, h.boxes] as const] : [])));

export interface ConfirmedScreening extends AnswerScreening {
  /** What the plan is checked against: every concept counted, medicines first. */
  checked: ConceptRef[];
}

/**
 * The reading of the text with what the person confirmed on steps 8 and 9 laid over it: a concept
 * confirmed as taken or had counts its classes, typed or not; one confirmed as stopped, not had or
 * removed does not count, whatever the text says about it; every concept the person did not
 * answer counts as the text reads it. Without `confirmed` the reading is returned as it is.
 * Unidentified text stays unidentified: a chip answers for its own concept only. Ids must be known
 * (the DTO checks them).
 */
export function withConfirmed(screening: AnswerScreening, confirmed: ConfirmedConcepts | undefined): ConfirmedScreening {
  const refs = (ids: readonly string[]) => ids.flatMap((id) => (CONCEPTS_BY_ID.has(id) ? [conceptRef(CONCEPTS_BY_ID.get(id)!)] : []));
  if (!confirmed) return { ...screening, checked: refs([...new Set([...screening.conceptIds.medications, ...screening.conceptIds.healthInfo])]) };
  const answers = [...(confirmed.medications ?? []), ...(confirmed.healthInfo ?? [])];
  const counted = new Set(answers.filter((a) => COUNTED_STATES.has(a.state)).map((a) => a.id));
  const notCounted = new Set(answers.filter((a) => !counted.has(a.id)).map((a) => a.id));
  const countedIn = (field: ScreenedField) => {
    const stated = (confirmed[field] ?? []).filter((a) => COUNTED_STATES.has(a.state)).map((a) => a.id);
    return [...new Set([...screening.conceptIds[field].filter((id) => !notCounted.has(id)), ...stated])];
  };
  const conceptIds = { medications: countedIn('medications'), healthInfo: countedIn('healthInfo') };
  const classesOf = (ids: readonly string[]) => {
    const found = new Set(ids.flatMap((id) => CONCEPTS_BY_ID.get(id)?.classes ?? []));
    return INTERACTION_CLASSES.filter((c) => found.has(c));
  };
  return {
    medicationClasses: classesOf(conceptIds.medications),
    healthInfoClasses: classesOf(conceptIds.healthInfo),
    unidentified: screening.unidentified,
    classes: classesOf([...conceptIds.medications, ...conceptIds.healthInfo]),
    conceptIds,
    otherScript: screening.otherScript,
    hints: screening.hints,
    checked: refs([...new Set([...conceptIds.medications, ...conceptIds.healthInfo])]),
  };
}

/**
 * The live recognition line of quiz steps 8 and 9: what we understood, named by our own labels
 * and dictionary names, never by the user's words.
 */
export function recognise(text: string, field: ScreenedField): RecognitionResponse {
  const reading = CLINICAL_MATCHER.read(text, field);
  const recognised = recognisedItems(reading.concepts);
  const setAside = recognisedItems(reading.setAside ?? []);
  // The reader says why it set each concept aside (stopped, someone else's, an operation years ago, denied).
  const concepts = [...reading.concepts.map((c) => readConcept(c)), ...(reading.setAside ?? []).map((c) => readConcept(c, reading.whySetAside?.[c.id]))];
  return {
    recognised,
    nothingRecognised: reading.given && recognised.length === 0 && setAside.length === 0,
    ...(setAside.length > 0 ? { setAside } : {}),
    ...(concepts.length > 0 ? { concepts } : {}),
  };
}

/** A concept as the quiz shows it: our id, classes and dictionary name only. */
export function conceptRef(concept: Concept): Omit<ReadConcept, 'setAside'> {
  return { id: concept.id, classes: [...concept.classes], ...(concept.display ? { term: concept.display } : {}) };
}

function readConcept(concept: Concept, setAside?: SetAsideReason): ReadConcept {
  return { ...conceptRef(concept), ...(setAside ? { setAside } : {}) };
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
