import { STORAGE_KEYS } from '@sahha/contracts';
import { INTERACTION_CLASSES, NO_ADDITIONAL_INFO, NO_MEDICATIONS, SCREENED_FIELDS, type ConceptRef, type EngineRecommendation, type InteractionClass, type QuizAnswers, type QuizSubmitResponse, type ScreenedField, type ScreeningSummary } from '@sahha/contracts/quiz';

/** What the browser keeps instead of medication or health free text: never the words themselves. */
export type PrivateMarker = 'none' | 'provided';

/**
 * localStorage `quizData`: the answers with the three sensitive fields replaced by a marker,
 * plus the plan-level safety output of the engine and, once saved, the account's quiz response id.
 * `screening` holds only interaction classes, never text; plans stored before it existed lack it.
 */
export interface StoredQuizData extends Omit<QuizAnswers, 'currentMedications' | 'currentMedications_text' | 'additionalHealthInfo' | 'confirmed'> {
  currentMedications: PrivateMarker;
  currentMedications_text: PrivateMarker;
  additionalHealthInfo: PrivateMarker;
  safetyNotes: string[];
  safetyStop: QuizSubmitResponse['safetyStop'];
  screening?: ScreeningSummary;
  /** What the plan was checked against: knowledge-base ids, classes and our names, never the person's words. */
  checked?: ConceptRef[];
  quizResponseId?: number;
  /**
   * A visitor's plan as the server signed it (classes, never text): saving it after sign-up
   * stores exactly this plan. Dropped once saved.
   */
  planToken?: string;
}

export interface StoredPlan {
  recommendations: EngineRecommendation[];
  quizData: StoredQuizData;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const onlyKnown = <T extends string>(value: unknown, known: readonly T[]): T[] =>
  Array.isArray(value) ? [...new Set(value.filter((item): item is T => known.includes(item as T)))] : [];

/**
 * Keeps a screening summary to classes and field names the contract knows, so nothing else (a
 * server bug, an edited storage entry) is stored or shown; absent or malformed means none.
 */
function screeningOf(value: unknown): ScreeningSummary | undefined {
  if (!isObject(value)) return undefined;
  return {
    medicationClasses: onlyKnown<InteractionClass>(value.medicationClasses, INTERACTION_CLASSES),
    healthInfoClasses: onlyKnown<InteractionClass>(value.healthInfoClasses, INTERACTION_CLASSES),
    unidentified: onlyKnown<ScreenedField>(value.unidentified, SCREENED_FIELDS),
  };
}

/** Keeps concept refs to ids, known classes and our names; anything else is dropped. */
export function checkedOf(value: unknown): ConceptRef[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item): ConceptRef[] => {
    if (!isObject(item) || typeof item.id !== 'string') return [];
    const classes = onlyKnown<InteractionClass>(item.classes, INTERACTION_CLASSES);
    if (classes.length === 0) return [];
    return [{ id: item.id, classes, ...(typeof item.term === 'string' ? { term: item.term } : {}) }];
  });
}

const markerOf = (value: string, noneValue: string): PrivateMarker =>
  value.trim().length === 0 || value === noneValue ? 'none' : 'provided';

export function toStoredQuizData({ confirmed: _confirmed, ...answers }: QuizAnswers, response: QuizSubmitResponse): StoredQuizData {
  const medications = markerOf(answers.currentMedications, NO_MEDICATIONS);
  const stored: StoredQuizData = {
    ...answers,
    currentMedications: medications,
    currentMedications_text: medications,
    additionalHealthInfo: markerOf(answers.additionalHealthInfo, NO_ADDITIONAL_INFO),
    safetyNotes: response.safetyNotes ?? [],
    safetyStop: response.safetyStop ?? null,
  };
  const screening = screeningOf(response.screening);
  if (screening) stored.screening = screening;
  const checked = checkedOf(response.checked);
  if (checked) stored.checked = checked;
  if (response.quizResponseId !== undefined) stored.quizResponseId = response.quizResponseId;
  if (typeof response.planToken === 'string' && response.planToken !== '') stored.planToken = response.planToken;
  return stored;
}

export function savePlan(answers: QuizAnswers, response: QuizSubmitResponse): void {
  localStorage.setItem(STORAGE_KEYS.recommendations, JSON.stringify(response.recommendations ?? []));
  localStorage.setItem(STORAGE_KEYS.quizData, JSON.stringify(toStoredQuizData(answers, response)));
}

/** The plan is on the account now: its id is kept and the token, no longer needed, goes. */
export function saveQuizResponseId(quizData: StoredQuizData, quizResponseId: number): StoredQuizData {
  const { planToken: _saved, ...rest } = quizData;
  const next: StoredQuizData = { ...rest, quizResponseId };
  localStorage.setItem(STORAGE_KEYS.quizData, JSON.stringify(next));
  return next;
}

/** Absent or unparseable storage means there is nothing to show, null (docs/requirements.md, "Route: /results"). */
export function readStoredPlan(): StoredPlan | null {
  try {
    const recommendations: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.recommendations) ?? 'null');
    const quizData: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.quizData) ?? 'null');
    if (!Array.isArray(recommendations) || !isObject(quizData)) return null;
    if (!recommendations.every((item) => isObject(item) && typeof item.name === 'string')) return null;
    return {
      recommendations: recommendations as EngineRecommendation[],
      quizData: {
        ...(quizData as unknown as StoredQuizData),
        screening: screeningOf(quizData.screening),
        checked: checkedOf(quizData.checked),
        goals: Array.isArray(quizData.goals) ? (quizData.goals as StoredQuizData['goals']) : [],
        currentSupplements: Array.isArray(quizData.currentSupplements) ? (quizData.currentSupplements as StoredQuizData['currentSupplements']) : [],
        healthConcerns: Array.isArray(quizData.healthConcerns) ? (quizData.healthConcerns as StoredQuizData['healthConcerns']) : [],
        safetyNotes: Array.isArray(quizData.safetyNotes) ? (quizData.safetyNotes as string[]) : [],
        safetyStop: isObject(quizData.safetyStop) ? (quizData.safetyStop as unknown as StoredQuizData['safetyStop']) : null,
        planToken: typeof quizData.planToken === 'string' && quizData.planToken !== '' ? quizData.planToken : undefined,
      },
    };
  } catch {
    return null;
  }
}
