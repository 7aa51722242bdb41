/** Spec §3 quiz questions and option values; the engine, the API DTOs and the quiz UI share them. */
import type { Recommendation } from './api';

export const QUIZ_QUESTION_COUNT = 9;
export const GOALS_MAX = 3;
export const QUIZ_FREE_TEXT_MAX = 500;

export const GENDERS = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const;
export const AGE_RANGES = ['18-25', '26-35', '36-45', '46-55', '56+'] as const;
export const DIETS = ['omnivore', 'vegetarian', 'vegan', 'keto', 'paleo', 'mediterranean', 'dash'] as const;
export const GOALS = ['energy', 'sleep', 'focus', 'immunity', 'stress', 'weight_loss', 'muscle', 'skin', 'aging', 'digestion'] as const;
export const LIFESTYLES = ['sedentary', 'moderate', 'active', 'athletic'] as const;
export const CURRENT_SUPPLEMENTS = [
  'none',
  'multivitamin',
  'vitamin_d',
  'vitamin_b',
  'vitamin_c',
  'vitamin_e',
  'vitamin_k',
  'omega3',
  'magnesium',
  'zinc',
  'iron',
  'calcium',
  'probiotics',
  'protein',
  'ashwagandha',
  'curcumin',
  'rhodiola',
  'coq10',
  'green_tea',
  'collagen',
  'creatine',
  'glucosamine',
  'folate',
  'herbal',
] as const;
export const HEALTH_CONCERNS = ['none', 'sleep', 'stress', 'digestion', 'immune', 'hormone', 'focus'] as const;
export const NO_MEDICATIONS = 'none';
export const NO_ADDITIONAL_INFO = 'no_additional_info';

export type Gender = (typeof GENDERS)[number];
export type AgeRange = (typeof AGE_RANGES)[number];
export type Diet = (typeof DIETS)[number];
export type Goal = (typeof GOALS)[number];
export type Lifestyle = (typeof LIFESTYLES)[number];
export type CurrentSupplement = (typeof CURRENT_SUPPLEMENTS)[number];
export type HealthConcern = (typeof HEALTH_CONCERNS)[number];

/**
 * Spec §3 quiz answers, exactly the payload of POST /api/quiz/submit. `currentMedications` is
 * 'none' or free text that the server screens in memory and never stores.
 */
export interface QuizAnswers {
  gender: Gender;
  age: AgeRange;
  diet: Diet;
  diet_text: string;
  goals: Goal[];
  goals_text: string;
  lifestyle: Lifestyle;
  currentSupplements: CurrentSupplement[];
  currentSupplements_text: string;
  healthConcerns: HealthConcern[];
  healthConcerns_text: string;
  additionalHealthInfo: string;
  currentMedications: string;
  currentMedications_text: string;
}

export const EVIDENCE_GRADES = ['A', 'B', 'C', 'D'] as const;
export type EvidenceGrade = (typeof EVIDENCE_GRADES)[number];

/** What each grade means; shown next to every recommendation and on /science. */
export const EVIDENCE_GRADE_MEANINGS: Record<EvidenceGrade, string> = {
  A: 'Strong: consistent results from several randomised controlled trials or meta-analyses',
  B: 'Moderate: at least one good randomised trial or consistent smaller trials',
  C: 'Limited: small or mixed trials, or strong evidence only in specific groups',
  D: 'Traditional or emerging: mostly laboratory, animal or observational data',
};

/** Interaction classes detected in medication/health free text; the only thing ever stored. */
export const INTERACTION_CLASSES = [
  'anticoagulant',
  'antiplatelet',
  'ssri_snri',
  'levothyroxine',
  'metformin',
  'ppi',
  'methotrexate',
  'quinolone_tetracycline',
  'pregnancy_breastfeeding',
  'kidney_disease',
  'liver_disease',
] as const;
export type InteractionClass = (typeof INTERACTION_CLASSES)[number];

/** Spec §3 Recommendation plus the engine's evidence and safety fields. */
export interface EngineRecommendation extends Recommendation {
  /** Catalog slug (product page /products/{productId}). */
  productId: string;
  evidenceGrade: EvidenceGrade;
  /** What the grade is based on, e.g. 'Meta-analysis of 25 RCTs (Martineau 2017)'. */
  evidenceBasis: string;
  dosage: string;
  cautions: string[];
  /** True when the user already takes it (shown under 'Keep Taking These'). */
  alreadyTaking: boolean;
}

/** A hard stop: the engine recommends nothing and tells the user to see their doctor first. */
export interface SafetyStop {
  reason: InteractionClass;
  message: string;
}

export interface QuizSubmitResponse {
  recommendations: EngineRecommendation[];
  /** Safety notes that apply to the whole plan (spacing, exclusions), readable by the user. */
  safetyNotes: string[];
  safetyStop: SafetyStop | null;
  /** Present when signed in: the saved quiz response id. */
  quizResponseId?: number;
}

/** GET /api/quiz-responses (mine, newest first). */
export interface QuizResponseSummary {
  id: number;
  createdAt: string;
  goals: Goal[];
  recommendationCount: number;
}

export interface QuizResponsesResponse {
  success: boolean;
  quizResponses: QuizResponseSummary[];
}

/**
 * GET /api/quiz-responses/{id}: spec §3 Quiz response. Medication and additional-info free text
 * are never stored: `currentMedications` / `additionalHealthInfo` hold 'none' or the detected
 * interaction classes only.
 */
export interface QuizResponseDetail {
  id: number;
  createdAt: string;
  age: AgeRange;
  gender: Gender;
  lifestyle: Lifestyle;
  diet: Diet;
  goals: Goal[];
  healthConcerns: HealthConcern[];
  currentMedications: 'none' | InteractionClass[];
  currentSupplements: CurrentSupplement[];
  additionalHealthInfo: 'none' | InteractionClass[];
}

/** GET /api/supplement-recommendations/{quizResponseId}. */
export interface SupplementRecommendationsResponse {
  success: boolean;
  recommendations: EngineRecommendation[];
  safetyNotes: string[];
}

/** Human labels for the stored interaction classes (profile summaries, /science). */
export const INTERACTION_CLASS_LABELS: Record<InteractionClass, string> = {
  anticoagulant: 'Blood thinner (anticoagulant)',
  antiplatelet: 'Antiplatelet medicine',
  ssri_snri: 'Antidepressant (SSRI/SNRI)',
  levothyroxine: 'Thyroid hormone (levothyroxine)',
  metformin: 'Metformin',
  ppi: 'Stomach acid reducer (PPI)',
  methotrexate: 'Methotrexate',
  quinolone_tetracycline: 'Quinolone or tetracycline antibiotic',
  pregnancy_breastfeeding: 'Pregnancy or breastfeeding',
  kidney_disease: 'Kidney disease',
  liver_disease: 'Liver disease',
};
