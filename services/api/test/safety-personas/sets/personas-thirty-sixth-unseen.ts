import type { CurrentSupplement, Diet, HealthConcern, InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation, type PersonaStyle, type SafetyPersona } from '../persona';
import { FDA_SWELLING_GUMS, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, onHealth, onMeds, plus, pregnant, spacing, warfarinLike } from '../expectations';
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
  ENERGY_WOMAN_30,
  ENERGY_IMMUNITY_WOMAN_30,
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  WEIGHT_MAN,
  AGING_WOMAN_46,
  AGING_WOMAN_56,
  ROACCUTANE_MAN,
  ROACCUTANE_WOMAN,
  ROACCUTANE_MAN_30,
  ASH_SICKLE_IRON,
  CALCIUM,
  IRON,
  MAGNESIUM,
  NCCIH_ASHWAGANDHA,
  RHODIOLA_MANIA,
  VITAMIN_C,
  VITAMIN_E,
  WEIGHT_LOSS,
  ZINC,
} from '../persona-answers';
import {
  EMC,
  ASPIRIN_81,
  DESFERAL,
  ELIQUIS,
  ESCITALOPRAM,
  EXJADE,
  GLICLAZIDE,
  GLIMEPIRIDE,
  GOSERELIN,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JANUMET,
  LEVOTHYROXINE,
  LITHIUM,
  METFORMIN,
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
  PRADAXA,
  RAMIPRIL,
  RIFAMPIN,
  RITALIN,
  TIVICAY,
  WARFARIN,
  XARELTO,
} from '../labels';

/**
 * Thirty-sixth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 4741–4840.
 *
 * Theme: SOUTH ASIAN RESIDENTS IN THEIR OWN WORDS AND WITH THE MEDICINES OF HOME. Every persona is
 * in the dangerous direction: a current medicine, condition or life stage that must change the plan
 * (what each class rules out or spaces follows expectations.ts; each persona cites its own
 * references). Two halves:
 * - (a) 4741–4798: medicines bought in India, Pakistan, Bangladesh, Sri Lanka and Nepal, by their
 *   local brand names and combination packs, as people bring them back or get them sent (Glycomet
 *   GP, Gluconorm SR, Istamet, Zoryl, Amaryl M, Jalra-M, Huminsulin, Telma-H, Telma AM, Amlokind,
 *   Stamlo, Cilacar, Losar-H, Cardace, Met XL, Olmezest, Ecosprin AV, Deplatt-A, Loprin, Pletoz,
 *   Acitrom, Warf, Apigat, Thyronorm, Eltroxin, Thyrox, Neo-Mercazole, Nexito, Alprax, Licab,
 *   Lithosun, Valprol, Encorate, Levipil, Eptoin, Tegrital, Addwize, Ritalin, Tretiva, Acnetrex,
 *   Sotret, Forecox, Akurit-4, R-Cinex, the DOTS centre's kit, TLD, Tenvir-EM, Desirox, Kelfer,
 *   Rybelsus, Ozempic, an Indian generic semaglutide, Pangraf, Mycept, Folitrax, HCQS, Calutide,
 *   Lupride), with the dosing shorthand of home ('OD/BD', '1-0-1', 'khane ke baad', 'HS');
 * - (b) 4799–4840: conditions and life stages in Hinglish, Roman Urdu (and Urdu script),
 *   Malayalam-English, Tamil-English (and Tamil script), Bengali-English (and Bengali script),
 *   Sinhala-English (and Sinhala script) and Nepali-English (and Devanagari): kidneys on dialysis,
 *   insulin, the BP tablet, recurring stones, fat in the liver, the blood-thinning tablet, an
 *   operation ahead, pregnancy months, breastfeeding, thalassaemia with monthly transfusions, TB
 *   treatment.
 * Mostly the medicines (question 8) and health (question 9) boxes; four are typed in the
 * supplements, goals, diet and health-concerns boxes. The English meaning of each non-English
 * input is in a comment beside it. Presets vary (age, sex, goals, diet, what is ticked) so that the
 * ruled-out product is in the plan without the typed text.
 */

/** Labels and references only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
const TELMISARTAN_HCTZ = dailymed('micardis+hct');
const TELMISARTAN_AMLODIPINE = dailymed('twynsta');
const AMLODIPINE = dailymed('amlodipine');
const LOSARTAN_HCTZ = dailymed('hyzaar');
const METOPROLOL = dailymed('toprol-xl');
const OLMESARTAN = dailymed('benicar');
const ATORVASTATIN = dailymed('lipitor');
const ROSUVASTATIN = dailymed('crestor');
const CILOSTAZOL = dailymed('cilostazol');
/** Acitrom (acenocoumarol), a coumarin vitamin K antagonist like warfarin: the UK SmPC of Sinthrome. */
const ACENOCOUMAROL = EMC('sinthrome');
const PIOGLITAZONE = dailymed('actos');
/** Vildagliptin with metformin (Jalra-M in India, Galvus Met elsewhere): the EU product information of Eucreas. */
const EUCREAS = 'https://www.ema.europa.eu/en/medicines/human/EPAR/eucreas';
const HUMULIN_70_30 = dailymed('humulin+70%2F30');
const CARBIMAZOLE = EMC('carbimazole');
const ALPRAZOLAM = dailymed('xanax');
/** Valprol CR, Encorate Chrono (sodium valproate): the UK SmPC. */
const VALPROATE = EMC('sodium+valproate');
const LEVETIRACETAM = dailymed('keppra');
const PHENYTOIN = dailymed('dilantin');
const CARBAMAZEPINE = dailymed('tegretol');
const PYRAZINAMIDE = dailymed('pyrazinamide');
const ETHAMBUTOL = dailymed('ethambutol');
/** Tenvir-EM (tenofovir disoproxil with emtricitabine). */
const TRUVADA = dailymed('truvada');
const FERRIPROX = dailymed('ferriprox');
const RYBELSUS = dailymed('rybelsus');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const METHOTREXATE = dailymed('methotrexate');
const HYDROXYCHLOROQUINE = dailymed('plaquenil');
const BICALUTAMIDE = dailymed('casodex');
const LEUPROLIDE = dailymed('lupron+depot');
const NCI_PROSTATE = 'https://www.cancer.gov/types/prostate';
const TENOFOVIR = dailymed('viread');
const HYDROXYUREA = dailymed('droxia');
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_HEP_C = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-c';

