import type { InteractionClass } from '@sahha/contracts/quiz';
import type { PersonaExpectation } from '../persona';
import { denied, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, onHealth, only, onMeds, pregnant, spacing, warfarinLike } from '../expectations';
import {
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
  IMMUNITY_WOMAN,
  IMMUNITY_MAN,
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  WEIGHT_MAN,
  AGING_WOMAN_46,
  ROACCUTANE_MAN,
  ROACCUTANE_WOMAN,
  ROACCUTANE_MAN_30,
  VITAMIN_C,
  CALCIUM,
  IRON,
  MAGNESIUM,
  ZINC,
  NCCIH_ASHWAGANDHA,
  NARDIL_LABEL,
  RHODIOLA_MANIA,
} from '../persona-answers';
import {
  ADDERALL,
  ASMBS_MICRONUTRIENTS,
  ASPIRIN_81,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  CONCERTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  EMC,
  EXJADE,
  GLICLAZIDE,
  GLIMEPIRIDE,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JARDIANCE,
  LEVOFLOXACIN,
  LEVOTHYROXINE,
  LITHIUM,
  LOVAZA,
  LOVENOX,
  METFORMIN,
  MOUNJARO,
  NIDDK_BARIATRIC,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_NAFLD,
  ODS_WYNTK,
  OZEMPIC,
  PANTOPRAZOLE,
  PLAVIX,
  PRADAXA,
  RIFAMPIN,
  RITALIN,
  SAXENDA,
  TRULICITY,
  VYVANSE,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Eighteenth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 2701–2840. About 60 % are in the dangerous
 * direction (the medicine or condition IS current and must be read), about 25 % cover other
 * classes and knowledge gaps, about 15 % are over-cautious checks (a healthy person, or a medicine
 * truly stopped, denied, someone else's or only considered). The angles:
 * - another medicine stopped, dropped, switched or tapered while this one continues; doses held
 *   and restarted; a pharmacy shortage and a refill; a doctor who stopped one medicine because of
 *   the very condition that matters (metformin stopped for kidney disease);
 * - relatives named beside the user's own medicine ("my wife stopped hers, I'm still on mine",
 *   "husband: Xarelto, me: also Xarelto", a kidney donor brother, a sister-in-law due the same
 *   month);
 * - questions ("is it ok with my warfarin?", "can I take fibre on Wegovy?"), conditional and
 *   as-needed use ("only on bad nights", "if my sugar is above 250", "unless the neuro changes
 *   it"), sarcasm and emoji ("oh joy, Eliquis for life 🙄");
 * - Gulf, Egyptian and Levantine Arabic in Arabic script and Arabizi, Hinglish, Urdu, Malayalam
 *   (Manglish), Tagalog and Bengali in Latin letters;
 * - lists with bullets, slashes, line breaks and emoji, prescriptions as written (1-0-1, OD, BD,
 *   SC q7d), voice-dictation artefacts ("Ellie quiz", "Mon jaro") and typos;
 * - knowledge gaps: oral semaglutide, compounded tirzepatide, liraglutide, methylphenidate and
 *   amfetamine brands, integrase inhibitors (Juluca, raltegravir), latent and active TB regimens,
 *   iron chelators (Desferal, Ferriprox), prescription omega-3, weight-loss surgery years ago,
 *   calcium antacids, pregnancy and breastfeeding idioms (BFP, exclusive pumping, "due the same
 *   month"), kidney and liver disease named by their cause (IgA nephropathy, polycystic kidneys,
 *   PBC, alcohol-related cirrhosis), lithium and MAOI brands, ciclosporin and azathioprine,
 *   isotretinoin brands, thiamazole, simvastatin, leuprorelin, duloxetine;
 * - over-cautious: medicines stopped for good, never started, only discussed, a relative's, PEP
 *   finished years ago, normal test results, an operation refused.
 *
 * The expectations follow what each class rules out by its reference, as expectations.ts sets
 * out; each persona cites its own references.
 */

const EDOXABAN = dailymed('savaysa');
const PRASUGREL = dailymed('effient');
const QUETIAPINE = dailymed('seroquel');
const CARBAMAZEPINE = dailymed('tegretol');
const LEVETIRACETAM = dailymed('keppra');
const LAMOTRIGINE = dailymed('lamictal');
const VALPROATE = dailymed('depakote');
const AZATHIOPRINE = dailymed('azathioprine');
const CICLOSPORIN = dailymed('neoral');
const TACROLIMUS = dailymed('prograf');
const ADVAGRAF = EMC('advagraf');
const MYCOPHENOLATE = dailymed('cellcept');
const MYFORTIC = dailymed('myfortic');
const VENLAFAXINE = dailymed('effexor');
const DULOXETINE = dailymed('cymbalta');
const ROSUVASTATIN = dailymed('crestor');
const ATORVASTATIN = dailymed('lipitor');
const SIMVASTATIN = dailymed('zocor');
const DOVATO = dailymed('dovato');
const JULUCA = dailymed('juluca');
const ISENTRESS = dailymed('isentress');
const METHOTREXATE = dailymed('methotrexate');
const PERINDOPRIL_AMLODIPINE = dailymed('prestalia');
const AMLODIPINE = dailymed('amlodipine');
const TELMISARTAN = dailymed('micardis');
const INDAPAMIDE = dailymed('indapamide');
const ESOMEPRAZOLE = dailymed('nexium');
const AMIODARONE = dailymed('amiodarone');
const FUROSEMIDE = dailymed('furosemide');
const PRIADEL = EMC('priadel');
const CAMCOLIT = EMC('camcolit');
const ALPRAZOLAM = dailymed('xanax');
const ZOLPIDEM = dailymed('ambien');
const ELVANSE = EMC('elvanse');
const MEDIKINET = EMC('medikinet');
const DEXAMFETAMINE = EMC('dexamfetamine');
const VILDAGLIPTIN = EMC('galvus');
const RYBELSUS = dailymed('rybelsus');
const ZEPBOUND = dailymed('zepbound');
const RIFINAH = EMC('rifinah');
const PRIFTIN = dailymed('priftin');
const FERRIPROX = dailymed('ferriprox');
const RENNIE = EMC('rennie');
const GAVISCON_DOUBLE_ACTION = EMC('gaviscon+double+action');
const URSODIOL = dailymed('ursodiol');
const PARNATE = dailymed('parnate');
const THIAMAZOLE = dailymed('methimazole');
const ELIGARD = dailymed('eligard');
const NIDDK_AUTOIMMUNE_HEPATITIS = 'https://www.niddk.nih.gov/health-information/liver-disease/autoimmune-hepatitis';
const NIDDK_PBC = 'https://www.niddk.nih.gov/health-information/liver-disease/primary-biliary-cholangitis';
const NIDDK_PKD = 'https://www.niddk.nih.gov/health-information/kidney-disease/polycystic-kidney-disease';
const NIDDK_IGA = 'https://www.niddk.nih.gov/health-information/kidney-disease/iga-nephropathy';
const NIDDK_DIABETES = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes';
const NIDDK_HEMOCHROMATOSIS_DIET = 'https://www.niddk.nih.gov/health-information/liver-disease/hemochromatosis/eating-diet-nutrition';

const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS_DIET),
});
const thyroxineCalcium = (label: string = LEVOTHYROXINE): PersonaExpectation => spacing(label, 'levothyroxine', CALCIUM);
/** Spaced by hours from the medicine, with a second class read and its own reference. */
const spacingWith = (label: string, cls: InteractionClass, mineral: string, more: readonly InteractionClass[], source: string): PersonaExpectation => {
  const base = spacing(label, cls, mineral, { expect: [...more] });
  return { ...base, source: joined(base.source, source) };
};
/** A weight-loss operation years ago: recognised for lifelong follow-up, not read as an operation ahead. */
const pastBariatric = (): PersonaExpectation => ({ expect: ['bariatric_surgery'], not: ['surgery'], source: joined(NIDDK_BARIATRIC, ASMBS_MICRONUTRIENTS, ODS_WYNTK) });

