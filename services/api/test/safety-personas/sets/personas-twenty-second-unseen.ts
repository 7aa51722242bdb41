import type { InteractionClass } from '@sahha/contracts/quiz';
import type { PersonaExpectation } from '../persona';
import { denied, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noRhodiola, noVitaminE, onHealth, only, onMeds, plus, pregnant, spacing, warfarinLike } from '../expectations';
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
  ENERGY_IMMUNITY_WOMAN_30,
  IMMUNITY_WOMAN,
  IMMUNITY_MAN,
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  WEIGHT_MAN,
  AGING_WOMAN_46,
  AGING_WOMAN_56,
  ROACCUTANE_WOMAN,
  CALCIUM,
  IRON,
  MAGNESIUM,
  NCCIH_ASHWAGANDHA,
  NCCIH_GREEN_TEA,
  OMEGA_3,
  RHODIOLA_MANIA,
  VITAMIN_C,
  VITAMIN_E,
  ZINC,
} from '../persona-answers';
import {
  EMC,
  ASGE_ANTITHROMBOTICS,
  ASMBS_MICRONUTRIENTS,
  ASPIRIN_81,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  CONCERTA,
  DESFERAL,
  ELIQUIS,
  EXJADE,
  GLIMEPIRIDE,
  GOSERELIN,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  JANUMET,
  LEVOTHYROXINE,
  LITHIUM,
  LOVAZA,
  METFORMIN,
  MOUNJARO,
  NCCN_SURVIVORSHIP_NUTRITION,
  NCI_REMISSION,
  NIDDK_BARIATRIC,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HYPERPARATHYROIDISM,
  NIDDK_KIDNEY_STONES,
  NIDDK_NAFLD,
  ODS_WYNTK,
  OZEMPIC,
  PANTOPRAZOLE,
  PLAVIX,
  PRADAXA,
  RIFAMPIN,
  RITALIN,
  SAXENDA,
  TAMOXIFEN,
  TRULICITY,
  TUMS,
  VASCEPA,
  VYVANSE,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Twenty-second set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 3241–3380.
 *
 * Theme: the principles the product owner listed as still failing, with texts no earlier set used
 * (what each class rules out is set out in expectations.ts; each persona cites its own references):
 * - GLP-1 and GLP-1/GIP medicines, weekly pens and the daily tablet, by brand, generic name, Arabic
 *   script, Tagalog, Hinglish, Arabizi and lay words ("my weekly jab", "the fat jab"): no swelling
 *   fibre; prescription omega-3 (Vascepa, Omacor, omega-3-acid ethyl esters) is recognised, and
 *   plain shop fish oil is not read as it;
 * - ADHD stimulants (Elvanse, Medikinet, Concerta, lisdexamfetamine, Ritalin in Arabic): no green
 *   tea extract; integrase inhibitors (Juluca, Isentress, Dovato: minerals hours apart; Cabenuva,
 *   an injection every two months, only recognised since the cation spacing is for tablets); TB
 *   treatment (Myrin-P Forte, 4FDC, isoniazid for latent TB): no green tea extract; iron chelators
 *   (Jadenu, Ferriprox with Exjade, Desferal): no iron, no vitamin C, and with deferiprone zinc hours
 *   apart (Ferriprox label);
 * - past and future: a weight-loss operation years ago (lifelong care, not an operation ahead), an
 *   operation booked (ashwagandha out), "was on X since 2019" (still taking), "finished, need a
 *   refill", a short hold around a procedure (ASGE), a cancer in remission (NCI: not cured), and
 *   medicines truly stopped years ago (must not be read);
 * - comma-list denials ("no blood thinners, statins or thyroid pills"), in English, Arabic,
 *   Hinglish and Tagalog: those classes are not read, and a later "but I do have …" still counts;
 * - voice-dictated syllables and near-brand typos (zar el toe, el iquis, met for min, Gluco phage,
 *   Ja noo met, clopi dogrel, Ozampic, Munjaro, lith ium, eco sprin, con certa);
 * - calcium from antacids: Tums, Rennie, Gaviscon liquid (alginate with calcium carbonate, its
 *   label) and Pepcid Complete are calcium antacids; Milk of Magnesia and Mucogel (aluminium and
 *   magnesium, no calcium) are not; at a stated daily number whose calcium alone passes the NIH
 *   ODS upper limit (2,000 mg from 51), calcium with vitamin D is left out (whole-stack check);
 * - pregnancy and breastfeeding in idioms ("good news hai", "umeed se hoon", "pair bhari hai",
 *   حامل, buntis, expecting, baby on the way, feeding my 4-month-old, أرضع, nagpapasuso);
 * - everyday lists (clinic letters, WhatsApp, OD/BD/HS/1-0-1), both directions: a current medicine
 *   worded to look stopped, denied, past or someone else's (must change the plan), and a medicine
 *   truly stopped, denied or someone else's (must not be read).
 */

const ZEPBOUND = dailymed('zepbound');
const RYBELSUS = dailymed('rybelsus');
const VICTOZA = dailymed('victoza');
const OMACOR = EMC('omacor');
const ELVANSE = EMC('elvanse');
const MEDIKINET = EMC('medikinet+xl');
const JULUCA = dailymed('juluca');
const CABENUVA = dailymed('cabenuva');
const ISENTRESS = dailymed('isentress');
const DOVATO = dailymed('dovato');
const FERRIPROX = dailymed('ferriprox');
/** LiverTox: isoniazid, a well-known cause of acute liver injury. */
const LIVERTOX_ISONIAZID = 'https://www.ncbi.nlm.nih.gov/books/NBK548754/';
const RENNIE = EMC('rennie');
/** Gaviscon liquid (peppermint/original): sodium alginate, sodium bicarbonate and calcium carbonate 160 mg per 10 ml. */
const GAVISCON_LIQUID = EMC('gaviscon+peppermint+liquid');
/** Pepcid Complete: famotidine with calcium carbonate and magnesium hydroxide. */
const PEPCID_COMPLETE = dailymed('pepcid+complete');
/** Magnesium hydroxide only. */
const MILK_OF_MAGNESIA = dailymed('milk+of+magnesia');
/** Aluminium hydroxide with magnesium hydroxide. */
const MUCOGEL = EMC('mucogel');
const LOSARTAN = dailymed('cozaar');
const ROSUVASTATIN = dailymed('crestor');
const ATORVASTATIN = dailymed('lipitor');
const OLANZAPINE = dailymed('zyprexa');
const VALPROATE = dailymed('depakote');
const LINAGLIPTIN = dailymed('tradjenta');
const AMLODIPINE = dailymed('amlodipine');
const FUROSEMIDE = dailymed('furosemide');
const METHOTREXATE = dailymed('methotrexate');
const SERTRALINE = dailymed('zoloft');
const PROPRANOLOL = dailymed('propranolol');
const TELMISARTAN = dailymed('micardis');
const RISPERIDONE = dailymed('risperdal');
const CIPROFLOXACIN = dailymed('ciprofloxacin');
const SEVELAMER = dailymed('renvela');
const MICROGYNON = EMC('microgynon');
const NIDDK_DIABETES = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes';
const NIDDK_HIGH_BP = 'https://www.niddk.nih.gov/health-information/kidney-disease/high-blood-pressure';
const NIDDK_HYPOTHYROIDISM = 'https://www.niddk.nih.gov/health-information/endocrine-diseases/hypothyroidism';
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';

const glp1With = (label: string, more: readonly InteractionClass[], source?: string): PersonaExpectation => plus(glp1(label), { expect: more, source });
/** TB treatment: green tea extract out (NCCIH green tea; the rifampicin and isoniazid labels, LiverTox). */
const tbNoGreenTea = (): PersonaExpectation => noGreenTea(RIFAMPIN, 'tb_treatment', { source: joined(ISONIAZID, LIVERTOX_ISONIAZID) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL),
});
/** Metformin: ashwagandha out (NCCIH: it may lower blood sugar beside diabetes medicines). */
const metforminNoAshwagandha = (extra: Partial<PersonaExpectation> = {}): PersonaExpectation =>
  plus({ no: ['ashwagandha'], expect: ['metformin'], source: joined(METFORMIN, NCCIH_ASHWAGANDHA) }, extra);
