import type { InteractionClass } from '@sahha/contracts/quiz';
import type { PersonaExpectation } from '../persona';
import { denied, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noRhodiola, noVitaminE, onHealth, onMeds, plus, pregnant, spacing, warfarinLike } from '../expectations';
import {
  dailymed,
  SKIN_WOMAN,
  SKIN_MAN,
  SKIN_AGING_MAN_46,
  BASE_MAN,
  BASE_MAN_56,
  SLEEP_STRESS_WOMAN,
  SLEEP_STRESS_MAN,
  ENERGY_WOMAN,
  ENERGY_WOMAN_30,
  ENERGY_IMMUNITY_WOMAN_30,
  IMMUNITY_WOMAN,
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  AGING_WOMAN_46,
  AGING_WOMAN_56,
  ROACCUTANE_MAN,
  ROACCUTANE_WOMAN,
  ASH_SICKLE_IRON,
  CALCIUM,
  IRON,
  MAGNESIUM,
  NCCIH_ASHWAGANDHA,
  NCCIH_COQ10,
  NCCIH_GREEN_TEA,
  RHODIOLA_MANIA,
  VITAMIN_C,
  VITAMIN_E,
  ZINC,
} from '../persona-answers';
import {
  EMC,
  ADDERALL,
  ASPIRIN_81,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  ESCITALOPRAM,
  EXJADE,
  GLICLAZIDE,
  GLIMEPIRIDE,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JANUMET,
  JARDIANCE,
  LEVOTHYROXINE,
  LITHIUM,
  LOVENOX,
  METFORMIN,
  MOUNJARO,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_HEP_B,
  NIDDK_HYPERPARATHYROIDISM,
  NIDDK_KIDNEY_STONES,
  NIDDK_NAFLD,
  ODS_WYNTK,
  OZEMPIC,
  PLAVIX,
  PRADAXA,
  RIFAMPIN,
  RITALIN,
  SAXENDA,
  WARFARIN,
  XARELTO,
} from '../labels';

/**
 * Twenty-fifth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 3621–3740.
 *
 * Theme: the balance a real product needs. A plan must be restricted when a medicine or condition
 * is current, and must NOT be restricted when it is not: a healthy person told to see a doctor, or
 * a stopped medicine counted, is a defect too. What each class rules out follows expectations.ts;
 * for an over-cautious persona the source is still the reference that says why the class would
 * matter, so a reader sees what was at stake. Each group holds both directions:
 * - over-cautious (about 70, the class at stake is listed under `not`, and a class that IS current
 *   in the same text under `expect` with what it rules out): comma-, slash- and 'na … na …' /
 *   'لا … ولا …' / 'wala akong …' denials; visa-medical, pre-employment and screening results
 *   ('HbA1c 5.2', 'eGFR 95', 'calcium 2.3 normal range'); medicines stopped years ago, courses
 *   finished, switched from (the old one); allergies, intolerances, medicines refused or only
 *   advised; the medicines of a child, spouse, parent, patient (nurses, carers, pharmacists) or
 *   pet; conditions resolved, operations done, pregnancies and breastfeeding ended, carrier traits
 *   and negative tests;
 * - dangerous (about 50, the class is current and a ruled-out product would be planned without it):
 *   their twins, worded to look like the above ('switched from warfarin to Eliquis', 'stopped
 *   aspirin but still on clopidogrel', 'allergic to penicillin, on doxycycline now', 'my husband
 *   and I both take metformin', 'no diabetes, but on lithium', 'weaned my first, now 20 weeks with
 *   my second', a kidney stone passed ten years ago).
 * A persona is over-cautious when its own class is among its `not` classes, dangerous otherwise.
 * Languages: English in many registers (clinic shorthand, forms, chat), Gulf, Egyptian and
 * Levantine Arabic in Arabic script and in Arabizi, Hinglish, Urdu script, Tagalog,
 * Malayalam-English, Russian (Cyrillic) and Persian.
 */

const ATORVASTATIN = dailymed('lipitor');
const ROSUVASTATIN = dailymed('crestor');
const RAMIPRIL = dailymed('ramipril');
const LOSARTAN = dailymed('cozaar');
const AMLODIPINE = dailymed('amlodipine');
const TELMISARTAN = dailymed('micardis');
const SERTRALINE = dailymed('zoloft');
const QUETIAPINE = dailymed('seroquel');
const VALPROATE = dailymed('depakote');
const LEVETIRACETAM = dailymed('keppra');
const CARBAMAZEPINE = dailymed('tegretol');
const PHENOBARBITAL = dailymed('phenobarbital');
const METHIMAZOLE = dailymed('methimazole');
const CARBIMAZOLE = EMC('carbimazole');
const PREDNISOLONE = dailymed('prednisolone');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const SITAGLIPTIN = dailymed('januvia');
const RIFINAH = EMC('rifinah');
const HEPARIN = dailymed('heparin+sodium');
const NIDDK_DIABETES = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes';
const NIDDK_GESTATIONAL = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes/gestational';
const NIDDK_PREDIABETES = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes/prediabetes-insulin-resistance';
const NIDDK_HIGH_BP = 'https://www.niddk.nih.gov/health-information/kidney-disease/high-blood-pressure';
const NIDDK_HYPOTHYROIDISM = 'https://www.niddk.nih.gov/health-information/endocrine-diseases/hypothyroidism';
const NIDDK_HYPERTHYROIDISM = 'https://www.niddk.nih.gov/health-information/endocrine-diseases/hyperthyroidism';
const NIDDK_HASHIMOTO = 'https://www.niddk.nih.gov/health-information/endocrine-diseases/hashimotos-disease';
const NIDDK_HEP_A = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-a';
const NIDDK_HEP_C = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-c';
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_KIDNEY_TRANSPLANT = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/kidney-transplant';
/** NIDDK, kidney stones, definition and facts: someone who has had a kidney stone is more likely to have another. */
const NIDDK_KIDNEY_STONES_FACTS = 'https://www.niddk.nih.gov/health-information/urologic-diseases/kidney-stones/definition-facts';
const NIDDK_GALLSTONES = 'https://www.niddk.nih.gov/health-information/digestive-diseases/gallstones';
const NCI_PROSTATE = 'https://www.cancer.gov/types/prostate';
const NCI_BREAST = 'https://www.cancer.gov/types/breast';

