import type { QuizAnswers } from '@sahha/contracts/quiz';

/**
 * What the persona sets (sets/*.ts, listed in registry.ts) share: how each free-text answer is typed in, answer
 * presets proven to plan particular products without any typed text (so a persona that forbids a
 * product is a real test), and the references the expectations come from.
 */

/** Question 8: the quiz sends the same string in both fields. */
export function meds(text: string): Pick<QuizAnswers, 'currentMedications' | 'currentMedications_text'> {
  return { currentMedications: text, currentMedications_text: text };
}

/** Question 9: conditions and life stages. */
export function health(text: string): Pick<QuizAnswers, 'additionalHealthInfo'> {
  return { additionalHealthInfo: text };
}

/** The health-concerns question's own free-text box, typed beside the concerns ticked. */
export function concernBox(text: string, concerns: QuizAnswers['healthConcerns']): Pick<QuizAnswers, 'healthConcerns' | 'healthConcerns_text'> {
  return { healthConcerns: concerns, healthConcerns_text: text };
}

// Answer sets chosen (from engine-rules.ts scoring) so that the product a persona forbids would be
// in the plan without the typed text. BASE (no override) plans ashwagandha, rhodiola, vitamin D,
// B-complex, CoQ10 and folic acid for a woman of 36-45.
/** Vitamin E 5th of 6 (folic acid, D, C, omega-3, E, zinc). */
export const SKIN_WOMAN: Partial<QuizAnswers> = { goals: ['skin'] };
/** Vitamin E 4th of 5. */
export const SKIN_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['skin'] };
/** D, CoQ10, omega-3, C, vitamin E, zinc: both CoQ10 and vitamin E are planned. */
export const SKIN_AGING_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['skin', 'aging'] };
/** D, calcium + D, CoQ10, omega-3, C, vitamin E. */
export const SKIN_AGING_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['skin', 'aging'] };
/** Ashwagandha and CoQ10 are planned for a man too (ashwagandha, rhodiola, D, B-complex, CoQ10, magnesium). */
export const BASE_MAN: Partial<QuizAnswers> = { gender: 'male' };
/** Ashwagandha, magnesium, folic acid, D, rhodiola, B-complex. */
export const SLEEP_STRESS_WOMAN: Partial<QuizAnswers> = { goals: ['sleep', 'stress'] };
/** Ashwagandha, magnesium, D, rhodiola, B-complex. */
export const SLEEP_STRESS_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['sleep', 'stress'] };
/** Folic acid, D, B-complex, iron, rhodiola, B12: iron only ever appears for women 18-45 with an energy goal. */
export const ENERGY_WOMAN: Partial<QuizAnswers> = { goals: ['energy'] };
export const ENERGY_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['energy'] };
/** D, folic acid, C, zinc, B-complex, iron. */
export const ENERGY_IMMUNITY_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['energy', 'immunity'] };
/** D, folic acid, C, zinc, probiotics. */
export const IMMUNITY_WOMAN: Partial<QuizAnswers> = { goals: ['immunity'] };
/** D, C, zinc, probiotics. */
export const IMMUNITY_MAN: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['immunity'] };
/** Probiotics, folic acid, D. */
export const DIGESTION_WOMAN: Partial<QuizAnswers> = { goals: ['digestion'] };
/** Probiotics, D, omega-3. */
export const DIGESTION_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['digestion'] };
/** D, omega-3, rhodiola, green tea extract. */
export const FOCUS_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['focus'] };
/** Folic acid, D, omega-3, rhodiola, green tea extract. */
export const FOCUS_WOMAN: Partial<QuizAnswers> = { goals: ['focus'] };
/** Glucomannan, folic acid, D, green tea extract. */
export const WEIGHT_WOMAN: Partial<QuizAnswers> = { goals: ['weight_loss'] };
/** Glucomannan, D, green tea extract. */
export const WEIGHT_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['weight_loss'] };
/** D, calcium + D, CoQ10, omega-3. */
export const AGING_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['aging'] };
/** D, calcium + D, B12, CoQ10, omega-3, multivitamin. */
export const AGING_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['aging'] };
/** B12, D, CoQ10, ashwagandha, rhodiola, omega-3. */
export const BASE_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+' };
/**
 * A multivitamin rarely fits beside a new B-complex and folic acid under the folic-acid limit, so
 * these people already take one (ticked): it is then kept with a bonus unless a class excludes it.
 */
