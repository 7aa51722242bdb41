import type { HealthConcern, InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation, type PersonaStyle, type SafetyPersona } from '../persona';
import {
  denied,
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
  ROACCUTANE_WOMAN,
  ASH_SICKLE_IRON,
  CALCIUM,
  IRON,
  MAGNESIUM,
  NARDIL_LABEL,
  NCCIH_ASHWAGANDHA,
  NCCIH_COQ10,
  NCCIH_GREEN_TEA,
  RHODIOLA_MANIA,
  VITAMIN_A,
  VITAMIN_C,
  VITAMIN_E,
  WEIGHT_LOSS,
  ZINC,
} from '../persona-answers';
import {
  EMC,
  ASPIRIN_81,
  BISOPROLOL,
  CONCERTA,
  DESFERAL,
  DOXYCYCLINE,
  EXJADE,
  GOSERELIN,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JANUMET,
  JARDIANCE,
  LEVOTHYROXINE,
  LITHIUM,
  METFORMIN,
  MOUNJARO,
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
  RITALIN,
  SAXENDA,
  TIVICAY,
  VALSARTAN_HCTZ,
  WARFARIN,
  XARELTO,
} from '../labels';

/**
 * Thirtieth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 4141–4240.
 *
 * Theme: LANGUAGES OF UAE RESIDENTS THAT EARLIER SETS BARELY USED, typed the way people chat, in
 * Latin letters and a few in their own script: Bengali/Banglish (Bangladesh), Nepali (Roman and
 * Devanagari), Sinhala (Singlish and Sinhala script), Tamil/Tanglish (and Tamil script),
 * Telugu-English (and Telugu script), Pashto and Dari (Roman and Arabic script), Farsi in Finglish,
 * Maghreb French and Darija/Algerian Arabizi, Sudanese Arabic, Somali, Swahili, Amharic-English
 * (and Ethiopic), Indonesian, and Sri Lankan / Goan English. Hindi/Urdu, Tagalog, Malayalam,
 * Gulf/Egyptian/Levantine Arabic and Russian are left to the earlier sets.
 *
 * About 80 personas (4141–4220) are in the dangerous direction: a current medicine, condition or
 * life stage that must change the plan (what each class rules out or spaces follows
 * expectations.ts; each persona cites its own references). The medicine is often named in English
 * or as a brand inside the other language ("NovoMix 30 sokale 18 unit", "Kanakhod Sintrom",
 * "TLD kidonge kimoja"), the condition often only in the other language (mirgaula, wakugadu,
 * neerizhivu, kalleeral, nari ranz, qaaxo, kifafa, sar3, kencing manis, sang-e kolie, gabini,
 * umeedwara, uur, እርጉዝ). Mostly the medicines (8) and health (9) boxes, a few in the goals, diet
 * and health-concerns boxes. The last 20 (4221–4240) are the over-cautious twins: a stop, a
 * denial, a past course or a relative's medicine or condition in those languages, whose classes
 * must not be read (`denied`). Text in a language's own script is expected to be read as the same
 * text would be in Latin letters. The English meaning is given beside each input.
 */

/** Labels and references only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
const NOVOMIX = dailymed('novolog+mix');
/** Mixtard 30 (human insulin 30/70), sold in the US as Novolin 70/30. */
const NOVOLIN_70_30 = dailymed('novolin+70%2F30');
/** NovoRapid (insulin aspart), sold in the US as NovoLog. */
const INSULIN_ASPART = dailymed('novolog');
const AMLODIPINE = dailymed('amlodipine');
const TENOFOVIR = dailymed('viread');
const OXALIPLATIN = dailymed('oxaliplatin');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const HYDROXYCHLOROQUINE = dailymed('plaquenil');
const METHOTREXATE = dailymed('methotrexate');
const CLONAZEPAM = dailymed('klonopin');
const ZOLPIDEM = dailymed('ambien');
/** Epilim (sodium valproate, the UK and Sri Lankan brand): the UK SmPC. */
const EPILIM = EMC('epilim');
const CARBAMAZEPINE = dailymed('tegretol');
const PHENYTOIN = dailymed('dilantin');
const CARBIMAZOLE = EMC('carbimazole');
const QUETIAPINE = dailymed('seroquel');
/** Sintrom / Sinthrome (acenocoumarol), a coumarin like warfarin: the UK SmPC. */
const ACENOCOUMAROL = EMC('sinthrome');
/** Décapeptyl (triptorelin), a GnRH agonist for prostate cancer: the UK SmPC of Decapeptyl SR. */
const DECAPEPTYL = EMC('decapeptyl');
const HYDROXYUREA = dailymed('droxia');
/** Siklos (hydroxycarbamide for sickle cell disease): the EU product information. */
const SIKLOS = 'https://www.ema.europa.eu/en/medicines/human/EPAR/siklos';
const CIPROFLOXACIN = dailymed('ciprofloxacin');
const FERRIPROX = dailymed('ferriprox');
const NCI_CHEMO = 'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy';
const NCI_PROSTATE = 'https://www.cancer.gov/types/prostate';
const NIDDK_HEP_C = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-c';
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_DIABETES = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes';
const NIDDK_HIGH_BP = 'https://www.niddk.nih.gov/health-information/kidney-disease/high-blood-pressure';
const NIDDK_HYPOTHYROIDISM = 'https://www.niddk.nih.gov/health-information/endocrine-diseases/hypothyroidism';

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
const tbNoGreenTea = (): PersonaExpectation => noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID });
const operationAhead = (): PersonaExpectation => noAshwagandha(ODS_WYNTK, 'surgery');

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

