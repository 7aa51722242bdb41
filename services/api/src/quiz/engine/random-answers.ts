import { AGE_RANGES, CURRENT_SUPPLEMENTS, DIETS, GENDERS, GOALS, GOALS_MAX, HEALTH_CONCERNS, LIFESTYLES, NO_ADDITIONAL_INFO, NO_MEDICATIONS, type QuizAnswers } from '@sahha/contracts/quiz';

/** mulberry32: a tiny seeded PRNG so generated quiz answers are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, values: readonly T[]): T {
  return values[Math.floor(rand() * values.length)];
}

function pickSome<T>(rand: () => number, values: readonly T[], max: number): T[] {
  const count = 1 + Math.floor(rand() * max);
  const chosen = new Set<T>();
  while (chosen.size < count) chosen.add(pick(rand, values));
  return [...chosen];
}

/** Medication texts for generated answers; none of them triggers a hard stop. */
const MEDICATION_TEXTS = [
  NO_MEDICATIONS,
  NO_MEDICATIONS,
  NO_MEDICATIONS,
  'warfarin 5 mg',
  'Eliquis',
  'aspirin 81mg daily',
  'Cipralex 10mg',
  'sertralin',
  'Euthyrox 50',
  'Glucophage XR 500',
  'Nexium',
  'methotrexate weekly',
  'doxycycline for acne',
  'I am pregnant',
  'not pregnant, no medications',
  'atorvastatin, amlodipine',
] as const;

const SUPPLEMENT_TEXTS = ['', '', 'fish oil', 'vitamin d3 5000', 'magnesium glycinate, collagen', 'none'] as const;

/** A random, valid quiz answer set (multi-choice rules respected: 'none' alone, goals ≤ 3). */
export function randomAnswers(rand: () => number): QuizAnswers {
  const supplements = rand() < 0.35 ? (['none'] as QuizAnswers['currentSupplements']) : pickSome(rand, CURRENT_SUPPLEMENTS.slice(1), 4);
  const concerns = rand() < 0.35 ? (['none'] as QuizAnswers['healthConcerns']) : pickSome(rand, HEALTH_CONCERNS.slice(1), 3);
  return {
    gender: pick(rand, GENDERS),
    age: pick(rand, AGE_RANGES),
    diet: pick(rand, DIETS),
    diet_text: '',
    goals: pickSome(rand, GOALS, GOALS_MAX),
    goals_text: '',
    lifestyle: pick(rand, LIFESTYLES),
    currentSupplements: supplements,
    currentSupplements_text: pick(rand, SUPPLEMENT_TEXTS),
    healthConcerns: concerns,
    healthConcerns_text: '',
    additionalHealthInfo: rand() < 0.7 ? NO_ADDITIONAL_INFO : 'I sit at a desk all day and rarely go outside',
    currentMedications: pick(rand, MEDICATION_TEXTS),
    currentMedications_text: '',
  };
}
