import type { ProductKey } from './supplement-knowledge';

export interface DailyServings {
  /** Pack servings (as an offer's `servings` counts them: one dose of the recommended dosage) taken a day. */
  servingsPerDay: number;
  /** Where the number comes from: the product's `recommendedDosage`, which the knowledge base sources. */
  source: string;
}

const DAILY_DOSE = (dose: string): DailyServings => ({ servingsPerDay: 1, source: `recommendedDosage: ${dose}, once a day` });

/**
 * Servings a day for each product's recommended dose (docs/requirements.md, "Data: plan cost"). A
 * pack's servings (the offer's `servings`, from the pack's label quantity) count doses of the
 * recommended dosage, so most products take one a day; glucomannan is taken before up to three
 * meals. The plan cost multiplies a fresh offer's price per serving by this.
 */
export const DAILY_SERVINGS: Readonly<Record<ProductKey, DailyServings>> = {
  'vitamin-d': DAILY_DOSE('1,000–2,000 IU daily'),
  'vitamin-b12': DAILY_DOSE('25–250 mcg daily'),
  'b-complex': DAILY_DOSE('one tablet daily'),
  folate: DAILY_DOSE('400 mcg folic acid daily'),
  iron: DAILY_DOSE('18–65 mg elemental iron daily (alternate days only as a doctor advises)'),
  'calcium-with-vitamin-d': DAILY_DOSE('500–600 mg calcium with 400–800 IU vitamin D once daily'),
  magnesium: DAILY_DOSE('200–300 mg elemental magnesium in the evening'),
  'omega-3': DAILY_DOSE('250–1,000 mg EPA + DHA daily'),
  'vitamin-c': DAILY_DOSE('200–500 mg daily'),
  zinc: DAILY_DOSE('8–15 mg elemental zinc daily'),
  'vitamin-e': DAILY_DOSE('15–67 mg daily'),
  multivitamin: DAILY_DOSE('one tablet daily'),
  probiotics: DAILY_DOSE('1–10 billion CFU daily'),
  ashwagandha: DAILY_DOSE('300–600 mg root extract daily'),
  'rhodiola-rosea': DAILY_DOSE('200–400 mg extract in the morning'),
  'green-tea-extract': DAILY_DOSE('no more than 300–400 mg EGCG daily'),
  glucomannan: { servingsPerDay: 3, source: 'recommendedDosage: 1 g before up to three meals a day (3 g daily), three doses' },
  coq10: DAILY_DOSE('100–200 mg daily'),
};