/** Metformin: ashwagandha out (NCCIH: it may lower blood sugar beside diabetes medicines). */
const metforminNoAshwagandha = (extra: Partial<PersonaExpectation> = {}): PersonaExpectation =>
  plus({ no: ['ashwagandha'], expect: ['metformin'], source: joined(METFORMIN, NCCIH_ASHWAGANDHA) }, extra);
/** Kidney stones or high blood calcium: no calcium with vitamin D (NIH ODS calcium, NIDDK). */
const noCalcium = (label: string, cls: InteractionClass, extra: Partial<PersonaExpectation> = {}): PersonaExpectation =>
  plus({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) }, extra);
/** Haemochromatosis, transfusional overload, sickle cell disease: no iron (NIH ODS iron, NIDDK, ASH). */
const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS),
});
/** TB treatment: green tea extract out (NCCIH green tea; the rifampicin and isoniazid labels). */
const tbNoGreenTea = (label: string = RIFAMPIN): PersonaExpectation => noGreenTea(label, 'tb_treatment', { source: joined(ISONIAZID, RIFAMPIN) });
/** An operation booked: ashwagandha out before surgery (NCCIH; ODS: tell the surgeon). */
const operationAhead = (extra: Partial<PersonaExpectation> = {}): PersonaExpectation => noAshwagandha(ODS_WYNTK, 'surgery', extra);

