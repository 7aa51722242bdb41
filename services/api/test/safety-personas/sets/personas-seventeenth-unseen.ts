import type { InteractionClass } from '@sahha/contracts/quiz';
import type { PersonaExpectation } from '../persona';
import { glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, onHealth, only, onMeds, pregnant, spacing, warfarinLike } from '../expectations';
import {
  dailymed,
  SKIN_WOMAN,
  SKIN_MAN,
  SKIN_AGING_MAN_46,
  BASE_MAN,
  SLEEP_STRESS_WOMAN,
  SLEEP_STRESS_MAN,
  ENERGY_WOMAN,
  IMMUNITY_WOMAN,
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  WEIGHT_MAN,
  AGING_WOMAN_46,
  ROACCUTANE_MAN,
  ROACCUTANE_WOMAN,
  VITAMIN_E,
  CALCIUM,
  ZINC,
  NCCIH_ASHWAGANDHA,
  NCCIH_GREEN_TEA,
  RHODIOLA_MANIA,
} from '../persona-answers';
import {
  ASPIRIN_81,
  BISOPROLOL,
  BRILINTA,
  CONCERTA,
  DOXYCYCLINE,
  ELIQUIS,
  EMC,
  GLIMEPIRIDE,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  LEVOTHYROXINE,
  LITHIUM,
  LOVENOX,
  METFORMIN,
  MOUNJARO,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  ODS_WYNTK,
  OZEMPIC,
  PANTOPRAZOLE,
  PLAVIX,
  RIFAMPIN,
  RITALIN,
  WARFARIN,
  XARELTO,
} from '../labels';

/**
 * Seventeenth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries or its rules, and written in full before the
 * engine ran on it. Ids 2601–2700. Every persona is in the dangerous direction: the medicine or
 * condition IS current, but the wording looks like a negation, a stop, the past, the future or
 * someone else's. The angles:
 * - reaffirmations: another medicine stopped but this one kept, a pause and restart, "never
 *   stopped", "never missed a dose", a switch from one medicine of the class to another;
 * - negation words that do not negate the medicine: "no problems with", "no side effects from",
 *   "can't stop", "nothing except", "the only thing", "not sure of the dose", "don't remember
 *   the brand";
 * - relatives named beside the user's own medicine ("like my mum", "both of us", "my wife gives
 *   me my warfarin", a late father's Plavix taken by the user);
 * - past plus present: "ever since 2019", "for the past 10 years", a finished pack and a new one,
 *   a cured infection that left cirrhosis, chemotherapy over but hormone tablets continuing;
 * - the future that is now or days away: a first injection tomorrow or this Friday, an operation
 *   next week, a medicine to start after surgery;
 * - pregnancy and breastfeeding said indirectly ("8 weeks along", "expecting our second", "night
 *   feeds only") in English, Arabic, Hinglish, Tagalog and Bengali;
 * - conditions given as numbers or lay phrases (creatinine, "kidneys at 40 percent", liver enzymes,
 *   INR, TSH, platelets);
 * - prescriptions as written ("Tab Warfarin 5mg OD", "Inj Clexane 40 SC OD"), slashes, line
 *   breaks, emojis, the dangerous item in the middle.
 *
 * The expectations follow what each class rules out by its reference, as expectations.ts sets
 * out; each persona cites its own references.
 */

const SERTRALINE = dailymed('zoloft');
const ROSUVASTATIN = dailymed('crestor');
const ATORVASTATIN = dailymed('lipitor');
const CIPROFLOXACIN = dailymed('cipro');
const METHOTREXATE = dailymed('methotrexate');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const LEVETIRACETAM = dailymed('keppra');
const VALPROATE = dailymed('depakote');
const JANUVIA = dailymed('januvia');
const LETROZOLE = dailymed('letrozole');
const AMLODIPINE = dailymed('amlodipine');
const QUETIAPINE = dailymed('seroquel');
const GLICLAZIDE = EMC('gliclazide');
const NIDDK_LIVER_TESTS = 'https://www.niddk.nih.gov/health-information/liver-disease';

const metformin = (label: string = METFORMIN): PersonaExpectation => ({ no: ['ashwagandha'], expect: ['metformin'], source: joined(label, NCCIH_ASHWAGANDHA) });
const thyroxineCalcium = (label: string = LEVOTHYROXINE): PersonaExpectation => spacing(label, 'levothyroxine', CALCIUM);
const glp1With = (label: string, more: readonly InteractionClass[], source?: string): PersonaExpectation => {
  const base = glp1(label);
  return { ...base, expect: [...(base.expect ?? []), ...more], source: joined(base.source, source) };
};

