import type { QuizAnswers } from '@sahha/contracts/quiz';
import type { SafetyPersona } from './persona';

/**
 * A second, independent persona set, written from references by someone who had not seen the
 * first two sets, to check that the safety screen generalises beyond the spellings it was built
 * on. Text is typed the way UAE residents type it: Gulf brands, Arabic script, Arabizi with digits
 * for letters, typos, several medicines on a line, indirect descriptions and cancellations.
 * Numbers start at 101 so the ids never collide with the other sets (the suite checks uniqueness
 * across every personas-*.ts file).
 */

/** Question 8: the quiz sends the same string in both fields. */
function meds(text: string): Pick<QuizAnswers, 'currentMedications' | 'currentMedications_text'> {
  return { currentMedications: text, currentMedications_text: text };
}

/** Question 9: conditions and life stages. */
function health(text: string): Pick<QuizAnswers, 'additionalHealthInfo'> {
  return { additionalHealthInfo: text };
}

// Answer sets chosen (from engine-rules.ts scoring) so that the product a persona forbids would be
// in the plan without the typed text. BASE (no override) plans ashwagandha, rhodiola, vitamin D,
// B-complex, CoQ10 and folic acid for a woman of 36-45.
/** Vitamin E 5th of 6 (folic acid, D, C, omega-3, E, zinc). */
const SKIN_WOMAN: Partial<QuizAnswers> = { goals: ['skin'] };
/** Vitamin E 4th of 5. */
const SKIN_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['skin'] };
/** D, CoQ10, omega-3, C, vitamin E, zinc: both CoQ10 and vitamin E are planned. */
const SKIN_AGING_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['skin', 'aging'] };
/** D, calcium + D, CoQ10, omega-3, C, vitamin E. */
const SKIN_AGING_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['skin', 'aging'] };
/** Ashwagandha and CoQ10 are planned for a man too (ashwagandha, rhodiola, D, B-complex, CoQ10, magnesium). */
const BASE_MAN: Partial<QuizAnswers> = { gender: 'male' };
/** Ashwagandha, magnesium, folic acid, D, rhodiola, B-complex. */
const SLEEP_STRESS_WOMAN: Partial<QuizAnswers> = { goals: ['sleep', 'stress'] };
/** Ashwagandha, magnesium, D, rhodiola, B-complex. */
const SLEEP_STRESS_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['sleep', 'stress'] };
/** Folic acid, D, B-complex, iron, rhodiola, B12: iron only ever appears for women 18-45 with an energy goal. */
const ENERGY_WOMAN: Partial<QuizAnswers> = { goals: ['energy'] };
const ENERGY_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['energy'] };
/** D, folic acid, C, zinc, B-complex, iron. */
const ENERGY_IMMUNITY_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['energy', 'immunity'] };
/** D, folic acid, C, zinc, probiotics. */
const IMMUNITY_WOMAN: Partial<QuizAnswers> = { goals: ['immunity'] };
/** D, C, zinc, probiotics. */
const IMMUNITY_MAN: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['immunity'] };
/** Probiotics, folic acid, D. */
const DIGESTION_WOMAN: Partial<QuizAnswers> = { goals: ['digestion'] };
/** Probiotics, D, omega-3. */
const DIGESTION_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['digestion'] };
/** D, omega-3, rhodiola, green tea extract. */
const FOCUS_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['focus'] };
/** Folic acid, D, omega-3, rhodiola, green tea extract. */
const FOCUS_WOMAN: Partial<QuizAnswers> = { goals: ['focus'] };
/** Glucomannan, folic acid, D, green tea extract. */
const WEIGHT_WOMAN: Partial<QuizAnswers> = { goals: ['weight_loss'] };
/** Glucomannan, D, green tea extract. */
const WEIGHT_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['weight_loss'] };
/** D, calcium + D, CoQ10, omega-3. */
const AGING_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['aging'] };
/** D, calcium + D, B12, CoQ10, omega-3, multivitamin. */
const AGING_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['aging'] };
/** B12, D, CoQ10, ashwagandha, rhodiola, omega-3. */
const BASE_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+' };
/**
 * A multivitamin rarely fits beside a new B-complex and folic acid under the folic-acid limit, so
 * these people already take one (ticked): it is then kept with a bonus unless a class excludes it.
 */
const ROACCUTANE_MAN: Partial<QuizAnswers> = { gender: 'male', age: '18-25', goals: ['skin'], currentSupplements: ['multivitamin'] };
const ROACCUTANE_WOMAN: Partial<QuizAnswers> = { age: '18-25', goals: ['skin'], currentSupplements: ['multivitamin'] };
const ROACCUTANE_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['skin'], currentSupplements: ['multivitamin'] };

const ODS = 'https://ods.od.nih.gov/factsheets';
const VITAMIN_E = `${ODS}/VitaminE-HealthProfessional/`;
const VITAMIN_C = `${ODS}/VitaminC-HealthProfessional/`;
const VITAMIN_D = `${ODS}/VitaminD-HealthProfessional/`;
const VITAMIN_B12 = `${ODS}/VitaminB12-HealthProfessional/`;
const CALCIUM = `${ODS}/Calcium-HealthProfessional/`;
const MAGNESIUM = `${ODS}/Magnesium-HealthProfessional/`;
const IRON = `${ODS}/Iron-HealthProfessional/`;
const FOLATE = `${ODS}/Folate-HealthProfessional/`;
const PROBIOTICS = `${ODS}/Probiotics-HealthProfessional/`;
const WEIGHT_LOSS = `${ODS}/WeightLoss-HealthProfessional/`;
const OMEGA_3 = `${ODS}/Omega3FattyAcids-HealthProfessional/`;
/** NCCIH: avoid in pregnancy and breastfeeding, before surgery, with autoimmune or thyroid disorders and hormone-sensitive prostate cancer; interacts with diabetes, blood-pressure, immunosuppressant, sedative, anti-seizure and thyroid medicines. */
const NCCIH_ASHWAGANDHA = 'https://www.nccih.nih.gov/health/ashwagandha';
/** NCCIH: CoQ10 may make warfarin less effective; statins lower CoQ10. */
const NCCIH_COQ10 = 'https://www.nccih.nih.gov/health/coenzyme-q10';
/** NCCIH: green tea extracts have been linked to liver injury. */
const NCCIH_GREEN_TEA = 'https://www.nccih.nih.gov/health/green-tea';
/** LiverTox: ashwagandha-associated liver injury. */
const LIVERTOX_ASHWAGANDHA = 'https://www.ncbi.nlm.nih.gov/books/NBK548536/';
/** Nardil (phenelzine) label: contraindicated with tyramine-rich foods and excess caffeine. */
const NARDIL_LABEL = 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=513a41d0-37d4-4355-8a6d-a2c643bce6fa';
const dailymed = (query: string) => `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${query}`;

