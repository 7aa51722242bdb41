import type { CurrentSupplement, Diet, HealthConcern, InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation, type PersonaStyle, type SafetyPersona } from '../persona';
import { FDA_SWELLING_GUMS, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, only, onHealth, onMeds, plus, pregnant, spacing, warfarinLike } from '../expectations';
import {
  concernBox,
  dailymed,
  SKIN_WOMAN,
  SKIN_MAN,
  SKIN_AGING_MAN_46,
  SKIN_AGING_WOMAN_46,
  BASE_MAN,
  BASE_MAN_56,
  SLEEP_STRESS_WOMAN,
  SLEEP_STRESS_MAN,
  ENERGY_WOMAN,
  ENERGY_WOMAN_30,
  ENERGY_IMMUNITY_WOMAN_30,
  IMMUNITY_MAN,
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  WEIGHT_MAN,
  AGING_WOMAN_46,
  AGING_WOMAN_56,
  ROACCUTANE_MAN,
  ROACCUTANE_WOMAN,
  ASH_SICKLE_IRON,
  CALCIUM,
  IRON,
  RHODIOLA_MANIA,
  VITAMIN_C,
  VITAMIN_E,
  WEIGHT_LOSS,
  ZINC,
} from '../persona-answers';
import {
  EMC,
  ASMBS_MICRONUTRIENTS,
  ASPIRIN_81,
  BIKTARVY,
  BRILINTA,
  CONCERTA,
  DESFERAL,
  ELIQUIS,
  EXJADE,
  GLICLAZIDE,
  GOSERELIN,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  JARDIANCE,
  LEVOTHYROXINE,
  LITHIUM,
  LOVENOX,
  METFORMIN,
  MOUNJARO,
  NIDDK_BARIATRIC,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_HEP_B,
  NIDDK_HYPERPARATHYROIDISM,
  NIDDK_KIDNEY_STONES,
  NIDDK_NAFLD,
  ODS_WYNTK,
  OZEMPIC,
  PLAVIX,
  RAMIPRIL,
  RIFAMPIN,
  RITALIN,
  TIVICAY,
  TRIUMEQ,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Twenty-ninth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 4041–4140.
 *
 * Theme: CONDITIONS AND TREATMENTS THAT ARE NEVER NAMED BY THE MEDICINE. Every persona is in the
 * dangerous direction (a current condition, treatment or life stage that must change the plan;
 * what each class rules out or spaces follows expectations.ts, and each persona cites its own
 * references), but the medicine itself is not written out:
 * - half (4041–4090) in CLINICAL SHORTHAND, as copied from a discharge summary, a clinic letter, a
 *   lab report, an antenatal card or an insurance form: 'CKD G4 (eGFR 24)', 'ESRD on HD MWF',
 *   'T2DM on OHA + basal insulin', 'HTN on ARB', 'AF on DOAC', 'DVT 6/52 ago … on anticoag',
 *   'mechanical MVR, lifelong VKA', 'on DAPT', 'ITP', 'vWD type 1', 'G2P1 at 24/40', 'GDM
 *   current, EDD 14/03', 'EBF 3 months', 'MASLD F3', 'decompensated CLD', 'PTB on HRZE', 'LTBI -
 *   3HP', 'PLHIV on ART (INSTI-based)', 'BPAD on Li', 'Graves on CMZ', 'post-TT on T4', 'RA on
 *   MTX + HCQ', 'renal tx on tac/MMF/pred', 'on LHRH agonist', 'HbSS on HU', 'β-thal major, on
 *   chelation', 'PHPT, adj Ca 2.9', 'lap chole next week', 'HFrEF on ARNI + BB + MRA, loop PRN';
 *   with an Arabic discharge summary and insurance form, a Filipino prenatal record (AOG, EDC)
 *   and a Hinglish discharge card;
 * - half (4091–4140) in LAY DESCRIPTIONS by someone who does not know the name: 'my sugar tablets
 *   and the night injection', 'the pressure pills', 'a water tablet for my blood pressure', 'the
 *   blood tablets after my clot', 'the weekly pen for weight', 'my kidney doctor says 30% left',
 *   'the machine that cleans my blood', 'the thyroid was removed, the small white pill', 'the
 *   mood stabiliser the psychiatrist checks with blood tests', 'the TB tablets that turn my urine
 *   orange', 'the HIV tablet once a day', 'the strong acne capsules', 'the chemo tablets', 'the
 *   anti-rejection tablets', 'the injection every 3 months … prostate', 'baby due early March',
 *   'still feeding the baby myself'; in English, Gulf, Levantine and Egyptian Arabic (Arabic script
 *   and Arabizi), Hinglish and Tagalog.
 * Mostly typed in the health (question 9) and medicines (question 8) boxes; five in the
 * supplements, goals, diet and health-concerns boxes. Where shorthand names a family and not one
 * medicine (ARB, DOAC, VKA, DAPT, OHA, INSTI), the family's representative labels are cited. A
 * once-daily HIV tablet today is almost always integrase-based (the Biktarvy, Dovato and Triumeq
 * labels), so a reader that cannot tell which must still space minerals from it; a 'mood
 * stabiliser' checked by blood levels is bipolar treatment (rhodiola out whichever it is).
 */

/** Labels and references only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
const LOSARTAN = dailymed('cozaar');
const AMLODIPINE = dailymed('amlodipine');
const HYDROCHLOROTHIAZIDE = dailymed('hydrochlorothiazide');
const ENTRESTO = dailymed('entresto');
const FUROSEMIDE = dailymed('furosemide');
const SPIRONOLACTONE = dailymed('spironolactone');
const LIPITOR = dailymed('lipitor');
const AZATHIOPRINE = dailymed('azathioprine');
const PYRAZINAMIDE = dailymed('pyrazinamide');
/** Rifapentine, given weekly with isoniazid for 12 weeks (3HP) for latent TB. */
const PRIFTIN = dailymed('priftin');
const DOVATO = dailymed('dovato');
const CARBIMAZOLE = EMC('carbimazole');
const METHIMAZOLE = dailymed('methimazole');
const METHOTREXATE = dailymed('methotrexate');
const HYDROXYCHLOROQUINE = dailymed('plaquenil');
const PREDNISONE = dailymed('prednisone');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const LEUPROLIDE = dailymed('lupron+depot');
const HYDROXYUREA = dailymed('droxia');
const DOXORUBICIN = dailymed('doxorubicin');
const XELODA = dailymed('xeloda');
const VALPROATE = dailymed('depakote');
const LEVETIRACETAM = dailymed('keppra');
const LAMOTRIGINE = dailymed('lamictal');
const ZOLPIDEM = dailymed('ambien');
const NCI_PROSTATE = 'https://www.cancer.gov/types/prostate';
const NCI_CHEMO = 'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy';
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_DIABETES_MEDS = 'https://www.niddk.nih.gov/health-information/diabetes/overview/insulin-medicines-treatments';
const NIDDK_HIGH_BP = 'https://www.niddk.nih.gov/health-information/kidney-disease/high-blood-pressure';
const NIDDK_AIH = 'https://www.niddk.nih.gov/health-information/liver-disease/autoimmune-hepatitis';

/** Answer presets only this set uses (each plans the product its personas forbid without any typed text). */
/** Ashwagandha, magnesium, D, calcium + D, B12, rhodiola: a woman of 56+ sleeping badly and stressed. */
const SLEEP_STRESS_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['sleep', 'stress'] };
/** D, B12, ashwagandha, magnesium, calcium + D, omega-3. */
const SLEEP_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['sleep'] };
/** D, ashwagandha, magnesium. */
const SLEEP_MAN_46_SEDENTARY: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['sleep'], lifestyle: 'sedentary' };
/** The base goals for a man of 46-55: CoQ10, ashwagandha, rhodiola, D, B-complex, magnesium. */
const MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55' };
const WOMAN_26: Partial<QuizAnswers> = { age: '26-35' };
const WOMAN_18: Partial<QuizAnswers> = { age: '18-25' };
/** Ashwagandha, folic acid, magnesium, D. */
const SLEEP_WOMAN_26: Partial<QuizAnswers> = { age: '26-35', goals: ['sleep'] };
/** Ashwagandha, B12, magnesium, rhodiola, folic acid, iron. */
const VEGETARIAN_STRESS_WOMAN: Partial<QuizAnswers> = { goals: ['stress', 'sleep', 'energy'], diet: 'vegetarian' };
const STRESS_CONCERN_WOMAN: Partial<QuizAnswers> = { goals: ['stress'], healthConcerns: ['stress'] };
/** Folic acid, D, C, omega-3, vitamin E, zinc. */
const SKIN_WOMAN_26: Partial<QuizAnswers> = { age: '26-35', goals: ['skin'] };
/** Vitamin E already taken (ticked) and kept with the skin goal. */
const SKIN_WOMAN_TAKING_E: Partial<QuizAnswers> = { goals: ['skin'], currentSupplements: ['vitamin_e'] };
/** D, omega-3, rhodiola, green tea extract. */
const FOCUS_MAN_26: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['focus'] };
const FOCUS_MAN_18: Partial<QuizAnswers> = { gender: 'male', age: '18-25', goals: ['focus'] };
/** Glucomannan, D, green tea extract. */
const WEIGHT_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['weight_loss'] };
/** D, calcium + D, glucomannan, B12, green tea extract, multivitamin. */
const WEIGHT_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['weight_loss'] };
/** Folic acid, D, B-complex, iron, rhodiola, B12. */
const ENERGY_WOMAN_18: Partial<QuizAnswers> = { age: '18-25', goals: ['energy'] };
/** D, folic acid, C, zinc, B-complex, iron. */
const ENERGY_IMMUNITY_WOMAN_18: Partial<QuizAnswers> = { age: '18-25', goals: ['energy', 'immunity'] };
/** D, C, zinc, probiotics. */
const IMMUNITY_MAN_26: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['immunity'] };

