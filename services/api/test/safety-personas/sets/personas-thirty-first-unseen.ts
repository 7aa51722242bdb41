import type { InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import type { PersonaExpectation } from '../persona';
import { joined, noAshwagandha, noGreenTea, noMagnesium, noVitaminE, onHealth, onMeds, plus, pregnant, spacing, warfarinLike } from '../expectations';
import {
  dailymed,
  SKIN_WOMAN,
  SKIN_MAN,
  SKIN_AGING_MAN_46,
  SKIN_AGING_WOMAN_46,
  BASE_MAN,
  SLEEP_STRESS_WOMAN,
  SLEEP_STRESS_MAN,
  ENERGY_WOMAN,
  ENERGY_WOMAN_30,
  ENERGY_IMMUNITY_WOMAN_30,
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  WEIGHT_MAN,
  AGING_WOMAN_46,
  AGING_WOMAN_56,
  CALCIUM,
  IRON,
  VITAMIN_C,
  VITAMIN_D,
  VITAMIN_E,
} from '../persona-answers';
import {
  EMC,
  DESFERAL,
  EXJADE,
  GLICLAZIDE,
  INSULIN,
  JANUMET,
  LEVOTHYROXINE,
  METFORMIN,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_HEP_B,
  NIDDK_HYPERPARATHYROIDISM,
  NIDDK_NAFLD,
  WARFARIN,
} from '../labels';

/**
 * Thirty-first set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 4241–4340.
 *
 * Theme: CONDITIONS SHOWN BY BLOOD TESTS AND NUMBERS, as people copy them from a lab report, a
 * clinic app (Seha, DHA, Aster, NMC, Mediclinic), a WhatsApp message from the doctor, or type
 * them from memory. Every persona is in the dangerous direction: the numbers (with or without the
 * condition's name) show a condition that must change the plan (what each class rules out or
 * spaces follows expectations.ts; each persona cites its own references):
 * - kidney disease (4241–4258): eGFR (CKD-EPI), creatinine in µmol/L and mg/dL, urea and BUN,
 *   urine ACR, and high potassium beside low kidney function (hyperkalaemia);
 * - liver disease (4259–4272): ALT/AST (and SGPT/SGOT), GGT, ALP, bilirubin, albumin, FibroScan
 *   kPa and CAP, HBV DNA, AMA;
 * - iron overload (4273–4281): ferritin, transferrin saturation, TIBC, liver iron on MRI;
 * - high blood calcium (4282–4290): total, adjusted and ionised calcium, PTH, vitamin D toxicity;
 * - bleeding disorders and low platelets (4291–4300): platelets, 'PLT ↓', PT/INR/APTT raised
 *   without a blood thinner, factor VIII and XI levels, von Willebrand factor;
 * - the INR of a person on warfarin (4301–4309);
 * - diabetes (4310–4320): HbA1c in % and mmol/mol, FBS/FPG, RBS, post-prandial sugar, with and
 *   without treatment;
 * - thyroid disease (4321–4330): TSH, FT4, FT3, TRAb, anti-TPO, with and without treatment;
 * - pregnancy (4331–4340): β-hCG, a dating scan's CRL and gestational age, EDD, an antenatal card,
 *   an OGTT in pregnancy.
 * The formats vary: units and none, reference ranges in brackets, 'H'/'L'/'↑'/'↓' flags, '>'
 * and '<', decimal commas ('1,8'), a report's column copied as one line, Arabic-Indic digits,
 * Arabic labels ('وظائف الكلى', 'الكرياتينين'), Hinglish and Tagalog around the numbers, and a
 * few where a normal value of one test sits beside an abnormal value of another (the class of
 * the normal test, said to be normal, is listed under `not`). Mostly typed in the health box
 * (question 9), 19 in the medicines box (question 8) beside the medicine. Presets are
 * varied so that, without the text, the product the condition rules out is in the plan (the
 * presets not in persona-answers.ts were checked for that before the run, with no text typed).
 */

/** References only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
const NIDDK_CKD_TESTS = 'https://www.niddk.nih.gov/health-information/kidney-disease/chronic-kidney-disease-ckd/tests-diagnosis';
const NIDDK_CKD_EATING = 'https://www.niddk.nih.gov/health-information/kidney-disease/chronic-kidney-disease-ckd/eating-nutrition';
const NIDDK_IGA = 'https://www.niddk.nih.gov/health-information/kidney-disease/iga-nephropathy';
const NIDDK_DIABETIC_KIDNEY = 'https://www.niddk.nih.gov/health-information/diabetes/overview/preventing-problems/diabetic-kidney-disease';
const RENVELA = dailymed('renvela');
const NIDDK_LIVER = 'https://www.niddk.nih.gov/health-information/liver-disease';
const NIDDK_HEP_C = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-c';
const NIDDK_AIH = 'https://www.niddk.nih.gov/health-information/liver-disease/autoimmune-hepatitis';
const NIDDK_PBC = 'https://www.niddk.nih.gov/health-information/liver-disease/primary-biliary-cholangitis';
const URSODIOL = dailymed('ursodiol');
const VEMLIDY = dailymed('vemlidy');
const SENSIPAR = dailymed('sensipar');
/** Eltrombopag (Revolade in the Gulf and the EU, Promacta in the US): for immune thrombocytopenia. */
const ELTROMBOPAG = dailymed('promacta');
const NIDDK_DIABETES = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes';
const NIDDK_DIABETES_TESTS = 'https://www.niddk.nih.gov/health-information/diabetes/overview/tests-diagnosis';
const NIDDK_A1C = 'https://www.niddk.nih.gov/health-information/diagnostic-tests/a1c-test';
const NIDDK_GESTATIONAL = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes/gestational';
const NIDDK_THYROID_TESTS = 'https://www.niddk.nih.gov/health-information/diagnostic-tests/thyroid';
const NIDDK_HYPOTHYROIDISM = 'https://www.niddk.nih.gov/health-information/endocrine-diseases/hypothyroidism';
const NIDDK_HYPERTHYROIDISM = 'https://www.niddk.nih.gov/health-information/endocrine-diseases/hyperthyroidism';
const NIDDK_GRAVES = 'https://www.niddk.nih.gov/health-information/endocrine-diseases/graves-disease';
const NIDDK_HASHIMOTO = 'https://www.niddk.nih.gov/health-information/endocrine-diseases/hashimotos-disease';
const CARBIMAZOLE = EMC('carbimazole');

/**
 * Presets only this set uses, each checked with no text typed (the plan without the text, in
 * the engine's order, is given beside each).
 */
/** Ashwagandha, vitamin D, magnesium, rhodiola, B-complex. */
const STRESS_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['stress'] };
/** Vitamin D, B12, ashwagandha, magnesium, calcium with D, omega-3. */
const SLEEP_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['sleep'] };
/** Vitamin D, calcium with D, B12, ashwagandha, magnesium, omega-3. */
const SLEEP_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['sleep'] };
/** Magnesium, vitamin D, ashwagandha, omega-3. */
const SLEEP_MUSCLE_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['sleep', 'muscle'] };
/** Magnesium, vitamin D, ashwagandha, folic acid, omega-3. */
const MUSCLE_SLEEP_WOMAN: Partial<QuizAnswers> = { goals: ['muscle', 'sleep'] };
/** Ashwagandha, magnesium, vitamin D, rhodiola, B-complex. */
const STRESS_SLEEP_NON_BINARY: Partial<QuizAnswers> = { gender: 'non-binary', goals: ['stress', 'sleep'] };
/** Ashwagandha, rhodiola, B-complex, vitamin D, CoQ10, magnesium. */
const ENERGY_STRESS_UNSAID_46: Partial<QuizAnswers> = { gender: 'prefer-not-to-say', age: '46-55', goals: ['energy', 'stress'] };
/** Ashwagandha, folic acid, magnesium, vitamin D. */
const SLEEP_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['sleep'] };
/** Ashwagandha, magnesium, folic acid, vitamin D, rhodiola, B-complex. */
const STRESS_SLEEP_WOMAN_20: Partial<QuizAnswers> = { age: '18-25', goals: ['stress', 'sleep'] };
/** Vitamin D, calcium with D, B12, ashwagandha, CoQ10, magnesium. */
const AGING_SLEEP_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['aging', 'sleep'] };
/** Vitamin D, B12, ashwagandha, CoQ10, magnesium, omega-3. */
const SLEEP_AGING_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['sleep', 'aging'] };
/** Vitamin D, B12, omega-3, calcium with D, rhodiola, green tea extract. */
const FOCUS_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['focus'] };
/** Glucomannan, folic acid, vitamin D, green tea extract, omega-3, rhodiola. */
const FOCUS_WEIGHT_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['focus', 'weight_loss'] };
/** Rhodiola, vitamin D, B-complex, omega-3, B12, green tea extract. */
const FOCUS_ENERGY_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['focus', 'energy'] };
/** Folic acid, vitamin D, omega-3, rhodiola, green tea extract. */
const FOCUS_WOMAN_20: Partial<QuizAnswers> = { age: '18-25', goals: ['focus'] };
/** Glucomannan, vitamin D, green tea extract, omega-3, rhodiola. */
const WEIGHT_FOCUS_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['weight_loss', 'focus'] };
/** Omega-3, vitamin D, rhodiola, vitamin C, green tea extract, vitamin E. */
const SKIN_FOCUS_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['skin', 'focus'] };
/** Glucomannan, calcium with D, vitamin D, green tea extract. */
const WEIGHT_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['weight_loss'] };
/** Vitamin D, glucomannan, B12, calcium with D, green tea extract, multivitamin. */
const WEIGHT_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['weight_loss'] };
/** Folic acid, vitamin D, B-complex, iron, rhodiola, B12. */
const SKIN_ENERGY_WOMAN: Partial<QuizAnswers> = { goals: ['skin', 'energy'] };
/** Folic acid, vitamin D, B-complex, iron, rhodiola, B12. */
const ENERGY_WOMAN_20: Partial<QuizAnswers> = { age: '18-25', goals: ['energy'] };
/** Rhodiola, folic acid, vitamin D, B-complex, iron, omega-3. */
const ENERGY_FOCUS_WOMAN: Partial<QuizAnswers> = { goals: ['energy', 'focus'] };
/** B12, folic acid, iron, vitamin D, rhodiola, omega-3. */
const VEGETARIAN_ENERGY_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['energy'], diet: 'vegetarian' };
/** Ashwagandha, rhodiola, B-complex, folic acid, vitamin D, iron. */
const DASH_STRESS_ENERGY_WOMAN: Partial<QuizAnswers> = { goals: ['stress', 'energy'], diet: 'dash' };
/** B12, ashwagandha, folic acid, iron, magnesium, vitamin D. */
const VEGETARIAN_ENERGY_SLEEP_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['energy', 'sleep'], diet: 'vegetarian' };
/** Ashwagandha, calcium with D, magnesium, vitamin D, vitamin C, omega-3. */
const SKIN_SLEEP_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['skin', 'sleep'] };
/** CoQ10, vitamin D, calcium with D, B-complex, omega-3, rhodiola. */
const AGING_ENERGY_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['aging', 'energy'] };
/** Vitamin D, omega-3, B12, CoQ10, calcium with D, vitamin C. */
const SKIN_AGING_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['skin', 'aging'] };
/** Vitamin D, calcium with D, omega-3, B12, CoQ10, vitamin C. */
const SKIN_AGING_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['skin', 'aging'] };
/** Vitamin D, vitamin C, omega-3, vitamin E, zinc. */
const SKIN_MAN_20: Partial<QuizAnswers> = { gender: 'male', age: '18-25', goals: ['skin'] };
/** Folic acid, vitamin D, vitamin C, omega-3, vitamin E, zinc. */
const SKIN_WOMAN_20: Partial<QuizAnswers> = { age: '18-25', goals: ['skin'] };
/** Vitamin C, vitamin D, zinc, omega-3, probiotics, vitamin E. */
const SKIN_IMMUNITY_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['skin', 'immunity'] };
/** Already takes vitamin E (ticked): vitamin D, vitamin E, calcium with D, CoQ10, omega-3, vitamin C. */
const SKIN_AGING_WOMAN_46_TAKING_E: Partial<QuizAnswers> = { age: '46-55', goals: ['skin', 'aging'], currentSupplements: ['vitamin_e'] };
/** Vitamin D, CoQ10, omega-3, B-complex, vitamin C, vitamin E. */
const KETO_SKIN_AGING_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['skin', 'aging'], diet: 'keto' };
/** Vitamin D, B12, ashwagandha, calcium with D, magnesium, rhodiola. */
const STRESS_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['stress'] };
/** Ashwagandha, folic acid, vitamin D, magnesium, rhodiola, B-complex. */
const STRESS_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['stress'] };
/** Ashwagandha, rhodiola, vitamin D, magnesium, omega-3, B-complex. */
const STRESS_FOCUS_MAN_20: Partial<QuizAnswers> = { gender: 'male', age: '18-25', goals: ['stress', 'focus'] };
/** Ashwagandha, rhodiola, vitamin D, B-complex, CoQ10, folic acid. */
const WOMAN_30: Partial<QuizAnswers> = { age: '26-35' };
/** Ashwagandha, folic acid, magnesium, vitamin D, B-complex, iron. */
const ENERGY_SLEEP_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['energy', 'sleep'] };