export const FRESH_PERSONAS: readonly SafetyPersona[] = [
  // ── Anticoagulant ────────────────────────────────────────────────────────────
  // ODS vitamin E: large doses with anticoagulants or antiplatelets raise bleeding risk.
  {
    id: 'anticoagulant-dose-101',
    cls: 'anticoagulant',
    style: 'dose',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Xarelto 15 OD') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // NCCIH: CoQ10 may make warfarin less effective; CoQ10 is in the base plan (goal ageing).
  {
    id: 'anticoagulant-typo-101',
    cls: 'anticoagulant',
    style: 'typo',
    answers: meds('warfrin5mg, INR every 4 wks'),
    mustNotRecommend: ['coq10'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: NCCIH_COQ10,
  },
  // Past open-heart surgery (not upcoming) and "mumayyi3" injections: a blood thinner such as enoxaparin.
  {
    id: 'anticoagulant-arabic-101',
    cls: 'anticoagulant',
    style: 'arabic',
    answers: { ...SKIN_AGING_WOMAN_46, ...health('مسوي عملية قلب مفتوح وعلى ابر مميع') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  {
    id: 'anticoagulant-arabic-102',
    cls: 'anticoagulant',
    style: 'arabic',
    answers: { ...SKIN_WOMAN, ...meds('آخذ حبوب سيولة') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  {
    id: 'anticoagulant-transliteration-101',
    cls: 'anticoagulant',
    style: 'transliteration',
    answers: { ...SKIN_MAN, ...meds('a5ith 7boob syola kil yom') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // Fail-safe negation: "never miss" means they take it. CoQ10 (NCCIH, warfarin) is also planned without the text.
  {
    id: 'anticoagulant-negation-101',
    cls: 'anticoagulant',
    style: 'negation',
    answers: { ...SKIN_AGING_MAN_46, ...meds('I never miss my warfarin, 3mg at 6pm') },
    mustNotRecommend: ['vitamin-e', 'coq10'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  {
    id: 'anticoagulant-negation-102',
    cls: 'anticoagulant',
    style: 'negation',
    answers: meds('not on warfarin any more, stopped after 6 months'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // "I stopped the blood-thinner pills a year ago."
  {
    id: 'anticoagulant-negation-103',
    cls: 'anticoagulant',
    style: 'negation',
    answers: meds('وقفت حبوب السيولة من سنة'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  {
    id: 'anticoagulant-negation-104',
    cls: 'anticoagulant',
    style: 'negation',
    answers: { ...SKIN_MAN, ...meds('no problems with my Eliquis') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  {
    id: 'anticoagulant-vague-101',
    cls: 'anticoagulant',
    style: 'vague',
    answers: { ...SKIN_MAN, ...meds('blood thinner, dont remember which one') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  {
    id: 'anticoagulant-multi-101',
    cls: 'anticoagulant',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Eliquis 5 bd + Concor 2.5 + Lasix 40') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant', 'blood_pressure', 'diuretic'],
    source: VITAMIN_E,
  },

  // ── Antiplatelet ─────────────────────────────────────────────────────────────
  // Jusprin is the Gulf aspirin brand; ODS vitamin E names antiplatelet medicines as well as anticoagulants.
  {
    id: 'antiplatelet-brand-101',
    cls: 'antiplatelet',
    style: 'brand',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Jusprin 81 daily') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  // "Plavix 75 and Jusprin since the catheterisation", Arabic-Indic digits.
  {
    id: 'antiplatelet-arabic-101',
    cls: 'antiplatelet',
    style: 'arabic',
    answers: { ...SKIN_AGING_WOMAN_46, ...meds('بلافكس ٧٥ وجسبرين من بعد القسطرة') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  {
    id: 'antiplatelet-typo-101',
    cls: 'antiplatelet',
    style: 'typo',
    answers: { ...SKIN_MAN, ...meds('clopidogral 75mg') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  {
    id: 'antiplatelet-multi-101',
    cls: 'antiplatelet',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('aspirin 100/ atorvastatin 40 / bisoprolol 5') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet', 'statin', 'blood_pressure'],
    source: VITAMIN_E,
  },
  // "I take small (baby) aspirin".
  {
    id: 'antiplatelet-transliteration-101',
    cls: 'antiplatelet',
    style: 'transliteration',
    answers: { ...SKIN_MAN, ...meds('a5ith aspirin 9agheer kil yom') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },

  // ── SSRI / SNRI ──────────────────────────────────────────────────────────────
  // No catalog product is ruled out by the label; the plan must still name the medicine family.
  {
    id: 'ssri_snri-brand-101',
    cls: 'ssri_snri',
    style: 'brand',
    answers: meds('Cipralex 10mg'),
    mustNotRecommend: [],
    mustMention: ['antidepressant'],
    expectClasses: ['ssri_snri'],
    source: dailymed('escitalopram'),
  },
  {
    id: 'ssri_snri-brand-102',
    cls: 'ssri_snri',
    style: 'brand',
    answers: meds('Cymbalta 60mg for back pain'),
    mustNotRecommend: [],
    mustMention: ['antidepressant'],
    expectClasses: ['ssri_snri'],
    source: dailymed('duloxetine'),
  },
  // "I take Cipralex 10 for anxiety."
  {
    id: 'ssri_snri-arabic-101',
    cls: 'ssri_snri',
    style: 'arabic',
    answers: meds('آخذ سبرالكس ١٠ للقلق'),
    mustNotRecommend: [],
    mustMention: ['antidepressant'],
    expectClasses: ['ssri_snri'],
    source: dailymed('escitalopram'),
  },
  {
    id: 'ssri_snri-transliteration-101',
    cls: 'ssri_snri',
    style: 'transliteration',
    answers: meds('a5ith prozac 20 kil sob7'),
    mustNotRecommend: [],
    mustMention: ['antidepressant'],
    expectClasses: ['ssri_snri'],
    source: dailymed('fluoxetine'),
  },
  {
    id: 'ssri_snri-typo-101',
    cls: 'ssri_snri',
    style: 'typo',
    answers: meds('sertaline 100mg mornings'),
    mustNotRecommend: [],
    mustMention: ['antidepressant'],
    expectClasses: ['ssri_snri'],
    source: dailymed('sertraline'),
  },
  {
    id: 'ssri_snri-negation-101',
    cls: 'ssri_snri',
    style: 'negation',
    answers: meds('came off sertraline in June'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['ssri_snri'],
    source: dailymed('sertraline'),
  },
  // Came off one SSRI but switched to another: the class is still present.
  {
    id: 'ssri_snri-negation-102',
    cls: 'ssri_snri',
    style: 'negation',
    answers: meds('came off sertraline in June, started cipralex instead'),
    mustNotRecommend: [],
    mustMention: ['antidepressant'],
    expectClasses: ['ssri_snri'],
    source: dailymed('escitalopram'),
  },
  {
    id: 'ssri_snri-vague-101',
    cls: 'ssri_snri',
    style: 'vague',
    answers: meds('tablets from my psychiatrist, cant remember the name'),
    mustNotRecommend: [],
    mustMention: ['pharmacist'],
    expectClasses: [],
    source: dailymed('sertraline'),
  },

  // ── Levothyroxine / underactive thyroid ──────────────────────────────────────
  // NCCIH: ashwagandha is not recommended with thyroid disorders and interacts with thyroid hormone.
  {
    id: 'levothyroxine-dose-101',
    cls: 'levothyroxine',
    style: 'dose',
    answers: meds('Euthyrox 100mcg empty stomach 6am'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyroid'],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Fail-safe: unsure about the dose still means they take it.
  {
    id: 'levothyroxine-negation-101',
    cls: 'levothyroxine',
    style: 'negation',
    answers: meds('not sure if the levothyroxine dose is right, TSH still 6'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyroid'],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "I have an underactive thyroid."
  {
    id: 'levothyroxine-arabic-101',
    cls: 'levothyroxine',
    style: 'arabic',
    answers: health('عندي خمول بالغدة الدرقية'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyroid'],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'levothyroxine-typo-101',
    cls: 'levothyroxine',
    style: 'typo',
    answers: meds('levothyroxin 50 mcg'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyroid'],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Which thyroid medicine is unknown (replacement or antithyroid), but either way it is a thyroid disorder.
  {
    id: 'levothyroxine-vague-101',
    cls: 'levothyroxine',
    style: 'vague',
    answers: meds('small white tablet for my thyroid every morning'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyroid'],
    expectClasses: [],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Metformin ────────────────────────────────────────────────────────────────
  // ODS B12: metformin lowers B12 (monitoring, nothing to exclude). Glucophage is also a diabetes medicine.
  {
    id: 'metformin-brand-101',
    cls: 'metformin',
    style: 'brand',
    answers: meds('Glucophage 1000 bd'),
    mustNotRecommend: [],
    mustMention: ['metformin'],
    expectClasses: ['metformin', 'glucose_lowering'],
    source: VITAMIN_B12,
  },
  {
    id: 'metformin-typo-101',
    cls: 'metformin',
    style: 'typo',
    answers: meds('metformn 500 x2 with meals'),
    mustNotRecommend: [],
    mustMention: ['metformin'],
    expectClasses: ['metformin'],
    source: VITAMIN_B12,
  },
  // "Glucophage 500 twice a day."
  {
    id: 'metformin-arabic-101',
    cls: 'metformin',
    style: 'arabic',
    answers: meds('جلوكوفاج ٥٠٠ مرتين باليوم'),
    mustNotRecommend: [],
    mustMention: ['metformin'],
    expectClasses: ['metformin'],
    source: VITAMIN_B12,
  },
  {
    id: 'metformin-negation-101',
    cls: 'metformin',
    style: 'negation',
    answers: meds('quit metformin last year, it was for PCOS'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['metformin'],
    source: VITAMIN_B12,
  },
  // "Not diabetic" negates diabetes, not the metformin.
  {
    id: 'metformin-negation-102',
    cls: 'metformin',
    style: 'negation',
    answers: meds('not diabetic but on metformin for PCOS'),
    mustNotRecommend: [],
    mustMention: ['metformin'],
    expectClasses: ['metformin'],
    source: VITAMIN_B12,
  },

  // ── PPI ──────────────────────────────────────────────────────────────────────
  // ODS B12: acid-reducing medicines cut B12 absorption from food (spacing/monitoring only).
  {
    id: 'ppi-brand-101',
    cls: 'ppi',
    style: 'brand',
    answers: meds('Nexium 40 mg daily'),
    mustNotRecommend: [],
    mustMention: ['acid'],
    expectClasses: ['ppi'],
    source: VITAMIN_B12,
  },
  // "The stomach pill (omeprazole) every morning."
  {
    id: 'ppi-arabic-101',
    cls: 'ppi',
    style: 'arabic',
    answers: meds('حبة المعدة (أوميبرازول) كل صبح'),
    mustNotRecommend: [],
    mustMention: ['acid'],
    expectClasses: ['ppi'],
    source: VITAMIN_B12,
  },
  {
    id: 'ppi-typo-101',
    cls: 'ppi',
    style: 'typo',
    answers: meds('omeprazol 20 / pantaprazole when needed'),
    mustNotRecommend: [],
    mustMention: ['acid'],
    expectClasses: ['ppi'],
    source: VITAMIN_B12,
  },
  // "I take Nexium for the heartburn."
  {
    id: 'ppi-transliteration-101',
    cls: 'ppi',
    style: 'transliteration',
    answers: meds('a5ith nexium 3shan el 7umootha'),
    mustNotRecommend: [],
    mustMention: ['acid'],
    expectClasses: ['ppi'],
    source: VITAMIN_B12,
  },
  // Typed in question 7's free text, not the medicines box.
  {
    id: 'ppi-english-101',
    cls: 'ppi',
    style: 'english',
    answers: { healthConcerns: ['digestion'], healthConcerns_text: 'reflux, I take pantoprazole most days' },
    mustNotRecommend: [],
    mustMention: ['acid'],
    expectClasses: ['ppi'],
    source: VITAMIN_B12,
  },

  // ── Methotrexate ─────────────────────────────────────────────────────────────
  // ODS folate: folic acid can interfere with methotrexate; its dose is set by the prescriber (here already given).
  {
    id: 'methotrexate-dose-101',
    cls: 'methotrexate',
    style: 'dose',
    answers: meds('MTX 15mg weekly (mondays) + folic acid 5mg on tuesdays'),
    mustNotRecommend: ['folate'],
    mustMention: ['methotrexate'],
    expectClasses: ['methotrexate'],
    source: FOLATE,
  },
  // Rheumatoid arthritis is autoimmune as well.
  {
    id: 'methotrexate-typo-101',
    cls: 'methotrexate',
    style: 'typo',
    answers: meds('methotrexat injection weekly for RA'),
    mustNotRecommend: ['folate'],
    mustMention: ['methotrexate'],
    expectClasses: ['methotrexate', 'autoimmune_disease'],
    source: FOLATE,
  },
  // "Methotrexate tablets once a week for psoriasis."
  {
    id: 'methotrexate-arabic-101',
    cls: 'methotrexate',
    style: 'arabic',
    answers: meds('ميثوتركسيت حبوب مرة بالأسبوع حق الصدفية'),
    mustNotRecommend: ['folate'],
    mustMention: ['methotrexate'],
    expectClasses: ['methotrexate'],
    source: FOLATE,
  },

  // ── Quinolone / tetracycline ─────────────────────────────────────────────────
  // ODS magnesium: minerals bind these antibiotics, so they are spaced, not excluded.
  {
    id: 'quinolone_tetracycline-brand-101',
    cls: 'quinolone_tetracycline',
    style: 'brand',
    answers: meds('Ciprobay 500 twice a day for 7 days (UTI)'),
    mustNotRecommend: [],
    mustMention: ['antibiotic'],
    expectClasses: ['quinolone_tetracycline'],
    source: MAGNESIUM,
  },
  {
    id: 'quinolone_tetracycline-typo-101',
    cls: 'quinolone_tetracycline',
    style: 'typo',
    answers: meds('doxycyclin 100mg for my acne'),
    mustNotRecommend: [],
    mustMention: ['antibiotic'],
    expectClasses: ['quinolone_tetracycline'],
    source: MAGNESIUM,
  },
  // "Ciprofloxacin antibiotic for a urinary infection."
  {
    id: 'quinolone_tetracycline-arabic-101',
    cls: 'quinolone_tetracycline',
    style: 'arabic',
    answers: meds('مضاد حيوي سيبروفلوكساسين لالتهاب المسالك'),
    mustNotRecommend: [],
    mustMention: ['antibiotic'],
    expectClasses: ['quinolone_tetracycline'],
    source: MAGNESIUM,
  },

  // ── Pregnancy / breastfeeding ────────────────────────────────────────────────
  // NCCIH: ashwagandha should be avoided during pregnancy and not used while breastfeeding.
  {
    id: 'pregnancy_breastfeeding-english-101',
    cls: 'pregnancy_breastfeeding',
    style: 'english',
    answers: health("I'm 12 weeks along"),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "Pregnant in the fourth month."
  {
    id: 'pregnancy_breastfeeding-arabic-101',
    cls: 'pregnancy_breastfeeding',
    style: 'arabic',
    answers: health('حامل بالشهر الرابع'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "I'm pregnant, in the sixth month."
  {
    id: 'pregnancy_breastfeeding-transliteration-101',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: health('ana 7amel fil shahar el sades'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'pregnancy_breastfeeding-typo-101',
    cls: 'pregnancy_breastfeeding',
    style: 'typo',
    answers: health('pregant with my 2nd'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'pregnancy_breastfeeding-negation-101',
    cls: 'pregnancy_breastfeeding',
    style: 'negation',
    answers: health('not my first pregnancy, 10 weeks now'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'pregnancy_breastfeeding-health-box-101',
    cls: 'pregnancy_breastfeeding',
    style: 'health-box',
    answers: health('breastfeeding my 4 month old'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['breastfeed'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "Nursing, my daughter is 3 months old."
  {
    id: 'pregnancy_breastfeeding-arabic-102',
    cls: 'pregnancy_breastfeeding',
    style: 'arabic',
    answers: health('مرضعة، بنتي عمرها ٣ شهور'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['breastfeed'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Kidney disease (hard stop) ───────────────────────────────────────────────
  // ODS magnesium: impaired kidneys cannot clear magnesium (toxicity); magnesium is planned for sleep/stress.
  {
    id: 'kidney_disease-english-101',
    cls: 'kidney_disease',
    style: 'english',
    answers: { ...SLEEP_STRESS_WOMAN, ...health('on dialysis 3x a week') },
    mustNotRecommend: ['magnesium'],
    mustMention: ['doctor'],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  // "I do kidney dialysis three times a week."
  {
    id: 'kidney_disease-arabic-101',
    cls: 'kidney_disease',
    style: 'arabic',
    answers: { ...SLEEP_STRESS_MAN, ...health('أسوي غسيل كلى ثلاث مرات بالأسبوع') },
    mustNotRecommend: ['magnesium'],
    mustMention: ['doctor'],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  // "I have kidney failure, stage 4."
  {
    id: 'kidney_disease-transliteration-101',
    cls: 'kidney_disease',
    style: 'transliteration',
    answers: { ...SLEEP_STRESS_WOMAN, ...health('3indi fashal kilawi, marhala 4') },
    mustNotRecommend: ['magnesium'],
    mustMention: ['doctor'],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  {
    id: 'kidney_disease-health-box-101',
    cls: 'kidney_disease',
    style: 'health-box',
    answers: { ...SLEEP_STRESS_MAN, ...health('CKD stage 3b, eGFR 38, nephrologist follows me') },
    mustNotRecommend: ['magnesium'],
    mustMention: ['doctor'],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  // Only dialysis medicines are named (phosphate binder, active vitamin D, EPO): a careful reader sees kidney failure.
  {
    id: 'kidney_disease-multi-101',
    cls: 'kidney_disease',
    style: 'multi',
    answers: { ...SLEEP_STRESS_WOMAN, ...meds('Renvela 800 tds, calcitriol, EPO injections after dialysis') },
    mustNotRecommend: ['magnesium'],
    mustMention: ['doctor'],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },

  // ── Liver disease (hard stop) ────────────────────────────────────────────────
  // LiverTox: ashwagandha causes liver injury; with liver disease nothing is safe without a doctor.
  {
    id: 'liver_disease-english-101',
    cls: 'liver_disease',
    style: 'english',
    answers: health('liver cirrhosis from hep C'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['doctor'],
    expectClasses: ['liver_disease'],
    source: LIVERTOX_ASHWAGANDHA,
  },
  // "I have cirrhosis of the liver."
  {
    id: 'liver_disease-arabic-101',
    cls: 'liver_disease',
    style: 'arabic',
    answers: health('عندي تليف بالكبد'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['doctor'],
    expectClasses: ['liver_disease'],
    source: LIVERTOX_ASHWAGANDHA,
  },
  {
    id: 'liver_disease-transliteration-101',
    cls: 'liver_disease',
    style: 'transliteration',
    answers: health('3indi ta2ayof bil kabed'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['doctor'],
    expectClasses: ['liver_disease'],
    source: LIVERTOX_ASHWAGANDHA,
  },
  // NCCIH: green tea extracts have been linked to liver injury; green tea is planned for weight loss.
  {
    id: 'liver_disease-typo-101',
    cls: 'liver_disease',
    style: 'typo',
    answers: { ...WEIGHT_WOMAN, ...health('cirhosis, child A') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['doctor'],
    expectClasses: ['liver_disease'],
    source: NCCIH_GREEN_TEA,
  },

  // ── Lithium ──────────────────────────────────────────────────────────────────
  {
    id: 'lithium-negation-101',
    cls: 'lithium',
    style: 'negation',
    answers: meds('no side effects from my lithium'),
    mustNotRecommend: [],
    mustMention: ['lithium'],
    expectClasses: ['lithium'],
    source: dailymed('lithium+carbonate'),
  },
  {
    id: 'lithium-dose-101',
    cls: 'lithium',
    style: 'dose',
    answers: meds('Priadel 400mg nocte'),
    mustNotRecommend: [],
    mustMention: ['lithium'],
    expectClasses: ['lithium'],
    source: dailymed('lithium+carbonate'),
  },
  {
    id: 'lithium-typo-101',
    cls: 'lithium',
    style: 'typo',
    answers: meds('lithuim carbonate 300 x3'),
    mustNotRecommend: [],
    mustMention: ['lithium'],
    expectClasses: ['lithium'],
    source: dailymed('lithium+carbonate'),
  },
  // "I no longer take lithium" (Gulf ما عاد).
  {
    id: 'lithium-negation-102',
    cls: 'lithium',
    style: 'negation',
    answers: meds('ما عاد آخذ ليثيوم'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['lithium'],
    source: dailymed('lithium+carbonate'),
  },

  // ── Antipsychotic ────────────────────────────────────────────────────────────
  {
    id: 'antipsychotic-brand-101',
    cls: 'antipsychotic',
    style: 'brand',
    answers: meds('Seroquel 25 at night'),
    mustNotRecommend: [],
    mustMention: ['antipsychotic'],
    expectClasses: ['antipsychotic'],
    source: dailymed('quetiapine'),
  },
  {
    id: 'antipsychotic-arabic-101',
    cls: 'antipsychotic',
    style: 'arabic',
    answers: meds('ريسبردال ٢ ملغ'),
    mustNotRecommend: [],
    mustMention: ['antipsychotic'],
    expectClasses: ['antipsychotic'],
    source: dailymed('risperidone'),
  },
  {
    id: 'antipsychotic-typo-101',
    cls: 'antipsychotic',
    style: 'typo',
    answers: meds('olanzipine 5mg'),
    mustNotRecommend: [],
    mustMention: ['antipsychotic'],
    expectClasses: ['antipsychotic'],
    source: dailymed('olanzapine'),
  },

  // ── MAO inhibitor ────────────────────────────────────────────────────────────
  // Nardil label: contraindicated with excess caffeine; green tea extract is concentrated caffeine and catechins.
  {
    id: 'maoi-brand-101',
    cls: 'maoi',
    style: 'brand',
    answers: { ...FOCUS_MAN, ...meds('Nardil 15mg three times a day') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['mao'],
    expectClasses: ['maoi'],
    source: NARDIL_LABEL,
  },
  {
    id: 'maoi-typo-101',
    cls: 'maoi',
    style: 'typo',
    answers: { ...FOCUS_WOMAN, ...meds('phenelzin 45mg/day') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['mao'],
    expectClasses: ['maoi'],
    source: NARDIL_LABEL,
  },

  // ── Tricyclic ────────────────────────────────────────────────────────────────
  {
    id: 'tricyclic-english-101',
    cls: 'tricyclic',
    style: 'english',
    answers: meds('amitriptyline 10mg at night for migraine'),
    mustNotRecommend: [],
    mustMention: ['antidepressant'],
    expectClasses: ['tricyclic'],
    source: dailymed('amitriptyline'),
  },
  {
    id: 'tricyclic-brand-101',
    cls: 'tricyclic',
    style: 'brand',
    answers: meds('Tryptizol 25 nocte'),
    mustNotRecommend: [],
    mustMention: ['antidepressant'],
    expectClasses: ['tricyclic'],
    source: dailymed('amitriptyline'),
  },
  {
    id: 'tricyclic-typo-101',
    cls: 'tricyclic',
    style: 'typo',
    answers: meds('nortryptiline 25 for nerve pain'),
    mustNotRecommend: [],
    mustMention: ['antidepressant'],
    expectClasses: ['tricyclic'],
    source: dailymed('nortriptyline'),
  },

  // ── Anti-seizure ─────────────────────────────────────────────────────────────
  // ODS folate: several anti-seizure medicines interact with folic acid (note, not exclusion).
  {
    id: 'antiepileptic-dose-101',
    cls: 'antiepileptic',
    style: 'dose',
    answers: meds('Keppra 500 bd'),
    mustNotRecommend: [],
    mustMention: ['seizure'],
    expectClasses: ['antiepileptic'],
    source: FOLATE,
  },
  // "I have epilepsy and take Depakine Chrono 500."
  {
    id: 'antiepileptic-arabic-101',
    cls: 'antiepileptic',
    style: 'arabic',
    answers: health('عندي صرع وآخذ ديباكين كرونو ٥٠٠'),
    mustNotRecommend: [],
    mustMention: ['seizure'],
    expectClasses: ['antiepileptic'],
    source: FOLATE,
  },
  {
    id: 'antiepileptic-typo-101',
    cls: 'antiepileptic',
    style: 'typo',
    answers: meds('carbamazapine 200 twice'),
    mustNotRecommend: [],
    mustMention: ['seizure'],
    expectClasses: ['antiepileptic'],
    source: FOLATE,
  },
  {
    id: 'antiepileptic-negation-101',
    cls: 'antiepileptic',
    style: 'negation',
    answers: meds("haven't had a fit in years but still on lamotrigine 100"),
    mustNotRecommend: [],
    mustMention: ['seizure'],
    expectClasses: ['antiepileptic'],
    source: FOLATE,
  },

  // ── Immunosuppressant / transplant ───────────────────────────────────────────
  // ODS probiotics: infections reported in immunocompromised people; probiotics are planned for digestion.
  {
    id: 'immunosuppressant-english-101',
    cls: 'immunosuppressant',
    style: 'english',
    answers: { ...DIGESTION_WOMAN, ...health('had a kidney transplant last year') },
    mustNotRecommend: ['probiotics'],
    mustMention: ['doctor'],
    expectClasses: ['immunosuppressant'],
    source: PROBIOTICS,
  },
  {
    id: 'immunosuppressant-multi-101',
    cls: 'immunosuppressant',
    style: 'multi',
    answers: { ...DIGESTION_MAN, ...meds('Prograf 2mg bd, Cellcept 500 bd, pred 5') },
    mustNotRecommend: ['probiotics'],
    mustMention: ['immun'],
    expectClasses: ['immunosuppressant'],
    source: PROBIOTICS,
  },
  {
    id: 'immunosuppressant-typo-101',
    cls: 'immunosuppressant',
    style: 'typo',
    answers: { ...DIGESTION_WOMAN, ...meds('azathioprin 100mg daily') },
    mustNotRecommend: ['probiotics'],
    mustMention: ['immun'],
    expectClasses: ['immunosuppressant'],
    source: PROBIOTICS,
  },
  // "My immunity is weak and I take immune-suppressing medicines."
  {
    id: 'immunosuppressant-arabic-101',
    cls: 'immunosuppressant',
    style: 'arabic',
    answers: { ...DIGESTION_MAN, ...health('مناعتي ضعيفة وآخذ أدوية مثبطة للمناعة') },
    mustNotRecommend: ['probiotics'],
    mustMention: ['immun'],
    expectClasses: ['immunosuppressant'],
    source: PROBIOTICS,
  },

  // ── Cancer treatment (hard stop) ─────────────────────────────────────────────
  // ODS vitamin C: antioxidant supplements during chemotherapy or radiotherapy need the oncologist's approval.
  {
    id: 'cancer_treatment-english-101',
    cls: 'cancer_treatment',
    style: 'english',
    answers: { ...IMMUNITY_WOMAN, ...health('currently doing chemo for lymphoma') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: ['doctor'],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_C,
  },
  // "I take chemotherapy."
  {
    id: 'cancer_treatment-arabic-101',
    cls: 'cancer_treatment',
    style: 'arabic',
    answers: { ...IMMUNITY_MAN, ...health('آخذ علاج كيماوي') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: ['doctor'],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_C,
  },
  // "After I finished chemo, now on radiotherapy."
  {
    id: 'cancer_treatment-transliteration-101',
    cls: 'cancer_treatment',
    style: 'transliteration',
    answers: { ...IMMUNITY_WOMAN, ...health('ba3ad ma 5alast el kimawi, 7alyan 3ala ish3aa3') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: ['doctor'],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_C,
  },
  {
    id: 'cancer_treatment-typo-101',
    cls: 'cancer_treatment',
    style: 'typo',
    answers: { ...IMMUNITY_MAN, ...health('chemotherepy every 3 weeks (colon)') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: ['doctor'],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_C,
  },

  // ── Hormone-sensitive cancer ─────────────────────────────────────────────────
  // NCCIH: ashwagandha may raise testosterone, so people with hormone-sensitive prostate cancer should avoid it.
  {
    id: 'hormone_sensitive_cancer-english-101',
    cls: 'hormone_sensitive_cancer',
    style: 'english',
    answers: { ...BASE_MAN_56, ...health('prostate cancer, on hormone injections (Zoladex)') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['cancer'],
    expectClasses: ['hormone_sensitive_cancer'],
    source: NCCIH_ASHWAGANDHA,
  },
  // No catalog product is named by the tamoxifen label; the plan must still acknowledge the cancer.
  {
    id: 'hormone_sensitive_cancer-brand-101',
    cls: 'hormone_sensitive_cancer',
    style: 'brand',
    answers: meds('Nolvadex 20mg daily (ER+ breast cancer 2022)'),
    mustNotRecommend: [],
    mustMention: ['cancer'],
    expectClasses: ['hormone_sensitive_cancer'],
    source: dailymed('tamoxifen'),
  },
  // "I had hormone-sensitive breast cancer and finished treatment."
  {
    id: 'hormone_sensitive_cancer-arabic-101',
    cls: 'hormone_sensitive_cancer',
    style: 'arabic',
    answers: health('كان عندي سرطان ثدي حساس للهرمونات وخلصت العلاج'),
    mustNotRecommend: [],
    mustMention: ['cancer'],
    expectClasses: ['hormone_sensitive_cancer'],
    source: dailymed('tamoxifen'),
  },

  // ── Diabetes / glucose-lowering ──────────────────────────────────────────────
  // NCCIH ashwagandha: may interact with diabetes medicines (a note, not an exclusion).
  {
    id: 'glucose_lowering-dose-101',
    cls: 'glucose_lowering',
    style: 'dose',
    answers: meds('Lantus 20 units at night + Novorapid with meals'),
    mustNotRecommend: [],
    mustMention: ['diabet'],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "I have (blood) pressure and sugar."
  {
    id: 'glucose_lowering-arabic-101',
    cls: 'glucose_lowering',
    style: 'arabic',
    answers: health('عندي الضغط والسكر'),
    mustNotRecommend: [],
    mustMention: ['diabet'],
    expectClasses: ['glucose_lowering', 'blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "On insulin injections."
  {
    id: 'glucose_lowering-transliteration-101',
    cls: 'glucose_lowering',
    style: 'transliteration',
    answers: meds('3ala ibar insulin'),
    mustNotRecommend: [],
    mustMention: ['diabet'],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'glucose_lowering-vague-101',
    cls: 'glucose_lowering',
    style: 'vague',
    answers: meds("pills for BP and sugar, don't remember the names"),
    mustNotRecommend: [],
    mustMention: ['pharmacist'],
    expectClasses: ['glucose_lowering', 'blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'glucose_lowering-typo-101',
    cls: 'glucose_lowering',
    style: 'typo',
    answers: meds('gliclazid 60 MR + januvia 100'),
    mustNotRecommend: [],
    mustMention: ['diabet'],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Semaglutide is a glucose-lowering medicine whatever it was prescribed for.
  {
    id: 'glucose_lowering-brand-101',
    cls: 'glucose_lowering',
    style: 'brand',
    answers: { ...WEIGHT_WOMAN, ...meds('Ozempic 0.5 weekly') },
    mustNotRecommend: [],
    mustMention: ['diabet'],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Digoxin ──────────────────────────────────────────────────────────────────
  {
    id: 'digoxin-brand-101',
    cls: 'digoxin',
    style: 'brand',
    answers: { ...BASE_MAN_56, ...meds('Lanoxin 0.125mg daily') },
    mustNotRecommend: [],
    mustMention: ['digoxin'],
    expectClasses: ['digoxin'],
    source: dailymed('digoxin'),
  },
  {
    id: 'digoxin-typo-101',
    cls: 'digoxin',
    style: 'typo',
    answers: { ...BASE_MAN_56, ...meds('digoxine 62.5mcg + bisoprolol 2.5') },
    mustNotRecommend: [],
    mustMention: ['digoxin'],
    expectClasses: ['digoxin', 'blood_pressure'],
    source: dailymed('digoxin'),
  },
  // "Digoxin, one tablet every day."
  {
    id: 'digoxin-arabic-101',
    cls: 'digoxin',
    style: 'arabic',
    answers: meds('ديجوكسين حبة كل يوم'),
    mustNotRecommend: [],
    mustMention: ['digoxin'],
    expectClasses: ['digoxin'],
    source: dailymed('digoxin'),
  },

  // ── Diuretic ─────────────────────────────────────────────────────────────────
  // ODS magnesium: loop and thiazide diuretics raise magnesium loss; ODS calcium: thiazides with calcium risk hypercalcaemia.
  {
    id: 'diuretic-brand-101',
    cls: 'diuretic',
    style: 'brand',
    answers: meds('Lasix 40 mg morning'),
    mustNotRecommend: [],
    mustMention: ['diuretic'],
    expectClasses: ['diuretic'],
    source: MAGNESIUM,
  },
  {
    id: 'diuretic-english-101',
    cls: 'diuretic',
    style: 'english',
    answers: { ...AGING_WOMAN_56, ...meds('water pill (hydrochlorothiazide 25)') },
    mustNotRecommend: [],
    mustMention: ['diuretic'],
    expectClasses: ['diuretic'],
    source: CALCIUM,
  },
  // "Lasix 40 in the morning (water pills)."
  {
    id: 'diuretic-arabic-101',
    cls: 'diuretic',
    style: 'arabic',
    answers: meds('لازكس ٤٠ الصبح (حبوب إدرار)'),
    mustNotRecommend: [],
    mustMention: ['diuretic'],
    expectClasses: ['diuretic'],
    source: MAGNESIUM,
  },

  // ── Blood pressure ───────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may interact with blood-pressure medicines (a note, not an exclusion).
  {
    id: 'blood_pressure-negation-101',
    cls: 'blood_pressure',
    style: 'negation',
    answers: meds("I don't like taking Concor but I do"),
    mustNotRecommend: [],
    mustMention: ['pressure'],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "I have (high blood) pressure."
  {
    id: 'blood_pressure-transliteration-101',
    cls: 'blood_pressure',
    style: 'transliteration',
    answers: health('3indi daght'),
    mustNotRecommend: [],
    mustMention: ['pressure'],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'blood_pressure-multi-101',
    cls: 'blood_pressure',
    style: 'multi',
    answers: meds('Concor 5mg, Glucophage 1000 bd, Lipitor 20'),
    mustNotRecommend: [],
    mustMention: ['pressure'],
    expectClasses: ['blood_pressure', 'metformin', 'glucose_lowering', 'statin'],
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'blood_pressure-typo-101',
    cls: 'blood_pressure',
    style: 'typo',
    answers: meds('amlodipin 5 + losartn 50'),
    mustNotRecommend: [],
    mustMention: ['pressure'],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "Blood-pressure pills (I don't remember the name)": the class is named even though the medicine is not.
  {
    id: 'blood_pressure-arabic-101',
    cls: 'blood_pressure',
    style: 'arabic',
    answers: meds('حبوب الضغط (ما أذكر اسمها)'),
    mustNotRecommend: [],
    mustMention: ['pressure'],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Heart tablets could be a blood thinner, digoxin or anything else: only a pharmacist can check.
  {
    id: 'blood_pressure-vague-101',
    cls: 'blood_pressure',
    style: 'vague',
    answers: meds('some heart tablets'),
    mustNotRecommend: [],
    mustMention: ['pharmacist'],
    expectClasses: [],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Statin ───────────────────────────────────────────────────────────────────
  // NCCIH CoQ10: statins lower CoQ10 (studied for muscle aches), nothing to exclude.
  {
    id: 'statin-vague-101',
    cls: 'statin',
    style: 'vague',
    answers: meds('a pill for cholesterol and one for pressure, forgot names'),
    mustNotRecommend: [],
    mustMention: ['pharmacist'],
    expectClasses: ['statin', 'blood_pressure'],
    source: NCCIH_COQ10,
  },
  {
    id: 'statin-typo-101',
    cls: 'statin',
    style: 'typo',
    answers: meds('atorvastin 20 at night'),
    mustNotRecommend: [],
    mustMention: ['statin'],
    expectClasses: ['statin'],
    source: NCCIH_COQ10,
  },
  // "Crestor 10 at night."
  {
    id: 'statin-arabic-101',
    cls: 'statin',
    style: 'arabic',
    answers: meds('كريستور ١٠ بالليل'),
    mustNotRecommend: [],
    mustMention: ['statin'],
    expectClasses: ['statin'],
    source: NCCIH_COQ10,
  },

  // ── Antithyroid / overactive thyroid ─────────────────────────────────────────
  // NCCIH: ashwagandha is not recommended with thyroid disorders (it may raise thyroid hormone).
  {
    id: 'antithyroid-brand-101',
    cls: 'antithyroid',
    style: 'brand',
    answers: meds('Neo-Mercazole 10mg x2'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyroid'],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "My thyroid is overactive and I take Neo-Mercazole."
  {
    id: 'antithyroid-arabic-101',
    cls: 'antithyroid',
    style: 'arabic',
    answers: health('الغدة عندي نشطة وآخذ نيومركازول'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyroid'],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'antithyroid-typo-101',
    cls: 'antithyroid',
    style: 'typo',
    answers: meds('carbimazol 5mg daily'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyroid'],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Retinoid ─────────────────────────────────────────────────────────────────
  // Isotretinoin label: avoid vitamin supplements containing vitamin A (additive toxicity); the ticked multivitamin has vitamin A.
  {
    id: 'retinoid-brand-101',
    cls: 'retinoid',
    style: 'brand',
    answers: { ...ROACCUTANE_MAN, ...meds('Roaccutane 20mg') },
    mustNotRecommend: ['multivitamin'],
    mustMention: ['isotretinoin'],
    expectClasses: ['retinoid'],
    source: dailymed('isotretinoin'),
  },
  // "Roaccutane 20 mg for the spots."
  {
    id: 'retinoid-arabic-101',
    cls: 'retinoid',
    style: 'arabic',
    answers: { ...ROACCUTANE_WOMAN, ...meds('روكتان ٢٠ ملغ حق الحبوب') },
    mustNotRecommend: ['multivitamin'],
    mustMention: ['isotretinoin'],
    expectClasses: ['retinoid'],
    source: dailymed('isotretinoin'),
  },
  {
    id: 'retinoid-typo-101',
    cls: 'retinoid',
    style: 'typo',
    answers: { ...ROACCUTANE_MAN_30, ...meds('isotretinion 10mg alternate days') },
    mustNotRecommend: ['multivitamin'],
    mustMention: ['isotretinoin'],
    expectClasses: ['retinoid'],
    source: dailymed('isotretinoin'),
  },
  {
    id: 'retinoid-negation-101',
    cls: 'retinoid',
    style: 'negation',
    answers: meds('stopped taking Roaccutane 2 months ago'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['retinoid'],
    source: dailymed('isotretinoin'),
  },

  // ── Levodopa / Parkinson's ───────────────────────────────────────────────────
  // ODS iron: iron reduces levodopa absorption (spacing, not exclusion).
  {
    id: 'levodopa-transliteration-101',
    cls: 'levodopa',
    style: 'transliteration',
    answers: { ...BASE_MAN_56, ...meds('madopar 125 thalath marrat bil yom') },
    mustNotRecommend: [],
    mustMention: ['levodopa'],
    expectClasses: ['levodopa'],
    source: IRON,
  },
  // "I have Parkinson's."
  {
    id: 'levodopa-arabic-101',
    cls: 'levodopa',
    style: 'arabic',
    answers: { ...BASE_MAN_56, ...health('عندي باركنسون') },
    mustNotRecommend: [],
    mustMention: ['parkinson'],
    expectClasses: ['levodopa'],
    source: IRON,
  },
  {
    id: 'levodopa-typo-101',
    cls: 'levodopa',
    style: 'typo',
    answers: { ...BASE_MAN_56, ...meds('carbidopa/levadopa 25/100 tds') },
    mustNotRecommend: [],
    mustMention: ['levodopa'],
    expectClasses: ['levodopa'],
    source: IRON,
  },

  // ── Hormonal contraception, HRT, fertility treatment ─────────────────────────
  {
    id: 'hormonal_therapy-brand-101',
    cls: 'hormonal_therapy',
    style: 'brand',
    answers: { age: '26-35', ...meds('Yasmin pill daily') },
    mustNotRecommend: [],
    mustMention: ['hormon'],
    expectClasses: ['hormonal_therapy'],
    source: dailymed('drospirenone+ethinyl+estradiol'),
  },
  // "Contraceptive pills."
  {
    id: 'hormonal_therapy-arabic-101',
    cls: 'hormonal_therapy',
    style: 'arabic',
    answers: { age: '26-35', ...meds('حبوب منع الحمل') },
    mustNotRecommend: [],
    mustMention: ['hormon'],
    expectClasses: ['hormonal_therapy'],
    source: dailymed('drospirenone+ethinyl+estradiol'),
  },
  // IVF is fertility treatment and also "trying to conceive", which the pregnancy class covers.
  {
    id: 'hormonal_therapy-health-box-101',
    cls: 'hormonal_therapy',
    style: 'health-box',
    answers: { age: '26-35', ...health('doing IVF, on stimulation injections (Gonal-f)') },
    mustNotRecommend: [],
    mustMention: ['hormon'],
    expectClasses: ['hormonal_therapy', 'pregnancy_breastfeeding'],
    source: dailymed('follitropin'),
  },
  {
    id: 'hormonal_therapy-multi-101',
    cls: 'hormonal_therapy',
    style: 'multi',
    answers: { age: '46-55', ...meds('HRT: Evorel patch + Utrogestan 100') },
    mustNotRecommend: [],
    mustMention: ['hormon'],
    expectClasses: ['hormonal_therapy'],
    source: dailymed('estradiol+transdermal'),
  },

  // ── Sedative / sleeping medicine ─────────────────────────────────────────────
  // NCCIH ashwagandha: may interact with sedatives (a note, not an exclusion).
  {
    id: 'sedative-brand-101',
    cls: 'sedative',
    style: 'brand',
    answers: { goals: ['sleep'], ...meds('Stilnox 10 when I cant sleep') },
    mustNotRecommend: [],
    mustMention: ['sedat'],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "Xanax, half a tablet when needed."
  {
    id: 'sedative-arabic-101',
    cls: 'sedative',
    style: 'arabic',
    answers: meds('زاناكس نص حبة وقت الحاجة'),
    mustNotRecommend: [],
    mustMention: ['sedat'],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },
  {
    id: 'sedative-typo-101',
    cls: 'sedative',
    style: 'typo',
    answers: meds('clonazepem 0.5 at night'),
    mustNotRecommend: [],
    mustMention: ['sedat'],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Bisphosphonate ───────────────────────────────────────────────────────────
  // ODS magnesium: minerals reduce oral bisphosphonate absorption (spacing).
  {
    id: 'bisphosphonate-dose-101',
    cls: 'bisphosphonate',
    style: 'dose',
    answers: { ...AGING_WOMAN_56, ...meds('Fosamax 70 once a week on fridays') },
    mustNotRecommend: [],
    mustMention: ['bisphosphonate'],
    expectClasses: ['bisphosphonate'],
    source: MAGNESIUM,
  },
  {
    id: 'bisphosphonate-typo-101',
    cls: 'bisphosphonate',
    style: 'typo',
    answers: { ...AGING_WOMAN_56, ...meds('alendronat weekly for osteoporosis') },
    mustNotRecommend: [],
    mustMention: ['bisphosphonate'],
    expectClasses: ['bisphosphonate'],
    source: MAGNESIUM,
  },
  // "Fosamax once a week."
  {
    id: 'bisphosphonate-arabic-101',
    cls: 'bisphosphonate',
    style: 'arabic',
    answers: { ...AGING_WOMAN_56, ...meds('فوساماكس مرة بالأسبوع') },
    mustNotRecommend: [],
    mustMention: ['bisphosphonate'],
    expectClasses: ['bisphosphonate'],
    source: MAGNESIUM,
  },

  // ── Bipolar disorder ─────────────────────────────────────────────────────────
  {
    id: 'bipolar_disorder-health-box-101',
    cls: 'bipolar_disorder',
    style: 'health-box',
    answers: health('bipolar 2, stable for 3 yrs'),
    mustNotRecommend: [],
    mustMention: ['bipolar'],
    expectClasses: ['bipolar_disorder'],
    source: dailymed('lithium+carbonate'),
  },
  // "I have bipolar disorder."
  {
    id: 'bipolar_disorder-arabic-101',
    cls: 'bipolar_disorder',
    style: 'arabic',
    answers: health('عندي اضطراب ثنائي القطب'),
    mustNotRecommend: [],
    mustMention: ['bipolar'],
    expectClasses: ['bipolar_disorder'],
    source: dailymed('lithium+carbonate'),
  },

  // ── Bleeding disorder / low platelets ────────────────────────────────────────
  // ODS vitamin E: it inhibits platelet aggregation and can raise bleeding risk; with a bleeding disorder that needs a doctor.
  {
    id: 'bleeding_disorder-health-box-101',
    cls: 'bleeding_disorder',
    style: 'health-box',
    answers: { ...SKIN_MAN, ...health('von Willebrand disease') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },
  // "My platelets are low (ITP)."
  {
    id: 'bleeding_disorder-arabic-101',
    cls: 'bleeding_disorder',
    style: 'arabic',
    answers: { ...SKIN_WOMAN, ...health('الصفائح عندي نازلة (ITP)') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },
  {
    id: 'bleeding_disorder-typo-101',
    cls: 'bleeding_disorder',
    style: 'typo',
    answers: { ...SKIN_MAN, ...health('haemophelia A, mild') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },

  // ── Upcoming surgery ─────────────────────────────────────────────────────────
  // NCCIH: ashwagandha is not recommended for people who are about to have surgery.
  {
    id: 'surgery-english-101',
    cls: 'surgery',
    style: 'english',
    answers: health('waiting for my gallbladder op next week'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['surgery'],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "I have a sleeve (gastrectomy) operation in two weeks."
  {
    id: 'surgery-arabic-101',
    cls: 'surgery',
    style: 'arabic',
    answers: health('عندي عملية تكميم بعد أسبوعين'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['surgery'],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "In a week I have a knee operation."
  {
    id: 'surgery-transliteration-101',
    cls: 'surgery',
    style: 'transliteration',
    answers: health('ba3d usboo3 3indi 3amaliyat rukba'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['surgery'],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },
  // A tooth extraction is oral surgery; the class covers dental procedures.
  {
    id: 'surgery-health-box-101',
    cls: 'surgery',
    style: 'health-box',
    answers: health('wisdom tooth extraction on monday'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['surgery'],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Iron overload ────────────────────────────────────────────────────────────
  // ODS iron: people with haemochromatosis or other iron overload must not take iron supplements.
  {
    id: 'iron_overload-english-101',
    cls: 'iron_overload',
    style: 'english',
    answers: { ...ENERGY_WOMAN, ...health('my haematologist says my ferritin is very high') },
    mustNotRecommend: ['iron'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: IRON,
  },
  // "I have thalassaemia major and take Desferal" (transfusion iron overload, chelation).
  {
    id: 'iron_overload-arabic-101',
    cls: 'iron_overload',
    style: 'arabic',
    answers: { ...ENERGY_WOMAN_30, ...health('عندي ثلاسيميا ميجور وآخذ ديسفرال') },
    mustNotRecommend: ['iron'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: IRON,
  },
  {
    id: 'iron_overload-typo-101',
    cls: 'iron_overload',
    style: 'typo',
    answers: { ...ENERGY_IMMUNITY_WOMAN_30, ...health('hemocromatosis, venesection every 3 months') },
    mustNotRecommend: ['iron'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: IRON,
  },

  // ── G6PD deficiency ──────────────────────────────────────────────────────────
  // Ascorbic acid injection label: haemolysis in G6PD deficiency at high doses; the oral plan dose is not excluded.
  {
    id: 'g6pd_deficiency-english-101',
    cls: 'g6pd_deficiency',
    style: 'english',
    answers: health('G6PD deficient'),
    mustNotRecommend: [],
    mustMention: ['g6pd'],
    expectClasses: ['g6pd_deficiency'],
    source: dailymed('ascorbic+acid+injection'),
  },
  // "I have enzyme deficiency (G6PD) / favism."
  {
    id: 'g6pd_deficiency-arabic-101',
    cls: 'g6pd_deficiency',
    style: 'arabic',
    answers: health('عندي نقص الخميرة (أنيميا الفول)'),
    mustNotRecommend: [],
    mustMention: ['g6pd'],
    expectClasses: ['g6pd_deficiency'],
    source: dailymed('ascorbic+acid+injection'),
  },
  {
    id: 'g6pd_deficiency-transliteration-101',
    cls: 'g6pd_deficiency',
    style: 'transliteration',
    answers: health('3indi nags 5ameera g6pd'),
    mustNotRecommend: [],
    mustMention: ['g6pd'],
    expectClasses: ['g6pd_deficiency'],
    source: dailymed('ascorbic+acid+injection'),
  },

  // ── Sickle cell disease ──────────────────────────────────────────────────────
  // "Sickler" is how sickle cell disease is commonly said in the Gulf.
  {
    id: 'sickle_cell-transliteration-101',
    cls: 'sickle_cell',
    style: 'transliteration',
    answers: health('3indi sickler'),
    mustNotRecommend: [],
    mustMention: ['sickle'],
    expectClasses: ['sickle_cell'],
    source: IRON,
  },
  // "Sickle cell anaemia."
  {
    id: 'sickle_cell-arabic-101',
    cls: 'sickle_cell',
    style: 'arabic',
    answers: health('عندي أنيميا منجلية'),
    mustNotRecommend: [],
    mustMention: ['sickle'],
    expectClasses: ['sickle_cell'],
    source: IRON,
  },
  {
    id: 'sickle_cell-english-101',
    cls: 'sickle_cell',
    style: 'english',
    answers: health('sickle cell disease (HbSS), on hydroxyurea'),
    mustNotRecommend: [],
    mustMention: ['sickle'],
    expectClasses: ['sickle_cell'],
    source: IRON,
  },

  // ── Kidney stones ────────────────────────────────────────────────────────────
  // ODS calcium: calcium supplements (unlike dietary calcium) have been linked to kidney stones.
  {
    id: 'kidney_stones-english-101',
    cls: 'kidney_stones',
    style: 'english',
    answers: { ...AGING_WOMAN_46, ...health('had kidney stones twice (calcium oxalate)') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: ['stone'],
    expectClasses: ['kidney_stones'],
    source: CALCIUM,
  },
  // "I have stones in the kidney."
  {
    id: 'kidney_stones-arabic-101',
    cls: 'kidney_stones',
    style: 'arabic',
    answers: { ...AGING_WOMAN_56, ...health('عندي حصى في الكلى') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: ['stone'],
    expectClasses: ['kidney_stones'],
    source: CALCIUM,
  },
  {
    id: 'kidney_stones-transliteration-101',
    cls: 'kidney_stones',
    style: 'transliteration',
    answers: { ...AGING_WOMAN_46, ...health('3indi 7asa fil kilya') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: ['stone'],
    expectClasses: ['kidney_stones'],
    source: CALCIUM,
  },

  // ── Autoimmune disease ───────────────────────────────────────────────────────
  // NCCIH: ashwagandha is not recommended for people with autoimmune disorders.
  {
    id: 'autoimmune_disease-health-box-101',
    cls: 'autoimmune_disease',
    style: 'health-box',
    answers: health('lupus (SLE), on hydroxychloroquine'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },
  // "I have rheumatoid (arthritis)."
  {
    id: 'autoimmune_disease-arabic-101',
    cls: 'autoimmune_disease',
    style: 'arabic',
    answers: health('عندي روماتويد'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Hashimoto's is autoimmune thyroiditis: both the autoimmune and the thyroid reasons rule ashwagandha out.
  {
    id: 'autoimmune_disease-multi-101',
    cls: 'autoimmune_disease',
    style: 'multi',
    answers: meds('euthyrox 50, for hashimotos'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease', 'levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── High blood calcium / sarcoidosis ─────────────────────────────────────────
  // ODS vitamin D: granulomatous disease (sarcoidosis) and hyperparathyroidism raise the risk of hypercalcaemia from vitamin D.
  {
    id: 'hypercalcaemia-english-101',
    cls: 'hypercalcaemia',
    style: 'english',
    answers: health('sarcoidosis'),
    mustNotRecommend: ['vitamin-d', 'calcium-with-vitamin-d'],
    mustMention: ['calcium'],
    expectClasses: ['hypercalcaemia'],
    source: VITAMIN_D,
  },
  {
    id: 'hypercalcaemia-health-box-101',
    cls: 'hypercalcaemia',
    style: 'health-box',
    answers: { ...AGING_WOMAN_56, ...health('my calcium is high in blood tests, endo thinks parathyroid') },
    mustNotRecommend: ['vitamin-d', 'calcium-with-vitamin-d'],
    mustMention: ['calcium'],
    expectClasses: ['hypercalcaemia'],
    source: VITAMIN_D,
  },
  // "My calcium is high in the tests."
  {
    id: 'hypercalcaemia-arabic-101',
    cls: 'hypercalcaemia',
    style: 'arabic',
    answers: health('الكالسيوم عالي عندي في التحاليل'),
    mustNotRecommend: ['vitamin-d', 'calcium-with-vitamin-d'],
    mustMention: ['calcium'],
    expectClasses: ['hypercalcaemia'],
    source: VITAMIN_D,
  },

  // ── Trouble swallowing ───────────────────────────────────────────────────────
  // ODS weight loss: glucomannan can swell and block the throat or oesophagus; it is planned for weight loss.
  {
    id: 'swallowing_difficulty-english-101',
    cls: 'swallowing_difficulty',
    style: 'english',
    answers: { ...WEIGHT_WOMAN, ...health('trouble swallowing pills, had an oesophageal stricture stretched') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['swallow'],
    expectClasses: ['swallowing_difficulty'],
    source: WEIGHT_LOSS,
  },
  // "I have difficulty swallowing."
  {
    id: 'swallowing_difficulty-arabic-101',
    cls: 'swallowing_difficulty',
    style: 'arabic',
    answers: { ...WEIGHT_MAN, ...health('عندي صعوبة في البلع') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['swallow'],
    expectClasses: ['swallowing_difficulty'],
    source: WEIGHT_LOSS,
  },
  {
    id: 'swallowing_difficulty-typo-101',
    cls: 'swallowing_difficulty',
    style: 'typo',
    answers: { gender: 'male', age: '56+', goals: ['weight_loss'], ...health('disphagia after my stroke') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['swallow'],
    expectClasses: ['swallowing_difficulty'],
    source: WEIGHT_LOSS,
  },

  // ── Heart rhythm ─────────────────────────────────────────────────────────────
  // ODS omega-3: omega-3 supplements have been linked to atrial fibrillation in trials (a note, not an exclusion at this dose).
  {
    id: 'heart_rhythm-english-101',
    cls: 'heart_rhythm',
    style: 'english',
    answers: health('atrial fibrillation'),
    mustNotRecommend: [],
    mustMention: ['rhythm'],
    expectClasses: ['heart_rhythm'],
    source: OMEGA_3,
  },
  // "I have atrial fibrillation."
  {
    id: 'heart_rhythm-transliteration-101',
    cls: 'heart_rhythm',
    style: 'transliteration',
    answers: health('3indi rajafan athini'),
    mustNotRecommend: [],
    mustMention: ['rhythm'],
    expectClasses: ['heart_rhythm'],
    source: OMEGA_3,
  },
  // AF named beside its blood thinner: vitamin E is ruled out by the anticoagulant (ODS vitamin E).
  {
    id: 'heart_rhythm-multi-101',
    cls: 'heart_rhythm',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Xarelto 20 for AF + Concor 2.5') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['rhythm'],
    expectClasses: ['heart_rhythm', 'anticoagulant', 'blood_pressure'],
    source: VITAMIN_E,
  },
  // "Irregular heartbeat" in Arabic.
  {
    id: 'heart_rhythm-arabic-101',
    cls: 'heart_rhythm',
    style: 'arabic',
    answers: health('عندي رجفان أذيني وعدم انتظام في ضربات القلب'),
    mustNotRecommend: [],
    mustMention: ['rhythm'],
    expectClasses: ['heart_rhythm'],
    source: OMEGA_3,
  },

  // ── A few more typed the way people write in a hurry ─────────────────────────
  {
    id: 'blood_pressure-brand-101',
    cls: 'blood_pressure',
    style: 'brand',
    answers: { ...BASE_MAN, ...meds('CONCOR 5 + exforge 10/160') },
    mustNotRecommend: [],
    mustMention: ['pressure'],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Clexane (enoxaparin) injections after a fracture, typed in the health box.
  {
    id: 'anticoagulant-health-box-101',
    cls: 'anticoagulant',
    style: 'health-box',
    answers: { ...SKIN_WOMAN, ...health('broke my ankle, on clexane injections for 4 weeks') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  {
    id: 'statin-brand-101',
    cls: 'statin',
    style: 'brand',
    answers: { ...BASE_MAN, ...meds('Lipitor 40 + Zetia') },
    mustNotRecommend: [],
    mustMention: ['statin'],
    expectClasses: ['statin'],
    source: NCCIH_COQ10,
  },
  {
    id: 'pregnancy_breastfeeding-multi-101',
    cls: 'pregnancy_breastfeeding',
    style: 'multi',
    answers: meds('pregnancy vitamins, duphaston 10 bd, clexane 40'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding', 'anticoagulant'],
    source: NCCIH_ASHWAGANDHA,
  },
];