const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS),
});
const noCalcium = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) });
const noSwellingFibre = (cls: InteractionClass): PersonaExpectation => ({ no: ['glucomannan'], expect: [cls], source: joined(FDA_SWELLING_GUMS, WEIGHT_LOSS) });
const hemodialysis = (): PersonaExpectation => noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD));
const thyroxineCalcium = (): PersonaExpectation => spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM);
/** A diabetes medicine: ashwagandha out (NCCIH: it may lower blood sugar beside them). */
const diabetesMedicine = (label: string, extra: Partial<PersonaExpectation> = {}): PersonaExpectation =>
  noAshwagandha(label, 'glucose_lowering', { expect: extra.expect, source: joined(NIDDK_DIABETES_MEDS, extra.source) });
/** A blood-pressure medicine: ashwagandha out (NCCIH: it may lower blood pressure beside them). */
const pressureMedicine = (label: string, extra: Partial<PersonaExpectation> = {}): PersonaExpectation =>
  noAshwagandha(label, 'blood_pressure', { expect: extra.expect, source: joined(NIDDK_HIGH_BP, extra.source) });
const tbNoGreenTea = (): PersonaExpectation => noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID });
const operationAhead = (): PersonaExpectation => noAshwagandha(ODS_WYNTK, 'surgery');

