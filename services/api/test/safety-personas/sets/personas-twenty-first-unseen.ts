import type { InteractionClass } from '@sahha/contracts/quiz';
import type { PersonaExpectation } from '../persona';
import { FDA_SWELLING_GUMS, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, onHealth, onMeds, plus, pregnant, spacing, warfarinLike } from '../expectations';
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
  ASH_SICKLE_IRON,
  CALCIUM,
  IRON,
  NCCIH_ASHWAGANDHA,
  RHODIOLA_MANIA,
  VITAMIN_C,
  VITAMIN_E,
  WEIGHT_LOSS,
  ZINC,
} from '../persona-answers';
import {
  ASGE_ANTITHROMBOTICS,
  ASPIRIN_81,
  BISOPROLOL,
  BRILINTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  EXJADE,
  GLICLAZIDE,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  LEVOTHYROXINE,
  LITHIUM,
  LOVENOX,
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
 * Twenty-first set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 3121–3240.
 *
 * Emphasis: the UNSAFE direction only. Every persona's medicine or condition IS current and must
 * change the plan, in the classes where a miss plans a product the reference rules out (what each
 * class rules out is set out in expectations.ts; each persona cites its own references):
 * blood thinners, antiplatelets and bleeding disorders; warfarin; pregnancy, breastfeeding and
 * trying to conceive, and the medicines of the ashwagandha list; kidney disease and dialysis; iron
 * overload, chelators, sickle cell disease and haemochromatosis; kidney stones and high calcium;
 * GLP-1 medicines and trouble swallowing; isotretinoin; lithium and bipolar disorder; liver
 * disease, TB treatment and ADHD stimulants; and the spacing classes (quinolones, tetracyclines,
 * integrase inhibitors, levothyroxine). The angles:
 * - names the earlier sets had not used, as residents of the UAE bring them from home: French
 *   (Préviscan, Kardégic, Lévothyrox, Lexomil, Amlor with Triatec, Curacne, Téralithe, Quasym,
 *   Spéciafoldine), German (Marcumar, ASS 100 with Iscover, Hemlibra, Ergenyl, Trenantone,
 *   Aknenormin, Quilonum, Attentin, Avalox, L-Thyroxin, Lyxumia), Russian in Cyrillic and Latin
 *   letters (Варфарин Никомед, Кардиомагнил, Тромбо АСС, Диабетон with Сиофор, Лозап, Конкор,
 *   Феназепам, Эксиджад, Оземпик, Акнекутан, Седалит, Урсосан, Юнидокс, Тивикай, Эутирокс), Indian
 *   and Pakistani (Uniwarfin, Axcer, Ascard, Lowplat, Stamlo, Azoran, Kelfer, Tretiva, Licab,
 *   Forecox, Addwize, Cifran), Indonesian (Simarc-2), Nigerian (Daonil, Paludrine), UK and US
 *   (Asasantin Retard, Pletal, Arixtra, Bydureon, Soliqua, Byetta);
 * - languages and lay words: Gulf, Egyptian and Levantine Arabic (تمييع الدم, الدم التقيل,
 *   كومادين, سكلسل, الصفرا, الدرن, هوس اكتئابي, إبرة التنحيف, حقن مجهري), Arabizi, Hinglish,
 *   Roman Urdu, Bengali, Tamil and Nepali in Latin letters, Tagalog, Bahasa, Swahili, Nigerian
 *   Pidgin, French, German and Russian; "weak kidneys", "heavy blood", "blood wey dey light",
 *   "pressure", "sugar", yellow eyes, stones in the kidney, washing the blood; pregnancy in those
 *   languages and idioms (enceinte, schwanger, беременность, hamil, mimba, karpam, garbhawati,
 *   "the baby in my belly"), breastfeeding (j'allaite, menyusui, кормлю грудью) and trying to
 *   conceive (ICSI, ovulation tablets);
 * - current wordings that look otherwise: another medicine stopped beside the one kept, a
 *   question, a missed dose or a pause and restart, pills run out with the refill tomorrow, "I
 *   don't know the name but it is the blood thinner", a relative's medicine named beside the
 *   user's own, a past year followed by "still", a start "from tomorrow".
 */

const ARIXTRA = dailymed('arixtra');
const AGGRENOX = dailymed('aggrenox');
const CILOSTAZOL = dailymed('cilostazol');
const HEMLIBRA = dailymed('hemlibra');
const ESOMEPRAZOLE = dailymed('nexium');
const ROSUVASTATIN = dailymed('crestor');
const GLYBURIDE = dailymed('glyburide');
const HUMULIN = dailymed('humulin');
const AMLODIPINE = dailymed('amlodipine');
const LOSARTAN = dailymed('cozaar');
const AZATHIOPRINE = dailymed('azathioprine');
const VALPROATE = dailymed('depakote');
const LEUPROLIDE = dailymed('lupron+depot');
const FOLLITROPIN = dailymed('follitropin');
const LETROZOLE = dailymed('letrozole');
const FERRIPROX = dailymed('ferriprox');
const BYDUREON = dailymed('bydureon+bcise');
const SOLIQUA = dailymed('soliqua');
const VICTOZA = dailymed('victoza');
const BYETTA = dailymed('byetta');
/** Lixisenatide (Lyxumia) is authorised in the EU, not sold in the US: its EMA product information. */
const LYXUMIA = 'https://www.ema.europa.eu/en/medicines/human/EPAR/lyxumia';
/** Vildagliptin with metformin (Galvus Met outside the EU): the EU product information of Eucreas. */
const EUCREAS = 'https://www.ema.europa.eu/en/medicines/human/EPAR/eucreas';
const TENOFOVIR = dailymed('viread');
const DEXTROAMPHETAMINE = dailymed('dextroamphetamine');
const AVELOX = dailymed('avelox');
const CIPROFLOXACIN = dailymed('ciprofloxacin');
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_PERITONEAL_DIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/peritoneal-dialysis';
const NIDDK_VIRAL_HEPATITIS = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis';
const NIDDK_HEP_C = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-c';

const glp1With = (label: string, more: readonly InteractionClass[], source: string): PersonaExpectation => plus(glp1(label), { expect: more, source });
const thyroxineCalcium = (label: string = LEVOTHYROXINE): PersonaExpectation => spacing(label, 'levothyroxine', CALCIUM);
const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS),
});
const noCalcium = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) });
const noSwellingFibre = (cls: InteractionClass): PersonaExpectation => ({ no: ['glucomannan'], expect: [cls], source: joined(FDA_SWELLING_GUMS, WEIGHT_LOSS) });

