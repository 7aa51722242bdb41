import type { InteractionClass } from '@sahha/contracts/quiz';
import type { PersonaExpectation } from '../persona';
import { denied, FDA_SWELLING_GUMS, joined, noAshwagandha, noGreenTea, noMagnesium, noRhodiola, noVitaminE, onHealth, only, onMeds, plus, pregnant } from '../expectations';
import {
  dailymed,
  SKIN_WOMAN,
  SKIN_MAN,
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
  WEIGHT_MAN,
  AGING_WOMAN_46,
  AGING_WOMAN_56,
  ASCORBIC_ACID_LABEL,
  ASH_SICKLE_IRON,
  CALCIUM,
  FOLATE,
  IRON,
  MAGNESIUM,
  NCCIH_ASHWAGANDHA,
  RHODIOLA_MANIA,
  VITAMIN_C,
  VITAMIN_E,
  WEIGHT_LOSS,
} from '../persona-answers';
import {
  ASMBS_MICRONUTRIENTS,
  DESFERAL,
  GOSERELIN,
  JADENU,
  LEVOTHYROXINE,
  NIDDK_BARIATRIC,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_HEP_B,
  NIDDK_HYPERPARATHYROIDISM,
  NIDDK_KIDNEY_STONES,
  NIDDK_NAFLD,
  ODS_WYNTK,
} from '../labels';

/**
 * Twenty-third set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 3381–3500.
 *
 * Theme: CONDITIONS, typed in the health box and (beside the medicine that treats them) in the
 * medicines box, by residents of every community of the UAE. What each class rules out follows
 * expectations.ts (each persona cites its own references):
 * - chronic kidney disease, dialysis, a failing transplant: no magnesium (NIH ODS, NIDDK); a kidney
 *   transplant on tacrolimus or mycophenolate: no ashwagandha (immunosuppressants, NCCIH);
 * - liver disease (fatty liver, NASH, cirrhosis, hepatitis B and C): no green tea extract (NCCIH);
 * - kidney stones and high blood calcium / hyperparathyroidism: no calcium with vitamin D (NIH ODS
 *   calcium, NIDDK);
 * - haemochromatosis, thalassaemia major with transfusions, sickle cell disease: no iron; with a
 *   chelator no vitamin C either (NIH ODS iron and vitamin C, NIDDK, ASH, the chelator's label);
 * - bleeding disorders (haemophilia, von Willebrand disease, low platelets): no vitamin E (NIH ODS);
 * - autoimmune disease (lupus, rheumatoid arthritis, Hashimoto's, MS, psoriasis), an operation
 *   ahead, hormone-sensitive prostate cancer, pregnancy, breastfeeding and trying to conceive: no
 *   ashwagandha (NCCIH; NIH ODS "What You Need to Know" for the operation);
 * - bipolar disorder: no rhodiola; trouble swallowing: no swelling fibre (21 CFR 201.319);
 * - G6PD deficiency: only recognised (the ascorbic acid label asks for care with high doses).
 *
 * About three quarters are in the dangerous direction (the condition is the user's own and
 * current); the last group (ids 3471–3500) is the over-cautious direction: a relative's condition,
 * a resolved one, one ruled out by a test, a carrier trait, or a plain denial, none of which may be
 * read. Languages: plain lay English, Gulf, Egyptian and Levantine Arabic in Arabic script and in
 * Arabizi, Urdu script and romanised Urdu/Hindi, Malayalam-, Tamil-, Bengali- and Sinhala-English,
 * Tagalog/Taglish, Russian (Cyrillic), Persian (Farsi script) and French; clinic-letter
 * abbreviations and lab values (CKD G4, eGFR 22, HbSS, TM on chelation, SLE on HCQ, s/p LSG, PTH,
 * Ca 2.85, ALT 120).
 */

const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const PREDNISOLONE = dailymed('prednisolone');
const ENTECAVIR = dailymed('baraclude');
const TENOFOVIR = dailymed('viread');
const EPCLUSA = dailymed('epclusa');
const HYDROXYUREA = dailymed('droxia');
const HYDROXYCHLOROQUINE = dailymed('plaquenil');
const METHOTREXATE = dailymed('methotrexate');
const OCREVUS = dailymed('ocrevus');
const QUETIAPINE = dailymed('seroquel');
const LAMOTRIGINE = dailymed('lamictal');
const VALPROATE = dailymed('depakote');
const BICALUTAMIDE = dailymed('casodex');
const CLOMIPHENE = dailymed('clomiphene');
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_KIDNEY_TRANSPLANT = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/kidney-transplant';
const NIDDK_DIABETIC_KIDNEY = 'https://www.niddk.nih.gov/health-information/diabetes/overview/preventing-problems/diabetic-kidney-disease';
const NIDDK_HEP_C = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-c';
/** NIDDK, kidney stones, definition and facts: someone who has had a kidney stone is more likely to have another. */
const NIDDK_KIDNEY_STONES_FACTS = 'https://www.niddk.nih.gov/health-information/urologic-diseases/kidney-stones/definition-facts';
const NCI_PROSTATE = 'https://www.cancer.gov/types/prostate';