/** The current-supplements question: what is ticked, and its free-text box. */
function inSupplements(
  n: number,
  cls: InteractionClass,
  style: PersonaStyle,
  text: string,
  ticked: CurrentSupplement[],
  preset: Partial<QuizAnswers>,
  e: PersonaExpectation,
): SafetyPersona {
  return persona(n, cls, style, { ...preset, currentSupplements: ticked, currentSupplements_text: text }, e);
}

/** The goals question's free-text box, beside the goals of the preset. */
function inGoals(n: number, cls: InteractionClass, style: PersonaStyle, text: string, preset: Partial<QuizAnswers>, e: PersonaExpectation): SafetyPersona {
  return persona(n, cls, style, { ...preset, goals_text: text }, e);
}

/** The diet question: the diet picked, and its free-text box. */
function inDiet(n: number, cls: InteractionClass, style: PersonaStyle, diet: Diet, text: string, preset: Partial<QuizAnswers>, e: PersonaExpectation): SafetyPersona {
  return persona(n, cls, style, { ...preset, diet, diet_text: text }, e);
}

/** The health-concerns question: what is ticked, and its free-text box. */
function inConcerns(
  n: number,
  cls: InteractionClass,
  style: PersonaStyle,
  text: string,
  ticked: HealthConcern[],
  preset: Partial<QuizAnswers>,
  e: PersonaExpectation,
): SafetyPersona {
  return persona(n, cls, style, { ...preset, ...concernBox(text, ticked) }, e);
}

