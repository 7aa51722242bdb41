import type { CurrentSupplement, InteractionClass, TimeOfDay } from '@sahha/contracts';
import type { ProductKey } from '../../catalog/knowledge';

/** A product left out for a detected class, with the sentence the user reads. */
export interface Exclusion {
  key: ProductKey;
  note: string;
  /** Replaces the default 'check with your doctor' line when the user already takes it. */
  ifAlreadyTaking?: string;
}

/** An extra caution (and optional new time) on a product that stays in the plan. */
export interface ItemCaution {
  key: ProductKey;
  caution: string;
  /** Move morning/breakfast items later in the day, away from a morning medicine. */
  moveAwayFromMorning?: boolean;
}

export interface ClassSafetyRule {
  exclusions: readonly Exclusion[];
  cautions: readonly ItemCaution[];
  /** Plan-wide notes shown whenever the class is detected. */
  notes: readonly string[];
  /** Notes shown only when the user says they already take one of these (not catalog products). */
  currentSupplementNotes?: Partial<Record<CurrentSupplement, string>>;
}

const BLEEDING_NOTES = [
  'Avoid vitamin K, ginkgo, curcumin (turmeric) and high-dose fish oil supplements unless your doctor agrees: they can change clotting or add to bleeding risk.',
];
const BLEEDING_CURRENT: Partial<Record<CurrentSupplement, string>> = {
  curcumin: 'You told us you take curcumin (turmeric); it can add to bleeding risk with your medicine, so please check with your doctor before continuing.',
  vitamin_k: 'You told us you take vitamin K; it changes how blood thinners work, so do not start or stop it without your doctor or anticoagulation clinic.',
  herbal: 'Check your herbal products with your pharmacist: ginkgo, garlic, ginseng and turmeric can add to bleeding risk.',
};
const LEVO_SPACING = 'Take at least 4 hours apart from your levothyroxine, because this mineral stops it from being absorbed.';
const ANTIBIOTIC_SPACING = 'While you take your antibiotic, take the antibiotic at least 2 hours before or 6 hours after this supplement, which blocks its absorption.';
const MINERALS: readonly ProductKey[] = ['iron', 'calcium-with-vitamin-d', 'magnesium', 'zinc', 'multivitamin'];

export const OMEGA3_CAPPED_DOSAGE = 'No more than 1,000 mg combined EPA + DHA daily with a meal, and only with your doctor’s agreement';

