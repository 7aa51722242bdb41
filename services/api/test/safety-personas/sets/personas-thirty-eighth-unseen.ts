import type { CurrentSupplement, Diet, HealthConcern, InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation, type PersonaStyle, type SafetyPersona } from '../persona';
import {
  FDA_SWELLING_GUMS,
  glp1,
  joined,
  noAshwagandha,
  noGreenTea,
  noMagnesium,
  noMultivitamin,
  noRhodiola,
  noVitaminE,
  onHealth,
  onMeds,
  plus,
  pregnant,
  spacing,
  warfarinLike,
} from '../expectations';
import {
  concernBox,
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
  ASGE_ANTITHROMBOTICS,
  ASPIRIN_81,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  EXFORGE,
  GLICLAZIDE,
  GOSERELIN,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  JANUMET,
  LEVOTHYROXINE,
  LITHIUM,
  LOVENOX,
  METFORMIN,
  MINOCYCLINE,
  MOUNJARO,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_HEP_B,
  NIDDK_HYPERPARATHYROIDISM,
  NIDDK_KIDNEY_STONES,
  ODS_WYNTK,
  OZEMPIC,
  PLAVIX,
  RIFAMPIN,
  RITALIN,
  SAXENDA,
  VYVANSE,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Thirty-eighth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 4961–5060.
 *
 * Theme: everything again, from people the earlier testers did not imagine, all in the dangerous
 * direction (a current medicine, condition or life stage that must change the plan; what each
 * class rules out or spaces follows expectations.ts, and each persona cites its own references):
 * - construction workers, nannies, drivers and guards typing in broken English, Hinglish, Urdu,
 *   Tagalog and Malayalam (4961–4975);
 * - teenagers and students: acne pills beside the pill, ADHD capsules before exams, eating
 *   disorders that left swallowing hard, type 1 diabetes, a first bipolar diagnosis (4976–4990);
 * - older Emiratis typing Gulf Arabic with the English brand name in the middle (4991–5005);
 * - new mothers in the first weeks after the birth (5006–5015);
 * - people back from treatment abroad (India, Thailand, Germany, Egypt, Turkey) naming the
 *   hospital's words (5016–5027);
 * - athletes and gym-goers ("the stuff the doc gave me for my ACL op") (5028–5037);
 * - pilots and cabin crew (sleeping tablets for layovers, clots after long-haul) (5038–5045);
 * - people who paste their whole medical history or discharge summary (5046–5052);
 * - people who answer in one word ("dialysis", "Xarelto", "pregnant!!") (5053–5060).
 * About a third is typed in the current-supplements, goals, diet and health-concerns boxes rather
 * than the medicines (question 8) and health (question 9) boxes.
 */

/** Labels and references only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
const AMLODIPINE = dailymed('amlodipine');
const CARBAMAZEPINE = dailymed('tegretol');
const ALPRAZOLAM = dailymed('xanax');
const YASMIN = dailymed('yasmin');
const QUETIAPINE = dailymed('seroquel');
const HUMIRA = dailymed('humira');
/** Epilim / Depakine (sodium valproate): the UK SmPC. */
const VALPROATE = EMC('sodium+valproate');
const EFFIENT = dailymed('effient');
const PROPYLTHIOURACIL = dailymed('propylthiouracil');
const LABETALOL = dailymed('labetalol');
const PACLITAXEL = dailymed('paclitaxel');
const NCI_CHEMO = 'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy';
const NCI_PROSTATE = 'https://www.cancer.gov/types/prostate';
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const DOVATO = dailymed('dovato');
const HYDROXYCHLOROQUINE = dailymed('plaquenil');
const FRAGMIN = dailymed('fragmin');
const ZOLPIDEM = dailymed('ambien');
const ZOPICLONE = EMC('zopiclone');
const TOPIRAMATE = dailymed('topamax');
const CIPROFLOXACIN = dailymed('ciprofloxacin');
const XELJANZ = dailymed('xeljanz');
const METHOTREXATE = dailymed('methotrexate');
const DEPAKOTE = dailymed('depakote');
const LEUPROLIDE = dailymed('lupron+depot');
const ZYTIGA = dailymed('zytiga');
const SPIRONOLACTONE = dailymed('spironolactone');
const FUROSEMIDE = dailymed('furosemide');
const ATORVASTATIN = dailymed('lipitor');
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_HEP_C = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-c';
const NIDDK_CROHNS = 'https://www.niddk.nih.gov/health-information/digestive-diseases/crohns-disease/treatment';

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
const surgeryAhead = (): PersonaExpectation => noAshwagandha(ODS_WYNTK, 'surgery');

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

/** Construction workers, nannies, drivers and guards. */
export const THIRTY_EIGHTH_WORKERS_PERSONAS = [
  onMeds(
    4961,
    'anticoagulant',
    'typo',
    'i am driver, doctor give me blood thin tablet name warfrin 5mg, every month check blood INR in Rashid hospital',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(
    4962,
    'glucose_lowering',
    'typo',
    'sugar patient. glucofage 500 morning and night, gliclazid 80 morning. working site in sun',
    BASE_MAN,
    noAshwagandha(GLICLAZIDE, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  onMeds(4963, 'blood_pressure', 'transliteration', 'BP ki goli Amlong 5 roz subah, company ke doctor ne di hai', BASE_MAN, noAshwagandha(AMLODIPINE, 'blood_pressure')),
  onHealth(
    4964,
    'tb_treatment',
    'typo',
    'TB in lung found in my medical, now treatmant 6 month from goverment clinic, 4 tablet every morning, urine become orange',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onHealth(4965, 'kidney_disease', 'multi', 'എനിക്ക് വൃക്കരോഗമാണ്, ആഴ്ചയിൽ രണ്ട് തവണ ഡയാലിസിസ് ചെയ്യുന്നു', SLEEP_STRESS_MAN, hemodialysis()),
  onHealth(4966, 'pregnancy_breastfeeding', 'transliteration', 'Nagdadalang-tao po ako, mga 16 weeks na sabi ng OB sa Al Qusais', {}, pregnant()),
  onMeds(4967, 'quinolone_tetracycline', 'typo', 'antibiotik cipro 500 two time day, 7 days, for urin infection', IMMUNITY_MAN, spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC)),
  onMeds(
    4968,
    'antiplatelet',
    'typo',
    'after heart attak doctor put 2 stent. now loprin 75 and plavix daily, he say never stop',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  inConcerns(
    4969,
    'sickle_cell',
    'typo',
    'pain crisis in my joints when weather cold, I am SS genotype since small girl',
    ['immune'],
    ENERGY_WOMAN_30,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
  inGoals(
    4970,
    'kidney_stones',
    'transliteration',
    'Haddiyan mazboot karni hai, lekin kidney mein pathri baar baar banti hai, 3 baar nikal chuki',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onMeds(
    4971,
    'glucose_lowering',
    'multi',
    'شوگر کے لیے گلوکوفیج صبح شام اور رات کو انسولین کا ٹیکہ',
    BASE_MAN,
    noAshwagandha(INSULIN, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  onHealth(
    4972,
    'liver_disease',
    'typo',
    'before my eyes yellow, doctor say hepatitis B carrier, liver have little damage now',
    WEIGHT_MAN,
    noGreenTea(NIDDK_HEP_B, 'liver_disease'),
  ),
  onMeds(
    4973,
    'antiepileptic',
    'transliteration',
    'Gamot ko sa kombulsyon, Tegretol 200 dalawang beses isang araw',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(CARBAMAZEPINE, 'antiepileptic'),
  ),
  inConcerns(
    4974,
    'sedative',
    'typo',
    'night shift security, cant sleep day time, clinic give me alprazolam 0.5',
    ['sleep'],
    SLEEP_STRESS_MAN,
    noAshwagandha(ALPRAZOLAM, 'sedative'),
  ),
  onHealth(
    4975,
    'hypercalcaemia',
    'typo',
    'blood test show calcium high 11.8, doctor say parathyroid gland problem, waiting for operation',
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
];

/** Teenagers and students. */
export const THIRTY_EIGHTH_YOUNG_PERSONAS = [
  onMeds(
    4976,
    'retinoid',
    'english',
    'Isotretinoin 20mg (dermatologist, month 3) + Yasmin, because the derm made me start the pill too',
    ROACCUTANE_WOMAN,
    plus(noMultivitamin(ISOTRETINOIN), { expect: ['hormonal_therapy'], source: YASMIN }),
  ),
  inGoals(4977, 'retinoid', 'transliteration', 'abi bashra safya, ana 3ala roaccutane men shahrain', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(4978, 'adhd_medicine', 'typo', 'elvanse 30 for adhd, uni exams rn', FOCUS_WOMAN, noGreenTea(VYVANSE, 'adhd_medicine')),
  inSupplements(4979, 'adhd_medicine', 'english', 'Omega-3 gummies and my Ritalin LA 20 on school days', ['omega3'], FOCUS_MAN, noGreenTea(RITALIN, 'adhd_medicine')),
  onHealth(
    4980,
    'swallowing_difficulty',
    'english',
    "Recovering from anorexia. My throat tightens and I choke on pills or anything thick, so right now it's mostly liquids",
    WEIGHT_WOMAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  inConcerns(
    4981,
    'swallowing_difficulty',
    'vague',
    'food gets stuck halfway down, I gag on tablets and I have lost weight because eating scares me',
    ['digestion'],
    WEIGHT_WOMAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  onHealth(
    4982,
    'bipolar_disorder',
    'english',
    'Diagnosed bipolar 1 in my first year of uni, on Seroquel 300 at night, the uni counsellor knows',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { expect: ['antipsychotic'], source: QUETIAPINE }),
  ),
  onMeds(
    4983,
    'quinolone_tetracycline',
    'transliteration',
    'pimples ke liye minocycline 50 roz, teen mahine ka course',
    IMMUNITY_WOMAN,
    spacing(MINOCYCLINE, 'quinolone_tetracycline', ZINC),
  ),
  inConcerns(4984, 'lithium', 'typo', 'always thirsty n shaky hands from the lithium, psych says levels r fine', ['stress'], ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onHealth(4985, 'pregnancy_breastfeeding', 'typo', '19, just found out im expecting, around 10 wks by the scan', {}, pregnant()),
  inDiet(
    4986,
    'glucose_lowering',
    'english',
    'omnivore',
    'I count every carb for my insulin pump (type 1 since I was 9)',
    {},
    noAshwagandha(INSULIN, 'glucose_lowering'),
  ),
  inConcerns(
    4987,
    'immunosuppressant',
    'multi',
    'Болезнь Крона, колю Хумиру раз в две недели, постоянно простужаюсь',
    ['immune'],
    {},
    noAshwagandha(HUMIRA, 'immunosuppressant', { source: NIDDK_CROHNS }),
  ),
  inGoals(4988, 'antiepileptic', 'english', 'Better focus for my finals, but the Epilim makes me foggy', {}, noAshwagandha(VALPROATE, 'antiepileptic')),
  inDiet(
    4989,
    'swallowing_difficulty',
    'typo',
    'omnivore',
    'soft foods only, swallowing hurts since bulimia wrecked my throat (oesophagus scarred)',
    WEIGHT_WOMAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  onMeds(4990, 'retinoid', 'multi', 'Curacné 20 mg par jour depuis deux mois, prescrit par ma dermato à Lyon', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
];

/** Older Emiratis, Gulf Arabic with the English brand name. */
export const THIRTY_EIGHTH_ELDERS_PERSONAS = [
  onMeds(4991, 'anticoagulant', 'arabic', 'آخذ Xarelto 15 بالليل عشان القلب يدق مو مضبوط', SKIN_AGING_MAN_46, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(
    4992,
    'glucose_lowering',
    'arabic',
    'حبة Janumet 50/1000 الصبح وإبرة Lantus الليل، والسكر معاي من عشرين سنة',
    BASE_MAN_56,
    noAshwagandha(JANUMET, 'glucose_lowering', { expect: ['metformin'], source: INSULIN }),
  ),
  onMeds(4993, 'blood_pressure', 'arabic', 'الضغط عندي، آخذ Exforge 5/160 حبة وحدة باليوم', BASE_MAN_56, noAshwagandha(EXFORGE, 'blood_pressure')),
  onHealth(
    4994,
    'antiplatelet',
    'arabic',
    'ركبوا لي دعامتين في القلب السنة اللي طافت، والحين على Effient 10 وأسبرين 100',
    SKIN_AGING_MAN_46,
    noVitaminE(EFFIENT, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  inGoals(4995, 'kidney_disease', 'arabic', 'أبي أرقد زين، أسوي غسيل كلى ثلاث مرات بالأسبوع في توام', SLEEP_STRESS_MAN, hemodialysis()),
  inSupplements(
    4996,
    'levothyroxine',
    'arabic',
    'كالسيوم وفيتامين دال، وحبة الغدة Euthyrox 100 على الريق',
    ['calcium', 'vitamin_d'],
    AGING_WOMAN_46,
    spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM),
  ),
  onHealth(
    4997,
    'hormone_sensitive_cancer',
    'arabic',
    'عندي سرطان في البروستاتا، وآخذ إبرة Zoladex كل ثلاث شهور',
    BASE_MAN_56,
    noAshwagandha(GOSERELIN, 'hormone_sensitive_cancer', { source: NCI_PROSTATE }),
  ),
  onHealth(4998, 'surgery', 'transliteration', 'ba3d 10 ayam 3indi 3amaliyat qalb maftoo7 fi Cleveland Abu Dhabi, tabdeel sammam', BASE_MAN_56, surgeryAhead()),
  inDiet(4999, 'glp1_agonist', 'arabic', 'omnivore', 'آكل شوي من يوم بديت Ozempic، وبطني يعورني', WEIGHT_WOMAN, glp1(OZEMPIC)),
  inConcerns(5000, 'liver_disease', 'arabic', 'تعبانة وعيوني مصفرة، الدكتور قال عندي تليّف في الكبد', ['digestion'], WEIGHT_WOMAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  onHealth(5001, 'bleeding_disorder', 'arabic', 'عندي مرض فون ويلبراند، أي جرح بسيط ينزف وايد', SKIN_WOMAN, noVitaminE(VITAMIN_E, 'bleeding_disorder')),
  onHealth(5002, 'iron_overload', 'arabic', 'ثلاسيميا ميجر، أنقل دم كل ثلاث أسابيع من وأنا صغيرة', ENERGY_WOMAN_30, noIron(DESFERAL, 'iron_overload')),
  onMeds(5003, 'iron_chelator', 'transliteration', 'Jadenu 360 kil yom, w el Desferal pump laylatain bil esbou3', ENERGY_IMMUNITY_WOMAN_30, chelator(JADENU)),
  onMeds(5004, 'antithyroid', 'arabic', 'بروبيل (PTU) حبتين الصبح وحبة الليل للغدة النشطة', {}, noAshwagandha(PROPYLTHIOURACIL, 'antithyroid')),
  inConcerns(5005, 'pregnancy_breastfeeding', 'arabic', 'حامل بالشهر الثالث والوحام ذابحني، ما أقدر آكل', ['digestion'], SLEEP_STRESS_WOMAN, pregnant()),
];

/** New mothers in the first weeks after the birth. */
export const THIRTY_EIGHTH_NEW_MOTHERS_PERSONAS = [
  onHealth(5006, 'pregnancy_breastfeeding', 'english', 'Baby born 12 days ago by C-section, feeding her myself every 2-3 hours', SLEEP_STRESS_WOMAN, pregnant()),
  inGoals(5007, 'pregnancy_breastfeeding', 'multi', 'പ്രസവം കഴിഞ്ഞിട്ട് മൂന്നാഴ്ച ആയി, കുഞ്ഞിന് മുലപ്പാൽ കൊടുക്കുന്നു, ക്ഷീണം മാറണം', {}, pregnant()),
  onMeds(
    5008,
    'anticoagulant',
    'english',
    'Clexane 40 injection daily for 6 weeks after the C-section (the hospital said clot risk), and I am breastfeeding',
    SKIN_WOMAN,
    plus(noVitaminE(LOVENOX, 'anticoagulant'), pregnant()),
  ),
  inDiet(
    5009,
    'pregnancy_breastfeeding',
    'transliteration',
    'vegetarian',
    'Delivery ko 3 hafte hue, jaapa wala khana - ghee, gond ke laddoo, doodh; baby ko feed karati hoon',
    {},
    pregnant(),
  ),
  inConcerns(5010, 'pregnancy_breastfeeding', 'multi', 'Родила месяц назад, кормлю грудью, сплю урывками', ['sleep'], SLEEP_STRESS_WOMAN, pregnant()),
  onHealth(
    5011,
    'blood_pressure',
    'english',
    'Pre-eclampsia in labour 3 weeks ago - still on labetalol 200 twice a day, and breastfeeding',
    {},
    noAshwagandha(LABETALOL, 'blood_pressure', { expect: ['pregnancy_breastfeeding'] }),
  ),
  onMeds(
    5012,
    'levothyroxine',
    'brand',
    'Thyrox 50 at 6am for postpartum thyroiditis; baby is 5 weeks and I am nursing',
    {},
    noAshwagandha(LEVOTHYROXINE, 'levothyroxine', { expect: ['pregnancy_breastfeeding'] }),
  ),
  onHealth(5013, 'pregnancy_breastfeeding', 'multi', "J'ai accouché il y a trois semaines et j'allaite exclusivement", {}, pregnant()),
  inGoals(5014, 'pregnancy_breastfeeding', 'vague', 'get my energy back - newborn on the boob 24/7 😵', {}, pregnant()),
  onMeds(5015, 'lithium', 'arabic', 'بعد الولادة جالي اكتئاب جامد والدكتور كتبلي ليثيوم، والبيبي بيرضع صناعي', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
];

/** Back from treatment abroad. */
export const THIRTY_EIGHTH_ABROAD_PERSONAS = [
  onMeds(
    5016,
    'antiplatelet',
    'transliteration',
    'Apollo Chennai mein angioplasty hui, discharge pe Ecosprin-AV 75/10 aur Clopilet 75 likh ke diya',
    SKIN_AGING_MAN_46,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['statin'], source: joined(ASPIRIN_81, ATORVASTATIN) }),
  ),
  onHealth(
    5017,
    'anticoagulant',
    'english',
    'Knee replaced at Bumrungrad in Bangkok 3 weeks ago, they sent me home on Xarelto 10 mg for 5 weeks',
    SKIN_AGING_MAN_46,
    noVitaminE(XARELTO, 'anticoagulant'),
  ),
  onMeds(
    5018,
    'immunosuppressant',
    'multi',
    'Nach Nierentransplantation in der Charité: Prograf 3 mg morgens und abends, CellCept 500, Decortin 5',
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  onHealth(
    5019,
    'liver_disease',
    'transliteration',
    '3amalt 3elag el virus C fi Masr (sovaldi w daklinza), bas el kebd feeha teleef',
    WEIGHT_MAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_HEP_C }),
  ),
  onMeds(
    5020,
    'anticoagulant',
    'brand',
    'Marcumar (from my cardiologist in Munich) - INR target 2.5-3.5, mechanical mitral valve',
    SKIN_WOMAN,
    noVitaminE(ASGE_ANTITHROMBOTICS, 'anticoagulant'),
  ),
  onHealth(
    5021,
    'cancer_treatment',
    'english',
    'Back from Tata Memorial in Mumbai - breast cancer, 4 cycles of AC chemo done there, 12 weekly paclitaxel to go here in Dubai',
    SKIN_WOMAN,
    noVitaminE(joined(NCI_CHEMO, PACLITAXEL), 'cancer_treatment'),
  ),
  onMeds(
    5022,
    'tb_treatment',
    'multi',
    'ക്ഷയരോഗത്തിന് നാട്ടിൽ നിന്ന് ആറുമാസത്തെ ചികിത്സ തുടങ്ങി, ഇപ്പോൾ മൂന്നാം മാസം',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onHealth(5023, 'surgery', 'english', 'Flying to Istanbul next month for a gastric sleeve, the package is booked', {}, surgeryAhead()),
  inGoals(5024, 'glp1_agonist', 'multi', 'Сбросить ещё 10 кг — колю Мунджаро 7,5 мг, привезла из Германии', WEIGHT_WOMAN, glp1(MOUNJARO)),
  inConcerns(
    5025,
    'kidney_stones',
    'english',
    "Had lithotripsy in Kochi for a 9 mm stone; the urologist there said I'm a stone former and will make more",
    ['digestion'],
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onMeds(5026, 'integrase_inhibitor', 'brand', 'Dovato one tablet a day - started at a clinic in Bangkok', SLEEP_STRESS_MAN, spacing(DOVATO, 'integrase_inhibitor', MAGNESIUM)),
  onHealth(
    5027,
    'autoimmune_disease',
    'transliteration',
    '3andi el zeeba el 7amra (lupus), bata5od plaquenil men Qasr el Aini',
    {},
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease', { source: HYDROXYCHLOROQUINE }),
  ),
];

/** Athletes and gym-goers. */
export const THIRTY_EIGHTH_ATHLETES_PERSONAS = [
  onMeds(5028, 'surgery', 'negation', 'nothing regular, just the stuff the doc gave me for my ACL op next Thursday', BASE_MAN, surgeryAhead()),
  inGoals(5029, 'surgery', 'typo', 'bulk up b4 my shoulder surgery on the 3rd (labrum repair)', BASE_MAN, surgeryAhead()),
  inSupplements(
    5030,
    'anticoagulant',
    'english',
    'creatine, whey, and the Fragmin shots after the ACL reconstruction (2 more weeks)',
    ['creatine', 'protein'],
    SKIN_MAN,
    noVitaminE(FRAGMIN, 'anticoagulant'),
  ),
  inGoals(5031, 'retinoid', 'english', 'cut to 10% bf for my comp - back acne so the derm has me on accutane 40', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(5032, 'quinolone_tetracycline', 'typo', 'doxy 100 x2 for 10 days (infected tattoo)', IMMUNITY_MAN, spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC)),
  inConcerns(
    5033,
    'kidney_disease',
    'english',
    "creatinine came back 2.1 and eGFR 38 - the nephrologist says stage 3b CKD and it's not the creatine",
    ['stress'],
    SLEEP_STRESS_MAN,
    noMagnesium(NIDDK_CKD),
  ),
  inSupplements(
    5034,
    'hypercalcaemia',
    'dose',
    'Vitamin D 50,000 IU weekly from my gym coach - now my calcium is 3.1 and I was admitted',
    ['vitamin_d'],
    AGING_WOMAN_46,
    noCalcium(VITAMIN_D, 'hypercalcaemia'),
  ),
  inSupplements(5035, 'adhd_medicine', 'transliteration', 'pre-workout w adderall 20 el sob7', ['protein'], FOCUS_MAN, noGreenTea(ADDERALL, 'adhd_medicine')),
  onHealth(
    5036,
    'bleeding_disorder',
    'english',
    'Haemophilia A (mild) - factor VIII before any surgery or big knock; I still play five-a-side',
    SKIN_MAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  inGoals(5037, 'antiplatelet', 'typo', 'get back to running after my mini-stroke, on clopidogrl + asprin 81', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 })),
];

/** Pilots and cabin crew. */
export const THIRTY_EIGHTH_CREW_PERSONAS = [
  onMeds(5038, 'sedative', 'dose', 'Zolpidem 5 mg for layovers (cabin crew), 2-3 nights a week', SLEEP_STRESS_WOMAN, noAshwagandha(ZOLPIDEM, 'sedative')),
  inSupplements(5039, 'sedative', 'typo', 'melatonin + my sleeping tablets for layovers (zopiclone 7.5)', ['herbal'], SLEEP_STRESS_MAN, noAshwagandha(ZOPICLONE, 'sedative')),
  onHealth(5040, 'anticoagulant', 'english', 'DVT after a long-haul rotation, grounded and on apixaban for 3 months', SKIN_MAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  inConcerns(
    5041,
    'sedative',
    'transliteration',
    'Hindi makatulog pagkatapos ng long haul, may reseta akong Xanax 0.25 pag jetlag',
    ['sleep'],
    SLEEP_STRESS_WOMAN,
    noAshwagandha(ALPRAZOLAM, 'sedative'),
  ),
  inDiet(
    5042,
    'glp1_agonist',
    'english',
    'omnivore',
    "weight checks at work so I'm on Saxenda and eat tiny meals on the jumpseat",
    WEIGHT_WOMAN,
    glp1(SAXENDA),
  ),
  inGoals(5043, 'pregnancy_breastfeeding', 'english', 'energy - grounded at 9 weeks pregnant, crew are taken off flying', {}, pregnant()),
  onMeds(
    5044,
    'quinolone_tetracycline',
    'negation',
    'not azithro - they gave me cipro 500 for travellers diarrhoea after the Lagos layover',
    IMMUNITY_MAN,
    spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(5045, 'antiepileptic', 'brand', 'Topamax 50 at night to prevent migraines', SLEEP_STRESS_WOMAN, noAshwagandha(TOPIRAMATE, 'antiepileptic')),
];

/** The whole medical history pasted in. */
export const THIRTY_EIGHTH_HISTORY_PERSONAS = [
  onHealth(
    5046,
    'anticoagulant',
    'health-box',
    'PMH: T2DM (2011), HTN, AF (CHA2DS2-VASc 4), OSA on CPAP. Meds: metformin 1 g BD, amlodipine 10 OD, apixaban 5 BD, atorvastatin 40 nocte. Allergies: penicillin (rash). Surgical: lap chole 2015.',
    SKIN_AGING_MAN_46,
    noVitaminE(ELIQUIS, 'anticoagulant', {
      no: ['ashwagandha'],
      expect: ['metformin', 'glucose_lowering', 'blood_pressure', 'statin'],
      source: joined(METFORMIN, AMLODIPINE, ATORVASTATIN, NCCIH_ASHWAGANDHA),
    }),
  ),
  onHealth(
    5047,
    'kidney_disease',
    'health-box',
    'Discharge summary: 62M, ESRD secondary to diabetic nephropathy, maintenance HD via L AV fistula (Tue/Thu/Sat). Meds: sevelamer 800 TDS, insulin glargine 14 u nocte, EPO with dialysis, amlodipine 5.',
    BASE_MAN_56,
    plus(hemodialysis(), noAshwagandha(INSULIN, 'glucose_lowering', { expect: ['blood_pressure'], source: AMLODIPINE })),
  ),
  onHealth(
    5048,
    'liver_disease',
    'health-box',
    'History: alcohol-related cirrhosis (Child-Pugh B), varices banded x2, ascites on spironolactone 100 + furosemide 40, propranolol 40 BD, lactulose 15 ml TDS.',
    FOCUS_MAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { expect: ['diuretic'], source: joined(SPIRONOLACTONE, FUROSEMIDE) }),
  ),
  onHealth(
    5049,
    'pregnancy_breastfeeding',
    'health-box',
    'G2P1, 28/40, GDM diet-controlled, previous LSCS 2021, low-dose aspirin 150 nocte (pre-eclampsia risk), ferrous fumarate, folic acid 5 mg.',
    {},
    pregnant(['antiplatelet'], ASPIRIN_81),
  ),
  onHealth(
    5050,
    'autoimmune_disease',
    'health-box',
    'Seropositive rheumatoid arthritis since 2009: methotrexate 20 mg weekly + folic acid, tofacitinib 5 mg BD added 2023 (sulfasalazine stopped). Hypothyroid on levothyroxine 50.',
    {},
    noAshwagandha(METHOTREXATE, 'autoimmune_disease', { expect: ['methotrexate', 'immunosuppressant', 'levothyroxine'], source: joined(XELJANZ, LEVOTHYROXINE) }),
  ),
  onHealth(
    5051,
    'bipolar_disorder',
    'health-box',
    'Psych hx: bipolar affective disorder type I, 2 admissions (2016, 2019), stable on Depakote ER 1000 + quetiapine 200 nocte.',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { expect: ['antiepileptic', 'antipsychotic'], source: joined(DEPAKOTE, QUETIAPINE) }),
  ),
  onHealth(
    5052,
    'hormone_sensitive_cancer',
    'health-box',
    'Oncology summary: adenocarcinoma prostate, Gleason 4+4, on ADT (leuprorelin 3-monthly) + abiraterone 1000 mg + prednisolone 5 mg.',
    BASE_MAN_56,
    noAshwagandha(LEUPROLIDE, 'hormone_sensitive_cancer', { source: joined(ZYTIGA, NCI_PROSTATE) }),
  ),
];

/** One word. */
export const THIRTY_EIGHTH_ONE_WORD_PERSONAS = [
  onHealth(5053, 'kidney_disease', 'vague', 'dialysis', SLEEP_STRESS_WOMAN, hemodialysis()),
  onMeds(5054, 'anticoagulant', 'brand', 'Xarelto', SKIN_WOMAN, noVitaminE(XARELTO, 'anticoagulant')),
  onHealth(5055, 'pregnancy_breastfeeding', 'english', 'pregnant!!', {}, pregnant()),
  onMeds(5056, 'lithium', 'brand', 'Priadel', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(5057, 'glp1_agonist', 'brand', 'Wegovy', WEIGHT_MAN, glp1(WEGOVY)),
  onMeds(5058, 'maoi', 'brand', 'Nardil', FOCUS_WOMAN, noGreenTea(NARDIL_LABEL, 'maoi')),
  onHealth(5059, 'sickle_cell', 'arabic', 'أنيميا منجلية', ENERGY_WOMAN_30, noIron(ASH_SICKLE_IRON, 'sickle_cell')),
  onHealth(5060, 'liver_disease', 'english', 'cirrhosis', WEIGHT_WOMAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
];