const noIron = (label: string, cls: InteractionClass, extra: Partial<PersonaExpectation> = {}): PersonaExpectation =>
  plus({ no: ['iron'], expect: [cls], source: joined(label, IRON) }, extra);
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS),
});
const noCalcium = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) });
const thyroxineCalcium = (): PersonaExpectation => spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM);
const bleeding = (label = VITAMIN_E, extra: Partial<PersonaExpectation> = {}): PersonaExpectation => noVitaminE(label, 'bleeding_disorder', extra);

/** Kidney disease by its numbers (magnesium out): eGFR, creatinine, urea, ACR, potassium. */
export const THIRTY_FIRST_KIDNEY_PERSONAS = [
  onHealth(
    4241,
    'kidney_disease',
    'health-box',
    'Renal profile (Aster Clinic) — Creatinine 2.4 mg/dL H [0.7-1.3] | BUN 41 mg/dL H [7-20] | eGFR (CKD-EPI 2021) 31 mL/min/1.73m² L',
    BASE_MAN,
    noMagnesium(joined(NIDDK_CKD, NIDDK_CKD_TESTS)),
  ),
  onHealth(4242, 'kidney_disease', 'dose', 'creat 186 umol/L, eGFR 29 — told it is stage 4, next nephro review in August', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(4243, 'kidney_disease', 'arabic', 'وظائف الكلى: الكرياتينين ١٫٩ ملغ/دل (مرتفع)، معدل الترشيح ٣٨', STRESS_MAN_46, noMagnesium(joined(NIDDK_CKD, NIDDK_CKD_TESTS))),
  onHealth(4244, 'kidney_disease', 'multi', 'Creatinine 160 ↑ Urea 12.8 ↑ eGFR 34 ↓ K 5.4 Na 139 Cl 104', SLEEP_STRESS_MAN, noMagnesium(joined(NIDDK_CKD, NIDDK_CKD_TESTS))),
  onHealth(
    4245,
    'kidney_disease',
    'transliteration',
    'Doctor bola kidney ka number theek nahi hai - creatinine 2.1 aaya, eGFR 35, aur urine mein protein bhi jaa raha hai',
    ENERGY_STRESS_UNSAID_46,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    4246,
    'kidney_disease',
    'transliteration',
    'Sabi ng doktor mahina na raw ang kidney ko, creatinine 3.0 at eGFR 22. Baka raw ma-dialysis next year.',
    SLEEP_WOMAN_30,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    4247,
    'kidney_disease',
    'negation',
    'Sugar is fine (HbA1c 5.6, normal) but the kidneys are not: eGFR 41, urine ACR 68 mg/g',
    BASE_MAN,
    plus(noMagnesium(joined(NIDDK_CKD, NIDDK_CKD_TESTS)), { not: ['glucose_lowering'], source: NIDDK_A1C }),
  ),
  onHealth(
    4248,
    'kidney_disease',
    'health-box',
    'Urine ACR 46 mg/mmol (A3), eGFR 72 — nephrology calls it CKD G2A3 from IgA nephropathy, biopsy-proven 2022',
    MUSCLE_SLEEP_WOMAN,
    noMagnesium(joined(NIDDK_IGA, NIDDK_CKD)),
  ),
  onHealth(4249, 'kidney_disease', 'typo', 'egfr 27 creatinin 2.6 urea hi, kidny doc saw me tusday', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(
    4250,
    'kidney_disease',
    'vague',
    "my kidney function came back at 45 on the DHA app, third time it's been in the 40s",
    SLEEP_MUSCLE_MAN_30,
    noMagnesium(joined(NIDDK_CKD, NIDDK_CKD_TESTS)),
  ),
  onHealth(4251, 'kidney_disease', 'multi', 'Kreatinin 1,8 mg/dl; eGFR 39 ml/min (CKD-EPI) — Stadium G3b', STRESS_SLEEP_NON_BINARY, noMagnesium(NIDDK_CKD)),
  onHealth(
    4252,
    'kidney_disease',
    'health-box',
    'Potassium 6.1 mmol/L (H) — repeat non-haemolysed 5.9; creatinine 240 µmol/L, eGFR 23. Told to follow a low-potassium diet.',
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_CKD, NIDDK_CKD_EATING)),
  ),
  onHealth(
    4253,
    'kidney_disease',
    'english',
    'WhatsApp from Dr. Rao: "Your potassium is high (5.8) and the kidney function has dropped, eGFR 33. Stop the Brufen and come on Sunday."',
    STRESS_MAN_46,
    noMagnesium(joined(NIDDK_CKD, NIDDK_CKD_EATING)),
  ),
  onHealth(4254, 'kidney_disease', 'arabic', 'البوتاسيوم عالي ٦٫٠ والكرياتينين ٢٢٠، الدكتور قال الكلى ضعيفة', SLEEP_AGING_MAN_56, noMagnesium(joined(NIDDK_CKD, NIDDK_CKD_EATING))),
  onMeds(
    4255,
    'kidney_disease',
    'brand',
    'Renvela 800 with each meal because phosphate is 2.1, eGFR 14 — nephrology is planning the fistula',
    SLEEP_WOMAN_56,
    noMagnesium(joined(RENVELA, NIDDK_CKD)),
  ),
  onHealth(
    4256,
    'kidney_disease',
    'dose',
    'Seha app result: Creatinine, Serum 265 umol/L High; eGFR 21 mL/min/1.73m2 Low; Urea 16.4 mmol/L High',
    SLEEP_MAN_56,
    noMagnesium(joined(NIDDK_CKD, NIDDK_CKD_TESTS)),
  ),
  onHealth(
    4257,
    'kidney_disease',
    'english',
    'CKD-EPI eGFR 48, then 51 three months later - the GP has coded it as CKD 3a',
    STRESS_SLEEP_WOMAN_20,
    noMagnesium(joined(NIDDK_CKD, NIDDK_CKD_TESTS)),
  ),
  onHealth(
    4258,
    'kidney_disease',
    'multi',
    'Kidney function test (KFT): S. creatinine ٢.٣ mg/dL, blood urea ٨٠ mg/dL, ACR >300 — diabetic nephropathy, nephrologist follow up',
    AGING_SLEEP_WOMAN_56,
    noMagnesium(joined(NIDDK_DIABETIC_KIDNEY, NIDDK_CKD)),
  ),
];