// Presets of this set (each checked to plan the ruled-out product without the typed text).
/** Ashwagandha, CoQ10, magnesium. */
const BASE_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55' };
/** Ashwagandha, calcium + D, CoQ10. */
const BASE_WOMAN_56: Partial<QuizAnswers> = { age: '56+' };
/** Ashwagandha, rhodiola. */
const BASE_WOMAN_30: Partial<QuizAnswers> = { age: '26-35' };
/** Ashwagandha, magnesium, calcium + D. */
const SLEEP_STRESS_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['sleep', 'stress'] };
const SLEEP_STRESS_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['sleep', 'stress'] };
/** Ashwagandha, magnesium, rhodiola. */
const STRESS_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['stress'] };
/** Vitamin E. */
const SKIN_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['skin'] };
const SKIN_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['skin'] };
/** CoQ10 (no vitamin E). */
const SKIN_AGING_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['skin', 'aging'] };
/** Rhodiola, green tea extract. */
const FOCUS_MAN_18: Partial<QuizAnswers> = { gender: 'male', age: '18-25', goals: ['focus'] };
const FOCUS_ENERGY_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['focus', 'energy'] };
/** Glucomannan, green tea extract. */
const WEIGHT_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['weight_loss'] };
const WEIGHT_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['weight_loss'] };
/** Iron, rhodiola. */
const ENERGY_WOMAN_18: Partial<QuizAnswers> = { age: '18-25', goals: ['energy'] };
const ENERGY_VEG_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['energy'], diet: 'vegetarian' };
/** Zinc. */
const IMMUNITY_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['immunity'] };
/** Calcium + D, zinc. */
const IMMUNITY_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['immunity'] };

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
/** Levothyroxine: ashwagandha left out (thyroid medicine) and calcium hours apart. */
const thyroxine = (): PersonaExpectation => plus(noAshwagandha(LEVOTHYROXINE, 'levothyroxine'), spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM));
/** A metformin combination (or metformin beside another diabetes medicine). */
const withMetformin = (label: string, extra?: string): PersonaExpectation =>
  noAshwagandha(label, 'glucose_lowering', { expect: ['metformin'], source: joined(METFORMIN, extra) });

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

