/** The quiz questions and option values (docs/requirements.md, "Data: quiz questions and answers"); the engine, the API DTOs and the quiz UI share them. */
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
 * The quiz answers (docs/requirements.md, "Data: quiz questions and answers"), exactly the payload of POST /api/quiz/submit. `currentMedications` is
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
  /**
   * What the person confirmed on steps 8 and 9 (picked, or a reading they kept, answered or
   * removed). Optional: without it the text is read as before. With it, the server trusts each
   * listed concept's state over its reading of the text, and reads the text for everything else.
   */
  confirmed?: ConfirmedConcepts;
}

export const CONFIRMED_MEDICATION_STATES = ['taking', 'stopped', 'removed'] as const;
export const CONFIRMED_HEALTH_INFO_STATES = ['has', 'not', 'removed'] as const;
export type ConfirmedMedicationState = (typeof CONFIRMED_MEDICATION_STATES)[number];
export type ConfirmedHealthInfoState = (typeof CONFIRMED_HEALTH_INFO_STATES)[number];
/** The states that count a concept's classes; every other state leaves the concept out. */
export const COUNTED_STATES: ReadonlySet<ConfirmedMedicationState | ConfirmedHealthInfoState> = new Set(['taking', 'has']);
/** At most this many confirmed concepts per answer. */
export const CONFIRMED_CONCEPTS_MAX = 40;

export interface ConfirmedConcept<State extends string> {
  /** A knowledge-base concept id ('warfarin'); an id the server does not know is a 400. */
  id: string;
  state: State;
}

export interface ConfirmedConcepts {
  medications?: ConfirmedConcept<ConfirmedMedicationState>[];
  healthInfo?: ConfirmedConcept<ConfirmedHealthInfoState>[];
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

/**
 * Interaction classes detected in medication/health free text; the only thing ever stored. A
 * class is a medicine family, a condition or a life stage that changes which supplements are
 * safe. The clinical knowledge base (services/api/src/clinical) says what each one does.
 */
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
  'lithium',
  'antipsychotic',
  'maoi',
  'tricyclic',
  'antiepileptic',
  'immunosuppressant',
  'cancer_treatment',
  'hormone_sensitive_cancer',
  'glucose_lowering',
  'digoxin',
  'diuretic',
  'blood_pressure',
  'statin',
  'antithyroid',
  'retinoid',
  'levodopa',
  'hormonal_therapy',
  'sedative',
  'bisphosphonate',
  'bipolar_disorder',
  'bleeding_disorder',
  'surgery',
  'iron_overload',
  'g6pd_deficiency',
  'sickle_cell',
  'kidney_stones',
  'autoimmune_disease',
  'hypercalcaemia',
  'swallowing_difficulty',
  'heart_rhythm',
  'glp1_agonist',
  'adhd_medicine',
  'integrase_inhibitor',
  'tb_treatment',
  'iron_chelator',
  'prescription_omega3',
  'calcium_antacid',
  'bariatric_surgery',
] as const;
export type InteractionClass = (typeof INTERACTION_CLASSES)[number];

/** A recommendation (docs/requirements.md, "Route: /results") plus the engine's evidence and safety fields. */
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
  /** What was recognised in the typed medicines and health details (classes only). */
  screening: ScreeningSummary;
  /** The concepts the plan was checked against: those confirmed as taken or had, and those read in the text and not answered otherwise. */
  checked?: ConceptRef[];
  /** Present when signed in: the saved quiz response id. */
  quizResponseId?: number;
  /**
   * Present for a visitor: this plan as the server would save it (no free text), signed and valid
   * for 7 days; POST /api/quiz/save-plan saves it once the visitor has signed in.
   */
  planToken?: string;
}

/** POST /api/quiz/save-plan (signed in). */
export interface SavePlanRequest {
  planToken: string;
}

export interface SavePlanResponse {
  success: true;
  quizResponseId: number;
}