/** Clinical shorthand copied from a discharge summary, a clinic letter, a lab report, an antenatal card or an insurance form. */
export const TWENTY_NINTH_SHORTHAND_PERSONAS = [
  onHealth(
    4041,
    'kidney_disease',
    'health-box',
    'PMHx: CKD G4 (eGFR 24 mL/min/1.73m2), renal anaemia on ESA, sees nephrology q3m',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(4042, 'kidney_disease', 'dose', 'ESRD on HD MWF via R brachiocephalic AVF, dry weight 71.5 kg, on phosphate binder', SLEEP_MAN_56, hemodialysis()),
  onHealth(4043, 'kidney_disease', 'health-box', 'Dx: diabetic kidney disease, CKD stage 3b (eGFR 38, uACR 65 mg/mmol)', BASE_MAN, noMagnesium(NIDDK_CKD)),
  onMeds(4044, 'glucose_lowering', 'english', 'T1DM since age 9, on CSII (insulin pump), last HbA1c 7.2%', SLEEP_STRESS_WOMAN, diabetesMedicine(INSULIN)),
  onMeds(4045, 'glucose_lowering', 'dose', 'T2DM on OHA + basal insulin 18 u at bedtime, FBS 6-8', BASE_MAN, diabetesMedicine(INSULIN, { source: joined(METFORMIN, GLICLAZIDE) })),
  onMeds(4046, 'blood_pressure', 'english', 'HTN on ARB - well controlled, last clinic BP 126/78', MAN_46, pressureMedicine(LOSARTAN)),
  onHealth(
    4047,
    'glucose_lowering',
    'multi',
    'Problem list: 1. T2DM - SGLT2i + DPP-4i  2. HTN - ACEi  3. CKD G3a  4. Dyslipidaemia - statin',
    BASE_MAN,
    plus(diabetesMedicine(JARDIANCE, { expect: ['blood_pressure', 'statin'], source: joined(RAMIPRIL, LIPITOR) }), noMagnesium(NIDDK_CKD)),
  ),
  onHealth(
    4048,
    'anticoagulant',
    'health-box',
    'Paroxysmal AF on DOAC (CHA2DS2-VASc 4), rate control with BB',
    SKIN_AGING_MAN_46,
    noVitaminE(joined(ELIQUIS, XARELTO), 'anticoagulant'),
  ),
  onHealth(
    4049,
    'anticoagulant',
    'dose',
    'Provoked L popliteal DVT 6/52 ago (post long-haul flight) - on anticoag for min 3/12',
    SKIN_WOMAN,
    noVitaminE(joined(XARELTO, ELIQUIS), 'anticoagulant'),
  ),
  onMeds(4050, 'anticoagulant', 'english', 'Mechanical MVR 2017, lifelong VKA, INR target 2.5-3.5', SKIN_AGING_WOMAN_46, warfarinLike(WARFARIN)),
  onHealth(
    4051,
    'anticoagulant',
    'health-box',
    'Bilateral PE Feb 2025 - LMWH as inpatient, switched to NOAC at discharge, continuing',
    SKIN_WOMAN_26,
    noVitaminE(joined(LOVENOX, XARELTO, ELIQUIS), 'anticoagulant'),
  ),
  onHealth(
    4052,
    'antiplatelet',
    'dose',
    'IHD, s/p PCI x2 (DES to LAD 11/24), on DAPT for 12/12',
    SKIN_MAN,
    noVitaminE(joined(ASPIRIN_81, PLAVIX, BRILINTA), 'antiplatelet'),
  ),
  onHealth(
    4053,
    'antiplatelet',
    'english',
    'Ischaemic CVA 2023 (L MCA), residual mild R weakness - on SAPT + high-intensity statin',
    SKIN_AGING_MAN_46,
    noVitaminE(joined(ASPIRIN_81, PLAVIX), 'antiplatelet', { expect: ['statin'], source: LIPITOR }),
  ),
  onHealth(4054, 'bleeding_disorder', 'health-box', 'Chronic ITP, plt 35 x10^9/L, watch & wait (no Rx currently)', SKIN_WOMAN, noVitaminE(VITAMIN_E, 'bleeding_disorder')),
  onHealth(
    4055,
    'bleeding_disorder',
    'dose',
    'vWD type 1 (VWF:Ag 0.32 IU/mL), DDAVP-responsive, menorrhagia on TXA',
    SKIN_WOMAN_TAKING_E,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  onMeds(
    4056,
    'autoimmune_disease',
    'multi',
    'SLE (skin + joints) on HCQ 200 BD and pred 5 mg OD',
    {},
    noAshwagandha(HYDROXYCHLOROQUINE, 'autoimmune_disease', { expect: ['immunosuppressant'], source: PREDNISONE }),
  ),
  onHealth(4057, 'surgery', 'health-box', 'Booked for elective lap chole next week (Tue), pre-op assessment done', {}, operationAhead()),
  onHealth(4058, 'surgery', 'dose', 'Elective R TKR - surgery date in 9 days, pre-op bloods OK', BASE_MAN_56, operationAhead()),
  onHealth(4059, 'pregnancy_breastfeeding', 'health-box', 'G2P1 at 24/40, low-risk ANC, anomaly scan normal', {}, pregnant()),
  onHealth(4060, 'pregnancy_breastfeeding', 'dose', 'GDM current (diet-controlled), EDD 14/03', WOMAN_26, pregnant()),
  onHealth(4061, 'pregnancy_breastfeeding', 'english', 'EBF 3 months, no formula', SLEEP_WOMAN_26, pregnant()),
  onHealth(
    4062,
    'swallowing_difficulty',
    'health-box',
    'Oropharyngeal dysphagia post-CVA - SLT: IDDSI level 2 mildly thick fluids',
    WEIGHT_WOMAN_56,
    noSwellingFibre('swallowing_difficulty'),
  ),
  onHealth(4063, 'pregnancy_breastfeeding', 'dose', 'Postpartum day 10 (em. LSCS), breastfeeding on demand', VEGETARIAN_STRESS_WOMAN, pregnant()),
  onHealth(
    4064,
    'liver_disease',
    'health-box',
    'MASLD F3 (FibroScan LSM 11.2 kPa, CAP 310) - hepatology f/u',
    WEIGHT_WOMAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  onHealth(
    4065,
    'liver_disease',
    'health-box',
    'Decompensated CLD 2° HBV: ascites on diuretics, Child-Pugh B8',
    FOCUS_MAN_26,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { expect: ['diuretic'], source: joined(NIDDK_HEP_B, SPIRONOLACTONE, FUROSEMIDE) }),
  ),
  onHealth(
    4066,
    'liver_disease',
    'multi',
    'AIH type 1 on aza 100 mg, ALT back to the 40s',
    FOCUS_WOMAN,
    plus(noGreenTea(NIDDK_AIH, 'liver_disease'), noAshwagandha(AZATHIOPRINE, 'immunosuppressant', { expect: ['autoimmune_disease'] })),
  ),
  onMeds(
    4067,
    'tb_treatment',
    'dose',
    'PTB on HRZE (intensive phase), wk 5 of 8, DOT at the clinic',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: joined(ISONIAZID, PYRAZINAMIDE) }),
  ),
  onMeds(
    4068,
    'tb_treatment',
    'english',
    'LTBI (IGRA +ve on visa medical) - 3HP, dose 6 of 12 weekly',
    WEIGHT_MAN_46,
    noGreenTea(PRIFTIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(
    4069,
    'integrase_inhibitor',
    'health-box',
    'PLHIV on ART (INSTI-based), VL TND, CD4 610',
    IMMUNITY_MAN_26,
    spacing(joined(BIKTARVY, TIVICAY), 'integrase_inhibitor', ZINC),
  ),
  onMeds(4070, 'lithium', 'dose', 'BPAD on Li (level 0.7), TFTs + U&E every 6/12', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium', { expect: ['bipolar_disorder'] })),
  onHealth(
    4071,
    'antithyroid',
    'health-box',
    'Graves on CMZ 20 mg OD, TRAb positive, endo review in 6/52',
    {},
    noAshwagandha(CARBIMAZOLE, 'antithyroid', { source: METHIMAZOLE }),
  ),
  onMeds(
    4072,
    'levothyroxine',
    'dose',
    'post-TT (2022, MNG) on T4 125 mcg OD',
    SLEEP_STRESS_WOMAN_56,
    plus(noAshwagandha(LEVOTHYROXINE, 'levothyroxine'), thyroxineCalcium()),
  ),
  onHealth(
    4073,
    'autoimmune_disease',
    'health-box',
    'RA (seropositive) on MTX + HCQ - DAS28 2.4, in remission',
    BASE_MAN,
    noAshwagandha(METHOTREXATE, 'autoimmune_disease', { expect: ['methotrexate'], source: HYDROXYCHLOROQUINE }),
  ),
  onHealth(
    4074,
    'immunosuppressant',
    'health-box',
    'Renal tx 2020 (LRD), on tac/MMF/pred, creat 1.3 stable',
    SLEEP_STRESS_MAN,
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  onHealth(
    4075,
    'hormone_sensitive_cancer',
    'english',
    'Adenocarcinoma prostate on LHRH agonist q12w, PSA 0.2',
    BASE_MAN_56,
    noAshwagandha(LEUPROLIDE, 'hormone_sensitive_cancer', { source: joined(GOSERELIN, NCI_PROSTATE) }),
  ),
  onHealth(
    4076,
    'kidney_stones',
    'health-box',
    'Nephrolithiasis recurrent (4 episodes), 24h urine: hypercalciuria 9.8 mmol/day',
    AGING_WOMAN_56,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(4077, 'hypercalcaemia', 'dose', 'PHPT, adj Ca 2.9, PTH 13 - awaiting MIBI', AGING_WOMAN_46, noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia')),
  onHealth(
    4078,
    'sickle_cell',
    'health-box',
    'HbSS on HU, last VOC 3/12 ago, folate daily',
    ENERGY_WOMAN_18,
    plus(noIron(ASH_SICKLE_IRON, 'sickle_cell'), { source: HYDROXYUREA }),
  ),
  onHealth(
    4079,
    'iron_chelator',
    'health-box',
    'β-thal major, on chelation, transfused q3w, ferritin 2100',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(joined(EXJADE, JADENU)),
  ),
  onMeds(4080, 'retinoid', 'dose', 'Nodulocystic acne - isotret 0.5 mg/kg/day, mo 2 of 6', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(4081, 'glp1_agonist', 'english', 'Obesity class II (BMI 37), on a GLP-1 RA weekly SC, dose escalation', WEIGHT_MAN_46, glp1(joined(WEGOVY, OZEMPIC))),
  onHealth(
    4082,
    'bariatric_surgery',
    'health-box',
    's/p LSG 2021 (-41 kg), on bariatric MVI + B12',
    WEIGHT_WOMAN,
    only('bariatric_surgery', joined(NIDDK_BARIATRIC, ASMBS_MICRONUTRIENTS)),
  ),
  onHealth(
    4083,
    'cancer_treatment',
    'health-box',
    'Ca breast (TNBC), neoadjuvant AC-T, cycle 3 of 8',
    SKIN_WOMAN_26,
    noVitaminE(joined(NCI_CHEMO, DOXORUBICIN), 'cancer_treatment'),
  ),
  onMeds(4084, 'adhd_medicine', 'dose', 'ADHD (combined type) - long-acting MPH 36 mg mane', FOCUS_MAN_18, noGreenTea(CONCERTA, 'adhd_medicine', { source: RITALIN })),
  onHealth(4085, 'antiepileptic', 'health-box', 'JME on VPA 500 BD, seizure-free 2 yrs', SLEEP_STRESS_MAN, noAshwagandha(VALPROATE, 'antiepileptic')),
  onHealth(
    4086,
    'blood_pressure',
    'multi',
    'HFrEF (EF 30%) - on ARNI + BB + MRA, loop diuretic PRN for swelling',
    BASE_MAN_56,
    pressureMedicine(ENTRESTO, { expect: ['diuretic'], source: joined(SPIRONOLACTONE, FUROSEMIDE) }),
  ),
  onHealth(
    4087,
    'kidney_disease',
    'arabic',
    'ملخص الخروج: فشل كلوي مزمن - المرحلة الخامسة، غسيل دموي ٣ مرات بالأسبوع (سبت/اثنين/أربعاء)',
    SLEEP_STRESS_MAN,
    hemodialysis(),
  ),
  onMeds(
    4088,
    'glucose_lowering',
    'arabic',
    'نموذج التأمين: سكري النوع الثاني على أقراص فموية + أنسولين قاعدي ليلاً، وارتفاع ضغط الدم على علاج',
    BASE_MAN,
    diabetesMedicine(INSULIN, { expect: ['blood_pressure'], source: NIDDK_HIGH_BP }),
  ),
  onHealth(4089, 'pregnancy_breastfeeding', 'transliteration', 'Prenatal record ko: G3P2, 28 weeks AOG, EDC Mayo 2', {}, pregnant()),
  onMeds(
    4090,
    'anticoagulant',
    'transliteration',
    'Discharge card pe likha hai: Rt leg DVT, NOAC 3 mahine tak, INR test ki zarurat nahi',
    SKIN_MAN,
    noVitaminE(joined(XARELTO, ELIQUIS), 'anticoagulant'),
  ),
];

/** Lay descriptions by someone who does not know the medicine's name. */
export const TWENTY_NINTH_LAY_PERSONAS = [
  onMeds(
    4091,
    'glucose_lowering',
    'vague',
    'my sugar tablets with breakfast and the night injection I keep in the fridge door',
    BASE_MAN,
    diabetesMedicine(INSULIN, { source: METFORMIN }),
  ),
  onMeds(4092, 'blood_pressure', 'vague', 'only the pressure pills, one after breakfast, for years now', MAN_46, pressureMedicine(AMLODIPINE)),
  onMeds(
    4093,
    'blood_pressure',
    'english',
    'a water tablet every morning, the GP gave it for my high blood pressure',
    {},
    pressureMedicine(HYDROCHLOROTHIAZIDE, { expect: ['diuretic'] }),
  ),
  onMeds(
    4094,
    'anticoagulant',
    'vague',
    'the blood tablets after my clot, morning and evening - the haematologist wants me on them at least 6 months',
    SKIN_WOMAN,
    noVitaminE(joined(ELIQUIS, XARELTO), 'anticoagulant'),
  ),
  inSupplements(
    4095,
    'glp1_agonist',
    'vague',
    'vitamin D 1000 and the weekly pen for weight (stomach injection, Sundays)',
    ['vitamin_d'],
    WEIGHT_WOMAN,
    glp1(joined(WEGOVY, MOUNJARO)),
  ),
  inConcerns(4096, 'kidney_disease', 'vague', 'tired all the time - my kidney doctor says I have about 30% left', ['sleep'], SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onMeds(4097, 'levothyroxine', 'vague', 'the thyroid was removed, I take the small white pill every morning half an hour before tea', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(
    4098,
    'bipolar_disorder',
    'vague',
    'the mood stabiliser the psychiatrist checks with blood tests every 3 months, and I have to drink lots of water',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { source: LITHIUM }),
  ),
  onMeds(4099, 'tb_treatment', 'vague', 'the TB tablets that turn my urine orange - 4 big ones every morning, month 2', FOCUS_WOMAN, tbNoGreenTea()),
  onMeds(
    4100,
    'integrase_inhibitor',
    'vague',
    'the HIV tablet once a day, same time every night, undetectable for 3 years',
    IMMUNITY_MAN,
    spacing(joined(BIKTARVY, DOVATO, TRIUMEQ), 'integrase_inhibitor', ZINC),
  ),
  onMeds(
    4101,
    'retinoid',
    'vague',
    'the strong acne capsules - the dermatologist said no waxing and no extra vitamin A while I am on them (month 4)',
    ROACCUTANE_WOMAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  onMeds(
    4102,
    'cancer_treatment',
    'vague',
    'the chemo tablets from the oncologist for the breast cancer that spread to my bones - 14 days on, 7 off',
    SKIN_WOMAN,
    noVitaminE(joined(NCI_CHEMO, XELODA), 'cancer_treatment'),
  ),
  onHealth(4103, 'pregnancy_breastfeeding', 'english', 'Expecting! Baby due early March, our first 🤰', {}, pregnant()),
  inGoals(4104, 'pregnancy_breastfeeding', 'vague', 'sleep more - still feeding the baby myself at night, she is 7 months', SLEEP_WOMAN_26, pregnant()),
  onMeds(
    4105,
    'anticoagulant',
    'vague',
    'the injections in my belly every evening since the knee operation, the nurse showed me how',
    SKIN_AGING_WOMAN_46,
    noVitaminE(LOVENOX, 'anticoagulant'),
  ),
  onMeds(
    4106,
    'antiplatelet',
    'vague',
    'two blood-thinning tablets since they put the stent in my heart in January',
    SKIN_MAN,
    noVitaminE(joined(ASPIRIN_81, BRILINTA, PLAVIX), 'antiplatelet'),
  ),
  onHealth(
    4107,
    'bleeding_disorder',
    'vague',
    'I was born with blood that does not clot properly - I get the factor injection before the dentist',
    SKIN_AGING_MAN_46,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  onMeds(
    4108,
    'immunosuppressant',
    'vague',
    'the anti-rejection tablets since my new kidney, twice a day exactly 12 hours apart',
    SLEEP_STRESS_MAN,
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  onMeds(
    4109,
    'hormone_sensitive_cancer',
    'vague',
    'the injection every 3 months that stops the hormone feeding my prostate cancer',
    BASE_MAN_56,
    noAshwagandha(GOSERELIN, 'hormone_sensitive_cancer', { source: joined(LEUPROLIDE, NCI_PROSTATE) }),
  ),
  onMeds(
    4110,
    'antiepileptic',
    'vague',
    'tablets for my fits since I was a teenager, one morning one night',
    SLEEP_STRESS_MAN,
    noAshwagandha(LEVETIRACETAM, 'antiepileptic', { source: LAMOTRIGINE }),
  ),
  onMeds(4111, 'sedative', 'vague', 'a sleeping tablet most nights - the small one the GP gives, half if I can', SLEEP_MAN_46_SEDENTARY, noAshwagandha(ZOLPIDEM, 'sedative')),
  onMeds(
    4112,
    'antithyroid',
    'vague',
    'the tablets that slow down my overactive thyroid, 2 a day',
    STRESS_CONCERN_WOMAN,
    noAshwagandha(CARBIMAZOLE, 'antithyroid', { source: METHIMAZOLE }),
  ),
  onHealth(4113, 'kidney_disease', 'vague', 'I go to the machine that cleans my blood - 4 hours, three mornings a week', BASE_MAN, hemodialysis()),
  onHealth(
    4114,
    'liver_disease',
    'vague',
    'the liver doctor says my liver is scarred and hard now, from the hepatitis B',
    WEIGHT_MAN_46,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_HEP_B }),
  ),
  onMeds(
    4115,
    'iron_chelator',
    'vague',
    'the medicine that pulls the extra iron out - I mix it in water every morning; blood top-ups monthly for my thalassaemia',
    ENERGY_IMMUNITY_WOMAN_18,
    chelator(joined(EXJADE, JADENU)),
  ),
  onHealth(
    4116,
    'sickle_cell',
    'vague',
    'the blood disease where the cells bend into a sickle shape - admitted 3 times this year with pain crises',
    ENERGY_WOMAN_30,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
  inDiet(
    4117,
    'kidney_stones',
    'vague',
    'dash',
    'less salt and fewer nuts - I keep making stones in my kidney, the urologist says too much calcium in my urine',
    AGING_WOMAN_56,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    4118,
    'hypercalcaemia',
    'vague',
    'one of the little glands in my neck is overworking and my calcium blood test keeps coming back high',
    AGING_WOMAN_46,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(4119, 'surgery', 'vague', 'keyhole op to take out my gall bladder (stones) is booked for next Thursday', {}, operationAhead()),
  inDiet(
    4120,
    'swallowing_difficulty',
    'vague',
    'mediterranean',
    'soft minced food only - things get stuck halfway down since my stroke and I need thickened drinks',
    WEIGHT_WOMAN_56,
    noSwellingFibre('swallowing_difficulty'),
  ),
  onMeds(
    4121,
    'autoimmune_disease',
    'vague',
    'for my joints (the disease where my body attacks itself): the once-a-week tablet, and folic acid the day after',
    {},
    noAshwagandha(METHOTREXATE, 'autoimmune_disease'),
  ),
  onMeds(4122, 'glucose_lowering', 'arabic', 'حبوب السكر الصبح والإبرة بالليل قبل النوم', BASE_MAN, diabetesMedicine(INSULIN)),
  onMeds(4123, 'blood_pressure', 'arabic', 'آخذ حبة الضغط كل يوم الصبح من خمس سنين', {}, pressureMedicine(AMLODIPINE)),
  onHealth(4124, 'pregnancy_breastfeeding', 'arabic', 'حامل وموعد الولادة في مارس إن شاء الله', WOMAN_26, pregnant()),
  onHealth(4125, 'pregnancy_breastfeeding', 'arabic', 'لسه برضّع بنتي رضاعة طبيعية، عندها ٥ شهور', SLEEP_WOMAN_26, pregnant()),
  onMeds(4126, 'anticoagulant', 'arabic', 'آخذ حبوب لتمييع الدم من بعد الجلطة اللي صارت في رجلي', SKIN_WOMAN, noVitaminE(joined(XARELTO, ELIQUIS), 'anticoagulant')),
  onHealth(4127, 'kidney_disease', 'arabic', 'دكتور الكلى قال إن كليتي شغالة ٢٠٪ بس', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  onMeds(4128, 'tb_treatment', 'transliteration', 'ba5od 7oboob el sell kol yom el sob7, w el bol lono ba2a borto2ani', FOCUS_MAN, tbNoGreenTea()),
  onMeds(4129, 'glp1_agonist', 'transliteration', 'a5ith el ebra el osbo3iya lel tan7eef kil jum3a', WEIGHT_WOMAN, glp1(joined(OZEMPIC, MOUNJARO))),
  onMeds(4130, 'levothyroxine', 'transliteration', 'shalo el ghodda kollaha, w ba5od 7abba soghayara kol sob7 3al ree2', AGING_WOMAN_56, thyroxineCalcium()),
  onMeds(4131, 'glucose_lowering', 'transliteration', 'Sugar ki goli subah-shaam aur sone se pehle pet mein ek sui', MAN_46, diabetesMedicine(INSULIN)),
  onMeds(4132, 'blood_pressure', 'transliteration', 'BP ki dawai roz leta hoon, naam yaad nahi, chhoti gulabi goli', BASE_MAN, pressureMedicine(AMLODIPINE)),
  onHealth(4133, 'pregnancy_breastfeeding', 'transliteration', 'Delivery March mein hai, abhi chhatha mahina chal raha hai', WOMAN_18, pregnant()),
  onMeds(
    4134,
    'bipolar_disorder',
    'transliteration',
    'Psychiatrist wali mood ki dawai leti hoon, har 3 mahine blood test se level check hota hai',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { source: LITHIUM }),
  ),
  onHealth(4135, 'kidney_disease', 'transliteration', 'Sabi ng doktor sa kidney, 25% na lang ang gumagana sa bato ko', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(4136, 'pregnancy_breastfeeding', 'transliteration', 'Nagpapadede pa ako sa bunso ko, 4 na buwan pa lang siya', {}, pregnant()),
  onMeds(
    4137,
    'anticoagulant',
    'transliteration',
    'Umiinom ako ng pampalabnaw ng dugo mula nang ma-stroke ako dahil sa hindi regular na tibok ng puso',
    SKIN_AGING_MAN_46,
    noVitaminE(joined(ELIQUIS, WARFARIN), 'anticoagulant'),
  ),
  onMeds(4138, 'glp1_agonist', 'transliteration', 'Nag-iinject ako ng pampapayat na pen isang beses kada linggo', WEIGHT_MAN, glp1(joined(WEGOVY, MOUNJARO))),
  onMeds(4139, 'tb_treatment', 'transliteration', 'Nagpapagamot ako sa TB, ika-3 buwan na, kulay orange ang ihi ko', FOCUS_WOMAN, tbNoGreenTea()),
  onMeds(4140, 'retinoid', 'transliteration', 'el 7obob el 2awiya lel 7ob el shabab, el shahr el talet', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
];
