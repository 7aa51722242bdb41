import {
  INTERACTION_CLASSES,
  NO_ADDITIONAL_INFO,
  NO_MEDICATIONS,
  SCREENED_FIELDS,
  STORAGE_KEYS,
  type EngineRecommendation,
  type InteractionClass,
  type QuizAnswers,
  type QuizSubmitResponse,
  type ScreenedField,
  type ScreeningSummary,
} from '@sahha/contracts';

/** What the browser keeps instead of medication or health free text: never the words themselves. */
export type PrivateMarker = 'none' | 'provided';

/**
 * localStorage `quizData`: the answers with the three sensitive fields replaced by a marker,
 * plus the plan-level safety output of the engine and, once saved, the account's quiz response id.
 * `screening` holds only interaction classes, never text; plans stored before it existed lack it.
 */
export interface StoredQuizData extends Omit<QuizAnswers, 'currentMedications' | 'currentMedications_text' | 'additionalHealthInfo'> {
  currentMedications: PrivateMarker;
  currentMedications_text: PrivateMarker;
  additionalHealthInfo: PrivateMarker;
  safetyNotes: string[];
  safetyStop: QuizSubmitResponse['safetyStop'];
  screening?: ScreeningSummary;
  quizResponseId?: number;
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

const markerOf = (value: string, noneValue: string): PrivateMarker =>
  value.trim().length === 0 || value === noneValue ? 'none' : 'provided';

export function toStoredQuizData(answers: QuizAnswers, response: QuizSubmitResponse): StoredQuizData {
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
  if (response.quizResponseId !== undefined) stored.quizResponseId = response.quizResponseId;
  return stored;
}

export function savePlan(answers: QuizAnswers, response: QuizSubmitResponse): void {
  localStorage.setItem(STORAGE_KEYS.recommendations, JSON.stringify(response.recommendations ?? []));
  localStorage.setItem(STORAGE_KEYS.quizData, JSON.stringify(toStoredQuizData(answers, response)));
}

export function saveQuizResponseId(quizData: StoredQuizData, quizResponseId: number): StoredQuizData {
  const next = { ...quizData, quizResponseId };
  localStorage.setItem(STORAGE_KEYS.quizData, JSON.stringify(next));
  return next;
}

/** Spec §2/§8: absent or unparseable storage means there is nothing to show (null → /quiz). */
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
        goals: Array.isArray(quizData.goals) ? (quizData.goals as StoredQuizData['goals']) : [],
        currentSupplements: Array.isArray(quizData.currentSupplements) ? (quizData.currentSupplements as StoredQuizData['currentSupplements']) : [],
        healthConcerns: Array.isArray(quizData.healthConcerns) ? (quizData.healthConcerns as StoredQuizData['healthConcerns']) : [],
        safetyNotes: Array.isArray(quizData.safetyNotes) ? (quizData.safetyNotes as string[]) : [],
        safetyStop: isObject(quizData.safetyStop) ? (quizData.safetyStop as unknown as StoredQuizData['safetyStop']) : null,
      },
    };
  } catch {
    return null;
  }
}

/**
 * The answers to send again when a visitor who has since signed in saves the plan. Only possible
 * when nothing private was typed: the browser never kept medication or health text, so a plan
 * that depended on it must come from retaking the quiz (the caller checks `needsRetake`).
 */
export function needsRetake(quizData: StoredQuizData): boolean {
  return quizData.currentMedications === 'provided' || quizData.additionalHealthInfo === 'provided';
}

export function resubmissionOf(quizData: StoredQuizData): QuizAnswers {
  return {
    gender: quizData.gender,
    age: quizData.age,
    diet: quizData.diet,
    diet_text: quizData.diet_text ?? '',
    goals: quizData.goals,
    goals_text: quizData.goals_text ?? '',
    lifestyle: quizData.lifestyle,
    currentSupplements: quizData.currentSupplements,
    currentSupplements_text: quizData.currentSupplements_text ?? '',
    healthConcerns: quizData.healthConcerns,
    healthConcerns_text: quizData.healthConcerns_text ?? '',
    additionalHealthInfo: NO_ADDITIONAL_INFO,
    currentMedications: NO_MEDICATIONS,
    currentMedications_text: '',
  };
}