/** A weight-loss operation years ago: weight-loss-surgery care for life, not an operation ahead. */
const pastBariatric = (): PersonaExpectation => ({ expect: ['bariatric_surgery'], not: ['surgery'], source: joined(NIDDK_BARIATRIC, ASMBS_MICRONUTRIENTS, ODS_WYNTK) });
/** An operation booked: ashwagandha out before surgery (NCCIH; ODS: tell the surgeon). */
const operationAhead = (source?: string): PersonaExpectation => noAshwagandha(ODS_WYNTK, 'surgery', { source });
/** Antacid calcium alone at or over the NIH ODS upper limit (2,000 mg a day from 51): no calcium with vitamin D on top. */
const antacidOverLimit = (label: string): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: ['calcium_antacid'], source: joined(label, CALCIUM) });

/** GLP-1 and GLP-1/GIP medicines (no swelling fibre) and prescription omega-3 (recognised). */
export const TWENTY_SECOND_GLP1_OMEGA_PERSONAS = [
  onMeds(3241, 'glp1_agonist', 'brand', 'Zepbound 5 mg pen every Saturday morning since January, for weight (BMI 34)', WEIGHT_WOMAN, glp1(ZEPBOUND)),
  onMeds(3242, 'glp1_agonist', 'arabic', 'آخذ إبرة ويجوفي ١٫٧ ملغ كل يوم أحد من أربعة شهور', WEIGHT_WOMAN, glp1(WEGOVY)),
  onMeds(3243, 'glp1_agonist', 'transliteration', 'Nagtuturok ako ng Mounjaro tuwing Linggo, 7.5 mg na ngayon, pampapayat', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(3244, 'glp1_agonist', 'vague', 'my weekly jab for weight loss (the pen one everyone talks about), on 1 mg now', WEIGHT_WOMAN, glp1(joined(WEGOVY, OZEMPIC))),
  onMeds(3245, 'glp1_agonist', 'vague', 'on the fat jab from a clinic in JLT, every Friday, third month now', WEIGHT_MAN, glp1(joined(WEGOVY, ZEPBOUND))),
  onMeds(3246, 'glp1_agonist', 'english', 'semaglutide 0.5 mg under the skin once a week (compounded vial from a weight clinic)', WEIGHT_WOMAN, glp1(WEGOVY)),
  onMeds(3247, 'glp1_agonist', 'dose', 'Tirzepatide 2.5 mg SC q weekly x 4 wks, then 5 mg weekly - Rx by endo', WEIGHT_MAN, glp1(MOUNJARO)),
  onMeds(3248, 'glp1_agonist', 'brand', 'Rybelsus 14 every morning, 30 min before breakfast with half a glass of water', WEIGHT_MAN, glp1(RYBELSUS)),
  onMeds(3249, 'glp1_agonist', 'arabic', 'باخد ريبلسس ٧ على الريق قبل الفطار بنص ساعة', WEIGHT_WOMAN, glp1(RYBELSUS)),
  onMeds(3250, 'glp1_agonist', 'brand', 'Saxenda 3 mg every evening in the tummy, doctor said continue till I lose 10 kg', WEIGHT_WOMAN, glp1(SAXENDA)),
  onMeds(3251, 'glp1_agonist', 'typo', 'trulicty 1.5 every wed for sugar', WEIGHT_MAN, glp1With(TRULICITY, ['glucose_lowering'], NIDDK_DIABETES)),
  onMeds(
    3252,
    'glp1_agonist',
    'transliteration',
    'Victoza 1.2 roz subah pet mein lagati hoon, sugar ke liye, 2 saal se',
    WEIGHT_WOMAN,
    glp1With(VICTOZA, ['glucose_lowering'], NIDDK_DIABETES),
  ),
  onMeds(3253, 'glp1_agonist', 'transliteration', 'Mounjaro ka teesra mahina hai, har Jumma ko 5 mg ka pen', WEIGHT_MAN, glp1(MOUNJARO)),
  onMeds(3254, 'glp1_agonist', 'transliteration', 'sarli 4 ashhor 3al ozempic, 1 mg kel jem3a', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(3255, 'glp1_agonist', 'multi', "Wegovy 2.4 weekly (Mondays)\nGlucophage XR 500 with dinner\nthat's all", WEIGHT_WOMAN, glp1With(WEGOVY, ['metformin'], METFORMIN)),
  onMeds(3256, 'prescription_omega3', 'dose', 'Vascepa 1 g: 2 caps with breakfast + 2 with dinner (TG 6.2 mmol/L)', FOCUS_MAN, only('prescription_omega3', VASCEPA)),
  onMeds(
    3257,
    'prescription_omega3',
    'brand',
    'Omacor 1000 mg two capsules daily, prescribed by my cardiologist at Al Qassimi',
    FOCUS_WOMAN,
    { expect: ['prescription_omega3'], not: ['ppi'], source: joined(OMACOR, LOVAZA) },
  ),
  onMeds(3258, 'prescription_omega3', 'arabic', 'فاسيبا كبسولتين الصبح وكبسولتين بالليل للدهون الثلاثية', FOCUS_MAN, only('prescription_omega3', VASCEPA)),
  onMeds(
    3259,
    'prescription_omega3',
    'english',
    'omega-3-acid ethyl esters 1 g capsules, 4 a day, on prescription from the endo for very high triglycerides',
    FOCUS_WOMAN,
    only('prescription_omega3', LOVAZA),
  ),
  onMeds(
    3260,
    'prescription_omega3',
    'negation',
    'plain fish oil from Lulu (the 1000 mg softgels), nothing prescribed - no Vascepa, no Omacor',
    FOCUS_MAN,
    denied(['prescription_omega3'], joined(VASCEPA, OMACOR, OMEGA_3)),
  ),
];

/** ADHD stimulants and TB treatment (green tea extract), integrase inhibitors (minerals hours apart), iron chelators (iron, vitamin C). */
export const TWENTY_SECOND_STIMULANT_HIV_TB_CHELATOR_PERSONAS = [
  onMeds(
    3261,
    'adhd_medicine',
    'brand',
    'Elvanse 50 mg every morning - ADHD diagnosed in London in 2021, a private psychiatrist here renews it',
    FOCUS_WOMAN,
    noGreenTea(ELVANSE, 'adhd_medicine'),
  ),
  onMeds(3262, 'adhd_medicine', 'brand', 'Medikinet XL 30 mg after breakfast on work days, none at weekends', FOCUS_MAN, noGreenTea(MEDIKINET, 'adhd_medicine')),
  onMeds(3263, 'adhd_medicine', 'transliteration', 'Concerta 54 subah leta hoon ADHD ke liye, do saal se', FOCUS_MAN, noGreenTea(CONCERTA, 'adhd_medicine')),
  onMeds(3264, 'adhd_medicine', 'dose', 'Lisdexamfetamine 40 mg OD mane', FOCUS_WOMAN, noGreenTea(VYVANSE, 'adhd_medicine')),
  onMeds(3265, 'adhd_medicine', 'arabic', 'ريتالين ١٠ ملغ الصبح والظهر عشان تشتت الانتباه', FOCUS_MAN, noGreenTea(RITALIN, 'adhd_medicine')),
  onMeds(3266, 'integrase_inhibitor', 'brand', 'Juluca one tablet with dinner, undetectable for 3 years', SLEEP_STRESS_MAN, spacing(JULUCA, 'integrase_inhibitor', MAGNESIUM)),
  onMeds(
    3267,
    'integrase_inhibitor',
    'brand',
    'Cabenuva injections every 2 months at the clinic (no daily pills anymore)',
    IMMUNITY_MAN,
    only('integrase_inhibitor', CABENUVA),
  ),
  onMeds(3268, 'integrase_inhibitor', 'dose', 'Isentress 400 mg BD with Truvada 1 OD', SLEEP_STRESS_MAN, spacing(ISENTRESS, 'integrase_inhibitor', MAGNESIUM)),
  onMeds(3269, 'integrase_inhibitor', 'transliteration', 'Dovato isang tableta gabi-gabi, undetectable na ako mula 2022', AGING_WOMAN_46, spacing(DOVATO, 'integrase_inhibitor', CALCIUM)),
  onMeds(3270, 'tb_treatment', 'brand', 'Myrin-P Forte 3 tablets daily before breakfast - pulmonary TB, month 2 of 6', FOCUS_MAN, tbNoGreenTea()),
  onMeds(3271, 'tb_treatment', 'english', '4FDC 3 tabs every morning (intensive phase, DOTS at Rashid)', FOCUS_WOMAN, tbNoGreenTea()),
  onMeds(
    3272,
    'tb_treatment',
    'english',
    'isoniazid 300 + vitamin B6 for latent TB (IGRA came back positive at the visa medical), month 4 of 6',
    FOCUS_MAN,
    noGreenTea(ISONIAZID, 'tb_treatment', { source: LIVERTOX_ISONIAZID }),
  ),
  onMeds(3273, 'iron_chelator', 'dose', 'Jadenu 720 mg once daily, ferritin 2100, transfused every 3 weeks', ENERGY_IMMUNITY_WOMAN_30, chelator(JADENU)),
  onMeds(
    3274,
    'iron_chelator',
    'multi',
    'Ferriprox 1000 mg three times a day + Exjade at night (combination, thalassemia major)',
    ENERGY_IMMUNITY_WOMAN_30,
    plus(chelator(FERRIPROX), { mention: ['hours'], source: joined(EXJADE, ZINC) }),
  ),
  onMeds(3275, 'iron_chelator', 'arabic', 'ديسفرال بالمضخة تحت الجلد خمس ليالي بالأسبوع، عندي ثلاسيميا', ENERGY_IMMUNITY_WOMAN_30, chelator(DESFERAL)),
];

/** Past and future: weight-loss surgery years ago, operations booked, "was on … since", refills, holds, remission, truly stopped. */
export const TWENTY_SECOND_PAST_FUTURE_PERSONAS = [
  onHealth(3276, 'bariatric_surgery', 'health-box', 'sleeve gastrectomy in 2019 in Lahore, lost 38 kg, weight stable now', WEIGHT_WOMAN, pastBariatric()),
  onHealth(
    3277,
    'bariatric_surgery',
    'health-box',
    'Roux-en-Y gastric bypass in 2016 - since then a chewable multivitamin and B12 shots every 3 months',
    WEIGHT_MAN,
    pastBariatric(),
  ),
  onHealth(3278, 'bariatric_surgery', 'arabic', 'عملت عملية تكميم المعدة من ست سنين في القاهرة ونزلت ٣٥ كيلو', WEIGHT_WOMAN, pastBariatric()),
  onHealth(3279, 'bariatric_surgery', 'transliteration', 'Mera gastric bypass 2017 mein hua tha, ab sab theek hai, B12 injection har 3 mahine', WEIGHT_MAN, pastBariatric()),
  onHealth(3280, 'surgery', 'health-box', 'Hernia repair booked for the 18th of next month at Mediclinic Parkview', {}, operationAhead()),
  onHealth(3281, 'surgery', 'transliteration', 'May naka-schedule akong operasyon (myomectomy) sa katapusan ng buwan, naka-book na', {}, operationAhead()),
  onHealth(
    3282,
    'surgery',
    'health-box',
    'Sleeve gastrectomy booked for the 3rd of next month; the pre-op liquid diet starts Monday',
    {},
    operationAhead(NIDDK_BARIATRIC),
  ),
  onMeds(3283, 'blood_pressure', 'english', 'I was on Concor 5 since 2019 for BP', BASE_MAN, noAshwagandha(BISOPROLOL, 'blood_pressure')),
  onMeds(3284, 'levothyroxine', 'english', 'Was on Thyronorm 50 since 2020 for hypothyroid', AGING_WOMAN_46, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onMeds(3285, 'lithium', 'english', 'I was on Priadel 400 since 2018, one at night', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(
    3286,
    'anticoagulant',
    'english',
    'Eliquis 5 finished on Thursday - waiting for the refill, the pharmacy is out of stock',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant'),
  ),
  onMeds(3287, 'antiplatelet', 'transliteration', 'Plavix ki goliyan khatam ho gayi, kal pharmacy se refill leni hai', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(
    3288,
    'anticoagulant',
    'negation',
    'Stopped Xarelto 2 days before my colonoscopy (Tuesday) - GI says restart Wednesday evening',
    SKIN_MAN,
    noVitaminE(XARELTO, 'anticoagulant', { source: ASGE_ANTITHROMBOTICS }),
  ),
  onMeds(
    3289,
    'anticoagulant',
    'english',
    'Pradaxa on hold from tomorrow for 48 hours (dental implant Sunday), then back on it',
    SKIN_AGING_MAN_46,
    noVitaminE(PRADAXA, 'anticoagulant', { source: ASGE_ANTITHROMBOTICS }),
  ),
  onMeds(
    3290,
    'anticoagulant',
    'arabic',
    'موقفة الإليكويس يومين عشان المنظار وبرجع له بعده على طول',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant', { source: ASGE_ANTITHROMBOTICS }),
  ),
  onHealth(
    3291,
    'cancer_treatment',
    'health-box',
    'Hodgkin lymphoma, in remission since 2022 after ABVD, scans every 6 months',
    SKIN_WOMAN,
    only('cancer_treatment', joined(NCI_REMISSION, NCCN_SURVIVORSHIP_NUTRITION)),
  ),
  onHealth(
    3292,
    'hormone_sensitive_cancer',
    'health-box',
    'Prostate cancer in remission after radiotherapy (2021), still on the Zoladex implant every 3 months',
    BASE_MAN_56,
    noAshwagandha(GOSERELIN, 'hormone_sensitive_cancer', { source: NCI_REMISSION }),
  ),
  onHealth(
    3293,
    'cancer_treatment',
    'transliteration',
    'Mujhe 2020 mein breast cancer hua tha, ab remission mein hoon, tamoxifen roz chal rahi hai',
    SKIN_WOMAN,
    only('cancer_treatment', joined(TAMOXIFEN, NCI_REMISSION)),
  ),
  onMeds(
    3294,
    'retinoid',
    'negation',
    'Took Roaccutane for 6 months back in 2015, finished the course, skin clear ever since',
    ROACCUTANE_WOMAN,
    denied(['retinoid'], ISOTRETINOIN),
  ),
  onMeds(
    3295,
    'antiepileptic',
    'negation',
    'Used to take Depakote as a teenager - stopped in 2009, no seizures since, no meds now',
    SLEEP_STRESS_WOMAN,
    denied(['antiepileptic'], VALPROATE),
  ),
];

/** Denials of comma lists: none of the classes named is read, and a healthy plan follows. */
export const TWENTY_SECOND_DENIAL_LIST_PERSONAS = [
  onHealth(
    3296,
    'glucose_lowering',
    'negation',
    "I don't have diabetes, kidney disease, liver problems or high BP",
    {},
    denied(['glucose_lowering', 'kidney_disease', 'liver_disease', 'blood_pressure'], joined(NIDDK_DIABETES, NIDDK_CKD, NIDDK_HIGH_BP)),
  ),
  onMeds(
    3297,
    'anticoagulant',
    'negation',
    'no blood thinners, statins or thyroid pills',
    SKIN_AGING_WOMAN_46,
    denied(['anticoagulant', 'antiplatelet', 'statin', 'levothyroxine'], joined(WARFARIN, ATORVASTATIN, LEVOTHYROXINE)),
  ),
  onHealth(
    3298,
    'pregnancy_breastfeeding',
    'negation',
    'Not pregnant, not breastfeeding, no surgery planned.',
    {},
    denied(['pregnancy_breastfeeding', 'surgery'], joined(NCCIH_ASHWAGANDHA, ODS_WYNTK)),
  ),
  onMeds(
    3299,
    'anticoagulant',
    'negation',
    'None of these: warfarin / aspirin / clopidogrel / insulin.',
    SKIN_AGING_MAN_46,
    denied(['anticoagulant', 'antiplatelet', 'glucose_lowering'], joined(WARFARIN, ASPIRIN_81, PLAVIX, INSULIN)),
  ),
  onHealth(
    3300,
    'kidney_disease',
    'arabic',
    'ما عندي لا كلى ولا كبد ولا سكر ولا ضغط، الحمدلله',
    SLEEP_STRESS_WOMAN,
    denied(['kidney_disease', 'liver_disease', 'glucose_lowering', 'blood_pressure'], joined(NIDDK_CKD, NIDDK_CIRRHOSIS, NIDDK_DIABETES, NIDDK_HIGH_BP)),
  ),
  onMeds(
    3301,
    'blood_pressure',
    'transliteration',
    'Na BP ki goli, na sugar ki, na thyroid ki - kuch bhi nahi leta',
    BASE_MAN,
    denied(['blood_pressure', 'glucose_lowering', 'levothyroxine'], joined(NIDDK_HIGH_BP, NIDDK_DIABETES, NIDDK_HYPOTHYROIDISM)),
  ),
  onHealth(
    3302,
    'kidney_disease',
    'transliteration',
    'Wala akong sakit sa bato, atay o puso, at wala akong maintenance na gamot',
    SLEEP_STRESS_WOMAN,
    denied(['kidney_disease', 'liver_disease'], joined(NIDDK_CKD, NIDDK_CIRRHOSIS)),
  ),
  onHealth(
    3303,
    'kidney_stones',
    'negation',
    'Never had kidney stones, gout or any kidney issue; calcium normal at my last blood test',
    AGING_WOMAN_46,
    denied(['kidney_stones', 'kidney_disease', 'hypercalcaemia'], joined(NIDDK_KIDNEY_STONES, NIDDK_CKD, NIDDK_HYPERPARATHYROIDISM)),
  ),
  onHealth(
    3304,
    'bipolar_disorder',
    'negation',
    'No epilepsy, no bipolar, no depression - and no medicines for any of them',
    ENERGY_WOMAN,
    denied(['antiepileptic', 'bipolar_disorder', 'ssri_snri', 'lithium'], joined(VALPROATE, LITHIUM, SERTRALINE, RHODIOLA_MANIA)),
  ),
  onMeds(
    3305,
    'glp1_agonist',
    'negation',
    'Not on any jabs: no Wegovy, no Zepbound, no Saxenda. Trying diet and gym first.',
    WEIGHT_WOMAN,
    denied(['glp1_agonist'], joined(WEGOVY, ZEPBOUND, SAXENDA)),
  ),
  onMeds(
    3306,
    'integrase_inhibitor',
    'negation',
    'No HIV meds, no TB meds, no steroids, no chemo.',
    IMMUNITY_MAN,
    denied(['integrase_inhibitor', 'tb_treatment', 'immunosuppressant', 'cancer_treatment'], joined(BIKTARVY, RIFAMPIN)),
  ),
  onHealth(
    3307,
    'anticoagulant',
    'negation',
    'No history of blood clots, bleeding problems, stroke or heart attack.',
    SKIN_WOMAN,
    denied(['anticoagulant', 'antiplatelet', 'bleeding_disorder'], joined(ASGE_ANTITHROMBOTICS, VITAMIN_E)),
  ),
  onHealth(
    3308,
    'glucose_lowering',
    'negation',
    'Annual visa medical last month: negative for diabetes, thyroid, kidney and liver problems - all normal.',
    {},
    denied(
      ['glucose_lowering', 'levothyroxine', 'antithyroid', 'kidney_disease', 'liver_disease'],
      joined(NIDDK_DIABETES, NIDDK_HYPOTHYROIDISM, NIDDK_CKD, NIDDK_CIRRHOSIS),
    ),
  ),
  onMeds(
    3309,
    'anticoagulant',
    'arabic',
    'مش باخد أي أدوية: لا سيولة ولا ضغط ولا سكر',
    SKIN_WOMAN,
    denied(['anticoagulant', 'blood_pressure', 'glucose_lowering'], joined(WARFARIN, NIDDK_HIGH_BP, NIDDK_DIABETES)),
  ),
  onHealth(3310, 'liver_disease', 'negation', 'No diabetes, no BP, no thyroid - but I do have a fatty liver (grade 1 on ultrasound)', WEIGHT_WOMAN, {
    no: ['green-tea-extract'],
    expect: ['liver_disease'],
    not: ['glucose_lowering', 'blood_pressure', 'levothyroxine'],
    source: joined(NIDDK_NAFLD, NCCIH_GREEN_TEA, NIDDK_DIABETES, NIDDK_HIGH_BP),
  }),
];

/** Voice-dictated syllables and near-brand typos: read as the medicine meant. */
export const TWENTY_SECOND_SPELLING_PERSONAS = [
  onMeds(3311, 'anticoagulant', 'typo', 'zar el toe 15 mg with dinner', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(3312, 'anticoagulant', 'typo', 'el iquis 2.5 twice daily (AF)', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(3313, 'metformin', 'typo', 'met for min 850 after lunch and dinner', {}, metforminNoAshwagandha()),
  onMeds(3314, 'metformin', 'typo', 'Gluco phage XR 1000 at night', {}, metforminNoAshwagandha()),
  onMeds(3315, 'glucose_lowering', 'typo', 'Ja noo met 50/1000 twice a day', {}, noAshwagandha(JANUMET, 'glucose_lowering', { expect: ['metformin'] })),
  onMeds(3316, 'antiplatelet', 'typo', 'clopi dogrel 75 each morning since the stent', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(3317, 'anticoagulant', 'typo', 'warferin 4 mg evenings (INR 2.6 last week)', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(3318, 'anticoagulant', 'typo', 'Elequis 5mg BD', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(3319, 'anticoagulant', 'typo', 'Xeralto 20 OD with food', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(3320, 'glp1_agonist', 'typo', 'Ozampic 0.5 weekly', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(3321, 'glp1_agonist', 'typo', 'Munjaro 10mg every sunday', WEIGHT_MAN, glp1(MOUNJARO)),
  onMeds(3322, 'levothyroxine', 'typo', 'levo thyroxine 88 mcg on an empty stomach', AGING_WOMAN_46, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onMeds(3323, 'lithium', 'typo', 'lith ium carbonate 400 at bed time', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(3324, 'antiplatelet', 'typo', 'eco sprin 75 after lunch daily', SKIN_MAN, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(3325, 'adhd_medicine', 'typo', 'con certa 36 in the morning', FOCUS_MAN, noGreenTea(CONCERTA, 'adhd_medicine')),
];

/** Calcium from antacids: which antacids carry calcium (their labels), and the whole-stack check against the upper limit. */
export const TWENTY_SECOND_ANTACID_PERSONAS = [
  onMeds(3326, 'calcium_antacid', 'brand', 'Tums Extra Strength 750 - 2 chews when heartburn hits, 3 or 4 evenings a week', {}, only('calcium_antacid', TUMS)),
  onMeds(3327, 'calcium_antacid', 'brand', 'Rennie spearmint, 2 tabs after suhoor and 2 after iftar', {}, only('calcium_antacid', RENNIE)),
  onMeds(
    3328,
    'calcium_antacid',
    'brand',
    'Gaviscon peppermint liquid 10 ml after meals and at bedtime (hiatus hernia)',
    {},
    only('calcium_antacid', GAVISCON_LIQUID),
  ),
  onMeds(3329, 'calcium_antacid', 'brand', 'Pepcid Complete, one chewable when I eat biryani late at night', {}, only('calcium_antacid', PEPCID_COMPLETE)),
  onMeds(
    3330,
    'calcium_antacid',
    'negation',
    'Only Milk of Magnesia now and then for acidity - no Tums, no Rennie',
    {},
    denied(['calcium_antacid'], joined(MILK_OF_MAGNESIA, TUMS, RENNIE)),
  ),
  onMeds(3331, 'calcium_antacid', 'brand', 'Mucogel 10 ml three times a day for gastritis', {}, denied(['calcium_antacid'], MUCOGEL)),
  onMeds(
    3332,
    'calcium_antacid',
    'dose',
    'Tums Ultra 1000 mg - I finish a bottle a week, roughly 6 to 7 chews a day',
    AGING_WOMAN_56,
    antacidOverLimit(TUMS),
  ),
  onMeds(3333, 'calcium_antacid', 'arabic', 'آخذ ريني من ٨ إلى ١٠ حبات كل يوم من شهور بسبب الارتجاع', AGING_WOMAN_56, antacidOverLimit(RENNIE)),
  onMeds(
    3334,
    'calcium_antacid',
    'multi',
    'Euthyrox 100 at 6 am; Rennie after dinner most days',
    AGING_WOMAN_46,
    plus(spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM), { expect: ['calcium_antacid'], source: RENNIE }),
  ),
  onMeds(
    3335,
    'calcium_antacid',
    'negation',
    'Chewed Tums through my pregnancy (my son is 3 now); none since',
    {},
    denied(['calcium_antacid', 'pregnancy_breastfeeding'], joined(TUMS, NCCIH_ASHWAGANDHA)),
  ),
];

/** Pregnancy and breastfeeding in idioms (no ashwagandha). */
export const TWENTY_SECOND_PREGNANCY_PERSONAS = [
  onHealth(3336, 'pregnancy_breastfeeding', 'transliteration', 'Good news hai! 8 weeks ho gaye, abhi ghar mein kisi ko nahi bataya', {}, pregnant()),
  onHealth(3337, 'pregnancy_breastfeeding', 'transliteration', 'Main umeed se hoon, teesra mahina lag gaya hai', {}, pregnant()),
  onHealth(3338, 'pregnancy_breastfeeding', 'transliteration', 'Pair bhari hai, chautha mahina chal raha hai, thakan bahut hai', {}, pregnant()),
  onHealth(3339, 'pregnancy_breastfeeding', 'arabic', 'أنا حامل بالشهر الرابع، أول حمل لي', {}, pregnant()),
  onHealth(3340, 'pregnancy_breastfeeding', 'transliteration', 'Buntis po ako, 5 months na, pangalawang baby namin', {}, pregnant()),
  onHealth(3341, 'pregnancy_breastfeeding', 'english', 'Expecting our first in October - 20 weeks today', {}, pregnant()),
  onHealth(3342, 'pregnancy_breastfeeding', 'english', 'Baby on the way!! saw the heartbeat at the 7 week scan', {}, pregnant()),
  onHealth(3343, 'pregnancy_breastfeeding', 'english', 'feeding my 4-month-old myself, no formula, up twice a night', {}, pregnant()),
  onHealth(3344, 'pregnancy_breastfeeding', 'arabic', 'أرضع بنتي رضاعة طبيعية وعمرها ٦ شهور', {}, pregnant()),
  onHealth(3345, 'pregnancy_breastfeeding', 'transliteration', 'Nagpapasuso ako sa bunso ko, 10 buwan na siya', {}, pregnant()),
];

/** Everyday lists: a current medicine worded to look stopped, denied, past or someone else's, and the reverse. */
export const TWENTY_SECOND_MIXED_LIST_PERSONAS = [
  onMeds(
    3346,
    'anticoagulant',
    'multi',
    'Current medications:\n1. Apixaban 5 mg BD\n2. Bisoprolol 2.5 mg OD\n3. Atorvastatin 40 mg HS\nDiscontinued: Aspirin 75 mg (now anticoagulated)',
    SKIN_AGING_MAN_46,
    noVitaminE(ELIQUIS, 'anticoagulant', { expect: ['blood_pressure', 'statin'], not: ['antiplatelet'], source: joined(BISOPROLOL, ATORVASTATIN, ASPIRIN_81) }),
  ),
  onMeds(
    3347,
    'glucose_lowering',
    'multi',
    'meds 👇\nmetformin 500 1-0-1\nglimi 2mg 1-0-0\nrosuva 10 0-0-1\nthats it',
    {},
    noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { expect: ['metformin', 'statin'], source: joined(METFORMIN, ROSUVASTATIN) }),
  ),
  onMeds(3348, 'anticoagulant', 'negation', 'No blood thinners except the Xarelto 20 with dinner', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(
    3349,
    'antiplatelet',
    'multi',
    'Cardio stopped my Disprin in May; Clopilet 75 carries on daily.',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  onMeds(
    3350,
    'lithium',
    'multi',
    'Wife is on Thyronorm, not me. I take Lithosun SR 450 at night.',
    BASE_MAN,
    noRhodiola(LITHIUM, 'lithium', { not: ['levothyroxine'], source: LEVOTHYROXINE }),
  ),
  onMeds(3351, 'anticoagulant', 'negation', 'Ex-smoker, ex-drinker, still on Eliquis 5 bd for AF', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(3352, 'glp1_agonist', 'negation', 'Nothing regular - just my Ozempic pen on Sundays', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(
    3353,
    'anticoagulant',
    'dose',
    'Warfarin: started 2011 (valve), last INR 2.8 - yes, still on it, 5 mg Mon/Wed/Fri, 2.5 the other days',
    SKIN_AGING_WOMAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(
    3354,
    'lithium',
    'dose',
    'T. Eltroxin 50 mcg OD (empty stomach)\nT. Lithium 300 BD\nT. Olanzapine 5 HS',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['levothyroxine', 'antipsychotic'], source: joined(LEVOTHYROXINE, OLANZAPINE) }),
  ),
  onMeds(3355, 'anticoagulant', 'arabic', 'بطلت السجاير بس لسه باخد الماريفان كل يوم، والتحليل كل شهر', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(
    3356,
    'anticoagulant',
    'transliteration',
    'Tinigil ko na yung losartan, pero tuloy pa rin ang Eliquis ko araw-araw',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant', { not: ['blood_pressure'], source: LOSARTAN }),
  ),
  onMeds(
    3357,
    'glucose_lowering',
    'transliteration',
    'Sugar ki dawai Janumet band nahi ki, sirf Amaryl band hui hai',
    {},
    noAshwagandha(JANUMET, 'glucose_lowering', { expect: ['metformin'], source: GLIMEPIRIDE }),
  ),
  onMeds(
    3358,
    'antiplatelet',
    'multi',
    "Mum's Plavix and my own Brilinta 90 are in the same pill box - I take mine twice a day",
    SKIN_MAN,
    noVitaminE(BRILINTA, 'antiplatelet', { source: PLAVIX }),
  ),
  onMeds(
    3359,
    'bipolar_disorder',
    'multi',
    'Stopped smoking in Jan. Still taking Depakote ER 1000 at night for bipolar.',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { no: ['ashwagandha'], expect: ['antiepileptic'], source: joined(VALPROATE, NCCIH_ASHWAGANDHA) }),
  ),
  onMeds(
    3360,
    'kidney_disease',
    'multi',
    'Dx: CKD 3b (eGFR 38), T2DM, HTN\nRx: Linagliptin 5 OD, Amlodipine 10 OD, Furosemide 40 OM',
    SLEEP_STRESS_WOMAN,
    {
      no: ['magnesium', 'ashwagandha'],
      expect: ['kidney_disease', 'glucose_lowering', 'blood_pressure', 'diuretic'],
      source: joined(NIDDK_CKD, MAGNESIUM, LINAGLIPTIN, AMLODIPINE, FUROSEMIDE, NCCIH_ASHWAGANDHA),
    },
  ),
  onMeds(3361, 'methotrexate', 'dose', 'Methotrexate 15 mg every Friday + folic acid 5 mg Saturday (rheumatoid arthritis)', {}, {
    no: ['ashwagandha'],
    expect: ['methotrexate', 'autoimmune_disease'],
    source: joined(METHOTREXATE, NCCIH_ASHWAGANDHA),
  }),
  onMeds(3362, 'anticoagulant', 'negation', 'Stopped: Warfarin (2019).\nCurrent: nil.', SKIN_AGING_MAN_46, denied(['anticoagulant'], WARFARIN)),
  onMeds(
    3363,
    'glucose_lowering',
    'negation',
    "lol no meds. my dad's list is insulin, aspirin and Lipitor but that's him not me",
    {},
    denied(['glucose_lowering', 'antiplatelet', 'statin'], joined(INSULIN, ASPIRIN_81, ATORVASTATIN)),
  ),
  onMeds(
    3364,
    'ssri_snri',
    'multi',
    'Previous meds (all stopped 2021): sertraline 50, propranolol 10 PRN. Current: none.',
    {},
    denied(['ssri_snri', 'blood_pressure'], joined(SERTRALINE, PROPRANOLOL)),
  ),
  onMeds(3365, 'antiplatelet', 'negation', 'Allergic to penicillin and aspirin, so no aspirin ever', SKIN_MAN, denied(['antiplatelet'], ASPIRIN_81)),
  onMeds(3366, 'adhd_medicine', 'negation', "No longer on Concerta - stopped at 18, I'm 29 now", FOCUS_MAN, denied(['adhd_medicine'], CONCERTA)),
  onMeds(
    3367,
    'metformin',
    'arabic',
    'كنت آخذ جلوكوفاج أيام سكر الحمل وبطلته بعد الولادة، من ٤ سنين',
    {},
    denied(['metformin', 'glucose_lowering', 'pregnancy_breastfeeding'], joined(METFORMIN, NIDDK_DIABETES)),
  ),
  onMeds(
    3368,
    'blood_pressure',
    'transliteration',
    'Papa ki BP ki goli Telma 40 main hi laata hoon pharmacy se, main khud koi dawai nahi leta',
    BASE_MAN,
    denied(['blood_pressure'], TELMISARTAN),
  ),
  onMeds(
    3369,
    'glp1_agonist',
    'transliteration',
    'Dati akong naka-Ozempic noong 2022 pero itinigil ko na, wala na akong ginagamit ngayon',
    WEIGHT_WOMAN,
    denied(['glp1_agonist'], OZEMPIC),
  ),
  onHealth(3370, 'surgery', 'negation', 'Knee arthroscopy done in March, fully healed; nothing else planned', {}, denied(['surgery'], ODS_WYNTK)),
  onMeds(
    3371,
    'quinolone_tetracycline',
    'negation',
    'Did a 5-day Cipro course in January for a UTI - finished, all fine since',
    IMMUNITY_WOMAN,
    denied(['quinolone_tetracycline'], CIPROFLOXACIN),
  ),
  onHealth(
    3372,
    'tb_treatment',
    'negation',
    'TB contact screening at work only - IGRA negative, chest X-ray clear, no TB medicines',
    FOCUS_WOMAN,
    denied(['tb_treatment'], ISONIAZID),
  ),
  onMeds(
    3373,
    'adhd_medicine',
    'negation',
    "My son is on Ritalin and Risperdal; I'm filling this in for myself and take no medicines",
    FOCUS_WOMAN,
    denied(['adhd_medicine', 'antipsychotic'], joined(RITALIN, RISPERIDONE)),
  ),
  onMeds(
    3374,
    'antiplatelet',
    'dose',
    'Rx (Dr. Menon, Aster clinic):\n- Ecosprin AV 75/10  0-0-1\n- Telma 40  1-0-0\n- Pan 40 before breakfast',
    SKIN_MAN,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { expect: ['statin', 'blood_pressure', 'ppi'], source: joined(ATORVASTATIN, TELMISARTAN, PANTOPRAZOLE) }),
  ),
  onMeds(
    3375,
    'anticoagulant',
    'multi',
    'Stopped Concor last month. Still on: Xarelto 20 (AF), Lasix 40 mornings',
    SKIN_AGING_MAN_46,
    noVitaminE(XARELTO, 'anticoagulant', { expect: ['diuretic'], source: FUROSEMIDE }),
  ),
  onMeds(
    3376,
    'levothyroxine',
    'multi',
    'Repeat prescription: levothyroxine 125 mcg, sertraline 100 mg, Microgynon 30',
    AGING_WOMAN_46,
    plus(spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM), { expect: ['ssri_snri', 'hormonal_therapy'], source: joined(SERTRALINE, MICROGYNON) }),
  ),
  onMeds(
    3377,
    'anticoagulant',
    'transliteration',
    'Maine koi dawai band nahi ki: Xarelto 15, Concor 2.5, Lasix 20 - sab chal rahi hain',
    SKIN_AGING_MAN_46,
    noVitaminE(XARELTO, 'anticoagulant', { expect: ['blood_pressure', 'diuretic'], source: joined(BISOPROLOL, FUROSEMIDE) }),
  ),
  onMeds(
    3378,
    'glucose_lowering',
    'arabic',
    'أدويتي: جانوميت ٥٠/١٠٠٠ مرتين، كونكور ٥ الصبح، كريستور ١٠ بالليل',
    {},
    noAshwagandha(JANUMET, 'glucose_lowering', { expect: ['metformin', 'blood_pressure', 'statin'], source: joined(BISOPROLOL, ROSUVASTATIN) }),
  ),
  onHealth(3379, 'pregnancy_breastfeeding', 'negation', 'Pregnant? no. Breastfeeding? yes - my baby is 2 months old', {}, pregnant()),
  onHealth(
    3380,
    'kidney_disease',
    'health-box',
    'On haemodialysis 3x a week; no other conditions, and no medicines except sevelamer with meals',
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD, SEVELAMER)),
  ),
];