/** GET /api/quiz-responses (mine, newest first). */
export interface QuizResponseSummary {
  id: number;
  createdAt: string;
  goals: Goal[];
  recommendationCount: number;
  /** The plan's item names in the engine's order. */
  itemNames: string[];
  /** The plan's safety notes. */
  safetyNotes: string[];
}

export interface QuizResponsesResponse {
  success: boolean;
  quizResponses: QuizResponseSummary[];
}

/**
 * GET /api/quiz-responses/{id} (docs/requirements.md, "API: GET /api/quiz-responses/:id"). Medication and additional-info free text
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
  /** The concepts the plan was checked against (absent for plans saved before they were kept). */
  checked?: ConceptRef[];
}

/** GET /api/supplement-recommendations/{quizResponseId}. */
export interface SupplementRecommendationsResponse {
  success: boolean;
  recommendations: EngineRecommendation[];
  safetyNotes: string[];
  /** The engine's stop when the plan was one; null for a plan with items (and for plans saved before it was kept). */
  safetyStop: SafetyStop | null;
}

/** Human labels for the stored interaction classes (recognition line, profile summaries, /science). */
export const INTERACTION_CLASS_LABELS: Record<InteractionClass, string> = {
  anticoagulant: 'Blood thinner (anticoagulant)',
  antiplatelet: 'Antiplatelet medicine',
  ssri_snri: 'Antidepressant (SSRI/SNRI)',
  levothyroxine: 'Thyroid hormone or underactive thyroid',
  metformin: 'Metformin',
  ppi: 'Stomach acid reducer (PPI)',
  methotrexate: 'Methotrexate',
  quinolone_tetracycline: 'Quinolone or tetracycline antibiotic',
  pregnancy_breastfeeding: 'Pregnancy, breastfeeding or trying to conceive',
  kidney_disease: 'Kidney disease',
  liver_disease: 'Liver disease',
  lithium: 'Lithium',
  antipsychotic: 'Antipsychotic medicine',
  maoi: 'MAO inhibitor antidepressant',
  tricyclic: 'Tricyclic antidepressant',
  antiepileptic: 'Anti-seizure medicine or epilepsy',
  immunosuppressant: 'Immunosuppressant, transplant or weakened immunity',
  cancer_treatment: 'Cancer or cancer treatment',
  hormone_sensitive_cancer: 'Hormone-sensitive cancer',
  glucose_lowering: 'Diabetes or diabetes medicine',
  digoxin: 'Digoxin',
  diuretic: 'Diuretic (water pill)',
  blood_pressure: 'Blood-pressure medicine or high blood pressure',
  statin: 'Statin (cholesterol medicine)',
  antithyroid: 'Antithyroid medicine or overactive thyroid',
  retinoid: 'Isotretinoin or another retinoid',
  levodopa: 'Levodopa or Parkinson’s disease',
  hormonal_therapy: 'Hormonal contraception, HRT or fertility treatment',
  sedative: 'Sedative or sleeping medicine',
  bisphosphonate: 'Bisphosphonate (bone medicine)',
  bipolar_disorder: 'Bipolar disorder',
  bleeding_disorder: 'Bleeding disorder or low platelets',
  surgery: 'Upcoming surgery or dental procedure',
  iron_overload: 'Iron overload (haemochromatosis, thalassaemia)',
  g6pd_deficiency: 'G6PD deficiency',
  sickle_cell: 'Sickle cell disease',
  kidney_stones: 'Kidney stones',
  autoimmune_disease: 'Autoimmune disease',
  hypercalcaemia: 'High blood calcium or sarcoidosis',
  swallowing_difficulty: 'Trouble swallowing or a narrowed gut',
  heart_rhythm: 'Heart rhythm problem (atrial fibrillation)',
  glp1_agonist: 'GLP-1 diabetes or weight-loss medicine (such as Ozempic or Mounjaro)',
  adhd_medicine: 'ADHD medicine',
  integrase_inhibitor: 'HIV medicine (integrase inhibitor)',
  tb_treatment: 'Tuberculosis (TB) treatment',
  iron_chelator: 'Iron-chelating medicine',
  prescription_omega3: 'Prescription omega-3 (fish-oil medicine)',
  calcium_antacid: 'Calcium antacid (such as Tums or Rennie)',
  bariatric_surgery: 'Past weight-loss surgery (sleeve or bypass)',
};

