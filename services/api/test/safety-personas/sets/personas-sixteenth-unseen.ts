import type { InteractionClass } from '@sahha/contracts/quiz';
import type { PersonaExpectation } from '../persona';
import { denied, glp1, joined, noAshwagandha, noGreenTea, noMultivitamin, noRhodiola, noVitaminE, onHealth, only, onMeds, pregnant, spacing, warfarinLike } from '../expectations';
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
  AGING_WOMAN_56,
  ROACCUTANE_MAN,
  ROACCUTANE_WOMAN,
  ROACCUTANE_MAN_30,
  VITAMIN_C,
  CALCIUM,
  IRON,
  MAGNESIUM,
  ZINC,
  FOLATE,
  OMEGA_3,
  NCCIH_ASHWAGANDHA,
} from '../persona-answers';
import {
  ADDERALL,
  ASPIRIN_81,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  CALCIUM_CARBONATE_ANTACID,
  CONCERTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  EMC,
  EXFORGE,
  EXJADE,
  FARXIGA,
  GLIMEPIRIDE,
  IBANDRONATE,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  JANUMET,
  JARDIANCE,
  LEVOFLOXACIN,
  LEVOTHYROXINE,
  LITHIUM,
  LOVAZA,
  LOVENOX,
  METFORMIN,
  MINOCYCLINE,
  MOUNJARO,
  NCI_REMISSION,
  NIDDK_HEMOCHROMATOSIS,
  ODS_WYNTK,
  OMEPRAZOLE,
  OZEMPIC,
  PLAVIX,
  RIFAMPIN,
  RITALIN,
  SAXENDA,
  TAMOXIFEN,
  TIVICAY,
  TRIUMEQ,
  TUMS,
  VASCEPA,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Sixteenth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries or its rules, and written in full before the
 * engine ran on it. Ids 2401–2560. About half are in the unsafe direction (a medicine or condition
 * that is current and must be recognised); the rest are tricky negatives (denied lists,
 * relatives', jobs, pets, finished or only-considered medicines, past operations) and mixed texts.
 * The angles:
 * - whole medicine families as UAE residents name them: GLP-1/GIP injections and oral semaglutide,
 *   ADHD stimulants, HIV integrase inhibitors, TB treatment, iron chelators, prescription omega-3,
 *   anticoagulants and antiplatelets, levothyroxine, antiepileptics, lithium, SSRIs/SNRIs,
 *   statins, diabetes medicines, isotretinoin, methotrexate, immunosuppressants, tetracyclines and
 *   quinolones, bisphosphonates;
 * - tense: "was on X since 2019" (South Asian English for "have been on"), "finished, need a
 *   refill", "paused for a procedure", "ran out", "in remission" (still the condition), an
 *   operation booked versus one years ago, medicines planned and prescribed;
 * - voice-dictated syllables of brand names ("eli quis", "zar elto"), typos, brand names in Arabic
 *   script, Arabizi, Hinglish, Tagalog and Bengali in Latin letters;
 * - calcium from antacids (Tums, Rennie, Gaviscon Double Action) and prescription fish oil;
 * - pregnancy and breastfeeding in Urdu/Hindi idiom, Arabic, Arabizi, Tagalog and Bengali;
 * - messy lists with doses and times, prescriptions as written ("Tab. X 1-0-1 x 5 days").
 *
 * The expectations follow what each class rules out by its reference, as expectations.ts sets
 * out; each persona cites its own references.
 */

const RYBELSUS = dailymed('rybelsus');
const ELVANSE = EMC('elvanse');
const DOVATO = dailymed('dovato');
const PRIFTIN = dailymed('priftin');
const FERRIPROX = dailymed('ferriprox');
const TOPAMAX = dailymed('topamax');
const OXCARBAZEPINE = dailymed('trileptal');
const LEVETIRACETAM = dailymed('keppra');
const LAMOTRIGINE = dailymed('lamictal');
const VALPROATE = dailymed('depakote');
const ESCITALOPRAM = dailymed('lexapro');
const SERTRALINE = dailymed('zoloft');
const ATORVASTATIN = dailymed('lipitor');
const VILDAGLIPTIN_METFORMIN = EMC('eucreas');
const JANUVIA = dailymed('januvia');
const METHOTREXATE = dailymed('methotrexate');
const MYCOPHENOLATE = dailymed('cellcept');
const HUMIRA = dailymed('humira');
const CIPROFLOXACIN = dailymed('cipro');
const ALENDRONATE = dailymed('fosamax');
const RITUXIMAB = dailymed('rituxan');
const GAVISCON_DOUBLE_ACTION = EMC('gaviscon+double+action');
const HEPARIN = dailymed('heparin');
const FUROSEMIDE = dailymed('furosemide');
const NIDDK_HEMOCHROMATOSIS_DIET = 'https://www.niddk.nih.gov/health-information/liver-disease/hemochromatosis/eating-diet-nutrition';
const NIDDK_DIABETES = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes';
const NIDDK_HIGH_BP = 'https://www.niddk.nih.gov/health-information/kidney-disease/high-blood-pressure';
const NIDDK_HYPOTHYROIDISM = 'https://www.niddk.nih.gov/health-information/endocrine-diseases/hypothyroidism';
const NIDDK_KIDNEY_STONES_OVERVIEW = 'https://www.niddk.nih.gov/health-information/urologic-diseases/kidney-stones';
const NIDDK_GALLSTONES = 'https://www.niddk.nih.gov/health-information/digestive-diseases/gallstones';

const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string, extra: Partial<PersonaExpectation> = {}): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  mention: extra.mention,
  expect: ['iron_chelator', ...(extra.expect ?? [])],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS_DIET),
});
/** Spaced by hours from the medicine, with a second class read and its own reference. */
const spacingWith = (label: string, cls: InteractionClass, mineral: string, more: readonly InteractionClass[], source: string): PersonaExpectation => {
  const base = spacing(label, cls, mineral, { expect: [...more] });
  return { ...base, source: joined(base.source, source) };
};
const glp1With = (label: string, more: readonly InteractionClass[], source?: string): PersonaExpectation => {
  const base = glp1(label);
  return { ...base, expect: [...(base.expect ?? []), ...more], source: joined(base.source, source) };
};

