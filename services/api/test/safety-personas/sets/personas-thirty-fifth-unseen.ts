import type { HealthConcern, InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
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
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  WEIGHT_MAN,
  AGING_WOMAN_46,
  AGING_WOMAN_56,
  ROACCUTANE_WOMAN,
  ROACCUTANE_MAN_30,
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
  ASPIRIN_81,
  BIKTARVY,
  BRILINTA,
  DESFERAL,
  ELIQUIS,
  EXJADE,
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
  OZEMPIC,
  PLAVIX,
  RIFAMPIN,
  TRIUMEQ,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Thirty-fifth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 4641–4740.
 *
 * Theme: CONDITIONS AND TREATMENTS DESCRIBED IN ARABIC WITHOUT THEIR MEDICAL NAMES, in the
 * dialects of UAE residents: Emirati and Gulf (Kuwaiti, Saudi), Omani, Egyptian, Levantine
 * (Syrian, Lebanese, Jordanian, Palestinian), Iraqi, Sudanese, Yemeni and Maghrebi (Moroccan,
 * Algerian, Tunisian). Seventy are in Arabic script (dialect spellings, missing hamzas, ة/ه and
 * ى/ي mixed, English and French words mixed in, emoji) and thirty in Arabizi (Latin letters with
 * 2 3 5 7 8 9). Every persona is in the dangerous direction: a current condition, treatment or
 * life stage that must change the plan (what each class rules out or spaces follows
 * expectations.ts; each persona cites its own references), said by what it does, how it is
 * treated or what the doctor said, never by the medicine's name:
 * - the kidneys ('كلاويه شغالات ٣٠٪', 'بغسل كلى تلات مرات', 'بروتين بالبول', home dialysis
 *   through the belly at night) and the liver ('دهون على الكبد درجة ثالثة', 'الكبد متليف وبطني
 *   بتتملي مية', 'صفار نوع بي');
 * - the blood: 'دمي ثقيل وآخذ حبوب تخففه', 'حباية السيولة … الصمام الصناعي', two blood thinners
 *   after a stent, 'الصفائح نازلة', 'دمي خفيف … وراثي' (the idiom also means 'I am funny'),
 *   monthly transfusions, the effervescent and the night-pump iron removers, sickle cells;
 * - calcium high, stones that come back, food that sticks in the throat, an operation ahead;
 * - pregnancy and breastfeeding ('حامل بالشهر الرابع', 'ناطرة مولود', 'كنرضع ولدي', 'آني
 *   مرضعة', 'rani nredda3 binti');
 * - the treatments: the weekly slimming injection, chemo ('كيمياوي', 'الجرعات', the chemo
 *   tablets two weeks on one off), the immunity medicines after a transplant, the six-month TB
 *   treatment ('علاج السل', 'حبوب الدرن'), the HIV pill, the strong acne pills with the monthly
 *   pregnancy test, the mood pill checked by blood levels, the thyroid pill on an empty stomach,
 *   the epilepsy medicine ('دوا الكهربا', 'الكريز'), sugar injections and tablets, pressure tablets.
 * Mostly typed in the health (question 9) and medicines (question 8) boxes; five in the goals,
 * diet and health-concerns boxes. Presets are varied (ages, diets, lifestyles, concerns ticked,
 * the ruled-out product already taken and ticked) so that the ruled-out product is in the plan
 * without the text. Where the text denies another condition ('ما عندي سكري ولا ضغط', 'ماكو عندي
 * ضغط', 'ماشي عندي سكر') or a pregnancy ('dima négatif'), that class is listed under `not` too.
 * Where a description fits several medicines of one family (a blood thinner after a clot, the
 * weekly slimming pen, the once-daily HIV pill, the mood pill checked by blood levels), the
 * family's representative labels are cited.
 */

/** Labels and references only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
const NCI_CHEMO = 'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy';
const XELODA = dailymed('xeloda');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const DOVATO = dailymed('dovato');
const FERRIPROX = dailymed('ferriprox');
const LEVETIRACETAM = dailymed('keppra');
const VALPROATE = dailymed('depakote');
const LAMOTRIGINE = dailymed('lamictal');
const AMLODIPINE = dailymed('amlodipine');
const LOSARTAN = dailymed('cozaar');
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_PERITONEAL = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/peritoneal-dialysis';
const NIDDK_DIABETIC_KIDNEY = 'https://www.niddk.nih.gov/health-information/diabetes/overview/preventing-problems/diabetic-kidney-disease';
const NIDDK_LIVER = 'https://www.niddk.nih.gov/health-information/liver-disease';
const NIDDK_DIABETES_MEDS = 'https://www.niddk.nih.gov/health-information/diabetes/overview/insulin-medicines-treatments';
const NIDDK_HIGH_BP = 'https://www.niddk.nih.gov/health-information/kidney-disease/high-blood-pressure';

/** Answer presets only this set uses (each plans the product its personas forbid without any typed text). */
/** The base goals for a man of 46-55: CoQ10, ashwagandha, rhodiola, D, B-complex, magnesium. */
const MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55' };
const WOMAN_26: Partial<QuizAnswers> = { age: '26-35' };
const WOMAN_18: Partial<QuizAnswers> = { age: '18-25' };
/** Ashwagandha, folic acid, magnesium, D. */
const SLEEP_WOMAN_26: Partial<QuizAnswers> = { age: '26-35', goals: ['sleep'] };
/** Ashwagandha, magnesium, folic acid, D, rhodiola, B-complex. */
const SLEEP_STRESS_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['sleep', 'stress'] };
/** Ashwagandha, magnesium, D, calcium + D, B12, rhodiola. */
const SLEEP_STRESS_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['sleep', 'stress'] };
/** D, calcium + D, B12, ashwagandha, magnesium, omega-3. */
const SLEEP_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['sleep'] };
/** D, B12, ashwagandha, magnesium, calcium + D, omega-3. */
const SLEEP_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['sleep'] };
/** Ashwagandha, D, magnesium, B12, calcium + D, rhodiola. */
const SEDENTARY_SLEEP_STRESS_MAN_56: Partial<QuizAnswers> = { gender: 'male', age: '56+', goals: ['sleep', 'stress'], lifestyle: 'sedentary' };
/** Ashwagandha, magnesium, D, rhodiola, B-complex. */
const SLEEP_STRESS_MAN_26: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['sleep', 'stress'] };
/** Magnesium already taken (ticked), kept with ashwagandha, D, rhodiola, B-complex. */
const SLEEP_STRESS_MAN_TAKING_MAGNESIUM: Partial<QuizAnswers> = { gender: 'male', goals: ['sleep', 'stress'], currentSupplements: ['magnesium'] };
/** Ashwagandha, rhodiola, B-complex, magnesium, D, B12 (the stress concern ticked). */
const STRESS_ENERGY_MAN_STRESS_TICKED: Partial<QuizAnswers> = { gender: 'male', goals: ['stress', 'energy'], healthConcerns: ['stress'] };
/** Ashwagandha, magnesium, omega-3, rhodiola, D, B-complex. */
const ATHLETIC_MAN: Partial<QuizAnswers> = { gender: 'male', lifestyle: 'athletic' };
/** Ashwagandha, D, magnesium, rhodiola, B-complex, omega-3. */
const MUSCLE_STRESS_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['muscle', 'stress'] };
/** B12, D, ashwagandha, omega-3, rhodiola, CoQ10. */
const VEGAN_WOMAN_26: Partial<QuizAnswers> = { age: '26-35', diet: 'vegan' };
/** Ashwagandha already taken (ticked) by a woman of 26-35. */
const WOMAN_26_TAKING_ASHWAGANDHA: Partial<QuizAnswers> = { age: '26-35', currentSupplements: ['ashwagandha'] };
/** Glucomannan, D, green tea extract. */
const WEIGHT_MAN_46: Partial<QuizAnswers> = { gender: 'male', age: '46-55', goals: ['weight_loss'] };
const MEDITERRANEAN_WEIGHT_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['weight_loss'], diet: 'mediterranean' };
/** D, calcium + D, glucomannan, B12, green tea extract, multivitamin. */
const WEIGHT_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['weight_loss'] };
/** Green tea extract already taken (ticked), kept with glucomannan, folic acid, D. */
const WEIGHT_WOMAN_TAKING_GREEN_TEA: Partial<QuizAnswers> = { goals: ['weight_loss'], currentSupplements: ['green_tea'] };
/** Glucomannan, D, green tea extract, omega-3, rhodiola. */
const FOCUS_WEIGHT_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['focus', 'weight_loss'] };
/** D, omega-3, rhodiola, green tea extract. */
const FOCUS_MAN_26: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['focus'] };
/** Folic acid, D, omega-3, rhodiola, green tea extract, magnesium. */
const ACTIVE_FOCUS_WOMAN: Partial<QuizAnswers> = { goals: ['focus'], lifestyle: 'active' };
/** Folic acid, D, B-complex, iron, rhodiola, B12. */
const ENERGY_WOMAN_18: Partial<QuizAnswers> = { age: '18-25', goals: ['energy'] };
/** D, folic acid, C, zinc, B-complex, iron. */
const ENERGY_IMMUNITY_WOMAN_18: Partial<QuizAnswers> = { age: '18-25', goals: ['energy', 'immunity'] };
/** Vitamin C already taken (ticked), kept with D, folic acid, zinc, B-complex, iron. */
const ENERGY_IMMUNITY_WOMAN_30_TAKING_C: Partial<QuizAnswers> = { age: '26-35', goals: ['energy', 'immunity'], currentSupplements: ['vitamin_c'] };
/** Iron already taken (ticked), kept with folic acid, D, B-complex, rhodiola, B12. */
const ENERGY_WOMAN_30_TAKING_IRON: Partial<QuizAnswers> = { age: '26-35', goals: ['energy'], currentSupplements: ['iron'] };
/** B12, folic acid, iron, D, rhodiola, omega-3. */
const VEGETARIAN_ENERGY_WOMAN_30: Partial<QuizAnswers> = { age: '26-35', goals: ['energy'], diet: 'vegetarian' };
/** Folic acid, D, C, omega-3, vitamin E, zinc. */
const SKIN_WOMAN_26: Partial<QuizAnswers> = { age: '26-35', goals: ['skin'] };
/** Vitamin E already taken (ticked), kept with folic acid, D, C, omega-3, zinc. */
const SKIN_WOMAN_TAKING_E: Partial<QuizAnswers> = { goals: ['skin'], currentSupplements: ['vitamin_e'] };
/** D, B-complex, C, omega-3, vitamin E, zinc. */
const KETO_SKIN_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['skin'], diet: 'keto' };
/** C, D, folic acid, zinc, omega-3, vitamin E (the immune concern ticked). */
const SKIN_WOMAN_IMMUNE_TICKED: Partial<QuizAnswers> = { goals: ['skin'], healthConcerns: ['immune'] };
/** D, calcium + D, B12, CoQ10, omega-3, multivitamin. */
const DASH_AGING_WOMAN_56: Partial<QuizAnswers> = { age: '56+', goals: ['aging'], diet: 'dash' };
/** Calcium already taken (ticked), kept with ashwagandha, magnesium, D, B12, rhodiola. */
const SLEEP_STRESS_WOMAN_56_TAKING_CALCIUM: Partial<QuizAnswers> = { age: '56+', goals: ['sleep', 'stress'], currentSupplements: ['calcium'] };
/** D, C, zinc, probiotics. */
const IMMUNITY_MAN_26: Partial<QuizAnswers> = { gender: 'male', age: '26-35', goals: ['immunity'] };
/** Zinc already taken (ticked), kept with D, C, probiotics. */
const IMMUNITY_MAN_TAKING_ZINC: Partial<QuizAnswers> = { gender: 'male', goals: ['immunity'], currentSupplements: ['zinc'] };
/** A multivitamin already taken (ticked) by a woman of 26-35 on the skin goal. */
const ROACCUTANE_WOMAN_26: Partial<QuizAnswers> = { age: '26-35', goals: ['skin'], currentSupplements: ['multivitamin'] };

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
/** The thyroid pill on an empty stomach: ashwagandha out (a thyroid medicine), calcium hours apart. */
const thyroidPill = (): PersonaExpectation => plus(noAshwagandha(LEVOTHYROXINE, 'levothyroxine'), thyroxineCalcium());
/** A diabetes medicine: ashwagandha out (NCCIH: it may lower blood sugar beside them). */
const diabetesMedicine = (label: string, extra: Partial<PersonaExpectation> = {}): PersonaExpectation =>
  noAshwagandha(label, 'glucose_lowering', { not: extra.not, source: joined(NIDDK_DIABETES_MEDS, extra.source) });