/** (a) Diabetes, blood pressure and the heart: the brands of home. */
export const THIRTY_SIXTH_DIABETES_PRESSURE_HEART_PERSONAS = [
  // Glycomet GP 2 (USV): glimepiride 2 mg with metformin 500 mg.
  onMeds(
    4741,
    'glucose_lowering',
    'brand',
    'Glycomet GP 2 — one before breakfast and one before dinner. I bring six strips back from Chennai every trip.',
    {},
    withMetformin(GLIMEPIRIDE),
  ),
  // Gluconorm SR (Lupin): metformin SR; Zoryl (Intas): glimepiride.
  // "0-0-1 after the evening meal at night; Zoryl 2 in the morning before breakfast."
  onMeds(4742, 'glucose_lowering', 'dose', 'Gluconorm-SR 1000: 0-0-1 raat ke khane ke baad. Zoryl 2: subah nashte se pehle.', BASE_MAN_46, withMetformin(GLIMEPIRIDE)),
  // Istamet (Sun Pharma): sitagliptin with metformin. Roman Urdu: "I take Istamet 50/500 twice a day; my brother sends it from Lahore every three months."
  onMeds(4743, 'glucose_lowering', 'transliteration', 'Istamet 50/500 din mein 2 dafa leta hoon, Lahore se bhai har teen mahine bhejta hai', BASE_MAN, withMetformin(JANUMET)),
  // Amaryl M (glimepiride with metformin), misspelt.
  onMeds(4744, 'glucose_lowering', 'typo', 'amaryl-m 2mg/500 one in mrng, amryl m 1 at nite (sugar 9 yrs)', SLEEP_STRESS_MAN, withMetformin(GLIMEPIRIDE)),
  // Urdu: "Glycomet 500 twice a day and eighteen units of insulin at night."
  onMeds(4745, 'glucose_lowering', 'multi', 'گلائکومیٹ ۵۰۰ دن میں دو بار، اور رات کو انسولین کے اٹھارہ یونٹ', {}, withMetformin(INSULIN)),
  // Jalra-M (USV): vildagliptin with metformin; Pioz (USV): pioglitazone.
  onMeds(4746, 'glucose_lowering', 'brand', 'Jalra-M 50/500 twice daily + Pioz 15 at bedtime (my cousin couriers them from Kochi)', BASE_WOMAN_56, withMetformin(EUCREAS, PIOGLITAZONE)),
  // Huminsulin 30/70 (Lilly India), premixed insulin. Banglish: "Huminsulin 30/70 twice — 20 units in the morning, 14 at night. Brought it from Dhaka."
  onMeds(
    4747,
    'glucose_lowering',
    'transliteration',
    'Huminsulin 30/70 dui bela nei — shokale 20 unit, raate 14 unit. Dhaka theke niye eshechi.',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(HUMULIN_70_30, 'glucose_lowering', { source: INSULIN }),
  ),
  // Sri Lanka's State Pharmaceuticals Corporation generics, as the pack reads.
  onMeds(
    4748,
    'glucose_lowering',
    'dose',
    'SPC Gliclazide 80mg 1 mane + SPC Metformin 850mg 1 nocte (sent from Kandy by my amma)',
    STRESS_MAN_30,
    withMetformin(GLICLAZIDE),
  ),
  // Telma-H (Glenmark): telmisartan with hydrochlorothiazide; Storvas (Sun): atorvastatin.
  onMeds(
    4749,
    'blood_pressure',
    'brand',
    'Telma-H 40/12.5 every morning, and Storvas 10 at night for cholesterol.',
    BASE_MAN_56,
    noAshwagandha(TELMISARTAN_HCTZ, 'blood_pressure', { expect: ['diuretic', 'statin'], source: ATORVASTATIN }),
  ),
  // Telma AM (telmisartan with amlodipine). Hinglish: "Telma AM 40/5 one in the morning; if I forget, the BP goes up to 150."
  onMeds(
    4750,
    'blood_pressure',
    'transliteration',
    'Telma AM 40/5 subah ek goli, bhool jaun to BP 150 tak chala jata hai',
    BASE_MAN_46,
    noAshwagandha(TELMISARTAN_AMLODIPINE, 'blood_pressure'),
  ),
  // Amlokind (Mankind): amlodipine.
  onMeds(4751, 'blood_pressure', 'brand', 'Amlokind 5 OD since 2021 (Mankind), mummy posts the strips from Lucknow', {}, noAshwagandha(AMLODIPINE, 'blood_pressure')),
  // Stamlo (Dr Reddy's): amlodipine; Cilacar (J.B. Chemicals): cilnidipine, a calcium-channel blocker.
  // Tanglish: "For BP one Stamlo 5 tablet in the morning, Cilacar 10 at night. It comes by courier from Chennai."
  onMeds(
    4752,
    'blood_pressure',
    'transliteration',
    'BP-kku Stamlo 5 kaalaila oru maathirai, Cilacar 10 night-la. Chennai-la irundhu courier-la varum.',
    SLEEP_STRESS_MAN,
    noAshwagandha(AMLODIPINE, 'blood_pressure'),
  ),
  // Losar-H (Unichem): losartan with hydrochlorothiazide.
  onMeds(4753, 'blood_pressure', 'dose', 'Tab LOSAR-H 50/12.5 — 1-0-0 — x 30 days, repeat', BASE_WOMAN_56, noAshwagandha(LOSARTAN_HCTZ, 'blood_pressure', { expect: ['diuretic'] })),
  // Cardace (Sanofi India): ramipril. Hinglish: "No diabetes, cholesterol is normal too — only Cardace 2.5 every morning, for BP."
  onMeds(
    4754,
    'blood_pressure',
    'negation',
    'Sugar nahi hai, cholesterol bhi theek hai — bas Cardace 2.5 roz subah, BP ke liye',
    BASE_MAN,
    noAshwagandha(RAMIPRIL, 'blood_pressure', { not: ['glucose_lowering'] }),
  ),
  // Met XL (metoprolol succinate) and Olmezest (olmesartan), typed in a hurry.
  onMeds(4755, 'blood_pressure', 'typo', 'met xl 25 + olmezest 20 both mornin, for bp n the fast heartbeat', SLEEP_STRESS_MAN_56, noAshwagandha(METOPROLOL, 'blood_pressure', { source: OLMESARTAN })),
  // Ecosprin AV (USV): aspirin 75 with atorvastatin 10.
  onMeds(
    4756,
    'antiplatelet',
    'brand',
    'Ecosprin AV 75/10 after dinner, daily since the angiography in Kolkata',
    SKIN_MAN,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { expect: ['statin'], source: ATORVASTATIN }),
  ),
  // Deplatt-A (Torrent): clopidogrel 75 with aspirin 75; Rosuvas (Sun): rosuvastatin.
  onMeds(
    4757,
    'antiplatelet',
    'dose',
    'Deplatt-A 75 — 0-1-0 after lunch\nRosuvas 20 — 0-0-1',
    SKIN_AGING_MAN_46,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['statin'], source: joined(ASPIRIN_81, ROSUVASTATIN) }),
  ),
  // Loprin (Pakistan): aspirin 75. Roman Urdu: "The heart stent was put in at Karachi in 2022; since then Plavix and Loprin 75 every day."
  onMeds(
    4758,
    'antiplatelet',
    'transliteration',
    'Dil ka stent 2022 mein Karachi mein pada tha, tab se Plavix aur Loprin 75 rozana',
    SKIN_MAN_30,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  // Bengali: "Since the stroke I take Ecosprin 75 and clopidogrel 75 every day."
  onMeds(4759, 'antiplatelet', 'multi', 'স্ট্রোকের পর থেকে রোজ ইকোস্প্রিন ৭৫ আর ক্লোপিডোগ্রেল ৭৫ খাই', SKIN_AGING_WOMAN_46, noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 })),
  // Pletoz (Cipla): cilostazol, for claudication.
  onMeds(
    4760,
    'antiplatelet',
    'brand',
    'Pletoz 100 twice daily for the calf pain when I walk (PAD), plus Ecosprin 75',
    SKIN_MAN,
    noVitaminE(CILOSTAZOL, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  // Acitrom (Abbott India): acenocoumarol.
  onMeds(
    4761,
    'anticoagulant',
    'brand',
    'Acitrom 3 mg and 2 mg on alternate days, INR target 2.5–3.5 — mitral valve replaced at CMC Vellore',
    SKIN_AGING_WOMAN_46,
    noVitaminE(ACENOCOUMAROL, 'anticoagulant'),
  ),
  // Warf (Cipla): warfarin.
  onMeds(4762, 'anticoagulant', 'dose', 'Warf 5 (Cipla) — 30 mg a week as the anticoag clinic card says, INR 2.4', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
];

/** (a) The thyroid, the mind, the nerves and the skin: the brands of home. */
export const THIRTY_SIXTH_THYROID_MIND_NERVES_SKIN_PERSONAS = [
  // Thyronorm (Abbott): levothyroxine. Hinglish: "on an empty stomach at 6 in the morning, tea an hour later."
  onMeds(4763, 'levothyroxine', 'dose', 'Thyronorm 75 mcg — khaali pet subah 6 baje, chai ek ghante baad', BASE_WOMAN_56, thyroxine()),
  onMeds(4764, 'levothyroxine', 'brand', 'Eltroxin 100 every morning (the Pakistan pack, GSK) since the thyroid was taken out in 2016', SLEEP_STRESS_WOMAN_46, thyroxine()),
  // Thyrox (Macleods): levothyroxine. Tanglish: "For the thyroid I take Thyrox 50 on an empty stomach in the morning, since 2015."
  onMeds(
    4765,
    'levothyroxine',
    'transliteration',
    'Thyroid-kku Thyrox 50 kaalaila verum vayitrula podaren, 2015-la irundhu',
    AGING_WOMAN_46,
    spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM),
  ),
  // Neo-Mercazole: carbimazole.
  onMeds(4766, 'antithyroid', 'brand', 'Neo-Mercazole 5mg TDS for overactive thyroid, TFT every 6 weeks at Aga Khan', {}, noAshwagandha(CARBIMAZOLE, 'antithyroid')),
  // Banglish: "The thyroid works too much, so I take carbimazole 5 three times a day."
  onMeds(
    4767,
    'antithyroid',
    'transliteration',
    'Thyroid beshi kaaj kore, tai Carbimazole 5 dine tinbar khai',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(CARBIMAZOLE, 'antithyroid'),
  ),
  // Nexito (Sun): escitalopram; Alprax (Torrent): alprazolam. Hinglish: "Alprax 0.25 when the panic comes, Nexito 10 at night."
  onMeds(
    4768,
    'sedative',
    'brand',
    'Alprax 0.25 jab ghabrahat ho, aur Nexito 10 raat ko',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(ALPRAZOLAM, 'sedative', { expect: ['ssri_snri'], source: ESCITALOPRAM }),
  ),
  // Licab (Torrent): lithium carbonate.
  onMeds(4769, 'lithium', 'brand', 'Licab 450 — one at night, serum lithium 0.7 last month', ENERGY_WOMAN_18, noRhodiola(LITHIUM, 'lithium')),
  // Lithosun SR (Sun): lithium. Manglish: "I take Lithosun SR 400 at night; I have bipolar; a blood test every 3 months."
  onMeds(
    4770,
    'lithium',
    'transliteration',
    'Lithosun SR 400 raathri kazhikkunnu, bipolar aanu, moonnu maasam koodumbol blood test',
    FOCUS_ENERGY_MAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['bipolar_disorder'] }),
  ),
  // Valprol CR (Intas): sodium valproate, here as a mood stabiliser.
  onMeds(
    4771,
    'bipolar_disorder',
    'brand',
    'Valprol CR 500 BD — mood stabiliser for bipolar, since 2019',
    {},
    plus(noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder'), noAshwagandha(VALPROATE, 'antiepileptic')),
  ),
  // Encorate Chrono (Sun): sodium valproate. Hinglish: "I have had fits since childhood; now I take Encorate Chrono 300 morning and evening, no fit for 3 years."
  onMeds(
    4772,
    'antiepileptic',
    'transliteration',
    'Bachpan se mirgi ke daure the, ab Encorate Chrono 300 subah-shaam, 3 saal se koi daura nahi aaya',
    SLEEP_STRESS_MAN,
    noAshwagandha(VALPROATE, 'antiepileptic'),
  ),
  // Levipil (Sun): levetiracetam.
  onMeds(4773, 'antiepileptic', 'brand', 'Levipil 750 BD — fit after a head injury in Pokhara (2021), neuro says continue', BASE_MAN, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  // Eptoin (Abbott India): phenytoin.
  onMeds(4774, 'antiepileptic', 'dose', 'Eptoin 100mg 1-1-1 (phenytoin level 14)', {}, noAshwagandha(PHENYTOIN, 'antiepileptic')),
  // Tegrital (Sun): carbamazepine, misspelt.
  onMeds(4775, 'antiepileptic', 'typo', 'tegritol 200 twice for the face nerve pain (trigeminal)', BASE_WOMAN_56, noAshwagandha(CARBAMAZEPINE, 'antiepileptic')),
  // Addwize (Sun): methylphenidate.
  onMeds(4776, 'adhd_medicine', 'brand', 'Addwize 10 on school days since class 8, starting uni in Sharjah now', FOCUS_MAN_18, noGreenTea(RITALIN, 'adhd_medicine')),
  // Hinglish: "Ritalin 10 in the morning and afternoon, for ADHD, on the Mumbai doctor's prescription."
  onMeds(
    4777,
    'adhd_medicine',
    'transliteration',
    'Ritalin 10 subah aur dopahar, ADHD ke liye, Mumbai wale doctor ka parcha hai',
    FOCUS_WOMAN,
    noGreenTea(RITALIN, 'adhd_medicine'),
  ),
  // Tretiva (Intas): isotretinoin.
  onMeds(4778, 'retinoid', 'brand', 'Tretiva 20 alternate days, dermat in Hyderabad, 4th month', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  // Acnetrex: isotretinoin. Banglish: "For the pimples I'm taking Acnetrex 10 every day; it's been 2 months."
  onMeds(4779, 'retinoid', 'transliteration', 'Bron er jonno Acnetrex 10 protidin khacchi, 2 mash holo', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  // Sotret (Sun): isotretinoin.
  onMeds(4780, 'retinoid', 'dose', 'Sotret 20mg 0-1-0 with lunch (something oily), 5 months course', ROACCUTANE_MAN_30, noMultivitamin(ISOTRETINOIN)),
];

/** (a) Blood thinners, TB, HIV, iron, GLP-1 medicines, transplants, rheumatology and cancer: the brands of home. */
export const THIRTY_SIXTH_BLOOD_TB_HIV_GLP1_PERSONAS = [
  // Nepali-English: "Because of the AF the doctor gave me warfarin, 5 mg one day and 2.5 mg the next; I check the INR in Kathmandu."
  onMeds(
    4781,
    'anticoagulant',
    'transliteration',
    'AF bhayeko le doctor le Warfarin diyeko chha, ek din 5 mg arko din 2.5 mg; INR Kathmandu ma herchhu',
    SKIN_AGING_MAN_56,
    warfarinLike(WARFARIN),
  ),
  // Apigat: apixaban.
  onMeds(4782, 'anticoagulant', 'brand', 'Apigat 5 BD (apixaban) — AF since 2020, the cardiologist in Trivandrum', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(
    4783,
    'anticoagulant',
    'typo',
    'xarelto 15 bd x 3 wk then 20 od — DVT after the Delhi flight, hemtologist said 6 mnths',
    SKIN_MAN_30,
    noVitaminE(XARELTO, 'anticoagulant'),
  ),
  // Sinhala-English: "I take Pradaxa 110 twice a day; because of the stroke the doctor said not to stop it."
  onMeds(
    4784,
    'anticoagulant',
    'transliteration',
    'Pradaxa 110 dawasata deparak bonawa, stroke eka nisa nawaththanna epa kiyala doctor kiwwa',
    SKIN_AGING_WOMAN_46,
    noVitaminE(PRADAXA, 'anticoagulant'),
  ),
  // Forecox (Macleods): rifampicin, isoniazid, pyrazinamide and ethambutol.
  onMeds(
    4785,
    'tb_treatment',
    'brand',
    'Forecox — 3 tablets (I weigh 48 kg) for TB of the neck glands, started in Nagpur 6 weeks back',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: joined(ISONIAZID, PYRAZINAMIDE, ETHAMBUTOL) }),
  ),
  // Roman Urdu: "From the government DOTS centre I get 4 TB tablets every day (the rifampicin kit); my urine turns orange."
  onMeds(
    4786,
    'tb_treatment',
    'transliteration',
    'Sarkari DOTS centre se TB ki 4 goliyan roz milti hain (rifampicin wali kit), peshab narangi ho jata hai',
    WEIGHT_WOMAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  // Akurit-4 (Lupin): the four-drug TB combination.
  onMeds(
    4787,
    'tb_treatment',
    'dose',
    'Akurit-4 x 3 tabs OD (wt 52 kg), started 12 Feb; pyridoxine 10 mg with it',
    FOCUS_WOMAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: joined(ISONIAZID, PYRAZINAMIDE, ETHAMBUTOL) }),
  ),
  // R-Cinex (Lupin): rifampicin with isoniazid.
  onMeds(
    4788,
    'tb_treatment',
    'brand',
    'R-Cinex 600 once daily before breakfast, continuation phase, 4 more months to go',
    WEIGHT_MAN_46,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  // TLD: tenofovir, lamivudine and dolutegravir. Hinglish: "TLD one tablet at night, from the ART centre in Pune, for 5 years."
  onMeds(
    4789,
    'integrase_inhibitor',
    'transliteration',
    'TLD ki ek goli raat ko, ART centre Pune se milti hai, 5 saal se',
    SLEEP_STRESS_MAN,
    spacing(TIVICAY, 'integrase_inhibitor', MAGNESIUM),
  ),
  // Tenvir-EM (Cipla): tenofovir with emtricitabine, beside dolutegravir.
  onMeds(
    4790,
    'integrase_inhibitor',
    'brand',
    'Tenvir-EM + Dolutegravir 50 (Hetero), both once a day at 9 pm',
    IMMUNITY_MAN_30,
    plus(spacing(TIVICAY, 'integrase_inhibitor', ZINC), { source: TRUVADA }),
  ),
  // Desirox (Cipla): deferasirox; typed in the supplements box beside the folic acid ticked.
  inSupplements(
    4791,
    'iron_chelator',
    'brand',
    'Folvite 5 mg daily, and my Desirox 500 x 3 tabs (thal major, transfusion every 21 days)',
    ['folate'],
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(EXJADE),
  ),
  // Kelfer (Cipla): deferiprone. Hinglish: "3 Kelfer tablets a day (morning, afternoon, night) — thal major, transfusion every 21 days, ferritin 2,400."
  onMeds(
    4792,
    'iron_chelator',
    'transliteration',
    'Kelfer ki 3 goliyan roz (subah, dopahar, raat) — thal major, 21 din pe transfusion, ferritin 2,400',
    ENERGY_IMMUNITY_WOMAN_30,
    plus(chelator(FERRIPROX), spacing(FERRIPROX, 'iron_chelator', ZINC)),
  ),
  onMeds(4793, 'glp1_agonist', 'brand', 'Rybelsus (the Indian pack) — the doc in Ahmedabad went from 3 to 7 for my weight and sugar', WEIGHT_WOMAN, glp1(RYBELSUS)),
  // Typed in the goals box. Hinglish: "I have to lose 10 kilos — I inject Ozempic 0.5 every Friday, ordered from Bombay."
  inGoals(
    4794,
    'glp1_agonist',
    'transliteration',
    'Wazan 10 kilo kam karna hai — Ozempic 0.5 har Jumme ko lagata hoon, Bombay se mangwaya',
    WEIGHT_MAN_46,
    glp1(OZEMPIC),
  ),
  onMeds(4795, 'glp1_agonist', 'english', 'semaglutide tablets, the new cheaper Indian generic — 3 mg for a month, now 7 mg', WEIGHT_WOMAN_30, glp1(RYBELSUS)),
  // Pangraf (Panacea): tacrolimus; Mycept: mycophenolate mofetil; Wysolone: prednisolone.
  onMeds(
    4796,
    'immunosuppressant',
    'brand',
    'Donor was my wife (AIIMS, 2020). Pangraf 1.5 morning & evening, the mycophenolate, and a small Wysolone daily',
    BASE_MAN,
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  // Folitrax (Ipca): methotrexate; HCQS (Ipca): hydroxychloroquine; Folvite: folic acid.
  onMeds(
    4797,
    'autoimmune_disease',
    'brand',
    'Folitrax 15 every Sunday + HCQS 200 daily for RA since 2018; Folvite on Monday',
    {},
    noAshwagandha(METHOTREXATE, 'autoimmune_disease', { expect: ['methotrexate'], source: HYDROXYCHLOROQUINE }),
  ),
  // Calutide: bicalutamide; Lupride depot (Sun): leuprolide.
  onMeds(
    4798,
    'hormone_sensitive_cancer',
    'brand',
    'Calutide 50 daily and a Lupride depot injection every 3 months (prostate ca, Tata Memorial)',
    BASE_MAN_56,
    noAshwagandha(BICALUTAMIDE, 'hormone_sensitive_cancer', { source: joined(LEUPROLIDE, NCI_PROSTATE) }),
  ),
];

/** (b) Conditions in Hinglish and Roman Urdu (and Urdu script, Devanagari). */
export const THIRTY_SIXTH_HINGLISH_URDU_PERSONAS = [
  // "I have the sugar disease; I have to take the insulin needle twice a day."
  onHealth(4799, 'glucose_lowering', 'transliteration', 'Mujhe sugar ki bimari hai, din mein do baar insulin ki sui lagani padti hai', BASE_MAN, noAshwagandha(INSULIN, 'glucose_lowering')),
  // "Neither kidney works; dialysis on Tuesday and Saturday."
  onHealth(4800, 'kidney_disease', 'transliteration', 'Dono gurde kaam nahi karte, Mangal aur Shanivaar ko dialysis hota hai', SLEEP_STRESS_MAN, hemodialysis()),
  // "Every morning the BP tablet the Lucknow doctor gave; I don't know its name."
  onMeds(4801, 'blood_pressure', 'vague', 'Roz subah BP wali goli jo Lucknow ke doctor ne di thi, naam pata nahi', BASE_MAN_46, noAshwagandha(NCCIH_ASHWAGANDHA, 'blood_pressure')),
  // Typed in the diet box (vegetarian picked): "Vegetarian; because of the stones the doctor told me to eat less spinach and tomato — the stone has come a third time."
  inDiet(
    4802,
    'kidney_stones',
    'transliteration',
    'vegetarian',
    'Shakahari hoon; pathri ki wajah se doctor ne palak aur tamatar kam karne ko kaha, teesri baar pathri hui hai',
    AGING_WOMAN_56,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  // "There's fat in the liver, it showed on the sonography; the doctor has made me stop sweets and maida."
  onHealth(
    4803,
    'liver_disease',
    'transliteration',
    'Liver mein charbi hai, sonography mein aaya, doctor ne meetha aur maida band karwa diya',
    WEIGHT_MAN_46,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  // "Because of the heart valve I take the tablet that keeps the blood thin; INR every month."
  onHealth(
    4804,
    'anticoagulant',
    'vague',
    'Dil ke valve ki wajah se khoon patla rakhne wali goli leti hoon, har mahine INR hota hai',
    SKIN_WOMAN,
    noVitaminE(WARFARIN, 'anticoagulant', { source: ACENOCOUMAROL }),
  ),
  // "The gallbladder operation is fixed for the 3rd."
  onHealth(4805, 'surgery', 'transliteration', 'Pitte ki thaili ka operation 3 tareekh ko fix hua hai', {}, noAshwagandha(ODS_WYNTK, 'surgery')),
  // "The sixth month has just started; I'm going to be a mother for the first time."
  onHealth(4806, 'pregnancy_breastfeeding', 'transliteration', 'Abhi chhatha mahina lag gaya hai, pehli baar maa banne wali hoon', BASE_WOMAN_30, pregnant()),
  // Roman Urdu: "My daughter is 2 months old; I give her only my own milk."
  onHealth(4807, 'pregnancy_breastfeeding', 'transliteration', 'Beti 2 mahine ki hai, usko sirf apna doodh deti hoon, upar ka kuch nahi', BASE_WOMAN_30, pregnant()),
  // "Not my son — I myself have thalassaemia major; every 20 days I have to have 2 bottles of blood put in."
  onHealth(
    4808,
    'iron_overload',
    'negation',
    'Bete ko nahi, mujhe khud thalassemia major hai — har 20 din pe 2 bottle khoon chadhwana padta hai',
    ENERGY_WOMAN_18,
    noIron(EXJADE, 'iron_overload'),
  ),
  // Typed in the health-concerns box (digestion ticked): "Treatment for abdominal TB is going on; the medicine takes my appetite away."
  inConcerns(
    4809,
    'tb_treatment',
    'transliteration',
    'Pet ki TB ka ilaaj chal raha hai, dawai se bhook nahi lagti',
    ['digestion'],
    FOCUS_WOMAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  // "Calcium in the blood is coming high (11.8); they said there's a parathyroid lump."
  onHealth(
    4810,
    'hypercalcaemia',
    'dose',
    'Khoon mein calcium zyada aa raha hai (11.8 mg/dL), parathyroid mein ganth batayi hai',
    AGING_WOMAN_46,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  // "I have had haemophilia B since childhood; when I get hurt I have to get factor IX."
  onHealth(
    4811,
    'bleeding_disorder',
    'transliteration',
    'Haemophilia B hai bachpan se, chot lagne par factor IX lagwana padta hai',
    SKIN_MAN_30,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  // Roman Urdu: "I have lupus (SLE): pain in the joints and a rash on the face; HCQ is going on."
  onHealth(
    4812,
    'autoimmune_disease',
    'transliteration',
    'Mujhe lupus (SLE) hai, jorron mein dard aur chehre pe daane, HCQ chal rahi hai',
    {},
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease', { source: HYDROXYCHLOROQUINE }),
  ),
  // Urdu: "Because of hepatitis C my liver has shrunk; the doctor said cirrhosis."
  onHealth(
    4813,
    'liver_disease',
    'multi',
    'ہیپاٹائٹس سی کی وجہ سے میرا جگر سکڑ گیا ہے، ڈاکٹر نے سروسس بتایا ہے',
    FOCUS_MAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_HEP_C }),
  ),
  // Hindi (Devanagari): "Next Tuesday I have the operation to replace my knee."
  onHealth(4814, 'surgery', 'multi', 'अगले मंगलवार को मेरा घुटना बदलने का ऑपरेशन है', BASE_MAN_56, noAshwagandha(ODS_WYNTK, 'surgery')),
  // "I have sickle cell disease (SS), not the trait — hydroxyurea 500 every day."
  onHealth(
    4815,
    'sickle_cell',
    'negation',
    'Mujhe sickle cell ki bimari hai (SS), sirf trait nahi — hydroxyurea 500 roz',
    ENERGY_WOMAN_30,
    plus(noIron(ASH_SICKLE_IRON, 'sickle_cell'), { source: HYDROXYUREA }),
  ),
];

/** (b) Conditions in Malayalam-English and Tamil-English (and Tamil script). */
export const THIRTY_SIXTH_SOUTH_INDIA_PERSONAS = [
  // Manglish: "Both kidneys have stopped working; I have dialysis three times a week."
  onHealth(4816, 'kidney_disease', 'transliteration', 'Kidney randum pani mudakki, aazhchayil moonnu pravashyam dialysis cheyyunnu', SLEEP_STRESS_MAN_56, hemodialysis()),
  // Manglish: "I am pregnant now, the fifth month."
  onHealth(4817, 'pregnancy_breastfeeding', 'transliteration', 'Njan ippo garbhiniyaanu, anchaam maasam', {}, pregnant()),
  // Manglish: "The baby is 4 months old; I'm giving breast milk."
  onHealth(4818, 'pregnancy_breastfeeding', 'transliteration', 'Kunjinu 4 maasam aayi, mulappal kodukkunnundu', BASE_WOMAN_30, pregnant()),
  // Manglish: "The scan showed fat in the liver; the doctor said I must stop alcohol."
  onHealth(
    4819,
    'liver_disease',
    'transliteration',
    'Karalil kozhuppu undennu scan-il kandu, doctor paranju madyam nirthanamennu',
    WEIGHT_MAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  // Manglish: "There's a hernia operation next week."
  onHealth(4820, 'surgery', 'transliteration', 'Adutha aazhcha hernia operation undu', BASE_MAN_46, noAshwagandha(ODS_WYNTK, 'surgery')),
  // Manglish: "I have bipolar disorder; my mood changes suddenly; I see a psychiatrist."
  onHealth(
    4821,
    'bipolar_disorder',
    'transliteration',
    'Enikku bipolar disorder aanu, mood pettennu maarum, psychiatriste kaanunnundu',
    ENERGY_WOMAN_18,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder'),
  ),
  // Tanglish: "I have sugar; I put the insulin needle in the morning and at night."
  onHealth(4822, 'glucose_lowering', 'transliteration', 'Sugar irukku, insulin oosi kaalaiyum raathiriyum podaren', BASE_MAN, noAshwagandha(INSULIN, 'glucose_lowering')),
  // Tanglish: "Stones keep coming in the kidney, a lot of pain; they removed one at urology last month."
  onHealth(
    4823,
    'kidney_stones',
    'transliteration',
    'Kidney-la kal adikkadi varudhu, romba vali, poana maasam urology-la eduthaanga',
    IMMUNITY_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  // Tanglish: "Next week the heart bypass operation, at Apollo."
  onHealth(4824, 'surgery', 'transliteration', 'Adutha vaaram heart bypass operation, Apollo-la', BASE_MAN_46, noAshwagandha(ODS_WYNTK, 'surgery')),
  // Tanglish: "I have jaundice (hepatitis B); the liver doctor gives Tenvir 300."
  onHealth(
    4825,
    'liver_disease',
    'transliteration',
    'Manjal kaamalai (Hepatitis B) irukku, liver doctor Tenvir 300 kudukkaraaru',
    FOCUS_WOMAN,
    noGreenTea(NIDDK_HEP_B, 'liver_disease', { source: TENOFOVIR }),
  ),
  // Tanglish: "I have rheumatoid arthritis, all the joints hurt, methotrexate every Saturday."
  onHealth(
    4826,
    'autoimmune_disease',
    'transliteration',
    'Enakku rheumatoid arthritis, moottu ellaam vali, ovvoru Saturday-um methotrexate',
    BASE_WOMAN_56,
    noAshwagandha(METHOTREXATE, 'autoimmune_disease', { expect: ['methotrexate'] }),
  ),
  // Tanglish: "Food gets stuck in the throat, swallowing is hard; I have to have an endoscopy."
  onHealth(
    4827,
    'swallowing_difficulty',
    'transliteration',
    'Saapadu thondaila maattikudhu, muzhunga kashtama irukku, endoscopy pannanum',
    WEIGHT_WOMAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  // Tamil: "My kidneys have failed; I have dialysis three times a week."
  onHealth(4828, 'kidney_disease', 'multi', 'எனக்கு சிறுநீரகம் செயலிழந்துவிட்டது, வாரத்துக்கு மூன்று முறை டயாலிசிஸ் செய்கிறேன்', SLEEP_STRESS_MAN, hemodialysis()),
];

/** (b) Conditions in Bengali-English (and Bengali script), Sinhala-English (and Sinhala script) and Nepali-English (and Devanagari). */
export const THIRTY_SIXTH_BENGAL_LANKA_NEPAL_PERSONAS = [
  // Banglish: "I've been diagnosed with TB (jokkha); I'm taking the six-month medicine from the government hospital."
  onHealth(
    4829,
    'tb_treatment',
    'transliteration',
    'Amar jokkha (TB) dhora poreche, sorkari hospital theke chhoy masher oshudh khacchi',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  // Banglish: "I grew up with thalassaemia major; I need blood every 3 weeks; the ferritin has gone past 3000."
  onHealth(
    4830,
    'iron_overload',
    'transliteration',
    'Thalassemia major niye boro hoyechi, 3 shoptah por por rokto lage, ferritin 3000 chhariye geche',
    ENERGY_VEG_WOMAN_30,
    noIron(EXJADE, 'iron_overload'),
  ),
  // Banglish: "For prostate cancer I take an injection every three months."
  onHealth(
    4831,
    'hormone_sensitive_cancer',
    'transliteration',
    'Prostate cancer er jonno prati tin mashe ekta injection nichhi',
    BASE_MAN_56,
    noAshwagandha(GOSERELIN, 'hormone_sensitive_cancer', { source: NCI_PROSTATE }),
  ),
  // Bengali: "My daughter is three months old; I'm still breastfeeding."
  onHealth(4832, 'pregnancy_breastfeeding', 'multi', 'আমার মেয়ের বয়স তিন মাস, এখনো বুকের দুধ খাওয়াচ্ছি', BASE_WOMAN_30, pregnant()),
  // Banglish: "A clot formed in the vein of my leg; now I take Xarelto 20 at night."
  onMeds(4833, 'anticoagulant', 'transliteration', 'Payer shiray rokto jomat bedhechilo, ekhon raate Xarelto 20 khai', SKIN_WOMAN_30, noVitaminE(XARELTO, 'anticoagulant')),
  // Sinhala-English: "I've had the sugar disease for ten years; now I inject insulin twice a day."
  onHealth(
    4834,
    'glucose_lowering',
    'transliteration',
    'Mata awurudu dahayak thissa seeni leda, dan insulin gahanawa dawasata dekak',
    BASE_MAN_46,
    noAshwagandha(INSULIN, 'glucose_lowering'),
  ),
  // Sinhala-English: "Not dialysis yet, but kidney disease — CKD stage 4; the doctor said to get ready for dialysis."
  onHealth(
    4835,
    'kidney_disease',
    'negation',
    'Dialysis nemei thama, eth wakugadu leda — CKD stage 4, dialysis walata lesthi wenna kiwwa',
    SLEEP_STRESS_WOMAN_46,
    noMagnesium(NIDDK_CKD),
  ),
  // Sinhala: "I often get stones in my kidneys; twice last year."
  onHealth(4836, 'kidney_stones', 'multi', 'මට නිතරම වකුගඩුවල ගල් හැදෙනවා, පසුගිය අවුරුද්දේ දෙපාරක් ආවා', AGING_WOMAN_56, noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones')),
  // Sinhala-English: "I'm pregnant now, six months."
  onHealth(4837, 'pregnancy_breastfeeding', 'transliteration', 'Mama dan gabiniyi, masa hayai', {}, pregnant()),
  // Nepali-English: "I'm breastfeeding my daughter; she's 5 months old."
  onHealth(4838, 'pregnancy_breastfeeding', 'transliteration', 'Chhori lai dudh chusaudai chhu, usko 5 mahina bhayo', BASE_WOMAN_30, pregnant()),
  // Nepali-English: "The doctor called it kidney failure; creatinine is 6; the fistula has already been made."
  onHealth(4839, 'kidney_disease', 'transliteration', 'Doctor le mirgaula ko failure bhanyo, creatinine 6 chha, fistula banai sakyo', SLEEP_STRESS_MAN_56, noMagnesium(NIDDK_CKD)),
  // Nepali (Devanagari): "The doctor said fat has built up in my liver; the ALT is raised too."
  onHealth(4840, 'liver_disease', 'multi', 'डाक्टरले मेरो कलेजोमा बोसो जमेको छ भन्नुभयो, ALT पनि बढेको छ', WEIGHT_WOMAN, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
];