/** Bengali / Banglish (Bangladesh) and Nepali (Roman and Devanagari). */
export const THIRTIETH_BENGALI_NEPALI_PERSONAS = [
  // "Since the heart valve replacement I take warfarin 5 mg every night; INR checked once a month."
  onMeds(4141, 'anticoagulant', 'multi', 'হার্টের ভাল্ভ বদলানোর পর থেকে প্রতিদিন রাতে ওয়ারফারিন ৫ মি.গ্রা. খাই, মাসে একবার INR দেখাই।', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  // "I've had haemophilia A from birth; when I get cut the bleeding doesn't stop, I have to take factor 8 injections."
  onHealth(
    4142,
    'bleeding_disorder',
    'transliteration',
    'Amar jonmo theke haemophilia A, kete gele rokto thame na, factor 8 injection nite hoy.',
    SKIN_MAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  // "Cancer was found in my bowel, FOLFOX chemo is going on now, the 4th cycle just finished."
  onHealth(
    4143,
    'cancer_treatment',
    'transliteration',
    'Amar bowel e cancer dhora poreche, ekhon FOLFOX chemo cholche, 4 number cycle sesh holo.',
    SKIN_WOMAN,
    noVitaminE(joined(NCI_CHEMO, OXALIPLATIN), 'cancer_treatment'),
  ),
  // "The doctor said my sugar is high, so I take NovoMix 30, 18 units in the morning and 12 units at night."
  onMeds(
    4144,
    'glucose_lowering',
    'transliteration',
    'Doctor bolse sugar beshi, tai NovoMix 30 sokale 18 unit ar rate 12 unit nei.',
    BASE_MAN,
    noAshwagandha(NOVOMIX, 'glucose_lowering'),
  ),
  // "Ultrasound found fat built up in my liver (fatty liver grade 2), SGPT 112, the doctor told me to eat less oil and fat."
  onHealth(
    4145,
    'liver_disease',
    'transliteration',
    'Ultrasound e liver e chorbi jomeche (fatty liver grade 2), SGPT 112, daktar tel-chorbi kom khete bolse.',
    WEIGHT_WOMAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  // "TB medicine is going on, a six-month course, now the third month."
  onMeds(4146, 'tb_treatment', 'multi', 'যক্ষ্মার ওষুধ চলছে, ছয় মাসের কোর্স, এখন তৃতীয় মাস।', FOCUS_MAN, tbNoGreenTea()),
  // "To lose weight I take Ozempic 0.5 mg every week, it's been 3 months."
  onMeds(4147, 'glp1_agonist', 'transliteration', 'Ojon komanor jonno protisoptahe Ozempic 0.5 mg nicchi, 3 mash holo.', WEIGHT_WOMAN, glp1(OZEMPIC)),
  // "The psychiatrist gave me Lithium 400 for bipolar; I've taken it at night for 2 years."
  onMeds(
    4148,
    'lithium',
    'transliteration',
    'Moner daktar bipolar er jonno Lithium 400 diyeche, 2 bochor dhore rate khai.',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['bipolar_disorder'] }),
  ),
  // "I have E-beta thalassaemia; I get blood every 3 weeks and take Exjade 1000 dissolved in water each morning."
  onMeds(
    4149,
    'iron_chelator',
    'transliteration',
    'Amar E-beta thalassemia, 3 soptaho por por rokto nei ar Exjade 1000 pani te gule sokale khai.',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(EXJADE),
  ),
  // "I have typhoid; Ciprocin 500 twice a day, a 7-day course, today is day 3."
  onMeds(
    4150,
    'quinolone_tetracycline',
    'brand',
    'Typhoid hoyeche, Ciprocin 500 dine duibar, 7 diner course, aaj 3 din.',
    IMMUNITY_WOMAN,
    spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
  // "Next week is my gallbladder operation (stones in the gallbladder)."
  onHealth(4151, 'surgery', 'transliteration', 'Samner soptahe amar pittotholir operation (gallbladder e pathor).', {}, operationAhead()),
  // Nepali: "Because my heart valve was changed I take warfarin 3 mg daily; INR is checked once a month." (warfarin misspelt)
  onMeds(
    4152,
    'anticoagulant',
    'typo',
    'Mutu ko valve pherieko le dinahu warferin 3 mg khanchu, mahina ma ek choti INR jachcha.',
    SKIN_AGING_WOMAN_46,
    warfarinLike(WARFARIN),
  ),
  // Devanagari: "I have high blood pressure, every morning I take Amlodipine 5."
  onMeds(4153, 'blood_pressure', 'multi', 'मलाई उच्च रक्तचाप छ, हरेक बिहान Amlodipine 5 खान्छु।', BASE_MAN, noAshwagandha(AMLODIPINE, 'blood_pressure')),
  // "My thyroid is low (hypothyroid), I take Eltroxin 50 on an empty stomach in the morning, it's been 3 years."
  onMeds(
    4154,
    'levothyroxine',
    'transliteration',
    'Thyroid kam cha (hypothyroid), bihana khali pet ma Eltroxin 50 khanchu, 3 barsa bhayo.',
    AGING_WOMAN_46,
    spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM),
  ),
  // Devanagari: "My son has turned three months, I am still breastfeeding."
  onHealth(4155, 'pregnancy_breastfeeding', 'multi', 'मेरो छोरा तीन महिनाको भयो, म अझै दूध खुवाउँदै छु।', {}, pregnant()),
  // "I have bipolar illness, I had mania in 2021, now I take Quetiapine 200 at night."
  onHealth(
    4156,
    'bipolar_disorder',
    'transliteration',
    'Malai bipolar rog cha, 2021 ma mania bhayeko thiyo, aile rati Quetiapine 200 khanchu.',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { expect: ['antipsychotic'], source: QUETIAPINE }),
  ),
  // "My kidney is damaged, I have to do dialysis twice a week."
  onHealth(4157, 'kidney_disease', 'transliteration', 'Mero mirgaula bigreko cha, hapta ma dui choti dialysis garnu parcha.', SLEEP_STRESS_MAN, hemodialysis()),
  // "I'm HIV positive; since 2020 I take one Dolutegravir 50 tablet at night."
  onMeds(
    4158,
    'integrase_inhibitor',
    'transliteration',
    'HIV positive chu, 2020 dekhi rati Dolutegravir 50 ko ek chakki khanchu.',
    IMMUNITY_MAN,
    spacing(TIVICAY, 'integrase_inhibitor', ZINC),
  ),
];

