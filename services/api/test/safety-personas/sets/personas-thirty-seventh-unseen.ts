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
  ASH_SICKLE_IRON,
  CALCIUM,
  IRON,
  MAGNESIUM,
  NARDIL_LABEL,
  NCCIH_ASHWAGANDHA,
  RHODIOLA_MANIA,
  VITAMIN_C,
  VITAMIN_D,
  VITAMIN_E,
  WEIGHT_LOSS,
  ZINC,
} from '../persona-answers';
import {
  EMC,
  ASGE_ANTITHROMBOTICS,
  ASPIRIN_81,
  BISOPROLOL,
  BRILINTA,
  CONCERTA,
  DESFERAL,
  ELIQUIS,
  EXJADE,
  GLICLAZIDE,
  GLIMEPIRIDE,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  LEVOTHYROXINE,
  LITHIUM,
  METFORMIN,
  MOUNJARO,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_HEP_B,
  NIDDK_HYPERPARATHYROIDISM,
  NIDDK_KIDNEY_STONES,
  NIDDK_NAFLD,
  ODS_WYNTK,
  OMEPRAZOLE,
  OZEMPIC,
  PLAVIX,
  RAMIPRIL,
  RIFAMPIN,
  RITALIN,
  TIVICAY,
  TRIUMEQ,
  VYVANSE,
  WARFARIN,
  WEGOVY,
  XARELTO,
  DOXYCYCLINE,
} from '../labels';

/**
 * Thirty-seventh set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 4841–4960.
 *
 * Theme: A FRESH CROSS-SECTION OF EVERYTHING, all in the dangerous direction. Every persona has a
 * current medicine, condition or life stage that must change the plan (what each class rules out
 * or spaces follows the header of expectations.ts; each persona cites its own references), spread
 * over every class that rules a product out or asks for spacing:
 * - the blood (4841–4867): DOACs, vitamin K antagonists (warfarin, and fluindione as French
 *   speakers get it), clots told without the medicine's name, antiplatelets after a stent or a
 *   small stroke, low platelets, haemophilia and von Willebrand disease, chemotherapy (tablets, a port and a pump,
 *   clinic shorthand), iron overload, the chelators (and deferiprone beside zinc), sickle cell;
 * - metabolism and organs (4868–4904): diabetes tablets, insulin and a pump; blood-pressure
 *   tablets; GLP-1 and GLP-1/GIP pens; thyroid replacement (ashwagandha out, calcium hours apart)
 *   and antithyroid tablets; kidney disease and dialysis; kidney stones and high blood calcium;
 *   fatty, scarred and viral livers;
 * - the mind and the nerves (4905–4924): sleeping tablets and benzodiazepines, anti-seizure
 *   medicines, lithium, bipolar disorder, ADHD stimulants, phenelzine;
 * - immunity, infection, hormones and skin (4925–4946): transplant and Crohn's immunosuppressants,
 *   rheumatoid arthritis, lupus and MS, hormone treatment of prostate cancer, TB treatment, a
 *   quinolone, doxycycline and the bismuth quadruple kit (with tetracycline) beside zinc,
 *   integrase inhibitors beside minerals, isotretinoin and acitretin;
 * - life stages (4947–4960): pregnancy and breastfeeding, an operation ahead, trouble swallowing.
 * How people write it is spread too: about two-fifths are lay descriptions that never name the
 * condition or the medicine (a tired person on a phone at midnight), about a third name the
 * medicine (brand or generic, often with a dose or a sig), and the rest are clinic shorthand,
 * misspellings and voice dictation ('a picks a ban', 'zoppy clone', 'tears a pa tide', 'try
 * umeq'), long messy answers, and the supplements, goals, diet and health-concerns boxes. The
 * languages are those of UAE residents: Gulf, Egyptian, Levantine, Iraqi and Maghrebi Arabic in
 * Arabic script and Arabizi, Hinglish, Roman Urdu and Urdu script, Hindi in Devanagari, Malayalam
 * (script and Latin), Tamil and Bengali script, Tagalog, Persian (script and Finglish), Russian,
 * French, Swahili and Nigerian Pidgin; the English meaning of each non-English input is in a
 * comment beside it. Presets vary (sex, age, goals, diet, what is ticked) so that the ruled-out
 * product is in the plan without the typed text.
 */

/** Labels and references only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
const LIXIANA = EMC('lixiana');
const EFFIENT = dailymed('effient');
const XELODA = dailymed('xeloda');
const NCI_CHEMO = 'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy';
const FERRIPROX = dailymed('ferriprox');
const JANUVIA = dailymed('januvia');
const ATACAND_HCT = dailymed('atacand+hct');
const AVELOX = dailymed('avelox');
const AMLODIPINE = dailymed('amlodipine');
const LOSARTAN = dailymed('cozaar');
const ZEPBOUND = dailymed('zepbound');
const PTU = dailymed('propylthiouracil');
const METHIMAZOLE = dailymed('methimazole');
const NIDDK_PERITONEAL_DIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/peritoneal-dialysis';
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_HEP_C = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-c';
const EPCLUSA = dailymed('epclusa');
const CLONAZEPAM = dailymed('klonopin');
const ZOLPIDEM = dailymed('ambien');
const ZOPICLONE = EMC('zopiclone');
const LORAZEPAM = dailymed('ativan');
const TRILEPTAL = dailymed('trileptal');
const LEVETIRACETAM = dailymed('keppra');
const LAMOTRIGINE = dailymed('lamictal');
const FOCALIN = dailymed('focalin');
const ADVAGRAF = EMC('advagraf');
const MYCOPHENOLATE = dailymed('cellcept');
const TACROLIMUS = dailymed('prograf');
const NEORAL = dailymed('neoral');
const AZATHIOPRINE = dailymed('imuran');
const HYDROXYCHLOROQUINE = dailymed('plaquenil');
const OCREVUS = dailymed('ocrevus');
const ZYTIGA = dailymed('zytiga');
const LUPRON = dailymed('lupron+depot');
const NCI_PROSTATE = 'https://www.cancer.gov/types/prostate';
/** Pylera: bismuth subcitrate potassium, metronidazole and tetracycline, with omeprazole (the bismuth quadruple kit). */
const PYLERA = dailymed('pylera');
const DOVATO = dailymed('dovato');
const NEOTIGASON = EMC('neotigason');
const SORIATANE = dailymed('soriatane');