/** Anticoagulants, antiplatelets and bleeding disorders (vitamin E; warfarin: CoQ10 too). */
export const TWENTY_FIRST_BLOOD_THINNER_PERSONAS = [
  onMeds(
    3121,
    'anticoagulant',
    'brand',
    'Préviscan 20 mg : trois quarts de comprimé le soir, INR tous les mois au labo ici à Dubaï. Prescrit à Lyon pour une fibrillation auriculaire, je continue.',
    SKIN_WOMAN,
    noVitaminE(ASGE_ANTITHROMBOTICS, 'anticoagulant'),
  ),
  onMeds(
    3122,
    'anticoagulant',
    'brand',
    'Marcumar nach Gerinnungspass (heute 1½ Tabletten, morgen 1), mechanische Aortenklappe seit 2017, INR-Ziel 2,5–3,5. Wohne jetzt in Abu Dhabi.',
    SKIN_AGING_MAN_46,
    noVitaminE(ASGE_ANTITHROMBOTICS, 'anticoagulant'),
  ),
  onMeds(
    3123,
    'anticoagulant',
    'multi',
    'Варфарин Никомед 2,5 мг — полторы таблетки вечером, МНО 2,4 на прошлой неделе. Кардиомагнил кардиолог отменил в январе.',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { not: ['antiplatelet'], source: ASPIRIN_81 }),
  ),
  onMeds(
    3124,
    'anticoagulant',
    'transliteration',
    "Varfarin 5 mg po polovinke utrom, MNO sdayu kazhdye dve nedeli. Posle protezirovaniya klapana skazali pit' vsyu zhizn'.",
    SKIN_AGING_WOMAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(
    3125,
    'anticoagulant',
    'brand',
    'Uniwarfin 3 mg every night, PT/INR every 15 days at the clinic in Karama. Started in Kochi after the valve surgery in 2018 and still continuing.',
    SKIN_AGING_WOMAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(
    3126,
    'anticoagulant',
    'transliteration',
    'Saya minum Simarc-2 satu tablet tiap malam, kata dokter jantung INR harus 2 sampai 3. Sudah 4 tahun, masih lanjut sampai sekarang.',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(
    3127,
    'anticoagulant',
    'vague',
    'Nakunywa dawa ya kupunguza damu kila siku, sijui jina lake. Ni ile ambayo napimwa damu (INR) kila mwezi. Niliianza Nairobi, sasa niko Dubai na bado naitumia.',
    SKIN_WOMAN,
    noVitaminE(ASGE_ANTITHROMBOTICS, 'anticoagulant'),
  ),
  onMeds(
    3128,
    'anticoagulant',
    'vague',
    'Doctor for LUTH put me on the drug wey dey make blood light, I no sabi the name. Na small tablet morning and night since the clot for my lungs last year, I still dey take am.',
    SKIN_WOMAN,
    noVitaminE(ASGE_ANTITHROMBOTICS, 'anticoagulant'),
  ),
  onMeds(
    3129,
    'anticoagulant',
    'arabic',
    'آخذ حبوب تمييع الدم (زارلتو ٢٠) مع العشا من بعد الجلطة اللي جتني في رجلي، والدكتور قال استمر عليها على طول',
    SKIN_MAN,
    noVitaminE(XARELTO, 'anticoagulant'),
  ),
  onMeds(
    3130,
    'anticoagulant',
    'arabic',
    'الدكتور كاتبلي إليكويس ٥ مرتين في اليوم عشان الدم التقيل، ونسيت جرعة امبارح بالليل. هل ده بيأثر؟ وعايزة فيتامينات للبشرة',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant'),
  ),
  onMeds(
    3131,
    'antiplatelet',
    'transliteration',
    '3am bekhod Plavix kel yom men ba3d ma 3melt stent bi albe sant 2022, w Aspirine Protect 100 ma3o. El doctor wa2af el Nexium, bas hedol lessa mkammel fihon.',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { not: ['ppi'], source: joined(ASPIRIN_81, ESOMEPRAZOLE) }),
  ),
  onMeds(
    3132,
    'antiplatelet',
    'brand',
    'Kardégic 75 mg, un sachet par jour depuis mon infarctus, Brilique 90 matin et soir, Crestor 10 le soir.',
    SKIN_AGING_MAN_46,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { expect: ['statin'], source: joined(BRILINTA, ROSUVASTATIN) }),
  ),
  onMeds(
    3133,
    'antiplatelet',
    'brand',
    'ASS 100 morgens und Iscover 75 seit dem Stent im März; der Kardiologe in Düsseldorf sagt, mindestens 12 Monate beide nehmen.',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  onMeds(
    3134,
    'antiplatelet',
    'multi',
    'Тромбо АСС 100 мг каждый вечер, уже пятый год после инсульта. Других лекарств нет.',
    SKIN_AGING_WOMAN_46,
    noVitaminE(ASPIRIN_81, 'antiplatelet'),
  ),
  onMeds(
    3135,
    'antiplatelet',
    'transliteration',
    'Ascard 75 roz subah khata hoon, dil ke doctor ne kaha hai kabhi band nahi karni. Abbu ki Lowplat alag hai, woh unki hai, meri nahi.',
    SKIN_MAN,
    noVitaminE(ASPIRIN_81, 'antiplatelet'),
  ),
  onMeds(
    3136,
    'antiplatelet',
    'transliteration',
    'Kolkata-y angioplasty hoyechilo gata bochor. Ekhono clopidogrel 75 ar aspirin 75 cholche, doctor bolechen aro chhoy mash dutoi khete hobe.',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  onMeds(
    3137,
    'antiplatelet',
    'dose',
    'Asasantin Retard 200/25 one capsule twice a day since my TIA in 2022 - still on it, the GP renews it every 3 months.',
    SKIN_AGING_WOMAN_46,
    noVitaminE(AGGRENOX, 'antiplatelet'),
  ),
  onMeds(
    3138,
    'antiplatelet',
    'brand',
    'Axcer 90 twice a day + aspirin 75 after my angioplasty at Apollo Chennai; 9 more months to go, then review.',
    SKIN_MAN,
    noVitaminE(BRILINTA, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  onMeds(
    3139,
    'antiplatelet',
    'negation',
    'The vascular surgeon stopped the Trental (no use) but the Pletal 100 twice a day stays, for the cramps in my calves when I walk.',
    SKIN_AGING_MAN_46,
    noVitaminE(CILOSTAZOL, 'antiplatelet'),
  ),
  onMeds(
    3140,
    'anticoagulant',
    'dose',
    'Arixtra 2.5 mg injection under the skin once a day for a superficial clot in my leg vein - day 12 of 45.',
    SKIN_WOMAN,
    noVitaminE(ARIXTRA, 'anticoagulant'),
  ),
  onMeds(
    3141,
    'anticoagulant',
    'negation',
    'The heparin injections finished in hospital on Monday; from tomorrow I start Eliquis 10 mg twice a day for 7 days, then 5 mg twice a day for 6 months.',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant', { source: LOVENOX }),
  ),
  onMeds(
    3142,
    'anticoagulant',
    'transliteration',
    'Cardiologist ne warfarin band karwa diya, kal se Pradaxa 110 din mein do baar shuru karna hai AF ke liye. INR ka jhanjhat khatam!',
    SKIN_AGING_MAN_46,
    noVitaminE(PRADAXA, 'anticoagulant', { source: WARFARIN }),
  ),
  onHealth(
    3143,
    'bleeding_disorder',
    'health-box',
    'Hämophilie A, mittelschwer. Prophylaxe mit der Hemlibra-Spritze einmal pro Woche, sonst gesund.',
    SKIN_MAN,
    noVitaminE(HEMLIBRA, 'bleeding_disorder'),
  ),
  onHealth(
    3144,
    'bleeding_disorder',
    'transliteration',
    'May ITP ako (mababa ang platelets, 40 lang noong huling CBC), madali akong magpasa at dumudugo ang gilagid ko. Binabantayan ng hematologist.',
    SKIN_WOMAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  onHealth(
    3145,
    'bleeding_disorder',
    'health-box',
    'Maladie de Willebrand type 2 : je saigne facilement du nez et mes règles sont très abondantes. Exacyl quand il faut, Minirin avant les soins dentaires.',
    SKIN_WOMAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  onMeds(
    3146,
    'anticoagulant',
    'arabic',
    'أمي تاخذ كونكور للضغط، أما أنا فآخذ كومادين من سنة ٢٠٢٠ وإلى الآن، وأسوي تحليل السيولة كل شهر',
    SKIN_AGING_WOMAN_46,
    warfarinLike(WARFARIN, { not: ['blood_pressure'], source: BISOPROLOL }),
  ),
];

/** Pregnancy, breastfeeding and trying to conceive, in the languages and idioms of the residents (no ashwagandha). */
export const TWENTY_FIRST_PREGNANCY_PERSONAS = [
  onHealth(3147, 'pregnancy_breastfeeding', 'health-box', 'Je suis enceinte de 14 semaines (deuxième grossesse) et je prends seulement de la Spéciafoldine.', {}, pregnant()),
  onHealth(3148, 'pregnancy_breastfeeding', 'health-box', 'Ich bin in der 22. SSW schwanger und nehme nur Femibion 2.', {}, pregnant()),
  onHealth(3149, 'pregnancy_breastfeeding', 'multi', 'Беременность 18 недель, пью только фолиевую кислоту и Элевит.', {}, pregnant()),
  onHealth(3150, 'pregnancy_breastfeeding', 'transliteration', 'Saya sedang hamil 5 bulan, anak kedua. Cuma minum vitamin dari bidan.', {}, pregnant()),
  onHealth(
    3151,
    'pregnancy_breastfeeding',
    'transliteration',
    'Nina mimba ya miezi minne, natumia folic acid na vidonge vya damu kutoka kliniki.',
    {},
    pregnant(),
  ),
  onHealth(3152, 'pregnancy_breastfeeding', 'transliteration', 'Ami ekhon tin mash er pregnant, prothom baccha. Doctor shudhu folic acid diyechen.', {}, pregnant()),
  onHealth(3153, 'pregnancy_breastfeeding', 'transliteration', 'Naan ippo naalu maasam karpama irukken, doctor folic acid mattum kuduthaanga.', {}, pregnant()),
  onHealth(3154, 'pregnancy_breastfeeding', 'transliteration', 'Ma chha mahina ko garbhawati chu, pahilo bachha. Ayurvedic kehi khana milcha?', {}, pregnant()),
  onHealth(3155, 'pregnancy_breastfeeding', 'arabic', 'الحمدلله ربي رزقنا، البيبي في بطني عمره ١٢ أسبوع، وأحس بتعب وتوتر', {}, pregnant()),
  onHealth(3156, 'pregnancy_breastfeeding', 'transliteration', 'Saya masih menyusui anak saya yang umur 7 bulan (ASI eksklusif), sering kurang tidur.', {}, pregnant()),
  onHealth(3157, 'pregnancy_breastfeeding', 'health-box', "J'allaite encore ma fille de 5 mois, surtout le soir et la nuit.", {}, pregnant()),
  onHealth(3158, 'pregnancy_breastfeeding', 'multi', 'Кормлю грудью, сыну 9 месяцев. Очень устаю.', {}, pregnant()),
  onHealth(
    3159,
    'pregnancy_breastfeeding',
    'arabic',
    'عاملين حقن مجهري، وبدأت إبر التنشيط من امبارح، والترجيع إن شاء الله الأسبوع الجاي',
    {},
    pregnant(['hormonal_therapy'], FOLLITROPIN),
  ),
  onHealth(
    3160,
    'pregnancy_breastfeeding',
    'transliteration',
    'Hum baby plan kar rahe hain, gynae ne letrozole 2.5 diya hai (day 3 se 7) ovulation ke liye, saath mein folic acid.',
    {},
    pregnant([], LETROZOLE),
  ),
];

/** The medicines and conditions of the ashwagandha list: diabetes, blood pressure, immunosuppressants, sedatives, anti-seizure, thyroid, prostate cancer, an operation ahead, autoimmune disease. */
export const TWENTY_FIRST_ASHWAGANDHA_PERSONAS = [
  onMeds(
    3161,
    'glucose_lowering',
    'multi',
    'Диабетон МВ 60 мг утром и Сиофор 850 два раза в день, сахар держится около 7.',
    {},
    noAshwagandha(GLICLAZIDE, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3162,
    'glucose_lowering',
    'transliteration',
    'I dey take Daonil for morning and metformin after food. Sugar don high since 2019, I still dey take both.',
    BASE_MAN,
    noAshwagandha(GLYBURIDE, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3163,
    'glucose_lowering',
    'arabic',
    'عندي السكر من خمس سنين، باخد جالفس ميت ٥٠/١٠٠٠ الصبح وبالليل، والدكتور زود الجرعة الشهر اللي فات',
    {},
    noAshwagandha(METFORMIN, 'glucose_lowering', { expect: ['metformin'], source: EUCREAS }),
  ),
  onMeds(3164, 'glucose_lowering', 'transliteration', 'Nina kisukari tangu 2015, najidunga Humulin 30/70 asubuhi na jioni.', {}, noAshwagandha(HUMULIN, 'glucose_lowering', { source: INSULIN })),
  onMeds(
    3165,
    'blood_pressure',
    'brand',
    'Amlor 5 le matin et Triatec 5 le soir pour la tension, depuis trois ans.',
    BASE_MAN,
    noAshwagandha(AMLODIPINE, 'blood_pressure', { source: RAMIPRIL }),
  ),
  onMeds(3166, 'blood_pressure', 'multi', 'От давления: Лозап 50 утром и Конкор 5. Уже семь лет.', BASE_MAN, noAshwagandha(LOSARTAN, 'blood_pressure', { source: BISOPROLOL })),
  onMeds(
    3167,
    'blood_pressure',
    'transliteration',
    'Pressure ki goli Stamlo 5 roz raat ko, 3 saal se. Beech mein ek hafta chhodi thi, ab phir se le raha hoon.',
    BASE_MAN,
    noAshwagandha(AMLODIPINE, 'blood_pressure'),
  ),
  onMeds(
    3168,
    'immunosuppressant',
    'brand',
    'Azoran 50 mg once a day for ulcerative colitis since 2021, the gastro in Mumbai wants me to continue.',
    {},
    noAshwagandha(AZATHIOPRINE, 'immunosuppressant'),
  ),
  onMeds(3169, 'sedative', 'brand', 'Lexomil, un quart de barrette le soir pour dormir, depuis mon arrivée à Dubaï.', SLEEP_STRESS_WOMAN, noAshwagandha(NCCIH_ASHWAGANDHA, 'sedative')),
  onMeds(3170, 'sedative', 'multi', 'Феназепам по полтаблетки на ночь, уже год, иначе не сплю.', SLEEP_STRESS_MAN, noAshwagandha(NCCIH_ASHWAGANDHA, 'sedative')),
  onMeds(
    3171,
    'antiepileptic',
    'brand',
    'Ergenyl chrono 500 zweimal täglich wegen Epilepsie, anfallsfrei seit 2020.',
    SLEEP_STRESS_MAN,
    noAshwagandha(VALPROATE, 'antiepileptic'),
  ),
  onMeds(3172, 'levothyroxine', 'brand', 'Lévothyrox 75 µg le matin à jeun, une demi-heure avant le café.', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onHealth(
    3173,
    'hormone_sensitive_cancer',
    'health-box',
    'Prostatakrebs, seit März alle drei Monate die Trenantone-Spritze (Hormonentzug).',
    BASE_MAN_56,
    noAshwagandha(LEUPROLIDE, 'hormone_sensitive_cancer'),
  ),
  onHealth(3174, 'surgery', 'arabic', 'عندي عملية مرارة بالمنظار يوم ١٥ الشهر الجاي إن شاء الله', {}, noAshwagandha(ODS_WYNTK, 'surgery')),
  onHealth(
    3175,
    'autoimmune_disease',
    'transliteration',
    'Saya punya lupus (SLE) sejak 2018, masih kontrol rutin ke dokter penyakit dalam.',
    {},
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease'),
  ),
];

/** Kidney disease and dialysis (magnesium), iron overload, chelators and sickle cell (iron; vitamin C with a chelator), kidney stones and high calcium (calcium with D). */
export const TWENTY_FIRST_KIDNEY_IRON_CALCIUM_PERSONAS = [
  onHealth(
    3176,
    'kidney_disease',
    'transliteration',
    'Doctor talk say my kidney dey weak, creatinine high well well, but e never reach dialysis. I dey see kidney doctor every 3 months.',
    SLEEP_STRESS_MAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(3177, 'kidney_disease', 'arabic', 'الكلى عندي ضعيفة، الدكتور يقول شغالة ٣٥٪ بس، ويتابعني كل ٣ شهور', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(
    3178,
    'kidney_disease',
    'health-box',
    'Insuffisance rénale chronique stade 3b, suivie par un néphrologue ; DFG 38 au dernier bilan.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    3179,
    'kidney_disease',
    'health-box',
    'Dialyse dreimal pro Woche (Mo/Mi/Fr) seit letztem Jahr, ich warte auf eine Spenderniere.',
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD)),
  ),
  onHealth(
    3180,
    'kidney_disease',
    'multi',
    'Хроническая болезнь почек 4 стадии, креатинин 280, нефролог сказал беречь почки.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    3181,
    'kidney_disease',
    'transliteration',
    'Saya cuci darah 2 kali seminggu di rumah sakit sejak tahun lalu, masih sampai sekarang.',
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD)),
  ),
  onHealth(
    3182,
    'kidney_disease',
    'transliteration',
    'Mahina na raw ang kidney ko sabi ng doktor, stage 4 na. Hindi pa naman dialysis, pero bawal daw ang maaalat.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    3183,
    'kidney_disease',
    'health-box',
    'Is magnesium safe with peritoneal dialysis? I do 4 bag exchanges a day at home since March.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(joined(NIDDK_PERITONEAL_DIALYSIS, NIDDK_CKD)),
  ),
  onMeds(3184, 'iron_chelator', 'multi', 'Эксиджад 1000 мг утром натощак, переливания крови раз в месяц (бета-талассемия).', ENERGY_IMMUNITY_WOMAN_30, chelator(EXJADE)),
  onMeds(
    3185,
    'iron_chelator',
    'transliteration',
    'Main khud thalassemia major hoon, har teen hafte khoon lagta hai. Kelfer 500 din mein teen dafa leti hoon.',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(FERRIPROX),
  ),
  onMeds(
    3186,
    'iron_chelator',
    'transliteration',
    'Saya thalassemia mayor, transfusi tiap bulan dan pakai pompa Desferal 5 malam seminggu.',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(DESFERAL),
  ),
  onHealth(
    3187,
    'iron_overload',
    'health-box',
    'Hémochromatose génétique (C282Y homozygote), saignées tous les deux mois, ferritine encore à 450.',
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(3188, 'iron_overload', 'health-box', 'Hämochromatose, Aderlass alle 8 Wochen beim Hausarzt, Ferritin zuletzt 600.', ENERGY_WOMAN_30, noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload')),
  onHealth(
    3189,
    'iron_overload',
    'transliteration',
    'Doctor ne bola body mein iron bahut zyada jama hai (hemochromatosis), har mahine khoon nikalwana padta hai.',
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    3190,
    'sickle_cell',
    'transliteration',
    'I be SS (sickle cell), crisis dey catch me every few months. I dey take folic acid and Paludrine every day.',
    ENERGY_WOMAN_30,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
  onHealth(3191, 'sickle_cell', 'arabic', 'عندي سكلسل من صغري، وأنوّم بالمستشفى مع النوبات مرتين بالسنة', ENERGY_WOMAN, noIron(ASH_SICKLE_IRON, 'sickle_cell')),
  onHealth(
    3192,
    'sickle_cell',
    'transliteration',
    'Nina ugonjwa wa selimundu (sickle cell), natumia hydroxyurea kila siku.',
    ENERGY_WOMAN,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
  onHealth(
    3193,
    'kidney_stones',
    'transliteration',
    'Do dafa gurde mein pathar nikla hai, doctor ne kaha calcium wala pathar hai, paani zyada piyo.',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(3194, 'kidney_stones', 'arabic', 'طلعت لي حصى بالكلى مرتين، آخرها قبل شهرين وكسروها بالليزر', AGING_WOMAN_46, noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones')),
  onHealth(
    3195,
    'kidney_stones',
    'health-box',
    'Nierensteine (Kalziumoxalat), zuletzt im Januar mit Stoßwellen zertrümmert.',
    AGING_WOMAN_56,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    3196,
    'kidney_stones',
    'transliteration',
    'May bato sa bato ako, 7 mm sa kaliwa, kaya marami akong iniinom na tubig.',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    3197,
    'hypercalcaemia',
    'health-box',
    "Hypercalcémie (calcium 2,80 mmol/L) due à une hyperparathyroïdie primaire, simple surveillance pour l'instant.",
    AGING_WOMAN_46,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(
    3198,
    'hypercalcaemia',
    'multi',
    'Гиперкальциемия: кальций крови 2,9 ммоль/л. Эндокринолог запретил кальций и витамин D.',
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
];

/** GLP-1 medicines and trouble swallowing (swelling fibre), isotretinoin (multivitamin), lithium and bipolar disorder (rhodiola). */
export const TWENTY_FIRST_GLP1_RETINOID_MOOD_PERSONAS = [
  onMeds(3199, 'glp1_agonist', 'multi', 'Оземпик 0,5 мг раз в неделю по воскресеньям, с февраля, от эндокринолога.', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(
    3200,
    'glp1_agonist',
    'brand',
    'Bydureon BCise pen every Thursday for my type 2, plus metformin 1 g twice a day.',
    WEIGHT_MAN,
    glp1With(BYDUREON, ['metformin'], METFORMIN),
  ),
  onMeds(
    3201,
    'glp1_agonist',
    'brand',
    'Soliqua pen, 24 units every morning before breakfast, since the endocrinologist switched me from Lantus.',
    WEIGHT_MAN,
    glp1With(SOLIQUA, ['glucose_lowering'], INSULIN),
  ),
  onMeds(3202, 'glp1_agonist', 'transliteration', 'Saya suntik Victoza 1,2 mg tiap pagi untuk gula darah, sudah 8 bulan.', WEIGHT_WOMAN, glp1(VICTOZA)),
  onMeds(
    3203,
    'glp1_agonist',
    'arabic',
    'آخذ إبرة التنحيف كل أسبوع من ٣ شهور، ما أذكر اسمها بس القلم أزرق والجرعة ١ ملغ',
    WEIGHT_WOMAN,
    glp1(OZEMPIC),
  ),
  onMeds(
    3204,
    'glp1_agonist',
    'transliteration',
    'Kal se Byetta injection shuru karna hai, 5 mcg subah shaam khane se pehle, doctor ne sugar ke liye diya.',
    WEIGHT_MAN,
    glp1(BYETTA),
  ),
  onMeds(3205, 'glp1_agonist', 'brand', 'Lyxumia 20 µg einmal täglich vor dem Frühstück, vom Diabetologen in Hamburg.', WEIGHT_WOMAN, glp1(LYXUMIA)),
  onHealth(
    3206,
    'swallowing_difficulty',
    'health-box',
    'My food pipe is narrowed (a stricture from old reflux): bread and meat get stuck, so I eat soft food and cut my tablets in half.',
    WEIGHT_WOMAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  onHealth(
    3207,
    'swallowing_difficulty',
    'transliteration',
    'Stroke ke baad se khana nigalna mushkil hai, gale mein atak jata hai, sab kuch pees ke khata hoon.',
    WEIGHT_MAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  onHealth(
    3208,
    'swallowing_difficulty',
    'health-box',
    'Dysphagie depuis ma radiothérapie de la gorge (2021) : je mange mixé et les comprimés passent mal.',
    WEIGHT_MAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  onMeds(3209, 'retinoid', 'brand', 'Curacne 20 mg par jour, 4e mois sur 6, prescrit par ma dermato à Paris.', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(3210, 'retinoid', 'brand', 'Aknenormin 10 mg jeden zweiten Tag, seit Januar.', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(3211, 'retinoid', 'multi', 'Акнекутан 16 мг в день, третий месяц, дерматолог сказал ещё три.', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(
    3212,
    'retinoid',
    'brand',
    'Tretiva 20 daily after dinner - my skin doctor in Karama prescribed 5 months, this is month 2.',
    ROACCUTANE_MAN_30,
    noMultivitamin(ISOTRETINOIN),
  ),
  onMeds(
    3213,
    'retinoid',
    'transliteration',
    'Minum isotretinoin 10 mg dari dokter kulit, bulan ke-3. Sempat berhenti seminggu waktu mudik, sekarang lanjut lagi.',
    ROACCUTANE_WOMAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  onMeds(3214, 'lithium', 'brand', 'Téralithe LP 400, un comprimé le soir, lithémie contrôlée tous les trois mois.', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(3215, 'lithium', 'brand', 'Quilonum retard 450 mg zweimal täglich, der Spiegel war zuletzt 0,7.', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(
    3216,
    'lithium',
    'multi',
    'Седалит 300 мг два раза в день, биполярное расстройство, ремиссия.',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['bipolar_disorder'] }),
  ),
  onMeds(
    3217,
    'lithium',
    'brand',
    'Licab 300 twice daily - the psychiatrist in Bangalore started it after my manic episode in 2021, still continuing.',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium'),
  ),
  onMeds(
    3218,
    'lithium',
    'transliteration',
    'Natumia lithium 400 kila usiku kwa ajili ya bipolar. Dawa zimeisha jana, nitachukua zingine kesho kliniki.',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['bipolar_disorder'] }),
  ),
  onHealth(
    3219,
    'bipolar_disorder',
    'arabic',
    'عندي هوس اكتئابي من أيام الجامعة، ومتابعة مع دكتور نفسي لحد دلوقتي',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder'),
  ),
  onHealth(
    3220,
    'bipolar_disorder',
    'transliteration',
    'Saya didiagnosis gangguan bipolar tipe 2 dua tahun lalu, masih kontrol ke psikiater tiap bulan.',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder'),
  ),
];

/** Liver disease, TB treatment and ADHD stimulants (green tea extract); the spacing classes (zinc, calcium hours apart). */
export const TWENTY_FIRST_GREEN_TEA_SPACING_PERSONAS = [
  onHealth(
    3221,
    'liver_disease',
    'transliteration',
    'Do hafte pehle aankhein peeli ho gayi thi, doctor ne hepatitis A bataya, LFT abhi bhi high hai.',
    FOCUS_MAN,
    noGreenTea(NIDDK_VIRAL_HEPATITIS, 'liver_disease'),
  ),
  onHealth(
    3222,
    'liver_disease',
    'arabic',
    'عندي تليف كبد من فيروس سي القديم، والصفرا بتيجي وتروح، ومتابعة مع دكتور الكبد',
    FOCUS_WOMAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_HEP_C }),
  ),
  onHealth(
    3223,
    'liver_disease',
    'health-box',
    "Stéatose hépatique (foie gras) grade 2 à l'échographie, transaminases élevées depuis un an.",
    WEIGHT_WOMAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  onMeds(3224, 'liver_disease', 'multi', 'Урсосан 500 мг на ночь: жировой гепатоз печени, АЛТ 90.', WEIGHT_MAN, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
  onHealth(
    3225,
    'liver_disease',
    'transliteration',
    'Saya punya hepatitis B kronis, minum tenofovir tiap hari sejak 2019.',
    FOCUS_MAN,
    noGreenTea(NIDDK_HEP_B, 'liver_disease', { source: TENOFOVIR }),
  ),
  onHealth(
    3226,
    'tb_treatment',
    'transliteration',
    'Ninatumia dawa za kifua kikuu (TB), niko mwezi wa tatu kati ya sita.',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(
    3227,
    'tb_treatment',
    'multi',
    'Лечусь от туберкулёза: изониазид и рифампицин каждое утро, четвёртый месяц.',
    FOCUS_WOMAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onHealth(3228, 'tb_treatment', 'arabic', 'آخذ علاج الدرن من شهرين، أربع حبوب كل صباح قبل الفطور', FOCUS_MAN, noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID })),
  onMeds(
    3229,
    'tb_treatment',
    'brand',
    'Forecox 4 tablets every morning on an empty stomach (AKT), started 6 weeks ago in Delhi.',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(3230, 'adhd_medicine', 'brand', 'Attentin 10 mg morgens und mittags wegen ADHS.', FOCUS_MAN, noGreenTea(DEXTROAMPHETAMINE, 'adhd_medicine')),
  onMeds(3231, 'adhd_medicine', 'brand', 'Quasym LP 30 mg le matin pour mon TDAH, renouvelé chaque mois.', FOCUS_WOMAN, noGreenTea(RITALIN, 'adhd_medicine')),
  onMeds(
    3232,
    'adhd_medicine',
    'transliteration',
    'Addwize 10 subah aur dopahar, psychiatrist ne 2023 mein shuru kiya tha, abhi bhi chal raha hai.',
    FOCUS_MAN,
    noGreenTea(RITALIN, 'adhd_medicine'),
  ),
  onMeds(
    3233,
    'quinolone_tetracycline',
    'multi',
    'Юнидокс Солютаб 100 мг 2 раза в день, 10 дней — после укуса клеща.',
    IMMUNITY_MAN,
    spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(3234, 'quinolone_tetracycline', 'brand', 'Avalox 400 einmal täglich wegen Lungenentzündung, Tag 3 von 7.', IMMUNITY_WOMAN, spacing(AVELOX, 'quinolone_tetracycline', ZINC)),
  onMeds(
    3235,
    'quinolone_tetracycline',
    'transliteration',
    'Cifran 500 din mein do baar, UTI ke liye 5 din ka course, aaj 2nd din.',
    IMMUNITY_WOMAN,
    spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(
    3236,
    'quinolone_tetracycline',
    'transliteration',
    'Saya minum doksisiklin 100 mg dua kali sehari untuk jerawat, dari dokter kulit, sudah 6 minggu.',
    IMMUNITY_WOMAN,
    spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(
    3237,
    'integrase_inhibitor',
    'multi',
    'Тивикай 50 мг + Кивекса каждый день, вирусная нагрузка неопределяемая.',
    IMMUNITY_MAN,
    spacing(TIVICAY, 'integrase_inhibitor', ZINC),
  ),
  onMeds(3238, 'integrase_inhibitor', 'transliteration', 'Ninatumia TLD kila siku kwa ajili ya VVU tangu 2020.', IMMUNITY_MAN, spacing(TIVICAY, 'integrase_inhibitor', ZINC)),
  onMeds(3239, 'levothyroxine', 'brand', 'L-Thyroxin Henning 100 µg morgens nüchtern, Hashimoto seit 2015.', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(3240, 'levothyroxine', 'multi', 'Эутирокс 75 мкг утром натощак, гипотиреоз после операции на щитовидке.', AGING_WOMAN_46, thyroxineCalcium()),
];