/** One situation the safety screen looks for, with what it changes in a plan (generated from the clinical rules). */
export interface SafetyClass {
  class: InteractionClass;
  label: string;
  effect: string;
}

/** GET /api/safety-classes: every interaction class in INTERACTION_CLASSES order (the /science page). */
export interface SafetyClassesResponse {
  classes: SafetyClass[];
}

/** What one product rule does to a supplement when its class applies (the engine's own action kinds). */
export type SupplementEffectKind = 'exclude' | 'limit' | 'space' | 'caution';

/** A reference a rule rests on: NIH ODS, NCCIH, LiverTox or a medicine's label. */
export interface RuleSource {
  title: string;
  url: string;
}

/** One product rule as the public medicine checker shows it: the same texts the plan shows. */
export interface SupplementEffect {
  /** Catalog key: /products/{product}. */
  product: string;
  kind: SupplementEffectKind;
  /** The note (left out), the caution (spaced, caution) or the note of a capped dose. */
  text: string;
  /** The capped dose, for `limit`. */
  dosage?: string;
  /** Said to someone who already takes the left-out supplement. */
  ifAlreadyTaking?: string;
  source: RuleSource;
}

/** Everything the engine does when it detects one class. */
export interface ClassRules {
  class: InteractionClass;
  label: string;
  /** Set when the class stops the plan: no supplement is recommended. */
  hardStop?: string;
  /** Plan-wide notes. */
  notes: string[];
  /** Notes shown to someone who already takes a supplement of this kind. */
  alreadyTakingNotes: string[];
  effects: SupplementEffect[];
  sources: RuleSource[];
}

/** GET /api/medicine-check/rules: every class's rules and every supplement we recommend, for /medicine-check. */
export interface MedicineCheckRulesResponse {
  classes: ClassRules[];
  /** Every catalog supplement, in catalog order, with its display name. */
  supplements: { product: string; name: string }[];
}

/** The two free-text answers screened for classes: question 8 (medicines) and question 9 (health). */
export const SCREENED_FIELDS = ['medications', 'healthInfo'] as const;
export type ScreenedField = (typeof SCREENED_FIELDS)[number];

/** One thing recognised in typed text: the class, its label, and the dictionary name that matched. */
export interface RecognisedItem {
  class: InteractionClass;
  label: string;
  /** Our dictionary's name for what matched ('warfarin'), never the user's own text; absent for a class-level phrase. */
  term?: string;
}

/** POST /api/quiz/recognise: the text is read in memory, never stored or logged. */
export interface RecognitionRequest {
  field: ScreenedField;
  text: string;
}

export interface RecognitionResponse {
  recognised: RecognisedItem[];
  /** Text was given but nothing in it could be identified. */
  nothingRecognised: boolean;
  /**
   * What the text names but we did not count, because it reads as stopped, denied or someone
   * else's ("stopped warfarin", "not pregnant", "my mother has diabetes"). Shown, so a wrong
   * reading can be corrected; absent from older servers.
   */
  setAside?: RecognisedItem[];
  /**
   * Every dictionary concept the text names, counted or set aside, one entry each (quiz steps 8
   * and 9 show each as a chip the person confirms); absent when there are none and from older servers.
   */
  concepts?: ReadConcept[];
}