const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS),
});
const noCalcium = (label: string, cls: InteractionClass, extra?: string): PersonaExpectation => ({
  no: ['calcium-with-vitamin-d'],
  expect: [cls],
  source: joined(label, CALCIUM, extra),
});
const noSwellingFibre = (): PersonaExpectation => ({ no: ['glucomannan'], expect: ['swallowing_difficulty'], source: joined(FDA_SWELLING_GUMS, WEIGHT_LOSS) });
const chemo = (label: string): PersonaExpectation => noVitaminE(joined(NCI_CHEMO, label), 'cancer_treatment');
const bleeding = (): PersonaExpectation => noVitaminE(VITAMIN_E, 'bleeding_disorder');
const operationAhead = (): PersonaExpectation => noAshwagandha(ODS_WYNTK, 'surgery');
const prostateHormones = (label: string): PersonaExpectation => noAshwagandha(label, 'hormone_sensitive_cancer', { source: NCI_PROSTATE });
const tb = (label: string = RIFAMPIN): PersonaExpectation => noGreenTea(label, 'tb_treatment', { source: joined(RIFAMPIN, ISONIAZID) });

/** Presets only this set uses; each plans the product named beside it without any typed text. */
/** Vitamin E (folic acid, D, C, omega-3, E, zinc). */
const SKIN_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['skin'] };
const SKIN_WOMAN_18: Partial<QuizAnswers> = { age: '18-25', goals: ['skin'] };
/** Vitamin E (D, C, omega-3, E, zinc), a man of 46-55. */
const SKIN_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['skin'] };
/** Vitamin E beside probiotics, sedentary. */
const SKIN_DIGESTION_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', lifestyle: 'sedentary', goals: ['skin', 'digestion'] };
/** A multivitamin is planned for a man of 56+ with a skin goal. */
const SKIN_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['skin'] };
/** Ashwagandha. */
const BASE_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35' };
const BASE_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55' };
const STRESS_ENERGY_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['stress', 'energy'] };
const STRESS_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['stress'] };
const SLEEP_STRESS_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['sleep', 'stress'] };
const SLEEP_STRESS_VEG_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', diet: 'vegetarian', goals: ['sleep', 'stress'] };
/** Ashwagandha and calcium with vitamin D. */
const SLEEP_AGING_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['sleep', 'aging'] };
/** Ashwagandha, magnesium. */
const SLEEP_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['sleep'] };
/** Magnesium and calcium with vitamin D. */
const SLEEP_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['sleep'] };
/** Iron (a woman of 18-45 with an energy goal). */
const ENERGY_FOCUS_WOMAN_18: Partial<QuizAnswers> = { age: '18-25', goals: ['energy', 'focus'] };
/** Green tea extract. */
const FOCUS_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['focus'] };
const FOCUS_MAN_18: Partial<QuizAnswers> = { gender: 'male', age: '18-25', goals: ['focus'] };
const FOCUS_ENERGY_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['focus', 'energy'] };
/** Glucomannan. */
const WEIGHT_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['weight_loss'] };
const WEIGHT_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['weight_loss'] };
/** Calcium with vitamin D (and a multivitamin). */
const AGING_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['aging'] };
/** Calcium with vitamin D beside zinc and vitamin C. */
const IMMUNITY_WOMAN_46: Partial<QuizAnswers> = { age: '46-55', goals: ['immunity'] };
/** Zinc. */
const IMMUNITY_MAN_18: Partial<QuizAnswers> = { gender: 'male', age: '18-25', goals: ['immunity'] };
const IMMUNITY_MAN_30: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['immunity'] };

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