const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS),
});
const noCalcium = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) });
const noSwellingFibre = (cls: InteractionClass, label?: string): PersonaExpectation => ({ no: ['glucomannan'], expect: [cls], source: joined(label, FDA_SWELLING_GUMS, WEIGHT_LOSS) });
const bleeding = (label: string = VITAMIN_E): PersonaExpectation => noVitaminE(label, 'bleeding_disorder');
const autoimmune = (label: string = NCCIH_ASHWAGANDHA, more: readonly InteractionClass[] = []): PersonaExpectation =>
  noAshwagandha(label, 'autoimmune_disease', { expect: [...more] });
/** A kidney transplant kept by immunosuppressants (NIDDK: taken for as long as the kidney works): no ashwagandha. */
const transplant = (): PersonaExpectation => noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: joined(MYCOPHENOLATE, NIDDK_KIDNEY_TRANSPLANT) });

/** Chronic kidney disease, dialysis and kidney transplants (magnesium; ashwagandha with the anti-rejection medicines). */
export const TWENTY_THIRD_KIDNEY_PERSONAS = [
  onHealth(
    3381,
    'kidney_disease',
    'english',
    'My kidneys are only working at a third, the kidney doctor checks my bloods every 3 months. Not on dialysis yet.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    3382,
    'kidney_disease',
    'dose',
    'CKD G4 A2 (eGFR 22, ACR 45 mg/mmol), diabetic nephropathy, under nephrology at SKMC.',
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_CKD, NIDDK_DIABETIC_KIDNEY)),
  ),
  onHealth(3383, 'kidney_disease', 'arabic', 'الكلى عندي مو زينة، الدكتور قال وظائف الكلى ٢٥٪ بس وممكن أحتاج غسيل بعد سنة', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(
    3384,
    'kidney_disease',
    'transliteration',
    "3andi fashal kalawi mozmen w ba3mel ghaseel kelya 3 marrat fel osbo3 (sabt, etnein, arba3) fi Dubai Hospital.",
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD)),
  ),
  onHealth(3385, 'kidney_disease', 'multi', 'Я на гемодиализе три раза в неделю, жду пересадку почки.', SLEEP_STRESS_MAN, noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD))),
  onHealth(3386, 'kidney_disease', 'multi', 'Нефролог: ХБП С3б, СКФ 35 мл/мин. Хожу на приём каждые полгода.', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(
    3387,
    'kidney_disease',
    'multi',
    'نارسایی مزمن کلیه دارم، مرحله ۴؛ دکتر گفت کراتینین ۳٫۲ است و باید رژیم کم‌نمک بگیرم.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    3388,
    'kidney_disease',
    'transliteration',
    'Meri kidneys kamzor hain, doctor ne CKD stage 3 bataya hai, har teen mahine creatinine check hota hai.',
    SLEEP_STRESS_MAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    3389,
    'kidney_disease',
    'multi',
    'میرے گردے صرف تیس فیصد کام کر رہے ہیں، ڈاکٹر نے کہا ہے کہ ڈائیلاسز کی تیاری کریں۔',
    SLEEP_STRESS_WOMAN,
    noMagnesium(joined(NIDDK_CKD, NIDDK_HEMODIALYSIS)),
  ),
  onHealth(
    3390,
    'kidney_disease',
    'transliteration',
    'Ente kidney function kuranju, eGFR 28 aanu. Nephrologist-ine ella maasavum kaanunnund.',
    SLEEP_STRESS_MAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    3391,
    'kidney_disease',
    'transliteration',
    'Nagda-dialysis ako tuwing Martes at Biyernes sa Al Qassimi, 2 taon na. ESRD daw sabi ng doktor.',
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD)),
  ),
  onMeds(
    3392,
    'immunosuppressant',
    'brand',
    'Kidney transplant 2019 (living donor, my brother). Prograf 2 mg twice a day, CellCept 500 bd and prednisolone 5 mg.',
    BASE_MAN,
    plus(transplant(), { source: PREDNISOLONE }),
  ),
  onMeds(
    3393,
    'immunosuppressant',
    'transliteration',
    '2021-la Chennai-la kidney transplant pannanga. Ippo daily tacrolimus, mycophenolate saapduren; creatinine 1.4 stable.',
    BASE_MAN,
    transplant(),
  ),
  // A transplanted kidney that is failing again is chronic kidney disease as well: magnesium and ashwagandha both out.
  onMeds(
    3394,
    'kidney_disease',
    'dose',
    's/p renal transplant 2015, chronic allograft nephropathy, eGFR now 24, back under nephrology; on tacrolimus + pred.',
    BASE_MAN,
    plus(noMagnesium(NIDDK_CKD), transplant()),
  ),
  onHealth(
    3395,
    'kidney_disease',
    'vague',
    'Sugar is high for 15 years and now it has gone to my kidneys, doctor says they are leaking protein and only half working.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(joined(NIDDK_DIABETIC_KIDNEY, NIDDK_CKD)),
  ),
  onHealth(
    3396,
    'kidney_disease',
    'transliteration',
    'Mata kidney leda (CKDu) thiyenawa, Anuradhapura idan. Doctor kiwwa ikmanata dialysis karanna wei kiyala.',
    SLEEP_STRESS_MAN,
    noMagnesium(NIDDK_CKD),
  ),
];