/** Reaffirmations: another medicine stopped, this one kept; paused and restarted; never stopped; switched within the class. */
export const SEVENTEENTH_REAFFIRMED_PERSONAS = [
  onMeds(2601, 'antiplatelet', 'english', 'stopped the aspirin in January but still on Plavix 75 every morning', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2602, 'blood_pressure', 'english', 'Concor was stopped for a while because my pulse was slow, restarted in March at 2.5', BASE_MAN, noAshwagandha(BISOPROLOL, 'blood_pressure')),
  onMeds(
    2603,
    'levothyroxine',
    'english',
    'the endocrinologist tried to take me off Eltroxin last year but my TSH shot up, so I am back on 50 mcg',
    AGING_WOMAN_46,
    thyroxineCalcium(),
  ),
  onMeds(2604, 'anticoagulant', 'english', 'off warfarin 5 days for a tooth extraction, the dentist said back on it tomorrow night', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2605, 'anticoagulant', 'brand', 'Xarelto 20 - never stopped, not even in Ramadan', SKIN_WOMAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(2606, 'anticoagulant', 'negation', 'never missed a single dose of Eliquis in 3 years', SKIN_MAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2607, 'glp1_agonist', 'english', 'Ozempic: stopped for 2 weeks when I had gastro, restarted last Friday at 0.5', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(2608, 'lithium', 'negation', 'quit smoking and alcohol, not the lithium - still 800 mg at night', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(
    2609,
    'antiepileptic',
    'english',
    'tried to come off Keppra in 2022, had a seizure, so back on 750 twice a day for good',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(LEVETIRACETAM, 'antiepileptic'),
  ),
  onMeds(2610, 'antiplatelet', 'english', 'Brilinta finished after 12 months; the cardiologist kept aspirin 100 for life', SKIN_AGING_MAN_46, noVitaminE(ASPIRIN_81, 'antiplatelet', { source: BRILINTA })),
  onMeds(2611, 'anticoagulant', 'english', 'switched from warfarin to Eliquis 5 bd in October', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(
    2612,
    'glucose_lowering',
    'multi',
    'metformin stopped because of my stomach, now on Januvia 100 and Amaryl 3',
    {},
    noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { source: JANUVIA }),
  ),
  onMeds(2613, 'ssri_snri', 'english', 'weaned off sertraline last year but the anxiety came back, restarted 50 mg in August', {}, only('ssri_snri', SERTRALINE)),
  onMeds(
    2614,
    'statin',
    'english',
    "stopped Crestor for a month to see if my muscle pain was from it - it wasn't, back on rosuvastatin 10",
    {},
    only('statin', ROSUVASTATIN),
  ),
  onMeds(2615, 'retinoid', 'english', 'Roaccutane second course, started again 3 weeks ago (first course was in 2022)', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(2616, 'adhd_medicine', 'english', 'my summer break from Concerta is over, back on 36 mg since work restarted', FOCUS_WOMAN, noGreenTea(CONCERTA, 'adhd_medicine')),
  onMeds(
    2617,
    'quinolone_tetracycline',
    'english',
    'Augmentin did not work so it was stopped, now Cipro 500 twice daily, day 2',
    IMMUNITY_WOMAN,
    spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(2618, 'methotrexate', 'english', 'I stopped the folic acid by mistake but never the methotrexate 15 mg on Mondays', {}, only('methotrexate', METHOTREXATE)),
  onMeds(2619, 'antiplatelet', 'english', 'aspirin and clopidogrel both continued after the stent, no change', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 })),
  onMeds(2620, 'immunosuppressant', 'english', 'tacrolimus since my kidney transplant, dose reduced but not stopped', {}, noAshwagandha(TACROLIMUS, 'immunosuppressant')),
  onMeds(2621, 'antiplatelet', 'transliteration', 'wa2aft el aspirin bas lessa 3ala el plavix', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2622, 'blood_pressure', 'transliteration', 'BP ki goli band nahi ki, Amlodac 5 roz leta hoon', BASE_MAN, noAshwagandha(AMLODIPINE, 'blood_pressure')),
  onMeds(2623, 'anticoagulant', 'transliteration', 'hindi ko tinigil ang warfarin, 5 mg pa rin araw-araw', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2624, 'glucose_lowering', 'transliteration', 'insulin bondho kori nai, ekhono roj raate nei', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(2625, 'anticoagulant', 'arabic', 'ما وقفت الوارفارين أبداً، آخذه كل يوم', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
];

/** Negation words that do not negate the medicine. */
export const SEVENTEENTH_NOT_NEGATED_PERSONAS = [
  onMeds(2626, 'lithium', 'negation', 'no problems with my lithium, level 0.7 last month', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2627, 'glp1_agonist', 'negation', 'no side effects from Ozempic so far, 1 mg now', WEIGHT_MAN, glp1(OZEMPIC)),
  onMeds(2628, 'antiepileptic', 'negation', "can't stop taking my Keppra, the neurologist says it's lifelong", SLEEP_STRESS_MAN, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onMeds(2629, 'methotrexate', 'negation', 'no other medicines except methotrexate 15 mg weekly', {}, only('methotrexate', METHOTREXATE)),
  onMeds(2630, 'glucose_lowering', 'negation', 'nothing except insulin (Lantus 22 units at bedtime)', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(2631, 'anticoagulant', 'negation', 'the only thing I take is warfarin', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2632, 'anticoagulant', 'negation', 'not sure of the dose of my Xarelto, the small red one I think', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(
    2633,
    'anticoagulant',
    'vague',
    "don't remember the brand, it's the blood thinner for my mechanical heart valve, INR checked monthly",
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { source: ELIQUIS }),
  ),
  onMeds(2634, 'levothyroxine', 'negation', "I don't take anything apart from my thyroxine 75", AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(2635, 'antiplatelet', 'negation', 'no blood pressure or sugar tablets, just Plavix since the stroke', SKIN_AGING_MAN_46, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2636, 'glp1_agonist', 'negation', "Mounjaro isn't working as well as before, still on 10 mg weekly", WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(2637, 'lithium', 'negation', 'never had a bad level on lithium in 8 years', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2638, 'anticoagulant', 'negation', "Eliquis - I'm not allowed to stop it", SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2639, 'adhd_medicine', 'negation', "don't judge me, I need my Ritalin 20 to get through work", FOCUS_MAN, noGreenTea(RITALIN, 'adhd_medicine')),
  onMeds(2640, 'immunosuppressant', 'negation', 'no steroids anymore, only CellCept 1g twice daily', {}, noAshwagandha(MYCOPHENOLATE, 'immunosuppressant')),
  onMeds(2641, 'antiplatelet', 'transliteration', 'Ecosprin kabhi nahi chhodi, 75 roz', SKIN_MAN, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(2642, 'anticoagulant', 'transliteration', 'wala akong ibang gamot maliban sa Eliquis', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2643, 'lithium', 'arabic', 'ما عندي أي مشاكل مع الليثيوم، آخذه كل ليلة', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2644, 'glp1_agonist', 'transliteration', 'ma fi ay a3rad janibiya men el mounjaro, 5 mg kol jum3a', WEIGHT_MAN, glp1(MOUNJARO)),
];

/** Relatives named beside the user's own medicine. */
export const SEVENTEENTH_FAMILY_AND_ME_PERSONAS = [
  onMeds(2645, 'statin', 'multi', 'my husband and I both take statins, mine is Lipitor 20', {}, only('statin', ATORVASTATIN)),
  onMeds(2646, 'levothyroxine', 'multi', 'like my mum, I am on levothyroxine 100 every morning', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(2647, 'antiplatelet', 'multi', "I take my late father's leftover Plavix 75 every day since my stent", SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2648, 'anticoagulant', 'multi', 'my wife gives me my warfarin every evening with dinner', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2649, 'anticoagulant', 'multi', 'my daughter (a nurse) injects my Clexane 40 every day', SKIN_WOMAN, noVitaminE(LOVENOX, 'anticoagulant')),
  onMeds(2650, 'levothyroxine', 'transliteration', 'ana w mama el etnen 3ala eltroxin 50', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(2651, 'metformin', 'transliteration', 'papa ki tarah mujhe bhi sugar hai, Glycomet 500 leta hoon', {}, metformin()),
  onMeds(2652, 'antiplatelet', 'transliteration', 'pareho kami ni mama na umiinom ng Plavix', SKIN_WOMAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2653, 'adhd_medicine', 'multi', 'same as my son, I take Ritalin 10 twice a day (adult ADHD)', FOCUS_WOMAN, noGreenTea(RITALIN, 'adhd_medicine')),
  onMeds(2654, 'glp1_agonist', 'multi', 'my brother brings my Ozempic pens from India every month', WEIGHT_MAN, glp1(OZEMPIC)),
  onMeds(2655, 'blood_pressure', 'arabic', 'أنا وأبوي نأخذ كونكور ٥', BASE_MAN, noAshwagandha(BISOPROLOL, 'blood_pressure')),
];

/** Past and present together. */
export const SEVENTEENTH_SINCE_PERSONAS = [
  onMeds(2656, 'anticoagulant', 'english', 'on Eliquis ever since the clot in 2019', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2657, 'lithium', 'english', 'lithium for the past 10 years, 400 at night', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(
    2658,
    'quinolone_tetracycline',
    'english',
    'finished the first doxycycline pack yesterday, 4 days left on the new one',
    IMMUNITY_WOMAN,
    spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(2659, 'levothyroxine', 'english', 'ran out of Eltroxin 2 days ago, picking up the refill today', AGING_WOMAN_46, thyroxineCalcium()),
  onHealth(
    2660,
    'antiplatelet',
    'health-box',
    'had a stroke in 2020, taking aspirin and atorvastatin since then',
    SKIN_AGING_MAN_46,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { expect: ['statin'], source: ATORVASTATIN }),
  ),
  onHealth(
    2661,
    'bipolar_disorder',
    'health-box',
    'diagnosed bipolar in 2015, stable on Depakine ever since',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(VALPROATE, 'antiepileptic', { no: ['rhodiola-rosea'], expect: ['bipolar_disorder'], source: RHODIOLA_MANIA }),
  ),
  onMeds(2662, 'glp1_agonist', 'multi', 'used to take Glucophage only, now also Mounjaro 5 since May', WEIGHT_WOMAN, glp1With(MOUNJARO, ['metformin'], METFORMIN)),
  onHealth(
    2663,
    'immunosuppressant',
    'health-box',
    'kidney transplant in 2012, still on Prograf and CellCept',
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  onHealth(2664, 'liver_disease', 'health-box', 'hepatitis C cured in 2019, but the fibroscan still shows cirrhosis', FOCUS_WOMAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  onMeds(
    2665,
    'antiplatelet',
    'english',
    'old heart attack (2017), stents fine, Brilinta long finished, Ecosprin continues',
    SKIN_MAN,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { source: BRILINTA }),
  ),
  onHealth(2666, 'tb_treatment', 'health-box', 'TB diagnosed last month, started the 4 tablets 2 weeks ago', FOCUS_MAN, noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID })),
  onHealth(2667, 'cancer_treatment', 'health-box', 'my last chemo was in June but I still take letrozole every day', SKIN_WOMAN, only('cancer_treatment', LETROZOLE)),
];

/** The future that is now or days away. */
export const SEVENTEENTH_SOON_PERSONAS = [
  onMeds(2668, 'glp1_agonist', 'english', 'starting Ozempic tomorrow, the pen is already in the fridge', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(2669, 'glp1_agonist', 'english', 'first Mounjaro shot this Friday', WEIGHT_MAN, glp1(MOUNJARO)),
  onHealth(2670, 'surgery', 'english', 'hernia repair next week', {}, only('surgery', ODS_WYNTK)),
  onHealth(2671, 'surgery', 'english', 'sleeve gastrectomy scheduled 3 weeks from now', {}, only('surgery', ODS_WYNTK)),
  onMeds(
    2672,
    'anticoagulant',
    'english',
    'the cardiologist will start warfarin after my valve surgery next Tuesday',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { expect: ['surgery'], source: ODS_WYNTK }),
  ),
  onMeds(2673, 'retinoid', 'english', 'from tomorrow I start the Roaccutane my dermatologist prescribed', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(2674, 'methotrexate', 'english', 'will continue methotrexate 10 mg weekly as before', {}, only('methotrexate', METHOTREXATE)),
  onMeds(2675, 'glp1_agonist', 'arabic', 'بكرة أبدأ إبر أوزمبك', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(2676, 'levothyroxine', 'transliteration', 'kal se Thyronorm 50 shuru karna hai, doctor ne likh di', AGING_WOMAN_46, thyroxineCalcium()),
];

/** Pregnancy and breastfeeding said indirectly. */
export const SEVENTEENTH_PREGNANCY_PERSONAS = [
  onHealth(2677, 'pregnancy_breastfeeding', 'vague', '8 weeks along, first scan next week', {}, pregnant()),
  onHealth(2678, 'pregnancy_breastfeeding', 'vague', 'expecting our second in June', {}, pregnant()),
  onHealth(2679, 'pregnancy_breastfeeding', 'vague', 'second trimester, all good so far', SLEEP_STRESS_WOMAN, pregnant()),
  onHealth(2680, 'pregnancy_breastfeeding', 'vague', 'still nursing my 10-month-old at night', {}, pregnant()),
  onHealth(2681, 'pregnancy_breastfeeding', 'arabic', 'أنتظر مولودي الأول في أغسطس إن شاء الله', {}, pregnant()),
  onHealth(2682, 'pregnancy_breastfeeding', 'arabic', 'أرضع بنتي رضاعة طبيعية', SLEEP_STRESS_WOMAN, pregnant()),
  onHealth(2683, 'pregnancy_breastfeeding', 'transliteration', 'delivery date agle mahine hai, abhi 36 hafte', {}, pregnant()),
  onHealth(2684, 'pregnancy_breastfeeding', 'transliteration', 'kabuwanan ko na sa Disyembre', {}, pregnant()),
  onHealth(2685, 'pregnancy_breastfeeding', 'transliteration', 'ami bachchake buker dudh khawai', {}, pregnant()),
  onHealth(2686, 'pregnancy_breastfeeding', 'vague', 'IVF worked! beta positive last week', {}, pregnant()),
  onHealth(2687, 'pregnancy_breastfeeding', 'negation', 'not showing yet but the test was positive twice', {}, pregnant()),
  onHealth(2688, 'pregnancy_breastfeeding', 'negation', 'no morning sickness this time, 14 weeks with baby number 3', {}, pregnant()),
  onHealth(2689, 'pregnancy_breastfeeding', 'negation', 'not breastfeeding exclusively anymore, just the night feeds', {}, pregnant()),
];

/** Conditions given as numbers or lay phrases. */
export const SEVENTEENTH_NUMBERS_PERSONAS = [
  onHealth(2690, 'kidney_disease', 'vague', 'creatinine 2.1 at the last blood test, nephrology follow-up', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(2691, 'kidney_disease', 'vague', 'my kidneys are working at 40 percent, the doctor said', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(2692, 'kidney_disease', 'negation', 'eGFR 38 but no dialysis needed', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(
    2693,
    'liver_disease',
    'vague',
    'liver enzymes three times the upper limit, I do not drink',
    FOCUS_WOMAN,
    noGreenTea(NCCIH_GREEN_TEA, 'liver_disease', { source: NIDDK_LIVER_TESTS }),
  ),
  onHealth(2694, 'bleeding_disorder', 'negation', 'platelets 40 (ITP), not on any treatment now', SKIN_WOMAN, noVitaminE(VITAMIN_E, 'bleeding_disorder')),
  onHealth(2695, 'anticoagulant', 'vague', 'INR 2.5 last Thursday, dose unchanged', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
];

/** Prescriptions as written, slashes, line breaks, emojis, the dangerous item in the middle. */
export const SEVENTEENTH_MESSY_PERSONAS = [
  onMeds(
    2696,
    'anticoagulant',
    'dose',
    'Tab Warfarin 5mg OD\nTab Bisoprolol 2.5 OD\nTab Pantoprazole 40 OD',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { expect: ['blood_pressure', 'ppi'], source: joined(BISOPROLOL, PANTOPRAZOLE) }),
  ),
  onMeds(2697, 'anticoagulant', 'dose', 'Inj Clexane 40 SC OD x 10 days\nTab Paracetamol 1g QDS', SKIN_WOMAN, noVitaminE(LOVENOX, 'anticoagulant')),
  onMeds(
    2698,
    'antiplatelet',
    'multi',
    '💊 morning: Concor 5\n💊 noon: -\n💊 night: Plavix 75 + Lipitor 40',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['blood_pressure', 'statin'], source: joined(BISOPROLOL, ATORVASTATIN) }),
  ),
  onMeds(
    2699,
    'lithium',
    'multi',
    'Metformin 1g BD, Gliclazide MR 60 OD, Atorvastatin 20 ON, Lithium 400 ON, Omeprazole 20 OD',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['glucose_lowering'], source: GLICLAZIDE }),
  ),
  onMeds(
    2700,
    'antiepileptic',
    'multi',
    'Depakine Chrono 500 BD / Seroquel 100 ON / Lithium? no',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(VALPROATE, 'antiepileptic', { expect: ['antipsychotic'], not: ['lithium'], source: QUETIAPINE }),
  ),
];