/** Another medicine stopped, switched or tapered while this one continues; doses held and restarted; refills. */
export const EIGHTEENTH_OTHER_STOPPED_PERSONAS = [
  onMeds(
    2701,
    'anticoagulant',
    'english',
    'cardiologist stopped my bisoprolol last month; Lixiana 60 continues once daily',
    SKIN_WOMAN,
    noVitaminE(EDOXABAN, 'anticoagulant', { not: ['blood_pressure'], source: BISOPROLOL }),
  ),
  onMeds(2702, 'antiplatelet', 'english', 'Effient finished in May. Aspirin 81 goes on.', SKIN_MAN, noVitaminE(ASPIRIN_81, 'antiplatelet', { source: PRASUGREL })),
  onMeds(2703, 'glp1_agonist', 'english', 'Victoza every day was a pain so the endo changed me to Trulicity 1.5 every Thursday', WEIGHT_MAN, glp1(TRULICITY)),
  onMeds(
    2704,
    'lithium',
    'english',
    'Off Seroquel since March (weight gain). Lithium continues, 600 mg nocte',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { not: ['antipsychotic'], source: QUETIAPINE }),
  ),
  onMeds(2705, 'levothyroxine', 'english', 'stopped biotin before my thyroid blood test, still taking Euthyrox 100 every morning', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(
    2706,
    'antiepileptic',
    'english',
    'was weaned off Tegretol onto Keppra, 1000 mg twice a day now',
    SLEEP_STRESS_MAN,
    noAshwagandha(LEVETIRACETAM, 'antiepileptic', { source: CARBAMAZEPINE }),
  ),
  onMeds(
    2707,
    'immunosuppressant',
    'english',
    'prednisolone tapered to zero in June; azathioprine 100 continues for my autoimmune hepatitis',
    {},
    noAshwagandha(AZATHIOPRINE, 'immunosuppressant', { expect: ['liver_disease'], source: NIDDK_AUTOIMMUNE_HEPATITIS }),
  ),
  onMeds(2708, 'anticoagulant', 'dose', 'Pradaxa 150 bd - skipped 2 doses before the endoscopy, resumed the same evening', SKIN_MAN, noVitaminE(PRADAXA, 'anticoagulant')),
  onMeds(
    2709,
    'glucose_lowering',
    'english',
    'stopped Jardiance because of infections, gliclazide 60 MR continues with breakfast',
    {},
    noAshwagandha(GLICLAZIDE, 'glucose_lowering', { source: JARDIANCE }),
  ),
  onMeds(2710, 'ssri_snri', 'english', 'switched from Cipralex to Effexor XR 75, been on it since Ramadan', {}, only('ssri_snri', VENLAFAXINE)),
  onMeds(2711, 'retinoid', 'english', 'Roaccutane: the derm lowered me to 10 mg after my lips cracked, not stopped', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(
    2712,
    'adhd_medicine',
    'english',
    "Vyvanse 40 - the pharmacy ran out in August, the refill came last week and I'm back on it",
    FOCUS_MAN,
    noGreenTea(VYVANSE, 'adhd_medicine'),
  ),
  onMeds(
    2713,
    'tb_treatment',
    'english',
    'ethambutol was dropped after the sensitivity results; still on rifampicin + isoniazid for 4 more months',
    FOCUS_WOMAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(2714, 'antiplatelet', 'english', 'aspirin stopped after the bleed in my stomach, clopidogrel alone now', SKIN_AGING_MAN_46, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2715, 'anticoagulant', 'english', 'warfarin held 3 nights because INR was 4.2, restarted at 3 mg yesterday', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2716, 'statin', 'english', 'Lipitor gave me cramps so the doctor switched me to Crestor 5 on alternate days', {}, only('statin', joined(ROSUVASTATIN, ATORVASTATIN))),
  onMeds(2717, 'integrase_inhibitor', 'english', 'Triumeq replaced by Dovato last year (one less drug), still once daily', IMMUNITY_MAN, spacing(DOVATO, 'integrase_inhibitor', ZINC)),
  onMeds(2718, 'methotrexate', 'english', "Humira stopped by insurance, so it's back to methotrexate 15 mg weekly injections", {}, only('methotrexate', METHOTREXATE)),
  onMeds(
    2719,
    'blood_pressure',
    'english',
    'coming off the water pill (indapamide) but keeping perindopril/amlodipine 5/5 every morning',
    BASE_MAN,
    noAshwagandha(PERINDOPRIL_AMLODIPINE, 'blood_pressure', { source: INDAPAMIDE }),
  ),
  onHealth(2720, 'kidney_disease', 'health-box', 'nephrologist stopped my metformin because of my kidneys; CKD 3b, eGFR 35', SLEEP_STRESS_MAN, {
    ...noMagnesium(NIDDK_CKD),
    not: ['metformin'],
    source: joined(NIDDK_CKD, MAGNESIUM, METFORMIN),
  }),
];

/** Relatives named beside the user's own medicine or condition. */
export const EIGHTEENTH_FAMILY_BESIDE_PERSONAS = [
  onMeds(
    2721,
    'anticoagulant',
    'multi',
    "Mum's on warfarin, Dad's on Plavix, and me? Eliquis 5 twice a day since my PE",
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant', { not: ['antiplatelet'], source: PLAVIX }),
  ),
  onMeds(2722, 'glp1_agonist', 'multi', "my wife stopped her Mounjaro but I'm still on mine, 10 mg", WEIGHT_MAN, glp1(MOUNJARO)),
  onMeds(2723, 'levothyroxine', 'multi', 'thyroid runs in the family, my sister had hers removed; I take Euthyrox 75 daily', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(
    2724,
    'lithium',
    'multi',
    "my son and I both have bipolar; I'm the one on lithium (Priadel 400)",
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['bipolar_disorder'], source: PRIADEL }),
  ),
  onMeds(2725, 'antiplatelet', 'transliteration', 'papa ki Ecosprin band ho gayi, par meri abhi bhi chal rahi hai 75 mg', SKIN_MAN, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(
    2726,
    'antiepileptic',
    'transliteration',
    'yung anak ko wala nang gamot, pero ako tuloy pa rin sa Keppra 500 dalawang beses',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(LEVETIRACETAM, 'antiepileptic'),
  ),
  onMeds(2727, 'glucose_lowering', 'arabic', 'زوجي وقف الأنسولين، أنا لسه آخذ لانتوس ٢٠ وحدة بالليل', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(2728, 'adhd_medicine', 'multi', 'both kids were diagnosed first, then me - my own Concerta 27 started in January', FOCUS_WOMAN, noGreenTea(CONCERTA, 'adhd_medicine')),
  onMeds(2729, 'anticoagulant', 'multi', 'Husband: Xarelto. Me: also Xarelto (15 mg, kidneys). Yes we share a pill box 😅', SKIN_WOMAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(
    2730,
    'immunosuppressant',
    'multi',
    "my brother donated the kidney; I'm the one on Advagraf and Myfortic since 2021",
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: joined(ADVAGRAF, MYFORTIC) }),
  ),
  onHealth(2731, 'pregnancy_breastfeeding', 'multi', 'my sister-in-law is due in May and so am I, 24 weeks today', {}, pregnant()),
  onMeds(2732, 'blood_pressure', 'transliteration', 'ammakkum enikkum BP undu, njan daily Amlong 5 kazhikkunnu', BASE_MAN, noAshwagandha(AMLODIPINE, 'blood_pressure')),
];

/** Questions, conditional and as-needed use, sarcasm. */
export const EIGHTEENTH_QUESTION_CONDITIONAL_PERSONAS = [
  onMeds(2733, 'anticoagulant', 'english', 'is it ok to take vitamin E with my warfarin? INR is usually 2-3', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2734, 'glp1_agonist', 'english', 'can I take fibre supplements while on Wegovy 1.7? I get constipated', WEIGHT_WOMAN, glp1(WEGOVY)),
  onMeds(2735, 'antiplatelet', 'english', 'Brilinta 90 twice a day unless the cardiologist says otherwise at the next visit', SKIN_MAN, noVitaminE(BRILINTA, 'antiplatelet')),
  onMeds(2736, 'lithium', 'english', "Yes, I'm still on lithium. No, I can't just 'try something natural' instead 🙃", ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2737, 'anticoagulant', 'english', 'oh joy, Eliquis for the rest of my life apparently 🙄', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2738, 'levothyroxine', 'english', 'when I remember, Eltroxin 50 before breakfast (most days)', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(2739, 'sedative', 'english', 'Xanax 0.25 only on bad nights, maybe twice a week', SLEEP_STRESS_WOMAN, noAshwagandha(ALPRAZOLAM, 'sedative')),
  onMeds(2740, 'glucose_lowering', 'english', 'if my sugar is above 250 I add NovoRapid, otherwise just Lantus 16 at night', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(2741, 'antiplatelet', 'negation', 'would I stop my aspirin for a supplement? no way. 81 mg every day', SKIN_AGING_WOMAN_46, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(
    2742,
    'adhd_medicine',
    'english',
    'Ritalin LA 20 on workdays, not weekends - is green tea ok with it?',
    FOCUS_MAN,
    noGreenTea(RITALIN, 'adhd_medicine'),
  ),
  onMeds(2743, 'retinoid', 'english', "Can I take a multivitamin during isotretinoin? I'm on 20 mg, month 3", ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(
    2744,
    'antiepileptic',
    'english',
    "lamotrigine 200 - unless my neuro changes it next month, that's all I take",
    SLEEP_STRESS_WOMAN,
    noAshwagandha(LAMOTRIGINE, 'antiepileptic'),
  ),
  onHealth(
    2745,
    'kidney_disease',
    'health-box',
    'Dialysis? Not yet, thank God, but CKD stage 4 and the nephrologist says maybe next year',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    2746,
    'liver_disease',
    'health-box',
    "they keep telling me to 'lose weight' for my fatty liver, as if I haven't tried (NASH on the biopsy)",
    FOCUS_WOMAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  onMeds(
    2747,
    'quinolone_tetracycline',
    'english',
    'doxy 100 twice a day for 10 days - do I need to stop my zinc?',
    IMMUNITY_WOMAN,
    spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC),
  ),
  onHealth(2748, 'pregnancy_breastfeeding', 'vague', 'pregnant?? apparently yes, found out yesterday 😳', {}, pregnant()),
];

/** Gulf, Egyptian and Levantine Arabic (script and Arabizi), Hinglish, Urdu, Manglish, Tagalog, Bengali. */
export const EIGHTEENTH_LANGUAGE_PERSONAS = [
  onMeds(2749, 'anticoagulant', 'arabic', 'آخذ وارفارين ٥ ملغ كل يوم، والدكتور قال لا توقفه', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2750, 'antiplatelet', 'arabic', 'باخد بلافيكس من ساعة الدعامة ولسه مكمل عليه', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2751, 'glp1_agonist', 'arabic', 'عم آخد إبر مونجارو كل جمعة، هلق على ٥', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(2752, 'levothyroxine', 'arabic', 'آخذ حبة الغدة يوثيروكس ١٠٠ الصبح على الريق', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(2753, 'lithium', 'arabic', 'دكتوري النفسي حاطني على ليثيوم ٤٠٠ مرتين باليوم', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onHealth(2754, 'pregnancy_breastfeeding', 'arabic', 'أنا حامل بالشهر الرابع، الحمد لله', {}, pregnant()),
  onHealth(2755, 'kidney_disease', 'arabic', 'عندي قصور كلوي مزمن مرحلة ثالثة', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  onMeds(2756, 'antiepileptic', 'transliteration', 'a5ith tegretol 200 min ayam el madrasa 7ag el sar3', SLEEP_STRESS_MAN, noAshwagandha(CARBAMAZEPINE, 'antiepileptic')),
  onMeds(2757, 'anticoagulant', 'transliteration', '3am ekhod xarelto 20 kel yom ba3d el 3asha', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(
    2758,
    'glucose_lowering',
    'transliteration',
    'ba5od amaryl 2 w glucophage 1000 kol yom',
    {},
    noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { source: METFORMIN }),
  ),
  onHealth(2759, 'pregnancy_breastfeeding', 'transliteration', 'ana 7amel, fel shahr el sab3', {}, pregnant()),
  onMeds(2760, 'adhd_medicine', 'transliteration', 'ADHD ke liye Concerta 36 roz subah leta hoon', FOCUS_MAN, noGreenTea(CONCERTA, 'adhd_medicine')),
  onMeds(
    2761,
    'lithium',
    'transliteration',
    'Lithium 400 raat ko, 5 saal se, bipolar ke liye',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['bipolar_disorder'] }),
  ),
  onMeds(2762, 'anticoagulant', 'transliteration', 'njan daily warfarin 3 mg kazhikkunnu, INR check cheyyum every month', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2763, 'glp1_agonist', 'transliteration', 'nag-iinject ako ng Ozempic every Sunday, 0.5 mg', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onHealth(2764, 'pregnancy_breastfeeding', 'transliteration', 'nagpapasuso pa ako sa bunso ko, 8 months na siya', {}, pregnant()),
  onMeds(2765, 'levothyroxine', 'transliteration', 'ami protidin sokale khali pete Thyrox 50 khai', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(2766, 'antiplatelet', 'transliteration', 'heart e ring boshano, Plavix 75 roj khai', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2767, 'glucose_lowering', 'transliteration', 'sugar nu insulin edukkunnund, raavile 12 units, raathri 10', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onHealth(
    2768,
    'tb_treatment',
    'transliteration',
    'TB ki dawai chal rahi hai, 6 mahine ka course, abhi 2nd month',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onHealth(2769, 'bipolar_disorder', 'arabic', 'مشخّصة بثنائي القطب وآخذة ديباكين', SLEEP_STRESS_WOMAN, {
    no: ['rhodiola-rosea', 'ashwagandha'],
    expect: ['bipolar_disorder', 'antiepileptic'],
    source: joined(VALPROATE, RHODIOLA_MANIA, NCCIH_ASHWAGANDHA),
  }),
  onHealth(
    2770,
    'immunosuppressant',
    'transliteration',
    '3amalt zar3 kela w ba5od prograf w cellcept',
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
];

/** Lists with bullets, slashes, line breaks and emoji; prescriptions as written; voice dictation; typos. */
export const EIGHTEENTH_LIST_DOSE_PERSONAS = [
  onMeds(
    2771,
    'anticoagulant',
    'dose',
    '• Lixiana 60 OD\n• Concor 2.5 OD\n• Atorva 40 HS',
    SKIN_AGING_MAN_46,
    noVitaminE(EDOXABAN, 'anticoagulant', { expect: ['blood_pressure', 'statin'], source: joined(BISOPROLOL, ATORVASTATIN) }),
  ),
  onMeds(
    2772,
    'antiplatelet',
    'multi',
    'Ticagrelor 90/ASA 81/Pantoloc 40/Rosuva 20',
    SKIN_MAN,
    noVitaminE(BRILINTA, 'antiplatelet', { expect: ['ppi', 'statin'], source: joined(ASPIRIN_81, PANTOPRAZOLE, ROSUVASTATIN) }),
  ),
  onMeds(2773, 'anticoagulant', 'typo', 'Ellie quiz 5 mg two times a day (voice typing sorry)', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2774, 'glp1_agonist', 'typo', 'Mon jaro 5 mg weekly shot', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(2775, 'lithium', 'typo', 'lithum carbonate 300 x2', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2776, 'levothyroxine', 'typo', 'levothyroxin 125mcg (hashimotos)', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(
    2777,
    'integrase_inhibitor',
    'dose',
    'Biktarvy 1 tab OD (21:00)\nCalcium 600 + D3 lunch\nZinc 25 (own)',
    IMMUNITY_MAN,
    spacing(BIKTARVY, 'integrase_inhibitor', ZINC),
  ),
  onMeds(2778, 'adhd_medicine', 'multi', '💊 Elvanse 50 AM\n☕ 3 coffees\n😴 melatonin PM', FOCUS_WOMAN, noGreenTea(ELVANSE, 'adhd_medicine')),
  onMeds(
    2779,
    'glucose_lowering',
    'dose',
    'Tab Diamicron MR 60 1-0-0\nTab Galvus 50 1-0-1',
    {},
    noAshwagandha(GLICLAZIDE, 'glucose_lowering', { source: VILDAGLIPTIN }),
  ),
  onMeds(
    2780,
    'antiepileptic',
    'dose',
    'Tab. Epilim Chrono 500 0-0-1\nTab. Lamictal 50 1-0-1',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(VALPROATE, 'antiepileptic', { source: LAMOTRIGINE }),
  ),
  onMeds(
    2781,
    'anticoagulant',
    'multi',
    'warfarin (mon-fri 5, sat-sun 2.5) / amiodarone 200 / lasix 40',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { expect: ['heart_rhythm', 'diuretic'], source: joined(AMIODARONE, FUROSEMIDE) }),
  ),
  onMeds(
    2782,
    'blood_pressure',
    'multi',
    'Micardis 80 / Natrilix SR / Nexium 20 - BP meds + stomach',
    BASE_MAN,
    noAshwagandha(TELMISARTAN, 'blood_pressure', { expect: ['diuretic', 'ppi'], source: joined(INDAPAMIDE, ESOMEPRAZOLE) }),
  ),
  onMeds(2783, 'antiplatelet', 'typo', 'clopidogral 75 + asprin', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 })),
  onMeds(2784, 'glp1_agonist', 'dose', 'Zepbound 2.5mg SC q7d (started 2 wks ago)', WEIGHT_WOMAN, glp1(ZEPBOUND)),
  onMeds(2785, 'sedative', 'typo', 'stilnox 10 every nite + xanax sos', SLEEP_STRESS_MAN, noAshwagandha(ZOLPIDEM, 'sedative', { source: ALPRAZOLAM })),
  onMeds(
    2786,
    'anticoagulant',
    'dose',
    'Inj. Clexane 60 mg SC BD (bridging till INR > 2)\nTab. Warfarin 5 mg',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { source: LOVENOX }),
  ),
];

/** Other classes and knowledge gaps. */
export const EIGHTEENTH_KNOWLEDGE_GAP_PERSONAS = [
  onMeds(2787, 'glp1_agonist', 'brand', 'Rybelsus 14 mg, first thing in the morning with half a glass of water', WEIGHT_MAN, glp1(RYBELSUS)),
  onMeds(2788, 'glp1_agonist', 'english', 'tirzepatide compounded vials from a clinic, 5 mg weekly', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(2789, 'glp1_agonist', 'english', 'liraglutide 3 mg daily pen for weight', WEIGHT_MAN, glp1(SAXENDA)),
  onMeds(2790, 'adhd_medicine', 'brand', 'Medikinet XL 30 (methylphenidate) on weekdays', FOCUS_WOMAN, noGreenTea(MEDIKINET, 'adhd_medicine')),
  onMeds(2791, 'adhd_medicine', 'english', 'dexamfetamine 10 mg morning and lunchtime', FOCUS_MAN, noGreenTea(DEXAMFETAMINE, 'adhd_medicine', { source: ADDERALL })),
  onMeds(2792, 'integrase_inhibitor', 'brand', 'Juluca once daily with a meal', AGING_WOMAN_46, spacing(JULUCA, 'integrase_inhibitor', CALCIUM)),
  onMeds(2793, 'integrase_inhibitor', 'english', 'raltegravir 400 twice daily + Truvada', BASE_MAN, spacing(ISENTRESS, 'integrase_inhibitor', MAGNESIUM)),
  onMeds(
    2794,
    'tb_treatment',
    'english',
    'isoniazid 300 daily for 9 months (latent TB found at the visa medical)',
    FOCUS_WOMAN,
    noGreenTea(ISONIAZID, 'tb_treatment'),
  ),
  onMeds(
    2795,
    'tb_treatment',
    'brand',
    'Rifinah 300/150 two tabs each morning + pyrazinamide',
    FOCUS_MAN,
    noGreenTea(RIFINAH, 'tb_treatment', { source: joined(RIFAMPIN, ISONIAZID) }),
  ),
  onMeds(2796, 'iron_chelator', 'english', 'Desferal pump overnight 5 nights a week (thalassaemia major)', ENERGY_IMMUNITY_WOMAN_30, chelator(DESFERAL)),
  onMeds(2797, 'iron_chelator', 'brand', 'Ferriprox 1000 three times a day', ENERGY_WOMAN_30, noIron(FERRIPROX, 'iron_chelator')),
  onMeds(2798, 'prescription_omega3', 'brand', 'Omacor 2 caps twice daily (triglycerides 7 mmol)', BASE_MAN_56, only('prescription_omega3', LOVAZA)),
  onHealth(2799, 'bariatric_surgery', 'health-box', 'mini gastric bypass 6 years ago in Dubai, down 45 kg', WEIGHT_WOMAN, pastBariatric()),
  onHealth(2800, 'bariatric_surgery', 'arabic', 'سويت عملية تحويل مسار قبل ٣ سنوات', WEIGHT_MAN, pastBariatric()),
  onMeds(2801, 'calcium_antacid', 'brand', 'Rennie 2 tabs after iftar most nights', {}, only('calcium_antacid', RENNIE)),
  onMeds(
    2802,
    'calcium_antacid',
    'multi',
    'Gaviscon Double Action after meals, and Tavanic 500 for a chest infection',
    IMMUNITY_WOMAN,
    spacingWith(LEVOFLOXACIN, 'quinolone_tetracycline', ZINC, ['calcium_antacid'], GAVISCON_DOUBLE_ACTION),
  ),
  onHealth(2803, 'pregnancy_breastfeeding', 'vague', 'TTC for 2 yrs and finally a BFP! 6 weeks', {}, pregnant()),
  onHealth(2804, 'pregnancy_breastfeeding', 'vague', 'exclusively pumping for my preemie in the NICU', {}, pregnant()),
  onHealth(2805, 'pregnancy_breastfeeding', 'transliteration', 'doosra bachcha hone wala hai, 7th month chal raha hai', {}, pregnant()),
  onHealth(2806, 'pregnancy_breastfeeding', 'arabic', 'توني والدة قبل شهرين وأرضّع', {}, pregnant()),
  onHealth(2807, 'kidney_disease', 'health-box', 'IgA nephropathy, protein in the urine, GFR 48', SLEEP_STRESS_MAN, noMagnesium(joined(NIDDK_IGA, NIDDK_CKD))),
  onHealth(2808, 'kidney_disease', 'health-box', 'polycystic kidneys, GFR falling, 42 last time', SLEEP_STRESS_WOMAN, noMagnesium(joined(NIDDK_PKD, NIDDK_CKD))),
  onHealth(
    2809,
    'liver_disease',
    'health-box',
    'primary biliary cholangitis, on Urso 250 x3',
    FOCUS_WOMAN,
    noGreenTea(URSODIOL, 'liver_disease', { source: NIDDK_PBC }),
  ),
  onHealth(2810, 'liver_disease', 'health-box', 'alcohol-related cirrhosis, sober 2 years, Child A', FOCUS_MAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  onMeds(2811, 'lithium', 'brand', 'Camcolit 400 at bedtime', ENERGY_WOMAN, noRhodiola(CAMCOLIT, 'lithium')),
  onMeds(2812, 'maoi', 'brand', 'Nardil 15 mg three times a day, strict diet', FOCUS_MAN, noGreenTea(NARDIL_LABEL, 'maoi')),
  onMeds(2813, 'maoi', 'english', 'tranylcypromine 20 mg twice daily', {}, only('maoi', PARNATE)),
  onMeds(2814, 'immunosuppressant', 'brand', 'Neoral 100 twice daily after my liver transplant', {}, noAshwagandha(CICLOSPORIN, 'immunosuppressant')),
  onMeds(2815, 'immunosuppressant', 'brand', 'Imuran 50 for ulcerative colitis', {}, noAshwagandha(AZATHIOPRINE, 'immunosuppressant')),
  onMeds(2816, 'retinoid', 'brand', 'Zoretanin 20 on alternate days', ROACCUTANE_MAN_30, noMultivitamin(ISOTRETINOIN)),
  onMeds(2817, 'antithyroid', 'brand', "Thyrozol 10 for Graves'", {}, noAshwagandha(THIAMAZOLE, 'antithyroid')),
  onMeds(2818, 'statin', 'brand', 'Zocor 20 at night', {}, only('statin', SIMVASTATIN)),
  onHealth(
    2819,
    'hormone_sensitive_cancer',
    'english',
    'prostate cancer on Eligard injections every 6 months',
    BASE_MAN_56,
    noAshwagandha(ELIGARD, 'hormone_sensitive_cancer'),
  ),
  onMeds(2820, 'ssri_snri', 'brand', 'Cymbalta 60 for fibromyalgia and low mood', {}, only('ssri_snri', DULOXETINE)),
];

/** Over-cautious checks: stopped for good, never started, only discussed, a relative's, normal results, an operation refused. */
export const EIGHTEENTH_NEGATIVE_PERSONAS = [
  onMeds(
    2821,
    'anticoagulant',
    'negation',
    'Eliquis stopped 3 months after the DVT, the haematologist said no need anymore',
    SKIN_WOMAN,
    denied(['anticoagulant'], ELIQUIS),
  ),
  onMeds(2822, 'glp1_agonist', 'negation', 'I was going to start Mounjaro but the pharmacy had none, so I never did', WEIGHT_WOMAN, denied(['glp1_agonist'], MOUNJARO)),
  onMeds(
    2823,
    'antiplatelet',
    'negation',
    "asked my GP about baby aspirin, she said I don't need it - so nothing",
    SKIN_AGING_WOMAN_46,
    denied(['antiplatelet'], ASPIRIN_81),
  ),
  onHealth(
    2824,
    'lithium',
    'negation',
    'my brother has bipolar and takes lithium; I have no mental health issues',
    ENERGY_WOMAN,
    denied(['lithium', 'bipolar_disorder'], joined(LITHIUM, RHODIOLA_MANIA)),
  ),
  onHealth(2825, 'pregnancy_breastfeeding', 'negation', 'not pregnant, not trying, not breastfeeding - just tired', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onHealth(2826, 'pregnancy_breastfeeding', 'transliteration', 'msh 7amel w msh barda3', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onHealth(2827, 'glucose_lowering', 'arabic', 'سكري؟ لا الحمد لله، تحاليلي طبيعية', {}, denied(['glucose_lowering', 'metformin'], NIDDK_DIABETES)),
  onMeds(2828, 'anticoagulant', 'transliteration', 'ang tatay ko lang ang naka-warfarin, ako wala', SKIN_AGING_MAN_46, denied(['anticoagulant'], WARFARIN)),
  onMeds(2829, 'retinoid', 'negation', 'finished Roaccutane in 2022, no more acne meds', ROACCUTANE_WOMAN, denied(['retinoid'], ISOTRETINOIN)),
  onHealth(2830, 'tb_treatment', 'negation', 'latent TB treated with 3HP in 2021, completed, chest x-ray clear', FOCUS_MAN, denied(['tb_treatment'], PRIFTIN)),
  onHealth(2831, 'adhd_medicine', 'negation', 'thinking of getting assessed for ADHD, no medication yet', FOCUS_WOMAN, denied(['adhd_medicine'], CONCERTA)),
  onHealth(2832, 'kidney_disease', 'negation', 'kidney tests normal at my check-up, creatinine 0.8', SLEEP_STRESS_MAN, denied(['kidney_disease'], NIDDK_CKD)),
  onHealth(2833, 'liver_disease', 'negation', 'liver ultrasound normal, no fatty liver', FOCUS_WOMAN, denied(['liver_disease'], NIDDK_NAFLD)),
  onMeds(
    2834,
    'integrase_inhibitor',
    'negation',
    'took PEP (Truvada + Isentress) for 28 days in 2020 after an exposure, finished, HIV negative since',
    IMMUNITY_MAN,
    denied(['integrase_inhibitor'], ISENTRESS),
  ),
  onHealth(2835, 'statin', 'negation', 'cholesterol borderline, doctor said diet first, no statin for now', {}, denied(['statin'], ATORVASTATIN)),
  onHealth(
    2836,
    'surgery',
    'negation',
    'sleeve gastrectomy was discussed but I said no, not having any operation',
    WEIGHT_WOMAN,
    denied(['surgery', 'bariatric_surgery'], joined(ODS_WYNTK, NIDDK_BARIATRIC)),
  ),
  onHealth(2837, 'levothyroxine', 'transliteration', 'thyroid test normal aaya, koi goli nahi leti', AGING_WOMAN_46, denied(['levothyroxine', 'antithyroid'], LEVOTHYROXINE)),
  onMeds(2838, 'glp1_agonist', 'multi', 'Ozempic? No - that was my mother-in-law. I only drink green tea 🍵', WEIGHT_WOMAN, denied(['glp1_agonist'], OZEMPIC)),
  onHealth(
    2839,
    'iron_chelator',
    'negation',
    "my son has thalassaemia and gets Exjade; I'm just a carrier",
    ENERGY_WOMAN,
    denied(['iron_chelator', 'iron_overload'], joined(EXJADE, NIDDK_HEMOCHROMATOSIS)),
  ),
  onMeds(
    2840,
    'anticoagulant',
    'arabic',
    'كنت آخذ زارلتو ٣ شهور بعد الجلطة ووقفته السنة الماضية، الحين ما آخذ شي',
    SKIN_WOMAN,
    denied(['anticoagulant'], XARELTO),
  ),
];