/** Liver disease by its numbers (green tea extract out): enzymes, bilirubin, FibroScan, viral load. */
export const THIRTY_FIRST_LIVER_PERSONAS = [
  onHealth(
    4259,
    'liver_disease',
    'health-box',
    'LFTs deranged: ALT 212 H (7-56), AST 145 H (10-40), GGT 310 H, ALP normal. Ultrasound booked.',
    FOCUS_MAN,
    noGreenTea(NIDDK_LIVER, 'liver_disease'),
  ),
  onHealth(
    4260,
    'liver_disease',
    'dose',
    'FibroScan: liver stiffness 14.6 kPa, CAP 318 dB/m — hepatologist says advanced fibrosis, possibly early cirrhosis',
    WEIGHT_WOMAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease', { source: NIDDK_CIRRHOSIS }),
  ),
  onHealth(4261, 'liver_disease', 'arabic', 'إنزيمات الكبد عالية: ALT ١٨٠ و AST ٩٥، والدكتور طلب سونار للبطن', FOCUS_WOMAN, noGreenTea(NIDDK_LIVER, 'liver_disease')),
  onHealth(
    4262,
    'liver_disease',
    'transliteration',
    'SGPT 165 aur SGOT 120 aaya, doctor ne bola fatty liver grade 2 hai, oily khana band karo',
    WEIGHT_MAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  onHealth(
    4263,
    'liver_disease',
    'transliteration',
    'Mataas daw ang bilirubin ko (3.4 mg/dL) at naninilaw ang mata ko, ALT 300+ pa. Pinapa-test pa ako ng hepa panel.',
    FOCUS_ENERGY_MAN_30,
    noGreenTea(NIDDK_LIVER, 'liver_disease'),
  ),
  onHealth(
    4264,
    'liver_disease',
    'negation',
    'Kidneys are OK (creatinine 0.8, eGFR 104 - normal). It is the liver: GGT 420, ALT 98, and the fibrosis score came back high.',
    FOCUS_MAN_56,
    plus(noGreenTea(NIDDK_LIVER, 'liver_disease'), { not: ['kidney_disease'], source: NIDDK_CKD_TESTS }),
  ),
  onHealth(
    4265,
    'liver_disease',
    'multi',
    'T.Bil 52 µmol/L ↑ | D.Bil 30 ↑ | ALT 88 ↑ | AST 140 ↑ | ALP 190 ↑ | Alb 29 ↓',
    WEIGHT_FOCUS_MAN_46,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease'),
  ),
  onMeds(
    4266,
    'liver_disease',
    'brand',
    'Vemlidy 25 mg once a day — HBV DNA 2,300 IU/mL, ALT 74, hepatitis B clinic every 6 months',
    FOCUS_WOMAN_20,
    noGreenTea(NIDDK_HEP_B, 'liver_disease', { source: VEMLIDY }),
  ),
  onHealth(
    4267,
    'liver_disease',
    'vague',
    'Mediclinic said my liver tests are about 4 times the normal, they are repeating them in 2 weeks',
    SKIN_FOCUS_MAN,
    noGreenTea(NIDDK_LIVER, 'liver_disease'),
  ),
  onMeds(
    4268,
    'liver_disease',
    'dose',
    'Ursofalk 500 mg twice daily — ALP 410 (H), GGT 390 (H), AMA M2 positive, PBC diagnosed last year',
    FOCUS_WEIGHT_WOMAN_30,
    noGreenTea(NIDDK_PBC, 'liver_disease', { source: URSODIOL }),
  ),
  onHealth(
    4269,
    'liver_disease',
    'health-box',
    'Total bilirubin 2.8 mg/dL, albumin 3.1 g/dL, MELD 14 — cirrhosis; the hep C was cured in 2019 but the liver stayed damaged',
    WEIGHT_MAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_HEP_C }),
  ),
  onHealth(
    4270,
    'liver_disease',
    'arabic',
    'نتيجة الفايبروسكان ١٣٫٢ كيلوباسكال ونسبة الدهون ٣٢٠، الطبيب قال عندي تليف بالكبد',
    WEIGHT_WOMAN_46,
    noGreenTea(NIDDK_NAFLD, 'liver_disease', { source: NIDDK_CIRRHOSIS }),
  ),
  onHealth(
    4271,
    'liver_disease',
    'english',
    'ALT 410 U/L, IgG high, anti-smooth-muscle antibody positive — hepatology suspects autoimmune hepatitis',
    FOCUS_WOMAN,
    noGreenTea(NIDDK_AIH, 'liver_disease'),
  ),
  onHealth(
    4272,
    'liver_disease',
    'english',
    'GGT 380, MCV 104 and ALT 90 - the doctor asked how much I drink and wrote alcohol-related liver disease',
    WEIGHT_MAN_56,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_LIVER }),
  ),
];