export const CLASS_SAFETY_RULES: Record<InteractionClass, ClassSafetyRule> = {
  anticoagulant: {
    exclusions: [
      { key: 'vitamin-e', note: 'We left out vitamin E because it can add to the bleeding risk of your blood thinner.' },
      { key: 'green-tea-extract', note: 'We left out green tea extract because concentrated green tea can change how blood thinners work and add to bleeding risk.' },
      { key: 'coq10', note: 'We left out coenzyme Q10 because it can make warfarin less effective and has not been shown safe with other blood thinners.' },
    ],
    cautions: [],
    notes: [
      ...BLEEDING_NOTES,
      'If you take warfarin, keep the vitamin K in your diet (leafy greens) and any multivitamin steady from day to day, because changes shift your INR.',
    ],
    currentSupplementNotes: BLEEDING_CURRENT,
  },
  antiplatelet: {
    exclusions: [
      { key: 'vitamin-e', note: 'We left out vitamin E because it can add to the bleeding risk of your antiplatelet medicine.' },
      { key: 'green-tea-extract', note: 'We left out green tea extract because concentrated green tea may add to the bleeding risk of antiplatelet medicines.' },
    ],
    cautions: [],
    notes: BLEEDING_NOTES,
    currentSupplementNotes: BLEEDING_CURRENT,
  },
  ssri_snri: {
    // Rhodiola is excluded rather than cautioned: it has MAO-inhibiting and serotonergic activity
    // in laboratory studies and has never been tested for safety alongside SSRIs/SNRIs.
    exclusions: [
      {
        key: 'rhodiola-rosea',
        note: 'We left out rhodiola because it may add to the serotonin effects of your antidepressant and has not been tested safely alongside SSRIs or SNRIs.',
      },
    ],
    cautions: [{ key: 'ashwagandha', caution: 'Tell your prescriber before combining with your antidepressant; together they can add to drowsiness.' }],
    notes: ['Avoid St John’s wort, 5-HTP, tryptophan and SAMe with your antidepressant: together they can cause serotonin syndrome.'],
    currentSupplementNotes: {
      herbal: 'Check that your herbal product does not contain St John’s wort, which interacts dangerously with antidepressants.',
    },
  },
  levothyroxine: {
    exclusions: [],
    cautions: [
      ...MINERALS.map((key) => ({ key, caution: LEVO_SPACING, moveAwayFromMorning: true })),
      { key: 'ashwagandha', caution: 'Ashwagandha can change thyroid hormone levels; ask your doctor before combining it with levothyroxine.' },
    ],
    notes: [
      'Take iron, calcium, magnesium, zinc and multivitamins at least 4 hours apart from your levothyroxine; we have timed them later in the day.',
    ],
  },
  metformin: {
    exclusions: [],
    cautions: [],
    notes: ['Metformin can lower vitamin B12 over time; ask your doctor for a B12 blood test once a year.'],
  },
  ppi: {
    exclusions: [],
    cautions: [],
    notes: ['Long-term acid-reducing medicines (proton pump inhibitors) can lower vitamin B12 and magnesium; ask your doctor about checking them.'],
  },
  methotrexate: {
    exclusions: [
      {
        key: 'folate',
        note: 'We left out folic acid because, with methotrexate, folic acid dosing must be set by your prescriber.',
        ifAlreadyTaking: 'You told us you take folic acid: with methotrexate, take it exactly as your prescriber directs and do not add more from other supplements.',
      },
      { key: 'b-complex', note: 'We left out a B-complex because it contains folic acid, which your prescriber must dose alongside methotrexate.' },
      { key: 'multivitamin', note: 'We left out a multivitamin because it contains folic acid, which your prescriber must dose alongside methotrexate.' },
      { key: 'green-tea-extract', note: 'We left out green tea extract because both it and methotrexate can strain the liver.' },
    ],
    cautions: [],
    notes: ['With methotrexate, take folic acid only as your prescriber directs.'],
  },
  quinolone_tetracycline: {
    exclusions: [],
    cautions: MINERALS.map((key) => ({ key, caution: ANTIBIOTIC_SPACING })),
    notes: [
      'While you take your antibiotic, take it at least 2 hours before or 6 hours after any calcium, iron, zinc, magnesium or multivitamin, which block its absorption.',
    ],
  },
  pregnancy_breastfeeding: {
    exclusions: [
      { key: 'ashwagandha', note: 'We left out ashwagandha because it is not considered safe in pregnancy or breastfeeding.' },
      { key: 'rhodiola-rosea', note: 'We left out rhodiola because its safety in pregnancy and breastfeeding is unknown.' },
      { key: 'green-tea-extract', note: 'We left out green tea extract because concentrated extracts carry caffeine and a liver risk and are not advised in pregnancy or breastfeeding.' },
      { key: 'glucomannan', note: 'We left out glucomannan because weight-loss supplements are not advised in pregnancy or breastfeeding.' },
      { key: 'coq10', note: 'We left out coenzyme Q10 because its safety in pregnancy and breastfeeding has not been established.' },
      { key: 'vitamin-e', note: 'We left out vitamin E because supplements showed no benefit in pregnancy and high doses are not advised.' },
      { key: 'multivitamin', note: 'We left out a standard multivitamin: choose a prenatal formula your obstetrician approves, without high-dose vitamin A.' },
    ],
    cautions: [{ key: 'iron', caution: 'In pregnancy your obstetrician checks iron and sets the dose; do not add iron on your own.' }],
    notes: [
      'Pregnancy and breastfeeding: take 400 mcg folic acid daily (ideally from before conception), avoid high-dose vitamin A (retinol above 3,000 mcg a day, including fish-liver oils) and herbal products such as berberine, and check every supplement with your obstetrician.',
    ],
    currentSupplementNotes: {
      herbal: 'Please check any herbal product with your obstetrician: many have not been shown safe in pregnancy or breastfeeding.',
    },
  },
  kidney_disease: { exclusions: [], cautions: [], notes: [] },
  liver_disease: { exclusions: [], cautions: [], notes: [] },
};

/** Classes that stop the engine: no supplement advice until a doctor has been asked. */
export const HARD_STOP_MESSAGES: Partial<Record<InteractionClass, string>> = {
  kidney_disease:
    'You mentioned kidney disease. With kidney disease, minerals such as magnesium, vitamin D, vitamin C and herbal products can build up or strain the kidneys, so please ask your doctor or kidney specialist before taking any supplement. We have not made recommendations for you.',
  liver_disease:
    'You mentioned a liver condition. Several supplements, including green tea extract, ashwagandha and high-dose vitamins, can strain the liver, so please ask your doctor before taking any supplement. We have not made recommendations for you.',
};

export const HORMONE_NOTE =
  'You mentioned hormone concerns: thyroid, menstrual, PCOS, menopause or testosterone symptoms need a doctor’s assessment and blood tests; supplements are not a substitute.';

export const MORNING_TIMES: readonly TimeOfDay[] = ['morning', 'breakfast'];
export const AWAY_FROM_MORNING_TIME: TimeOfDay = 'dinner';
