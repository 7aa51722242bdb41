import type { CurrentSupplement } from '@sahha/contracts/quiz';
import type { NutrientAmounts } from './upper-limits';

/**
 * Typical nutrient content of what a user says they already take (the quiz's current-supplement
 * values, docs/requirements.md, "Data: quiz questions and answers"), used to sum their existing stack against the upper limits. We do not know the
 * product, so each figure is the upper end of what common UAE-pharmacy products contain, which
 * makes the check err on the safe side:
 * - multivitamin: 1,000 IU D (range 400–1,000), 18 mg iron (women's formulas; men's have 0–8),
 *   11 mg zinc, 100 mg magnesium, 400 mcg folic acid, 900 mcg preformed vitamin A (many use
 *   part beta-carotene), 15 mg vitamin E, 90 mg C, 55 mcg selenium, 200 mg calcium;
 * - vitamin_d: 2,000 IU, the most common over-the-counter strength (prescribed weekly 50,000 IU
 *   courses are supervised and out of scope);
 * - vitamin_b: read as a B-complex at about 100% DV with 25 mg B6, 20 mg niacin, 400 mcg folic acid;
 * - calcium: 600 mg calcium with 400 IU vitamin D, as most calcium products include D;
 * - vitamin_e: 400 IU synthetic dl-alpha-tocopherol ≈ 180 mg;
 * - vitamin_c 1,000 mg; zinc 25 mg; iron 28 mg; magnesium 300 mg; folate 400 mcg folic acid.
 * Values without a tracked nutrient (omega3, probiotics, herbs, protein, creatine…) are empty.
 */
export const CURRENT_SUPPLEMENT_NUTRIENTS: Record<CurrentSupplement, NutrientAmounts> = {
  none: {},
  multivitamin: {
    vitaminD: 1000,
    iron: 18,
    zinc: 11,
    magnesium: 100,
    vitaminE: 15,
    folicAcid: 400,
    vitaminB6: 2,
    niacin: 20,
    vitaminA: 900,
    vitaminC: 90,
    selenium: 55,
    calcium: 200,
  },
  vitamin_d: { vitaminD: 2000 },
  vitamin_b: { vitaminB6: 25, niacin: 20, folicAcid: 400 },
  vitamin_c: { vitaminC: 1000 },
  vitamin_e: { vitaminE: 180 },
  vitamin_k: {},
  omega3: {},
  magnesium: { magnesium: 300 },
  zinc: { zinc: 25 },
  iron: { iron: 28 },
  calcium: { calcium: 600, vitaminD: 400 },
  probiotics: {},
  protein: {},
  ashwagandha: {},
  curcumin: {},
  rhodiola: {},
  coq10: {},
  green_tea: {},
  collagen: {},
  creatine: {},
  glucosamine: {},
  folate: { folicAcid: 400 },
  herbal: {},
};