/** Blood: thinners, antiplatelets, bleeding, chemotherapy, iron overload, chelators, sickle cell (4841–4867). */
export const THIRTY_SEVENTH_BLOOD_PERSONAS = [
  onMeds(
    4841,
    'anticoagulant',
    'brand',
    'after the ablation failed they put me on Lixiana, 60 each morning, with bisoprolol 2.5 beside it',
    SKIN_AGING_MAN_46,
    plus(noVitaminE(LIXIANA, 'anticoagulant'), noAshwagandha(BISOPROLOL, 'blood_pressure')),
  ),
  onHealth(
    4842,
    'anticoagulant',
    'vague',
    'got a clot in my calf after the long flight home in feb, swollen and hot, ER scanned it. still on the tablets that thin the blood until haematology says i can stop, review is in august i think',
    SKIN_WOMAN_30,
    noVitaminE(joined(XARELTO, ELIQUIS), 'anticoagulant'),
  ),
  onMeds(4843, 'anticoagulant', 'typo', 'a picks a ban 5 milligram twice a day', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  // Gulf: "I have a mechanical valve in my heart, and every two weeks I go to the clotting clinic and they check the INR."
  onHealth(4844, 'anticoagulant', 'arabic', 'عندي بلف ميكانيكي بالقلب، وكل أسبوعين أروح عيادة التخثر يشيكون على الـ INR', SKIN_AGING_WOMAN_46, warfarinLike(WARFARIN)),
  // Russian: "Since the valve replacement I drink warfarin, the dose is chosen by the INR, I go for the analysis every other Monday."
  onMeds(4845, 'anticoagulant', 'multi', 'После замены клапана пью варфарин, дозу подбирают по МНО, сдаю анализ через понедельник', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  // Tagalog: "A blood clot formed in my lung in February, so I have a maintenance thinner until August."
  onHealth(
    4846,
    'anticoagulant',
    'transliteration',
    'May namuong dugo sa baga ko noong Pebrero kaya may maintenance akong pampalabnaw hanggang Agosto',
    SKIN_WOMAN_18,
    noVitaminE(joined(XARELTO, ELIQUIS), 'anticoagulant'),
  ),
  // Algerian French (fluindione, a vitamin K antagonist sold in France and North Africa): "For my phlebitis the doctor in Oran gave me fluindione; I'm having a prothrombin check (TP) done on Thursday."
  onMeds(4847, 'anticoagulant', 'multi', 'Pour ma phlébite le médecin à Oran m’a donné de la fluindione, je fais contrôler le TP jeudi', SKIN_MAN, noVitaminE(ASGE_ANTITHROMBOTICS, 'anticoagulant')),
  inSupplements(
    4848,
    'antiplatelet',
    'brand',
    'CoQ10 and fish oil, plus Effient 10 and a baby aspirin since my two stents in November',
    ['coq10', 'omega3'],
    SKIN_AGING_MAN_46,
    noVitaminE(joined(EFFIENT, ASPIRIN_81), 'antiplatelet'),
  ),
  onHealth(
    4849,
    'antiplatelet',
    'vague',
    'Angioplasty in April - told never to skip the two anti-clot pills until next April, whatever anyone else says',
    SKIN_MAN,
    noVitaminE(joined(PLAVIX, ASPIRIN_81), 'antiplatelet'),
  ),
  // Malayalam: "After the stent was put in my heart, I take clopidogrel 75 every day."
  onMeds(4850, 'antiplatelet', 'multi', 'ഹൃദയത്തിൽ സ്റ്റെന്റ് ഇട്ടതിനു ശേഷം എല്ലാ ദിവസവും ക്ലോപിഡോഗ്രൽ 75 കഴിക്കുന്നു', SKIN_DIGESTION_MAN_46, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(4851, 'antiplatelet', 'dose', 'ticagrelor 90mg 1-0-1, ASA 75mg 0-1-0', SKIN_MAN_46, noVitaminE(joined(BRILINTA, ASPIRIN_81), 'antiplatelet')),
  // Hinglish: "Last year I had a small paralysis (stroke); since then clopid 75 every night and a cholesterol pill."
  onHealth(
    4852,
    'antiplatelet',
    'transliteration',
    'Pichle saal chhota sa lakwa hua tha, tab se roz raat ko clopid 75 aur ek cholesterol ki goli',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet'),
  ),
  onHealth(
    4853,
    'bleeding_disorder',
    'vague',
    'my clotting cells keep coming back around 35k on the blood tests, haematology repeats them every 3 months. I bruise like a peach',
    SKIN_WOMAN,
    bleeding(),
  ),
  // Persian: "I have mild haemophilia and before any dental work I inject factor."
  onHealth(4854, 'bleeding_disorder', 'multi', 'هموفیلی خفیف دارم و قبل از هر کار دندانپزشکی فاکتور تزریق می‌کنم', SKIN_MAN, bleeding()),
  // Swahili: "I have a problem with my blood not clotting well (von Willebrand); when I cut myself the bleeding doesn't stop quickly."
  onHealth(4855, 'bleeding_disorder', 'multi', 'Nina tatizo la damu kutoganda vizuri (von Willebrand), nikijikata damu haikomi haraka', SKIN_WOMAN_30, bleeding()),
  onMeds(4856, 'cancer_treatment', 'dose', 'Xeloda 1500 mg twice daily, 14 days on / 7 off - cycle 4 of 8', SKIN_AGING_MAN_46, chemo(XELODA)),
  onHealth(
    4857,
    'cancer_treatment',
    'vague',
    "every other Tuesday it's 6 hrs in the day unit on the drip, then home with a little bottle pump clipped to my bra for two days. hair's thinning and everything tastes of metal",
    SKIN_AGING_WOMAN_46,
    chemo(NCI_CHEMO),
  ),
  // Bengali: "I have breast cancer, now I'm getting chemo every three weeks."
  onHealth(4858, 'cancer_treatment', 'multi', 'আমার স্তন ক্যান্সার, এখন প্রতি তিন সপ্তাহ পর পর কেমো নিচ্ছি', SKIN_WOMAN, chemo(NCI_CHEMO)),
  onHealth(4859, 'cancer_treatment', 'health-box', 'Ca colon s/p R hemicolectomy 3/24, adj CAPOX C3/8', SKIN_MAN, chemo(XELODA)),
  onHealth(
    4860,
    'iron_overload',
    'vague',
    "I'm the one in the family who stores too much iron - every 6 weeks they take a bag of blood off me at the hospital",
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  // Urdu: "I have thalassaemia major and get blood every month."
  onHealth(4861, 'iron_overload', 'multi', 'مجھے تھیلیسیمیا میجر ہے اور ہر مہینے خون لگتا ہے', ENERGY_WOMAN_30, noIron(joined(EXJADE, DESFERAL), 'iron_overload')),
  onHealth(
    4862,
    'iron_overload',
    'health-box',
    'Ferritin 3,400 / LIC 15 mg/g dw - transfusion-dependent thal, PRBC q3w',
    ENERGY_IMMUNITY_WOMAN_30,
    noIron(joined(EXJADE, NIDDK_HEMOCHROMATOSIS), 'iron_overload'),
  ),
  onMeds(4863, 'iron_chelator', 'brand', 'Jadenu 360 mg, three tablets each morning', ENERGY_IMMUNITY_WOMAN_30, chelator(JADENU)),
  // Tagalog: "The medicine I dissolve in water every morning to bring down the extra iron from the blood transfusions."
  onMeds(
    4864,
    'iron_chelator',
    'transliteration',
    'Yung gamot na tinutunaw ko sa tubig tuwing umaga para bawasan ang sobrang iron galing sa mga salin ng dugo',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(EXJADE),
  ),
  onMeds(4865, 'iron_chelator', 'dose', 'Ferriprox 1000 mg TDS (75 mg/kg/day)', ENERGY_IMMUNITY_WOMAN_30, plus(chelator(FERRIPROX), { mention: ['hours'], source: ZINC })),
  // Nigerian Pidgin: "My husband is AS, I am SS. Pain grips my joints any time the AC is too cold; they've admitted me three times this year."
  onHealth(
    4866,
    'sickle_cell',
    'multi',
    'My husband na AS, me I be SS. Pain dey hold my joints anytime AC too cold, dem don admit me three times this year',
    ENERGY_WOMAN_30,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
  // Saudi (Eastern Province): "My blood cells are crescent-shaped, and every winter the pain grips my bones and I get admitted to the hospital."
  onHealth(4867, 'sickle_cell', 'arabic', 'كريات دمي شكلها هلال، وكل شتاء يمسكني الألم في العظام وأنرقد في المستشفى', ENERGY_FOCUS_WOMAN_18, noIron(ASH_SICKLE_IRON, 'sickle_cell')),
];

/** Metabolism and organs: diabetes, pressure, GLP-1, thyroid, kidneys, stones, calcium, liver (4868–4904). */
export const THIRTY_SEVENTH_METABOLIC_PERSONAS = [
  onMeds(4868, 'glucose_lowering', 'negation', 'Not on insulin - only Diamicron MR 60, half a tab at breakfast', BASE_MAN, noAshwagandha(GLICLAZIDE, 'glucose_lowering')),
  // Emirati: "I've had sugar for ten years; an injection at night in the belly and two pills with lunch. Sometimes I forget the pills at work, and the doctor shouts at me when the test comes out high."
  onHealth(
    4869,
    'glucose_lowering',
    'arabic',
    'السكر معي من عشر سنين، إبرة بالليل في البطن وحبتين ويا الغدا. مرات أنسى الحبوب في الدوام والدكتور يهاوش علي لما يطلع التحليل عالي',
    {},
    noAshwagandha(INSULIN, 'glucose_lowering'),
  ),
  // Tagalog: "My medicine that lowers my sugar, one tablet before breakfast, from the health center."
  onMeds(
    4870,
    'glucose_lowering',
    'transliteration',
    'yung pampababa ng asukal ko, isang tableta bago mag-almusal, galing sa health center',
    BASE_MAN_30,
    noAshwagandha(joined(METFORMIN, GLIMEPIRIDE), 'glucose_lowering'),
  ),
  // Tamil: "I have sugar disease; I give myself an insulin injection in the morning."
  onHealth(4871, 'glucose_lowering', 'multi', 'எனக்கு சர்க்கரை நோய் இருக்கு, காலையில இன்சுலின் ஊசி போடுறேன்', SLEEP_AGING_WOMAN_56, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(
    4872,
    'glucose_lowering',
    'typo',
    'jaunvia 100 + glucofage 1g bd',
    SLEEP_STRESS_MAN,
    noAshwagandha(JANUVIA, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  inDiet(
    4873,
    'glucose_lowering',
    'english',
    'omnivore',
    'carb counting for my insulin pump - roughly 40 units a day, low GI mostly, no juice',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(INSULIN, 'glucose_lowering'),
  ),
  onMeds(4874, 'blood_pressure', 'brand', 'Blopress Plus 16/12.5, one after breakfast', BASE_MAN, noAshwagandha(ATACAND_HCT, 'blood_pressure')),
  onHealth(
    4875,
    'blood_pressure',
    'vague',
    "nurse says my top number's always 160-something. I've got a small white pill for it that makes my ankles puff up by evening",
    SLEEP_STRESS_WOMAN,
    noAshwagandha(AMLODIPINE, 'blood_pressure'),
  ),
  // Syrian: "The pressure pill in the morning before breakfast, ten mg; I get it from the same pharmacy every month."
  onMeds(
    4876,
    'blood_pressure',
    'arabic',
    'حبة الضغط الصبح قبل الفطور، عشرة ملغ، بجيبها من نفس الصيدلية كل شهر',
    BASE_MAN_46,
    noAshwagandha(joined(AMLODIPINE, RAMIPRIL), 'blood_pressure'),
  ),
  // Urdu: "My blood pressure stays high; every morning I take losartan fifty."
  onHealth(4877, 'blood_pressure', 'multi', 'میرا بلڈ پریشر ہائی رہتا ہے، روز صبح لوسارٹن پچاس کھاتا ہوں', STRESS_ENERGY_MAN_46, noAshwagandha(LOSARTAN, 'blood_pressure')),
  // Moroccan Arabizi with French: "My tension is high; I take its medicine every morning before I eat breakfast."
  onHealth(
    4878,
    'blood_pressure',
    'transliteration',
    '3andi tension tal3a, kanakhod dwa dyalha kol sbah 9bel ma nftar',
    SLEEP_STRESS_MAN,
    noAshwagandha(joined(AMLODIPINE, LOSARTAN), 'blood_pressure'),
  ),
  onMeds(4879, 'glp1_agonist', 'dose', 'zepbound 7.5, stepped up from 5 last wk, the jab goes in my thigh', WEIGHT_WOMAN, glp1(ZEPBOUND)),
  inGoals(
    4880,
    'glp1_agonist',
    'vague',
    'Drop another 15 kg. The fridge pen I click into my stomach once a week has basically switched off my hunger',
    WEIGHT_MAN,
    glp1(joined(WEGOVY, OZEMPIC)),
  ),
  // Kuwaiti (Wegovy spelt with ڤ for v): "Wegovy 1 mg on Sunday, it's been four months for me."
  onMeds(4881, 'glp1_agonist', 'arabic', 'ويغوڤي ١ ملغ يوم الأحد، صار لي أربع شهور', WEIGHT_WOMAN_46, glp1(WEGOVY)),
  onMeds(4882, 'glp1_agonist', 'typo', 'tears a pa tide 5 mg weekly shot', WEIGHT_WOMAN, glp1(MOUNJARO)),
  // Russian: "I inject slimming shots once a week, already the third month; almost no appetite."
  onHealth(4883, 'glp1_agonist', 'multi', 'Колю уколы для похудения раз в неделю, уже третий месяц, аппетита почти нет', WEIGHT_WOMAN_56, glp1(WEGOVY)),
  onMeds(4884, 'levothyroxine', 'negation', 'No other meds except Synthroid 112 mcg at 6am, nothing but water for an hour', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  // Tagalog: "My thyroid was removed in 2021, so I have a small tablet every day for the rest of my life."
  onHealth(
    4885,
    'levothyroxine',
    'transliteration',
    'Tinanggal na ang thyroid ko noong 2021 kaya may maliit na tableta ako araw-araw habambuhay',
    AGING_WOMAN_46,
    spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM),
  ),
  // Malayalam in Latin letters: "My thyroid is low; in the morning on an empty stomach one small tablet."
  onHealth(4886, 'levothyroxine', 'transliteration', 'Thyroid kuravaanu, raavile verum vayattil oru cheriya gulika', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(
    4887,
    'levothyroxine',
    'dose',
    'L-T4 75 µg daily, 100 µg on Sundays',
    SLEEP_AGING_WOMAN_56,
    plus(noAshwagandha(LEVOTHYROXINE, 'levothyroxine'), spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  ),
  // Egyptian ('الغدة', the gland, is how the thyroid is said): "The gland pill 50 micro on an empty stomach, and the calcium tablets the doctor wrote for me."
  inSupplements(
    4888,
    'levothyroxine',
    'arabic',
    'حباية الغدة ٥٠ ميكرو على الريق، وأقراص الكالسيوم اللي كتبتها الدكتورة',
    ['calcium'],
    AGING_WOMAN_56,
    spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM),
  ),
  onMeds(
    4889,
    'antithyroid',
    'dose',
    'propylthiouracil 100 tds - 9 weeks pregnant so the endo swapped me off carbimazole',
    {},
    noAshwagandha(PTU, 'antithyroid', { expect: ['pregnancy_breastfeeding'] }),
  ),
  onHealth(
    4890,
    'antithyroid',
    'vague',
    "thyroid's in overdrive - heart pounding at night, hands shaky, dropped 6 kg without trying. endo gave me tablets to slow it down",
    SLEEP_STRESS_WOMAN_30,
    noAshwagandha(METHIMAZOLE, 'antithyroid'),
  ),
  // Persian in Latin letters: "My thyroid is overactive; I take methimazole pills, two a day."
  onHealth(4891, 'antithyroid', 'multi', "tiroidam porkare, ghorse methimazole mikhoram rooz-i do ta", SLEEP_STRESS_WOMAN, noAshwagandha(METHIMAZOLE, 'antithyroid')),
  onHealth(
    4892,
    'kidney_disease',
    'vague',
    "kidney doc says mine filter at about 20 percent now. I've cut back on bananas, potatoes and anything salty and I pee less than I used to",
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  // Bengali: "The doctor said my kidneys are weak, creatinine 3.2."
  onHealth(4893, 'kidney_disease', 'multi', 'ডাক্তার বলেছে আমার কিডনি দুর্বল, ক্রিয়েটিনিন ৩.২', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  // French: "Chronic kidney failure - peritoneal dialysis at night, at home."
  onHealth(4894, 'kidney_disease', 'multi', 'Insuffisance rénale chronique - dialyse péritonéale la nuit, à la maison', SLEEP_MAN, noMagnesium(joined(NIDDK_PERITONEAL_DIALYSIS, NIDDK_CKD))),
  // Nigerian Pidgin: "My kidneys don't work well any more; the doctor has put me on dialysis twice a week."
  onHealth(
    4895,
    'kidney_disease',
    'multi',
    'My kidney no dey work well again, doctor don put me for dialysis two times for week',
    SLEEP_MAN_56,
    noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD)),
  ),
  onHealth(
    4896,
    'kidney_stones',
    'typo',
    'that stabbing pain in my side agian - 3rd kidny stone in 2 yrs, the urologist blasted the last one with the shockwave',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  // Lebanese: "Every few months sand and a stone come out of my kidney, and the doctor told me drink 3 litres of water."
  onHealth(
    4897,
    'kidney_stones',
    'arabic',
    'كل كم شهر بتطلعلي رملة وحصوة بالكلوة، والدكتور قلّي إشرب ٣ ليتر مي',
    IMMUNITY_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  inDiet(
    4898,
    'kidney_stones',
    'health-box',
    'omnivore',
    'low oxalate + low salt per urologist (recurrent Ca oxalate stones)',
    AGING_MAN_56,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    4899,
    'hypercalcaemia',
    'health-box',
    'Corr Ca 2.82, PTH 14.1 pmol/L (H) - PHPT, surgical referral sent',
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  // Hindi: "The doctor told me the calcium in my blood is high, because of sarcoidosis."
  onHealth(4900, 'hypercalcaemia', 'multi', 'डॉक्टर ने बताया मेरे खून में कैल्शियम ज़्यादा है, सारकॉइडोसिस की वजह से', IMMUNITY_WOMAN_46, noCalcium(CALCIUM, 'hypercalcaemia', VITAMIN_D)),
  onHealth(
    4901,
    'liver_disease',
    'vague',
    'scan says my liver is fatty and a bit stiff, the specialist wants me off alcohol for good and 10 kg lighter by the next FibroScan',
    WEIGHT_MAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  // Tamil: "I have hepatitis B; they do a scan once every six months."
  onHealth(4902, 'liver_disease', 'multi', 'எனக்கு ஹெபடைடிஸ் பி இருக்கு, ஆறு மாசத்துக்கு ஒரு தடவை ஸ்கேன் பண்றாங்க', FOCUS_WOMAN, noGreenTea(NIDDK_HEP_B, 'liver_disease')),
  onHealth(4903, 'liver_disease', 'health-box', 'HCV GT1a, on Epclusa wk 6/12, F3 on FibroScan', FOCUS_MAN, noGreenTea(joined(EPCLUSA, NIDDK_HEP_C), 'liver_disease')),
  // Egyptian: "I've had virus C for a long time and took the treatment, but the liver stayed with fibrosis in it."
  onHealth(4904, 'liver_disease', 'arabic', 'عندي فيروس سي من زمان وخدت العلاج، بس الكبد فضل فيه تليف', WEIGHT_WOMAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_HEP_C })),
];

/** The mind and the nerves: sleeping tablets, seizures, lithium, bipolar disorder, ADHD, phenelzine (4905–4924). */
export const THIRTY_SEVENTH_MIND_NERVES_PERSONAS = [
  onMeds(4905, 'sedative', 'brand', 'half a Rivotril 2 when I get into bed, the other half if I am still up at 3', SLEEP_STRESS_WOMAN, noAshwagandha(CLONAZEPAM, 'sedative')),
  // Egyptian: "I can't sleep except with the sleeping pill the psychiatrist wrote for me."
  onHealth(4906, 'sedative', 'arabic', 'مبعرفش أنام غير بحباية النوم اللي كتبهالي الدكتور النفسي', SLEEP_STRESS_WOMAN_30, noAshwagandha(ZOLPIDEM, 'sedative')),
  onMeds(4907, 'sedative', 'typo', 'zoppy clone 7.5 at bed time', SLEEP_STRESS_MAN, noAshwagandha(ZOPICLONE, 'sedative')),
  // French, health-concerns box (sleep ticked): "I sleep badly; I've been taking Temesta 1 mg every evening for a year."
  inConcerns(4908, 'sedative', 'multi', 'Je dors mal, je prends du Temesta 1 mg tous les soirs depuis un an', ['sleep'], SLEEP_MAN, noAshwagandha(LORAZEPAM, 'sedative')),
  onMeds(4909, 'antiepileptic', 'dose', 'oxcarbazepine 450mg 1-0-1 (Trileptal), Na checked 6-monthly', SLEEP_STRESS_MAN, noAshwagandha(TRILEPTAL, 'antiepileptic')),
  onHealth(
    4910,
    'antiepileptic',
    'vague',
    "since I was 15 I'd drop and shake with no warning. two tablets a day and I've been clear 4 years, my mum still won't let me swim alone",
    {},
    noAshwagandha(joined(LEVETIRACETAM, LAMOTRIGINE), 'antiepileptic'),
  ),
  // Hindi: "I get epileptic fits; I take medicine morning and evening."
  onHealth(4911, 'antiepileptic', 'multi', 'मुझे मिर्गी के दौरे आते हैं, सुबह-शाम दवा लेती हूँ', SLEEP_STRESS_WOMAN, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  // Levantine Arabizi: "Lamictal 100 twice a day, since my university days."
  onMeds(4912, 'antiepileptic', 'transliteration', 'Lamictal 100 marten bel yom men ayyam el jam3a', BASE_MAN_30, noAshwagandha(LAMOTRIGINE, 'antiepileptic')),
  onMeds(4913, 'lithium', 'brand', 'Quilonorm retard 450: half in the morning, one at night', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onHealth(
    4914,
    'lithium',
    'vague',
    "I'm on the oldest mood medicine there is, the one where I have to keep drinking water or it turns toxic, and they check my level with a needle",
    BASE_MAN,
    noRhodiola(LITHIUM, 'lithium'),
  ),
  // Gulf Arabizi: "Lithium 400, two pills a day, for 3 years."
  onMeds(4915, 'lithium', 'transliteration', 'lithium 400 7abbtain bel yom, min 3 snin', FOCUS_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  inConcerns(
    4916,
    'bipolar_disorder',
    'vague',
    'mood swings - manic depression since uni. weeks of no sleep and big plans, then I crash for months',
    ['stress'],
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder'),
  ),
  // Persian: "I have bipolar disorder and take medication under a psychiatrist's care."
  onHealth(4917, 'bipolar_disorder', 'multi', 'اختلال دوقطبی دارم و زیر نظر روانپزشک دارو مصرف می‌کنم', BASE_MAN, noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder')),
  // Tagalog: "I have bipolar; sometimes my energy is very high, sometimes I'm down in the dumps; I have maintenance medicine from the psych."
  onHealth(
    4918,
    'bipolar_disorder',
    'transliteration',
    'May bipolar ako, minsan sobrang taas ng energy minsan lugmok, may maintenance galing sa psych',
    FOCUS_MAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder'),
  ),
  onMeds(4919, 'adhd_medicine', 'brand', 'Focalin XR 20 mg at 7am', FOCUS_MAN, noGreenTea(FOCALIN, 'adhd_medicine')),
  onHealth(
    4920,
    'adhd_medicine',
    'vague',
    'diagnosed late with the attention thing - the psychiatrist\'s morning capsule is the only way I finish a task (controlled script, new one every month)',
    FOCUS_WOMAN,
    noGreenTea(joined(VYVANSE, CONCERTA), 'adhd_medicine'),
  ),
  onMeds(4921, 'adhd_medicine', 'typo', 'vivanse 50 every morning, sometimes skip weekends', FOCUS_MAN_18, noGreenTea(VYVANSE, 'adhd_medicine')),
  // French: "Methylphenidate since 2nd year of med school, 2 capsules at 8 am, otherwise I read the same page ten times."
  onMeds(4922, 'adhd_medicine', 'multi', 'méthylphénidate depuis la P2, 2 gélules à 8h sinon je relis dix fois la même page', FOCUS_WOMAN_30, noGreenTea(RITALIN, 'adhd_medicine')),
  onMeds(4923, 'maoi', 'english', 'phenelzine 60mg/day split in 3 — the antidepressant that comes with a banned-foods card', FOCUS_WOMAN, noGreenTea(NARDIL_LABEL, 'maoi')),
  inGoals(4924, 'maoi', 'brand', 'Sharper focus, but nothing with caffeine in it - Nardil 45 mg a day', FOCUS_MAN, noGreenTea(NARDIL_LABEL, 'maoi')),
];

/** Immunity, infection, hormones and skin (4925–4946). */
export const THIRTY_SEVENTH_IMMUNE_INFECTION_SKIN_PERSONAS = [
  onMeds(
    4925,
    'immunosuppressant',
    'brand',
    'Advagraf 4 mg each morning + CellCept 500 bd (kidney tx 2021)',
    SLEEP_STRESS_MAN,
    noAshwagandha(ADVAGRAF, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  onHealth(
    4926,
    'immunosuppressant',
    'vague',
    "got my sister's kidney in 2020 - the pills that stop my body fighting it, 12 hours apart, for life. I set two alarms",
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  // Russian: "Sandimmun Neoral 100 mg morning and evening, after a kidney transplant."
  onMeds(4927, 'immunosuppressant', 'multi', 'Сандиммун Неорал 100 мг утром и вечером, после пересадки почки', BASE_MAN, noAshwagandha(NEORAL, 'immunosuppressant')),
  onMeds(4928, 'immunosuppressant', 'english', "azathioprine 100 od for Crohn's, bloods every 3 months", SLEEP_STRESS_WOMAN, noAshwagandha(AZATHIOPRINE, 'immunosuppressant')),
  onHealth(
    4929,
    'autoimmune_disease',
    'vague',
    'my immune system goes after my own joints - hands swollen and stiff every morning till 10, rheumatology every 3 months',
    {},
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease'),
  ),
  // Iraqi: "I have lupus (the 'red wolf'), and the rash comes out on my cheeks with the sun."
  onHealth(
    4930,
    'autoimmune_disease',
    'arabic',
    'عندي الذئبة الحمرا، والطفح يطلع على خدودي ويا الشمس',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease', { source: HYDROXYCHLOROQUINE }),
  ),
  // Hinglish: "I have MS; every 6 months I get a drip in hospital."
  onHealth(4931, 'autoimmune_disease', 'transliteration', 'MS hai mujhe, har 6 mahine hospital mein drip lagti hai', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease', { source: OCREVUS })),
  onMeds(4932, 'hormone_sensitive_cancer', 'brand', 'abiraterone (Zytiga) 4 x 250 on an empty stomach, pred 5 bd', BASE_MAN_56, prostateHormones(ZYTIGA)),
  onHealth(
    4933,
    'hormone_sensitive_cancer',
    'vague',
    'PSA hit 40, biopsy came back positive. the urologist has me on hormone shots to starve it',
    BASE_MAN_56,
    prostateHormones(LUPRON),
  ),
  // Egyptian: "I have a tumour in the prostate and get an injection every month that lowers the male hormone."
  onHealth(4934, 'hormone_sensitive_cancer', 'arabic', 'عندي ورم في البروستاتا وباخد حقنة كل شهر بتقلل هرمون الذكورة', STRESS_MAN_56, prostateHormones(LUPRON)),
  onMeds(4935, 'tb_treatment', 'brand', 'Rimstar 4-FDC, 4 tabs every morning (I weigh 62 kg), week 5', FOCUS_MAN, tb()),
  onHealth(4936, 'tb_treatment', 'english', 'lung TB found in March, the DOT nurse watches me swallow my tablets every morning', FOCUS_WOMAN, tb()),
  // Roman Urdu: "Doctor sahib said there's tapedik (TB) in my chest; for the last five weeks I've been taking four kinds of pills every morning."
  onHealth(4937, 'tb_treatment', 'transliteration', 'Doctor sahib ne kaha seene mein tapedik hai, pichle paanch hafte se har subah chaar qism ki goliyan le raha hoon', FOCUS_ENERGY_MAN_30, tb()),
  onMeds(4938, 'quinolone_tetracycline', 'brand', 'Avelox 400 for a week for the sinus infection, day 2', IMMUNITY_MAN, spacing(AVELOX, 'quinolone_tetracycline', ZINC)),
  onMeds(
    4939,
    'quinolone_tetracycline',
    'vague',
    'the 14-day H. pylori kit - the bismuth one with 4 different tablets, plus omeprazole twice a day',
    IMMUNITY_WOMAN,
    plus(spacing(PYLERA, 'quinolone_tetracycline', ZINC, { expect: ['ppi'] }), { source: OMEPRAZOLE }),
  ),
  // Swahili: "I'm using doxycycline pills morning and evening for 14 days."
  onMeds(4940, 'quinolone_tetracycline', 'multi', 'Ninatumia vidonge vya doxycycline asubuhi na jioni kwa siku 14', IMMUNITY_MAN_30, spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC)),
  onMeds(4941, 'integrase_inhibitor', 'typo', 'try umeq one tab daily', SLEEP_STRESS_MAN, spacing(TRIUMEQ, 'integrase_inhibitor', MAGNESIUM)),
  // French: "Dovato one tablet a day, viral load undetectable."
  onMeds(4942, 'integrase_inhibitor', 'multi', 'Dovato un comprimé par jour, charge virale indétectable', IMMUNITY_MAN_18, spacing(DOVATO, 'integrase_inhibitor', ZINC)),
  inSupplements(
    4943,
    'integrase_inhibitor',
    'dose',
    'Zinc 15 and vitamin C through winter, plus dolutegravir 50 on top of my Truvada backbone',
    ['zinc', 'vitamin_c'],
    IMMUNITY_MAN,
    spacing(TIVICAY, 'integrase_inhibitor', ZINC),
  ),
  onMeds(4944, 'retinoid', 'brand', 'the psoriasis on my palms and soles finally calming on Neotigason (25 a day with dinner)', SKIN_MAN_56, noMultivitamin(joined(NEOTIGASON, SORIATANE))),
  onHealth(
    4945,
    'retinoid',
    'vague',
    'month 4 of the acne capsules from the skin doctor - bloods every month, lips cracked like sandpaper, no waxing allowed',
    ROACCUTANE_WOMAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  // Gulf Arabizi: "Roaccutane 20 pills, two months left and I'm done."
  onMeds(4946, 'retinoid', 'transliteration', '7boob roaccutane 20, ba9i 3alay shahrain w a5alles', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
];

/** Life stages: pregnancy and breastfeeding, an operation ahead, trouble swallowing (4947–4960). */
export const THIRTY_SEVENTH_LIFE_STAGE_PERSONAS = [
  onHealth(4947, 'pregnancy_breastfeeding', 'vague', 'two lines on the stick on Sunday!! booking scan next week 🤞', {}, pregnant()),
  // Hinglish: "My periods have stopped for 3 months, the test came positive, the gynae started me on folic."
  onHealth(
    4948,
    'pregnancy_breastfeeding',
    'transliteration',
    '3 mahine se periods ruke hue hain, test positive aaya, gynae ne folic start karwa diya',
    SLEEP_STRESS_WOMAN_30,
    pregnant(),
  ),
  // Malayalam: "I am pregnant, now the seventh month."
  onHealth(4949, 'pregnancy_breastfeeding', 'multi', 'ഞാൻ ഗർഭിണിയാണ്, ഇപ്പോൾ ഏഴാം മാസം', SLEEP_STRESS_WOMAN, pregnant()),
  // Moroccan: "I gave birth two months ago and I'm still giving the breast to my son."
  onHealth(4950, 'pregnancy_breastfeeding', 'arabic', 'ولدت هادي شهرين ومازال كنعطي البزولة لولدي', SLEEP_STRESS_WOMAN, pregnant()),
  // Russian ('ГВ' is the everyday abbreviation of breastfeeding): "Now on GV (breastfeeding), my daughter is half a year old."
  onHealth(4951, 'pregnancy_breastfeeding', 'multi', 'Сейчас на ГВ, дочке полгода', SLEEP_STRESS_WOMAN_30, pregnant()),
  inDiet(4952, 'pregnancy_breastfeeding', 'vague', 'vegetarian', 'eating for two these days 🤰 week 18, craving dal and mango', SLEEP_STRESS_VEG_WOMAN_30, pregnant()),
  // French, goals box: "More energy: I'm still breastfeeding my 8-month-old son."
  inGoals(4953, 'pregnancy_breastfeeding', 'multi', "Plus d'énergie : j'allaite encore mon fils de 8 mois", {}, pregnant()),
  inGoals(4954, 'surgery', 'english', 'calmer nerves before they fix my hernia on the 14th', BASE_MAN_56, operationAhead()),
  // Saudi: "The date of the disc operation is in ten days, God willing."
  onHealth(4955, 'surgery', 'arabic', 'موعد عملية الديسك بعد عشرة أيام إن شاء الله', BASE_MAN, operationAhead()),
  // Tagalog: "I'll be operated on in the uterus next month because of a myoma."
  onHealth(4956, 'surgery', 'transliteration', 'Ooperahan ako sa matris sa susunod na buwan dahil sa myoma', {}, operationAhead()),
  // Swahili: "I will have knee surgery on the 20th of this month."
  onHealth(4957, 'surgery', 'multi', 'Nitafanyiwa upasuaji wa goti tarehe 20 mwezi huu', STRESS_MAN_56, operationAhead()),
  onHealth(
    4958,
    'swallowing_difficulty',
    'vague',
    'pills and dry bread lodge behind my breastbone, the GI doc has stretched my food pipe twice this year',
    WEIGHT_WOMAN,
    noSwellingFibre(),
  ),
  // Persian: "After the stroke, swallowing is hard for me and I eat pureed food."
  onHealth(4959, 'swallowing_difficulty', 'multi', 'بعد از سکته، قورت دادن برام سخته و غذا رو پوره می‌خورم', WEIGHT_MAN, noSwellingFibre()),
  onHealth(4960, 'swallowing_difficulty', 'health-box', 'Achalasia - POEM booked for Jan; liquids only some days', WEIGHT_WOMAN_46, noSwellingFibre()),
];