/** Sinhala (Singlish and Sinhala script), Tamil (Tanglish and Tamil script), Telugu (Latin and Telugu script), Sri Lankan and Goan English. */
export const THIRTIETH_SRI_LANKA_SOUTH_INDIA_PERSONAS = [
  // Sinhala: "Because I have AF I take one Xarelto 20 at night; the doctor said not to stop it."
  onMeds(
    4159,
    'anticoagulant',
    'transliteration',
    'Mata AF thiyena nisa rata Xarelto 20 ekak bonawa, nawaththanna epa kiyala doctor kiwwa.',
    SKIN_WOMAN,
    noVitaminE(XARELTO, 'anticoagulant'),
  ),
  // "I can't sleep at night, so every night I take one Zolpidem 10."
  onMeds(
    4160,
    'sedative',
    'transliteration',
    'Mata rata nindha yanne naha, e nisa hama rathrema Zolpidem 10 ekak bonawa.',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(ZOLPIDEM, 'sedative'),
  ),
  // Sinhala script: "I have epilepsy, I take Epilim 500 morning and night."
  onMeds(4161, 'antiepileptic', 'multi', 'මට අපස්මාරය තියෙනවා, උදේට සහ රෑට Epilim 500 බොනවා.', SLEEP_STRESS_WOMAN, noAshwagandha(EPILIM, 'antiepileptic')),
  // "I'm pregnant now, six months. The clinic gave only folic acid."
  onHealth(4162, 'pregnancy_breastfeeding', 'transliteration', 'Mama dan gabini, maasa hayai. Clinic eken dunne folic acid witharai.', {}, pregnant()),
  // "Since the stroke it's hard to swallow food, even tablets get stuck in my throat."
  onHealth(
    4163,
    'swallowing_difficulty',
    'vague',
    'Stroke eken passe kaema gilinna amarui, pethi pawa ugure hira wenawa.',
    WEIGHT_MAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  // "Stones formed in my kidneys three times; the last one was removed with laser."
  onHealth(
    4164,
    'kidney_stones',
    'transliteration',
    'Wakugadu wala gal thun paarak haeduna, anthima eka laser karala ain kala.',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  // Tanglish: "They put a stent in my heart in 2022; since then I take Ecosprin 75 and Clopilet 75 daily."
  onMeds(
    4165,
    'antiplatelet',
    'transliteration',
    'Heart-la stent pottaanga 2022-la, appo irundhu Ecosprin 75-um Clopilet 75-um dhinamum saapduren.',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  // "I've had diabetes 12 years; Lantus 22 units injection at night, Janumet 50/1000 in the morning."
  onMeds(
    4166,
    'glucose_lowering',
    'transliteration',
    'Enakku neerizhivu 12 varushama irukku, raathiri Lantus 22 units oosi, kaalaiyila Janumet 50/1000.',
    {},
    noAshwagandha(INSULIN, 'glucose_lowering', { expect: ['metformin'], source: joined(JANUMET, METFORMIN) }),
  ),
  // Tamil script: "My blood pressure is high, every morning I take Concor 5."
  onMeds(4167, 'blood_pressure', 'multi', 'எனக்கு ரத்த அழுத்தம் அதிகம், தினமும் காலையில் Concor 5 சாப்பிடுகிறேன்.', BASE_MAN, noAshwagandha(BISOPROLOL, 'blood_pressure')),
  // Tamil script: "I am now six months pregnant."
  onHealth(4168, 'pregnancy_breastfeeding', 'multi', 'நான் இப்போது ஆறு மாத கர்ப்பிணி.', {}, pregnant()),
  // "I have hepatitis B virus in my liver, Tenvir 300 one tablet daily."
  onHealth(
    4169,
    'liver_disease',
    'transliteration',
    'Enakku kalleeral-la Hepatitis B virus irukku, Tenvir 300 dhinamum oru maathirai.',
    FOCUS_MAN,
    noGreenTea(NIDDK_HEP_B, 'liver_disease', { source: TENOFOVIR }),
  ),
  // Goals box: "I need to lose weight - I inject Mounjaro 5 mg once a week, it's been three months."
  inGoals(
    4170,
    'glp1_agonist',
    'transliteration',
    'Edai kuraiyanum - vaarathukku oru thadava Mounjaro 5 mg oosi podaren, moonu maasam aachu.',
    WEIGHT_WOMAN,
    glp1(MOUNJARO),
  ),
  // "Both my kidneys don't work properly, I do dialysis three days a week."
  onHealth(4171, 'kidney_disease', 'transliteration', 'Rendu kidney-um sariya velai seyyala, vaarathukku moonu naal dialysis pannuren.', SLEEP_STRESS_MAN, hemodialysis()),
  // Telugu: "I had a liver transplant in 2021; since then I take Tacrolimus 2 mg twice a day."
  onMeds(
    4172,
    'immunosuppressant',
    'transliteration',
    '2021 lo liver transplant ayyindi, appati nunchi Tacrolimus 2 mg rendu saarlu vesukuntunnanu.',
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant'),
  ),
  // "I have lupus (SLE), I take HCQS 200 once a day, I'm in follow-up with the rheumatologist."
  onHealth(
    4173,
    'autoimmune_disease',
    'transliteration',
    'Naaku lupus (SLE) undi, HCQS 200 roju okati vesukuntunnanu, rheumatologist follow-up lo unnanu.',
    {},
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease', { source: HYDROXYCHLOROQUINE }),
  ),
  // "Next month on the 10th I have a knee replacement operation; the doctor told me to stop all supplements."
  onHealth(
    4174,
    'surgery',
    'transliteration',
    'Vachhe nela 10th na naaku knee replacement operation undi, doctor anni supplements aapeyamannaru.',
    BASE_MAN_56,
    operationAhead(),
  ),
  // "Not my son - I myself take Ritalin 10 twice a day for ADHD."
  onMeds(4175, 'adhd_medicine', 'negation', 'Maa abbayi kaadu, nene ADHD ki Ritalin 10 roju rendu saarlu vesukuntanu.', FOCUS_MAN, noGreenTea(RITALIN, 'adhd_medicine')),
  // Telugu script: "My kidney has failed, I get dialysis twice a week."
  onHealth(4176, 'kidney_disease', 'multi', 'నాకు కిడ్నీ ఫెయిల్ అయింది, వారానికి రెండు సార్లు డయాలసిస్ చేయించుకుంటున్నాను.', SLEEP_STRESS_WOMAN, hemodialysis()),
  // Goan English.
  onMeds(
    4177,
    'anticoagulant',
    'english',
    "Men, I'm on warfarin since the valve op in Panjim, 4mg daily, INR they check at the clinic every month only.",
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN),
  ),
  // Sri Lankan English.
  onHealth(
    4178,
    'bleeding_disorder',
    'health-box',
    'I have ITP no, platelets are hovering round 40,000, the haematologist is just watching for now.',
    SKIN_WOMAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  // Goan English.
  onHealth(
    4179,
    'hormone_sensitive_cancer',
    'english',
    'Uncle here, 64. Prostate cancer since 2023, they are giving me the Zoladex injection every 3 months, what to do.',
    BASE_MAN_56,
    noAshwagandha(GOSERELIN, 'hormone_sensitive_cancer', { source: NCI_PROSTATE }),
  ),
  // Sri Lankan English.
  onMeds(
    4180,
    'retinoid',
    'brand',
    'Skin doctor put me on Acnotin 20 (isotretinoin) for the pimples, 3rd month running, still 3 more to go.',
    ROACCUTANE_WOMAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  // Sri Lankan English.
  onMeds(
    4181,
    'lithium',
    'english',
    "Been taking Lithium 300 morning and night for bipolar no, from 2019, aney I don't want to stop.",
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['bipolar_disorder'] }),
  ),
  // Goan English.
  onHealth(
    4182,
    'hypercalcaemia',
    'health-box',
    'Aunty here, 58 - calcium in the blood is high, 11.8, they found a parathyroid adenoma, the endocrinologist is following up.',
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
];

/** Pashto and Dari (Roman and Arabic script) and Farsi in Finglish. */
export const THIRTIETH_AFGHAN_IRANIAN_PERSONAS = [
  // Pashto script: "I take warfarin every night, my heart valve has been replaced."
  onMeds(4183, 'anticoagulant', 'multi', 'زه هره شپه وارفارین خورم، د زړه والو مې بدل شوی دی.', SKIN_AGING_WOMAN_46, warfarinLike(WARFARIN)),
  // Pashto script: "I am pregnant, it is the fifth month."
  onHealth(4184, 'pregnancy_breastfeeding', 'multi', 'زه امیندواره یم، پنځمه میاشت ده.', {}, pregnant()),
  // Pashto: "I got TB (nari ranz), I take the six-month medicine, now it's the third month."
  onMeds(4185, 'tb_treatment', 'transliteration', 'Ma ta nari ranz (TB) shawe da, da shpag miashto darmal khwrum, os dreyama miasht da.', FOCUS_MAN, tbNoGreenTea()),
  // Pashto: "I have thalassaemia major, I get blood every month, and I take Kelfer 500 three times a day."
  onMeds(
    4186,
    'iron_chelator',
    'transliteration',
    'Ma ta thalassemia major da, har miasht wina akhlam, aw Kelfer 500 pa wraz ke dre zala khwrum.',
    ENERGY_IMMUNITY_WOMAN_30,
    plus(chelator(FERRIPROX), { mention: ['hours'], source: ZINC }),
  ),
  // Dari: "After the heart stent, I take Plavix 75 and Aspirin 100 every day."
  onMeds(
    4187,
    'antiplatelet',
    'transliteration',
    'Bad az stent-e qalb, har roz Plavix 75 wa Aspirin 100 mekhorom.',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  // Health-concerns box (sleep ticked), Dari: "I can't sleep at night, the doctor gave Clonazepam 0.5, I take one every night."
  inConcerns(
    4188,
    'sedative',
    'transliteration',
    'Shab-ha khaw nadaram, daktar Clonazepam 0.5 dada, har shab yak dana mekhorom.',
    ['sleep'],
    SLEEP_STRESS_WOMAN,
    noAshwagandha(CLONAZEPAM, 'sedative'),
  ),
  // Dari script: "My thyroid is overactive, the doctor gave carbimazole 10 daily."
  onMeds(4189, 'antithyroid', 'multi', 'تیروئیدم پرکار است، داکتر روزانه کاربیمازول ۱۰ داده.', {}, noAshwagandha(CARBIMAZOLE, 'antithyroid')),
  // Finglish: "I have diabetes, I take Metformin 1000 twice a day and Jardiance 10 in the mornings."
  onMeds(
    4190,
    'glucose_lowering',
    'transliteration',
    'Diabet daram, rooz-i do bar Metformin 1000 va sobh-ha Jardiance 10 mikhoram.',
    {},
    noAshwagandha(JARDIANCE, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  // Finglish: "In 2020 I had a kidney transplant, I take Prograf 2 morning and night and CellCept 500."
  onMeds(
    4191,
    'immunosuppressant',
    'transliteration',
    'Sale 2020 peyvand-e kolie kardam, Prograf 2 sobh o shab va CellCept 500 mikhoram.',
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  // Finglish: "For ADHD I take Concerta 36 every morning, for two years now."
  onMeds(4192, 'adhd_medicine', 'transliteration', 'Baraye ADHD har sobh Concerta 36 mikhoram, az do sal pish.', FOCUS_WOMAN, noGreenTea(CONCERTA, 'adhd_medicine')),
  // Diet box, Finglish: "I keep a tyramine-free diet because I take Nardil 15 three times a day (for depression)."
  inDiet(
    4193,
    'maoi',
    'transliteration',
    'Rezhim-e bedoon-e tyramine daram chon Nardil 15 se bar dar rooz mikhoram (baraye afsordegi).',
    FOCUS_WOMAN,
    noGreenTea(NARDIL_LABEL, 'maoi'),
  ),
  // Finglish: "I have haemochromatosis, my blood iron is very high, I have phlebotomy every two months."
  onHealth(
    4194,
    'iron_overload',
    'transliteration',
    'Hemokromatoz daram, ahan-e khoonam kheili balast, har do mah fasd mikonam.',
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  // Finglish: "I have kidney stones, last year I passed two stones."
  onHealth(4195, 'kidney_stones', 'transliteration', 'Sang-e kolie daram, sal-e gozashte do ta sang dafe kardam.', AGING_WOMAN_46, noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones')),
];

/** Maghreb French, Moroccan Darija and Algerian Arabizi. */
export const THIRTIETH_MAGHREB_PERSONAS = [
  // Darija: "I take Sintrom every day in the evening, I have a mechanical valve in my heart."
  onMeds(
    4196,
    'anticoagulant',
    'transliteration',
    'Kanakhod Sintrom kol nhar f l3chiya, 3andi valve mécanique f l9alb.',
    SKIN_AGING_WOMAN_46,
    noVitaminE(ACENOCOUMAROL, 'anticoagulant'),
  ),
  // French: "For my blood pressure I take Cotareg 80/12.5 every morning, the cardiologist said it's for life."
  onMeds(
    4197,
    'blood_pressure',
    'brand',
    "Pour ma tension je prends Cotareg 80/12,5 chaque matin, le cardiologue a dit que c'est à vie.",
    BASE_MAN,
    noAshwagandha(VALSARTAN_HCTZ, 'blood_pressure', { expect: ['diuretic'] }),
  ),
  // French and Darija: "Hashimoto's hypothyroidism, I take Lévothyrox 75 in the morning on an empty stomach."
  onMeds(
    4198,
    'levothyroxine',
    'multi',
    "Hypothyroïdie d'Hashimoto, kanakhod Lévothyrox 75 f sba7 3la r-ri9.",
    {},
    noAshwagandha(LEVOTHYROXINE, 'levothyroxine', { expect: ['autoimmune_disease'], source: NIDDK_HYPOTHYROIDISM }),
  ),
  // French: "Prostate cancer since 2022, a Décapeptyl injection every 3 months."
  onHealth(
    4199,
    'hormone_sensitive_cancer',
    'multi',
    'Cancer de la prostate depuis 2022, injection de Décapeptyl tous les 3 mois.',
    BASE_MAN_56,
    noAshwagandha(DECAPEPTYL, 'hormone_sensitive_cancer', { source: NCI_PROSTATE }),
  ),
  // Algerian: "I've had epilepsy since childhood, I take Tégrétol LP 400 morning and evening."
  onMeds(
    4200,
    'antiepileptic',
    'transliteration',
    '3andi sar3 men sghori, nechreb Tégrétol LP 400 sbah w l3chiya.',
    SLEEP_STRESS_MAN,
    noAshwagandha(CARBAMAZEPINE, 'antiepileptic'),
  ),
  // French: "On Procuta 20 mg for 2 months for acne, 4 more months to go."
  onMeds(4201, 'retinoid', 'brand', "Sous Procuta 20 mg depuis 2 mois pour l'acné, encore 4 mois.", ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  // Darija: "My liver has fat in it (steatosis), and the liver tests are high."
  onHealth(
    4202,
    'liver_disease',
    'transliteration',
    'Kebdti fiha chhem (stéatose), w les analyses dyal lkebda tal3in.',
    WEIGHT_MAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  // Algerian: "I have kidney failure, I do dialysis 3 times a week."
  onHealth(4203, 'kidney_disease', 'transliteration', '3andi insuffisance rénale, ndir la dialyse 3 fois f la semaine.', SLEEP_STRESS_WOMAN, hemodialysis()),
  // French: "I have sickle cell disease SS, on Siklos, 2 to 3 crises a year."
  onHealth(
    4204,
    'sickle_cell',
    'health-box',
    'Je suis drépanocytaire SS, sous Siklos, 2 à 3 crises par an.',
    ENERGY_WOMAN,
    plus(noIron(ASH_SICKLE_IRON, 'sickle_cell'), { source: joined(SIKLOS, HYDROXYUREA) }),
  ),
];

/** Sudanese Arabic, Somali, Swahili, Amharic-English and Ethiopic script. */
export const THIRTIETH_HORN_EAST_AFRICA_PERSONAS = [
  // Sudanese: "I've had diabetes for a long time, I use Mixtard 30 injection in the morning and the evening."
  onMeds(
    4205,
    'glucose_lowering',
    'transliteration',
    'ana 3indi al sukkari min zaman, basta3mil Mixtard 30 ibra fi al sabah w fi al masa.',
    BASE_MAN,
    noAshwagandha(NOVOLIN_70_30, 'glucose_lowering'),
  ),
  // Sudanese Arabic: "I've had sickle cell anaemia since I was little, and I use hydroxyurea every day."
  onHealth(
    4206,
    'sickle_cell',
    'arabic',
    'عندي الأنيميا المنجلية من وأنا صغيرة، وبستعمل هيدروكسي يوريا كل يوم.',
    ENERGY_WOMAN_30,
    plus(noIron(ASH_SICKLE_IRON, 'sickle_cell'), { source: HYDROXYUREA }),
  ),
  // Somali: "I have diabetes and high blood pressure; every day I take metformin 500 and amlodipine 5."
  onMeds(
    4207,
    'glucose_lowering',
    'multi',
    'Waxaan qabaa sonkorow iyo dhiig kar, maalin kasta waxaan qaataa metformin 500 iyo amlodipine 5.',
    BASE_MAN,
    noAshwagandha(METFORMIN, 'glucose_lowering', { expect: ['metformin', 'blood_pressure'], source: AMLODIPINE }),
  ),
  // Somali: "I am pregnant, I'm in the fifth month."
  onHealth(4208, 'pregnancy_breastfeeding', 'transliteration', 'Uur baan leeyahay, bishii shanaad ayaan ku jiraa.', {}, pregnant()),
  // Somali: "I was found to have TB; I'm taking the TB medicine for six months, now it's the second month."
  onMeds(
    4209,
    'tb_treatment',
    'transliteration',
    'Qaaxo ayaa la igu helay, daawada qaaxada lix bilood ayaan qaadanayaa, hadda waa bisha labaad.',
    FOCUS_MAN,
    tbNoGreenTea(),
  ),
  // Somali: "My kidneys stopped working, I go on dialysis three times a week."
  onHealth(4210, 'kidney_disease', 'transliteration', 'Kelyahayga way shaqeyn waayeen, toddobaadkii saddex jeer ayaan dialysis galaa.', SLEEP_STRESS_MAN, hemodialysis()),
  // Swahili: "Since I had a heart stent put in, I use aspirin 75 and clopidogrel 75 every day."
  onMeds(
    4211,
    'antiplatelet',
    'transliteration',
    'Tangu niwekewe stent ya moyo, natumia aspirin 75 na clopidogrel 75 kila siku.',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  // Swahili: "I've had epilepsy since childhood, I use phenytoin 100 three times a day."
  onMeds(4212, 'antiepileptic', 'transliteration', 'Nina kifafa tangu utotoni, natumia phenytoin 100 mara tatu kwa siku.', SLEEP_STRESS_WOMAN, noAshwagandha(PHENYTOIN, 'antiepileptic')),
  // Swahili: "I use ARVs, TLD one tablet every night since 2021, the virus is undetectable." (TLD: tenofovir, lamivudine, dolutegravir)
  onMeds(
    4213,
    'integrase_inhibitor',
    'dose',
    'Natumia ARV, TLD kidonge kimoja kila usiku tangu 2021, virusi havionekani.',
    IMMUNITY_MAN,
    spacing(TIVICAY, 'integrase_inhibitor', ZINC),
  ),
  // Amharic (Ethiopic): "I have high blood pressure; every day in the morning I take Amlodipine 5."
  onMeds(4214, 'blood_pressure', 'multi', 'የደም ግፊት አለብኝ፤ በየቀኑ ጠዋት Amlodipine 5 እወስዳለሁ።', BASE_MAN, noAshwagandha(AMLODIPINE, 'blood_pressure')),
  // Amharic (Ethiopic): "I am pregnant; it is my fifth month."
  onHealth(4215, 'pregnancy_breastfeeding', 'multi', 'እርጉዝ ነኝ፤ አምስት ወሬ ነው።', {}, pregnant()),
  // Amharic-English: "The doctor prescribed me doxycycline 100, twice a day for 10 days, today is the 4th day."
  onMeds(
    4216,
    'quinolone_tetracycline',
    'transliteration',
    'Doctor doxycycline 100 azezelign, be-ken hulet gize le 10 ken, zare 4gnaw ken new.',
    IMMUNITY_MAN,
    spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC),
  ),
];

/** Indonesian / Bahasa. */
export const THIRTIETH_INDONESIAN_PERSONAS = [
  // "I have diabetes ('sweet urine'), I inject NovoRapid insulin 3 times a day before meals."
  onMeds(
    4217,
    'glucose_lowering',
    'transliteration',
    'Saya kena kencing manis, suntik insulin NovoRapid 3x sehari sebelum makan.',
    {},
    noAshwagandha(INSULIN_ASPART, 'glucose_lowering'),
  ),
  // "I have autoimmune rheumatism (rheumatoid arthritis), I take methotrexate 15 mg every Monday."
  onMeds(
    4218,
    'autoimmune_disease',
    'transliteration',
    'Saya punya rematik autoimun (rheumatoid arthritis), minum metotreksat 15 mg tiap hari Senin.',
    {},
    noAshwagandha(METHOTREXATE, 'autoimmune_disease', { expect: ['methotrexate'] }),
  ),
  // "My hepatitis C lab result is positive, not treated yet, SGPT still high."
  onHealth(
    4219,
    'liver_disease',
    'transliteration',
    'Hasil lab hepatitis C saya positif, belum diobati, SGPT masih tinggi.',
    FOCUS_MAN,
    noGreenTea(NIDDK_HEP_C, 'liver_disease'),
  ),
  // "I inject Saxenda every morning to lose weight, now at the 1.8 dose."
  onMeds(4220, 'glp1_agonist', 'transliteration', 'Suntik Saxenda tiap pagi buat turun berat badan, sekarang dosis 1,8.', WEIGHT_MAN, glp1(SAXENDA)),
];

/** The over-cautious twins: a stop, a denial, a past course or someone else's medicine or condition, in the same languages. */
export const THIRTIETH_OVER_CAUTIOUS_PERSONAS = [
  // Bengali script: "My mother is on kidney dialysis; my kidneys are fine."
  onHealth(4221, 'kidney_disease', 'multi', 'আমার মায়ের কিডনি ডায়ালাইসিস চলে, আমার কিডনি ঠিক আছে।', SLEEP_STRESS_WOMAN, denied(['kidney_disease'], joined(NIDDK_CKD, MAGNESIUM))),
  // Banglish: "I used to take Lithium; the doctor stopped it in 2018, now I take no medicine."
  onMeds(
    4222,
    'lithium',
    'negation',
    'Age Lithium khetam, 2018 te doctor bondho kore dise, ekhon kono oshudh khai na.',
    ENERGY_WOMAN,
    denied(['lithium'], joined(LITHIUM, RHODIOLA_MANIA)),
  ),
  // Nepali: "In 2019 I took TB medicine for 6 months, the course was completed, now I'm fine."
  onHealth(
    4223,
    'tb_treatment',
    'transliteration',
    'Pahile 2019 ma TB ko aushadhi 6 mahina khaeko thiye, course puro bhayo, aba thik chu.',
    FOCUS_WOMAN,
    denied(['tb_treatment'], joined(RIFAMPIN, NCCIH_GREEN_TEA)),
  ),
  // Devanagari: "I don't have sugar disease, no pressure either."
  onHealth(
    4224,
    'glucose_lowering',
    'multi',
    'मलाई चिनी रोग छैन, प्रेसर पनि छैन।',
    {},
    denied(['glucose_lowering', 'blood_pressure'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP, NCCIH_ASHWAGANDHA)),
  ),
  // Sinhala: "My father has sugar disease, he injects insulin; as for me, I have no illness at all."
  onHealth(
    4225,
    'glucose_lowering',
    'transliteration',
    'Thaththata seeni leda thiyenawa, eyata insulin gahanawa; mata nam kisi lediyak naha.',
    BASE_MAN,
    denied(['glucose_lowering'], joined(INSULIN, NCCIH_ASHWAGANDHA)),
  ),
  // Sinhala script: "I am not pregnant now, and I stopped breastfeeding too."
  onHealth(4226, 'pregnancy_breastfeeding', 'multi', 'මම දැන් ගැබිනි නැහැ, කිරි දීමත් නැවැත්තුවා.', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  // Tanglish: "The thyroid tablet is only my mother's; I have no tablets at all."
  onMeds(
    4227,
    'levothyroxine',
    'transliteration',
    'Amma-kku thaan thyroid maathirai, enakku endha maathiraiyum illa.',
    {},
    denied(['levothyroxine', 'antithyroid'], joined(LEVOTHYROXINE, NIDDK_HYPOTHYROIDISM, NCCIH_ASHWAGANDHA)),
  ),
  // Tamil script: "It has been two years since warfarin was stopped; no medicine at all now."
  onMeds(
    4228,
    'anticoagulant',
    'multi',
    'வார்ஃபரின் நிறுத்தி இரண்டு வருடம் ஆகிறது; இப்போது எந்த மருந்தும் இல்லை.',
    SKIN_AGING_MAN_46,
    denied(['anticoagulant'], joined(WARFARIN, VITAMIN_E, NCCIH_COQ10)),
  ),
  // Telugu: "I have no sugar, no BP, no thyroid problem either - everything normal in the health checkup."
  onHealth(
    4229,
    'glucose_lowering',
    'transliteration',
    'Naaku sugar ledu, BP ledu, thyroid problem kuda ledu - health checkup lo anni normal.',
    {},
    denied(['glucose_lowering', 'blood_pressure', 'levothyroxine', 'antithyroid'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP, NIDDK_HYPOTHYROIDISM, NCCIH_ASHWAGANDHA)),
  ),
  // Pashto: "My father takes Plavix for his heart; I myself take no medicine."
  onMeds(
    4230,
    'antiplatelet',
    'transliteration',
    'Zama plar da zre la para Plavix khwri, za pakhpala hits darmal na khwrum.',
    SKIN_MAN,
    denied(['antiplatelet'], joined(PLAVIX, VITAMIN_E)),
  ),
  // Dari: "I used to take Roaccutane, it finished a year ago, now I take no medicine."
  onMeds(
    4231,
    'retinoid',
    'transliteration',
    'Qablan Roaccutane mekhordam, yak sal pesh tamam shod, hala hech dawa namekhorom.',
    ROACCUTANE_WOMAN,
    denied(['retinoid'], joined(ISOTRETINOIN, VITAMIN_A)),
  ),
  // Finglish: "I gave a blood test, my blood sugar was normal, the doctor said you don't have diabetes."
  onHealth(
    4232,
    'glucose_lowering',
    'transliteration',
    'Azmayesh-e khoon dadam, ghand-e khoonam normal bood, doktor goft diabet nadari.',
    {},
    denied(['glucose_lowering', 'metformin'], joined(NIDDK_DIABETES, NCCIH_ASHWAGANDHA)),
  ),
  // Darija: "I was taking Sintrom for a whole year, and now the doctor stopped it for me, I don't take anything any more."
  onMeds(
    4233,
    'anticoagulant',
    'negation',
    'Kont kanakhod Sintrom 3am kamel, w daba tbib wqqfo liya, ma bqit kanakhod walou.',
    SKIN_AGING_WOMAN_46,
    denied(['anticoagulant'], joined(ACENOCOUMAROL, VITAMIN_E)),
  ),
  // French: "Not pregnant, I haven't breastfed since last year, no treatment at the moment."
  onHealth(
    4234,
    'pregnancy_breastfeeding',
    'negation',
    "Pas enceinte, je n'allaite plus depuis l'an dernier, aucun traitement en cours.",
    {},
    denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA),
  ),
  // Sudanese: "I don't have diabetes or blood pressure, thank God, just a bit tired."
  onHealth(
    4235,
    'glucose_lowering',
    'transliteration',
    'ana ma 3indi sukkari wala daght, al7amdulillah, bas ta3ban shwaya.',
    {},
    denied(['glucose_lowering', 'blood_pressure'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP, NCCIH_ASHWAGANDHA)),
  ),
  // Somali: "My mother takes insulin; I don't have diabetes, I take no medicine."
  onMeds(
    4236,
    'glucose_lowering',
    'transliteration',
    'Hooyaday ayaa qaata insulin, aniga ma qabo sonkorow, dawo ma qaato.',
    {},
    denied(['glucose_lowering'], joined(INSULIN, NCCIH_ASHWAGANDHA)),
  ),
  // Swahili: "I have neither diabetes nor high blood pressure, I don't use any medicine."
  onHealth(
    4237,
    'blood_pressure',
    'transliteration',
    'Sina kisukari wala shinikizo la damu, situmii dawa yoyote.',
    BASE_MAN,
    denied(['glucose_lowering', 'blood_pressure'], joined(NIDDK_DIABETES, NIDDK_HIGH_BP, NCCIH_ASHWAGANDHA)),
  ),
  // Amharic-English: "My kidney is fine, the test done is normal; the one who has dialysis is my father."
  onHealth(
    4238,
    'kidney_disease',
    'transliteration',
    'Kulalite tiru new, yeteseraw test normal new; dialysis yemiyaderegew abate new.',
    SLEEP_STRESS_MAN,
    denied(['kidney_disease'], joined(NIDDK_CKD, MAGNESIUM)),
  ),
  // Indonesian: "I once took TB medicine for 6 months; in 2020 I was declared cured."
  onHealth(
    4239,
    'tb_treatment',
    'transliteration',
    'Dulu pernah minum obat TBC 6 bulan, tahun 2020 sudah dinyatakan sembuh.',
    FOCUS_MAN,
    denied(['tb_treatment'], joined(ISONIAZID, NCCIH_GREEN_TEA)),
  ),
  // Goan English.
  onMeds(
    4240,
    'blood_pressure',
    'negation',
    'Was on Concor for the palpitations, but the doc stopped it in 2021 itself - nothing regular now, men.',
    BASE_MAN,
    denied(['blood_pressure', 'heart_rhythm'], joined(BISOPROLOL, NCCIH_ASHWAGANDHA)),
  ),
];