/**
 * Why the reader did not count a concept it found, as its words say (docs/reading-rules.md):
 * - `stopped`: stopped, no longer taken, came off ("stopped Concor", "وقفت الوارفارين", "band kar di");
 * - `someone-else`: a relative's ("my mother has diabetes", "امي عندها سكر", "family history of");
 * - `past-operation`: an operation years ago ("gastric bypass 5 years ago", "sleeve in 2018");
 * - `denied`: denied ("not pregnant", "I don't have kidney disease", "ما عندي سكر", a vaccine against
 *   hepatitis, "my BP is normal"; in the medicines answer only a clause of just the denial, "no blood thinners").
 * When two apply to a concept the first in this order is given. Each asks its own question on
 * the chip (CONCEPT_PICKER_TEXTS).
 */
export const SET_ASIDE_REASONS = ['stopped', 'someone-else', 'past-operation', 'denied'] as const;
export type SetAsideReason = (typeof SET_ASIDE_REASONS)[number];

/**
 * The one reason servers before the reasons above gave for both "someone else's" and "denied" on
 * the health answer (the medicines answer gave 'stopped'). No stored plan or saved draft holds it,
 * but a page and a server of different ages may still meet: it is read by setAsideReasonOf.
 */
export const LEGACY_SET_ASIDE_REASON = 'not-yours';

/**
 * The question a set-aside chip asks, from what a server said: a reason of SET_ASIDE_REASONS as
 * it is; the legacy 'not-yours', or a reason this page does not know yet, by field as before (a
 * stop on the medicines answer, a denial on the health answer); nothing when nothing was set aside.
 */
export function setAsideReasonOf(value: unknown, field: ScreenedField): SetAsideReason | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if ((SET_ASIDE_REASONS as readonly unknown[]).includes(value)) return value as SetAsideReason;
  return field === 'medications' ? 'stopped' : 'denied';
}

/** A knowledge-base concept as the quiz shows it: our id, its classes and its dictionary name, never the user's words. */
export interface ConceptRef {
  /** Stable knowledge-base id ('warfarin', 'cond-pregnancy'). */
  id: string;
  classes: InteractionClass[];
  /** Our dictionary's name ('warfarin'); absent for a concept that only names a class ('blood thinner'). */
  term?: string;
}

/**
 * One concept the reader found in typed text; `setAside`, with why, when it read it as not
 * counting. A server from before the reasons sends 'not-yours': read it with setAsideReasonOf.
 */
export interface ReadConcept extends ConceptRef {
  setAside?: SetAsideReason;
}

/** "Blood thinner (anticoagulant) — warfarin": the one label of a concept on chips, suggestions and the results page. */
export function conceptLabel(concept: Pick<ConceptRef, 'classes' | 'term'>): string {
  const classes = concept.classes.map((cls) => INTERACTION_CLASS_LABELS[cls]).join('; ');
  return concept.term ? `${classes} — ${concept.term}` : classes;
}

/** GET /api/quiz/suggestions?field=&q=: the typed fragment is read in memory, never stored or logged. */
export const SUGGESTION_QUERY_MAX = 100;
/** At most this many suggestions per fragment. */
export const SUGGESTIONS_MAX = 8;

export interface SuggestionsRequest {
  field: ScreenedField;
  q: string;
}

/** One suggestion: a concept and the dictionary spelling that matched the fragment (a brand, Arabic, a lay phrase). */
export interface ConceptSuggestion extends ConceptRef {
  matched: string;
  /** How the fragment matched: the whole spelling, its start, or its start with a typo. */
  match: 'exact' | 'prefix' | 'typo';
}

export interface SuggestionsResponse {
  suggestions: ConceptSuggestion[];
}

const UNIDENTIFIED_WHAT: Record<ScreenedField, string> = {
  medications: 'the medicines you typed',
  healthInfo: 'the health details you typed',
};

/**
 * The one sentence, in the plan's safety notes and on the results page, for typed text we could
 * not identify: nothing claims it was checked, and the user is sent to a pharmacist.
 */
export function unidentifiedTextNote(fields: readonly ScreenedField[]): string {
  const what = fields.map((f) => UNIDENTIFIED_WHAT[f]).join(' or ');
  return `We could not identify some of ${what}, so we could not check them for interactions. We have left out the supplements with the most interactions; please check this plan with a pharmacist or doctor before you start, and show them what you take.`;
}