/** Liver disease: fatty liver, NASH, cirrhosis, hepatitis B and C (green tea extract). */
export const TWENTY_THIRD_LIVER_PERSONAS = [
  onHealth(
    3397,
    'liver_disease',
    'english',
    'Fatty liver grade 2 on the ultrasound, ALT 120, the GP said lose weight and recheck in 3 months.',
    WEIGHT_WOMAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  onHealth(3398, 'liver_disease', 'arabic', 'عندي دهون على الكبد وإنزيمات الكبد مرتفعة، والدكتور قال لازم أنزل وزن', WEIGHT_MAN, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
  // Hepatitis C cured, but the cirrhosis it left is still there and still followed.
  onHealth(
    3399,
    'liver_disease',
    'transliteration',
    "3andi virus C men zaman, 3amalt el 3elag w et3alegt, bas el kebd feeh tale2f w bata3mel motab3a kol 6 shohor.",
    FOCUS_MAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_HEP_C }),
  ),
  onMeds(
    3400,
    'liver_disease',
    'multi',
    'Хронический гепатит В, принимаю энтекавир 0,5 мг каждый день; печёночные пробы сейчас в норме.',
    FOCUS_MAN,
    noGreenTea(NIDDK_HEP_B, 'liver_disease', { source: ENTECAVIR }),
  ),
  onHealth(3401, 'liver_disease', 'multi', 'Цирроз печени, класс А по Чайлд-Пью, наблюдаюсь у гепатолога.', FOCUS_WOMAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  onHealth(
    3402,
    'liver_disease',
    'multi',
    'کبد چرب گرید ۳ دارم و آنزیم‌های کبدی‌ام بالاست؛ دکتر گفت وزن کم کنم.',
    WEIGHT_WOMAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  onMeds(
    3403,
    'liver_disease',
    'transliteration',
    'Liver ki problem hai, pichle saal hepatitis B positive aaya, doctor ne Tenvir 300 roz shuru kiya hai.',
    FOCUS_MAN,
    noGreenTea(NIDDK_HEP_B, 'liver_disease', { source: TENOFOVIR }),
  ),
  onHealth(
    3404,
    'liver_disease',
    'transliteration',
    'May hepatitis B ako, carrier daw, pero tumataas ang SGPT ko (98). Binabantayan ako ng liver doctor sa Rashid.',
    FOCUS_WOMAN,
    noGreenTea(NIDDK_HEP_B, 'liver_disease'),
  ),
  onHealth(3405, 'liver_disease', 'transliteration', 'Enikku fatty liver undu, SGPT 110. Doctor weight kurakkan paranju.', WEIGHT_MAN, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
  onHealth(
    3406,
    'liver_disease',
    'health-box',
    'Hépatite C chronique, génotype 4, fibrose F3 au Fibroscan ; traitement par Epclusa prévu le mois prochain.',
    FOCUS_MAN,
    noGreenTea(NIDDK_HEP_C, 'liver_disease', { source: EPCLUSA }),
  ),
  onHealth(
    3407,
    'liver_disease',
    'dose',
    's/p LSG 2018; NASH with F2 fibrosis on biopsy, ALT 120 AST 85 GGT 140, hepatology f/u in 6/12.',
    WEIGHT_MAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease', { expect: ['bariatric_surgery'], source: joined(NIDDK_BARIATRIC, ASMBS_MICRONUTRIENTS) }),
  ),
  onHealth(
    3408,
    'liver_disease',
    'transliteration',
    'Amar liver e cirrhosis dhora poreche, pete pani jome. Dhaka-y liver specialist dekhachhi, ekhon Dubai te.',
    FOCUS_WOMAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease'),
  ),
];

/** Kidney stones and high blood calcium / hyperparathyroidism (calcium with vitamin D). */
export const TWENTY_THIRD_STONES_CALCIUM_PERSONAS = [
  // One stone long ago still counts: NIDDK says a person who has had a kidney stone is more likely to
  // have another, and NIH ODS calcium reports more kidney stones with calcium and vitamin D supplements
  // (Women's Health Initiative). So the past stone must be read and calcium with D left out.
  onHealth(
    3409,
    'kidney_stones',
    'negation',
    'Had one kidney stone in 2012, passed it at home, none since.',
    AGING_WOMAN_46,
    noCalcium(joined(NIDDK_KIDNEY_STONES_FACTS, NIDDK_KIDNEY_STONES), 'kidney_stones'),
  ),
  onHealth(
    3410,
    'kidney_stones',
    'arabic',
    'عندي حصوة في الكلية اليمين ٦ مللي، والدكتور إداني فوار وقالي اشرب مية كتير',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    3411,
    'kidney_stones',
    'transliteration',
    '3ende 7asa bel kelye, 3melt tafteet marrtein, a5er marra sant 2023.',
    AGING_WOMAN_56,
    noCalcium(joined(NIDDK_KIDNEY_STONES_FACTS, NIDDK_KIDNEY_STONES), 'kidney_stones'),
  ),
  onHealth(
    3412,
    'kidney_stones',
    'multi',
    'سنگ کلیه دارم؛ سال پیش با لیزر خردش کردند و حالا دوباره یک سنگ کوچک پیدا شده.',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    3413,
    'kidney_stones',
    'multi',
    'Мочекаменная болезнь, оксалатные камни, последний вышел весной.',
    AGING_WOMAN_56,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    3414,
    'kidney_stones',
    'transliteration',
    'Gurde ki pathri ka operation 2020 mein hua tha, ab phir se choti pathri hai. Urologist ne calcium ki goliyan mana ki hain.',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    3415,
    'kidney_stones',
    'transliteration',
    'Idathu vashathu 8 mm kidney stone undu. Urologist vellam kooduthal kudikkan paranju.',
    AGING_WOMAN_56,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    3416,
    'hypercalcaemia',
    'dose',
    'Ca 2.85 mmol/L, PTH 14 pmol/L (raised): primary hyperparathyroidism, endocrine review next month.',
    AGING_WOMAN_46,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    3417,
    'hypercalcaemia',
    'vague',
    'My blood calcium keeps coming back high and one of the little glands in my neck is overactive, the endocrinologist is watching it.',
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    3418,
    'hypercalcaemia',
    'arabic',
    'عندي فرط نشاط الغدة الجار درقية والكالسيوم في الدم عالي ١١٫٢',
    AGING_WOMAN_46,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    3419,
    'hypercalcaemia',
    'multi',
    'Первичный гиперпаратиреоз, ионизированный кальций 1,45 (повышен), эндокринолог наблюдает.',
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    3420,
    'hypercalcaemia',
    'transliteration',
    'Blood-la calcium romba adhigama irukku (11.5 mg/dL), parathyroid gland problem-nu endocrinologist sonnaanga.',
    AGING_WOMAN_46,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
];

/** Haemochromatosis, thalassaemia major with transfusions, sickle cell disease (iron; vitamin C with a chelator) and bleeding disorders (vitamin E). */
export const TWENTY_THIRD_IRON_BLOOD_PERSONAS = [
  onHealth(
    3421,
    'iron_overload',
    'health-box',
    'Haemochromatosis (HFE C282Y/H63D), ferritin 900, venesection every fortnight at Rashid Hospital.',
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    3422,
    'iron_overload',
    'transliteration',
    "El doctor 2al 3ande zyede bel 7adeed bel damm (hemochromatosis), w lazem es7ab damm kel shahr.",
    ENERGY_WOMAN_30,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(3423, 'iron_overload', 'multi', 'Гемохроматоз, ферритин 1200, кровопускания раз в две недели.', ENERGY_WOMAN, noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload')),
  onMeds(3424, 'iron_chelator', 'dose', 'TM on chelation (Jadenu 720 mg od), transfused every 3 weeks, ferritin 2100.', ENERGY_IMMUNITY_WOMAN_30, chelator(JADENU)),
  onMeds(
    3425,
    'iron_chelator',
    'multi',
    'تالاسمی ماژور دارم، هر سه هفته خون تزریق می‌کنم و شب‌ها دسفرال می‌زنم.',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(DESFERAL),
  ),
  onHealth(
    3426,
    'iron_overload',
    'arabic',
    'عندي ثلاسيميا كبرى وأنقل دم كل شهر، والفيريتين آخر مرة ٣٠٠٠',
    ENERGY_WOMAN_30,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    3427,
    'iron_overload',
    'transliteration',
    'Ami thalassemia major er rogi, protimashe rokto nite hoy, ferritin onek beshi.',
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    3428,
    'sickle_cell',
    'dose',
    'HbSS, on hydroxyurea 1 g daily, last crisis in March, Hb 8.4.',
    ENERGY_WOMAN_30,
    noIron(joined(ASH_SICKLE_IRON, HYDROXYUREA), 'sickle_cell'),
  ),
  onHealth(3429, 'sickle_cell', 'arabic', 'عندي فقر الدم المنجلي (سكلر)، وتجيني نوبات ألم بالعظام كل كم شهر', ENERGY_WOMAN, noIron(ASH_SICKLE_IRON, 'sickle_cell')),
  onHealth(
    3430,
    'sickle_cell',
    'vague',
    "I'm a sickler, the crises come when I'm cold or dehydrated, last admission was in January.",
    ENERGY_WOMAN_30,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
  onHealth(
    3431,
    'bleeding_disorder',
    'vague',
    'I have thin blood - I bruise for nothing and my platelets were 60 last month, the haematologist is investigating.',
    SKIN_WOMAN,
    bleeding(),
  ),
  onHealth(3432, 'bleeding_disorder', 'health-box', 'Haemophilia B (mild), factor IX 18%, I get factor before any dental work.', SKIN_MAN, bleeding()),
  onHealth(
    3433,
    'bleeding_disorder',
    'arabic',
    'عندي نقص في الصفائح الدموية (ITP) والدكتور بيتابعني، العدد آخر مرة ٤٥ ألف',
    SKIN_WOMAN,
    bleeding(),
  ),
  onHealth(
    3434,
    'bleeding_disorder',
    'transliteration',
    'Mujhe von Willebrand ki bimari hai, naak se khoon aata hai aur periods bahut heavy hote hain.',
    SKIN_WOMAN,
    bleeding(),
  ),
  onHealth(3435, 'bleeding_disorder', 'multi', 'Болезнь Виллебранда 1 типа; при кровотечениях — транексамовая кислота.', SKIN_WOMAN, bleeding()),
  onHealth(
    3436,
    'bleeding_disorder',
    'transliteration',
    'Mage platelet count eka godak aduyi (55), podi thuwalayakatath le yanawa, hematologist kenek balanawa.',
    SKIN_WOMAN,
    bleeding(),
  ),
  onHealth(
    3437,
    'bleeding_disorder',
    'health-box',
    'Glanzmann thrombasthenia: I bleed a long time from any cut and need platelet transfusions before procedures.',
    SKIN_MAN,
    bleeding(),
  ),
  onHealth(
    3438,
    'bleeding_disorder',
    'transliteration',
    'Enikku haemophilia undu; cheriya murivil polum blood nilkkilla, factor injection edukkunnu.',
    SKIN_MAN,
    bleeding(),
  ),
];

/** Autoimmune disease, bipolar disorder, trouble swallowing, an operation ahead, prostate cancer on hormone treatment, G6PD deficiency. */
export const TWENTY_THIRD_IMMUNE_MOOD_OTHER_PERSONAS = [
  onMeds(3439, 'autoimmune_disease', 'dose', 'SLE on HCQ 200 bd, ANA+, anti-dsDNA+, last flare 2023.', {}, autoimmune(HYDROXYCHLOROQUINE)),
  onMeds(
    3440,
    'autoimmune_disease',
    'transliteration',
    '3indi romatizm mafasil (rheumatoid arthritis), a5th methotrexate 15 mg kil jum3a w folic acid.',
    {},
    autoimmune(METHOTREXATE, ['methotrexate']),
  ),
  onMeds(3441, 'autoimmune_disease', 'english', "Hashimoto's thyroiditis, on Euthyrox 75 mcg every morning.", {}, autoimmune(LEVOTHYROXINE, ['levothyroxine'])),
  onHealth(3442, 'autoimmune_disease', 'multi', 'Рассеянный склероз, ремиттирующий тип, Окревус раз в полгода.', BASE_MAN, autoimmune(OCREVUS)),
  onHealth(
    3443,
    'autoimmune_disease',
    'transliteration',
    'May psoriasis ako sa siko at tuhod, nagpapatingin ako sa dermatologist dito sa Dubai.',
    {},
    autoimmune(),
  ),
  onHealth(3444, 'autoimmune_disease', 'arabic', 'عندي ذئبة حمراء (لوبس) من خمس سنين، وباخد بلاكينيل كل يوم', {}, autoimmune(HYDROXYCHLOROQUINE)),
  onHealth(
    3445,
    'autoimmune_disease',
    'transliteration',
    'Rheumatoid arthritis hai, ungliyon ke joints mein sujan rehti hai, HCQS 200 roz le rahi hoon.',
    {},
    autoimmune(HYDROXYCHLOROQUINE),
  ),
  onHealth(
    3446,
    'autoimmune_disease',
    'multi',
    'بیماری لوپوس (خودایمنی) دارم و روزی دو قرص هیدروکسی‌کلروکین می‌خورم.',
    {},
    autoimmune(HYDROXYCHLOROQUINE),
  ),
  onMeds(
    3447,
    'bipolar_disorder',
    'english',
    'Bipolar I, stable on quetiapine 300 at night; last manic episode 2021.',
    ENERGY_WOMAN,
    noRhodiola(QUETIAPINE, 'bipolar_disorder', { expect: ['antipsychotic'] }),
  ),
  onHealth(
    3448,
    'bipolar_disorder',
    'multi',
    'Биполярное аффективное расстройство II типа, принимаю ламотриджин.',
    ENERGY_WOMAN,
    noRhodiola(LAMOTRIGINE, 'bipolar_disorder'),
  ),
  onHealth(
    3449,
    'bipolar_disorder',
    'transliteration',
    '3andi ekte2ab thuna2y el qotb (bipolar) w mtabe3 ma3 doctor nafsany men 2019.',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder'),
  ),
  onHealth(
    3450,
    'bipolar_disorder',
    'transliteration',
    'Enakku bipolar disorder irukku; 2022-la mania vandhuchu, ippo Valparin 500 rendu vela saapduren.',
    ENERGY_WOMAN,
    noRhodiola(VALPROATE, 'bipolar_disorder'),
  ),
  onHealth(
    3451,
    'swallowing_difficulty',
    'vague',
    'Food sticks halfway down my chest and I choke on big tablets; the doctor has booked a camera test to look.',
    WEIGHT_WOMAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  onHealth(3452, 'swallowing_difficulty', 'arabic', 'عندي صعوبة في البلع من بعد الجلطة، آكل أكل مهروس بس', WEIGHT_MAN, noSwellingFibre('swallowing_difficulty')),
  onHealth(
    3453,
    'swallowing_difficulty',
    'transliteration',
    'Hirap akong lumunok dahil sa achalasia, sumasabit ang pagkain sa dibdib ko kaya malambot lang ang kinakain ko.',
    WEIGHT_WOMAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  onHealth(3454, 'surgery', 'transliteration', '3andi 3amalyet marara bel manzar ba3d osbo3een, ya rab teb2a sahla.', {}, noAshwagandha(ODS_WYNTK, 'surgery')),
  onHealth(3455, 'surgery', 'multi', 'Через две недели операция — замена тазобедренного сустава.', BASE_MAN, noAshwagandha(ODS_WYNTK, 'surgery')),
  onHealth(3456, 'surgery', 'health-box', 'Hystérectomie prévue le 14 du mois prochain à la Mediclinic.', {}, noAshwagandha(ODS_WYNTK, 'surgery')),
  onHealth(
    3457,
    'surgery',
    'transliteration',
    'Agle mahine meri knee replacement surgery hai, doctor ne kaha koi herbal cheez mat lena.',
    BASE_MAN_56,
    noAshwagandha(ODS_WYNTK, 'surgery'),
  ),
  onMeds(
    3458,
    'hormone_sensitive_cancer',
    'dose',
    'Ca prostate, Gleason 4+3, on ADT: Zoladex 10.8 q12w + bicalutamide 50 od.',
    BASE_MAN_56,
    noAshwagandha(GOSERELIN, 'hormone_sensitive_cancer', { source: BICALUTAMIDE }),
  ),
  onHealth(
    3459,
    'hormone_sensitive_cancer',
    'arabic',
    'عندي سرطان البروستاتا، وآخذ إبر هرمونية كل ثلاث شهور',
    BASE_MAN_56,
    noAshwagandha(GOSERELIN, 'hormone_sensitive_cancer', { source: NCI_PROSTATE }),
  ),
  onHealth(
    3460,
    'g6pd_deficiency',
    'transliteration',
    '3indi naqs enzyme G6PD (anemia el baajilla), mamnoo3 3alay el baajilla w ba3dh el adwiya.',
    IMMUNITY_WOMAN,
    only('g6pd_deficiency', joined(ASCORBIC_ACID_LABEL, VITAMIN_C)),
  ),
];

/** Pregnancy, breastfeeding and trying to conceive (ashwagandha). */
export const TWENTY_THIRD_PREGNANCY_PERSONAS = [
  onHealth(3461, 'pregnancy_breastfeeding', 'english', 'Expecting our second, 20 weeks along, the midwife has me on a prenatal vitamin.', {}, pregnant()),
  onHealth(3462, 'pregnancy_breastfeeding', 'arabic', 'حامل بالشهر الرابع، وآخذ حبوب الحديد والفوليك', {}, pregnant()),
  onHealth(3463, 'pregnancy_breastfeeding', 'transliteration', 'Ana 7amel bel shaher el talet, w ktir 3am 7es b ta3ab.', {}, pregnant()),
  onHealth(3464, 'pregnancy_breastfeeding', 'multi', 'باردار هستم، هفته‌ی ۲۴ بارداری، و فقط اسید فولیک می‌خورم.', {}, pregnant([], FOLATE)),
  onHealth(3465, 'pregnancy_breastfeeding', 'multi', 'Кормлю грудью дочку (4 месяца), хочу что-то от усталости.', {}, pregnant()),
  onHealth(3466, 'pregnancy_breastfeeding', 'transliteration', 'Nagpapadede pa ako sa bunso ko, 6 months na siya, lagi akong puyat.', {}, pregnant()),
  onHealth(3467, 'pregnancy_breastfeeding', 'transliteration', 'Njan ippol moonnu maasam garbhini aanu, doctor folic acid thannu.', {}, pregnant([], FOLATE)),
  onHealth(3468, 'pregnancy_breastfeeding', 'multi', 'ہم بچے کی کوشش کر رہے ہیں، لیڈی ڈاکٹر نے فولک ایسڈ شروع کروایا ہے۔', {}, pregnant([], FOLATE)),
  onHealth(
    3469,
    'pregnancy_breastfeeding',
    'english',
    "We're trying for a baby: Clomid days 2-6 this cycle and I'm tracking ovulation.",
    {},
    pregnant([], CLOMIPHENE),
  ),
  onHealth(
    3470,
    'pregnancy_breastfeeding',
    'transliteration',
    'Ami 7 mash er pregnant, sugar ektu beshi (GDM), diet diye control korchi.',
    {},
    pregnant(),
  ),
];

/**
 * Over-cautious direction: a relative's condition, one resolved, one ruled out by a test, a carrier
 * trait, or a denial. None may be read (the presets are those where the class would change the plan).
 */
export const TWENTY_THIRD_OVER_CAUTIOUS_PERSONAS = [
  onHealth(
    3471,
    'kidney_disease',
    'negation',
    "My mother has CKD and is on dialysis; I'm fine, my own kidney tests are normal.",
    SLEEP_STRESS_WOMAN,
    denied(['kidney_disease'], joined(NIDDK_CKD, MAGNESIUM)),
  ),
  onHealth(3472, 'kidney_disease', 'dose', 'Annual check: creatinine 72 umol/L, eGFR >90, urine ACR normal.', BASE_MAN, denied(['kidney_disease'], joined(NIDDK_CKD, MAGNESIUM))),
  onHealth(3473, 'kidney_disease', 'arabic', 'أبوي يسوي غسيل كلى، وأنا الحمدلله كليتي سليمة وتحاليلي طبيعية', SLEEP_STRESS_MAN, denied(['kidney_disease'], joined(NIDDK_CKD, MAGNESIUM))),
  onHealth(
    3474,
    'kidney_disease',
    'transliteration',
    'Ang tatay ko ang nagda-dialysis, hindi ako. Normal ang creatinine ko sa huling check-up.',
    SLEEP_STRESS_MAN,
    denied(['kidney_disease'], joined(NIDDK_CKD, MAGNESIUM)),
  ),
  // NIDDK: losing weight can reduce fat, inflammation and fibrosis in the liver; with a normal scan and normal tests it is gone.
  onHealth(
    3475,
    'liver_disease',
    'negation',
    'Fatty liver in 2019, lost 18 kg, and the 2024 ultrasound and liver tests were both normal.',
    WEIGHT_WOMAN,
    denied(['liver_disease'], NIDDK_NAFLD),
  ),
  onHealth(
    3476,
    'liver_disease',
    'negation',
    'Hepatitis B vaccinated: surface antigen negative on the visa medical, antibody positive.',
    FOCUS_MAN,
    denied(['liver_disease'], NIDDK_HEP_B),
  ),
  onHealth(3477, 'liver_disease', 'arabic', 'أخوي عنده تليف بالكبد، أما أنا فتحاليل الكبد عندي طبيعية', FOCUS_MAN, denied(['liver_disease'], NIDDK_CIRRHOSIS)),
  onHealth(3478, 'liver_disease', 'multi', 'Гепатита нет: анализы на В и С отрицательные (делала для визы).', FOCUS_WOMAN, denied(['liver_disease'], joined(NIDDK_HEP_B, NIDDK_HEP_C))),
  onHealth(
    3479,
    'kidney_stones',
    'negation',
    'The side pain was checked for a kidney stone - CT was clear, it turned out to be a pulled muscle.',
    AGING_WOMAN_46,
    denied(['kidney_stones'], NIDDK_KIDNEY_STONES),
  ),
  onHealth(
    3480,
    'kidney_stones',
    'transliteration',
    'Abbu ko gurde ki pathri hai, mujhe kabhi nahi hui, mera ultrasound bhi saaf tha.',
    AGING_WOMAN_56,
    denied(['kidney_stones'], NIDDK_KIDNEY_STONES),
  ),
  onHealth(
    3481,
    'hypercalcaemia',
    'negation',
    'Calcium 2.35 and PTH normal on the last bloods; the endocrinologist said there is no parathyroid problem.',
    AGING_WOMAN_46,
    denied(['hypercalcaemia'], joined(NIDDK_HYPERPARATHYROIDISM, CALCIUM)),
  ),
  // NIDDK: surgery cures primary hyperparathyroidism in most people; a calcium normal for years is no longer high.
  onHealth(
    3482,
    'hypercalcaemia',
    'negation',
    'Parathyroid adenoma removed in 2021, calcium normal ever since, discharged from the endocrine clinic.',
    AGING_WOMAN_56,
    denied(['hypercalcaemia', 'surgery'], joined(NIDDK_HYPERPARATHYROIDISM, CALCIUM, ODS_WYNTK)),
  ),
  // A thalassaemia trait (minor) is not the transfused disease: iron overload comes from transfusions
  // (NIDDK, secondary haemochromatosis); the carrier is never transfused, so iron is not ruled out.
  onHealth(
    3483,
    'iron_overload',
    'negation',
    'Tested for thalassaemia before marriage: only the trait (minor), never transfused, Hb 11.5.',
    ENERGY_WOMAN_30,
    denied(['iron_overload', 'iron_chelator'], joined(NIDDK_HEMOCHROMATOSIS, IRON)),
  ),
  // حامل صفة = carrier of the trait (حامل also means pregnant): neither the disease nor a pregnancy.
  onHealth(
    3484,
    'iron_overload',
    'arabic',
    'فحص ما قبل الزواج طلع إني حاملة صفة الثلاسيميا بس، ما عندي المرض',
    ENERGY_WOMAN,
    denied(['iron_overload', 'iron_chelator', 'pregnancy_breastfeeding'], joined(NIDDK_HEMOCHROMATOSIS, IRON)),
  ),
  onHealth(
    3485,
    'iron_overload',
    'negation',
    'Ferritin was 410 once; HFE gene test negative and the doctor said no haemochromatosis, it was inflammation.',
    ENERGY_WOMAN,
    denied(['iron_overload'], joined(NIDDK_HEMOCHROMATOSIS, IRON)),
  ),
  // 'Ana 7amel sifat' = I carry the trait (7amel also means pregnant); sickle cell trait is not the disease.
  onHealth(
    3486,
    'sickle_cell',
    'transliteration',
    'Ana 7amel sifat el sickle cell bas (AS), ma 3indi el marad nafso.',
    ENERGY_WOMAN_30,
    denied(['sickle_cell', 'pregnancy_breastfeeding'], joined(ASH_SICKLE_IRON, IRON)),
  ),
  onHealth(
    3487,
    'bleeding_disorder',
    'negation',
    'Platelets dropped to 40 with dengue last year; back to 250 within two weeks and normal since.',
    SKIN_WOMAN,
    denied(['bleeding_disorder'], VITAMIN_E),
  ),
  onHealth(
    3488,
    'bleeding_disorder',
    'negation',
    "My son has haemophilia A. I'm a carrier but my factor VIII is 85% and I've never had a bleeding problem.",
    SKIN_WOMAN,
    denied(['bleeding_disorder'], VITAMIN_E),
  ),
  onHealth(
    3489,
    'autoimmune_disease',
    'negation',
    "ANA negative, the rheumatologist said it isn't lupus, just sore joints from the gym.",
    {},
    denied(['autoimmune_disease'], NCCIH_ASHWAGANDHA),
  ),
  onHealth(
    3490,
    'autoimmune_disease',
    'transliteration',
    'Ente ammakku rheumatoid arthritis undu. Enikku angane onnumilla, ente blood test ellam normal aanu.',
    {},
    denied(['autoimmune_disease'], NCCIH_ASHWAGANDHA),
  ),
  onHealth(3491, 'autoimmune_disease', 'multi', 'خواهرم ام‌اس دارد؛ خودم هیچ بیماری‌ای ندارم.', {}, denied(['autoimmune_disease'], NCCIH_ASHWAGANDHA)),
  onHealth(
    3492,
    'bipolar_disorder',
    'negation',
    "My brother has bipolar disorder; I've only had normal exam stress, no diagnosis.",
    ENERGY_WOMAN,
    denied(['bipolar_disorder'], RHODIOLA_MANIA),
  ),
  onHealth(
    3493,
    'swallowing_difficulty',
    'negation',
    'Swallowing hurt for three days with tonsillitis last month; all better now.',
    WEIGHT_WOMAN,
    denied(['swallowing_difficulty'], FDA_SWELLING_GUMS),
  ),
  onHealth(3494, 'surgery', 'negation', 'Had my appendix out in 2018, no operations planned.', {}, denied(['surgery'], ODS_WYNTK)),
  onHealth(3495, 'surgery', 'arabic', 'سويت عملية الزايدة قبل خمس سنين، وما عندي أي عملية قادمة', {}, denied(['surgery'], ODS_WYNTK)),
  onHealth(
    3496,
    'hormone_sensitive_cancer',
    'negation',
    'Dad had prostate cancer, so I get my PSA checked every year - mine is 0.9, normal.',
    BASE_MAN_56,
    denied(['hormone_sensitive_cancer'], joined(NCI_PROSTATE, NCCIH_ASHWAGANDHA)),
  ),
  onHealth(
    3497,
    'g6pd_deficiency',
    'negation',
    'G6PD screening done at birth and again before my malaria tablets: normal both times.',
    IMMUNITY_WOMAN,
    denied(['g6pd_deficiency'], ASCORBIC_ACID_LABEL),
  ),
  onHealth(
    3498,
    'pregnancy_breastfeeding',
    'negation',
    'Not pregnant (test negative this morning), not breastfeeding, and not planning.',
    {},
    denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA),
  ),
  onHealth(
    3499,
    'pregnancy_breastfeeding',
    'transliteration',
    'Tapos na akong magpa-breastfeed noong isang taon pa, 3 taon na ang anak ko. Hindi rin ako buntis.',
    {},
    denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA),
  ),
  onHealth(3500, 'pregnancy_breastfeeding', 'arabic', 'ولدت قبل سنتين وفطمت ولدي، وما أنا حامل الحين', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
];
