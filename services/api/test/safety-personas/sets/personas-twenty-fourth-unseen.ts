import type { InteractionClass } from '@sahha/contracts/quiz';
import type { PersonaExpectation } from '../persona';
import { FDA_SWELLING_GUMS, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, onHealth, onMeds, pregnant, spacing, warfarinLike } from '../expectations';
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
  MAGNESIUM,
  NCCIH_ASHWAGANDHA,
  RHODIOLA_MANIA,
  VITAMIN_C,
  VITAMIN_E,
  WEIGHT_LOSS,
  ZINC,
} from '../persona-answers';
import {
  ADDERALL,
  ASPIRIN_81,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  CONCERTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  EMC,
  EXJADE,
  GLICLAZIDE,
  GLIMEPIRIDE,
  GOSERELIN,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  JANUMET,
  JARDIANCE,
  LEVOFLOXACIN,
  LEVOTHYROXINE,
  LITHIUM,
  METFORMIN,
  MINOCYCLINE,
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
  PRADAXA,
  RIFAMPIN,
  RITALIN,
  SAXENDA,
  TIVICAY,
  TRIUMEQ,
  TRULICITY,
  VALSARTAN_HCTZ,
  VYVANSE,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Twenty-fourth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 3501–3620.
 *
 * Theme: the DANGEROUS direction only. Every persona has a current medicine or condition that must
 * change the plan (what each class rules out or spaces follows expectations.ts; each persona cites
 * its own references), but it is worded so that a naive reader could take it away:
 * - beside a stop of something else ("stopped the aspirin, still on Eliquis"; a discharge summary
 *   with a 'Stopped:' and a 'Continue:' section; "Метформин отменили" beside Saxenda);
 * - beside a relative's medicine or condition ("Mum's on warfarin and so am I", "Amma-kkum und",
 *   "أبي ياخذ أوزمبيك وأنا بعد");
 * - after a denial of something else ("no diabetes but I do take lithium", "not just the trait",
 *   "No dialysis yet", "Not anaemic - the opposite");
 * - in a past tense with an ongoing meaning ("was started on methotrexate in 2021, weekly since",
 *   "prostate cancer treated 2022, Zoladex every 3 months still", "stable for a year on Lamictal");
 * - as a question or a worry ("is ashwagandha ok with my Concor 5?", "worried about my kidneys");
 * - in a clinic letter ("Plan: continue apixaban 5 BD"), a copied pharmacy label in capitals, a
 *   WhatsApp forward, a list ticked ✓ and crossed ✗, emoji, missing spaces ("onwarfarin",
 *   "onthyroxine"), units glued ("Eliquis5mg", "wegovy2.4", "Jadenu360mg");
 * - in the residents' languages: Gulf, Egyptian and Levantine Arabic in Arabic script and in
 *   Arabizi, Hinglish, Urdu script, Tagalog/Taglish, Malayalam-English, Russian (Cyrillic) and
 *   Persian.
 * Where the text explicitly stops, denies or gives to someone else another medicine or condition,
 * that class is listed under `not` as well.
 */

/** Edoxaban (Lixiana in the EU and the Gulf, Savaysa in the US): the EU product information. */
const LIXIANA = 'https://www.ema.europa.eu/en/medicines/human/EPAR/lixiana';
const EFFIENT = dailymed('effient');
const LIPITOR = dailymed('lipitor');
const TOUJEO = dailymed('toujeo');
/** Vildagliptin with metformin (Galvus Met outside the EU): the EU product information of Eucreas. */
const EUCREAS = 'https://www.ema.europa.eu/en/medicines/human/EPAR/eucreas';
const LOSARTAN = dailymed('cozaar');
const AMLODIPINE = dailymed('amlodipine');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const AZATHIOPRINE = dailymed('azathioprine');
const ALPRAZOLAM = dailymed('xanax');
const ZOLPIDEM = dailymed('ambien');
const LEVETIRACETAM = dailymed('keppra');
const CARBAMAZEPINE = dailymed('tegretol');
const CARBIMAZOLE = EMC('carbimazole');
const METHOTREXATE = dailymed('methotrexate');
const LEUPROLIDE = dailymed('lupron+depot');
const NCI_PROSTATE = 'https://www.cancer.gov/types/prostate';
const TENOFOVIR = dailymed('viread');
const NIDDK_HEP_C = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-c';
/** Rifinah: rifampicin with isoniazid (UK SmPC). */
const RIFINAH = EMC('rifinah');
const PREDNISOLONE = dailymed('prednisolone');
const ELVANSE = EMC('elvanse');
const LAMOTRIGINE = dailymed('lamictal');
const QUETIAPINE = dailymed('seroquel');
/** Priadel: lithium carbonate prolonged release (UK SmPC). */
const PRIADEL = EMC('priadel');
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const FERRIPROX = dailymed('ferriprox');
const HYDROXYUREA = dailymed('droxia');
const CIPROFLOXACIN = dailymed('ciprofloxacin');
const DOVATO = dailymed('dovato');