/** A blood-pressure medicine: ashwagandha out (NCCIH: it may lower blood pressure beside them). */
const pressureMedicine = (label: string, extra: Partial<PersonaExpectation> = {}): PersonaExpectation =>
  noAshwagandha(label, 'blood_pressure', { not: extra.not, source: joined(NIDDK_HIGH_BP, extra.source) });
/** A blood thinner after a clot or for an irregular heartbeat whose name is not given: no vitamin E. */
const bloodThinner = (label: string): PersonaExpectation => noVitaminE(label, 'anticoagulant');
const antiplatelets = (label: string): PersonaExpectation => noVitaminE(label, 'antiplatelet');
const bleeding = (): PersonaExpectation => noVitaminE(VITAMIN_E, 'bleeding_disorder');
const chemo = (label: string): PersonaExpectation => noVitaminE(joined(NCI_CHEMO, label), 'cancer_treatment');
const antiRejection = (): PersonaExpectation => noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE });
const tbNoGreenTea = (): PersonaExpectation => noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID });
const hivPill = (): PersonaExpectation => spacing(joined(BIKTARVY, DOVATO, TRIUMEQ), 'integrase_inhibitor', ZINC);
const moodPill = (): PersonaExpectation => noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { source: LITHIUM });
const epilepsyMedicine = (): PersonaExpectation => noAshwagandha(joined(LEVETIRACETAM, VALPROATE, LAMOTRIGINE), 'antiepileptic');
const operationAhead = (): PersonaExpectation => noAshwagandha(ODS_WYNTK, 'surgery');
const weeklyPen = (): PersonaExpectation => glp1(joined(WEGOVY, MOUNJARO, OZEMPIC));

