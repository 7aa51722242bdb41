import type { AgeRange } from '@sahha/contracts/quiz';

/** Nutrients the whole-stack upper-limit check sums. Units are fixed per nutrient (see NUTRIENT_UNITS). */
export const NUTRIENTS = [
  'vitaminD',
  'calcium',
  'iron',
  'zinc',
  'magnesium',
  'vitaminE',
  'folicAcid',
  'vitaminB6',
  'niacin',
  'vitaminA',
  'vitaminC',
  'selenium',
] as const;
export type Nutrient = (typeof NUTRIENTS)[number];
export type NutrientAmounts = Partial<Record<Nutrient, number>>;

export const NUTRIENT_UNITS: Record<Nutrient, string> = {
  vitaminD: 'IU',
  calcium: 'mg',
  iron: 'mg',
  zinc: 'mg',
  magnesium: 'mg',
  vitaminE: 'mg',
  folicAcid: 'mcg',
  vitaminB6: 'mg',
  niacin: 'mg',
  vitaminA: 'mcg RAE',
  vitaminC: 'mg',
  selenium: 'mcg',
};

export const NUTRIENT_LABELS: Record<Nutrient, string> = {
  vitaminD: 'vitamin D',
  calcium: 'calcium',
  iron: 'iron',
  zinc: 'zinc',
  magnesium: 'magnesium (from supplements)',
  vitaminE: 'vitamin E',
  folicAcid: 'folic acid',
  vitaminB6: 'vitamin B6',
  niacin: 'niacin',
  vitaminA: 'preformed vitamin A',
  vitaminC: 'vitamin C',
  selenium: 'selenium',
};

export const UPPER_LIMITS_SOURCE = {
  title: 'NIH Office of Dietary Supplements: Nutrient Recommendations and Databases (Dietary Reference Intakes)',
  url: 'https://ods.od.nih.gov/HealthInformation/nutrientrecommendations.aspx',
};

/**
 * Adult Tolerable Upper Intake Levels (Institute of Medicine DRIs as published by NIH ODS).
 * Scope differs per nutrient and is why the engine adds a dietary baseline for some of them:
 * - total intake (food + supplements): vitamin D, calcium, iron, zinc, vitamin A (preformed only),
 *   vitamin B6, vitamin C, selenium;
 * - supplements and fortified foods only: magnesium, vitamin E (any form of supplemental
 *   alpha-tocopherol), folic acid (synthetic, in mcg of folic acid, not DFE), niacin.
 * Calcium: 2,500 mg for 19–50 and 2,000 mg for 51+. Our 46–55 age band straddles 51, so it takes
 * the lower, safer 2,000 mg.
 */
const ADULT_UL: Record<Nutrient, number> = {
  vitaminD: 4000,
  calcium: 2500,
  iron: 45,
  zinc: 40,
  magnesium: 350,
  vitaminE: 1000,
  folicAcid: 1000,
  vitaminB6: 100,
  niacin: 35,
  vitaminA: 3000,
  vitaminC: 2000,
  selenium: 400,
};

export function upperLimitsFor(age: AgeRange): Record<Nutrient, number> {
  if (age === '46-55' || age === '56+') return { ...ADULT_UL, calcium: 2000 };
  return ADULT_UL;
}

/**
 * Typical intake from food that counts toward a total-intake UL and that supplements sit on top
 * of. Only calcium and zinc: food is a large share of their intake and their ULs are close to
 * common supplement stacks. Other total-intake ULs are far above food plus a normal stack, so
 * they are checked on supplements alone. Conservative round figures for UAE adults.
 */
export const DIETARY_BASELINE: NutrientAmounts = {
  calcium: 700,
  zinc: 10,
};
