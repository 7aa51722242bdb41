import type { CurrentSupplement, Diet, HealthConcern, InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation, type PersonaStyle, type SafetyPersona } from '../persona';
import { FDA_SWELLING_GUMS, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, plus, pregnant, spacing, warfarinLike } from '../expectations';
import {
  concernBox,
  dailymed,
  meds,
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
  ADDERALL,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  CONCERTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  EXJADE,
  GLICLAZIDE,
  GLIMEPIRIDE,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  LEVOFLOXACIN,
  LEVOTHYROXINE,
  LITHIUM,
  METFORMIN,
  MOUNJARO,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
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
  VYVANSE,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Twenty-sixth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 3741–3840.
 *
 * Theme: the DANGEROUS direction, typed in the OTHER boxes. Every persona has a current medicine
 * or condition that must change the plan (what each class rules out or spaces follows
 * expectations.ts; each persona cites its own references), but it is typed where people type
 * whatever they have on their mind, not in the medicines (question 8) or health (question 9) box:
 * - the current-supplements box ("fish oil, vitamin D and my Eliquis", "Centrum + the Ozempic
 *   pen", "Vitamin E 400 IU … Xarelto 20 mg"), with the supplements ticked beside it;
 * - the goals box ("lose the last 8 kg - I'm on Mounjaro", "sleep whenever the baby lets me …
 *   breastfeeding", "get fitter before my hip replacement");
 * - the diet box ("plant-based, now 20 weeks pregnant", "renal diet - dialysis three times a
 *   week", "strict keto while on Glucophage XR", "greens the same every week because of the
 *   warfarin");
 * - the health-concerns box ("stiff hands (rheumatoid) - methotrexate every Monday", "exhausted
 *   since the psychiatrist started me on lithium", "bruising since the Eliquis").
 * In most of them the medicines and health boxes are left as the quiz sends them when nothing is
 * typed ('none' and 'no_additional_info', from BASE_PERSONA_ANSWERS): the worst case, where
 * the only place the medicine is named is a later box. A few put it in two of the other boxes at
 * once, and two type something unrelated in the medicines box ("nothing regular", "Panadol when
 * needed") while a later box names the medicine. Mostly English in many registers, with Gulf and
 * Egyptian Arabic (Arabic script and Arabizi), Hinglish, Tagalog, Russian (Cyrillic) and Urdu.
 */

/** Labels and references only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
const LIPITOR = dailymed('lipitor');
const TELMISARTAN = dailymed('micardis');
const CARBIMAZOLE = EMC('carbimazole');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('myfortic');
const HYDROXYCHLOROQUINE = dailymed('plaquenil');
const DEGARELIX = dailymed('firmagon');
const LEUPROLIDE_ELIGARD = dailymed('eligard');
const NCI_PROSTATE = 'https://www.cancer.gov/types/prostate';
const LAMOTRIGINE = dailymed('lamictal');
const ZOLPIDEM = dailymed('ambien');
/** Depakine / Depakine Chrono (sodium valproate, the Gulf's brand): the UK SmPC of sodium valproate. */
const VALPROATE = EMC('sodium+valproate');
const LEVETIRACETAM = dailymed('keppra');
const CLONAZEPAM = dailymed('klonopin');
const METHOTREXATE = dailymed('methotrexate');
const INSULIN_ASPART = dailymed('novolog');
const AMLODIPINE = dailymed('amlodipine');
const LOSARTAN = dailymed('cozaar');
const CIPROFLOXACIN = dailymed('ciprofloxacin');
const FERRIPROX = dailymed('ferriprox');
const URSODIOL = dailymed('ursodiol');
const OXALIPLATIN = dailymed('oxaliplatin');
const NCI_CHEMO = 'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy';
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_PBC = 'https://www.niddk.nih.gov/health-information/liver-disease/primary-biliary-cholangitis';

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

/** Typed in the current-supplements box, beside the supplements ticked. */
export const TWENTY_SIXTH_SUPPLEMENTS_BOX_PERSONAS = [
  inSupplements(
    3741,
    'anticoagulant',
    'english',
    'Fish oil 1000 mg, vitamin D 5000 IU, and of course my Eliquis 5 mg morning and night.',
    ['omega3', 'vitamin_d'],
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant'),
  ),
  inSupplements(3742, 'anticoagulant', 'typo', 'vit c + zinc in winter, warfrin 4mg daily (INR clinic every 2 wks)', ['vitamin_c', 'zinc'], SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  inSupplements(
    3743,
    'anticoagulant',
    'dose',
    'Vitamin E 400 IU softgel daily for my skin; Xarelto 20 mg with dinner since the clot in my leg.',
    ['vitamin_e'],
    SKIN_WOMAN,
    noVitaminE(XARELTO, 'anticoagulant'),
  ),
  inSupplements(
    3744,
    'antiplatelet',
    'brand',
    'Centrum Men, CoQ10 (the cardiologist suggested it because of the Lipitor), Plavix 75 every morning.',
    ['multivitamin', 'coq10'],
    SKIN_AGING_MAN_46,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['statin'], source: LIPITOR }),
  ),
  inSupplements(3745, 'glp1_agonist', 'brand', 'Centrum every morning + the Ozempic pen on Sundays (1 mg).', ['multivitamin'], WEIGHT_WOMAN, glp1(OZEMPIC)),
  inSupplements(3746, 'glp1_agonist', 'multi', 'Омега-3, витамин D и Оземпик 0,5 мг раз в неделю.', ['omega3', 'vitamin_d'], WEIGHT_MAN, glp1(OZEMPIC)),
  inSupplements(
    3747,
    'retinoid',
    'english',
    'A one-a-day multivitamin, and the Accutane my dermatologist prescribed (30 mg, month 2).',
    ['multivitamin'],
    ROACCUTANE_WOMAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  inSupplements(
    3748,
    'retinoid',
    'transliteration',
    'Multivitamin roz leta hoon, saath mein Isotroin 20 bhi chal rahi hai acne ke liye.',
    ['multivitamin'],
    ROACCUTANE_MAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  inSupplements(
    3749,
    'lithium',
    'english',
    'Omega-3 and a B complex - plus lithium 800 mg at night, which my psychiatrist says I must never skip.',
    ['omega3', 'vitamin_b'],
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium'),
  ),
  inSupplements(
    3750,
    'glucose_lowering',
    'arabic',
    'أوميغا ٣ وفيتامين د، وحبوب السكر جلوكوفاج ١٠٠٠ الصبح والليل',
    ['omega3', 'vitamin_d'],
    {},
    noAshwagandha(METFORMIN, 'glucose_lowering', { expect: ['metformin'] }),
  ),
  inSupplements(3751, 'blood_pressure', 'transliteration', 'vitamin D bas, w dawa el daght Concor 5 kol youm el sob7', ['vitamin_d'], BASE_MAN, noAshwagandha(BISOPROLOL, 'blood_pressure')),
  inSupplements(
    3752,
    'levothyroxine',
    'brand',
    'Calcium + D3 from the pharmacy, and Eltroxin 100 mcg first thing on an empty stomach.',
    ['calcium', 'vitamin_d'],
    AGING_WOMAN_46,
    spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM),
  ),
  persona(
    3753,
    'quinolone_tetracycline',
    'negation',
    {
      ...IMMUNITY_WOMAN,
      ...meds('nothing regular'),
      currentSupplements: ['zinc'],
      currentSupplements_text: 'Zinc 25 mg since covid, and right now a 10-day course of doxycycline for a chest infection.',
    },
    spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC),
  ),
  inSupplements(
    3754,
    'integrase_inhibitor',
    'typo',
    'magnesium glycinate at night + Biktarvy 1 tab daily (HIV, undetectable)',
    ['magnesium'],
    SLEEP_STRESS_MAN,
    spacing(BIKTARVY, 'integrase_inhibitor', MAGNESIUM),
  ),
  inSupplements(
    3755,
    'iron_chelator',
    'english',
    'Folic acid daily, vitamin C 1000 for my immunity, and Exjade every morning for the iron from my transfusions.',
    ['folate', 'vitamin_c'],
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(EXJADE),
  ),
  inSupplements(3756, 'adhd_medicine', 'brand', 'Green tea capsules for focus 🍵 on top of my Vyvanse 40 every morning', ['green_tea'], FOCUS_WOMAN, noGreenTea(VYVANSE, 'adhd_medicine')),
  inSupplements(
    3757,
    'tb_treatment',
    'transliteration',
    'Vitamin C at B6 na bigay ng health center, kasabay ng gamot ko sa TB (Rifampicin + Isoniazid), ikalawang buwan na.',
    ['vitamin_c', 'vitamin_b'],
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  inSupplements(
    3758,
    'immunosuppressant',
    'multi',
    'وٹامن ڈی اور کیلشیم، اور جگر کی پیوند کاری کے بعد روزانہ ٹیکرولیمس',
    ['vitamin_d', 'calcium'],
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant'),
  ),
  inSupplements(
    3759,
    'sedative',
    'brand',
    "Magnesium and melatonin didn't cut it, so now it's Stilnox 10 most nights too.",
    ['magnesium'],
    SLEEP_STRESS_WOMAN,
    noAshwagandha(ZOLPIDEM, 'sedative'),
  ),
  inSupplements(
    3760,
    'antiepileptic',
    'arabic',
    'باخد فيتامين ب مركب، ومعاه ديباكين كرونو ٥٠٠ مرتين في اليوم للصرع',
    ['vitamin_b'],
    SLEEP_STRESS_MAN,
    noAshwagandha(VALPROATE, 'antiepileptic'),
  ),
  inSupplements(3761, 'pregnancy_breastfeeding', 'english', 'Pregnacare Plus (14 weeks today!) and the iron tablets the OB gave me', ['multivitamin', 'iron'], {}, pregnant()),
  inSupplements(
    3762,
    'kidney_disease',
    'english',
    'Renal vitamins from the dialysis unit and calcium acetate with every meal (haemodialysis 3x/week).',
    ['vitamin_b', 'calcium'],
    SLEEP_STRESS_WOMAN,
    hemodialysis(),
  ),
  inSupplements(
    3763,
    'kidney_stones',
    'negation',
    'Only fish oil - the urologist said no calcium pills after my third kidney stone.',
    ['omega3'],
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  inSupplements(
    3764,
    'anticoagulant',
    'transliteration',
    'fitamin D w omega 3, w a5ith marevan kil yom 3ashan sammam el galb',
    ['vitamin_d', 'omega3'],
    SKIN_AGING_WOMAN_46,
    warfarinLike(WARFARIN),
  ),
  persona(
    3765,
    'anticoagulant',
    'multi',
    {
      ...SKIN_WOMAN,
      ...meds('Panadol when needed'),
      currentSupplements: ['collagen', 'vitamin_c'],
      currentSupplements_text: 'collagen, biotin for my hair, vitamin C - and Pradaxa 110 twice a day, which the cardiologist started after my AF',
    },
    noVitaminE(PRADAXA, 'anticoagulant'),
  ),
];

/** Typed in the goals box, beside the goals ticked. */
export const TWENTY_SIXTH_GOALS_BOX_PERSONAS = [
  inGoals(3766, 'glp1_agonist', 'english', "Lose the last 8 kg - I'm on Mounjaro 5 mg since March and want to keep my muscle", WEIGHT_WOMAN, glp1(MOUNJARO)),
  inGoals(3767, 'retinoid', 'typo', 'clearer skin thru my roacutane course lol, and less dry lips', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  inGoals(3768, 'glp1_agonist', 'arabic', 'أبغى أنزل وزن، أنا على مونجارو من شهرين', WEIGHT_WOMAN, glp1(MOUNJARO)),
  inGoals(
    3769,
    'quinolone_tetracycline',
    'english',
    'Immunity - third UTI this year, on ciprofloxacin again this week',
    IMMUNITY_WOMAN,
    spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
  inGoals(3770, 'pregnancy_breastfeeding', 'english', 'Sleep whenever the baby lets me 😅 exclusively breastfeeding my 10-week-old', SLEEP_STRESS_WOMAN, pregnant()),
  inGoals(3771, 'pregnancy_breastfeeding', 'transliteration', 'Gusto ko ng energy, 5 months pregnant po ako sa pangalawa ko', {}, pregnant()),
  inGoals(3772, 'pregnancy_breastfeeding', 'arabic', 'عايزة أقلل التوتر عشان أنا حامل في الشهر السادس', SLEEP_STRESS_WOMAN, pregnant()),
  inGoals(3773, 'surgery', 'english', 'Get fitter and calmer before my hip replacement on the 20th', BASE_MAN_56, noAshwagandha(ODS_WYNTK, 'surgery')),
  inGoals(3774, 'glucose_lowering', 'english', 'More energy - my sugar crashes mid-afternoon even on the gliclazide', {}, noAshwagandha(GLICLAZIDE, 'glucose_lowering')),
  inGoals(3775, 'blood_pressure', 'transliteration', 'Stress kam karna hai, BP ki dawai Telma 40 roz le raha hoon', SLEEP_STRESS_MAN, noAshwagandha(TELMISARTAN, 'blood_pressure')),
  inGoals(3776, 'levothyroxine', 'brand', "Energy - Hashimoto's, Euthyrox 75 every morning but still wiped out", {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  inGoals(3777, 'antithyroid', 'arabic', 'أبي طاقة أكثر، عندي الغدة نشطة وآخذ كاربيمازول', {}, noAshwagandha(CARBIMAZOLE, 'antithyroid')),
  inGoals(
    3778,
    'immunosuppressant',
    'english',
    'Immunity!! Liver transplant in 2022, on tacrolimus, so I catch every cold going',
    { goals: ['immunity', 'stress'] },
    noAshwagandha(TACROLIMUS, 'immunosuppressant'),
  ),
  inGoals(
    3779,
    'autoimmune_disease',
    'transliteration',
    'Mabawasan ang pagod - may lupus ako, naka-Plaquenil araw-araw',
    {},
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease', { source: HYDROXYCHLOROQUINE }),
  ),
  inGoals(
    3780,
    'hormone_sensitive_cancer',
    'english',
    'Healthy ageing - prostate cancer, on Firmagon injections every month',
    BASE_MAN_56,
    noAshwagandha(DEGARELIX, 'hormone_sensitive_cancer', { source: NCI_PROSTATE }),
  ),
  inGoals(3781, 'lithium', 'english', 'Focus and energy, without messing with my lithium levels (Camcolit 400)', FOCUS_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  inGoals(
    3782,
    'bipolar_disorder',
    'multi',
    'Больше энергии, но у меня биполярное расстройство, пью ламотриджин',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { expect: ['antiepileptic'], source: LAMOTRIGINE }),
  ),
  inGoals(3783, 'adhd_medicine', 'english', 'Focus at work - already on Concerta 54 but the afternoons are rough', FOCUS_MAN, noGreenTea(CONCERTA, 'adhd_medicine')),
  inGoals(3784, 'liver_disease', 'transliteration', '3ayez a5es, 3andi kabd dohni w el enzymat 3alya', WEIGHT_MAN, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
  inGoals(
    3785,
    'tb_treatment',
    'multi',
    'توجہ اور توانائی چاہیے، ٹی بی کا علاج چل رہا ہے، چار دوائیاں روز',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  persona(
    3786,
    'kidney_disease',
    'multi',
    { ...SLEEP_STRESS_MAN, goals_text: 'Sleep better - dialysis Mon/Wed/Fri leaves me wired at night', diet: 'dash', diet_text: 'renal diet, fluids limited to 1 litre' },
    hemodialysis(),
  ),
  inGoals(3787, 'sickle_cell', 'english', 'Energy! Sickle cell warrior (HbSS), tired all the time', ENERGY_WOMAN_30, noIron(ASH_SICKLE_IRON, 'sickle_cell')),
  inGoals(
    3788,
    'iron_overload',
    'transliteration',
    'Energy chahiye, par mujhe thalassemia major hai aur har mahine blood chadhta hai',
    ENERGY_WOMAN_30,
    noIron(DESFERAL, 'iron_overload'),
  ),
  inGoals(
    3789,
    'kidney_stones',
    'english',
    "Stronger bones 🦴 but I've passed 4 kidney stones, so go easy on the calcium",
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  persona(
    3790,
    'glp1_agonist',
    'multi',
    { ...WEIGHT_WOMAN, goals_text: 'Lose weight - the Saxenda is helping', currentSupplements: ['multivitamin'], currentSupplements_text: 'multivitamin + Saxenda 1.8 daily injection' },
    glp1(SAXENDA),
  ),
];

/** Typed in the diet box, beside the diet picked. */
export const TWENTY_SIXTH_DIET_BOX_PERSONAS = [
  inDiet(3791, 'pregnancy_breastfeeding', 'english', 'vegan', 'Plant-based for 6 years, now 20 weeks pregnant with our first', {}, pregnant()),
  inDiet(3792, 'kidney_disease', 'english', 'dash', "Low-salt, low-potassium renal diet - I'm on dialysis three times a week", SLEEP_STRESS_WOMAN, hemodialysis()),
  inDiet(
    3793,
    'glucose_lowering',
    'english',
    'keto',
    'Strict keto (under 20 g carbs) while on Glucophage XR 1000 with dinner',
    {},
    noAshwagandha(METFORMIN, 'glucose_lowering', { expect: ['metformin'] }),
  ),
  inDiet(
    3794,
    'glucose_lowering',
    'arabic',
    'omnivore',
    'أحسب الكارب عشان إبر الأنسولين، نوفورابيد مع كل وجبة',
    BASE_MAN,
    noAshwagandha(INSULIN_ASPART, 'glucose_lowering', { source: INSULIN }),
  ),
  inDiet(
    3795,
    'anticoagulant',
    'english',
    'mediterranean',
    "I keep my greens the same every week because of the warfarin - the INR nurse's rule",
    SKIN_AGING_WOMAN_46,
    warfarinLike(WARFARIN),
  ),
  inDiet(3796, 'adhd_medicine', 'typo', 'omnivore', 'skip lunch most days, adderall kills my apetite', FOCUS_MAN, noGreenTea(ADDERALL, 'adhd_medicine')),
  inDiet(3797, 'pregnancy_breastfeeding', 'arabic', 'vegetarian', 'نباتية ومرضعة، بنتي عندها ٤ شهور', {}, pregnant()),
  inDiet(
    3798,
    'liver_disease',
    'english',
    'mediterranean',
    "Mediterranean on my hepatologist's orders - cirrhosis from NASH, zero alcohol",
    WEIGHT_WOMAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_NAFLD }),
  ),
  inDiet(
    3799,
    'swallowing_difficulty',
    'english',
    'omnivore',
    'Everything minced and soft since my stroke - dysphagia, drinks thickened',
    WEIGHT_WOMAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  inDiet(3800, 'glp1_agonist', 'transliteration', 'omnivore', 'Mounjaro ki wajah se bhookh hi nahi lagti, din mein ek hi meal', WEIGHT_WOMAN, glp1(MOUNJARO)),
  inDiet(3801, 'glp1_agonist', 'vague', 'omnivore', 'Small portions - the weekly weight-loss jab fills me up fast', WEIGHT_MAN, glp1(WEGOVY)),
  inDiet(
    3802,
    'kidney_stones',
    'transliteration',
    'omnivore',
    'ashrab mai wayed w agallil el mel7 3ashan el 7a9a fil kilya tetkarrar',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  inDiet(3803, 'kidney_disease', 'multi', 'omnivore', 'گردوں کی بیماری کی وجہ سے کم نمک اور کم پروٹین، ابھی ڈائیلاسز شروع نہیں ہوا', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  inDiet(
    3804,
    'iron_overload',
    'english',
    'omnivore',
    'Red meat once a week max and no iron-fortified cereal - haemochromatosis',
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  inDiet(
    3805,
    'iron_chelator',
    'transliteration',
    'omnivore',
    'Iwas ako sa pagkaing mataas sa iron, may thalassemia major ako at naka-Exjade',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(EXJADE),
  ),
  inDiet(3806, 'maoi', 'english', 'omnivore', 'No aged cheese, salami or soy sauce - tyramine-free because of my Nardil', FOCUS_WOMAN, noGreenTea(NARDIL_LABEL, 'maoi')),
  inDiet(
    3807,
    'tb_treatment',
    'arabic',
    'omnivore',
    'بحاول آكل بروتين كتير عشان علاج السل، أنا في الشهر التاني',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  inDiet(
    3808,
    'levothyroxine',
    'negation',
    'omnivore',
    'Nothing (not even coffee) for an hour after my levothyroxine in the morning',
    AGING_WOMAN_46,
    spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM),
  ),
  inDiet(
    3809,
    'glucose_lowering',
    'multi',
    'dash',
    'Без соли и сахара: диабет, колю инсулин, и давление',
    BASE_MAN,
    noAshwagandha(INSULIN, 'glucose_lowering', { expect: ['blood_pressure'] }),
  ),
  inDiet(
    3810,
    'glucose_lowering',
    'transliteration',
    'omnivore',
    'Low carb, kalahating tasa lang ng kanin kasi diabetic ako, naka-metformin at glimepiride',
    {},
    noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  inDiet(3811, 'anticoagulant', 'negation', 'omnivore', 'No grapefruit - the pharmacist said it clashes with my Xarelto', SKIN_WOMAN, noVitaminE(XARELTO, 'anticoagulant')),
  inDiet(3812, 'pregnancy_breastfeeding', 'transliteration', 'vegetarian', 'Pure veg, pregnancy ka 7th month chal raha hai', {}, pregnant()),
  inDiet(
    3813,
    'hypercalcaemia',
    'english',
    'omnivore',
    "Dairy-free on the endocrinologist's advice - my blood calcium runs high (parathyroid)",
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  inDiet(3814, 'sickle_cell', 'arabic', 'omnivore', 'أشرب مي واجد وآكل صحي عشان عندي فقر الدم المنجلي', ENERGY_WOMAN_30, noIron(ASH_SICKLE_IRON, 'sickle_cell')),
  persona(
    3815,
    'glp1_agonist',
    'multi',
    { ...WEIGHT_WOMAN, diet: 'keto', diet_text: 'Keto-ish since starting Mounjaro, I barely eat', ...concernBox('constipated since the Mounjaro', ['digestion']) },
    glp1(MOUNJARO),
  ),
];

/** Typed in the health-concerns box, beside the concerns ticked. */
export const TWENTY_SIXTH_CONCERNS_BOX_PERSONAS = [
  inConcerns(
    3816,
    'autoimmune_disease',
    'english',
    'Stiff, swollen hands every morning (rheumatoid) - methotrexate 15 mg every Monday',
    ['immune'],
    {},
    noAshwagandha(METHOTREXATE, 'autoimmune_disease', { expect: ['methotrexate'] }),
  ),
  inConcerns(3817, 'lithium', 'english', 'Exhausted and foggy since the psychiatrist started me on lithium in June', ['focus'], ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  inConcerns(3818, 'anticoagulant', 'english', 'Bruising like a peach since the Eliquis - is that normal?', [], SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  inConcerns(3819, 'antiplatelet', 'arabic', 'لثتي تنزف من بديت بريلينتا بعد الدعامة', ['stress'], SKIN_MAN, noVitaminE(BRILINTA, 'antiplatelet')),
  inConcerns(
    3820,
    'bleeding_disorder',
    'english',
    'Low platelets (ITP) - count 45 last month, nosebleeds and little red spots on my legs',
    ['immune'],
    SKIN_WOMAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  inConcerns(
    3821,
    'glucose_lowering',
    'transliteration',
    'mesh ba3raf anam kwayes 3ashan el sokkar, ba5od Amaryl w Glucophage',
    ['sleep'],
    SLEEP_STRESS_MAN,
    noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  inConcerns(
    3822,
    'blood_pressure',
    'english',
    'Stress sends my BP through the roof, even on amlodipine 10 and losartan 50',
    ['stress'],
    SLEEP_STRESS_WOMAN,
    noAshwagandha(AMLODIPINE, 'blood_pressure', { source: LOSARTAN }),
  ),
  inConcerns(3823, 'sedative', 'dose', "Can't sleep without my clonazepam (0.5 at bedtime)", ['sleep'], SLEEP_STRESS_WOMAN, noAshwagandha(CLONAZEPAM, 'sedative')),
  inConcerns(
    3824,
    'antiepileptic',
    'transliteration',
    'Hirap mag-focus, epileptic ako at naka-Keppra 500 dalawang beses isang araw',
    ['focus'],
    {},
    noAshwagandha(LEVETIRACETAM, 'antiepileptic'),
  ),
  inConcerns(
    3825,
    'antithyroid',
    'transliteration',
    'Thyroid overactive hai, Neo-Mercazole 10 chal rahi hai, dil ki dhadkan tez rehti hai',
    ['hormone'],
    {},
    noAshwagandha(CARBIMAZOLE, 'antithyroid'),
  ),
  inConcerns(3826, 'levothyroxine', 'brand', 'hair thinning + always cold, hypothyroid on Synthroid 88', ['hormone'], {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  inConcerns(
    3827,
    'immunosuppressant',
    'multi',
    'Часто болею: после пересадки почки принимаю такролимус и майфортик',
    ['immune'],
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  inConcerns(
    3828,
    'hormone_sensitive_cancer',
    'english',
    'Hot flushes keep me up - prostate cancer, Eligard injection every 3 months',
    ['sleep'],
    BASE_MAN_56,
    noAshwagandha(LEUPROLIDE_ELIGARD, 'hormone_sensitive_cancer', { source: NCI_PROSTATE }),
  ),
  persona(
    3829,
    'pregnancy_breastfeeding',
    'multi',
    { ...concernBox('Morning sickness and heartburn, 11 weeks', ['digestion']), diet_text: 'no raw fish or runny eggs while pregnant' },
    pregnant(),
  ),
  inConcerns(3830, 'pregnancy_breastfeeding', 'multi', 'بچے کو دودھ پلانے کی وجہ سے رات کو نیند پوری نہیں ہوتی', ['sleep'], SLEEP_STRESS_WOMAN, pregnant()),
  inConcerns(3831, 'surgery', 'arabic', 'متوترة لأن عندي عملية ركبة بعد أسبوعين', ['stress'], {}, noAshwagandha(ODS_WYNTK, 'surgery')),
  inConcerns(
    3832,
    'kidney_disease',
    'transliteration',
    'Neend nahi aati, kidney kharab hai, creatinine 4.2, dialysis ki baat chal rahi hai',
    ['sleep'],
    SLEEP_STRESS_MAN,
    noMagnesium(NIDDK_CKD),
  ),
  inConcerns(
    3833,
    'cancer_treatment',
    'english',
    'Mouth sores and no energy from the chemo (FOLFOX for bowel cancer, cycle 5 of 12)',
    ['immune'],
    SKIN_WOMAN,
    noVitaminE(joined(NCI_CHEMO, OXALIPLATIN), 'cancer_treatment'),
  ),
  inConcerns(
    3834,
    'liver_disease',
    'english',
    'Itchy skin and brain fog - PBC (primary biliary cholangitis), on Urso',
    ['focus'],
    FOCUS_WOMAN,
    noGreenTea(NIDDK_PBC, 'liver_disease', { source: URSODIOL }),
  ),
  inConcerns(3835, 'adhd_medicine', 'arabic', 'مش قادر أركز حتى وأنا على الريتالين', ['focus'], FOCUS_MAN, noGreenTea(RITALIN, 'adhd_medicine')),
  inConcerns(3836, 'retinoid', 'typo', 'dry lips n nosebleeds from acutane lol', ['stress'], ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  inConcerns(
    3837,
    'iron_chelator',
    'dose',
    'Joint aches on Ferriprox 1000 mg three times a day (beta thal major, transfused monthly)',
    ['immune'],
    ENERGY_IMMUNITY_WOMAN_30,
    plus(chelator(FERRIPROX), { mention: ['hours'], source: ZINC }),
  ),
  inConcerns(
    3838,
    'hypercalcaemia',
    'english',
    'Constipated and thirsty all the time - sarcoidosis, calcium 2.9 on my last bloods',
    ['digestion'],
    AGING_WOMAN_46,
    noCalcium(VITAMIN_D, 'hypercalcaemia'),
  ),
  inConcerns(
    3839,
    'quinolone_tetracycline',
    'transliteration',
    'Laging may sipon, ngayon naka-Tavanic 500 ako para sa sinusitis, 5 araw pa',
    ['immune'],
    IMMUNITY_MAN,
    spacing(LEVOFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
  persona(
    3840,
    'anticoagulant',
    'multi',
    { ...SKIN_AGING_MAN_46, ...concernBox('Palpitations - AF, on warfarin since last year', ['stress']), currentSupplements: ['coq10'], currentSupplements_text: 'CoQ10 for my heart' },
    warfarinLike(WARFARIN, { expect: ['heart_rhythm'] }),
  ),
];