/** Whole medicine families as residents name them: brands sold in the UAE, generics, doses. */
export const SIXTEENTH_FAMILY_PERSONAS = [
  onMeds(2401, 'glp1_agonist', 'brand', 'Mounjaro 7.5 every Saturday, the pen from the pharmacy in Al Barsha', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(2402, 'glp1_agonist', 'brand', 'Rybelsus 7mg every morning with a sip of water, 30 min before breakfast', WEIGHT_MAN, glp1(RYBELSUS)),
  onMeds(2403, 'glp1_agonist', 'english', 'weekly weight loss jab (semaglutide) from a clinic in JLT', WEIGHT_WOMAN, glp1(WEGOVY)),
  onMeds(2404, 'glp1_agonist', 'multi', 'Wegovy 2.4 plus metformin 500 for insulin resistance', WEIGHT_MAN, glp1With(WEGOVY, ['metformin'], METFORMIN)),
  onMeds(2405, 'adhd_medicine', 'brand', 'Ritalin 10mg at 8am and at noon on work days', FOCUS_WOMAN, noGreenTea(RITALIN, 'adhd_medicine')),
  onMeds(2406, 'adhd_medicine', 'brand', 'Elvanse 50 each morning (adult ADHD, diagnosed in the UK)', FOCUS_MAN, noGreenTea(ELVANSE, 'adhd_medicine')),
  onMeds(2407, 'adhd_medicine', 'brand', 'Adderall XR 20, brought from the US with the controlled medicine permit', FOCUS_WOMAN, noGreenTea(ADDERALL, 'adhd_medicine')),
  onMeds(2408, 'integrase_inhibitor', 'brand', 'Triumeq one tablet daily', IMMUNITY_MAN, spacing(TRIUMEQ, 'integrase_inhibitor', ZINC)),
  onMeds(2409, 'integrase_inhibitor', 'english', 'dolutegravir 50 + tenofovir/emtricitabine, viral load undetectable', BASE_MAN, spacing(TIVICAY, 'integrase_inhibitor', MAGNESIUM)),
  onMeds(2410, 'integrase_inhibitor', 'brand', 'Dovato once a day since 2022', AGING_WOMAN_46, spacing(DOVATO, 'integrase_inhibitor', CALCIUM)),
  onHealth(2411, 'integrase_inhibitor', 'health-box', 'HIV positive, on Biktarvy, CD4 count good', IMMUNITY_MAN, spacing(BIKTARVY, 'integrase_inhibitor', ZINC)),
  onMeds(
    2412,
    'tb_treatment',
    'english',
    'TB treatment month 3: rifampicin and isoniazid daily, plus pyridoxine',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(
    2413,
    'tb_treatment',
    'english',
    'latent TB, on 3HP (rifapentine + isoniazid) once a week for 12 weeks',
    FOCUS_WOMAN,
    noGreenTea(PRIFTIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(2414, 'iron_chelator', 'brand', 'Exjade 1000 dissolved in orange juice every morning', ENERGY_IMMUNITY_WOMAN_30, chelator(EXJADE)),
  onMeds(
    2415,
    'iron_chelator',
    'english',
    'deferiprone three times a day for iron overload (thalassemia)',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(FERRIPROX, { mention: ['hours'] }),
  ),
  onMeds(2416, 'iron_chelator', 'brand', 'Jadenu sprinkle granules on yoghurt daily', ENERGY_WOMAN_30, noIron(JADENU, 'iron_chelator')),
  onMeds(2417, 'prescription_omega3', 'brand', 'Omacor 1g x4 daily for triglycerides of 600', BASE_MAN_56, only('prescription_omega3', LOVAZA)),
  onMeds(2418, 'anticoagulant', 'english', 'apixaban 2.5 twice daily (the cardiologist reduced it because of my age and kidneys)', SKIN_AGING_MAN_46, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2419, 'antiplatelet', 'brand', 'Brilinta 90 twice a day + Aspirin 81 since the stent in March', SKIN_MAN, noVitaminE(BRILINTA, 'antiplatelet')),
  onMeds(2420, 'antiplatelet', 'english', 'baby aspirin 81mg daily, my cardiologist says for prevention', SKIN_AGING_WOMAN_46, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(2421, 'anticoagulant', 'dose', 'warfarin 4mg on Mon/Wed/Fri, 3mg the other days', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2422, 'levothyroxine', 'brand', 'Euthyrox 88 mcg daily on an empty stomach', AGING_WOMAN_46, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onMeds(2423, 'levothyroxine', 'brand', 'Synthroid 112 every morning for an underactive thyroid', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(2424, 'antiepileptic', 'brand', 'Topamax 50 bd for epilepsy (it also helps my migraines)', SLEEP_STRESS_WOMAN, noAshwagandha(TOPAMAX, 'antiepileptic')),
  onMeds(2425, 'antiepileptic', 'brand', 'Trileptal 300 twice a day', BASE_MAN, noAshwagandha(OXCARBAZEPINE, 'antiepileptic')),
  onMeds(2426, 'lithium', 'english', 'lithium carbonate SR 450 every night, level checked every 3 months', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2427, 'ssri_snri', 'brand', 'Cipralex 10mg for anxiety', {}, only('ssri_snri', ESCITALOPRAM)),
  onMeds(2428, 'glucose_lowering', 'brand', 'Galvus Met 50/1000 twice daily', {}, noAshwagandha(VILDAGLIPTIN_METFORMIN, 'glucose_lowering')),
  onMeds(2429, 'glucose_lowering', 'brand', 'Forxiga 10 and Janumet 50/1000', {}, noAshwagandha(FARXIGA, 'glucose_lowering', { source: JANUMET })),
  onMeds(2430, 'retinoid', 'brand', 'Acnetrex 20 (isotretinoin) daily after dinner', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(2431, 'methotrexate', 'english', 'methotrexate 20mg injection every Sunday for psoriasis', {}, only('methotrexate', METHOTREXATE)),
  onMeds(
    2432,
    'immunosuppressant',
    'brand',
    'CellCept 1g twice a day for lupus nephritis',
    {},
    noAshwagandha(MYCOPHENOLATE, 'immunosuppressant', { expect: ['autoimmune_disease'] }),
  ),
  onMeds(2433, 'quinolone_tetracycline', 'english', 'minocycline 100 daily for acne, month 2', IMMUNITY_WOMAN, spacing(MINOCYCLINE, 'quinolone_tetracycline', ZINC)),
  onMeds(2434, 'quinolone_tetracycline', 'brand', 'Tavanic 500 once a day, day 3 of 7', IMMUNITY_WOMAN, spacing(LEVOFLOXACIN, 'quinolone_tetracycline', ZINC)),
  onMeds(2435, 'bisphosphonate', 'brand', 'Bonviva 150 once a month', AGING_WOMAN_56, only('bisphosphonate', IBANDRONATE)),
  onMeds(2436, 'blood_pressure', 'brand', 'Exforge 5/160 one in the morning', BASE_MAN, noAshwagandha(EXFORGE, 'blood_pressure')),
];

/** Past, present and future: since, refills, pauses, remission, operations booked or long ago, planned medicines. */
export const SIXTEENTH_TENSE_PERSONAS = [
  onMeds(2437, 'antiplatelet', 'english', 'I was on clopidogrel since 2019 after my heart attack', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2438, 'metformin', 'english', 'I am taking metformin since 2018', {}, { no: ['ashwagandha'], expect: ['metformin'], source: joined(METFORMIN, NCCIH_ASHWAGANDHA) }),
  onMeds(2439, 'anticoagulant', 'english', 'finished my Eliquis box yesterday, need a refill from the pharmacy', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2440, 'levothyroxine', 'english', 'thyroxine tablets finished, getting the refill on Sunday', AGING_WOMAN_46, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onMeds(2441, 'anticoagulant', 'english', 'Xarelto paused for 2 days for a tooth extraction, restarting Thursday', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(2442, 'antiplatelet', 'english', 'holding my aspirin this week for the colonoscopy, then back on it', SKIN_AGING_WOMAN_46, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(2443, 'lithium', 'english', 'lithium ran out 3 days ago, getting it refilled tomorrow', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2444, 'retinoid', 'english', 'Roaccutane paused for Ramadan, restarting after Eid', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(2445, 'antiepileptic', 'english', 'I am on Epilim since childhood', SLEEP_STRESS_WOMAN, noAshwagandha(VALPROATE, 'antiepileptic')),
  onHealth(2446, 'antiepileptic', 'health-box', 'epilepsy in remission, no fits for 6 years, still on Lamictal 100 bd', SLEEP_STRESS_MAN, noAshwagandha(LAMOTRIGINE, 'antiepileptic')),
  onHealth(
    2447,
    'immunosuppressant',
    'health-box',
    "Crohn's in remission thanks to Humira every 2 weeks",
    BASE_MAN,
    noAshwagandha(HUMIRA, 'immunosuppressant', { source: NCI_REMISSION }),
  ),
  onHealth(2448, 'cancer_treatment', 'health-box', 'breast cancer 2020, in remission, still on tamoxifen daily', SKIN_WOMAN, only('cancer_treatment', joined(TAMOXIFEN, NCI_REMISSION))),
  onHealth(
    2449,
    'cancer_treatment',
    'health-box',
    'follicular lymphoma in remission, rituximab maintenance every 2 months',
    SKIN_MAN,
    only('cancer_treatment', joined(RITUXIMAB, NCI_REMISSION)),
  ),
  onHealth(2450, 'surgery', 'english', 'knee replacement booked for 14 December', {}, only('surgery', ODS_WYNTK)),
  onHealth(2451, 'surgery', 'english', 'gallbladder operation next month, the date is fixed', {}, only('surgery', ODS_WYNTK)),
  onMeds(2452, 'glp1_agonist', 'english', 'starting Wegovy after Eid, the doctor already prescribed it', WEIGHT_WOMAN, glp1(WEGOVY)),
  onMeds(
    2453,
    'anticoagulant',
    'english',
    'will be on Clexane injections for 6 weeks after my hip surgery next Monday',
    SKIN_WOMAN,
    noVitaminE(LOVENOX, 'anticoagulant', { expect: ['surgery'], source: ODS_WYNTK }),
  ),
  onMeds(2454, 'adhd_medicine', 'english', 'Concerta prescription ran out, the psychiatrist renews it next week, I take it daily', FOCUS_MAN, noGreenTea(CONCERTA, 'adhd_medicine')),
];

/** Voice-dictated syllables, typos, brand names in Arabic script, Arabizi, Hinglish, Tagalog, Bengali. */
export const SIXTEENTH_SPELLING_PERSONAS = [
  onMeds(2455, 'anticoagulant', 'typo', 'eli quis 5 twice a day', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2456, 'anticoagulant', 'typo', 'zar elto 20 at night', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(2457, 'antiplatelet', 'typo', 'bri linta 90 two times', SKIN_MAN, noVitaminE(BRILINTA, 'antiplatelet')),
  onMeds(2458, 'glp1_agonist', 'typo', 'mount jaro 5 mg weekly', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(2459, 'glp1_agonist', 'typo', 'oh zempic 0.25 on Fridays', WEIGHT_MAN, glp1(OZEMPIC)),
  onMeds(2460, 'anticoagulant', 'typo', 'warfrin 3 mg daily, INR every month', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2461, 'anticoagulant', 'arabic', 'إليكويس ٥ ملغ مرتين يوميا', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2462, 'glp1_agonist', 'arabic', 'ابرة مونجارو كل أسبوع', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(2463, 'glp1_agonist', 'arabic', 'حبوب ريبلسس كل صباح', WEIGHT_MAN, glp1(RYBELSUS)),
  onMeds(2464, 'antiplatelet', 'arabic', 'بلافيكس ٧٥ وأسبرين ٨١', SKIN_AGING_MAN_46, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2465, 'glucose_lowering', 'arabic', 'جلوكوفاج ٥٠٠ مرتين وأماريل ٢', {}, noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { source: METFORMIN })),
  onMeds(2466, 'levothyroxine', 'arabic', 'التروكسين ١٠٠ على الريق', AGING_WOMAN_46, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onMeds(2467, 'lithium', 'arabic', 'آخذ ليثيوم من سنتين', SLEEP_STRESS_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2468, 'anticoagulant', 'transliteration', 'ba5od eliquis kol yom marteen', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2469, 'glp1_agonist', 'transliteration', 'ana 3ala ozempic min shahrain', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(2470, 'blood_pressure', 'transliteration', 'akhod concor 5 kol yom el sob7', BASE_MAN, noAshwagandha(BISOPROLOL, 'blood_pressure')),
  onMeds(2471, 'antiepileptic', 'transliteration', 'a5od depakine 500 mn zaman 3ashan el sar3', SLEEP_STRESS_WOMAN, noAshwagandha(VALPROATE, 'antiepileptic')),
  onMeds(2472, 'antiplatelet', 'transliteration', 'roz Ecosprin 75 khata hoon, dil mein stent laga hai', SKIN_MAN, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(
    2473,
    'metformin',
    'transliteration',
    'sugar ki goli Glycomet 500 subah shaam',
    {},
    { no: ['ashwagandha'], expect: ['metformin'], source: joined(METFORMIN, NCCIH_ASHWAGANDHA) },
  ),
  onMeds(2474, 'anticoagulant', 'transliteration', 'umiinom ako ng warfarin araw-araw', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2475, 'glucose_lowering', 'transliteration', 'ami protidin insulin nei, sokale ar raate', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
];

/** Calcium from antacids, prescription-strength fish oil. */
export const SIXTEENTH_ANTACID_OMEGA_PERSONAS = [
  onMeds(2476, 'calcium_antacid', 'brand', 'Tums 2 or 3 chews most nights for heartburn', {}, only('calcium_antacid', TUMS)),
  onMeds(2477, 'calcium_antacid', 'brand', 'Gaviscon Double Action tablets after dinner every day', {}, only('calcium_antacid', GAVISCON_DOUBLE_ACTION)),
  onMeds(
    2478,
    'calcium_antacid',
    'multi',
    'Rennie whenever I eat spicy food, around 4 a day, plus Eltroxin 75',
    AGING_WOMAN_46,
    spacingWith(LEVOTHYROXINE, 'levothyroxine', CALCIUM, ['calcium_antacid'], CALCIUM_CARBONATE_ANTACID),
  ),
  onMeds(
    2479,
    'calcium_antacid',
    'multi',
    'Tums for heartburn and doxycycline 100 for acne',
    IMMUNITY_WOMAN,
    spacingWith(DOXYCYCLINE, 'quinolone_tetracycline', ZINC, ['calcium_antacid'], TUMS),
  ),
  onMeds(
    2480,
    'prescription_omega3',
    'multi',
    'Vascepa 2 capsules twice a day and warfarin 5mg',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { expect: ['prescription_omega3'], source: VASCEPA }),
  ),
  onMeds(2481, 'prescription_omega3', 'english', 'prescription fish oil (icosapent ethyl) 4 g a day from my cardiologist', {}, only('prescription_omega3', VASCEPA)),
];

/** Pregnancy and breastfeeding in Urdu/Hindi idiom, Arabic, Arabizi, Tagalog and Bengali. */
export const SIXTEENTH_PREGNANCY_PERSONAS = [
  onHealth(2482, 'pregnancy_breastfeeding', 'transliteration', 'abhi main umeed se hoon, doctor ne folic acid di hai', {}, pregnant()),
  onHealth(2483, 'pregnancy_breastfeeding', 'transliteration', 'paanchwa mahina chal raha hai, pet se hoon', SLEEP_STRESS_WOMAN, pregnant()),
  onHealth(2484, 'pregnancy_breastfeeding', 'transliteration', 'bachche ko apna doodh pilati hoon, 4 mahine ka hai', {}, pregnant()),
  onHealth(2485, 'pregnancy_breastfeeding', 'arabic', 'أنا حامل في الأسبوع العشرين', {}, pregnant()),
  onHealth(2486, 'pregnancy_breastfeeding', 'arabic', 'مرضعة وطفلي عمره ٣ شهور', SLEEP_STRESS_WOMAN, pregnant()),
  onHealth(2487, 'pregnancy_breastfeeding', 'transliteration', 'buntis ako, first baby, 12 weeks', {}, pregnant()),
  onHealth(2488, 'pregnancy_breastfeeding', 'transliteration', 'nagpapadede pa ako, 6 months na si baby', {}, pregnant()),
  onHealth(2489, 'pregnancy_breastfeeding', 'transliteration', 'ana 7amel fel shahr el talet', {}, pregnant()),
  onHealth(2490, 'pregnancy_breastfeeding', 'transliteration', 'ana mord3a, el bebe 5 shohor', {}, pregnant()),
  onHealth(2491, 'pregnancy_breastfeeding', 'transliteration', 'ami ekhon pregnant, 7 mash cholche', {}, pregnant()),
  onHealth(2492, 'pregnancy_breastfeeding', 'english', 'currently 30 weeks, baby boy due in March', {}, pregnant()),
  onHealth(
    2493,
    'pregnancy_breastfeeding',
    'multi',
    'pregnant 16 weeks, Clexane 40 daily for a clotting disorder and aspirin 150 at night',
    SKIN_WOMAN,
    noVitaminE(LOVENOX, 'anticoagulant', { no: ['ashwagandha'], expect: ['pregnancy_breastfeeding', 'antiplatelet'], source: joined(NCCIH_ASHWAGANDHA, ASPIRIN_81) }),
  ),
  onHealth(2494, 'pregnancy_breastfeeding', 'multi', 'breastfeeding my twins and on levothyroxine 75', {}, pregnant(['levothyroxine'], LEVOTHYROXINE)),
];

/** Messy texts: several medicines with doses and times, line breaks, prescriptions as written, mixed tenses and people. */
export const SIXTEENTH_MESSY_PERSONAS = [
  onMeds(
    2495,
    'antiplatelet',
    'multi',
    'Eltroxin 100 mcg empty stomach, Concor 5 morning, Ecosprin 75 after lunch',
    SKIN_AGING_WOMAN_46,
    {
      no: ['vitamin-e'],
      mention: ['hours'],
      expect: ['antiplatelet', 'levothyroxine', 'blood_pressure'],
      source: joined(ASPIRIN_81, LEVOTHYROXINE, BISOPROLOL, CALCIUM),
    },
  ),
  onMeds(
    2496,
    'quinolone_tetracycline',
    'dose',
    'Tab. Augmentin 625 1-0-1 x 5 days\nTab. Ciprofloxacin 500 1-0-1 x 5 days\nTab. Panadol SOS',
    IMMUNITY_WOMAN,
    spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(
    2497,
    'quinolone_tetracycline',
    'dose',
    'Tab. Doxy 100 1-0-0 x 10 days\nCap. Omez 20 0-0-1',
    IMMUNITY_MAN,
    spacingWith(DOXYCYCLINE, 'quinolone_tetracycline', ZINC, ['ppi'], OMEPRAZOLE),
  ),
  onMeds(
    2498,
    'antiplatelet',
    'multi',
    'morning: Glucophage 1000, Concor 2.5, Crestor 10\nnight: Lantus 18 units, Plavix 75',
    SKIN_AGING_MAN_46,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['glucose_lowering'], source: INSULIN }),
  ),
  onMeds(
    2499,
    'antiepileptic',
    'multi',
    'Keppra 500 (1-0-1)\nLamictal 100 (1-0-1)\nFolic acid 5 (0-1-0)',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(LEVETIRACETAM, 'antiepileptic', { source: LAMOTRIGINE }),
  ),
  onMeds(
    2500,
    'antiplatelet',
    'multi',
    'Januvia 100 OD, Amaryl 2 OD, Aspirin 81 OD, Atorva 20 HS, Vit D 50000 weekly',
    SKIN_AGING_MAN_46,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { expect: ['glucose_lowering', 'statin'], source: joined(GLIMEPIRIDE, JANUVIA, ATORVASTATIN) }),
  ),
  onMeds(
    2501,
    'integrase_inhibitor',
    'multi',
    'HIV meds: Triumeq 1 tab at 9pm. Also Calcium+D3 (doctor) at lunch and ferrous fumarate',
    AGING_WOMAN_46,
    spacing(TRIUMEQ, 'integrase_inhibitor', CALCIUM),
  ),
  onMeds(2502, 'integrase_inhibitor', 'multi', 'Biktarvy\nRosuvastatin 5\nMagnesium glycinate (my own)', BASE_MAN, spacing(BIKTARVY, 'integrase_inhibitor', MAGNESIUM)),
  onMeds(
    2503,
    'glp1_agonist',
    'dose',
    'Inj. Ozempic 0.5 mg SC weekly\nTab. Metformin XR 1000 0-0-1\nTab. Jardiance 25 1-0-0',
    WEIGHT_MAN,
    glp1With(OZEMPIC, ['glucose_lowering'], joined(METFORMIN, JARDIANCE)),
  ),
  onMeds(
    2504,
    'anticoagulant',
    'multi',
    'Xarelto 20 / Concor 5 / Lasix 40 / Spironolactone 25 / Forxiga 10',
    SKIN_AGING_MAN_46,
    noVitaminE(XARELTO, 'anticoagulant', { expect: ['diuretic'], source: FUROSEMIDE }),
  ),
  onMeds(
    2505,
    'tb_treatment',
    'multi',
    'Rifampicin 600, Isoniazid 300, Pyrazinamide, Ethambutol, B6 - DOTS at the clinic',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(2506, 'iron_chelator', 'multi', 'Exjade 1080 morning, folic acid 5, vitamin D', ENERGY_IMMUNITY_WOMAN_30, chelator(EXJADE)),
  onMeds(2507, 'adhd_medicine', 'multi', 'Concerta 54 mornings, melatonin 3mg at night, Nexium 20', FOCUS_WOMAN, noGreenTea(CONCERTA, 'adhd_medicine')),
  onMeds(2508, 'anticoagulant', 'multi', 'my mum takes warfarin; I take Eliquis 5 twice daily', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(
    2509,
    'antiplatelet',
    'multi',
    'no sugar, no BP, only Ecosprin 75 daily since my angioplasty',
    SKIN_MAN,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { not: ['glucose_lowering', 'blood_pressure'] }),
  ),
  onMeds(2510, 'glp1_agonist', 'multi', 'stopped Ozempic in March, switched to Mounjaro 5', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(
    2511,
    'lithium',
    'multi',
    'stopped sertraline (made me sleepy), now only lithium 600',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { not: ['ssri_snri'], source: SERTRALINE }),
  ),
  onMeds(
    2512,
    'statin',
    'multi',
    'heart bypass in 2015, all fine, only on Lipitor 20 now',
    BASE_MAN_56,
    { expect: ['statin'], not: ['bariatric_surgery', 'surgery'], source: joined(ATORVASTATIN, ODS_WYNTK) },
  ),
];

/**
 * Healthy people: denied lists, relatives', jobs, pets, finished courses, past operations,
 * medicines only talked about. A correct reader reads none of the classes named.
 */
export const SIXTEENTH_NEGATIVE_PERSONAS = [
  onHealth(
    2513,
    'glucose_lowering',
    'negation',
    "I don't have diabetes, high BP or thyroid problems",
    {},
    denied(['glucose_lowering', 'blood_pressure', 'levothyroxine', 'antithyroid'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP, NIDDK_HYPOTHYROIDISM)),
  ),
  onMeds(2514, 'anticoagulant', 'negation', 'no warfarin, Eliquis or Xarelto, none of those', SKIN_WOMAN, denied(['anticoagulant'], joined(WARFARIN, ELIQUIS, XARELTO))),
  onMeds(2515, 'glp1_agonist', 'negation', 'never took Ozempic, Mounjaro or Saxenda', WEIGHT_WOMAN, denied(['glp1_agonist'], joined(OZEMPIC, MOUNJARO, SAXENDA))),
  onMeds(
    2516,
    'lithium',
    'negation',
    'not on lithium, Depakote or any psychiatric medicine',
    ENERGY_WOMAN,
    denied(['lithium', 'antiepileptic', 'ssri_snri', 'antipsychotic'], joined(LITHIUM, VALPROATE)),
  ),
  onHealth(2517, 'integrase_inhibitor', 'negation', 'No HIV, no TB, no hepatitis', IMMUNITY_MAN, denied(['integrase_inhibitor', 'tb_treatment', 'liver_disease'], joined(BIKTARVY, RIFAMPIN))),
  onHealth(2518, 'kidney_stones', 'negation', 'no kidney stones, no gout, no kidney disease', AGING_WOMAN_46, denied(['kidney_stones', 'kidney_disease'], NIDDK_KIDNEY_STONES_OVERVIEW)),
  onHealth(2519, 'glucose_lowering', 'arabic', 'ما عندي سكري ولا ضغط ولا غدة', {}, denied(['glucose_lowering', 'blood_pressure', 'levothyroxine', 'antithyroid'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP))),
  onHealth(2520, 'glucose_lowering', 'transliteration', 'mujhe na sugar hai, na BP, na thyroid', {}, denied(['glucose_lowering', 'blood_pressure', 'levothyroxine'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP))),
  onHealth(2521, 'blood_pressure', 'transliteration', 'wala akong diabetes o high blood', BASE_MAN, denied(['glucose_lowering', 'blood_pressure'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP))),
  onMeds(2522, 'anticoagulant', 'negation', "I collect my mum's warfarin from the pharmacy every month; I take nothing", SKIN_AGING_MAN_46, denied(['anticoagulant'], WARFARIN)),
  onMeds(2523, 'glp1_agonist', 'negation', "my husband is on Mounjaro, I'm not", WEIGHT_WOMAN, denied(['glp1_agonist'], MOUNJARO)),
  onMeds(
    2524,
    'antiplatelet',
    'negation',
    "dad's Plavix and mum's Eliquis are in the kitchen cupboard; I only take vitamin D",
    SKIN_WOMAN,
    denied(['antiplatelet', 'anticoagulant'], joined(PLAVIX, ELIQUIS)),
  ),
  onMeds(2525, 'adhd_medicine', 'negation', 'my daughter takes Ritalin for ADHD, I take nothing', FOCUS_WOMAN, denied(['adhd_medicine'], RITALIN)),
  onHealth(2526, 'integrase_inhibitor', 'negation', 'my brother is on Biktarvy and I go to his appointments with him; I am HIV negative', IMMUNITY_MAN, denied(['integrase_inhibitor'], BIKTARVY)),
  onMeds(2527, 'levothyroxine', 'transliteration', 'ammi ki thyroid ki goli Thyronorm hai, meri koi dawai nahi', AGING_WOMAN_46, denied(['levothyroxine'], LEVOTHYROXINE)),
  onMeds(2528, 'anticoagulant', 'arabic', 'الوالد ياخذ إليكويس، أنا ما آخذ أي دواء', SKIN_WOMAN, denied(['anticoagulant'], ELIQUIS)),
  onMeds(2529, 'antiplatelet', 'transliteration', 'si lola ang may Plavix, ako wala', SKIN_WOMAN, denied(['antiplatelet'], PLAVIX)),
  onHealth(
    2530,
    'glucose_lowering',
    'negation',
    'ward nurse: I give insulin and heparin injections every shift, no medicines for me',
    {},
    denied(['glucose_lowering', 'anticoagulant'], joined(INSULIN, HEPARIN)),
  ),
  onHealth(
    2531,
    'integrase_inhibitor',
    'negation',
    'pharmacy technician at an HIV clinic, I pack Triumeq and Biktarvy every day; I am healthy',
    IMMUNITY_WOMAN,
    denied(['integrase_inhibitor'], joined(TRIUMEQ, BIKTARVY)),
  ),
  onHealth(
    2532,
    'tb_treatment',
    'negation',
    'I work at the TB clinic giving patients their rifampicin (DOTS); my own TB test is negative',
    FOCUS_WOMAN,
    denied(['tb_treatment'], RIFAMPIN),
  ),
  onMeds(2533, 'antiepileptic', 'negation', 'our dog takes Keppra for fits; I am healthy', SLEEP_STRESS_MAN, denied(['antiepileptic'], LEVETIRACETAM)),
  onMeds(2534, 'glucose_lowering', 'negation', "my cat gets insulin twice a day, I'm not diabetic", {}, denied(['glucose_lowering'], INSULIN)),
  onHealth(2535, 'tb_treatment', 'negation', 'TB treated in 2016 in Manila, cured, no medicines since', FOCUS_WOMAN, denied(['tb_treatment'], RIFAMPIN)),
  onHealth(2536, 'surgery', 'negation', 'C-sections in 2019 and 2022, no operations planned', {}, denied(['surgery', 'pregnancy_breastfeeding'], ODS_WYNTK)),
  onHealth(2537, 'surgery', 'negation', 'appendix out when I was 12, gallbladder out in 2018', {}, denied(['surgery', 'liver_disease'], joined(ODS_WYNTK, NIDDK_GALLSTONES))),
  onMeds(2538, 'glp1_agonist', 'negation', 'thinking about asking for Mounjaro but have not seen a doctor yet', WEIGHT_WOMAN, denied(['glp1_agonist'], MOUNJARO)),
  onMeds(2539, 'prescription_omega3', 'negation', 'ordinary fish oil capsules from the supermarket, not prescription', {}, denied(['prescription_omega3'], joined(VASCEPA, OMEGA_3))),
  onMeds(2540, 'calcium_antacid', 'negation', 'Tums? no. Rennie? no. I never take antacids', {}, denied(['calcium_antacid'], joined(TUMS, CALCIUM_CARBONATE_ANTACID))),
  onMeds(
    2541,
    'anticoagulant',
    'negation',
    'Clexane shots in both pregnancies, stopped after each delivery; my youngest is 2 now',
    SKIN_WOMAN,
    denied(['anticoagulant', 'pregnancy_breastfeeding'], LOVENOX),
  ),
  onMeds(2542, 'anticoagulant', 'negation', 'was on warfarin for 6 months in 2017 after a DVT, nothing since', SKIN_AGING_MAN_46, denied(['anticoagulant'], WARFARIN)),
  onMeds(2543, 'glp1_agonist', 'negation', 'did Saxenda for 3 months last year, stopped because of the cost', WEIGHT_MAN, denied(['glp1_agonist'], SAXENDA)),
  onHealth(2544, 'pregnancy_breastfeeding', 'negation', 'delivered in 2021, not breastfeeding any more', {}, denied(['pregnancy_breastfeeding'], FOLATE)),
  onHealth(2545, 'pregnancy_breastfeeding', 'arabic', 'لست حاملاً ولا مرضعة', {}, denied(['pregnancy_breastfeeding'], FOLATE)),
  onHealth(2546, 'pregnancy_breastfeeding', 'transliteration', 'umeed se nahi hoon, bas thakan rehti hai', {}, denied(['pregnancy_breastfeeding'], FOLATE)),
  onHealth(2547, 'pregnancy_breastfeeding', 'transliteration', 'para sa akin ito, ang asawa ko ang buntis', BASE_MAN, denied(['pregnancy_breastfeeding'], FOLATE)),
  onHealth(2548, 'pregnancy_breastfeeding', 'negation', 'miscarriage in June, not pregnant now and not breastfeeding', {}, denied(['pregnancy_breastfeeding'], FOLATE)),
  onMeds(2549, 'retinoid', 'negation', 'Roaccutane course finished in January, skin clear, nothing now', ROACCUTANE_MAN_30, denied(['retinoid'], ISOTRETINOIN)),
  onHealth(
    2550,
    'iron_chelator',
    'negation',
    'thalassemia minor (carrier) only, never needed transfusions or Exjade',
    ENERGY_WOMAN,
    denied(['iron_chelator', 'iron_overload'], joined(EXJADE, NIDDK_HEMOCHROMATOSIS)),
  ),
  onHealth(2551, 'adhd_medicine', 'negation', 'I coach adults with ADHD, many of them are on Concerta; I take nothing', FOCUS_MAN, denied(['adhd_medicine'], CONCERTA)),
  onMeds(2552, 'quinolone_tetracycline', 'negation', 'our parrot is on doxycycline for a chest infection; I take no medicines', IMMUNITY_WOMAN, denied(['quinolone_tetracycline'], DOXYCYCLINE)),
  onMeds(
    2553,
    'glp1_agonist',
    'negation',
    'the doctor said Ozempic might be needed if my sugar goes up; not prescribed',
    WEIGHT_MAN,
    denied(['glp1_agonist', 'glucose_lowering'], OZEMPIC),
  ),
  onHealth(2554, 'lithium', 'negation', "psychiatric nurse, I check patients' lithium levels; no medicines myself", ENERGY_WOMAN, denied(['lithium'], LITHIUM)),
  onMeds(2555, 'bisphosphonate', 'negation', 'stopped Fosamax in 2021 after 5 years (drug holiday), nothing since', AGING_WOMAN_56, denied(['bisphosphonate'], ALENDRONATE)),
  onHealth(2556, 'tb_treatment', 'arabic', 'تحليل السل سلبي في فحص الإقامة', FOCUS_MAN, denied(['tb_treatment'], ISONIAZID)),
  onMeds(2557, 'anticoagulant', 'transliteration', 'amar abba warfarin khan, ami kono oshudh khai na', SKIN_AGING_MAN_46, denied(['anticoagulant'], WARFARIN)),
  onHealth(2558, 'integrase_inhibitor', 'negation', 'HIV test negative at the visa medical', IMMUNITY_MAN, denied(['integrase_inhibitor'], BIKTARVY)),
  onMeds(
    2559,
    'statin',
    'negation',
    'Lipitor stopped by the cardiologist last year because of muscle pain, nothing since',
    BASE_MAN_56,
    denied(['statin'], ATORVASTATIN),
  ),
  onHealth(2560, 'surgery', 'negation', 'had LASIK in 2020, no surgery coming up', {}, denied(['surgery'], ODS_WYNTK)),
];