/** Iron overload by ferritin and saturation (iron out), and high blood calcium by Ca and PTH (calcium with D out). */
export const THIRTY_FIRST_IRON_CALCIUM_PERSONAS = [
  onHealth(
    4273,
    'iron_overload',
    'health-box',
    'Ferritin 1,850 ng/mL H (13-150), transferrin saturation 78% H, serum iron 42 µmol/L H — HFE gene test sent',
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    4274,
    'iron_overload',
    'transliteration',
    'Ferritin ko 2,300 daw, sobrang taas, tapos TSAT 85%. Phlebotomy daw every 2 weeks muna.',
    ENERGY_WOMAN_30,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    4275,
    'iron_overload',
    'arabic',
    'مخزون الحديد (الفيريتين) ١٢٠٠ وتشبع الترانسفيرين ٧٠٪، والدكتور شاك إنه ترسب حديد وراثي',
    SKIN_ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(4276, 'iron_overload', 'multi', 'Iron studies: Fe 38 ↑ TIBC 45 ↓ TSAT 84% ↑ Ferritin 2410 ↑', ENERGY_WOMAN_20, noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload')),
  onHealth(
    4277,
    'iron_overload',
    'negation',
    'Not anaemic at all (Hb 13.2 normal) - ferritin 1,100 and saturation 67%, C282Y homozygous',
    ENERGY_FOCUS_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onMeds(
    4278,
    'iron_chelator',
    'dose',
    'Exjade 1,080 mg every morning — ferritin 2,960 µg/L, LIC 11 mg Fe/g on the MRI, transfused every 3 weeks',
    ENERGY_IMMUNITY_WOMAN_30,
    plus(chelator(EXJADE), { expect: ['iron_overload'] }),
  ),
  onHealth(
    4279,
    'iron_overload',
    'typo',
    'ferittin 1600 tsat 72 %, hemocromatosis suspected, venesection starting',
    VEGETARIAN_ENERGY_WOMAN_30,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    4280,
    'iron_overload',
    'vague',
    'my iron store number was over 1000, the doctor said too much iron in the blood',
    DASH_STRESS_ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    4281,
    'iron_overload',
    'transliteration',
    'Ferritin 1450 aaya hai, saturation 70 percent, doctor bole iron overload hai, har mahine blood nikalwana padega',
    VEGETARIAN_ENERGY_SLEEP_WOMAN_30,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    4282,
    'hypercalcaemia',
    'health-box',
    'Adjusted calcium 2.91 mmol/L H (2.20-2.60), PTH 14.8 pmol/L H, phosphate 0.71 L — referred to endocrine for the parathyroid',
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    4283,
    'hypercalcaemia',
    'dose',
    'Calcium 11.6 mg/dL (8.5-10.5) ↑, PTH 128 pg/mL ↑, 25-OH vitamin D 31',
    SLEEP_MAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    4284,
    'hypercalcaemia',
    'arabic',
    'الكالسيوم في الدم ٢٫٨ عالي، وهرمون الغدة جار الدرقية مرتفع كمان',
    SLEEP_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    4285,
    'hypercalcaemia',
    'transliteration',
    'Mataas ang calcium ko sa dugo, 11.2, tapos mataas din ang PTH. Baka raw parathyroid adenoma.',
    SKIN_SLEEP_WOMAN_46,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    4286,
    'hypercalcaemia',
    'negation',
    'Bones are fine on the DEXA (T-score -0.8) — the problem is corrected Ca 2.78 with a high PTH',
    AGING_WOMAN_46,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    4287,
    'hypercalcaemia',
    'multi',
    'Ca 2.74 H | Alb 38 | Adj Ca 2.76 H | PTH 9.9 H | Vit D 25-OH 88',
    AGING_SLEEP_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    4288,
    'hypercalcaemia',
    'vague',
    "calcium came back high twice, ionised calcium 1.42, they're still looking for the cause",
    AGING_ENERGY_WOMAN_46,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    4289,
    'hypercalcaemia',
    'english',
    'Calcium 3.1 and vitamin D level 380 nmol/L after taking 50,000 IU every day by mistake - told to stop all vitamin D',
    SKIN_AGING_MAN_56,
    plus(noCalcium(VITAMIN_D, 'hypercalcaemia'), { no: ['vitamin-d'] }),
  ),
  onMeds(
    4290,
    'hypercalcaemia',
    'typo',
    'sensipar 30mg twice a day, calcim still 2.79 and PTH 19',
    WEIGHT_WOMAN_46,
    noCalcium(joined(SENSIPAR, NIDDK_HYPERPARATHYROIDISM), 'hypercalcaemia'),
  ),
];

/** Bleeding disorders and low platelets by their numbers (vitamin E out), and the INR of a person on warfarin (vitamin E and CoQ10 out). */
export const THIRTY_FIRST_BLEEDING_WARFARIN_PERSONAS = [
  onHealth(
    4291,
    'bleeding_disorder',
    'health-box',
    'CBC: PLT 45 x10^9/L L (150-400), Hb 13.1, WBC 6.2 — haematology says ITP, watch and wait',
    SKIN_WOMAN,
    bleeding(),
  ),
  onHealth(4292, 'bleeding_disorder', 'dose', 'PLT ↓ 38, bruises on both legs, haem clinic on Tuesday', SKIN_MAN, bleeding()),
  onHealth(4293, 'bleeding_disorder', 'arabic', 'الصفائح الدموية ٣٢ ألف بس، والدكتور قال نقص صفائح مناعي', SKIN_WOMAN_20, bleeding()),
  onHealth(
    4294,
    'bleeding_disorder',
    'negation',
    'Not on any blood thinner, but PT 17 s, INR 1.6 and APTT 52 s (H) — haematology is checking my clotting factors',
    SKIN_WOMAN,
    bleeding(VITAMIN_E, { not: ['anticoagulant'] }),
  ),
  onHealth(4295, 'bleeding_disorder', 'dose', 'Factor VIII 14% (mild haemophilia A), vWF normal', SKIN_MAN_20, bleeding()),
  onHealth(
    4296,
    'bleeding_disorder',
    'english',
    'vWF antigen 28%, ristocetin cofactor 22% — von Willebrand type 1 confirmed after years of heavy periods',
    SKIN_AGING_WOMAN_46_TAKING_E,
    bleeding(),
  ),
  onMeds(
    4297,
    'bleeding_disorder',
    'transliteration',
    'Revolade 50 mg roz leta hoon, platelet count abhi bhi 41,000 hai',
    SKIN_IMMUNITY_MAN_30,
    bleeding(ELTROMBOPAG),
  ),
  onHealth(
    4298,
    'bleeding_disorder',
    'transliteration',
    'Mababa ang platelet ko, 60 lang, tapos madali akong magpasa. Sabi ng hema, i-monitor muna.',
    SKIN_FOCUS_MAN,
    bleeding(),
  ),
  onHealth(4299, 'bleeding_disorder', 'typo', 'factor XI defficiency, level 18%, i bleed alot after the dentist', KETO_SKIN_AGING_MAN_46, bleeding()),
  onHealth(
    4300,
    'bleeding_disorder',
    'vague',
    'my platelets are always low, the last one was 70 something, and my nosebleeds take ages to stop',
    SKIN_AGING_WOMAN_46,
    bleeding(),
  ),
  onMeds(4301, 'anticoagulant', 'brand', 'Marevan 5 mg daily, INR today 2.6 (target 2-3)', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(
    4302,
    'anticoagulant',
    'multi',
    'Anticoag clinic card — 12/03 INR 3.4 H, dose 4/4/5 mg; 26/03 INR 2.7 in range',
    SKIN_AGING_WOMAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(4303, 'anticoagulant', 'arabic', 'وارفارين ٣ ملغ كل ليلة، وآخر فحص سيولة INR كان ٢٫٤', KETO_SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(
    4304,
    'anticoagulant',
    'transliteration',
    'Warf 5mg roz, INR 3.1 aaya to doctor ne Sunday ko sirf 2.5 lene bola',
    SKIN_AGING_MAN_56,
    warfarinLike(WARFARIN),
  ),
  onMeds(4305, 'anticoagulant', 'typo', 'coumadine 7.5, INR 1,9 last wk (range 2.5-3.5 mech valve)', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(4306, 'anticoagulant', 'dose', 'Warfarin 4 mg Mon-Fri, 6 mg Sat-Sun. INR 2.2 on 04/05.', SKIN_AGING_WOMAN_46_TAKING_E, warfarinLike(WARFARIN)),
  onHealth(
    4307,
    'anticoagulant',
    'transliteration',
    'Umiinom ako ng warfarin dahil sa balbula sa puso, INR ko ngayon 2.8.',
    SKIN_AGING_WOMAN_56,
    warfarinLike(WARFARIN),
  ),
  onHealth(
    4308,
    'anticoagulant',
    'vague',
    'INR 2.5, they check it every 3 weeks because of the valve, the tablets are the pink ones',
    AGING_WOMAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(
    4309,
    'anticoagulant',
    'english',
    'INR 4.8 yesterday - told to skip 2 doses of warfarin, then restart at 3 mg',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN),
  ),
];

/** Diabetes by its numbers, with or without treatment, and thyroid disease by TSH/FT4 (ashwagandha out; levothyroxine spaced from calcium). */
export const THIRTY_FIRST_DIABETES_THYROID_PERSONAS = [
  onHealth(
    4310,
    'glucose_lowering',
    'health-box',
    'HbA1c 8.2 % (66 mmol/mol) H, FBS 190 mg/dL H — newly diagnosed type 2, no medicine yet, diet first',
    {},
    noAshwagandha(NIDDK_DIABETES, 'glucose_lowering', { source: NIDDK_A1C }),
  ),
  onMeds(
    4311,
    'glucose_lowering',
    'brand',
    'RBS 14 mmol/L, HbA1c 9.6% — started on Glucophage 500 twice daily',
    BASE_MAN,
    noAshwagandha(METFORMIN, 'glucose_lowering', { expect: ['metformin'], source: NIDDK_A1C }),
  ),
  onHealth(4312, 'glucose_lowering', 'arabic', 'السكر التراكمي ٧٫٩ والصايم ١٦٥، الدكتور قال عندي سكري', {}, noAshwagandha(NIDDK_DIABETES, 'glucose_lowering', { source: NIDDK_A1C })),
  onHealth(
    4313,
    'glucose_lowering',
    'transliteration',
    'Sugar fasting 210 aur PP 320 aaya, HbA1c 10.1, doctor ne raat ko insulin 12 unit shuru kiya',
    STRESS_MAN_46,
    noAshwagandha(INSULIN, 'glucose_lowering', { source: NIDDK_A1C }),
  ),
  onHealth(
    4314,
    'glucose_lowering',
    'transliteration',
    'Ang HbA1c ko ay 7.8, FBS 150. Sabi ng doktor diabetic na ako, metformin 500 dalawang beses sa isang araw.',
    STRESS_WOMAN_30,
    noAshwagandha(METFORMIN, 'glucose_lowering', { expect: ['metformin'], source: NIDDK_A1C }),
  ),
  onHealth(
    4315,
    'glucose_lowering',
    'negation',
    'Thyroid normal (TSH 1.9) - but A1c 8.7% and fasting glucose 9.8 mmol/L',
    BASE_MAN,
    noAshwagandha(NIDDK_DIABETES, 'glucose_lowering', { not: ['levothyroxine', 'antithyroid'], source: joined(NIDDK_A1C, NIDDK_THYROID_TESTS) }),
  ),
  onMeds(
    4316,
    'glucose_lowering',
    'dose',
    'HbA1c 71 mmol/mol, on Janumet 50/1000 BD',
    ENERGY_STRESS_UNSAID_46,
    noAshwagandha(JANUMET, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  onHealth(4317, 'glucose_lowering', 'typo', 'hba1c 8,4 fbs 178 diabtic 3 yrs no meds', STRESS_SLEEP_WOMAN_20, noAshwagandha(NIDDK_DIABETES, 'glucose_lowering', { source: NIDDK_A1C })),
  onHealth(
    4318,
    'glucose_lowering',
    'vague',
    'my 3 month sugar test came 9 point something, the doctor at NMC was not happy',
    STRESS_SLEEP_NON_BINARY,
    noAshwagandha(NIDDK_A1C, 'glucose_lowering', { source: NIDDK_DIABETES }),
  ),
  onHealth(
    4319,
    'glucose_lowering',
    'english',
    'Seha app: Glycated Hemoglobin (HbA1c) 10.3 % High (4.0-5.6)',
    STRESS_MAN_56,
    noAshwagandha(NIDDK_A1C, 'glucose_lowering', { source: NIDDK_DIABETES }),
  ),
  onMeds(
    4320,
    'glucose_lowering',
    'english',
    'HbA1c 6.9% and FPG 7.4 mmol/L on two tests, diagnosed type 2 and started on Diamicron MR 30 each morning',
    STRESS_FOCUS_MAN_20,
    noAshwagandha(GLICLAZIDE, 'glucose_lowering', { source: NIDDK_DIABETES_TESTS }),
  ),
  onHealth(
    4321,
    'levothyroxine',
    'health-box',
    'TSH 11.4 mIU/L H (0.27-4.2), FT4 9.1 pmol/L L — hypothyroid, the endocrinologist will start treatment next month',
    {},
    noAshwagandha(NIDDK_HYPOTHYROIDISM, 'levothyroxine', { source: NIDDK_THYROID_TESTS }),
  ),
  onMeds(4322, 'levothyroxine', 'brand', 'Euthyrox 100, TSH still 7.9 so going up to 112', AGING_WOMAN_46, thyroxineCalcium()),
  onHealth(
    4323,
    'antithyroid',
    'arabic',
    'الغدة الدرقية نشاطها زايد: TSH أقل من ٠٫٠١ و FT4 ٣٨، والدكتور عطاني نيومركازول',
    {},
    noAshwagandha(CARBIMAZOLE, 'antithyroid', { source: NIDDK_HYPERTHYROIDISM }),
  ),
  onHealth(
    4324,
    'antithyroid',
    'multi',
    'TSH <0.005 ↓ FT4 41.2 ↑ FT3 14.8 ↑ TRAb positive',
    BASE_MAN,
    noAshwagandha(NIDDK_HYPERTHYROIDISM, 'antithyroid', { source: joined(NIDDK_GRAVES, NIDDK_THYROID_TESTS) }),
  ),
  onMeds(4325, 'levothyroxine', 'transliteration', 'TSH 9.8 aaya tha, doctor ne Thyronorm 50 shuru kiya', WOMAN_30, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onHealth(
    4326,
    'levothyroxine',
    'transliteration',
    'Mataas ang TSH ko, 15, tapos mababa ang T4. Hypothyroid daw, kaya levothyroxine 50 mcg na ako tuwing umaga.',
    AGING_WOMAN_56,
    thyroxineCalcium(),
  ),
  onHealth(
    4327,
    'antithyroid',
    'negation',
    'Kidney and liver tests all normal; the only thing flagged was TSH 0.02 with a high free T4 - hyperthyroid, waiting for the uptake scan',
    {},
    noAshwagandha(NIDDK_HYPERTHYROIDISM, 'antithyroid', { not: ['kidney_disease', 'liver_disease'], source: NIDDK_THYROID_TESTS }),
  ),
  onHealth(
    4328,
    'autoimmune_disease',
    'dose',
    'Anti-TPO 612 IU/mL (<34), TSH 6.3 — Hashimoto thyroiditis, on watch for now',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(NIDDK_HASHIMOTO, 'autoimmune_disease'),
  ),
  onMeds(4329, 'antithyroid', 'typo', 'tsh 0.01 ft4 high on carbimazol 20 mg', STRESS_SLEEP_NON_BINARY, noAshwagandha(CARBIMAZOLE, 'antithyroid')),
  onHealth(
    4330,
    'levothyroxine',
    'vague',
    "thyroid blood test was way off, TSH 48, I'm always cold and tired - the doctor says the thyroid is underactive",
    ENERGY_STRESS_UNSAID_46,
    noAshwagandha(NIDDK_HYPOTHYROIDISM, 'levothyroxine', { source: NIDDK_THYROID_TESTS }),
  ),
];

/** Pregnancy by β-hCG, a scan or an EDD (ashwagandha out). */
export const THIRTY_FIRST_PREGNANCY_PERSONAS = [
  onHealth(4331, 'pregnancy_breastfeeding', 'health-box', 'β-hCG 2,140 mIU/mL — positive. Dating scan booked.', {}, pregnant()),
  onHealth(
    4332,
    'pregnancy_breastfeeding',
    'dose',
    'Dating scan: single live intrauterine pregnancy, CRL 23 mm = 9w2d, EDD 14/11',
    WOMAN_30,
    pregnant(),
  ),
  onHealth(4333, 'pregnancy_breastfeeding', 'arabic', 'تحليل الحمل بالدم إيجابي، الهرمون ٨٥٠، الحمد لله', SLEEP_WOMAN_30, pregnant()),
  onHealth(4334, 'pregnancy_breastfeeding', 'transliteration', 'Beta HCG 15600 aaya, doctor bola 7 week ki pregnancy hai', STRESS_SLEEP_WOMAN_20, pregnant()),
  onHealth(
    4335,
    'pregnancy_breastfeeding',
    'transliteration',
    'Positive ang pregnancy test ko, tapos sa ultrasound 12 weeks na daw, EDD sa Abril.',
    STRESS_WOMAN_30,
    pregnant(),
  ),
  onHealth(4336, 'pregnancy_breastfeeding', 'multi', 'GA 28+3 by early US, EDD ١٥/٠٩, Hb 10.9', {}, pregnant()),
  onHealth(
    4337,
    'pregnancy_breastfeeding',
    'negation',
    'Not on any medicines. Urine hCG positive twice, serum β-hCG 460 — very early pregnancy',
    ENERGY_SLEEP_WOMAN_30,
    pregnant(),
  ),
  onHealth(
    4338,
    'pregnancy_breastfeeding',
    'english',
    'OGTT at 26 weeks: fasting 5.4, 1 h 10.6, 2 h 9.2 mmol/L — gestational diabetes, diet for now',
    WOMAN_30,
    pregnant(['glucose_lowering'], NIDDK_GESTATIONAL),
  ),
  onHealth(
    4339,
    'pregnancy_breastfeeding',
    'vague',
    'the blood test for the baby hormone was 3000 something, the doctor said around 6 weeks',
    {},
    pregnant(),
  ),
  onHealth(4340, 'pregnancy_breastfeeding', 'health-box', 'Antenatal card: G3P2, LMP 02/01, EDD 09/10, BP 110/70, Hb 11.4', DASH_STRESS_ENERGY_WOMAN, pregnant()),
];
