import type { AgeRange, CurrentSupplement, Diet, Gender, Goal, HealthConcern, Lifestyle } from '@sahha/contracts/quiz';

/** Human labels for every quiz option value (docs/requirements.md, "Data: quiz questions and answers"), shared by the quiz, results and saved plans. */
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
};

export const AGE_LABELS: Record<AgeRange, string> = {
  '18-25': '18-25',
  '26-35': '26-35',
  '36-45': '36-45',
  '46-55': '46-55',
  '56+': '56 or older',
};

export const DIET_LABELS: Record<Diet, string> = {
  omnivore: 'Omnivore (I eat everything)',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  keto: 'Keto',
  paleo: 'Paleo',
  mediterranean: 'Mediterranean',
  dash: 'DASH (heart-healthy)',
};

export const GOAL_LABELS: Record<Goal, string> = {
  energy: 'More energy',
  sleep: 'Better sleep',
  focus: 'Focus and concentration',
  immunity: 'Stronger immunity',
  stress: 'Stress relief',
  weight_loss: 'Weight management',
  muscle: 'Muscle and strength',
  skin: 'Skin, hair and nails',
  aging: 'Healthy ageing',
  digestion: 'Digestive health',
};

export const LIFESTYLE_LABELS: Record<Lifestyle, string> = {
  sedentary: 'Sedentary (little or no exercise)',
  moderate: 'Moderately active (1-3 days a week)',
  active: 'Active (3-5 days a week)',
  athletic: 'Athletic (6-7 days a week or intense training)',
};

export const SUPPLEMENT_LABELS: Record<CurrentSupplement, string> = {
  none: 'None',
  multivitamin: 'Multivitamin',
  vitamin_d: 'Vitamin D',
  vitamin_b: 'Vitamin B',
  vitamin_c: 'Vitamin C',
  vitamin_e: 'Vitamin E',
  vitamin_k: 'Vitamin K',
  omega3: 'Omega-3 (fish oil)',
  magnesium: 'Magnesium',
  zinc: 'Zinc',
  iron: 'Iron',
  calcium: 'Calcium',
  probiotics: 'Probiotics',
  protein: 'Protein powder',
  ashwagandha: 'Ashwagandha',
  curcumin: 'Curcumin (turmeric)',
  rhodiola: 'Rhodiola',
  coq10: 'CoQ10',
  green_tea: 'Green tea extract',
  collagen: 'Collagen',
  creatine: 'Creatine',
  glucosamine: 'Glucosamine',
  folate: 'Folate',
  herbal: 'Herbal supplements',
};

export const CONCERN_LABELS: Record<HealthConcern, string> = {
  none: 'None',
  sleep: 'Sleep problems',
  stress: 'Stress or anxiety',
  digestion: 'Digestive issues',
  immune: 'Frequent colds or low immunity',
  hormone: 'Hormonal balance',
  focus: 'Brain fog or poor focus',
};

/** Label of a known value, or the raw value when the server sends something newer. */
export function labelOf<T extends string>(labels: Record<T, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value;
}

export function labelsOf<T extends string>(labels: Record<T, string>, values: readonly string[]): string {
  return values.map((value) => labelOf(labels, value)).join(', ');
}