/** The goals question's free-text box, beside the goals of the preset. */
function inGoals(n: number, cls: InteractionClass, style: PersonaStyle, text: string, preset: Partial<QuizAnswers>, e: PersonaExpectation): SafetyPersona {
  return persona(n, cls, style, { ...preset, goals_text: text }, e);
}

/** The diet question's free-text box, beside the diet of the preset. */
function inDiet(n: number, cls: InteractionClass, style: PersonaStyle, text: string, preset: Partial<QuizAnswers>, e: PersonaExpectation): SafetyPersona {
  return persona(n, cls, style, { ...preset, diet_text: text }, e);
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

/** The kidneys and the liver, by what they do and what the doctor said. */
export const THIRTY_FIFTH_KIDNEY_LIVER_PERSONAS = [
  // Emirati: "The kidney doctor says my kidneys work at 30% only, and I don't want to end up on dialysis."
  onHealth(4641, 'kidney_disease', 'arabic', 'دختور الكلى يقول كلاويه شغالات ٣٠٪ بس، وما أبا أوصل للغسيل', SLEEP_STRESS_MAN_TAKING_MAGNESIUM, noMagnesium(NIDDK_CKD)),
  // Egyptian: "I do kidney washing three times a week, Sunday, Tuesday and Thursday, four hours on the machine each time."
  onHealth(4642, 'kidney_disease', 'arabic', 'بغسل كلى تلات مرات في الأسبوع، الحد والتلات والخميس، كل مرة ٤ ساعات على الجهاز', BASE_MAN, hemodialysis()),
  // Saudi: "The test showed protein in the urine, very high, and the kidney doctor said the kidneys have been affected by the sugar."
  onHealth(
    4643,
    'kidney_disease',
    'arabic',
    'التحليل طلع فيه بروتين بالبول مره عالي، ودكتور الكلى قال الكلى تأثرت من السكر',
    SLEEP_STRESS_WOMAN,
    noMagnesium(joined(NIDDK_DIABETIC_KIDNEY, NIDDK_CKD)),
  ),
  // Lebanese: "My kidneys are weak; the doctor has banned bananas and oranges because of the potassium, and he is watching the creatinine."
  onHealth(4644, 'kidney_disease', 'arabic', 'كلاويي ضعاف، والدكتور منعني عن الموز والبرتقان كرمال البوتاسيوم، وعم يراقب الكرياتينين', MAN_46, noMagnesium(NIDDK_CKD)),
  // Iraqi: "I'm doing kidney washing at home: I hook myself up to the machine every night for eight hours, through the belly."
  onHealth(
    4645,
    'kidney_disease',
    'arabic',
    'دا أسوي غسل كلى بالبيت، أربط نفسي بالجهاز كل ليلة ثمن ساعات من البطن',
    SLEEP_MAN_56,
    noMagnesium(joined(NIDDK_PERITONEAL, NIDDK_CKD)),
  ),
  // Sudanese: "I have no diabetes and no blood pressure, but the doctor said the kidneys don't filter well and the creatinine is very high; they follow me every two months."
  onHealth(
    4646,
    'kidney_disease',
    'negation',
    'ما عندي سكري ولا ضغط، لكن الحكيم قال الكلى ما بتصفي كويس والكرياتنين عالي شديد، وبيتابعوني كل شهرين',
    BASE_MAN,
    plus(noMagnesium(NIDDK_CKD), { not: ['glucose_lowering', 'blood_pressure'], source: joined(NIDDK_DIABETES_MEDS, NIDDK_HIGH_BP) }),
  ),
  // Yemeni Arabizi: "Now I wash my kidneys twice a week at the hospital, and my kidneys don't work any more."
  onHealth(4647, 'kidney_disease', 'transliteration', 'dhel7een aghsel kela martain fil osboo3 fil mustashfa, wa el kela 7aqqi ma3ad tishtaghil', SLEEP_STRESS_WOMAN, hemodialysis()),
  // Moroccan Arabizi: "The kidney doctor told me my kidneys work at only 25 percent, and I do tests every 3 months."
  onHealth(
    4648,
    'kidney_disease',
    'transliteration',
    'tbib dyal lkla gal liya lkla dyali khdama ghir b 25 f lmya, w kandir t7alil kol 3 chhour',
    SLEEP_STRESS_MAN,
    noMagnesium(NIDDK_CKD),
  ),
  // Jordanian Arabizi: "The doctor said there is albumin in the urine and the kidney is getting weaker little by little; now I'm followed up every 3 months."
  onHealth(
    4649,
    'kidney_disease',
    'transliteration',
    'el doctor 2al fi zulal bel bol w el kelye 3am tid3af shway shway, hassa bmotab3a 3endo kol 3 shhor',
    STRESS_ENERGY_MAN_STRESS_TICKED,
    noMagnesium(NIDDK_CKD),
  ),
  // Emirati: "I had an ultrasound and it showed grade-three fat on the liver, and the enzymes are very high."
  onHealth(4650, 'liver_disease', 'arabic', 'سويت سونار وطلع عندي دهون على الكبد درجة ثالثة، والإنزيمات عالية وايد', WEIGHT_WOMAN_TAKING_GREEN_TEA, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
  // Egyptian: "My liver is scarred, and my belly fills with water every few weeks and they draw it off with a needle."
  onHealth(4651, 'liver_disease', 'arabic', 'الكبد عندي متليف وبطني بتتملي مية كل كام أسبوع ويسحبوها بالإبرة', FOCUS_MAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  // Palestinian: "The doctor said my liver is worn out and its functions aren't good, and my eyes have started turning yellow."
  onHealth(4652, 'liver_disease', 'arabic', 'الدكتور حكى إنو كبدي تعبان ووظايفه مش منيحة، وعيوني صاروا يصفرّوا', ACTIVE_FOCUS_WOMAN, noGreenTea(NIDDK_LIVER, 'liver_disease')),
  // Iraqi: "I've had type B yellowness (hepatitis) for years; the doctor checks the liver enzymes every six months because the liver is a bit affected."
  onHealth(
    4653,
    'liver_disease',
    'arabic',
    'عندي صفار نوع بي من سنين، والطبيب يفحص انزيمات الكبد كل ست أشهر لأن الكبد شوية متأثر',
    WEIGHT_MAN,
    noGreenTea(NIDDK_HEP_B, 'liver_disease'),
  ),
  // Saudi Arabizi: "The doctor said I have fat on the liver and the enzymes are very high; I have to lose weight."
  onHealth(4654, 'liver_disease', 'transliteration', 'el doctor gal 3indi do7oon 3ala el kabid w el anzeemat murtafi3a mara, lazim anazzil wazni', WEIGHT_MAN_46, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
  // Tunisian Arabizi with French: "My liver has been sick for 3 years, its tests are always very high, and the doctor told me to be careful."
  onHealth(
    4655,
    'liver_disease',
    'transliteration',
    'el kebda mte3i mridha men 3 snin, les analyses mte3ha dima tal3in barcha w tbib 9alli rod belek',
    FOCUS_MAN_26,
    noGreenTea(NIDDK_LIVER, 'liver_disease'),
  ),
  // Sudanese, goals box: "I want to bring my weight down because the liver has a lot of fat in it and the doctor said the enzymes are very high."
  inGoals(4656, 'liver_disease', 'arabic', 'داير أنزّل وزني لأنو الكبد فيهو شحم كتير والحكيم قال الإنزيمات عالية شديد', WEIGHT_WOMAN_56, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
];

/** The blood: thick, thinned, thin, low platelets, transfused, iron removed, sickle cells. */
export const THIRTY_FIFTH_BLOOD_PERSONAS = [
  // Emirati: "My blood is thick and I take tablets that thin it, ever since the clot that came in my legs."
  onMeds(4657, 'anticoagulant', 'arabic', 'دمي ثقيل وآخذ حبوب تخففه من عقب الجلطة اللي يت في ريولي', SKIN_WOMAN_TAKING_E, bloodThinner(joined(XARELTO, ELIQUIS, WARFARIN))),
  // Egyptian: "I take the thinning pill every day and do the thinning test every two weeks because of the artificial valve." (a mechanical valve, INR checks: warfarin)
  onMeds(4658, 'anticoagulant', 'arabic', 'باخد حباية السيولة كل يوم وبعمل تحليل السيولة كل أسبوعين عشان الصمام الصناعي', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  // Lebanese Arabizi: "Since I got a clot in the lung, I'm taking a pill that thins the blood twice a day for six months."
  onMeds(
    4659,
    'anticoagulant',
    'transliteration',
    'ba3d ma ejetni jalta 3al re2a, 3am ekhod 7abbe bteme3 el damm marrten bel nhar la set tesh2hor',
    SKIN_MAN,
    bloodThinner(joined(ELIQUIS, XARELTO)),
  ),
  // Omani: "My heart beats out of order and the doctor gave me tablets that thin the blood so no clot happens in my head; I've taken them for a year."
  onMeds(
    4660,
    'anticoagulant',
    'arabic',
    'قلبي يدق على غير نظام والطبيب عطاني حبوب تخفف الدم عشان لا تصير جلطة في راسي، آخذها من سنة',
    SKIN_AGING_WOMAN_46,
    bloodThinner(joined(ELIQUIS, XARELTO, WARFARIN)),
  ),
  // Algerian Arabizi: "I take the blood-thinning medicine every night and do a test every month so they can change my dose." (a dose set by a monthly test: a vitamin K antagonist)
  onMeds(4661, 'anticoagulant', 'transliteration', 'rani nechreb dwa ta3 sayalan ddem kol lila, w ndir tahlil kol chhar bach ybadlouli el dose', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  // Saudi: "They put a stent in my heart three months ago, and I'm on two blood thinners until the year is up." (dual antiplatelet therapy)
  onMeds(
    4662,
    'antiplatelet',
    'arabic',
    'ركبوا لي دعامة بالقلب قبل ثلاث شهور، وأنا على حبتين مسيلات للدم لين يكمل سنة',
    SKIN_MAN,
    antiplatelets(joined(ASPIRIN_81, PLAVIX, BRILINTA)),
  ),
  // Iraqi: "Since I had the clot in my head the doctor keeps me on two pills that stop the platelets sticking."
  onMeds(4663, 'antiplatelet', 'arabic', 'من صارت عندي الجلطة بالراس والطبيب مخليني على حبايتين تمنع الصفيحات تتلزگ', KETO_SKIN_MAN, antiplatelets(joined(ASPIRIN_81, PLAVIX))),
  // Yemeni (ة written ه): "My platelets are very low and I've already bled from the gums twice; the doctor said my immunity is eating them."
  onHealth(4664, 'bleeding_disorder', 'arabic', 'الصفائح حقي نازله شديد وقده نزفت من اللثه مرتين، الدكتور قال المناعه حقي تاكلها', SKIN_WOMAN, bleeding()),
  // Egyptian: "My blood has been thin since I was little: any cut keeps bleeding a lot, and the doctor said it runs in our family." ('دمي خفيف' also means 'I am funny')
  onHealth(4665, 'bleeding_disorder', 'arabic', 'دمي خفيف من وأنا صغيرة، أي جرح بيفضل ينزف كتير، والدكتور قال ده وراثي عندنا في العيلة', SKIN_WOMAN_26, bleeding()),
  // Moroccan Arabizi with French: "The doctor told me my platelets are very low, and blue marks come up on my legs for no reason."
  onHealth(4666, 'bleeding_disorder', 'transliteration', 'tbib gal liya les plaquettes dyali na9sin bzaf, w kaytl3o liya zr9in f rjliya bla sbab', SKIN_WOMAN_IMMUNE_TICKED, bleeding()),
  // Jordanian, health-concerns box (hormones ticked): "I bleed a lot from my nose and my period lasts two weeks; the doctor said I'm missing a clotting factor, inherited."
  inConcerns(
    4667,
    'bleeding_disorder',
    'arabic',
    'بنزف كثير من أنفي والدورة بتطول أسبوعين، والدكتور قال عندي نقص بعامل تجلط من الوراثة',
    ['hormone'],
    SKIN_WOMAN,
    bleeding(),
  ),
  // Iraqi: "I've had a blood transfusion every month since I was small, and the iron in my body is very high."
  onHealth(4668, 'iron_overload', 'arabic', 'آني أنقل دم كل شهر من چنت صغيرة، والحديد بجسمي صاعد هواية', VEGETARIAN_ENERGY_WOMAN_30, noIron(EXJADE, 'iron_overload')),
  // Omani: "I have an inherited anaemia and get a transfusion every three weeks; the doctor said the iron is stored in the liver and the heart."
  onHealth(
    4669,
    'iron_overload',
    'arabic',
    'عندي فقر دم وراثي وأسوي نقل دم كل ثلاث أسابيع، والطبيب قال الحديد متخزن في الكبد والقلب',
    ENERGY_WOMAN_18,
    noIron(joined(EXJADE, JADENU), 'iron_overload'),
  ),
  // Sudanese Arabizi: "I've been given blood every two months since I was small, and the doctor said my iron is very, very high."
  onHealth(
    4670,
    'iron_overload',
    'transliteration',
    'ana basheel dam kol shahrain min ana soghayyara, w el 7akeem gal el 7adeed 3indi kateer shadeed',
    ENERGY_IMMUNITY_WOMAN_30,
    noIron(EXJADE, 'iron_overload'),
  ),
  // Yemeni: "The doctor said iron has piled up in me, inherited, and they've already taken blood from me five times." (haemochromatosis, venesection)
  onHealth(4671, 'iron_overload', 'arabic', 'الدكتور قال الحديد عندي متكدس من الوراثه، وقده سحبوا مني دم خمس مرات', ENERGY_WOMAN, noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload')),
  // Emirati: "I drink a fizzy medicine that takes out the extra iron, I dissolve it in water every morning, because I get blood every three weeks."
  onMeds(
    4672,
    'iron_chelator',
    'arabic',
    'أشرب دوا فوار يطلع الحديد الزايد، أذوبه في الماي كل صبح، لأني أنقل دم كل ثلاث أسابيع',
    ENERGY_IMMUNITY_WOMAN_30_TAKING_C,
    chelator(EXJADE),
  ),
  // Syrian: "A needle under the skin that I fix to a pump for 8 hours at night to pull the iron out, and a transfusion every month."
  onMeds(4673, 'iron_chelator', 'arabic', 'إبرة تحت الجلد بركّبها على مضخة ٨ ساعات بالليل لتسحب الحديد، ونقل دم كل شهر', ENERGY_IMMUNITY_WOMAN_18, chelator(DESFERAL)),
  // Tunisian Arabizi with English: "I take pills that remove the iron 3 times a day, because I have a transfusion every month."
  onMeds(4674, 'iron_chelator', 'transliteration', "nechreb 7boub yna7iw el 7did 3 marrat fel nhar, 5ater na3mel transfusion kol chhar", ENERGY_WOMAN_18, chelator(FERRIPROX)),
  // Saudi: "I have sickle anaemia; I get pain attacks in the bones and am admitted to hospital a few times a year."
  onHealth(4675, 'sickle_cell', 'arabic', 'عندي أنيميا منجلية وتجيني نوبات ألم بالعظام وأتنوم بالمستشفى كم مره بالسنه', ENERGY_WOMAN_30, noIron(ASH_SICKLE_IRON, 'sickle_cell')),
  // Omani Arabizi: "I have the sickle anaemia, and nearly every month a pain attack comes and I'm admitted to hospital."
  onHealth(
    4676,
    'sickle_cell',
    'transliteration',
    'ana 3indi fa8r dam minjali, wa kil shahr ta8riban tjeeni nawbat alam w arqod fil mustashfa',
    ENERGY_WOMAN_18,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
  // Sudanese (iron already taken and ticked): "My blood is inherited, the cells are shaped like a sickle, and I get severe pain attacks in the joints and the back."
  onHealth(
    4677,
    'sickle_cell',
    'arabic',
    'دمي وراثي والكريات شكلها زي المنجل، وبتجيني نوبات وجع شديدة في المفاصل والضهر',
    ENERGY_WOMAN_30_TAKING_IRON,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
  // Egyptian Arabizi: "I have the sickle anaemia; I take the folic pill every day and get admitted to hospital when the pain comes."
  onHealth(
    4678,
    'sickle_cell',
    'transliteration',
    '3andi el anemia el mingalia, bakhod 7abayet el folic kol yom w bat7agaz fel mostashfa lama el alam yegi',
    ENERGY_IMMUNITY_WOMAN_18,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
];

/** Calcium high, stones that come back, food that sticks, an operation ahead. */
export const THIRTY_FIFTH_CALCIUM_SWALLOWING_SURGERY_PERSONAS = [
  // Jordanian: "The calcium test comes out high every time, and the doctor says the cause is a small gland next to the thyroid that works too much."
  onHealth(
    4679,
    'hypercalcaemia',
    'arabic',
    'تحليل الكالسيوم طالع عالي كل مرة، والدكتور بيقول السبب غدة صغيرة جنب الدرقية شغالة زيادة',
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  // Egyptian Arabizi: "The calcium in the blood keeps coming out high, and the doctor is still looking for the cause."
  onHealth(4680, 'hypercalcaemia', 'transliteration', 'ta7lil el calcium fel dam tale3 3ali 3ala tool, w el doctor lessa bydawar 3ala el sabab', AGING_WOMAN_46, noCalcium(CALCIUM, 'hypercalcaemia')),
  // Moroccan (calcium already taken and ticked): "My tests showed the calcium is up in the blood, and the doctor sent me to the glands doctor."
  onHealth(
    4681,
    'hypercalcaemia',
    'arabic',
    'التحاليل ديالي بانو فيهم الكالسيوم طالع فالدم، والطبيب صيفطني عند طبيب الغدد',
    SLEEP_STRESS_WOMAN_56_TAKING_CALCIUM,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  // Emirati: "A stone comes back in my kidney every year; last time they took it out with the scope."
  onHealth(4682, 'kidney_stones', 'arabic', 'حصوة ترجع لي كل سنة في الكلية، وآخر مرة طلعوها بالمنظار', AGING_WOMAN_56, noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones')),
  // Kuwaiti (ى written ي): "Every few months I get kidney colic and gravel comes down, and the urine test showed extra calcium."
  onHealth(4683, 'kidney_stones', 'typo', 'كل كم شهر يجيني مغص الكلي وينزل حصي، وتحليل البول طلع فيه كالسيوم زايد', SLEEP_MAN_56, noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones')),
  // Iraqi Arabizi: "Three times a stone has come out of my kidney, and the doctor said my body makes calcium stones."
  onHealth(
    4684,
    'kidney_stones',
    'transliteration',
    'thlath marrat tl3at 3indi 7asa bil kilya, wil tabeeb gal jismi ysawi 7asa mal kalsiyom',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  // Algerian, diet box (DASH picked): "I eat with very little salt because I have stones in the kidneys that come back to me every year."
  inDiet(4685, 'kidney_stones', 'arabic', 'ناكل بلا ملح بزاف خاطر عندي الحصى فالكلاوي ترجعلي كل عام', DASH_AGING_WOMAN_56, noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones')),
  // Syrian: "Food is getting stuck in my gullet and sometimes comes back up, and I have an endoscopy appointment next month."
  onHealth(4686, 'swallowing_difficulty', 'arabic', 'الأكل عم يعلق ببلعومي ومرات بيرجع، وعندي موعد منظار الشهر الجاي', WEIGHT_WOMAN_56, noSwellingFibre('swallowing_difficulty')),
  // Egyptian: "Since the stroke I choke on food and water; the doctor said my swallowing is weak, so I only eat mashed food now."
  onHealth(
    4687,
    'swallowing_difficulty',
    'arabic',
    'من ساعة الجلطة وأنا بشرق في الأكل والمية، والدكتور قال البلع ضعيف فبقيت آكل مهروس بس',
    WEIGHT_MAN_46,
    noSwellingFibre('swallowing_difficulty'),
  ),
  // Lebanese Arabizi with English: "I've got swallowing problems; food stops halfway down my chest and every few months I have an endoscopy to widen it."
  onHealth(
    4688,
    'swallowing_difficulty',
    'transliteration',
    'sar 3ande mashakel bel bal3, el akel byo2af b nos sedre w kel kam shaher ba3mel endoscopy ta ywas3ouwlé',
    WEIGHT_WOMAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  // Sudanese, goals box: "I want to slim down, but my gullet is narrow and dry food stops in my throat."
  inGoals(4689, 'swallowing_difficulty', 'arabic', 'داير أخسّ، بس البلعوم عندي ضيق والأكل الناشف بيقيف في حلقي', WEIGHT_MAN, noSwellingFibre('swallowing_difficulty')),
  // Emirati (no hamza): "I have an operation next week 🏥 they're taking out the gallbladder with the scope."
  onHealth(4690, 'surgery', 'arabic', 'عندي عملية الاسبوع الياي 🏥 بيشيلون المرارة بالمنظار', BASE_MAN, operationAhead()),
  // Palestinian: "The operation date is in ten days; they want to fit me a new knee joint."
  onHealth(4691, 'surgery', 'arabic', 'موعد العملية بعد عشر أيام، بدهم يركبولي مفصل ركبة جديد', SLEEP_STRESS_WOMAN, operationAhead()),
  // Omani Arabizi: "Right now I'm waiting for the operation: in 10 days they'll change my hip joint."
  onHealth(4692, 'surgery', 'transliteration', 'tw ana antadhir el 3amaliya, ba3d 10 ayyam bibaddloon li mafsal el wirk', SEDENTARY_SLEEP_STRESS_MAN_56, operationAhead()),
  // Moroccan: "I'm going to have an operation on the gland in my neck on the 15th, and the doctor told me to stop everything before."
  onHealth(4693, 'surgery', 'arabic', 'غادي ندير عملية ديال الغدة فالعنق نهار ١٥، والطبيب قال ليا نحبس كلشي قبل', {}, operationAhead()),
  // Yemeni: "I'll have open-heart surgery next month, God willing; they'll change the valve."
  onHealth(4694, 'surgery', 'arabic', 'باسوي عملية قلب مفتوح الشهر الجاي إن شاء الله، بايغيروا الصمام', BASE_MAN_56, operationAhead()),
];

/** Pregnancy and breastfeeding. */
export const THIRTY_FIFTH_PREGNANCY_PERSONAS = [
  // Emirati (ashwagandha already taken and ticked): "Pregnant in the fourth month 🤰 and this is our first child."
  onHealth(4695, 'pregnancy_breastfeeding', 'arabic', 'حامل بالشهر الرابع 🤰 وهذا أول ياهل لنا', WOMAN_26_TAKING_ASHWAGANDHA, pregnant()),
  // Lebanese: "Waiting for a baby at the start of summer, God willing 👶"
  onHealth(4696, 'pregnancy_breastfeeding', 'arabic', 'ناطرة مولود بأول الصيف إن شاء الله 👶', WOMAN_26, pregnant()),
  // Moroccan: "I'm breastfeeding my son, he's 4 months and still hasn't had anything but my milk."
  onHealth(4697, 'pregnancy_breastfeeding', 'arabic', 'كنرضع ولدي، عندو ٤ شهور ومازال ما كلا حتى حاجة من غير الحليب ديالي', SLEEP_WOMAN_26, pregnant()),
  // Egyptian Arabizi: "I'm pregnant in the seventh month and the (woman) doctor told me everything is fine, thank God."
  onHealth(4698, 'pregnancy_breastfeeding', 'transliteration', 'ana 7amel fel shahr el sabe3 w el doctora 2aletli kol 7aga tamam el7amdulillah', {}, pregnant()),
  // Iraqi: "I'm a nursing mother; my daughter is seven months old and still on the breast."
  onHealth(4699, 'pregnancy_breastfeeding', 'arabic', 'آني مرضعة، بنتي عمرها سبع أشهر وبعدها على الصدر', SLEEP_STRESS_WOMAN, pregnant()),
  // Saudi: "I only just found out I'm pregnant: my period is two weeks late and the test came out positive 😍"
  onHealth(4700, 'pregnancy_breastfeeding', 'arabic', 'توني دريت إني حامل، الدورة متأخرة أسبوعين والتحليل طلع إيجابي 😍', VEGAN_WOMAN_26, pregnant()),
  // Algerian Arabizi: "I'm breastfeeding my daughter, she's two months, and I'm very tired."
  onHealth(4701, 'pregnancy_breastfeeding', 'transliteration', 'rani nredda3 binti 3andha chahrayn, w rani 3ayya bezzaf', SLEEP_STRESS_WOMAN_30, pregnant()),
  // Sudanese: "I'm five months pregnant, and I'm also still breastfeeding my little boy, who is a year and a half."
  onHealth(4702, 'pregnancy_breastfeeding', 'arabic', 'أنا حامل في الشهر الخامس، وبرضو لسه برضّع ولدي الصغير عمره سنة ونص', {}, pregnant()),
  // Tunisian: "Right now I'm breastfeeding my son, he's two months, breast milk only."
  onHealth(4703, 'pregnancy_breastfeeding', 'arabic', 'توا نرضّع في ولدي، عندو شهرين، رضاعة طبيعية برك', WOMAN_18, pregnant()),
  // Omani Arabizi, goals box: "I want to sleep better; I'm pregnant in the eighth month and can't get comfortable."
  inGoals(4704, 'pregnancy_breastfeeding', 'transliteration', 'bagheet anam a7san, ana 7amil fi al shahar al thamin w ma agdar artaa7', SLEEP_WOMAN_26, pregnant()),
];

/** The treatments, by what they do: weekly pen, chemo, transplant, TB, HIV, acne, mood, thyroid, epilepsy, sugar, pressure. */
export const THIRTY_FIFTH_TREATMENT_PERSONAS = [
  // Emirati: "The weekly slimming injection; I give it every Sunday in my belly."
  onMeds(4705, 'glp1_agonist', 'arabic', 'إبرة التنحيف الأسبوعية، أضربها كل يوم أحد في بطني', WEIGHT_WOMAN, weeklyPen()),
  // Egyptian (ة written ه, no hamza): "The injection that shuts the appetite, once a week; the doctor raised the dose this month."
  onMeds(4706, 'glp1_agonist', 'typo', 'الحقنه اللي بتسد النفس مره في الاسبوع، والدكتور زود الجرعه الشهر ده', MEDITERRANEAN_WEIGHT_MAN, weeklyPen()),
  // Kuwaiti Arabizi: "The injection that blocks the appetite, once a week; I've been on it 4 months."
  onMeds(4707, 'glp1_agonist', 'transliteration', 'el ebra elly tsidd el shahiya, mara bel esboo3, sar li 4 shuhoor 3aleha', WEIGHT_WOMAN_56, weeklyPen()),
  // Lebanese with English: "I'm injecting the slimming pen every Thursday; I've reached the highest dose."
  onMeds(4708, 'glp1_agonist', 'multi', 'عم اضرب pen التنحيف كل خميس، وصلت ع أعلى جرعة', WEIGHT_MAN_46, weeklyPen()),
  // Iraqi: "I'm having chemo every three weeks; three doses left 🙏"
  onMeds(4709, 'cancer_treatment', 'arabic', 'دا آخذ كيمياوي كل ثلاث أسابيع، باقيلي ثلاث جرعات 🙏', SKIN_WOMAN, chemo(NCI_CHEMO)),
  // Egyptian: "After they took the tumour out I've been getting chemo doses in the vein; the next dose is on Monday."
  onHealth(4710, 'cancer_treatment', 'arabic', 'بعد ما شالوا الورم بقيت باخد جرعات كيماوي في الوريد، والجرعة الجاية يوم الاتنين', SKIN_AGING_WOMAN_46, chemo(NCI_CHEMO)),
  // Jordanian Arabizi: "Now I'm having the chemo, a session every two weeks, and my hair is falling out."
  onHealth(4711, 'cancer_treatment', 'transliteration', 'hassa ba5od el kimawi, jalse kol jum3ten, w sha3ri 3am yo2a3', SKIN_MAN, chemo(NCI_CHEMO)),
  // Sudanese: "The chemo pills that I take at home: two weeks on and a week off."
  onMeds(4712, 'cancer_treatment', 'arabic', 'حبوب الكيماوي البشربها في البيت، أسبوعين شغال وأسبوع راحة', SKIN_WOMAN_26, chemo(XELODA)),
  // Saudi: "I had a kidney from my brother two years ago, and I take the immunity medicines twice a day on the dot."
  onMeds(4713, 'immunosuppressant', 'arabic', 'زرعت كلية من أخوي قبل سنتين، وآخذ أدوية المناعة مرتين باليوم على الساعة', SLEEP_STRESS_MAN, antiRejection()),
  // Egyptian Arabizi: "I had a liver transplant 5 years ago, and I take the immunity medicine so the body doesn't reject it."
  onMeds(4714, 'immunosuppressant', 'transliteration', 'ana 3amel zar3 kebd men 5 snin, w ba5od dawa el mana3a 3ashan el gesm mayerfodhash', BASE_MAN, antiRejection()),
  // Syrian: "I've had a kidney transplant and I'm on a medicine against rejection morning and evening; the doctor checks its level in the blood."
  onMeds(4715, 'immunosuppressant', 'arabic', 'عاملة زراعة كلية، وعلى دوا ضد الرفض الصبح والمسا، والدكتور بيفحص نسبته بالدم', {}, antiRejection()),
  // Yemeni: "I'm taking the six-month TB treatment, now in the second month, and my urine has turned red."
  onMeds(4716, 'tb_treatment', 'arabic', 'أشرب علاج السل ستة أشهر، ذلحين بالشهر الثاني، والبول حقي صار أحمر', FOCUS_MAN, tbNoGreenTea()),
  // Moroccan Arabizi: "I take the TB medicine every morning on an empty stomach; 4 months left."
  onMeds(4717, 'tb_treatment', 'transliteration', 'kanakhod dwa dyal ssel kol sba7 3la r-ri9, b9at liya 4 chhour', FOCUS_WOMAN, tbNoGreenTea()),
  // Sudanese: "The TB pills, four big pills every morning; now in the third month."
  onMeds(4718, 'tb_treatment', 'arabic', 'حبوب الدرن، أربعة حبات كبار كل صباح، هسي في الشهر التالت', FOCUS_WEIGHT_MAN, tbNoGreenTea()),
  // Lebanese with English: "Living with HIV since 2019, one pill every night, and the test doesn't show the virus."
  onMeds(4719, 'integrase_inhibitor', 'multi', 'عايش مع HIV من ٢٠١٩، حبة وحدة كل يوم بالليل، والتحليل ما عم يبيّن الفيروس', IMMUNITY_MAN_26, hivPill()),
  // Egyptian Arabizi (zinc already taken and ticked): "I take the HIV pill every day in the morning, and the virus hasn't shown in the test for two years."
  onMeds(4720, 'integrase_inhibitor', 'transliteration', 'ba5od 7abayet el HIV kol yom el sob7, w el virus mesh zaher fel ta7lil men santeen', IMMUNITY_MAN_TAKING_ZINC, hivPill()),
  // Saudi: "The strong acne pills with a pregnancy test every month; the dermatologist said I mustn't get pregnant while I'm on them."
  onMeds(4721, 'retinoid', 'arabic', 'حبوب حب الشباب القوية مع تحليل الحمل كل شهر، والجلدية قالت ممنوع أحمل وأنا عليها', ROACCUTANE_WOMAN_26, noMultivitamin(ISOTRETINOIN)),
  // Emirati ('الحبوب' is both 'the spots' and 'the pills'): "The skin doctor gave me the strong capsules for the spots, month three, and my lips are very dry."
  onMeds(4722, 'retinoid', 'arabic', 'دختورة الجلدية عطتني كبسولات الحبوب القوية، الشهر الثالث، وشفايفي ناشفة وايد', ROACCUTANE_MAN_30, noMultivitamin(ISOTRETINOIN)),
  // Tunisian Arabizi with French: "I take the strong acne medicine, and every month I do a pregnancy test and it's always negative."
  onMeds(
    4723,
    'retinoid',
    'transliteration',
    'nechreb dwa el 7boub el 9wi, w kol chhar na3mel analyse mta3 grossesse w dima négatif',
    ROACCUTANE_WOMAN,
    plus(noMultivitamin(ISOTRETINOIN), { not: ['pregnancy_breastfeeding'] }),
  ),
  // Egyptian: "The psychiatrist has me on a pill that steadies the mood, and I do a blood test every three months to check its level."
  onMeds(4724, 'bipolar_disorder', 'arabic', 'دكتور النفسية مديني حباية بتثبت المزاج، وبعمل تحليل دم كل تلات شهور يشوف نسبتها', ENERGY_WOMAN, moodPill()),
  // Iraqi Arabizi: "I've taken mood pills for 6 years, and the doctor does me a blood test every two months to see the level."
  onMeds(4725, 'bipolar_disorder', 'transliteration', 'akhuth 7ubub lel mazaj min 6 sneen, wil tabeeb ysawili ta7leel dam kul shahrain 7atta yshoof el nisba', FOCUS_MAN, moodPill()),
  // Kuwaiti: "My mood goes up and down a lot; the psychiatrist gave me a medicine I must drink lots of water with, and he checks the blood now and then."
  onMeds(4726, 'bipolar_disorder', 'arabic', 'مزاجي يطلع وينزل وايد، ودكتور النفسي عطاني دوا لازم أشرب وياه ماي وايد ويفحص الدم كل فترة', ATHLETIC_MAN, moodPill()),
  // Jordanian: "The gland pill in the morning on an empty stomach, half an hour before breakfast, ever since they took the gland out."
  onMeds(4727, 'levothyroxine', 'arabic', 'حبة الغدة الصبح على الريق قبل الفطور بنص ساعة، من يوم ما شالوا الغدة', SLEEP_STRESS_WOMAN_56, thyroidPill()),
  // Omani: "My gland is lazy, and I take the gland pill every morning before breakfast."
  onMeds(4728, 'levothyroxine', 'arabic', 'الغدة عندي كسلانة، وآخذ حبة الغدة كل صباح قبل الريوق', SLEEP_WOMAN_56, thyroidPill()),
  // Algerian (calcium already taken and ticked): "I take the gland medicine every morning on an empty stomach; my gland doesn't work well."
  onMeds(4729, 'levothyroxine', 'arabic', 'نشرب دوا الغدة كل صباح على الريق، الغدة تاعي ما تخدمش مليح', SLEEP_STRESS_WOMAN_56_TAKING_CALCIUM, thyroidPill()),
  // Egyptian: "I take the 'electricity' medicine twice a day, ever since I got the convulsions when I was at university."
  onMeds(4730, 'antiepileptic', 'arabic', 'باخد دوا الكهربا مرتين في اليوم من ساعة ما جاتلي التشنجات وأنا في الجامعة', SLEEP_STRESS_MAN, epilepsyMedicine()),
  // Saudi (no hamza): "The epilepsy medicine, a pill in the morning and a pill at night; I haven't had a fit for a year."
  onMeds(4731, 'antiepileptic', 'arabic', 'دوا الصرع حبة الصبح وحبة الليل، ولي سنة ما جتني نوبة', {}, epilepsyMedicine()),
  // Yemeni Arabizi: "I've taken the epilepsy medicine for ten years, and if I forget a pill the fit comes."
  onMeds(4732, 'antiepileptic', 'transliteration', 'ashrab dawa el sar3 min 3ashr sneen, w law nseet 7abba tjeeni el nawba', SLEEP_STRESS_MAN_26, epilepsyMedicine()),
  // Moroccan: "I take a medicine for epilepsy; the fits ('la crise') come if I forget it."
  onMeds(4733, 'antiepileptic', 'arabic', 'كناخد دوا ديال الصرع، كتجيني الكريز إلا نسيتو', SLEEP_STRESS_WOMAN, epilepsyMedicine()),
  // Emirati: "The sugar injections four times a day, before every meal and one at night."
  onMeds(4734, 'glucose_lowering', 'arabic', 'إبر السكر أربع مرات في اليوم، قبل كل ويبة ووحدة بالليل', BASE_MAN, diabetesMedicine(INSULIN)),
  // Palestinian Arabizi: "I take the sugar pills morning and evening, and the doctor said if it doesn't come down he'll put me on injections."
  onMeds(
    4735,
    'glucose_lowering',
    'transliteration',
    'ba5od 7bob el sukkar el sube7 wel masa, wel doctor 7aka iza ma nezel bedo y7otni 3al ebar',
    {},
    diabetesMedicine(joined(METFORMIN, GLIMEPIRIDE)),
  ),
  // Sudanese Arabizi: "I've been diabetic for 10 years; I take the sugar pills and an injection before sleep."
  onMeds(4736, 'glucose_lowering', 'transliteration', 'ana sukkari min 10 sneen, basharab 7ubub el sukkar w ibra gabl el nom', MAN_46, diabetesMedicine(joined(INSULIN, METFORMIN))),
  // Iraqi: "I don't have blood pressure, but the sugar is high and I take the sugar pills with food."
  onMeds(
    4737,
    'glucose_lowering',
    'negation',
    'ماكو عندي ضغط، بس السكر عالي وآخذ حبوب السكر ويا الأكل',
    MUSCLE_STRESS_MAN,
    diabetesMedicine(METFORMIN, { not: ['blood_pressure'], source: NIDDK_HIGH_BP }),
  ),
  // Egyptian: "The pressure pill in the morning, and if the pressure goes up at night I take another half pill."
  onMeds(4738, 'blood_pressure', 'arabic', 'حباية الضغط الصبح، ولو الضغط علي بالليل باخد نص حباية كمان', {}, pressureMedicine(AMLODIPINE)),
  // Algerian Arabizi with French: "I've taken the blood pressure ('la tension') medicine every morning for 3 years."
  onMeds(4739, 'blood_pressure', 'transliteration', 'nechreb dwa ta3 la tension kol sba7 men 3 snin', BASE_MAN, pressureMedicine(joined(AMLODIPINE, LOSARTAN))),
  // Omani: "I have no sugar, thank God, but the pressure tablets I take every day."
  onMeds(
    4740,
    'blood_pressure',
    'negation',
    'ماشي عندي سكر الحمد لله، بس حبوب الضغط آخذها كل يوم',
    BASE_MAN_56,
    pressureMedicine(AMLODIPINE, { not: ['glucose_lowering'], source: NIDDK_DIABETES_MEDS }),
  ),
];