export const ROACCUTANE_MAN: Partial<QuizAnswers> = { gender: 'male', age: '18-25', goals: ['skin'], currentSupplements: ['multivitamin'] };
export const ROACCUTANE_WOMAN: Partial<QuizAnswers> = { age: '18-25', goals: ['skin'], currentSupplements: ['multivitamin'] };
export const ROACCUTANE_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['skin'], currentSupplements: ['multivitamin'] };

export const ODS = 'https://ods.od.nih.gov/factsheets';
export const VITAMIN_E = `${ODS}/VitaminE-HealthProfessional/`;
export const VITAMIN_C = `${ODS}/VitaminC-HealthProfessional/`;
export const VITAMIN_D = `${ODS}/VitaminD-HealthProfessional/`;
export const VITAMIN_B12 = `${ODS}/VitaminB12-HealthProfessional/`;
export const CALCIUM = `${ODS}/Calcium-HealthProfessional/`;
export const MAGNESIUM = `${ODS}/Magnesium-HealthProfessional/`;
export const IRON = `${ODS}/Iron-HealthProfessional/`;
export const FOLATE = `${ODS}/Folate-HealthProfessional/`;
export const PROBIOTICS = `${ODS}/Probiotics-HealthProfessional/`;
export const WEIGHT_LOSS = `${ODS}/WeightLoss-HealthProfessional/`;
export const OMEGA_3 = `${ODS}/Omega3FattyAcids-HealthProfessional/`;
/** NCCIH: avoid in pregnancy and breastfeeding, before surgery, with autoimmune or thyroid disorders and hormone-sensitive prostate cancer; interacts with diabetes, blood-pressure, immunosuppressant, sedative, anti-seizure and thyroid medicines. */
export const NCCIH_ASHWAGANDHA = 'https://www.nccih.nih.gov/health/ashwagandha';
/** NCCIH: CoQ10 may make warfarin less effective; statins lower CoQ10. */
export const NCCIH_COQ10 = 'https://www.nccih.nih.gov/health/coenzyme-q10';
/** NCCIH: green tea extracts have been linked to liver injury. */
export const NCCIH_GREEN_TEA = 'https://www.nccih.nih.gov/health/green-tea';
/** LiverTox: ashwagandha-associated liver injury. */
export const LIVERTOX_ASHWAGANDHA = 'https://www.ncbi.nlm.nih.gov/books/NBK548536/';
/** Nardil (phenelzine) label: contraindicated with tyramine-rich foods and excess caffeine. */
export const NARDIL_LABEL = 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=513a41d0-37d4-4355-8a6d-a2c643bce6fa';
export const dailymed = (query: string) => `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${query}`;
/** Case report and review: rhodiola, an adaptogen with antidepressant effects, associated with mania; sources warn against it in bipolar disorder. */
export const RHODIOLA_MANIA = 'https://doi.org/10.4088/PCC.21cr02980';
/** ASH Education Program: transfused sickle cell disease leads to iron overload (chelation, not iron). */
export const ASH_SICKLE_IRON = 'https://ashpublications.org/hematology/article/2013/1/447/20802/Consequences-and-management-of-iron-overload-in';
/** Ascorbic acid injection label: hemolysis in G6PD deficiency; keep to RDA-level doses. */
export const ASCORBIC_ACID_LABEL = dailymed('ascorbic+acid+injection');
export const VITAMIN_A = `${ODS}/VitaminA-HealthProfessional/`;
export const ZINC = `${ODS}/Zinc-HealthProfessional/`;
