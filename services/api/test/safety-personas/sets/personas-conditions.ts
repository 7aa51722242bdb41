import type { QuizAnswers } from '@sahha/contracts/quiz';
import type { SafetyPersona } from '../persona';

/**
 * Conditions and life stages typed as free text, written from the references below before the
 * engine was run on them. Goals, gender and age are picked (from engine-rules.ts) so that, without
 * the typed text, at least one `mustNotRecommend` product would be in the plan.
 *
 * Kidney disease, liver disease and cancer treatment are hard stops (no plan at all, see your
 * doctor), so for them `mustNotRecommend` lists products the plan would otherwise contain.
 */

const ODS = 'https://ods.od.nih.gov/factsheets';
const DAILYMED_SEARCH = 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=';

const SRC = {
  /** NCCIH: avoid in pregnancy and breastfeeding; not for people about to have surgery or with autoimmune or thyroid
   *  disorders; people with hormone-sensitive prostate cancer should avoid it; may interact with diabetes, blood
   *  pressure, immunosuppressant, anti-seizure and thyroid medicines. */
  ashwagandha: 'https://www.nccih.nih.gov/health/ashwagandha',
  /** NCCIH: in people with weakened immune systems probiotics may cause severe infections. */
  probiotics: 'https://www.nccih.nih.gov/health/probiotics-what-you-need-to-know',
  /** NCCIH: rhodiola was studied as an antidepressant (Mao 2015); see the bipolar comment below. */
  rhodiola: 'https://www.nccih.nih.gov/health/rhodiola',
  /** ODS: people with kidney failure cannot clear magnesium, so supplements can reach toxic levels. */
  magnesium: `${ODS}/Magnesium-HealthProfessional/`,
  /** ODS: antioxidant supplements during chemotherapy or radiotherapy are a question for the oncologist. */
  vitaminC: `${ODS}/VitaminC-HealthProfessional/`,
  /** ODS: vitamin E can inhibit platelet aggregation and increase bleeding risk. */
  vitaminE: `${ODS}/VitaminE-HealthProfessional/`,
  /** ODS: people with hereditary haemochromatosis are at risk of iron overload and should not take iron supplements. */
  iron: `${ODS}/Iron-HealthProfessional/`,
  /** ODS: calcium supplements (with vitamin D) raised kidney stone risk in the Women's Health Initiative. */
  calcium: `${ODS}/Calcium-HealthProfessional/`,
  /** ODS: glucomannan tablets can obstruct the oesophagus; glucomannan may lower blood glucose. */
  weightLoss: `${ODS}/WeightLoss-HealthProfessional/`,
  /** ODS: omega-3 supplements are linked to a higher risk of atrial fibrillation, mostly above 1 g a day. */
  omega3: `${ODS}/Omega3FattyAcids-HealthProfessional/`,
  /** ODS: folic acid interacts with anti-seizure medicines (phenytoin, carbamazepine, valproate). */
  folate: `${ODS}/Folate-HealthProfessional/`,
  /** LiverTox: green tea extract has caused acute liver injury, liver failure and transplant. */
  liverToxGreenTea: 'https://www.ncbi.nlm.nih.gov/books/NBK547925/',
  /** LiverTox: ashwagandha has caused cholestatic liver injury. */
  liverToxAshwagandha: 'https://www.ncbi.nlm.nih.gov/books/NBK548536/',
  /** EMC SmPC (Fultium-D3): contraindicated in hypercalcaemia; sarcoidosis must be referred to a doctor. */
  colecalciferolSmpc: 'https://www.medicines.org.uk/emc/product/2813/smpc',
  /** DailyMed deferasirox label: indicated for iron overload from repeated transfusions, including in sickle cell disease. */
  deferasiroxLabel: `${DAILYMED_SEARCH}deferasirox`,
  /** DailyMed ascorbic acid injection label: haemolysis in G6PD deficiency. */
  ascorbicAcidLabel: `${DAILYMED_SEARCH}ascorbic+acid+injection`,
  /** DailyMed carbidopa/levodopa label: iron salts reduce levodopa absorption. */
  levodopaLabel: `${DAILYMED_SEARCH}carbidopa+levodopa`,
} as const;

/** Text typed in question 9 (health details). */
const health = (text: string): Partial<QuizAnswers> => ({ additionalHealthInfo: text });
/** Text typed in question 8 (medicines); the quiz copies it into `currentMedications_text`. */
const meds = (text: string): Partial<QuizAnswers> => ({ currentMedications: text, currentMedications_text: text });

// Goal sets that put the forbidden product into a plan without the class (engine-rules.ts). The base goals
// stress/energy/aging already put ashwagandha (4 points) and rhodiola (4) into every plan.
/** Sleep + stress: magnesium (5) joins ashwagandha. */
const SLEEP_STRESS: QuizAnswers['goals'] = ['sleep', 'stress'];
/** Focus + weight loss + stress: green tea extract (2) takes the sixth place alphabetically ahead of magnesium and omega-3. */
const GREEN_TEA_GOALS: QuizAnswers['goals'] = ['focus', 'weight_loss', 'stress'];
/** Immunity + stress + energy: vitamin C (3) is in the plan next to ashwagandha and rhodiola. */
const CANCER_GOALS: QuizAnswers['goals'] = ['immunity', 'stress', 'energy'];
/** Energy + immunity for a woman 18–45: both iron (2) and vitamin C (3) are in the plan. */
const IRON_C_GOALS: QuizAnswers['goals'] = ['energy', 'immunity'];