/** What the engine understood of the free-text answers; classes only, never the text. */
export interface ScreeningSummary {
  medicationClasses: InteractionClass[];
  healthInfoClasses: InteractionClass[];
  /** Fields where text was given but what it names could not be identified. */
  unidentified: ScreenedField[];
}

/** The question a set-aside chip asks on an answer, with its two answers: counted, and not counted. */
export interface ChipQuestion {
  question: string;
  counted: string;
  notCounted: string;
}

/**
 * The question of a reason on a field: the reason's own, except a stop in the health answer
 * (CONCEPT_PICKER_TEXTS.stoppedInHealthAnswer) and a denial in the medicines answer (deniedInMedicinesAnswer).
 */
export function chipQuestionOf(reason: SetAsideReason, field: ScreenedField): ChipQuestion {
  if (reason === 'stopped' && field === 'healthInfo') return CONCEPT_PICKER_TEXTS.stoppedInHealthAnswer;
  if (reason === 'denied' && field === 'medications') return CONCEPT_PICKER_TEXTS.deniedInMedicinesAnswer;
  return {
    question: CONCEPT_PICKER_TEXTS.question[reason],
    counted: CONCEPT_PICKER_TEXTS.countedAnswer[reason],
    notCounted: CONCEPT_PICKER_TEXTS.notCountedAnswer[reason],
  };
}

/** Texts of the picker and chips on quiz steps 8 and 9 (issue P): what we read, shown for the person to confirm. */
export const CONCEPT_PICKER_TEXTS = {
  label: {
    medications: 'Find a medicine to add',
    healthInfo: 'Find a condition to add',
  } satisfies Record<ScreenedField, string>,
  hint: 'Type a name (a brand, a generic or in Arabic) and pick it from the list. You can also just describe it in the box below.',
  suggestionCount: (count: number) => (count === 1 ? '1 suggestion. Use the up and down arrows to choose.' : `${count} suggestions. Use the up and down arrows to choose.`),
  notFound: (typed: string) => `We couldn't find '${typed}'.`,
  closest: 'The closest we know:',
  keepUnchecked: 'Keep it as something we could not check',
  chipsHeading: {
    medications: 'Medicines we will check your plan against',
    healthInfo: 'Health details we will check your plan against',
  } satisfies Record<ScreenedField, string>,
  notMe: 'Not me',
  removeLabel: (label: string) => `Remove ${label}: not me`,
  question: {
    stopped: 'Stopped?',
    'someone-else': "Someone else's?",
    'past-operation': 'In the past?',
    denied: 'Not the case?',
  } satisfies Record<SetAsideReason, string>,
  countedAnswer: {
    stopped: 'Still taking',
    'someone-else': 'Mine',
    'past-operation': 'Coming up',
    denied: 'I have this',
  } satisfies Record<SetAsideReason, string>,
  notCountedAnswer: {
    stopped: 'Stopped',
    'someone-else': "Someone else's",
    'past-operation': 'In the past',
    denied: "Doesn't apply",
  } satisfies Record<SetAsideReason, string>,
  /**
   * A stop said in the health answer ("my asthma went away", "was pregnant last year"): a condition
   * is not taken, so "Still taking" would not fit; its answers map to has / not like a denial's.
   */
  stoppedInHealthAnswer: { question: 'Over now?', counted: 'Still the case', notCounted: 'Over now' },
  /** A medicine the medicines answer denies ("no blood thinners"): "I have this" would not fit a medicine. */
  deniedInMedicinesAnswer: { question: 'Not taking it?', counted: 'I take this', notCounted: 'Not taking it' },
  countedUntilAnswered: 'Counted until you answer.',
  notCounted: 'Not counted.',
  checkedAgainst: 'We checked your plan against: ',
} as const;