/** Merges a second expectation into one (products, words and classes once each, references joined). */
const plus = (e: PersonaExpectation, extra: Partial<PersonaExpectation>): PersonaExpectation => {
  const merged = <T>(a?: readonly T[], b?: readonly T[]): T[] => [...new Set([...(a ?? []), ...(b ?? [])])];
  const not = merged(e.not, extra.not);
  return {
    no: merged(e.no, extra.no),
    mention: merged(e.mention, extra.mention),
    expect: merged(e.expect, extra.expect),
    ...(not.length > 0 ? { not } : {}),
    source: joined(e.source, extra.source),
  };
};
const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS),
});
const noCalcium = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) });
const noSwellingFibre = (cls: InteractionClass): PersonaExpectation => ({ no: ['glucomannan'], expect: [cls], source: joined(FDA_SWELLING_GUMS, WEIGHT_LOSS) });
const thyroxineCalcium = (): PersonaExpectation => spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM);

/** Anticoagulants, antiplatelets and bleeding disorders (vitamin E; warfarin: CoQ10 too). */
export const TWENTY_FOURTH_BLOOD_THINNER_PERSONAS = [
  onMeds(
    3501,
    'anticoagulant',
    'negation',
    'Stopped the aspirin in May when the cardiologist switched me over, still on Eliquis 5 mg twice a day for the AF.',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant', { not: ['antiplatelet'], source: ASPIRIN_81 }),
  ),
  onMeds(
    3502,
    'anticoagulant',
    'english',
    "Mum's on warfarin and so am I since March - we even go to the same INR clinic on Thursdays.",
    SKIN_AGING_WOMAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(3503, 'anticoagulant', 'typo', 'onwarfarin 3mg since 2019 after 2 DVTs, INR 2.6 last wk', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(
    3504,
    'anticoagulant',
    'dose',
    'Cardiology clinic letter - Impression: paroxysmal AF, CHA2DS2-VASc 3. Plan: continue apixaban 5 BD; stop aspirin.',
    SKIN_AGING_MAN_46,
    noVitaminE(ELIQUIS, 'anticoagulant', { not: ['antiplatelet'], source: ASPIRIN_81 }),
  ),
  onMeds(
    3505,
    'anticoagulant',
    'multi',
    'Discharge summary 02/03. Stopped: clopidogrel, omeprazole. Continue: rivaroxaban 20 mg OD with the evening meal, bisoprolol 2.5 mg OD.',
    SKIN_MAN,
    noVitaminE(XARELTO, 'anticoagulant', { expect: ['blood_pressure'], not: ['antiplatelet', 'ppi'], source: joined(PLAVIX, OMEPRAZOLE, BISOPROLOL) }),
  ),
  onMeds(
    3506,
    'anticoagulant',
    'brand',
    'Is it ok to take vitamins with my Lixiana? 60 mg every morning since the mini-stroke.',
    SKIN_WOMAN,
    noVitaminE(LIXIANA, 'anticoagulant'),
  ),
  onMeds(
    3507,
    'anticoagulant',
    'multi',
    'Ксарелто 20 мг раз в день после ТЭЛА, кардиолог сказал пить минимум год. Аспирин отменили.',
    SKIN_MAN,
    noVitaminE(XARELTO, 'anticoagulant', { not: ['antiplatelet'], source: ASPIRIN_81 }),
  ),
  onMeds(
    3508,
    'anticoagulant',
    'arabic',
    'وقفت البنادول، بس الوارفارين مستمر عليه كل ليلة وأسوي فحص السيولة كل أسبوعين',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(
    3509,
    'anticoagulant',
    'transliteration',
    "Ba5od Pradaxa 150 marteen fel yom men sa3et el galta, wel doctor 2al mat2afeesh. Mama bardo 3ala sayola.",
    SKIN_WOMAN,
    noVitaminE(PRADAXA, 'anticoagulant'),
  ),
  onMeds(
    3510,
    'anticoagulant',
    'dose',
    'TAKE ONE TABLET BY MOUTH TWICE DAILY - APIXABAN 2.5MG TABLETS - DR. MENON - REFILLS: 5',
    SKIN_AGING_WOMAN_46,
    noVitaminE(ELIQUIS, 'anticoagulant'),
  ),
  onMeds(
    3511,
    'anticoagulant',
    'typo',
    "Fwd from my daughter: 'Baba ur meds - Eliquis5mg 1 morning 1 night, Concor 2.5 morning. Dont skip!!'",
    SKIN_AGING_MAN_46,
    noVitaminE(ELIQUIS, 'anticoagulant', { expect: ['blood_pressure'], source: BISOPROLOL }),
  ),
  onMeds(
    3512,
    'anticoagulant',
    'multi',
    'وارفارین ۵ میلی‌گرم هر شب می‌خورم به خاطر دریچه مصنوعی قلب؛ مادرم هم وارفارین می‌خورد.',
    SKIN_AGING_WOMAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(
    3513,
    'antiplatelet',
    'negation',
    'No blood thinners like warfarin, just the Brilinta 90 twice daily and aspirin 81 since my stent in January.',
    SKIN_MAN,
    noVitaminE(BRILINTA, 'antiplatelet', { not: ['anticoagulant'], source: ASPIRIN_81 }),
  ),
  onMeds(
    3514,
    'antiplatelet',
    'transliteration',
    'Sugar nahi hai mujhe, lekin Ecosprin 75 aur Clopitab 75 roz leta hoon, angioplasty 2023 mein hui thi.',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { not: ['glucose_lowering'], source: ASPIRIN_81 }),
  ),
  onMeds(
    3515,
    'antiplatelet',
    'multi',
    'میں روزانہ اسپرین ۷۵ اور کلوپیڈوگریل لیتا ہوں، دل کے ڈاکٹر نے بند کرنے سے منع کیا ہے۔',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  onMeds(3516, 'antiplatelet', 'typo', 'prasugrel10mg+asa81 post-PCI ✓ still taking both', SKIN_AGING_MAN_46, noVitaminE(EFFIENT, 'antiplatelet', { source: ASPIRIN_81 })),
  onMeds(
    3517,
    'antiplatelet',
    'multi',
    'My list: ✗ warfarin ✗ insulin ✓ clopidogrel 75 ✓ atorvastatin 40',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['statin'], not: ['anticoagulant', 'glucose_lowering'], source: LIPITOR }),
  ),
  onMeds(
    3518,
    'antiplatelet',
    'transliteration',
    'Tinigil na ng doktor yung Lipitor ko pero tuloy pa rin ang aspirin 80 araw-araw dahil sa stroke ko noong 2021.',
    SKIN_AGING_WOMAN_46,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { not: ['statin'], source: LIPITOR }),
  ),
  onHealth(
    3519,
    'bleeding_disorder',
    'health-box',
    'No liver problems, but I have von Willebrand disease type 1 - I bruise easily and my periods are heavy.',
    SKIN_WOMAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder', { not: ['liver_disease'] }),
  ),
  onHealth(
    3520,
    'bleeding_disorder',
    'multi',
    'У меня гемофилия А лёгкой формы, у брата тоже. К зубному хожу только после введения фактора VIII.',
    SKIN_MAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  onHealth(
    3521,
    'bleeding_disorder',
    'arabic',
    'عندي نقص بالصفائح (ITP) من سنتين، آخر تحليل ٤٠ ألف، والدكتور عم يراقبني',
    SKIN_WOMAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  onMeds(
    3522,
    'anticoagulant',
    'transliteration',
    'Ente valve replace cheythu 2016-il, appo muthal warfarin kazhikkunnu. Amma-kkum und warfarin, randuperum INR nokkan pokum.',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN),
  ),
];

/** The medicines and conditions of the ashwagandha list, pregnancy and breastfeeding. */
export const TWENTY_FOURTH_ASHWAGANDHA_PERSONAS = [
  onMeds(
    3523,
    'glucose_lowering',
    'multi',
    'Discharge summary - Stopped: gliclazide. Continue: Jardiance 25 mg OD, metformin 1 g BD.',
    {},
    noAshwagandha(JARDIANCE, 'glucose_lowering', { expect: ['metformin'], source: joined(METFORMIN, GLICLAZIDE) }),
  ),
  onMeds(
    3524,
    'glucose_lowering',
    'arabic',
    'أنا مش عندي ضغط الحمد لله، بس باخد أماريل ٢ الصبح عشان السكر من خمس سنين',
    BASE_MAN,
    noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { not: ['blood_pressure'] }),
  ),
  onMeds(
    3525,
    'glucose_lowering',
    'transliteration',
    '3indi sukkar type 2, a5ith Galvus Met 50/1000 mar-tain bil yom. Abooy bas 3ala insulin.',
    BASE_MAN,
    noAshwagandha(EUCREAS, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3526,
    'glucose_lowering',
    'multi',
    'Диабет 2 типа. Диабетон МВ 60 утром, Глюкофаж Лонг 1000 вечером. Инсулин пока не назначали.',
    {},
    noAshwagandha(GLICLAZIDE, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3527,
    'glucose_lowering',
    'dose',
    'INJECT 20 UNITS UNDER THE SKIN AT BEDTIME - TOUJEO SOLOSTAR 300 UNITS/ML - KEEP REFRIGERATED',
    BASE_MAN,
    noAshwagandha(TOUJEO, 'glucose_lowering', { source: INSULIN }),
  ),
  onMeds(
    3528,
    'glucose_lowering',
    'transliteration',
    'Enikku sugar und, Janumet 50/500 randu neram kazhikkunnu. Pressure illa.',
    {},
    noAshwagandha(JANUMET, 'glucose_lowering', { expect: ['metformin'], not: ['blood_pressure'], source: METFORMIN }),
  ),
  onMeds(
    3529,
    'blood_pressure',
    'brand',
    'Is ashwagandha ok with my Concor 5? The cardiologist put me on it for blood pressure last year.',
    BASE_MAN,
    noAshwagandha(BISOPROLOL, 'blood_pressure'),
  ),
  onMeds(
    3530,
    'blood_pressure',
    'negation',
    'Stopped the amlodipine because my ankles swelled - the GP switched me to Co-Diovan 160/12.5 every morning instead.',
    BASE_MAN,
    noAshwagandha(VALSARTAN_HCTZ, 'blood_pressure', { expect: ['diuretic'], source: AMLODIPINE }),
  ),
  onMeds(
    3531,
    'blood_pressure',
    'multi',
    'بلڈ پریشر کی گولی لوسار ۵۰ روز صبح لیتی ہوں، شوگر نہیں ہے۔',
    {},
    noAshwagandha(LOSARTAN, 'blood_pressure', { not: ['glucose_lowering'] }),
  ),
  onMeds(
    3532,
    'blood_pressure',
    'transliteration',
    'May high blood ako, umiinom ng Amlodipine 10 tuwing umaga. Yung losartan itinigil na.',
    {},
    noAshwagandha(AMLODIPINE, 'blood_pressure', { source: LOSARTAN }),
  ),
  onMeds(
    3533,
    'blood_pressure',
    'multi',
    'فشار خونم بالاست و روزی یک قرص لوزارتان ۲۵ می‌خورم؛ دیابت ندارم.',
    BASE_MAN,
    noAshwagandha(LOSARTAN, 'blood_pressure', { not: ['glucose_lowering'] }),
  ),
  onMeds(
    3534,
    'immunosuppressant',
    'english',
    'Kidney transplant 2019 (my brother donated). Plan: continue tacrolimus 3 mg BD and mycophenolate 500 BD.',
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  onMeds(
    3535,
    'immunosuppressant',
    'multi',
    'После пересадки печени принимаю Адваграф 4 мг утром, пожизненно.',
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant'),
  ),
  onMeds(
    3536,
    'immunosuppressant',
    'arabic',
    'ما عندي سكر ولا ضغط، بس آخذ إيموران ٥٠ للقولون التقرحي من ٣ سنين',
    {},
    noAshwagandha(AZATHIOPRINE, 'immunosuppressant', { not: ['glucose_lowering', 'blood_pressure'] }),
  ),
  onMeds(
    3537,
    'sedative',
    'english',
    'Worried about mixing things: I take Xanax 0.5 at night most nights since the divorce, my GP knows.',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(ALPRAZOLAM, 'sedative'),
  ),
  onMeds(
    3538,
    'sedative',
    'transliteration',
    'Neend ki goli Zolfresh 10 roz raat ko leti hoon, depression wali dawai band ho gayi hai.',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(ZOLPIDEM, 'sedative', { not: ['ssri_snri'] }),
  ),
  onMeds(
    3539,
    'antiepileptic',
    'negation',
    "no seizures for 6 years, but still on Keppra 500 twice a day - the neurologist won't stop it.",
    SLEEP_STRESS_MAN,
    noAshwagandha(LEVETIRACETAM, 'antiepileptic'),
  ),
  onMeds(
    3540,
    'antiepileptic',
    'arabic',
    'بنتي وأنا منتعالج عند نفس دكتور الأعصاب، أنا باخد تيغريتول ٢٠٠ مرتين باليوم للصرع',
    {},
    noAshwagandha(CARBAMAZEPINE, 'antiepileptic'),
  ),
  onMeds(
    3541,
    'levothyroxine',
    'dose',
    'TAKE ONE TABLET DAILY ON AN EMPTY STOMACH - LEVOTHYROXINE 100MCG - QTY 30',
    {},
    noAshwagandha(LEVOTHYROXINE, 'levothyroxine'),
  ),
  onMeds(
    3542,
    'antithyroid',
    'transliteration',
    'Thyroid kooduthal aanu, Neomercazole 10 daily kazhikkunnu. Thyroxine alla, athu ammaykku aanu.',
    {},
    noAshwagandha(CARBIMAZOLE, 'antithyroid', { not: ['levothyroxine'] }),
  ),
  onMeds(
    3543,
    'autoimmune_disease',
    'english',
    'Was started on methotrexate in 2021 for rheumatoid arthritis, 15 mg every Friday since, folic acid on Saturdays.',
    {},
    noAshwagandha(METHOTREXATE, 'autoimmune_disease', { expect: ['methotrexate'] }),
  ),
  onHealth(
    3544,
    'autoimmune_disease',
    'multi',
    'Ревматоидный артрит с 2015 года, сейчас ремиссия, но ревматолог сказал, что болезнь никуда не делась.',
    {},
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease'),
  ),
  onHealth(
    3545,
    'autoimmune_disease',
    'transliteration',
    "Hashimoto's po ako, pero hindi pa ako pinapainom ng gamot, binabantayan lang ang TSH ko.",
    {},
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease'),
  ),
  onHealth(
    3546,
    'hormone_sensitive_cancer',
    'english',
    'Worried about my PSA again 😟 prostate cancer treated 2022, Zoladex every 3 months still.',
    BASE_MAN_56,
    noAshwagandha(GOSERELIN, 'hormone_sensitive_cancer', { source: NCI_PROSTATE }),
  ),
  onHealth(
    3547,
    'hormone_sensitive_cancer',
    'arabic',
    'أخوي عنده السكر، وأنا عندي سرطان البروستاتا وآخذ إبرة لوبرون كل ٣ شهور',
    BASE_MAN_56,
    noAshwagandha(LEUPROLIDE, 'hormone_sensitive_cancer', { not: ['glucose_lowering'], source: NCI_PROSTATE }),
  ),
  onHealth(
    3548,
    'surgery',
    'negation',
    'No operations in the past, but my gallbladder is being taken out on the 14th of next month.',
    {},
    noAshwagandha(ODS_WYNTK, 'surgery'),
  ),
  onHealth(
    3549,
    'surgery',
    'transliteration',
    'Agle hafte mera knee replacement hai, doctor ne kaha sab supplements band karo uske pehle.',
    BASE_MAN_56,
    noAshwagandha(ODS_WYNTK, 'surgery'),
  ),
  onHealth(3550, 'surgery', 'multi', 'دو هفته دیگر عمل جراحی کیسه صفرا دارم.', {}, noAshwagandha(ODS_WYNTK, 'surgery')),
  onHealth(3551, 'pregnancy_breastfeeding', 'negation', 'Not diabetic, not on any pills - just 16 weeks pregnant with twins.', {}, plus(pregnant(), { not: ['glucose_lowering'] })),
  onHealth(3552, 'pregnancy_breastfeeding', 'arabic', 'أنا حامل في الشهر الرابع، ومش باخد أي دوا غير الفوليك', {}, pregnant()),
  onHealth(3553, 'pregnancy_breastfeeding', 'transliteration', 'Ana 7amel bel shahr el talet, w lessa 3am radde3 ibni el zghir.', {}, pregnant()),
  onHealth(3554, 'pregnancy_breastfeeding', 'multi', 'Кормлю грудью дочку, ей 4 месяца. Беременности сейчас нет.', {}, pregnant()),
  onHealth(
    3555,
    'pregnancy_breastfeeding',
    'transliteration',
    'Hindi na ako buntis, nanganak na ako noong Hunyo, pero nagpapasuso pa ako hanggang ngayon 🤱',
    {},
    pregnant(),
  ),
  onHealth(3556, 'pregnancy_breastfeeding', 'multi', 'میں امید سے ہوں، تیسرا مہینہ ہے۔ پہلے بچے کو دودھ پلانا چھوڑ دیا ہے۔', {}, pregnant()),
];

/** Liver disease, TB treatment and ADHD stimulants (green tea extract). */
export const TWENTY_FOURTH_GREEN_TEA_PERSONAS = [
  onHealth(
    3557,
    'liver_disease',
    'health-box',
    'Worried about my liver - the scan shows fatty liver grade 2 and ALT is 96. Kidneys fine.',
    WEIGHT_WOMAN,
    plus(noGreenTea(NIDDK_NAFLD, 'liver_disease'), { not: ['kidney_disease'] }),
  ),
  onHealth(
    3558,
    'liver_disease',
    'multi',
    'Гепатит С вылечила в 2020, но остался цирроз печени, наблюдаюсь у гепатолога.',
    FOCUS_WOMAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_HEP_C }),
  ),
  onMeds(
    3559,
    'liver_disease',
    'arabic',
    'عندي فيروس الكبد ب، آخذ فيريد كل يوم، والدكتور يقول لازم أستمر عليه',
    FOCUS_MAN,
    noGreenTea(NIDDK_HEP_B, 'liver_disease', { source: TENOFOVIR }),
  ),
  onHealth(
    3560,
    'liver_disease',
    'transliteration',
    'Ente liver enzymes okke high aanu, fatty liver grade 3 ennu scan-il kandu.',
    WEIGHT_MAN,
    noGreenTea(NIDDK_NAFLD, 'liver_disease'),
  ),
  onHealth(3561, 'liver_disease', 'multi', 'کبد چرب دارم و آنزیم‌های کبدم بالاست.', WEIGHT_WOMAN, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
  onMeds(
    3562,
    'tb_treatment',
    'english',
    'Was started on TB treatment in August (Rifinah + pyridoxine), month 4 of 6 now.',
    FOCUS_MAN,
    noGreenTea(RIFINAH, 'tb_treatment', { source: joined(RIFAMPIN, ISONIAZID) }),
  ),
  onMeds(
    3563,
    'tb_treatment',
    'transliteration',
    'TB ki dawai chal rahi hai, 6 mahine ka course, abhi teesra mahina. Khansi band ho gayi par dawai nahi chhodni.',
    FOCUS_WOMAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(
    3564,
    'tb_treatment',
    'arabic',
    'الدكتور وقف الكورتيزون، بس لسه باخد علاج السل (ريفامبيسين وأيزونيازيد) لحد شهر ٦',
    FOCUS_MAN,
    plus(noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }), { not: ['immunosuppressant'], source: PREDNISOLONE }),
  ),
  onMeds(
    3565,
    'adhd_medicine',
    'negation',
    'No caffeine pills or energy drinks, just my Concerta 36 every morning for ADHD.',
    FOCUS_MAN,
    noGreenTea(CONCERTA, 'adhd_medicine'),
  ),
  onMeds(
    3566,
    'adhd_medicine',
    'brand',
    'Can I take this with Elvanse? 50 mg each morning since my ADHD diagnosis last year.',
    FOCUS_WOMAN,
    noGreenTea(ELVANSE, 'adhd_medicine', { source: VYVANSE }),
  ),
  onMeds(
    3567,
    'adhd_medicine',
    'transliteration',
    'May ADHD ako, umiinom ng Adderall XR 20 tuwing umaga. Dati Ritalin pero pinalitan na.',
    FOCUS_MAN,
    noGreenTea(ADDERALL, 'adhd_medicine'),
  ),
  onMeds(3568, 'adhd_medicine', 'typo', 'ritalinLA 20mg mornings + 10mg at 2pm on workdays', FOCUS_MAN, noGreenTea(RITALIN, 'adhd_medicine')),
];

/** GLP-1 medicines and trouble swallowing (swelling fibre), isotretinoin (multivitamin), lithium and bipolar disorder (rhodiola). */
export const TWENTY_FOURTH_GLP1_RETINOID_MOOD_PERSONAS = [
  onMeds(
    3569,
    'glp1_agonist',
    'negation',
    'Quit the metformin (stomach), still injecting Mounjaro 7.5 every Sunday.',
    WEIGHT_WOMAN,
    plus(glp1(MOUNJARO), { not: ['metformin'], source: METFORMIN }),
  ),
  onMeds(3570, 'glp1_agonist', 'arabic', 'أبوي ياخذ أوزمبيك وأنا بعد صرت آخذه من شهرين، ربع ملي كل أسبوع', WEIGHT_MAN, glp1(OZEMPIC)),
  onMeds(
    3571,
    'glp1_agonist',
    'multi',
    'Саксенда 1,8 мг каждый день, третий месяц. Метформин отменили.',
    WEIGHT_WOMAN,
    plus(glp1(SAXENDA), { not: ['metformin'], source: METFORMIN }),
  ),
  onMeds(3572, 'glp1_agonist', 'typo', 'wegovy2.4 weekly pen 💉 since feb, down 11kg', WEIGHT_MAN, glp1(WEGOVY)),
  onMeds(
    3573,
    'glp1_agonist',
    'transliteration',
    'Diabetes ke liye Trulicity 1.5 ka injection har Monday lagata hoon, insulin nahi leta.',
    WEIGHT_MAN,
    glp1(TRULICITY),
  ),
  onHealth(
    3574,
    'swallowing_difficulty',
    'health-box',
    'No heartburn, but food sticks in my throat since the radiotherapy - I cut everything small and sip water with each bite.',
    WEIGHT_WOMAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  onHealth(
    3575,
    'swallowing_difficulty',
    'arabic',
    'من بعد الجلطة اللقمة بتعلق بزلعومي وبشرق بالمي، الدكتور قال عندي عسر بلع',
    WEIGHT_MAN,
    noSwellingFibre('swallowing_difficulty'),
  ),
  onMeds(3576, 'retinoid', 'brand', 'is it ok with my Roaccutane? 40 mg daily, month 3 of 6', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(
    3577,
    'retinoid',
    'transliteration',
    'Ba5od isotretinoin 20 kol yom lel 7obob, w fadel 3 shohor.',
    ROACCUTANE_WOMAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  onMeds(3578, 'retinoid', 'multi', 'مہاسوں کے لیے آئسوٹریٹینائن ۲۰ ملی گرام روز لے رہی ہوں، دوسرا مہینہ ہے۔', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(
    3579,
    'retinoid',
    'negation',
    'Stopped the doxycycline in June; on Isotroin 20 daily since then (dermat said 6 months).',
    ROACCUTANE_MAN_30,
    plus(noMultivitamin(ISOTRETINOIN), { not: ['quinolone_tetracycline'], source: DOXYCYCLINE }),
  ),
  onMeds(
    3580,
    'lithium',
    'negation',
    'No diabetes but I do take lithium - Priadel 400 at night, level checked every 3 months.',
    ENERGY_WOMAN,
    noRhodiola(PRIADEL, 'lithium', { not: ['glucose_lowering'], source: LITHIUM }),
  ),
  onMeds(
    3581,
    'lithium',
    'multi',
    'Лития карбонат 300 мг дважды в день, психиатр назначил после госпитализации в 2022 году.',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium'),
  ),
  onMeds(
    3582,
    'lithium',
    'transliteration',
    'Lithium 450 daily kazhikkunnu, psychiatrist paranju nirthan paadilla. Blood level 0.8.',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium'),
  ),
  onHealth(
    3583,
    'bipolar_disorder',
    'health-box',
    "Bipolar II - stable for a year on Lamictal, no episodes, but my psychiatrist says it's lifelong.",
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { expect: ['antiepileptic'], source: LAMOTRIGINE }),
  ),
  onHealth(
    3584,
    'bipolar_disorder',
    'arabic',
    'أختي عندها اكتئاب بس، أما أنا فعندي ثنائي القطب وعلى السيروكويل من ٢٠٢٠',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { expect: ['antipsychotic'], source: QUETIAPINE }),
  ),
];

/** Kidney disease and dialysis (magnesium), iron chelators, iron overload and sickle cell (iron; vitamin C with a chelator), kidney stones and high calcium (calcium with D). */
export const TWENTY_FOURTH_KIDNEY_IRON_CALCIUM_PERSONAS = [
  onHealth(
    3585,
    'kidney_disease',
    'health-box',
    'worried about my kidneys 😬 eGFR 34 at the last check and the nephrologist wants to see me every 6 months',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(3586, 'kidney_disease', 'negation', 'NO DIALYSIS YET THANK GOD - CKD STAGE 4, CREATININE 3.1', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(
    3587,
    'kidney_disease',
    'multi',
    'Почки работают на 25%, нефролог говорит, что через год, возможно, понадобится диализ.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    3588,
    'kidney_disease',
    'arabic',
    'أنا بعمل غسيل كلوي تلات مرات في الأسبوع، وماما كمان كانت بتعمل قبل ما تتوفى الله يرحمها',
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD)),
  ),
  onHealth(
    3589,
    'kidney_disease',
    'transliteration',
    'Kidney sirf 30% kaam kar rahi hai, nephro ne kaha hai har 3 mahine creatinine check karwao.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onHealth(
    3590,
    'kidney_disease',
    'multi',
    'نارسایی کلیه دارم و هفته‌ای سه بار دیالیز می‌شوم.',
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD)),
  ),
  onMeds(3591, 'iron_chelator', 'dose', 'Jadenu360mg x4 tabs daily, transfusion every 3 wks (beta thal major)', ENERGY_IMMUNITY_WOMAN_30, chelator(JADENU)),
  onMeds(
    3592,
    'iron_chelator',
    'arabic',
    'عندي ثلاسيميا وأنقل دم كل شهر، وآخذ إكسجيد كل صباح، وأختي بعد نفس الشي',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(EXJADE),
  ),
  onMeds(
    3593,
    'iron_chelator',
    'transliteration',
    'Thalassemia major hai, har mahine khoon lagta hai, Desferal ka pump raat ko lagati hoon hafte mein 5 din.',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(DESFERAL),
  ),
  onMeds(
    3594,
    'iron_chelator',
    'multi',
    'Феррипрокс 3 раза в день, переливания каждые 3 недели. Десферал отменили.',
    ENERGY_IMMUNITY_WOMAN_30,
    chelator(FERRIPROX),
  ),
  onHealth(
    3595,
    'iron_overload',
    'health-box',
    'Not anaemic - the opposite: haemochromatosis (C282Y homozygous), venesection every 3 months.',
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    3596,
    'iron_overload',
    'transliteration',
    'Sobra daw ang iron sa dugo ko (ferritin 1,200), hemochromatosis sabi ng doktor, nagpapakuha ako ng dugo buwan-buwan.',
    ENERGY_WOMAN_30,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    3597,
    'iron_overload',
    'arabic',
    'عندي داء ترسب الأصبغة الدموية (زيادة حديد وراثية)، وبعمل فصد دم كل شهرين',
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    3598,
    'sickle_cell',
    'negation',
    'Not just the trait - I have sickle cell disease (HbSS), on hydroxyurea, crises about twice a year.',
    ENERGY_WOMAN,
    plus(noIron(ASH_SICKLE_IRON, 'sickle_cell'), { source: HYDROXYUREA }),
  ),
  onHealth(
    3599,
    'sickle_cell',
    'transliteration',
    '3indi sickle cell (fa2r dam menjali), a5ith hydroxyurea, w a5ooy bas 3inda el sifa.',
    ENERGY_WOMAN_30,
    plus(noIron(ASH_SICKLE_IRON, 'sickle_cell'), { source: HYDROXYUREA }),
  ),
  onHealth(3600, 'sickle_cell', 'english', "I'm SS genotype, folic acid daily since childhood; my husband is AA.", ENERGY_WOMAN, noIron(ASH_SICKLE_IRON, 'sickle_cell')),
  onHealth(
    3601,
    'kidney_stones',
    'negation',
    'No kidney disease, but calcium oxalate stones three times - the last one lasered in March.',
    AGING_WOMAN_46,
    plus(noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'), { not: ['kidney_disease'] }),
  ),
  onHealth(
    3602,
    'kidney_stones',
    'arabic',
    'مش بشتكي من حاجة دلوقتي، بس الحصوة بتتكرر عندي في الكلى كل سنة تقريبًا',
    AGING_WOMAN_56,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    3603,
    'kidney_stones',
    'transliteration',
    'Kidney-il kallu undu, randu thavana vannu, last year oru kallu surgery cheythu eduthu.',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(
    3604,
    'hypercalcaemia',
    'dose',
    'Ca 2.84 mmol/L, PTH 11.2 - primary hyperparathyroidism, on the waiting list for surgery',
    AGING_WOMAN_56,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(3605, 'hypercalcaemia', 'multi', 'کلسیم خونم بالاست و دکتر گفت پاراتیروئیدم پرکار است.', AGING_WOMAN_46, noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia')),
  onHealth(
    3606,
    'hypercalcaemia',
    'health-box',
    'No osteoporosis - my problem is the opposite, calcium too high in the blood (2.9) and the endocrinologist is investigating.',
    AGING_WOMAN_46,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
];

/** The spacing classes: quinolones and tetracyclines beside zinc, levothyroxine beside calcium, integrase inhibitors beside calcium, magnesium or zinc. */
export const TWENTY_FOURTH_SPACING_PERSONAS = [
  onMeds(
    3607,
    'quinolone_tetracycline',
    'negation',
    'Finished the amoxicillin, now on ciprofloxacin 500 twice a day for 7 days (day 2).',
    IMMUNITY_WOMAN,
    spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(
    3608,
    'quinolone_tetracycline',
    'arabic',
    'الدكتور كتب لي دوكسيسايكلين ١٠٠ حبتين باليوم لمدة أسبوعين، واليوم الخامس',
    IMMUNITY_MAN,
    spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(3609, 'quinolone_tetracycline', 'transliteration', 'Acne ke liye Minoz 50 roz le raha hoon 3 mahine se.', IMMUNITY_MAN, spacing(MINOCYCLINE, 'quinolone_tetracycline', ZINC)),
  onMeds(
    3610,
    'quinolone_tetracycline',
    'transliteration',
    'Umiinom ako ng levofloxacin 750 isang beses sa isang araw para sa pulmonya, ika-3 araw ko na.',
    IMMUNITY_WOMAN,
    spacing(LEVOFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(
    3611,
    'quinolone_tetracycline',
    'dose',
    'TAKE 1 CAPSULE TWICE A DAY FOR 10 DAYS - DOXYCYCLINE HYCLATE 100MG - FINISH ALL MEDICATION',
    IMMUNITY_MAN,
    spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(3612, 'levothyroxine', 'typo', 'onthyroxine 75mcg since 2017, hypothyroid', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(3613, 'levothyroxine', 'arabic', 'الغدة عندي كسولة، وباخد إلتروكسين ٥٠ عالريق من سنين، وإمي كمان', AGING_WOMAN_56, thyroxineCalcium()),
  onMeds(3614, 'levothyroxine', 'multi', 'تھائیرائیڈ کی گولی تھائیروکسن ۱۰۰ روز صبح خالی پیٹ لیتی ہوں۔', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(
    3615,
    'levothyroxine',
    'negation',
    'No thyroid cancer, it was a benign goitre - they removed the whole thyroid, so levothyroxine 125 for life now.',
    AGING_WOMAN_46,
    plus(thyroxineCalcium(), { not: ['cancer_treatment', 'surgery'] }),
  ),
  onMeds(3616, 'levothyroxine', 'transliteration', 'Si nanay at ako, parehong naka-Euthyrox 50 tuwing umaga bago kumain.', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(
    3617,
    'integrase_inhibitor',
    'english',
    'HIV clinic letter: Plan - continue Biktarvy one tablet daily, viral load undetectable, review in 6 months.',
    AGING_WOMAN_46,
    spacing(BIKTARVY, 'integrase_inhibitor', CALCIUM),
  ),
  onMeds(
    3618,
    'integrase_inhibitor',
    'negation',
    "No PrEP anymore - I'm positive since 2021, on Triumeq once daily.",
    SLEEP_STRESS_MAN,
    spacing(TRIUMEQ, 'integrase_inhibitor', MAGNESIUM),
  ),
  onMeds(3619, 'integrase_inhibitor', 'typo', 'Dovato1tab OD since 2022, VL <20', IMMUNITY_MAN, spacing(DOVATO, 'integrase_inhibitor', ZINC)),
  onMeds(
    3620,
    'integrase_inhibitor',
    'transliteration',
    'HIV ki dawai Tivicay 50 aur Truvada roz raat ko leta hoon, 4 saal se.',
    SLEEP_STRESS_MAN,
    spacing(TIVICAY, 'integrase_inhibitor', MAGNESIUM),
  ),
];