const PREGNANCY: readonly SafetyPersona[] = [
  {
    id: 'pregnancy_breastfeeding-english-1',
    cls: 'pregnancy_breastfeeding',
    style: 'english',
    answers: { age: '26-35', ...health('I am 12 weeks pregnant') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    // Words between "expecting" and "baby": the phrase must still be recognised.
    id: 'pregnancy_breastfeeding-english-2',
    cls: 'pregnancy_breastfeeding',
    style: 'english',
    answers: { age: '26-35', ...health('We are expecting our first baby in March') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    // Trying to conceive: ashwagandha may cause miscarriage, so it is left out before a pregnancy is confirmed too.
    id: 'pregnancy_breastfeeding-english-3',
    cls: 'pregnancy_breastfeeding',
    style: 'english',
    answers: health('Trying to conceive for the last 8 months'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    id: 'pregnancy_breastfeeding-health-box-1',
    cls: 'pregnancy_breastfeeding',
    style: 'health-box',
    answers: { age: '26-35', ...health('Currently breastfeeding my 4 month old') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    id: 'pregnancy_breastfeeding-health-box-2',
    cls: 'pregnancy_breastfeeding',
    style: 'health-box',
    answers: health('Doing IVF, embryo transfer planned for next month'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    // "I am pregnant in the fourth month".
    id: 'pregnancy_breastfeeding-arabic-1',
    cls: 'pregnancy_breastfeeding',
    style: 'arabic',
    answers: { age: '26-35', ...health('أنا حامل في الشهر الرابع') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    // "I breastfeed my daughter".
    id: 'pregnancy_breastfeeding-arabic-2',
    cls: 'pregnancy_breastfeeding',
    style: 'arabic',
    answers: { age: '26-35', ...health('أرضع بنتي رضاعة طبيعية') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    // "We are doing IVF (test-tube babies) this month".
    id: 'pregnancy_breastfeeding-arabic-3',
    cls: 'pregnancy_breastfeeding',
    style: 'arabic',
    answers: health('نسوي أطفال أنابيب هالشهر'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    // "I am pregnant in the second month".
    id: 'pregnancy_breastfeeding-transliteration-1',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: { age: '26-35', ...health('ana 7amel fi el shahr el thani') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    // "I am breastfeeding, the baby is 3 months old".
    id: 'pregnancy_breastfeeding-transliteration-2',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: { age: '26-35', ...health('ana murdi3a, el baby 3umra 3 shhoor') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    id: 'pregnancy_breastfeeding-typo-1',
    cls: 'pregnancy_breastfeeding',
    style: 'typo',
    answers: { age: '26-35', ...health('pregant 20 weeks') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    id: 'pregnancy_breastfeeding-typo-2',
    cls: 'pregnancy_breastfeeding',
    style: 'typo',
    answers: health('breastfeding my son, he is 6 months'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    // A brand-only line: Pregnacare is a prenatal formula and Duphaston (dydrogesterone) supports early pregnancy.
    id: 'pregnancy_breastfeeding-brand-1',
    cls: 'pregnancy_breastfeeding',
    style: 'brand',
    answers: { age: '26-35', ...meds('Pregnacare and Duphaston 10mg, pregnant 9 weeks') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    // Fail-safe: "not my first" negates "first", not the pregnancy.
    id: 'pregnancy_breastfeeding-negation-1',
    cls: 'pregnancy_breastfeeding',
    style: 'negation',
    answers: { age: '26-35', ...health('not my first pregnancy, 10 weeks now') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    // Pregnancy is cancelled but breastfeeding is not, and both are the same class.
    id: 'pregnancy_breastfeeding-negation-2',
    cls: 'pregnancy_breastfeeding',
    style: 'negation',
    answers: { age: '26-35', ...health('Not pregnant any more, had my baby 3 weeks ago and I am breastfeeding him') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    // Explicit cancellation: the life stage is over.
    id: 'pregnancy_breastfeeding-negation-3',
    cls: 'pregnancy_breastfeeding',
    style: 'negation',
    answers: health('no longer breastfeeding, stopped in January'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    id: 'pregnancy_breastfeeding-negation-4',
    cls: 'pregnancy_breastfeeding',
    style: 'negation',
    answers: health('We are not trying to conceive any more'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
  {
    id: 'pregnancy_breastfeeding-multi-1',
    cls: 'pregnancy_breastfeeding',
    style: 'multi',
    answers: { age: '26-35', ...health('Pregnant 8 weeks, underactive thyroid on Euthyrox 50') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding', 'levothyroxine'],
    source: SRC.ashwagandha,
  },
  {
    id: 'pregnancy_breastfeeding-multi-2',
    cls: 'pregnancy_breastfeeding',
    style: 'multi',
    answers: { age: '26-35', ...health('breastfeeding and I have epilepsy, on Keppra 500 twice a day') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['pregnan'],
    expectClasses: ['pregnancy_breastfeeding', 'antiepileptic'],
    source: SRC.ashwagandha,
  },
];

// Kidney disease is a hard stop: magnesium (and vitamin D, present in every plan) must not be suggested.
const KIDNEY: readonly SafetyPersona[] = [
  {
    id: 'kidney_disease-english-1',
    cls: 'kidney_disease',
    style: 'english',
    answers: { goals: SLEEP_STRESS, ...health('Chronic kidney disease stage 3b') },
    mustNotRecommend: ['magnesium', 'vitamin-d'],
    mustMention: ['kidney'],
    expectClasses: ['kidney_disease'],
    source: SRC.magnesium,
  },
  {
    // Words between "kidneys" and "failing", and dialysis in the same line.
    id: 'kidney_disease-english-2',
    cls: 'kidney_disease',
    style: 'english',
    answers: { gender: 'male', age: '56+', goals: SLEEP_STRESS, ...health('my kidneys are failing, on dialysis 3 times a week') },
    mustNotRecommend: ['magnesium', 'vitamin-d'],
    mustMention: ['kidney'],
    expectClasses: ['kidney_disease'],
    source: SRC.magnesium,
  },
  {
    // An eGFR of 28 and a nephrologist mean stage 4 chronic kidney disease.
    id: 'kidney_disease-health-box-1',
    cls: 'kidney_disease',
    style: 'health-box',
    answers: { gender: 'male', age: '46-55', goals: SLEEP_STRESS, ...health('eGFR 28, under a nephrologist') },
    mustNotRecommend: ['magnesium', 'vitamin-d'],
    mustMention: ['kidney'],
    expectClasses: ['kidney_disease'],
    source: SRC.magnesium,
  },
  {
    // "Kidney dialysis three times a week".
    id: 'kidney_disease-arabic-1',
    cls: 'kidney_disease',
    style: 'arabic',
    answers: { gender: 'male', age: '56+', goals: SLEEP_STRESS, ...health('غسيل الكلى ثلاث مرات في الأسبوع') },
    mustNotRecommend: ['magnesium', 'vitamin-d'],
    mustMention: ['kidney'],
    expectClasses: ['kidney_disease'],
    source: SRC.magnesium,
  },
  {
    // "I have chronic kidney failure".
    id: 'kidney_disease-arabic-2',
    cls: 'kidney_disease',
    style: 'arabic',
    answers: { age: '46-55', goals: SLEEP_STRESS, ...health('عندي فشل كلوي مزمن') },
    mustNotRecommend: ['magnesium', 'vitamin-d'],
    mustMention: ['kidney'],
    expectClasses: ['kidney_disease'],
    source: SRC.magnesium,
  },
  {
    // "Kidney dialysis 3 times a week".
    id: 'kidney_disease-transliteration-1',
    cls: 'kidney_disease',
    style: 'transliteration',
    answers: { gender: 'male', age: '46-55', goals: SLEEP_STRESS, ...health('ghaseel kela 3 marrat bil usboo3') },
    mustNotRecommend: ['magnesium', 'vitamin-d'],
    mustMention: ['kidney'],
    expectClasses: ['kidney_disease'],
    source: SRC.magnesium,
  },
  {
    id: 'kidney_disease-typo-1',
    cls: 'kidney_disease',
    style: 'typo',
    answers: { goals: SLEEP_STRESS, ...health('on dialisis since 2021') },
    mustNotRecommend: ['magnesium', 'vitamin-d'],
    mustMention: ['kidney'],
    expectClasses: ['kidney_disease'],
    source: SRC.magnesium,
  },
  {
    id: 'kidney_disease-typo-2',
    cls: 'kidney_disease',
    style: 'typo',
    answers: { gender: 'male', age: '56+', goals: SLEEP_STRESS, ...health('chronic kidny disease') },
    mustNotRecommend: ['magnesium', 'vitamin-d'],
    mustMention: ['kidney'],
    expectClasses: ['kidney_disease'],
    source: SRC.magnesium,
  },
  {
    // Sevelamer (Renvela), alfacalcidol (One-Alpha) and an ESA (Mircera) are the typical CKD treatment set; CKD is named too.
    id: 'kidney_disease-brand-1',
    cls: 'kidney_disease',
    style: 'brand',
    answers: {
      gender: 'male',
      age: '56+',
      goals: SLEEP_STRESS,
      ...meds('Renvela 800 with meals, One-Alpha 0.25, Mircera injection monthly for my CKD'),
    },
    mustNotRecommend: ['magnesium', 'vitamin-d'],
    mustMention: ['kidney'],
    expectClasses: ['kidney_disease'],
    source: SRC.magnesium,
  },
  {
    // Fail-safe: "not great" still describes reduced kidney function (eGFR 40 is stage 3b).
    id: 'kidney_disease-negation-1',
    cls: 'kidney_disease',
    style: 'negation',
    answers: { age: '56+', goals: SLEEP_STRESS, ...health('kidney function not great, eGFR 40') },
    mustNotRecommend: ['magnesium', 'vitamin-d'],
    mustMention: ['kidney'],
    expectClasses: ['kidney_disease'],
    source: SRC.magnesium,
  },
  {
    id: 'kidney_disease-multi-1',
    cls: 'kidney_disease',
    style: 'multi',
    answers: { gender: 'male', age: '56+', goals: SLEEP_STRESS, ...health('Diabetic on Lantus, high blood pressure, and my kidneys are weak') },
    mustNotRecommend: ['magnesium', 'vitamin-d'],
    mustMention: ['kidney'],
    expectClasses: ['kidney_disease', 'glucose_lowering', 'blood_pressure'],
    source: SRC.magnesium,
  },
  {
    // Bisoprolol (Concor) is a blood-pressure medicine, furosemide (Lasix) a diuretic.
    id: 'kidney_disease-multi-2',
    cls: 'kidney_disease',
    style: 'multi',
    answers: { gender: 'male', age: '56+', goals: SLEEP_STRESS, ...meds('Concor 5mg, Lasix 40, dialysis patient') },
    mustNotRecommend: ['magnesium', 'vitamin-d'],
    mustMention: ['kidney'],
    expectClasses: ['kidney_disease', 'diuretic', 'blood_pressure'],
    source: SRC.magnesium,
  },
];

// Liver disease is a hard stop: green tea extract and ashwagandha both have LiverTox records of liver injury.
const LIVER: readonly SafetyPersona[] = [
  {
    id: 'liver_disease-english-1',
    cls: 'liver_disease',
    style: 'english',
    answers: { gender: 'male', age: '46-55', goals: GREEN_TEA_GOALS, ...health('liver cirrhosis') },
    mustNotRecommend: ['green-tea-extract', 'ashwagandha'],
    mustMention: ['liver'],
    expectClasses: ['liver_disease'],
    source: SRC.liverToxGreenTea,
  },
  {
    id: 'liver_disease-english-2',
    cls: 'liver_disease',
    style: 'english',
    answers: { goals: GREEN_TEA_GOALS, ...health('fatty liver grade 2, my liver enzymes are high') },
    mustNotRecommend: ['green-tea-extract', 'ashwagandha'],
    mustMention: ['liver'],
    expectClasses: ['liver_disease'],
    source: SRC.liverToxGreenTea,
  },
  {
    id: 'liver_disease-english-3',
    cls: 'liver_disease',
    style: 'english',
    answers: { gender: 'male', age: '36-45', goals: GREEN_TEA_GOALS, ...health('hepatitis B carrier, liver scan every 6 months') },
    mustNotRecommend: ['green-tea-extract', 'ashwagandha'],
    mustMention: ['liver'],
    expectClasses: ['liver_disease'],
    source: SRC.liverToxGreenTea,
  },
  {
    // "I have cirrhosis of the liver".
    id: 'liver_disease-arabic-1',
    cls: 'liver_disease',
    style: 'arabic',
    answers: { gender: 'male', age: '56+', goals: GREEN_TEA_GOALS, ...health('عندي تليف في الكبد') },
    mustNotRecommend: ['green-tea-extract', 'ashwagandha'],
    mustMention: ['liver'],
    expectClasses: ['liver_disease'],
    source: SRC.liverToxGreenTea,
  },
  {
    // "Viral hepatitis C".
    id: 'liver_disease-arabic-2',
    cls: 'liver_disease',
    style: 'arabic',
    answers: { gender: 'male', age: '46-55', goals: GREEN_TEA_GOALS, ...health('التهاب الكبد الوبائي سي') },
    mustNotRecommend: ['green-tea-extract', 'ashwagandha'],
    mustMention: ['liver'],
    expectClasses: ['liver_disease'],
    source: SRC.liverToxGreenTea,
  },
  {
    // "I have fat on the liver" (fatty liver).
    id: 'liver_disease-transliteration-1',
    cls: 'liver_disease',
    style: 'transliteration',
    answers: { goals: GREEN_TEA_GOALS, ...health('3indi dihoon 3al kabid') },
    mustNotRecommend: ['green-tea-extract', 'ashwagandha'],
    mustMention: ['liver'],
    expectClasses: ['liver_disease'],
    source: SRC.liverToxGreenTea,
  },
  {
    id: 'liver_disease-typo-1',
    cls: 'liver_disease',
    style: 'typo',
    answers: { gender: 'male', age: '56+', goals: GREEN_TEA_GOALS, ...health('cirosis, diagnosed last year') },
    mustNotRecommend: ['green-tea-extract', 'ashwagandha'],
    mustMention: ['liver'],
    expectClasses: ['liver_disease'],
    source: SRC.liverToxGreenTea,
  },
  {
    id: 'liver_disease-typo-2',
    cls: 'liver_disease',
    style: 'typo',
    answers: { gender: 'male', age: '36-45', goals: GREEN_TEA_GOALS, ...health('hepatits C') },
    mustNotRecommend: ['green-tea-extract', 'ashwagandha'],
    mustMention: ['liver'],
    expectClasses: ['liver_disease'],
    source: SRC.liverToxGreenTea,
  },
  {
    // Entecavir (Baraclude) is only prescribed for chronic hepatitis B.
    id: 'liver_disease-brand-1',
    cls: 'liver_disease',
    style: 'brand',
    answers: { gender: 'male', age: '46-55', ...meds('Baraclude 0.5mg daily') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['liver'],
    expectClasses: ['liver_disease'],
    source: SRC.liverToxAshwagandha,
  },
  {
    // Fail-safe: the negation is about alcohol, not the fatty liver.
    id: 'liver_disease-negation-1',
    cls: 'liver_disease',
    style: 'negation',
    answers: { goals: GREEN_TEA_GOALS, ...health("I don't drink alcohol but I have a fatty liver") },
    mustNotRecommend: ['green-tea-extract', 'ashwagandha'],
    mustMention: ['liver'],
    expectClasses: ['liver_disease'],
    source: SRC.liverToxGreenTea,
  },
  {
    id: 'liver_disease-multi-1',
    cls: 'liver_disease',
    style: 'multi',
    answers: { gender: 'male', age: '56+', ...health('hepatitis C treated, now cirrhosis'), ...meds('Glucophage 500 twice daily') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['liver'],
    expectClasses: ['liver_disease', 'metformin'],
    source: SRC.liverToxAshwagandha,
  },
];

// Cancer treatment is a hard stop; ODS: antioxidants such as vitamin C during chemotherapy or radiotherapy need the oncologist.
const CANCER: readonly SafetyPersona[] = [
  {
    id: 'cancer_treatment-english-1',
    cls: 'cancer_treatment',
    style: 'english',
    answers: { goals: CANCER_GOALS, ...health('currently on chemotherapy for lymphoma') },
    mustNotRecommend: ['vitamin-c', 'ashwagandha', 'rhodiola-rosea'],
    mustMention: ['cancer'],
    expectClasses: ['cancer_treatment'],
    source: SRC.vitaminC,
  },
  {
    id: 'cancer_treatment-english-2',
    cls: 'cancer_treatment',
    style: 'english',
    answers: { gender: 'male', age: '46-55', goals: CANCER_GOALS, ...health('finishing radiotherapy next week') },
    mustNotRecommend: ['vitamin-c', 'ashwagandha', 'rhodiola-rosea'],
    mustMention: ['cancer'],
    expectClasses: ['cancer_treatment'],
    source: SRC.vitaminC,
  },
  {
    // "I take chemotherapy for colon cancer".
    id: 'cancer_treatment-arabic-1',
    cls: 'cancer_treatment',
    style: 'arabic',
    answers: { gender: 'male', age: '56+', goals: CANCER_GOALS, ...health('آخذ علاج كيماوي لسرطان القولون') },
    mustNotRecommend: ['vitamin-c', 'ashwagandha', 'rhodiola-rosea'],
    mustMention: ['cancer'],
    expectClasses: ['cancer_treatment'],
    source: SRC.vitaminC,
  },
  {
    // "I have cancer of the lymph glands" (lymphoma).
    id: 'cancer_treatment-arabic-2',
    cls: 'cancer_treatment',
    style: 'arabic',
    answers: { goals: CANCER_GOALS, ...health('عندي سرطان في الغدد اللمفاوية') },
    mustNotRecommend: ['vitamin-c', 'ashwagandha', 'rhodiola-rosea'],
    mustMention: ['cancer'],
    expectClasses: ['cancer_treatment'],
    source: SRC.vitaminC,
  },
  {
    // "I take chemo every 3 weeks".
    id: 'cancer_treatment-transliteration-1',
    cls: 'cancer_treatment',
    style: 'transliteration',
    answers: { goals: CANCER_GOALS, ...health('akhith kemawi kil 3 asabee3') },
    mustNotRecommend: ['vitamin-c', 'ashwagandha', 'rhodiola-rosea'],
    mustMention: ['cancer'],
    expectClasses: ['cancer_treatment'],
    source: SRC.vitaminC,
  },
  {
    id: 'cancer_treatment-typo-1',
    cls: 'cancer_treatment',
    style: 'typo',
    answers: { gender: 'male', age: '26-35', goals: CANCER_GOALS, ...health('leukimia, on chemo') },
    mustNotRecommend: ['vitamin-c', 'ashwagandha', 'rhodiola-rosea'],
    mustMention: ['cancer'],
    expectClasses: ['cancer_treatment'],
    source: SRC.vitaminC,
  },
  {
    // Capecitabine (Xeloda) is oral chemotherapy; only the brand is typed, so the generic doctor word is expected.
    id: 'cancer_treatment-brand-1',
    cls: 'cancer_treatment',
    style: 'brand',
    answers: { age: '46-55', goals: CANCER_GOALS, ...meds('Xeloda 500mg tablets, 2 weeks on 1 week off') },
    mustNotRecommend: ['vitamin-c', 'ashwagandha', 'rhodiola-rosea'],
    mustMention: ['doctor'],
    expectClasses: ['cancer_treatment'],
    source: SRC.vitaminC,
  },
  {
    // Pembrolizumab (Keytruda) is cancer immunotherapy; amlodipine/valsartan (Exforge) lowers blood pressure.
    id: 'cancer_treatment-multi-1',
    cls: 'cancer_treatment',
    style: 'multi',
    answers: { gender: 'male', age: '56+', goals: CANCER_GOALS, ...meds('Keytruda every 3 weeks, Exforge 5/160') },
    mustNotRecommend: ['vitamin-c', 'ashwagandha', 'rhodiola-rosea'],
    mustMention: ['doctor'],
    expectClasses: ['cancer_treatment', 'blood_pressure'],
    source: SRC.vitaminC,
  },
];

// NCCIH: ashwagandha may raise testosterone, so people with hormone-sensitive (prostate) cancer should avoid it.
const HORMONE_CANCER: readonly SafetyPersona[] = [
  {
    id: 'hormone_sensitive_cancer-english-1',
    cls: 'hormone_sensitive_cancer',
    style: 'english',
    answers: { gender: 'male', age: '56+', ...health('hormone-sensitive prostate cancer, on hormone injections') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['cancer'],
    expectClasses: ['hormone_sensitive_cancer'],
    source: SRC.ashwagandha,
  },
  {
    // Oestrogen-receptor-positive breast cancer; the same class rule applies as for prostate cancer.
    id: 'hormone_sensitive_cancer-english-2',
    cls: 'hormone_sensitive_cancer',
    style: 'english',
    answers: { age: '46-55', ...health('history of ER+ breast cancer, in remission, on anastrozole') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['cancer'],
    expectClasses: ['hormone_sensitive_cancer'],
    source: SRC.ashwagandha,
  },
  {
    id: 'hormone_sensitive_cancer-brand-1',
    cls: 'hormone_sensitive_cancer',
    style: 'brand',
    answers: { age: '46-55', ...meds('Tamoxifen 20mg since my breast cancer surgery in 2021') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['cancer'],
    expectClasses: ['hormone_sensitive_cancer'],
    source: SRC.ashwagandha,
  },
  {
    id: 'hormone_sensitive_cancer-brand-2',
    cls: 'hormone_sensitive_cancer',
    style: 'brand',
    answers: { age: '56+', ...meds('Femara 2.5mg (letrozole) for ER positive breast cancer') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['cancer'],
    expectClasses: ['hormone_sensitive_cancer'],
    source: SRC.ashwagandha,
  },
  {
    // "Hormone-sensitive breast cancer and I take tamoxifen".
    id: 'hormone_sensitive_cancer-arabic-1',
    cls: 'hormone_sensitive_cancer',
    style: 'arabic',
    answers: { age: '46-55', ...health('سرطان الثدي حساس للهرمونات وآخذ تاموكسيفين') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['cancer'],
    expectClasses: ['hormone_sensitive_cancer'],
    source: SRC.ashwagandha,
  },
  {
    // "I have prostate cancer".
    id: 'hormone_sensitive_cancer-transliteration-1',
    cls: 'hormone_sensitive_cancer',
    style: 'transliteration',
    answers: { gender: 'male', age: '56+', ...health('3indi saratan brostata') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['cancer'],
    expectClasses: ['hormone_sensitive_cancer'],
    source: SRC.ashwagandha,
  },
  {
    // "Prostrate" is the common misspelling; goserelin (Zoladex) is hormone therapy for it.
    id: 'hormone_sensitive_cancer-typo-1',
    cls: 'hormone_sensitive_cancer',
    style: 'typo',
    answers: { gender: 'male', age: '56+', ...health('prostrate cancer, on Zoladex') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['cancer'],
    expectClasses: ['hormone_sensitive_cancer'],
    source: SRC.ashwagandha,
  },
];

// Rhodiola acts like an antidepressant (NCCIH-funded depression trial); antidepressant-like agents can tip bipolar
// disorder into mania. The NCCIH page does not name bipolar disorder itself (see the report).
const BIPOLAR: readonly SafetyPersona[] = [
  {
    id: 'bipolar_disorder-english-1',
    cls: 'bipolar_disorder',
    style: 'english',
    answers: health('bipolar disorder, stable for 3 years'),
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: ['bipolar'],
    expectClasses: ['bipolar_disorder'],
    source: SRC.rhodiola,
  },
  {
    // The older name of bipolar disorder.
    id: 'bipolar_disorder-english-2',
    cls: 'bipolar_disorder',
    style: 'english',
    answers: { gender: 'male', age: '46-55', ...health('manic depression, my psychiatrist manages it') },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: ['bipolar'],
    expectClasses: ['bipolar_disorder'],
    source: SRC.rhodiola,
  },
  {
    // "I have bipolar disorder".
    id: 'bipolar_disorder-arabic-1',
    cls: 'bipolar_disorder',
    style: 'arabic',
    answers: health('عندي اضطراب ثنائي القطب'),
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: ['bipolar'],
    expectClasses: ['bipolar_disorder'],
    source: SRC.rhodiola,
  },
  {
    id: 'bipolar_disorder-transliteration-1',
    cls: 'bipolar_disorder',
    style: 'transliteration',
    answers: { gender: 'male', age: '26-35', ...health('3indi thuna2i el qutb') },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: ['bipolar'],
    expectClasses: ['bipolar_disorder'],
    source: SRC.rhodiola,
  },
  {
    id: 'bipolar_disorder-typo-1',
    cls: 'bipolar_disorder',
    style: 'typo',
    answers: { age: '26-35', ...health('bipoler type 2') },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: ['bipolar'],
    expectClasses: ['bipolar_disorder'],
    source: SRC.rhodiola,
  },
  {
    // Valproate (Depakine) is an anti-seizure medicine, quetiapine (Seroquel) an antipsychotic.
    id: 'bipolar_disorder-multi-1',
    cls: 'bipolar_disorder',
    style: 'multi',
    answers: meds('Depakine Chrono 500 and Seroquel 100 for bipolar'),
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: ['bipolar'],
    expectClasses: ['bipolar_disorder', 'antiepileptic', 'antipsychotic'],
    source: SRC.rhodiola,
  },
  {
    id: 'bipolar_disorder-multi-2',
    cls: 'bipolar_disorder',
    style: 'multi',
    answers: { gender: 'male', age: '36-45', ...health('Bipolar, on lithium (Priadel 400)') },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: ['bipolar'],
    expectClasses: ['bipolar_disorder', 'lithium'],
    source: SRC.rhodiola,
  },
];

// ODS: vitamin E inhibits platelet aggregation and can raise bleeding risk; vitamin E is only in plans with goal 'skin'.
const BLEEDING: readonly SafetyPersona[] = [
  {
    id: 'bleeding_disorder-english-1',
    cls: 'bleeding_disorder',
    style: 'english',
    answers: { gender: 'male', age: '26-35', goals: ['skin'], ...health('haemophilia A') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: SRC.vitaminE,
  },
  {
    id: 'bleeding_disorder-english-2',
    cls: 'bleeding_disorder',
    style: 'english',
    answers: { age: '26-35', goals: ['skin', 'digestion'], ...health('von Willebrand disease, I bruise very easily') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: SRC.vitaminE,
  },
  {
    // Immune thrombocytopenia with a platelet count of about 40.
    id: 'bleeding_disorder-health-box-1',
    cls: 'bleeding_disorder',
    style: 'health-box',
    answers: { goals: ['skin'], ...health('ITP, platelets around 40') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: SRC.vitaminE,
  },
  {
    // "I have haemophilia".
    id: 'bleeding_disorder-arabic-1',
    cls: 'bleeding_disorder',
    style: 'arabic',
    answers: { gender: 'male', age: '18-25', goals: ['skin'], ...health('عندي هيموفيليا') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: SRC.vitaminE,
  },
  {
    // "I have low platelets".
    id: 'bleeding_disorder-transliteration-1',
    cls: 'bleeding_disorder',
    style: 'transliteration',
    answers: { age: '26-35', goals: ['skin'], ...health('3indi naqs safa2i7') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: SRC.vitaminE,
  },
  {
    id: 'bleeding_disorder-typo-1',
    cls: 'bleeding_disorder',
    style: 'typo',
    answers: { gender: 'male', age: '26-35', goals: ['skin', 'digestion'], ...health('hemophila B') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: SRC.vitaminE,
  },
  {
    id: 'bleeding_disorder-multi-1',
    cls: 'bleeding_disorder',
    style: 'multi',
    answers: { gender: 'male', age: '36-45', goals: ['skin'], ...health('haemophilia and a tooth extraction next week') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder', 'surgery'],
    source: SRC.vitaminE,
  },
];

// NCCIH: ashwagandha is not recommended for people who are about to have surgery.
const SURGERY: readonly SafetyPersona[] = [
  {
    id: 'surgery-english-1',
    cls: 'surgery',
    style: 'english',
    answers: { age: '56+', ...health('knee replacement surgery in 3 weeks') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['surg'],
    expectClasses: ['surgery'],
    source: SRC.ashwagandha,
  },
  {
    // A dental procedure counts as surgery for supplement advice.
    id: 'surgery-english-2',
    cls: 'surgery',
    style: 'english',
    answers: { gender: 'male', age: '18-25', ...health('having my wisdom tooth taken out next week') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['surg'],
    expectClasses: ['surgery'],
    source: SRC.ashwagandha,
  },
  {
    // "I have a surgical operation next month".
    id: 'surgery-arabic-1',
    cls: 'surgery',
    style: 'arabic',
    answers: health('عندي عملية جراحية الشهر الجاي'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['surg'],
    expectClasses: ['surgery'],
    source: SRC.ashwagandha,
  },
  {
    // "Wisdom tooth extraction next week".
    id: 'surgery-arabic-2',
    cls: 'surgery',
    style: 'arabic',
    answers: { gender: 'male', age: '26-35', ...health('خلع ضرس العقل الأسبوع الجاي') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['surg'],
    expectClasses: ['surgery'],
    source: SRC.ashwagandha,
  },
  {
    // "I have an operation in two weeks".
    id: 'surgery-transliteration-1',
    cls: 'surgery',
    style: 'transliteration',
    answers: { gender: 'male', age: '36-45', ...health('3indi 3amaliya ba3d usbu3ain') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['surg'],
    expectClasses: ['surgery'],
    source: SRC.ashwagandha,
  },
  {
    id: 'surgery-typo-1',
    cls: 'surgery',
    style: 'typo',
    answers: health('gall bladder opration on the 15th'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['surg'],
    expectClasses: ['surgery'],
    source: SRC.ashwagandha,
  },
  {
    id: 'surgery-multi-1',
    cls: 'surgery',
    style: 'multi',
    answers: { age: '26-35', ...health('pregnant 36 weeks, C-section booked for next week') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['surg'],
    expectClasses: ['surgery', 'pregnancy_breastfeeding'],
    source: SRC.ashwagandha,
  },
];

// ODS: iron supplements are not for people with haemochromatosis or other iron overload; vitamin C raises iron absorption
// (the ODS vitamin C sheet warns about haemochromatosis too). Iron is only in plans of women 18–45 with goal 'energy'.
const IRON_OVERLOAD: readonly SafetyPersona[] = [
  {
    id: 'iron_overload-english-1',
    cls: 'iron_overload',
    style: 'english',
    answers: { goals: IRON_C_GOALS, ...health('hereditary haemochromatosis, venesection every 3 months') },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: SRC.iron,
  },
  {
    id: 'iron_overload-english-2',
    cls: 'iron_overload',
    style: 'english',
    answers: { gender: 'male', age: '18-25', goals: IRON_C_GOALS, ...health('thalassaemia major, blood transfusion every 3 weeks') },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: SRC.iron,
  },
  {
    // Transfusion-dependent without a named diagnosis: every unit of blood adds iron the body cannot excrete.
    id: 'iron_overload-english-3',
    cls: 'iron_overload',
    style: 'english',
    answers: { age: '26-35', goals: IRON_C_GOALS, ...health('I need a blood transfusion every 4 weeks') },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: SRC.iron,
  },
  {
    id: 'iron_overload-typo-1',
    cls: 'iron_overload',
    style: 'typo',
    answers: { goals: IRON_C_GOALS, ...health('haemocromatosis') },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: SRC.iron,
  },
  {
    id: 'iron_overload-typo-2',
    cls: 'iron_overload',
    style: 'typo',
    answers: { gender: 'male', age: '26-35', goals: IRON_C_GOALS, ...health('thalasemia major') },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: SRC.iron,
  },
  {
    id: 'iron_overload-transliteration-1',
    cls: 'iron_overload',
    style: 'transliteration',
    answers: { age: '26-35', goals: IRON_C_GOALS, ...health('3indi thalassemia') },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: SRC.iron,
  },
  {
    // "I have thalassaemia and a blood transfusion every month".
    id: 'iron_overload-transliteration-2',
    cls: 'iron_overload',
    style: 'transliteration',
    answers: { age: '18-25', goals: IRON_C_GOALS, ...health('3indi thalassemia w nagl dam kil shahar') },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: SRC.iron,
  },
  {
    // "Thalassaemia major and a blood transfusion every month".
    id: 'iron_overload-arabic-1',
    cls: 'iron_overload',
    style: 'arabic',
    answers: { age: '18-25', goals: IRON_C_GOALS, ...health('ثلاسيميا كبرى ونقل دم كل شهر') },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: SRC.iron,
  },
  {
    // "I have excess iron in the body".
    id: 'iron_overload-arabic-2',
    cls: 'iron_overload',
    style: 'arabic',
    answers: { gender: 'male', age: '36-45', goals: IRON_C_GOALS, ...health('عندي زيادة الحديد في الجسم') },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: SRC.iron,
  },
  {
    // Deferasirox (Exjade) is an iron chelator: taking it means iron overload.
    id: 'iron_overload-brand-1',
    cls: 'iron_overload',
    style: 'brand',
    answers: { age: '26-35', goals: IRON_C_GOALS, ...meds('Exjade 1000mg daily and folic acid') },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: SRC.iron,
  },
  {
    // Fail-safe: the negation is about anaemia; the haemochromatosis stands.
    id: 'iron_overload-negation-1',
    cls: 'iron_overload',
    style: 'negation',
    answers: { goals: IRON_C_GOALS, ...health("I don't have anaemia, I have too much iron (hemochromatosis)") },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload'],
    source: SRC.iron,
  },
  {
    id: 'iron_overload-multi-1',
    cls: 'iron_overload',
    style: 'multi',
    answers: { gender: 'male', age: '26-35', goals: IRON_C_GOALS, ...health('thalassemia major, diabetes from the iron overload, on insulin') },
    mustNotRecommend: ['iron', 'vitamin-c'],
    mustMention: ['iron'],
    expectClasses: ['iron_overload', 'glucose_lowering'],
    source: SRC.iron,
  },
];

// G6PD deficiency: the reference (haemolysis with high-dose vitamin C) asks for a dose limit and a warning, not an
// exclusion of a 200–500 mg oral dose, so only the warning is required. Goal 'immunity' puts vitamin C in the plan.
const G6PD: readonly SafetyPersona[] = [
  {
    id: 'g6pd_deficiency-english-1',
    cls: 'g6pd_deficiency',
    style: 'english',
    answers: { gender: 'male', age: '26-35', goals: ['immunity', 'energy'], ...health('G6PD deficiency') },
    mustNotRecommend: [],
    mustMention: ['g6pd'],
    expectClasses: ['g6pd_deficiency'],
    source: SRC.ascorbicAcidLabel,
  },
  {
    // Favism is G6PD deficiency revealed by fava (broad) beans.
    id: 'g6pd_deficiency-english-2',
    cls: 'g6pd_deficiency',
    style: 'english',
    answers: { gender: 'male', age: '18-25', goals: ['immunity'], ...health('favism, I react badly to broad beans') },
    mustNotRecommend: [],
    mustMention: ['g6pd'],
    expectClasses: ['g6pd_deficiency'],
    source: SRC.ascorbicAcidLabel,
  },
  {
    // "I have fava-bean anaemia", the usual Gulf name for G6PD deficiency.
    id: 'g6pd_deficiency-arabic-1',
    cls: 'g6pd_deficiency',
    style: 'arabic',
    answers: { gender: 'male', age: '36-45', goals: ['immunity'], ...health('عندي أنيميا الفول') },
    mustNotRecommend: [],
    mustMention: ['g6pd'],
    expectClasses: ['g6pd_deficiency'],
    source: SRC.ascorbicAcidLabel,
  },
  {
    // "G6PD enzyme deficiency".
    id: 'g6pd_deficiency-arabic-2',
    cls: 'g6pd_deficiency',
    style: 'arabic',
    answers: { goals: ['immunity'], ...health('نقص إنزيم G6PD') },
    mustNotRecommend: [],
    mustMention: ['g6pd'],
    expectClasses: ['g6pd_deficiency'],
    source: SRC.ascorbicAcidLabel,
  },
  {
    id: 'g6pd_deficiency-transliteration-1',
    cls: 'g6pd_deficiency',
    style: 'transliteration',
    answers: { age: '26-35', goals: ['immunity'], ...health('3indi anemia el fool') },
    mustNotRecommend: [],
    mustMention: ['g6pd'],
    expectClasses: ['g6pd_deficiency'],
    source: SRC.ascorbicAcidLabel,
  },
  {
    id: 'g6pd_deficiency-typo-1',
    cls: 'g6pd_deficiency',
    style: 'typo',
    answers: { gender: 'male', age: '26-35', goals: ['immunity'], ...health('G6PD defficiency') },
    mustNotRecommend: [],
    mustMention: ['g6pd'],
    expectClasses: ['g6pd_deficiency'],
    source: SRC.ascorbicAcidLabel,
  },
];

// Sickle cell disease: transfusions load iron (deferasirox is licensed for it), and iron should only follow a
// haematologist's blood test. Goal 'energy' for a woman 18–45 puts iron in the plan.
const SICKLE: readonly SafetyPersona[] = [
  {
    id: 'sickle_cell-english-1',
    cls: 'sickle_cell',
    style: 'english',
    answers: { age: '26-35', goals: ['energy'], ...health('sickle cell disease (HbSS)') },
    mustNotRecommend: ['iron'],
    mustMention: ['sickle'],
    expectClasses: ['sickle_cell'],
    source: SRC.deferasiroxLabel,
  },
  {
    id: 'sickle_cell-english-2',
    cls: 'sickle_cell',
    style: 'english',
    answers: { age: '18-25', goals: ['energy'], ...health('sickle cell anaemia, last crisis in May') },
    mustNotRecommend: ['iron'],
    mustMention: ['sickle'],
    expectClasses: ['sickle_cell'],
    source: SRC.deferasiroxLabel,
  },
  {
    // "I have sickle cell anaemia".
    id: 'sickle_cell-arabic-1',
    cls: 'sickle_cell',
    style: 'arabic',
    answers: { age: '26-35', goals: ['energy'], ...health('عندي فقر الدم المنجلي') },
    mustNotRecommend: ['iron'],
    mustMention: ['sickle'],
    expectClasses: ['sickle_cell'],
    source: SRC.deferasiroxLabel,
  },
  {
    id: 'sickle_cell-transliteration-1',
    cls: 'sickle_cell',
    style: 'transliteration',
    answers: { goals: ['energy'], ...health('3indi faqr dam minjali') },
    mustNotRecommend: ['iron'],
    mustMention: ['sickle'],
    expectClasses: ['sickle_cell'],
    source: SRC.deferasiroxLabel,
  },
  {
    id: 'sickle_cell-typo-1',
    cls: 'sickle_cell',
    style: 'typo',
    answers: { age: '26-35', goals: ['energy'], ...health('sickel cell disease') },
    mustNotRecommend: ['iron'],
    mustMention: ['sickle'],
    expectClasses: ['sickle_cell'],
    source: SRC.deferasiroxLabel,
  },
  {
    // Fail-safe: "not just the trait" affirms the disease.
    id: 'sickle_cell-negation-1',
    cls: 'sickle_cell',
    style: 'negation',
    answers: { age: '18-25', goals: ['energy'], ...health('sickle cell, not just the trait, the actual disease') },
    mustNotRecommend: ['iron'],
    mustMention: ['sickle'],
    expectClasses: ['sickle_cell'],
    source: SRC.deferasiroxLabel,
  },
  {
    id: 'sickle_cell-multi-1',
    cls: 'sickle_cell',
    style: 'multi',
    answers: { age: '26-35', goals: ['energy', 'stress'], ...health('sickle cell disease and 14 weeks pregnant') },
    mustNotRecommend: ['iron', 'ashwagandha'],
    mustMention: ['sickle'],
    expectClasses: ['sickle_cell', 'pregnancy_breastfeeding'],
    source: SRC.deferasiroxLabel,
  },
];

// ODS: calcium supplements with vitamin D raised kidney stone risk (Women's Health Initiative). Calcium is in plans of
// women 46+ and men 56+.
const KIDNEY_STONES: readonly SafetyPersona[] = [
  {
    id: 'kidney_stones-english-1',
    cls: 'kidney_stones',
    style: 'english',
    answers: { age: '46-55', goals: ['immunity'], ...health('I have had kidney stones twice') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: ['stone'],
    expectClasses: ['kidney_stones'],
    source: SRC.calcium,
  },
  {
    id: 'kidney_stones-english-2',
    cls: 'kidney_stones',
    style: 'english',
    answers: { age: '56+', ...health('passed a calcium oxalate stone in March') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: ['stone'],
    expectClasses: ['kidney_stones'],
    source: SRC.calcium,
  },
  {
    // "I have a stone in the kidney".
    id: 'kidney_stones-arabic-1',
    cls: 'kidney_stones',
    style: 'arabic',
    answers: { age: '56+', goals: ['immunity'], ...health('عندي حصوة في الكلى') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: ['stone'],
    expectClasses: ['kidney_stones'],
    source: SRC.calcium,
  },
  {
    id: 'kidney_stones-transliteration-1',
    cls: 'kidney_stones',
    style: 'transliteration',
    answers: { age: '46-55', goals: ['immunity'], ...health('3indi 7asa fil kilya') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: ['stone'],
    expectClasses: ['kidney_stones'],
    source: SRC.calcium,
  },
  {
    id: 'kidney_stones-typo-1',
    cls: 'kidney_stones',
    style: 'typo',
    answers: { age: '46-55', goals: ['immunity'], ...health('kindey stones last year') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: ['stone'],
    expectClasses: ['kidney_stones'],
    source: SRC.calcium,
  },
  {
    id: 'kidney_stones-multi-1',
    cls: 'kidney_stones',
    style: 'multi',
    answers: { gender: 'male', age: '56+', goals: ['immunity'], ...health('kidney stones, on hydrochlorothiazide for blood pressure') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: ['stone'],
    expectClasses: ['kidney_stones', 'diuretic', 'blood_pressure'],
    source: SRC.calcium,
  },
];

// NCCIH: ashwagandha is not recommended for people with autoimmune disorders.
const AUTOIMMUNE: readonly SafetyPersona[] = [
  {
    id: 'autoimmune_disease-english-1',
    cls: 'autoimmune_disease',
    style: 'english',
    answers: health('lupus (SLE)'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease'],
    source: SRC.ashwagandha,
  },
  {
    id: 'autoimmune_disease-english-2',
    cls: 'autoimmune_disease',
    style: 'english',
    answers: { age: '46-55', ...health('rheumatoid arthritis') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease'],
    source: SRC.ashwagandha,
  },
  {
    id: 'autoimmune_disease-english-3',
    cls: 'autoimmune_disease',
    style: 'english',
    answers: { age: '26-35', ...health('multiple sclerosis, relapsing remitting') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease'],
    source: SRC.ashwagandha,
  },
  {
    id: 'autoimmune_disease-health-box-1',
    cls: 'autoimmune_disease',
    style: 'health-box',
    answers: { gender: 'male', age: '26-35', ...health('coeliac disease and vitiligo') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease'],
    source: SRC.ashwagandha,
  },
  {
    // "I have lupus" (literally "the red wolf").
    id: 'autoimmune_disease-arabic-1',
    cls: 'autoimmune_disease',
    style: 'arabic',
    answers: health('عندي الذئبة الحمراء'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease'],
    source: SRC.ashwagandha,
  },
  {
    // "Rheumatoid arthritis".
    id: 'autoimmune_disease-arabic-2',
    cls: 'autoimmune_disease',
    style: 'arabic',
    answers: { age: '46-55', ...health('التهاب المفاصل الروماتويدي') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease'],
    source: SRC.ashwagandha,
  },
  {
    // "I have autoimmunity".
    id: 'autoimmune_disease-transliteration-1',
    cls: 'autoimmune_disease',
    style: 'transliteration',
    answers: health('3indi mana3a thatiya'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease'],
    source: SRC.ashwagandha,
  },
  {
    id: 'autoimmune_disease-typo-1',
    cls: 'autoimmune_disease',
    style: 'typo',
    answers: { age: '46-55', ...health('rheumatiod arthritis') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease'],
    source: SRC.ashwagandha,
  },
  {
    // Fail-safe: a quiet phase of lupus is still lupus.
    id: 'autoimmune_disease-negation-1',
    cls: 'autoimmune_disease',
    style: 'negation',
    answers: health("lupus but it's not active at the moment"),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease'],
    source: SRC.ashwagandha,
  },
  {
    // Hashimoto's thyroiditis is autoimmune and treated with levothyroxine (Euthyrox).
    id: 'autoimmune_disease-multi-1',
    cls: 'autoimmune_disease',
    style: 'multi',
    answers: health("Hashimoto's, on Euthyrox 75"),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['autoimmune'],
    expectClasses: ['autoimmune_disease', 'levothyroxine'],
    source: SRC.ashwagandha,
  },
  {
    // Lupus nephritis is kidney disease, so the kidney hard stop wins and its message names the kidneys.
    id: 'autoimmune_disease-multi-2',
    cls: 'autoimmune_disease',
    style: 'multi',
    answers: { age: '26-35', ...health('lupus with kidney involvement (lupus nephritis)') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['kidney'],
    expectClasses: ['autoimmune_disease', 'kidney_disease'],
    source: SRC.ashwagandha,
  },
];

// EMC SmPC: colecalciferol is contraindicated in hypercalcaemia and people with sarcoidosis must be referred to a
// doctor; calcium with vitamin D adds both. Vitamin D is in every plan.
const HYPERCALCAEMIA: readonly SafetyPersona[] = [
  {
    id: 'hypercalcaemia-english-1',
    cls: 'hypercalcaemia',
    style: 'english',
    answers: { age: '46-55', ...health('high calcium in my blood') },
    mustNotRecommend: ['vitamin-d', 'calcium-with-vitamin-d'],
    mustMention: ['calcium'],
    expectClasses: ['hypercalcaemia'],
    source: SRC.colecalciferolSmpc,
  },
  {
    id: 'hypercalcaemia-english-2',
    cls: 'hypercalcaemia',
    style: 'english',
    answers: { gender: 'male', age: '36-45', ...health('sarcoidosis in my lungs') },
    mustNotRecommend: ['vitamin-d', 'calcium-with-vitamin-d'],
    mustMention: ['calcium'],
    expectClasses: ['hypercalcaemia'],
    source: SRC.colecalciferolSmpc,
  },
  {
    // Primary hyperparathyroidism with a calcium of 2.9 mmol/L is hypercalcaemia.
    id: 'hypercalcaemia-health-box-1',
    cls: 'hypercalcaemia',
    style: 'health-box',
    answers: { age: '56+', ...health('primary hyperparathyroidism, calcium 2.9') },
    mustNotRecommend: ['vitamin-d', 'calcium-with-vitamin-d'],
    mustMention: ['calcium'],
    expectClasses: ['hypercalcaemia'],
    source: SRC.colecalciferolSmpc,
  },
  {
    // "High calcium in the blood".
    id: 'hypercalcaemia-arabic-1',
    cls: 'hypercalcaemia',
    style: 'arabic',
    answers: { age: '56+', ...health('ارتفاع الكالسيوم في الدم') },
    mustNotRecommend: ['vitamin-d', 'calcium-with-vitamin-d'],
    mustMention: ['calcium'],
    expectClasses: ['hypercalcaemia'],
    source: SRC.colecalciferolSmpc,
  },
  {
    // "The calcium is high in the blood".
    id: 'hypercalcaemia-transliteration-1',
    cls: 'hypercalcaemia',
    style: 'transliteration',
    answers: { age: '46-55', ...health('el calcium 3ali fil dam') },
    mustNotRecommend: ['vitamin-d', 'calcium-with-vitamin-d'],
    mustMention: ['calcium'],
    expectClasses: ['hypercalcaemia'],
    source: SRC.colecalciferolSmpc,
  },
  {
    id: 'hypercalcaemia-typo-1',
    cls: 'hypercalcaemia',
    style: 'typo',
    answers: { gender: 'male', age: '46-55', ...health('sarcoidossis') },
    mustNotRecommend: ['vitamin-d', 'calcium-with-vitamin-d'],
    mustMention: ['calcium'],
    expectClasses: ['hypercalcaemia'],
    source: SRC.colecalciferolSmpc,
  },
];

// ODS: glucomannan tablets can swell and block the oesophagus. Glucomannan is only in plans with goal 'weight_loss'.
const SWALLOWING: readonly SafetyPersona[] = [
  {
    id: 'swallowing_difficulty-english-1',
    cls: 'swallowing_difficulty',
    style: 'english',
    answers: { gender: 'male', age: '56+', goals: ['weight_loss'], ...health('difficulty swallowing since my stroke') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['swallow'],
    expectClasses: ['swallowing_difficulty'],
    source: SRC.weightLoss,
  },
  {
    id: 'swallowing_difficulty-english-2',
    cls: 'swallowing_difficulty',
    style: 'english',
    answers: { age: '46-55', goals: ['weight_loss', 'digestion'], ...health('oesophageal stricture, had it stretched last year') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['swallow'],
    expectClasses: ['swallowing_difficulty'],
    source: SRC.weightLoss,
  },
  {
    // "I have difficulty swallowing".
    id: 'swallowing_difficulty-arabic-1',
    cls: 'swallowing_difficulty',
    style: 'arabic',
    answers: { goals: ['weight_loss'], ...health('عندي صعوبة في البلع') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['swallow'],
    expectClasses: ['swallowing_difficulty'],
    source: SRC.weightLoss,
  },
  {
    id: 'swallowing_difficulty-transliteration-1',
    cls: 'swallowing_difficulty',
    style: 'transliteration',
    answers: { gender: 'male', age: '46-55', goals: ['weight_loss'], ...health('3indi su3oobat bal3') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['swallow'],
    expectClasses: ['swallowing_difficulty'],
    source: SRC.weightLoss,
  },
  {
    id: 'swallowing_difficulty-typo-1',
    cls: 'swallowing_difficulty',
    style: 'typo',
    answers: { age: '56+', goals: ['weight_loss'], ...health('disphagia') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['swallow'],
    expectClasses: ['swallowing_difficulty'],
    source: SRC.weightLoss,
  },
  {
    // Choking on tablets is a swallowing problem; Parkinson's disease often causes it.
    id: 'swallowing_difficulty-multi-1',
    cls: 'swallowing_difficulty',
    style: 'multi',
    answers: { gender: 'male', age: '56+', goals: ['weight_loss'], ...health("Parkinson's, and I choke on tablets sometimes") },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['swallow'],
    expectClasses: ['swallowing_difficulty', 'levodopa'],
    source: SRC.weightLoss,
  },
  {
    // Achalasia narrows the lower oesophagus; esomeprazole (Nexium) is a PPI.
    id: 'swallowing_difficulty-multi-2',
    cls: 'swallowing_difficulty',
    style: 'multi',
    answers: { gender: 'male', age: '36-45', goals: ['weight_loss', 'digestion'], ...health('achalasia, on Nexium 40') },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['swallow'],
    expectClasses: ['swallowing_difficulty', 'ppi'],
    source: SRC.weightLoss,
  },
];

// ODS: omega-3 supplements are linked to more atrial fibrillation, mostly above 1 g a day; the catalog dose is at most
// 1 g, so the reference asks for a warning (or a cap), not an exclusion. Goals focus + aging put omega-3 in the plan.
const HEART_RHYTHM: readonly SafetyPersona[] = [
  {
    id: 'heart_rhythm-english-1',
    cls: 'heart_rhythm',
    style: 'english',
    answers: { gender: 'male', age: '56+', goals: ['focus', 'aging'], ...health('atrial fibrillation') },
    mustNotRecommend: [],
    mustMention: ['atrial'],
    expectClasses: ['heart_rhythm'],
    source: SRC.omega3,
  },
  {
    id: 'heart_rhythm-english-2',
    cls: 'heart_rhythm',
    style: 'english',
    answers: { age: '46-55', goals: ['focus', 'aging'], ...health('irregular heartbeat (AF), seeing a cardiologist') },
    mustNotRecommend: [],
    mustMention: ['atrial'],
    expectClasses: ['heart_rhythm'],
    source: SRC.omega3,
  },
  {
    // "I have atrial fibrillation".
    id: 'heart_rhythm-arabic-1',
    cls: 'heart_rhythm',
    style: 'arabic',
    answers: { gender: 'male', age: '56+', goals: ['focus', 'aging'], ...health('عندي رجفان أذيني') },
    mustNotRecommend: [],
    mustMention: ['atrial'],
    expectClasses: ['heart_rhythm'],
    source: SRC.omega3,
  },
  {
    // "I have a disturbance in my heartbeats".
    id: 'heart_rhythm-transliteration-1',
    cls: 'heart_rhythm',
    style: 'transliteration',
    answers: { gender: 'male', age: '46-55', goals: ['focus', 'aging'], ...health('3indi idtirab fi nabadat el galb') },
    mustNotRecommend: [],
    mustMention: ['atrial'],
    expectClasses: ['heart_rhythm'],
    source: SRC.omega3,
  },
  {
    id: 'heart_rhythm-typo-1',
    cls: 'heart_rhythm',
    style: 'typo',
    answers: { age: '56+', goals: ['focus', 'aging'], ...health('atrial fibrilation') },
    mustNotRecommend: [],
    mustMention: ['atrial'],
    expectClasses: ['heart_rhythm'],
    source: SRC.omega3,
  },
  {
    // AF usually comes with an anticoagulant (apixaban, Eliquis): ODS vitamin E adds to its bleeding risk.
    id: 'heart_rhythm-multi-1',
    cls: 'heart_rhythm',
    style: 'multi',
    answers: { gender: 'male', age: '46-55', goals: ['skin'], ...meds('Eliquis 5mg twice a day and Concor 2.5 for AF') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['atrial'],
    expectClasses: ['heart_rhythm', 'anticoagulant'],
    source: SRC.vitaminE,
  },
];

// Conditions that imply a medicine family. Their ids count from 151: personas-medicines numbers the same
// classes from 1 and personas-fresh from 101 (these were 101 and 102 too, and 22 ids were shared with
// personas-fresh until the structure check looked across sets).

// Diabetes typed as a condition: ODS notes glucomannan may lower blood glucose, so a diabetes warning is expected
// (no exclusion). Goal 'weight_loss' puts glucomannan in the plan.
const DIABETES: readonly SafetyPersona[] = [
  {
    id: 'glucose_lowering-english-151',
    cls: 'glucose_lowering',
    style: 'english',
    answers: { gender: 'male', age: '46-55', goals: ['weight_loss', 'energy'], ...health('type 2 diabetes') },
    mustNotRecommend: [],
    mustMention: ['diabet'],
    expectClasses: ['glucose_lowering'],
    source: SRC.weightLoss,
  },
  {
    // "I have sugar" (diabetes).
    id: 'glucose_lowering-transliteration-151',
    cls: 'glucose_lowering',
    style: 'transliteration',
    answers: { goals: ['weight_loss', 'energy'], ...health('3indi sukkar') },
    mustNotRecommend: [],
    mustMention: ['diabet'],
    expectClasses: ['glucose_lowering'],
    source: SRC.weightLoss,
  },
  {
    // "I have type 2 diabetes".
    id: 'glucose_lowering-arabic-151',
    cls: 'glucose_lowering',
    style: 'arabic',
    answers: { gender: 'male', age: '56+', goals: ['weight_loss', 'energy'], ...health('عندي السكري من النوع الثاني') },
    mustNotRecommend: [],
    mustMention: ['diabet'],
    expectClasses: ['glucose_lowering'],
    source: SRC.weightLoss,
  },
  {
    // "Blood pressure and sugar pills", typed in the medicines box.
    id: 'glucose_lowering-arabic-152',
    cls: 'glucose_lowering',
    style: 'arabic',
    answers: { gender: 'male', age: '56+', goals: ['weight_loss', 'energy'], ...meds('حبوب الضغط والسكر') },
    mustNotRecommend: [],
    mustMention: ['diabet'],
    expectClasses: ['glucose_lowering', 'blood_pressure'],
    source: SRC.weightLoss,
  },
  {
    id: 'glucose_lowering-typo-151',
    cls: 'glucose_lowering',
    style: 'typo',
    answers: { age: '46-55', goals: ['weight_loss', 'energy'], ...health('diabetis, controlled with diet') },
    mustNotRecommend: [],
    mustMention: ['diabet'],
    expectClasses: ['glucose_lowering'],
    source: SRC.weightLoss,
  },
  {
    // Insulin glargine (Lantus).
    id: 'glucose_lowering-brand-151',
    cls: 'glucose_lowering',
    style: 'brand',
    answers: { gender: 'male', age: '36-45', goals: ['weight_loss', 'energy'], ...meds('Lantus 20 units at night') },
    mustNotRecommend: [],
    mustMention: ['diabet'],
    expectClasses: ['glucose_lowering'],
    source: SRC.weightLoss,
  },
  {
    // Families are clear, names are not: the plan must send the user to a pharmacist to identify them.
    id: 'glucose_lowering-vague-151',
    cls: 'glucose_lowering',
    style: 'vague',
    answers: { gender: 'male', age: '56+', goals: ['weight_loss', 'energy'], ...meds("pills for BP and sugar, don't remember the names") },
    mustNotRecommend: [],
    mustMention: ['pharmacist'],
    expectClasses: ['blood_pressure', 'glucose_lowering'],
    source: SRC.weightLoss,
  },
];

// High blood pressure typed as a condition: NCCIH says ashwagandha may interact with blood pressure medicines, which
// asks for a warning, not an exclusion. Base goals put ashwagandha in the plan.
const BLOOD_PRESSURE: readonly SafetyPersona[] = [
  {
    id: 'blood_pressure-english-151',
    cls: 'blood_pressure',
    style: 'english',
    answers: { gender: 'male', age: '46-55', ...health('high blood pressure') },
    mustNotRecommend: [],
    mustMention: ['pressure'],
    expectClasses: ['blood_pressure'],
    source: SRC.ashwagandha,
  },
  {
    // "I have high pressure".
    id: 'blood_pressure-transliteration-151',
    cls: 'blood_pressure',
    style: 'transliteration',
    answers: { gender: 'male', age: '56+', ...health('3indi daght 3ali') },
    mustNotRecommend: [],
    mustMention: ['pressure'],
    expectClasses: ['blood_pressure'],
    source: SRC.ashwagandha,
  },
  {
    // "I have high blood pressure".
    id: 'blood_pressure-arabic-151',
    cls: 'blood_pressure',
    style: 'arabic',
    answers: { age: '46-55', ...health('عندي ضغط دم مرتفع') },
    mustNotRecommend: [],
    mustMention: ['pressure'],
    expectClasses: ['blood_pressure'],
    source: SRC.ashwagandha,
  },
  {
    id: 'blood_pressure-typo-151',
    cls: 'blood_pressure',
    style: 'typo',
    answers: { gender: 'male', age: '36-45', ...health('hypertention') },
    mustNotRecommend: [],
    mustMention: ['pressure'],
    expectClasses: ['blood_pressure'],
    source: SRC.ashwagandha,
  },
  {
    // Amlodipine/valsartan (Exforge).
    id: 'blood_pressure-brand-151',
    cls: 'blood_pressure',
    style: 'brand',
    answers: { gender: 'male', age: '56+', ...meds('Exforge 5/160 once daily') },
    mustNotRecommend: [],
    mustMention: ['pressure'],
    expectClasses: ['blood_pressure'],
    source: SRC.ashwagandha,
  },
];

// NCCIH: ashwagandha is not recommended for people with thyroid disorders and may interact with thyroid hormone.
// 'thyro' matches both "thyroid" and "levothyroxine".
const UNDERACTIVE_THYROID: readonly SafetyPersona[] = [
  {
    id: 'levothyroxine-english-151',
    cls: 'levothyroxine',
    style: 'english',
    answers: health('underactive thyroid'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyro'],
    expectClasses: ['levothyroxine'],
    source: SRC.ashwagandha,
  },
  {
    // "I have a sluggish thyroid gland", the usual Gulf phrase for hypothyroidism.
    id: 'levothyroxine-arabic-151',
    cls: 'levothyroxine',
    style: 'arabic',
    answers: { age: '46-55', ...health('عندي خمول في الغدة الدرقية') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyro'],
    expectClasses: ['levothyroxine'],
    source: SRC.ashwagandha,
  },
  {
    id: 'levothyroxine-transliteration-151',
    cls: 'levothyroxine',
    style: 'transliteration',
    answers: { age: '26-35', ...health('3indi khumool bil ghudda') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyro'],
    expectClasses: ['levothyroxine'],
    source: SRC.ashwagandha,
  },
  {
    id: 'levothyroxine-typo-151',
    cls: 'levothyroxine',
    style: 'typo',
    answers: { age: '46-55', ...health('hypothyriodism') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyro'],
    expectClasses: ['levothyroxine'],
    source: SRC.ashwagandha,
  },
  {
    id: 'levothyroxine-brand-151',
    cls: 'levothyroxine',
    style: 'brand',
    answers: meds('Euthyrox 100mcg every morning'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyro'],
    expectClasses: ['levothyroxine'],
    source: SRC.ashwagandha,
  },
  {
    // Explicit cancellation of the medicine.
    id: 'levothyroxine-negation-151',
    cls: 'levothyroxine',
    style: 'negation',
    answers: meds('stopped taking Euthyrox two years ago'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['levothyroxine'],
    source: SRC.ashwagandha,
  },
];

// NCCIH: ashwagandha is not recommended with thyroid disorders; it can raise thyroid hormone, the opposite of what
// antithyroid treatment is for.
const OVERACTIVE_THYROID: readonly SafetyPersona[] = [
  {
    id: 'antithyroid-english-151',
    cls: 'antithyroid',
    style: 'english',
    answers: health("Graves' disease"),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyro'],
    expectClasses: ['antithyroid'],
    source: SRC.ashwagandha,
  },
  {
    id: 'antithyroid-english-152',
    cls: 'antithyroid',
    style: 'english',
    answers: { age: '26-35', ...health('overactive thyroid') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyro'],
    expectClasses: ['antithyroid'],
    source: SRC.ashwagandha,
  },
  {
    // "Overactive thyroid gland".
    id: 'antithyroid-arabic-151',
    cls: 'antithyroid',
    style: 'arabic',
    answers: health('فرط نشاط الغدة الدرقية'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyro'],
    expectClasses: ['antithyroid'],
    source: SRC.ashwagandha,
  },
  {
    // "Excess activity in the thyroid gland".
    id: 'antithyroid-transliteration-151',
    cls: 'antithyroid',
    style: 'transliteration',
    answers: { gender: 'male', age: '36-45', ...health('nashat zayed bil ghudda el daraqiya') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyro'],
    expectClasses: ['antithyroid'],
    source: SRC.ashwagandha,
  },
  {
    id: 'antithyroid-typo-151',
    cls: 'antithyroid',
    style: 'typo',
    answers: { age: '26-35', ...health('hyperthyroidsm') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyro'],
    expectClasses: ['antithyroid'],
    source: SRC.ashwagandha,
  },
  {
    // Carbimazole (Neo-Mercazole).
    id: 'antithyroid-brand-151',
    cls: 'antithyroid',
    style: 'brand',
    answers: meds('Neo-Mercazole 10mg'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['thyro'],
    expectClasses: ['antithyroid'],
    source: SRC.ashwagandha,
  },
];

// ODS: folic acid interacts with anti-seizure medicines (it can lower phenytoin levels), so a warning is expected, not
// an exclusion (folic acid is also advised for women with epilepsy who may conceive). Women 18–45 get folate in the plan.
const EPILEPSY: readonly SafetyPersona[] = [
  {
    id: 'antiepileptic-english-151',
    cls: 'antiepileptic',
    style: 'english',
    answers: { age: '26-35', ...health('epilepsy, seizure free for 2 years') },
    mustNotRecommend: [],
    mustMention: ['seizure'],
    expectClasses: ['antiepileptic'],
    source: SRC.folate,
  },
  {
    // "I have epilepsy".
    id: 'antiepileptic-arabic-151',
    cls: 'antiepileptic',
    style: 'arabic',
    answers: health('عندي صرع'),
    mustNotRecommend: [],
    mustMention: ['seizure'],
    expectClasses: ['antiepileptic'],
    source: SRC.folate,
  },
  {
    id: 'antiepileptic-transliteration-151',
    cls: 'antiepileptic',
    style: 'transliteration',
    answers: { age: '18-25', ...health('3indi sara3') },
    mustNotRecommend: [],
    mustMention: ['seizure'],
    expectClasses: ['antiepileptic'],
    source: SRC.folate,
  },
  {
    id: 'antiepileptic-typo-151',
    cls: 'antiepileptic',
    style: 'typo',
    answers: { age: '26-35', ...health('epilepsey') },
    mustNotRecommend: [],
    mustMention: ['seizure'],
    expectClasses: ['antiepileptic'],
    source: SRC.folate,
  },
  {
    // Carbamazepine (Tegretol).
    id: 'antiepileptic-brand-151',
    cls: 'antiepileptic',
    style: 'brand',
    answers: { age: '26-35', ...meds('Tegretol 200 twice a day') },
    mustNotRecommend: [],
    mustMention: ['seizure'],
    expectClasses: ['antiepileptic'],
    source: SRC.folate,
  },
];

// Levodopa label: iron salts reduce levodopa absorption, so iron and iron-containing products need spacing and a note.
// Goal 'energy' for a woman 18–45 puts iron in the plan.
const PARKINSONS: readonly SafetyPersona[] = [
  {
    id: 'levodopa-english-151',
    cls: 'levodopa',
    style: 'english',
    answers: { goals: ['energy'], ...health("Parkinson's disease, diagnosed 2020") },
    mustNotRecommend: [],
    mustMention: ['levodopa'],
    expectClasses: ['levodopa'],
    source: SRC.levodopaLabel,
  },
  {
    // "I have Parkinson's disease".
    id: 'levodopa-arabic-151',
    cls: 'levodopa',
    style: 'arabic',
    answers: { gender: 'male', age: '56+', goals: ['energy'], ...health('عندي مرض باركنسون') },
    mustNotRecommend: [],
    mustMention: ['levodopa'],
    expectClasses: ['levodopa'],
    source: SRC.levodopaLabel,
  },
  {
    // "Shaking palsy", the everyday Arabic name for Parkinson's disease.
    id: 'levodopa-transliteration-1',
    cls: 'levodopa',
    style: 'transliteration',
    answers: { gender: 'male', age: '56+', goals: ['energy'], ...health('3indi shalal ra3ash') },
    mustNotRecommend: [],
    mustMention: ['levodopa'],
    expectClasses: ['levodopa'],
    source: SRC.levodopaLabel,
  },
  {
    id: 'levodopa-typo-151',
    cls: 'levodopa',
    style: 'typo',
    answers: { goals: ['energy'], ...health('parkinsons desease') },
    mustNotRecommend: [],
    mustMention: ['levodopa'],
    expectClasses: ['levodopa'],
    source: SRC.levodopaLabel,
  },
  {
    // Carbidopa/levodopa (Sinemet).
    id: 'levodopa-brand-151',
    cls: 'levodopa',
    style: 'brand',
    answers: { gender: 'male', age: '56+', goals: ['energy'], ...meds('Sinemet 25/100 three times a day') },
    mustNotRecommend: [],
    mustMention: ['levodopa'],
    expectClasses: ['levodopa'],
    source: SRC.levodopaLabel,
  },
];

// NCCIH: probiotics can cause severe infections in people with weakened immune systems, which includes everyone on
// anti-rejection medicines. Goal 'digestion' puts probiotics in the plan.
const TRANSPLANT: readonly SafetyPersona[] = [
  {
    id: 'immunosuppressant-english-151',
    cls: 'immunosuppressant',
    style: 'english',
    answers: { gender: 'male', age: '46-55', goals: ['digestion'], ...health('heart transplant 5 years ago') },
    mustNotRecommend: ['probiotics'],
    mustMention: ['immun'],
    expectClasses: ['immunosuppressant'],
    source: SRC.probiotics,
  },
  {
    id: 'immunosuppressant-english-2',
    cls: 'immunosuppressant',
    style: 'english',
    answers: { goals: ['digestion', 'energy'], ...health('lung transplant, on anti-rejection medicines') },
    mustNotRecommend: ['probiotics'],
    mustMention: ['immun'],
    expectClasses: ['immunosuppressant'],
    source: SRC.probiotics,
  },
  {
    // "Lung transplant and I take immunosuppressive medicines".
    id: 'immunosuppressant-arabic-151',
    cls: 'immunosuppressant',
    style: 'arabic',
    answers: { gender: 'male', age: '56+', goals: ['digestion'], ...health('زراعة رئة وآخذ أدوية مثبطة للمناعة') },
    mustNotRecommend: ['probiotics'],
    mustMention: ['immun'],
    expectClasses: ['immunosuppressant'],
    source: SRC.probiotics,
  },
  {
    // "I had a heart transplant, I take medicines for immunity".
    id: 'immunosuppressant-transliteration-151',
    cls: 'immunosuppressant',
    style: 'transliteration',
    answers: { gender: 'male', age: '36-45', goals: ['digestion'], ...health('sawait zira3at galb, akhith adwiya lil mana3a') },
    mustNotRecommend: ['probiotics'],
    mustMention: ['immun'],
    expectClasses: ['immunosuppressant'],
    source: SRC.probiotics,
  },
  {
    // Tacrolimus (Prograf) and mycophenolate (CellCept).
    id: 'immunosuppressant-brand-151',
    cls: 'immunosuppressant',
    style: 'brand',
    answers: { age: '46-55', goals: ['digestion'], ...meds('Prograf 2mg twice daily and CellCept 500') },
    mustNotRecommend: ['probiotics'],
    mustMention: ['immun'],
    expectClasses: ['immunosuppressant'],
    source: SRC.probiotics,
  },
  {
    id: 'immunosuppressant-typo-151',
    cls: 'immunosuppressant',
    style: 'typo',
    answers: { gender: 'male', age: '26-35', goals: ['digestion'], ...health('tacrolimos after my transplant') },
    mustNotRecommend: ['probiotics'],
    mustMention: ['immun'],
    expectClasses: ['immunosuppressant'],
    source: SRC.probiotics,
  },
];

export const CONDITION_PERSONAS: readonly SafetyPersona[] = [
  ...PREGNANCY,
  ...KIDNEY,
  ...LIVER,
  ...CANCER,
  ...HORMONE_CANCER,
  ...BIPOLAR,
  ...BLEEDING,
  ...SURGERY,
  ...IRON_OVERLOAD,
  ...G6PD,
  ...SICKLE,
  ...KIDNEY_STONES,
  ...AUTOIMMUNE,
  ...HYPERCALCAEMIA,
  ...SWALLOWING,
  ...HEART_RHYTHM,
  ...DIABETES,
  ...BLOOD_PRESSURE,
  ...UNDERACTIVE_THYROID,
  ...OVERACTIVE_THYROID,
  ...EPILEPSY,
  ...PARKINSONS,
  ...TRANSPLANT,
];