/** Denied lists (comma, slash, 'na … na …', 'لا … ولا …', 'wala akong …') and their twins that name one current class. */
export const TWENTY_FIFTH_DENIAL_LIST_PERSONAS = [
  // Over-cautious: every class named is denied.
  onHealth(
    3621,
    'glucose_lowering',
    'negation',
    'No diabetes, BP, thyroid or kidney problems - just tired all the time since the move to Dubai.',
    {},
    denied(['glucose_lowering', 'blood_pressure', 'levothyroxine', 'antithyroid', 'kidney_disease'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP, NIDDK_HYPOTHYROIDISM, NIDDK_CKD, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(
    3622,
    'surgery',
    'negation',
    'Meds: nil / NKDA. PMH: nil significant. PSH: appendicectomy 2008.',
    {},
    denied(['surgery', 'anticoagulant', 'glucose_lowering', 'blood_pressure'], joined(ODS_WYNTK, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(
    3623,
    'anticoagulant',
    'negation',
    'Not taking any of the following - Coumadin, Plavix, Eliquis, heparin - and no daily painkillers either.',
    SKIN_AGING_MAN_46,
    denied(['anticoagulant', 'antiplatelet'], joined(WARFARIN, PLAVIX, ELIQUIS, HEPARIN, VITAMIN_E, NCCIH_COQ10)),
  ),
  onHealth(
    3624,
    'blood_pressure',
    'transliteration',
    'Mujhe na sugar hai na BP na thyroid, bas weight thoda zyada hai aur neend kam aati hai',
    {},
    denied(['glucose_lowering', 'blood_pressure', 'levothyroxine', 'antithyroid'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP, NIDDK_HYPOTHYROIDISM, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(
    3625,
    'blood_pressure',
    'arabic',
    'ما في عندي لا ضغط ولا سكري ولا مشاكل بالغدة الدرقية، الحمد لله كل شي تمام',
    {},
    denied(['blood_pressure', 'glucose_lowering', 'levothyroxine', 'antithyroid'], joined(NIDDK_HIGH_BP, NIDDK_DIABETES, NIDDK_HYPOTHYROIDISM, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(
    3626,
    'glucose_lowering',
    'transliteration',
    'Wala akong diabetes, wala rin akong high blood, at hindi ako umiinom ng kahit anong maintenance.',
    {},
    denied(['glucose_lowering', 'blood_pressure'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(
    3627,
    'anticoagulant',
    'transliteration',
    'mafeesh ay dawa 5ales, la aspirin wala marevan wala ensolin, el 7amdulillah',
    SKIN_AGING_MAN_46,
    denied(['antiplatelet', 'anticoagulant', 'glucose_lowering'], joined(ASPIRIN_81, WARFARIN, INSULIN, VITAMIN_E, NCCIH_COQ10)),
  ),
  onHealth(
    3628,
    'levothyroxine',
    'multi',
    'مجھے نہ شوگر ہے نہ بلڈ پریشر نہ تھائیرائیڈ، اور میں کوئی دوا نہیں لیتی۔',
    {},
    denied(['glucose_lowering', 'blood_pressure', 'levothyroxine', 'antithyroid'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP, LEVOTHYROXINE, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(
    3629,
    'kidney_disease',
    'transliteration',
    'Enikku sugar illa, pressure illa, kidney problem onnum illa. Oru marunnum kazhikkunnilla.',
    SLEEP_STRESS_WOMAN,
    denied(['glucose_lowering', 'blood_pressure', 'kidney_disease'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP, NIDDK_CKD, MAGNESIUM)),
  ),
  onHealth(
    3630,
    'liver_disease',
    'multi',
    'Диабета, давления и проблем с печенью нет, лекарств не принимаю.',
    FOCUS_WOMAN,
    denied(['glucose_lowering', 'blood_pressure', 'liver_disease'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP, NIDDK_NAFLD, NCCIH_GREEN_TEA)),
  ),
  onMeds(
    3631,
    'ssri_snri',
    'multi',
    'هیچ دارویی مصرف نمی‌کنم؛ نه ضدافسردگی، نه قرص فشار، نه قرص تیروئید.',
    {},
    denied(['ssri_snri', 'blood_pressure', 'levothyroxine'], joined(SERTRALINE, NIDDK_HIGH_BP, LEVOTHYROXINE, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(
    3632,
    'anticoagulant',
    'negation',
    'Blood thinners: N/A | Diabetes meds: N/A | Thyroid meds: N/A | Other: N/A',
    SKIN_AGING_MAN_46,
    denied(['anticoagulant', 'antiplatelet', 'glucose_lowering', 'levothyroxine'], joined(WARFARIN, ASPIRIN_81, INSULIN, LEVOTHYROXINE, VITAMIN_E)),
  ),
  onHealth(
    3633,
    'pregnancy_breastfeeding',
    'negation',
    'Not pregnant, not breastfeeding, not planning any more - had my tubes tied after my third in 2019.',
    {},
    denied(['pregnancy_breastfeeding', 'surgery'], joined(NCCIH_ASHWAGANDHA, ODS_WYNTK)),
  ),
  // Dangerous: a denied list with one class that IS current.
  onMeds(
    3634,
    'antiplatelet',
    'negation',
    'No statin, no BP tablet - only the Ecosprin 75 the cardiologist started after my angiogram',
    SKIN_MAN,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { not: ['statin', 'blood_pressure'], source: joined(ATORVASTATIN, AMLODIPINE) }),
  ),
  onMeds(
    3635,
    'lithium',
    'negation',
    'No diabetes, no BP, but on lithium 400 at night for the last 6 years',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { not: ['glucose_lowering', 'blood_pressure'], source: joined(NIDDK_DIABETES, NIDDK_HIGH_BP) }),
  ),
  onMeds(
    3636,
    'anticoagulant',
    'negation',
    'No aspirin, no Plavix - only warfarin for my mechanical valve, 5 mg most days, INR clinic monthly',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { not: ['antiplatelet'], source: joined(ASPIRIN_81, PLAVIX) }),
  ),
  onMeds(
    3637,
    'glucose_lowering',
    'transliteration',
    'BP nahi hai, thyroid nahi hai, bas sugar ki goli Glycomet GP 1 subah nashte ke baad',
    {},
    noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { expect: ['metformin'], not: ['blood_pressure', 'levothyroxine'], source: joined(METFORMIN, NIDDK_HIGH_BP) }),
  ),
  onHealth(
    3638,
    'kidney_disease',
    'arabic',
    'لا سكر ولا ضغط، بس الكلى ضعيفة والدكتور قال المرحلة الرابعة',
    SLEEP_STRESS_WOMAN,
    plus(noMagnesium(NIDDK_CKD), { not: ['glucose_lowering', 'blood_pressure'], source: joined(NIDDK_DIABETES, NIDDK_HIGH_BP) }),
  ),
  onMeds(
    3639,
    'levothyroxine',
    'transliteration',
    'Wala akong diabetes o altapresyon, pero may hypothyroid ako - Euthyrox 50 tuwing umaga bago kumain',
    {},
    noAshwagandha(LEVOTHYROXINE, 'levothyroxine', { not: ['glucose_lowering', 'blood_pressure'], source: joined(NIDDK_HYPOTHYROIDISM, NIDDK_DIABETES) }),
  ),
  // NIDDK hepatitis C: chronic infection damages the liver until it is cured; during treatment it is current liver disease.
  onHealth(
    3640,
    'liver_disease',
    'multi',
    'Диабета нет, давление в норме, но гепатит С - лечусь у гепатолога третий месяц.',
    FOCUS_WOMAN,
    plus(noGreenTea(NIDDK_HEP_C, 'liver_disease'), { not: ['glucose_lowering', 'blood_pressure'], source: NIDDK_DIABETES }),
  ),
];

/** Visa medicals, pre-employment checks and screening results: normal ones (nothing read) and abnormal ones (the class read). */
export const TWENTY_FIFTH_SCREENING_PERSONAS = [
  // Over-cautious: a normal or negative result.
  onHealth(3641, 'glucose_lowering', 'dose', 'HbA1c 5.2%, fasting glucose 4.9 mmol/L - normal, the doctor said no diabetes.', {}, denied(['glucose_lowering', 'metformin'], joined(NIDDK_DIABETES, NCCIH_ASHWAGANDHA))),
  onHealth(
    3642,
    'kidney_disease',
    'dose',
    'Pre-employment bloods: eGFR 95, creatinine 68 umol/L, urine dipstick normal.',
    SLEEP_STRESS_MAN,
    denied(['kidney_disease'], joined(NIDDK_CKD, MAGNESIUM)),
  ),
  onHealth(
    3643,
    'hypercalcaemia',
    'dose',
    'Calcium 2.3 mmol/L (normal range), vitamin D 18 ng/mL - low, GP said take vitamin D.',
    AGING_WOMAN_46,
    denied(['hypercalcaemia'], joined(NIDDK_HYPERPARATHYROIDISM, CALCIUM)),
  ),
  onHealth(
    3644,
    'liver_disease',
    'negation',
    'Visa medical 2025: all clear - HIV, hepatitis B and C, TB and syphilis all negative.',
    FOCUS_MAN,
    denied(['liver_disease', 'integrase_inhibitor', 'tb_treatment'], joined(NIDDK_HEP_B, NIDDK_HEP_C, NCCIH_GREEN_TEA, BIKTARVY, ISONIAZID)),
  ),
  onHealth(3645, 'tb_treatment', 'arabic', 'فحص الإقامة طلع سليم، الأشعة نظيفة وما عندي سل ولا آخذ أي علاج', FOCUS_WOMAN, denied(['tb_treatment'], joined(ISONIAZID, NCCIH_GREEN_TEA))),
  onHealth(
    3646,
    'glucose_lowering',
    'transliteration',
    'Company medical mein sab normal aaya - fasting sugar 92, BP 118/76, thyroid bhi theek hai',
    {},
    denied(['glucose_lowering', 'blood_pressure', 'levothyroxine', 'antithyroid'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP, NIDDK_HYPOTHYROIDISM, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(
    3647,
    'levothyroxine',
    'dose',
    'Thyroid panel at the lab: TSH 2.4 mIU/L, within range. No thyroid tablets.',
    {},
    denied(['levothyroxine', 'antithyroid'], joined(NIDDK_HYPOTHYROIDISM, LEVOTHYROXINE, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(3648, 'iron_overload', 'dose', 'Ferritin 85, haemoglobin 13.1, iron studies all normal.', ENERGY_WOMAN, denied(['iron_overload'], joined(NIDDK_HEMOCHROMATOSIS, IRON))),
  onHealth(
    3649,
    'sickle_cell',
    'negation',
    'Haemoglobin electrophoresis for the premarital test: HbAA, normal - no sickle cell, no thalassaemia.',
    ENERGY_WOMAN_30,
    denied(['sickle_cell', 'iron_overload'], joined(ASH_SICKLE_IRON, NIDDK_HEMOCHROMATOSIS, IRON)),
  ),
  onHealth(
    3650,
    'blood_pressure',
    'transliteration',
    'Pre-employment medical: normal lahat - BP 120/80, normal ang asukal, wala akong gamot.',
    {},
    denied(['blood_pressure', 'glucose_lowering'], joined(NIDDK_HIGH_BP, NIDDK_DIABETES, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(
    3651,
    'bleeding_disorder',
    'dose',
    'Annual check: platelets 260, PT/INR 1.0, clotting screen normal.',
    SKIN_WOMAN,
    denied(['bleeding_disorder', 'anticoagulant'], joined(VITAMIN_E, WARFARIN)),
  ),
  onHealth(
    3652,
    'kidney_stones',
    'negation',
    'Ultrasound KUB for a urine infection: no stones, both kidneys normal size.',
    AGING_WOMAN_46,
    denied(['kidney_stones', 'kidney_disease'], joined(NIDDK_KIDNEY_STONES, NIDDK_CKD, CALCIUM)),
  ),
  // Dangerous: an abnormal result, or a positive test, beside the medicine that treats it.
  onHealth(
    3653,
    'autoimmune_disease',
    'transliteration',
    "Thyroid antibody test positive aayirunnu, Hashimoto's aanu; Thyronorm 25 thudangi kazhinja maasam.",
    {},
    noAshwagandha(NIDDK_HASHIMOTO, 'autoimmune_disease', { expect: ['levothyroxine'], source: LEVOTHYROXINE }),
  ),
  onMeds(3654, 'glucose_lowering', 'dose', 'HbA1c 8.9 last month; Diamicron MR 60 every morning with breakfast.', {}, noAshwagandha(GLICLAZIDE, 'glucose_lowering')),
  onHealth(
    3655,
    'kidney_disease',
    'dose',
    'Kidney function 26% (eGFR 26) - the nephro follows me every 3 months, no dialysis yet.',
    SLEEP_STRESS_MAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    3656,
    'hypercalcaemia',
    'dose',
    'Calcium 2.9 mmol/L (high) and PTH raised on two tests - waiting to see the endocrinologist.',
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  // A 'carrier' of hepatitis B (surface antigen positive for years) has chronic hepatitis B (NIDDK), not a trait.
  onHealth(
    3657,
    'liver_disease',
    'negation',
    'Visa medical: HIV negative, TB clear, but hepatitis B surface antigen positive - hepatologist says chronic carrier, scans yearly.',
    FOCUS_MAN,
    plus(noGreenTea(NIDDK_HEP_B, 'liver_disease'), { not: ['integrase_inhibitor', 'tb_treatment'], source: joined(BIKTARVY, ISONIAZID) }),
  ),
  onMeds(
    3658,
    'tb_treatment',
    'english',
    'The visa chest X-ray showed TB; on Rifinah + pyrazinamide + ethambutol for 3 weeks now (DOTS).',
    FOCUS_WOMAN,
    tbNoGreenTea(RIFINAH),
  ),
  onHealth(
    3659,
    'iron_overload',
    'dose',
    'Ferritin 1,850, transferrin saturation 82%, HFE C282Y homozygous - venesection every 2 weeks.',
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    3660,
    'sickle_cell',
    'transliteration',
    '3indi sickle cell (SS) mu bas sifa, w adkhul el mustashfa ma3 el nawbat kil kam shahr.',
    ENERGY_WOMAN_30,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
];

/** Medicines stopped, courses finished, and switches (the old medicine stopped, the new one current). */
export const TWENTY_FIFTH_STOPPED_SWITCHED_PERSONAS = [
  // Over-cautious: the medicine truly stopped (a class still current in the text is expected).
  onMeds(
    3661,
    'anticoagulant',
    'negation',
    'Was on rivaroxaban for 3 months after a DVT in 2021 - course completed, haematology discharged me.',
    SKIN_MAN,
    denied(['anticoagulant'], joined(XARELTO, VITAMIN_E)),
  ),
  onMeds(3662, 'statin', 'negation', 'Came off Crestor two years ago once my LDL was fine on diet; only ramipril 5 now.', BASE_MAN_56, {
    no: ['ashwagandha'],
    expect: ['blood_pressure'],
    not: ['statin'],
    source: joined(ROSUVASTATIN, NCCIH_COQ10, RAMIPRIL, NCCIH_ASHWAGANDHA),
  }),
  onMeds(
    3663,
    'quinolone_tetracycline',
    'negation',
    'Took doxycycline for malaria prevention on a Kenya trip in 2023 - done 4 weeks after coming back.',
    IMMUNITY_WOMAN,
    denied(['quinolone_tetracycline'], joined(DOXYCYCLINE, ZINC)),
  ),
  onMeds(
    3664,
    'ssri_snri',
    'transliteration',
    'Pehle escitalopram leti thi, doctor ne 2022 mein dheere dheere band karwa di, ab kuch nahi leti',
    {},
    denied(['ssri_snri'], ESCITALOPRAM),
  ),
  onMeds(3665, 'glp1_agonist', 'arabic', 'كنت على ساكسندا سنة كاملة ووقفتها من ٢٠٢٣، الحين بس رياضة وأكل صحي', WEIGHT_WOMAN, denied(['glp1_agonist'], SAXENDA)),
  onMeds(
    3666,
    'antiepileptic',
    'transliteration',
    'Uminom ako ng Keppra noong bata pa ako, pero itinigil na ng doktor noong 2012, wala nang seizure mula noon.',
    SLEEP_STRESS_WOMAN,
    denied(['antiepileptic'], joined(LEVETIRACETAM, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(3667, 'retinoid', 'multi', 'Роаккутан пила полгода в 2019, курс закончен, сейчас ничего не принимаю.', ROACCUTANE_WOMAN, denied(['retinoid'], ISOTRETINOIN)),
  onMeds(
    3668,
    'blood_pressure',
    'multi',
    'قبلاً آملودیپین می‌خوردم ولی دکتر دو سال پیش قطعش کرد؛ الان فشارم نرمال است و دارویی ندارم.',
    BASE_MAN,
    denied(['blood_pressure'], joined(AMLODIPINE, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(
    3669,
    'immunosuppressant',
    'negation',
    'Prednisolone taper finished in March after the asthma flare - no steroid tablets since.',
    {},
    denied(['immunosuppressant'], joined(PREDNISOLONE, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(
    3670,
    'lithium',
    'negation',
    'Lithium was stopped in 2015 when the diagnosis was changed to depression only; now just sertraline 100.',
    ENERGY_WOMAN,
    { expect: ['ssri_snri'], not: ['lithium', 'bipolar_disorder'], source: joined(LITHIUM, RHODIOLA_MANIA, SERTRALINE) },
  ),
  onMeds(
    3671,
    'glucose_lowering',
    'transliteration',
    'Pregnancy time insulin eduthirunnu, delivery kazhinju nirthi, ippo sugar normal aanu. Mon-u 3 vayassu.',
    {},
    denied(['glucose_lowering', 'pregnancy_breastfeeding'], joined(INSULIN, NIDDK_GESTATIONAL, NCCIH_ASHWAGANDHA)),
  ),
  // Dangerous: switched from X to Y (X stopped, Y current) or one stopped beside one kept.
  onMeds(
    3672,
    'anticoagulant',
    'english',
    'Switched from warfarin to Eliquis in March - 5 mg twice a day now, no more INR checks.',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant', { source: WARFARIN }),
  ),
  onMeds(
    3673,
    'antiplatelet',
    'negation',
    'Stopped aspirin in January but still on clopidogrel 75 every morning.',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  onMeds(
    3674,
    'glucose_lowering',
    'english',
    'Changed from metformin to Jardiance 10 last year (metformin upset my stomach).',
    {},
    noAshwagandha(JARDIANCE, 'glucose_lowering', { not: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3675,
    'blood_pressure',
    'english',
    'Swapped amlodipine for losartan 50 in May because of swollen ankles.',
    BASE_MAN,
    noAshwagandha(LOSARTAN, 'blood_pressure', { source: AMLODIPINE }),
  ),
  onMeds(
    3676,
    'lithium',
    'multi',
    'Came off sertraline; now lithium 400 + quetiapine 100 at night since the bipolar diagnosis.',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['antipsychotic', 'bipolar_disorder'], not: ['ssri_snri'], source: joined(QUETIAPINE, SERTRALINE) }),
  ),
  onMeds(3677, 'glp1_agonist', 'transliteration', 'Saxenda band karke ab Mounjaro 5 mg har Sunday le rahi hoon', WEIGHT_WOMAN, glp1(MOUNJARO)),
  // Radioiodine for an overactive thyroid often leaves it underactive for life (NIDDK hyperthyroidism): levothyroxine current, carbimazole stopped.
  onMeds(
    3678,
    'levothyroxine',
    'arabic',
    'وقفت نيوميركازول بعد ما عملت اليود المشع، ودلوقتي باخد ثيروكسين ١٠٠ كل يوم الصبح',
    {},
    noAshwagandha(LEVOTHYROXINE, 'levothyroxine', { not: ['antithyroid'], source: joined(CARBIMAZOLE, NIDDK_HYPERTHYROIDISM) }),
  ),
  onMeds(3679, 'anticoagulant', 'multi', 'Варфарин отменили, перевели на Ксарелто 20 мг вечером.', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant', { source: WARFARIN })),
  onMeds(
    3680,
    'antiepileptic',
    'transliteration',
    'Pinalitan ng neuro ang Depakote ko ng Keppra 500, dalawang beses isang araw.',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(LEVETIRACETAM, 'antiepileptic', { source: VALPROATE }),
  ),
];

/** Allergies, intolerances, medicines refused or only advised, and their twins (another medicine of the class taken instead). */
export const TWENTY_FIFTH_ALLERGY_REFUSED_PERSONAS = [
  // Over-cautious: the medicine is an allergy, not tolerated, refused or only suggested.
  onMeds(
    3681,
    'antiplatelet',
    'negation',
    'ALLERGIES: aspirin (asthma attack), ibuprofen. Current meds: none.',
    SKIN_MAN,
    denied(['antiplatelet'], joined(ASPIRIN_81, VITAMIN_E)),
  ),
  onMeds(
    3682,
    'statin',
    'negation',
    "Can't tolerate statins - tried three, all gave me muscle pain, so the lipid clinic gave up.",
    BASE_MAN_56,
    denied(['statin'], joined(ATORVASTATIN, NCCIH_COQ10)),
  ),
  onMeds(
    3683,
    'metformin',
    'negation',
    'Doctor suggested metformin for my prediabetes but I chose diet and walking instead.',
    {},
    denied(['metformin', 'glucose_lowering'], joined(METFORMIN, NIDDK_PREDIABETES, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(
    3684,
    'blood_pressure',
    'transliteration',
    'Doctor ne BP ki goli likhi thi par maine shuru nahi ki, pehle 3 mahine namak kam karke dekhna hai',
    BASE_MAN,
    denied(['blood_pressure'], joined(AMLODIPINE, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(
    3685,
    'antiepileptic',
    'arabic',
    'عندي حساسية من التيجريتول (طفح جلدي قوي)، وما آخذ أي دوا ثاني',
    SLEEP_STRESS_WOMAN,
    denied(['antiepileptic'], joined(CARBAMAZEPINE, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(
    3686,
    'anticoagulant',
    'english',
    'The cardiologist talked about blood thinners for my palpitations, but my stroke score was 0 so none needed.',
    SKIN_WOMAN,
    denied(['anticoagulant'], joined(ELIQUIS, VITAMIN_E)),
  ),
  onMeds(3687, 'glp1_agonist', 'transliteration', 'el doktor 2alli jarrib Ozempic bas ana rafadt, bfaddel el diet w el mashi', WEIGHT_WOMAN, denied(['glp1_agonist'], OZEMPIC)),
  onMeds(
    3688,
    'ssri_snri',
    'transliteration',
    'Niresetahan ako ng sertraline pero hindi ko ininom, takot ako sa side effects.',
    {},
    denied(['ssri_snri'], SERTRALINE),
  ),
  onMeds(3689, 'statin', 'multi', 'ڈاکٹر نے کولیسٹرول کی گولی کا کہا تھا لیکن میں نے نہیں لی، ابھی صرف ڈائٹ کر رہا ہوں۔', BASE_MAN, denied(['statin'], ATORVASTATIN)),
  onMeds(
    3690,
    'antithyroid',
    'transliteration',
    'Carbimazole kazhichappol allergy vannu, athukondu 2019-il radioactive iodine cheythu; ippo thyroid normal, marunnilla.',
    {},
    denied(['antithyroid', 'levothyroxine'], joined(CARBIMAZOLE, LEVOTHYROXINE, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(
    3691,
    'retinoid',
    'negation',
    "Dermatologist offered isotretinoin for my acne but I'm sticking with the benzoyl peroxide wash.",
    ROACCUTANE_MAN,
    denied(['retinoid'], ISOTRETINOIN),
  ),
  // Dangerous: an allergy or a refusal beside a medicine that is taken.
  onMeds(
    3692,
    'quinolone_tetracycline',
    'english',
    'Allergic to penicillin, so the GP put me on doxycycline 100 twice a day for the chest infection - day 3 of 7.',
    IMMUNITY_WOMAN,
    spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(
    3693,
    'anticoagulant',
    'negation',
    'Aspirin allergy, so no aspirin - but I do take Pradaxa 110 twice a day for AF.',
    SKIN_AGING_MAN_46,
    noVitaminE(PRADAXA, 'anticoagulant', { not: ['antiplatelet'], source: ASPIRIN_81 }),
  ),
  onMeds(
    3694,
    'antiplatelet',
    'negation',
    "Statins don't suit me (muscle pain), so the cardiologist has me on ezetimibe - and Brilinta 90 twice a day since the stent.",
    SKIN_MAN,
    noVitaminE(BRILINTA, 'antiplatelet', { not: ['statin'], source: ATORVASTATIN }),
  ),
  onMeds(
    3695,
    'glucose_lowering',
    'english',
    "Couldn't tolerate metformin (diarrhoea), so now on Januvia 100 once a day.",
    {},
    noAshwagandha(SITAGLIPTIN, 'glucose_lowering', { not: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3696,
    'blood_pressure',
    'transliteration',
    'Amlodipine se pair sooj gaye the, toh doctor ne Telma 40 de di, roz subah leta hoon',
    BASE_MAN,
    noAshwagandha(TELMISARTAN, 'blood_pressure', { source: AMLODIPINE }),
  ),
  onMeds(
    3697,
    'lithium',
    'arabic',
    'الدكتور اقترح ديباكين بس أنا رفضته، ولسه على الليثيوم ٤٠٠ بالليل',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { not: ['antiepileptic'], source: VALPROATE }),
  ),
  onMeds(
    3698,
    'glp1_agonist',
    'transliteration',
    'Ayaw ko ng metformin kaya Ozempic ang binigay ng doktor, 0.5 tuwing Sabado.',
    WEIGHT_WOMAN,
    plus(glp1(OZEMPIC), { not: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3699,
    'integrase_inhibitor',
    'negation',
    'HIV positive since 2019, undetectable on Biktarvy every night - I declined the switch to the injections.',
    SLEEP_STRESS_MAN,
    spacing(BIKTARVY, 'integrase_inhibitor', MAGNESIUM),
  ),
  onMeds(
    3700,
    'levothyroxine',
    'multi',
    'دکتر گفت قرص کلسترول لازم نیست، ولی لووتیروکسین ۱۰۰ را هر روز ناشتا می‌خورم.',
    {},
    noAshwagandha(LEVOTHYROXINE, 'levothyroxine', { not: ['statin'], source: ATORVASTATIN }),
  ),
];

/** Someone else's medicines (child, spouse, parent, patient, pet), and the twins where the user takes one too. */
export const TWENTY_FIFTH_SOMEONE_ELSE_PERSONAS = [
  // Over-cautious: the medicines belong to someone else.
  onMeds(
    3701,
    'anticoagulant',
    'negation',
    'ICU pharmacist: I check heparin drips and insulin sliding scales all shift. I take nothing myself.',
    SKIN_WOMAN,
    denied(['anticoagulant', 'glucose_lowering'], joined(HEPARIN, LOVENOX, INSULIN, VITAMIN_E)),
  ),
  onMeds(
    3702,
    'glucose_lowering',
    'english',
    "Full-time carer for my mum (Lantus at night, Januvia, Concor). I'm 40 and take nothing.",
    {},
    denied(['glucose_lowering', 'blood_pressure'], joined(INSULIN, SITAGLIPTIN, BISOPROLOL, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(
    3703,
    'adhd_medicine',
    'transliteration',
    'Ente makanu ADHD undu, avan Ritalin kazhikkunnu. Njan onnum kazhikkunnilla.',
    FOCUS_WOMAN,
    denied(['adhd_medicine'], joined(RITALIN, NCCIH_GREEN_TEA)),
  ),
  onMeds(
    3704,
    'lithium',
    'multi',
    'میرے شوہر لیتھیم لیتے ہیں، میں خود کوئی دوا نہیں لیتی۔',
    ENERGY_WOMAN,
    denied(['lithium', 'bipolar_disorder'], joined(LITHIUM, RHODIOLA_MANIA)),
  ),
  onMeds(
    3705,
    'antiepileptic',
    'english',
    "The only meds in my flat are the dog's - phenobarbital for his fits. I'm on nothing.",
    SLEEP_STRESS_WOMAN,
    denied(['antiepileptic', 'sedative'], joined(PHENOBARBITAL, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(
    3706,
    'antithyroid',
    'english',
    "My cat takes Felimazole for her thyroid; I don't take any thyroid medicine.",
    {},
    denied(['antithyroid', 'levothyroxine'], joined(METHIMAZOLE, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(3707, 'anticoagulant', 'arabic', 'أمي تاخذ الوارفارين وأنا اللي أرتب لها الحبوب، أنا ما آخذ شي', SKIN_WOMAN, denied(['anticoagulant'], joined(WARFARIN, VITAMIN_E))),
  onMeds(3708, 'glp1_agonist', 'transliteration', 'gozy beyakhod Ozempic, ana la2 - ana bas ba3mel diet', WEIGHT_WOMAN, denied(['glp1_agonist'], OZEMPIC)),
  onHealth(
    3709,
    'tb_treatment',
    'transliteration',
    'Yung kasama ko sa kwarto ay naka-TB treatment, pero negative ang X-ray ko at wala akong iniinom na gamot.',
    FOCUS_WOMAN,
    denied(['tb_treatment'], joined(ISONIAZID, NCCIH_GREEN_TEA)),
  ),
  onHealth(3710, 'kidney_disease', 'multi', 'У мамы диализ, я за ней ухаживаю; у меня самой почки здоровые.', SLEEP_STRESS_WOMAN, denied(['kidney_disease'], joined(NIDDK_HEMODIALYSIS, MAGNESIUM))),
  onMeds(
    3711,
    'immunosuppressant',
    'negation',
    "Transplant coordinator: I teach patients about tacrolimus and CellCept every day. I'm healthy, no meds.",
    {},
    denied(['immunosuppressant'], joined(TACROLIMUS, MYCOPHENOLATE, NIDDK_KIDNEY_TRANSPLANT, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(
    3712,
    'pregnancy_breastfeeding',
    'english',
    "Filling this in for me, not my wife - she's the one who's 6 months pregnant.",
    BASE_MAN,
    denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA),
  ),
  // Dangerous: the user takes it too.
  onMeds(3713, 'metformin', 'english', 'My husband and I both take metformin - mine is 500 twice a day with meals.', {}, metforminNoAshwagandha()),
  onMeds(
    3714,
    'anticoagulant',
    'english',
    "Dad's on warfarin and so am I now - mine since the clot in my leg in May, 5 mg.",
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(3715, 'lithium', 'transliteration', 'Meri behen aur main dono lithium leti hain - mera 450 raat ko', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(
    3716,
    'adhd_medicine',
    'english',
    "Night nurse - I hand out everyone's meds, but my own prescription is Adderall XR 20 for ADHD.",
    FOCUS_WOMAN,
    noGreenTea(ADDERALL, 'adhd_medicine'),
  ),
  onMeds(3717, 'antiplatelet', 'arabic', 'جوزي بياخد بلافيكس وأنا كمان من بعد الدعامة، كل يوم الصبح', SKIN_WOMAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(
    3718,
    'glucose_lowering',
    'transliteration',
    'Pareho kaming naka-insulin ni mama; yung akin ay Lantus 20 units tuwing gabi.',
    {},
    noAshwagandha(INSULIN, 'glucose_lowering'),
  ),
  onHealth(
    3719,
    'kidney_disease',
    'english',
    'I look after my dad on dialysis, and it turns out I have CKD 3b myself (eGFR 35).',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onMeds(
    3720,
    'tb_treatment',
    'transliteration',
    'Roommate-nu TB aayirunnu; enikkum latent TB kandu, ippo isoniazid kazhikkunnu, 6 maasathil 2nd month.',
    FOCUS_MAN,
    tbNoGreenTea(ISONIAZID),
  ),
];

/** Conditions resolved, operations done, pregnancies and breastfeeding ended, carriers and negative tests; and their current twins. */
export const TWENTY_FIFTH_RESOLVED_PERSONAS = [
  // Over-cautious: resolved, done, ended, only a trait, or ruled out.
  // NIDDK: gestational diabetes usually goes away after the baby is born; a normal yearly HbA1c since says it did.
  onHealth(
    3721,
    'pregnancy_breastfeeding',
    'health-box',
    'GDM in both pregnancies (2018 and 2021), resolved each time; my yearly HbA1c is 5.4.',
    {},
    denied(['pregnancy_breastfeeding', 'glucose_lowering', 'metformin'], joined(NIDDK_GESTATIONAL, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(
    3722,
    'surgery',
    'health-box',
    'Operations: tonsils as a child, LSCS x2 (2015, 2018). Nothing coming up.',
    {},
    denied(['surgery', 'pregnancy_breastfeeding'], joined(ODS_WYNTK, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(3723, 'pregnancy_breastfeeding', 'arabic', 'ولدت من سنة ونص ووقفت رضاعة من ست شهور، وهلأ مش حامل', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onHealth(
    3724,
    'pregnancy_breastfeeding',
    'transliteration',
    'Doodh pilana 8 mahine pehle band kar diya, periods normal hain, pregnant nahi hoon',
    {},
    denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA),
  ),
  // A thalassaemia trait is not the transfused disease (NIDDK: iron overload comes from transfusions); never transfused, iron is not ruled out.
  onHealth(
    3725,
    'iron_overload',
    'multi',
    'میں تھیلیسیمیا مائنر ہوں، کبھی خون نہیں لگا۔ ڈاکٹر کہتے ہیں یہ صرف کیریئر ہونا ہے۔',
    ENERGY_WOMAN_30,
    denied(['iron_overload', 'iron_chelator', 'sickle_cell'], joined(NIDDK_HEMOCHROMATOSIS, IRON)),
  ),
  onHealth(
    3726,
    'bleeding_disorder',
    'negation',
    'Bled a lot after a tooth extraction once; haematology tested me - von Willebrand screen negative.',
    SKIN_WOMAN,
    denied(['bleeding_disorder'], VITAMIN_E),
  ),
  onHealth(
    3727,
    'cancer_treatment',
    'negation',
    'Breast lump biopsied in 2022 - benign fibroadenoma, no cancer, just yearly ultrasound.',
    SKIN_WOMAN,
    denied(['cancer_treatment', 'hormone_sensitive_cancer'], joined(NCI_BREAST, VITAMIN_E)),
  ),
  onHealth(
    3728,
    'kidney_disease',
    'health-box',
    'Acute kidney injury from dehydration in 2022 (creatinine spiked), fully recovered - eGFR 98 since.',
    SLEEP_STRESS_MAN,
    denied(['kidney_disease'], joined(NIDDK_CKD, MAGNESIUM)),
  ),
  onHealth(
    3729,
    'immunosuppressant',
    'transliteration',
    "Nagka-Bell's palsy ako noong 2021, 10 araw na steroids lang, magaling na ako ngayon.",
    {},
    denied(['immunosuppressant'], joined(PREDNISOLONE, NCCIH_ASHWAGANDHA)),
  ),
  // NIDDK: hepatitis A is a short-term infection that does not become chronic.
  onHealth(
    3730,
    'liver_disease',
    'transliteration',
    'kan 3indi abu safar (hepatitis A) w ana saghir, w el 7een el kabid salim w el ta7aleel zaina',
    FOCUS_MAN,
    denied(['liver_disease'], joined(NIDDK_HEP_A, NCCIH_GREEN_TEA)),
  ),
  onHealth(3731, 'pregnancy_breastfeeding', 'multi', 'Грудное вскармливание закончила полгода назад, не беременна.', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onHealth(
    3732,
    'hormone_sensitive_cancer',
    'dose',
    'PSA 0.9 at the 50+ check, urologist said the prostate is normal.',
    BASE_MAN_56,
    denied(['hormone_sensitive_cancer'], joined(NCI_PROSTATE, NCCIH_ASHWAGANDHA)),
  ),
  // Gallstones are not kidney stones (NIDDK), and a gallbladder removed in 2018 is no operation ahead.
  onHealth(
    3733,
    'kidney_stones',
    'health-box',
    'Gallstones - had the gallbladder out by keyhole in 2018, no problems since.',
    AGING_WOMAN_46,
    denied(['kidney_stones', 'surgery'], joined(NIDDK_GALLSTONES, NIDDK_KIDNEY_STONES, CALCIUM)),
  ),
  // Dangerous: the past one still counts, or a new one is current.
  // A kidney stone passed ten years ago still counts: NIDDK (definition and facts) says a person who
  // has had a kidney stone is more likely to have another, and NIH ODS calcium reports more kidney
  // stones with calcium and vitamin D supplements, so calcium with vitamin D stays out.
  onHealth(
    3734,
    'kidney_stones',
    'health-box',
    'One kidney stone about ten years ago (passed it after a night in A&E), no trouble since.',
    AGING_WOMAN_46,
    noCalcium(joined(NIDDK_KIDNEY_STONES_FACTS, NIDDK_KIDNEY_STONES), 'kidney_stones'),
  ),
  onHealth(
    3735,
    'surgery',
    'transliteration',
    'Appendix operation 2010-il kazhinju; adutha maasam hernia operation undu, date fix aayi.',
    {},
    operationAhead(),
  ),
  onHealth(3736, 'pregnancy_breastfeeding', 'english', 'Weaned my first at 14 months, now 20 weeks with my second.', {}, pregnant()),
  onHealth(3737, 'pregnancy_breastfeeding', 'arabic', 'فطمت بنتي الكبيرة، والحين أرضع الصغير عمره ٣ شهور', {}, pregnant()),
  onMeds(
    3738,
    'glucose_lowering',
    'english',
    'Gestational diabetes went away after my first, but type 2 came 3 years later - Janumet 50/1000 twice daily now.',
    {},
    noAshwagandha(JANUMET, 'glucose_lowering', { expect: ['metformin'], not: ['pregnancy_breastfeeding'], source: joined(NIDDK_GESTATIONAL, METFORMIN) }),
  ),
  onMeds(
    3739,
    'iron_chelator',
    'english',
    'Not just the trait - thalassaemia major: a transfusion every 4 weeks and Exjade daily.',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(EXJADE),
  ),
  onHealth(3740, 'surgery', 'health-box', 'Had my right knee replaced in 2022; the left one is booked for the 12th of March.', {}, operationAhead()),
];
