import type { InteractionClass } from '@sahha/contracts/quiz';
import type { PersonaExpectation } from '../persona';
import { denied, FDA_SWELLING_GUMS, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, onHealth, only, onMeds, plus, pregnant, spacing, warfarinLike } from '../expectations';
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
  ROACCUTANE_WOMAN,
  ROACCUTANE_MAN_30,
  ASCORBIC_ACID_LABEL,
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
  ASPIRIN_81,
  BISOPROLOL,
  BRILINTA,
  CONCERTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  EMC,
  ESCITALOPRAM,
  EXFORGE,
  GLIMEPIRIDE,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  JANUMET,
  LEVOFLOXACIN,
  LEVOTHYROXINE,
  LITHIUM,
  LOVENOX,
  METFORMIN,
  MOUNJARO,
  NIDDK_BARIATRIC,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_HYPERPARATHYROIDISM,
  NIDDK_KIDNEY_STONES,
  NIDDK_NAFLD,
  ODS_WYNTK,
  OZEMPIC,
  PANTOPRAZOLE,
  OMEPRAZOLE,
  PLAVIX,
  PRADAXA,
  RIFAMPIN,
  SAXENDA,
  TIVICAY,
  TUMS,
  VASCEPA,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Nineteenth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 2841–2980. About 45 % test knowledge,
 * about 40 % are in the dangerous direction (the medicine or condition IS current but the words
 * look otherwise), about 15 % are over-cautious checks. The angles:
 * - knowledge: medicines as sold and named in the UAE, GCC and Egypt (Aspocid, Jusprin,
 *   Cidophage, Controloc, Sintrom, Xultophy, Advagraf, Neo-Mercazole,
 *   Priadel, Jadenu, Exforge, Mixtard, Yaz, Clexane, Brilinta, Saxenda — many in Arabic
 *   script as patients write them), in India, Pakistan and the Philippines (Ecosprin Gold,
 *   Deplatt-A, Glycomet GP, Istamet, Nexito, Sizodon, Lithosun, Eptoin, Isotroin, Pangraf, Mycept,
 *   AKT-4, Myrin-P Forte, Kelfer, Risek, Loprin, Telma-H, Clopilet, Thyronorm with Shelcal) and
 *   in the UK and US (Lanoxin PG, Binosto, Marplan, Tetralysal, Neotigason, Vazkepa, Xaggitin XL, Multaq,
 *   Marevan, Fragmin, Oestrogel, Madopar); abbreviations (OCP, HCQ, MTX, LMWH, DOAC, NOAC,
 *   SSRI, PPD, TCA, ARV, TLD, ATT with 2HRZE/4HR, HRT);
 * - conditions in the words of lab reports and discharge letters (ESRD on dialysis MWF, CKD
 *   G4A3, fatty liver grade II on ultrasound, MASLD F3, Child-Pugh B, s/p sleeve, post-Roux-en-Y,
 *   HbSS, beta thal major, a G6PD assay, mechanical MVR with an INR target, HbA1c, PHPT with a
 *   corrected calcium, CT KUB, EoE with bolus impaction, Glanzmann's thrombasthenia, BPAD-I in
 *   remission);
 * - the dangerous direction: "nothing but", "except", "apart from", other medicines stopped
 *   beside one kept, a switch within the class, a pause and restart, "on and off", "as needed",
 *   "only when my BP is high", a hold around a scan or an operation, questions, relatives and
 *   carers named beside the user's own medicine, mixed languages in one line (Arabic, Arabizi,
 *   Hinglish, Urdu, Tagalog, Malayalam), bullet and slash lists, emoji, numbered discharge
 *   medicines and prescription lines ("Tab. Warfarin 5mg 1-0-0 x 30 days");
 * - over-cautious: normal results in lab words, courses completed, medicines quit or never
 *   started, a relative's medicine the user gives, PrEP that holds no integrase inhibitor, a
 *   gastric balloon that was no operation.
 *
 * The expectations follow what each class rules out by its reference, as expectations.ts sets
 * out; each persona cites its own references.
 */

const ACENOCOUMAROL = EMC('sinthrome');
const EDOXABAN = dailymed('savaysa');
const FRAGMIN = dailymed('fragmin');
const MAREVAN = EMC('marevan');
const BRILIQUE = EMC('brilique');
const CLONAZEPAM = dailymed('klonopin');
const ZOLPIDEM = dailymed('ambien');
const CARBIMAZOLE = EMC('carbimazole');
const TACROLIMUS = dailymed('prograf');
const ADVAGRAF = EMC('advagraf');
const MYCOPHENOLATE = dailymed('cellcept');
const RINVOQ = dailymed('rinvoq');
const HYDROXYCHLOROQUINE = dailymed('plaquenil');
const METHOTREXATE = dailymed('methotrexate');
const PRIADEL = EMC('priadel');
const YAZ = dailymed('yaz');
const LEVONORGESTREL_EE = dailymed('levonorgestrel+and+ethinyl+estradiol');
const OESTROGEL = EMC('oestrogel');
const ESTRADIOL = dailymed('estradiol');
const ATORVASTATIN = dailymed('lipitor');
const ROSUVASTATIN = dailymed('crestor');
const RISPERIDONE = dailymed('risperdal');
const LAMOTRIGINE = dailymed('lamictal');
const VALPROATE = dailymed('depakote');
const FERRIPROX = dailymed('ferriprox');
const ACITRETIN = EMC('neotigason');
const MARPLAN = dailymed('marplan');
const PHENYTOIN = dailymed('dilantin');
const LYMECYCLINE = EMC('tetralysal');
const LANOXIN = dailymed('lanoxin');
const BINOSTO = dailymed('binosto');
const MULTAQ = dailymed('multaq');
const XAGGITIN = EMC('xaggitin');
const VAZKEPA = EMC('vazkepa');
const XULTOPHY = dailymed('xultophy');
const SERTRALINE = dailymed('zoloft');
const PROZAC = dailymed('prozac');
const AMITRIPTYLINE = dailymed('amitriptyline');
const BICALUTAMIDE = dailymed('casodex');
const AMLODIPINE = dailymed('amlodipine');
const TELMISARTAN = dailymed('micardis');
const TELMISARTAN_HCTZ = dailymed('micardis+hct');
const FUROSEMIDE = dailymed('furosemide');
const SINEMET = dailymed('sinemet');
const MADOPAR = EMC('madopar');
const GLYXAMBI = dailymed('glyxambi');
const GENVOYA = dailymed('genvoya');
const OXALIPLATIN = dailymed('oxaliplatin');
const DESCOVY = dailymed('descovy');
const NCI_CHEMO = 'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy';
const NIDDK_DIABETES = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes';
const NIDDK_GESTATIONAL = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes/gestational';
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_DIABETIC_KIDNEY = 'https://www.niddk.nih.gov/health-information/diabetes/overview/preventing-problems/diabetic-kidney-disease';

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
/** A weight-loss operation years ago: recognised for lifelong follow-up, not read as an operation ahead. */
const pastBariatric = (): PersonaExpectation => ({ expect: ['bariatric_surgery'], not: ['surgery'], source: joined(NIDDK_BARIATRIC, ODS_WYNTK) });

/** Knowledge: medicines as sold and written in the UAE, the GCC and Egypt, many in Arabic script. */
export const NINETEENTH_GULF_EGYPT_PERSONAS = [
  onMeds(2841, 'anticoagulant', 'arabic', 'سينتروم ٤ ملغ نص حبة كل يوم، وتحليل السيولة كل أسبوعين', SKIN_WOMAN, noVitaminE(ACENOCOUMAROL, 'anticoagulant')),
  onMeds(2842, 'antiplatelet', 'brand', 'Aspocid 75 daily since my cardiac catheterization in Cairo', SKIN_MAN, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(2843, 'antiplatelet', 'brand', 'Jusprin 81 mg every morning after breakfast', SKIN_AGING_WOMAN_46, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(2844, 'metformin', 'brand', 'Cidophage 850 with lunch and dinner', {}, noAshwagandha(METFORMIN, 'metformin')),
  onMeds(2845, 'ppi', 'arabic', 'كونترولوك ٤٠ قبل الفطور بنص ساعة', {}, only('ppi', PANTOPRAZOLE)),
  onMeds(2846, 'levothyroxine', 'arabic', 'التروكسين ٧٥ على الريق، وحبة الكالسيوم بالليل', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(2847, 'glp1_agonist', 'arabic', 'آخذ إبر ساكسندا ٣ ملغ يومياً للتخسيس', WEIGHT_WOMAN, glp1(SAXENDA)),
  onMeds(
    2848,
    'glp1_agonist',
    'brand',
    'Xultophy 16 dose steps with dinner',
    WEIGHT_MAN,
    plus(glp1(XULTOPHY), { no: ['ashwagandha'], expect: ['glucose_lowering'], source: joined(INSULIN, NCCIH_ASHWAGANDHA) }),
  ),
  onMeds(2849, 'immunosuppressant', 'arabic', 'أدفاجراف ٤ ملغ الصبح، زارع كلية من ٢٠١٨', {}, noAshwagandha(ADVAGRAF, 'immunosuppressant', { source: TACROLIMUS })),
  onMeds(2850, 'antithyroid', 'arabic', 'نيوميركازول ٥ ملغ ثلاث مرات باليوم لفرط نشاط الغدة', {}, noAshwagandha(CARBIMAZOLE, 'antithyroid')),
  onMeds(2851, 'lithium', 'arabic', 'بريادل ٤٠٠ ملغ بالليل لتثبيت المزاج', ENERGY_WOMAN, noRhodiola(PRIADEL, 'lithium', { source: LITHIUM })),
  onMeds(
    2852,
    'quinolone_tetracycline',
    'brand',
    'Tetralysal 300 once a day for my acne, third month of the course',
    IMMUNITY_WOMAN,
    spacing(LYMECYCLINE, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(2853, 'retinoid', 'brand', 'Isotroin 20 (Cipla) from a pharmacy in Karama, month 2', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(
    2854,
    'anticoagulant',
    'arabic',
    'إبرة كليكسان ٤٠ تحت الجلد كل يوم لين الولادة',
    {},
    noVitaminE(LOVENOX, 'anticoagulant', { no: ['ashwagandha'], expect: ['pregnancy_breastfeeding'], source: NCCIH_ASHWAGANDHA }),
  ),
  onMeds(2855, 'hormonal_therapy', 'arabic', 'آخذ حبوب ياز لتنظيم الدورة بسبب تكيس المبايض', {}, only('hormonal_therapy', YAZ)),
  onMeds(2856, 'calcium_antacid', 'brand', 'Tums Ultra 2-3 a day for heartburn (34 weeks pregnant)', {}, {
    no: ['ashwagandha'],
    expect: ['calcium_antacid', 'pregnancy_breastfeeding'],
    source: joined(TUMS, NCCIH_ASHWAGANDHA),
  }),
  onMeds(2857, 'glucose_lowering', 'arabic', 'ميكستارد ٣٠ صبح ومسا قبل الأكل', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(2858, 'blood_pressure', 'arabic', 'إكسفورج ٥/١٦٠ حبة الصبح للضغط', BASE_MAN, noAshwagandha(EXFORGE, 'blood_pressure')),
  onMeds(2859, 'antiplatelet', 'arabic', 'بريلينتا ٩٠ مرتين باليوم مع أسبرين ٨١ بعد الدعامة', SKIN_MAN, noVitaminE(BRILINTA, 'antiplatelet', { source: ASPIRIN_81 })),
  onMeds(2860, 'iron_chelator', 'arabic', 'جادينو ٣٦٠ ثلاث حبات يومياً، ثلاسيميا كبرى ونقل دم كل ٣ أسابيع', ENERGY_IMMUNITY_WOMAN_30, chelator(JADENU)),
];

/** Knowledge: brands of India, Pakistan and the Philippines, and UK and US brands earlier sets did not use. */
export const NINETEENTH_SOUTH_ASIA_PHILIPPINES_UK_PERSONAS = [
  onMeds(2861, 'antiplatelet', 'brand', 'Ecosprin Gold 10 at bedtime', SKIN_MAN, noVitaminE(ASPIRIN_81, 'antiplatelet', { expect: ['statin'], source: joined(PLAVIX, ATORVASTATIN) })),
  onMeds(2862, 'antiplatelet', 'brand', 'Deplatt-A 75 once a day since the angioplasty in Kochi', SKIN_AGING_MAN_46, noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 })),
  onMeds(2863, 'bisphosphonate', 'brand', 'Binosto 70 mg effervescent every Sunday before breakfast', AGING_WOMAN_56, only('bisphosphonate', BINOSTO)),
  onMeds(
    2864,
    'glucose_lowering',
    'brand',
    'Glycomet GP 2 before breakfast',
    BASE_MAN,
    noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  onMeds(2865, 'glucose_lowering', 'brand', 'Istamet 50/1000 twice a day after meals', {}, noAshwagandha(JANUMET, 'glucose_lowering', { expect: ['metformin'] })),
  onMeds(2866, 'digoxin', 'brand', 'Lanoxin PG 62.5 micrograms each morning', {}, only('digoxin', LANOXIN)),
  onMeds(2867, 'ssri_snri', 'brand', 'Nexito 10 at night for anxiety', {}, only('ssri_snri', ESCITALOPRAM)),
  onMeds(2868, 'antipsychotic', 'brand', 'Sizodon 2 mg at night', {}, only('antipsychotic', RISPERIDONE)),
  onMeds(2869, 'lithium', 'brand', 'Lithosun SR 450 + 300 at bedtime (750 in total)', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2870, 'antiepileptic', 'brand', 'Eptoin 100 three times a day', SLEEP_STRESS_WOMAN, noAshwagandha(PHENYTOIN, 'antiepileptic')),
  onMeds(
    2871,
    'immunosuppressant',
    'brand',
    'Pangraf 1 mg bd + Mycept 500 bd (kidney transplant, Chennai 2017)',
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  onMeds(2872, 'tb_treatment', 'brand', 'AKT-4 kit every morning before breakfast', FOCUS_MAN, noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID })),
  onMeds(
    2873,
    'tb_treatment',
    'brand',
    'Myrin-P Forte 3 tabs daily from the DOTS center, 2nd month',
    FOCUS_WOMAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(2874, 'iron_chelator', 'brand', 'Kelfer 500 three times daily (thal major)', ENERGY_IMMUNITY_WOMAN_30, chelator(FERRIPROX)),
  onMeds(2875, 'maoi', 'brand', 'Marplan 10 mg twice a day', {}, only('maoi', MARPLAN)),
  onMeds(2876, 'retinoid', 'brand', 'Neotigason 25 mg daily for psoriasis', ROACCUTANE_MAN_30, noMultivitamin(ACITRETIN)),
  onMeds(2877, 'heart_rhythm', 'brand', 'Multaq 400 twice daily with meals (paroxysmal AF)', {}, only('heart_rhythm', MULTAQ)),
  onMeds(2878, 'prescription_omega3', 'brand', 'Vazkepa 998 mg - 4 capsules a day with food', BASE_MAN_56, only('prescription_omega3', joined(VAZKEPA, VASCEPA))),
  onMeds(2879, 'adhd_medicine', 'brand', 'Xaggitin XL 36 mg each morning', FOCUS_WOMAN, noGreenTea(XAGGITIN, 'adhd_medicine', { source: CONCERTA })),
  onMeds(2880, 'ppi', 'brand', 'Risek 20 every morning before sehri or breakfast', {}, only('ppi', OMEPRAZOLE)),
];

/** Knowledge: the abbreviations patients and letters use. */
export const NINETEENTH_ABBREVIATION_PERSONAS = [
  onMeds(2881, 'hormonal_therapy', 'english', 'OCP daily - the combined one, 3rd year', {}, only('hormonal_therapy', LEVONORGESTREL_EE)),
  onHealth(
    2882,
    'autoimmune_disease',
    'health-box',
    'RA on HCQ 200 + MTX 15/wk',
    {},
    noAshwagandha(HYDROXYCHLOROQUINE, 'autoimmune_disease', { expect: ['methotrexate'], source: METHOTREXATE }),
  ),
  onMeds(2883, 'anticoagulant', 'english', 'LMWH injections once daily for 6 weeks after my knee op (week 3 now)', SKIN_WOMAN, noVitaminE(LOVENOX, 'anticoagulant')),
  onMeds(
    2884,
    'anticoagulant',
    'english',
    'on a DOAC for AF - the cardiologist chose it over warfarin',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant', { expect: ['heart_rhythm'], source: XARELTO }),
  ),
  onMeds(2885, 'anticoagulant', 'english', 'NOAC since my ablation in 2023', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant', { source: ELIQUIS })),
  onHealth(
    2886,
    'ssri_snri',
    'health-box',
    'SSRI for PPD since the birth; baby is 3 months and fully breastfed',
    {},
    noAshwagandha(SERTRALINE, 'ssri_snri', { expect: ['pregnancy_breastfeeding'] }),
  ),
  onMeds(2887, 'tricyclic', 'english', 'low-dose TCA at night for IBS (10 mg)', {}, only('tricyclic', AMITRIPTYLINE)),
  onMeds(2888, 'integrase_inhibitor', 'english', 'ARVs: TLD one tablet at night, viral load undetectable', IMMUNITY_MAN, spacing(TIVICAY, 'integrase_inhibitor', ZINC)),
  onMeds(2889, 'tb_treatment', 'english', 'ATT - intensive phase (2HRZE) done, now on 4HR', FOCUS_MAN, noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID })),
];

/** Knowledge: conditions in the words of lab reports, scans and discharge letters. */
export const NINETEENTH_REPORT_LETTER_PERSONAS = [
  onHealth(2890, 'kidney_disease', 'health-box', 'ESRD on dialysis MWF via left AV fistula', SLEEP_STRESS_MAN, noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD))),
  onHealth(2891, 'kidney_disease', 'health-box', 'CKD G4A3 (eGFR 22, ACR 80) - diabetic nephropathy', SLEEP_STRESS_WOMAN, noMagnesium(joined(NIDDK_CKD, NIDDK_DIABETIC_KIDNEY))),
  onHealth(2892, 'liver_disease', 'health-box', 'USG abdomen: fatty liver grade II (NAFLD), ALT 78', FOCUS_WOMAN, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
  onHealth(2893, 'liver_disease', 'health-box', 'MASLD - CAP 340 dB/m (S3) on my last FibroScan', FOCUS_MAN, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
  onHealth(2894, 'liver_disease', 'health-box', 'cirrhosis Child-Pugh B, oesophageal varices banded twice', FOCUS_MAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  onHealth(2895, 'bariatric_surgery', 'health-box', 's/p sleeve 2019 (LSG), -38 kg', WEIGHT_WOMAN, pastBariatric()),
  onHealth(2896, 'bariatric_surgery', 'health-box', 'post-Roux-en-Y (2016), B12 injections 3-monthly', WEIGHT_MAN, pastBariatric()),
  onHealth(2897, 'sickle_cell', 'health-box', 'HbSS, top-up transfusion monthly, ferritin 1800', ENERGY_WOMAN, noIron(ASH_SICKLE_IRON, 'sickle_cell')),
  onHealth(
    2898,
    'iron_overload',
    'health-box',
    'beta thal major, transfusion-dependent since age 2, ferritin 3500',
    ENERGY_WOMAN_30,
    noIron(joined(ASH_SICKLE_IRON, NIDDK_HEMOCHROMATOSIS), 'iron_overload'),
  ),
  onHealth(2899, 'g6pd_deficiency', 'health-box', 'G6PD quantitative 1.9 U/g Hb (deficient) on newborn screen', {}, only('g6pd_deficiency', ASCORBIC_ACID_LABEL)),
  onHealth(2900, 'anticoagulant', 'health-box', 'mechanical MVR 2015, INR target 2.5-3.5', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onHealth(2901, 'glucose_lowering', 'health-box', 'T2DM, HbA1c 8.4 %, on basal insulin since 2020', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onHealth(
    2902,
    'hypercalcaemia',
    'health-box',
    'corrected Ca 2.78 mmol/L, PTH 14 pmol/L - PHPT, awaiting parathyroidectomy',
    AGING_WOMAN_46,
    plus(noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'), { expect: ['surgery'], source: ODS_WYNTK }),
  ),
  onHealth(
    2903,
    'kidney_stones',
    'health-box',
    'CT KUB: 7 mm left renal calculus; 24-h urine shows hypercalciuria',
    AGING_WOMAN_46,
    noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'),
  ),
  onHealth(2904, 'swallowing_difficulty', 'health-box', 'EoE - food bolus impaction twice, dilated last year', WEIGHT_MAN, noSwellingFibre('swallowing_difficulty')),
  onHealth(
    2905,
    'bleeding_disorder',
    'health-box',
    "Glanzmann's thrombasthenia, tranexamic acid for periods and nosebleeds",
    SKIN_WOMAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  onHealth(
    2906,
    'bipolar_disorder',
    'health-box',
    'Discharge summary: BPAD-I, current episode in remission, euthymic at discharge',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder'),
  ),
];

/** Dangerous direction: "nothing but", "except", "apart from", other medicines stopped, a switch, a pause and restart. */
export const NINETEENTH_LOOKS_NEGATED_PERSONAS = [
  onMeds(2907, 'anticoagulant', 'negation', 'nothing but Lixiana 30 (the dose was cut for my kidneys)', SKIN_WOMAN, noVitaminE(EDOXABAN, 'anticoagulant')),
  onMeds(2908, 'levothyroxine', 'negation', 'Levoxyl? no. Synthroid? no. Euthyrox 88? yes, daily', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(
    2909,
    'sedative',
    'negation',
    'apart from the pill I take nothing - oh wait, Rivotril 0.5 at night',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(CLONAZEPAM, 'sedative', { expect: ['hormonal_therapy'], source: LEVONORGESTREL_EE }),
  ),
  onMeds(
    2910,
    'anticoagulant',
    'negation',
    'stopped Aspocid, stopped Plavix - kept the warfarin (INR 2.4 last week)',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { not: ['antiplatelet'], source: PLAVIX }),
  ),
  onMeds(2911, 'glp1_agonist', 'english', 'switched Ozempic → Mounjaro 5 because of the shortage', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(
    2912,
    'anticoagulant',
    'english',
    'changed from Clexane shots to Xarelto 15 twice a day when I was discharged',
    SKIN_MAN,
    noVitaminE(XARELTO, 'anticoagulant', { source: LOVENOX }),
  ),
  onMeds(2913, 'glucose_lowering', 'negation', 'No sugar tablets any more - insulin only now (Tresiba 18 units)', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(
    2914,
    'anticoagulant',
    'negation',
    'no BP, no sugar, no cholesterol. Only Pradaxa 110 twice daily for AF',
    SKIN_MAN,
    noVitaminE(PRADAXA, 'anticoagulant', { expect: ['heart_rhythm'], not: ['blood_pressure', 'glucose_lowering', 'statin'] }),
  ),
  onMeds(2915, 'levothyroxine', 'negation', 'stopped all supplements when I got pregnant (12 wks) but still on Euthyrox 100', {}, {
    no: ['ashwagandha'],
    expect: ['levothyroxine', 'pregnancy_breastfeeding'],
    source: joined(LEVOTHYROXINE, NCCIH_ASHWAGANDHA),
  }),
  onMeds(2916, 'antiplatelet', 'negation', "I don't smoke, I don't drink, I do take Brilique 90 twice a day", SKIN_MAN, noVitaminE(BRILIQUE, 'antiplatelet', { source: BRILINTA })),
  onMeds(2917, 'lithium', 'negation', 'ex-smoker, ex-drinker, but not ex-lithium 🙂 still 400 mg', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(
    2918,
    'antiepileptic',
    'english',
    'restarted Lamictal after a 2-year break (breakthrough seizure in March)',
    SLEEP_STRESS_MAN,
    noAshwagandha(LAMOTRIGINE, 'antiepileptic'),
  ),
  onMeds(2919, 'immunosuppressant', 'negation', 'steroids finished, Rinvoq 15 continues for my RA', {}, noAshwagandha(RINVOQ, 'immunosuppressant', { expect: ['autoimmune_disease'] })),
  onMeds(2920, 'retinoid', 'negation', 'Roaccutane paused for my wedding, restarted 20 mg last week', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onHealth(
    2921,
    'hormone_sensitive_cancer',
    'negation',
    'prostate cancer: no more radiotherapy, no more injections - just bicalutamide 50 daily',
    BASE_MAN_56,
    noAshwagandha(BICALUTAMIDE, 'hormone_sensitive_cancer'),
  ),
  onHealth(2922, 'kidney_disease', 'negation', 'No diabetes, no BP - just kidneys at 25% from childhood reflux', SLEEP_STRESS_WOMAN, {
    ...noMagnesium(NIDDK_CKD),
    not: ['glucose_lowering', 'blood_pressure'],
  }),
  onHealth(2923, 'pregnancy_breastfeeding', 'negation', 'not planning to stop breastfeeding any time soon, she is 14 months', {}, pregnant()),
  onHealth(2924, 'pregnancy_breastfeeding', 'negation', 'never thought I would be pregnant at 44, but here we are - 9 weeks', {}, pregnant()),
  onMeds(2925, 'glp1_agonist', 'negation', 'apart from the nausea, Saxenda is fine - up to 3 mg now', WEIGHT_MAN, glp1(SAXENDA)),
];

/** Dangerous direction: as needed, on and off, "when my BP is high", holds around a scan or an operation, questions. */
export const NINETEENTH_AS_NEEDED_QUESTION_PERSONAS = [
  onMeds(2926, 'blood_pressure', 'vague', 'Norvasc 5 only when my BP is high (above 150)', BASE_MAN, noAshwagandha(AMLODIPINE, 'blood_pressure')),
  onMeds(2927, 'sedative', 'vague', 'on and off Stilnox, maybe 3 nights a week', SLEEP_STRESS_WOMAN, noAshwagandha(ZOLPIDEM, 'sedative')),
  onMeds(2928, 'diuretic', 'english', 'Lasix 40 as needed when my ankles swell', {}, only('diuretic', FUROSEMIDE)),
  onMeds(2929, 'glucose_lowering', 'dose', 'NovoRapid sliding scale with meals + Toujeo 30 units at 10 pm', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(2930, 'metformin', 'english', 'HOLD Glucophage 48 h after the CT contrast, then resume', {}, noAshwagandha(METFORMIN, 'metformin')),
  onMeds(
    2931,
    'anticoagulant',
    'english',
    'stop Eliquis 48 h before my hip replacement on the 5th, restart the day after',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant', { expect: ['surgery'], source: ODS_WYNTK }),
  ),
  onMeds(2932, 'glp1_agonist', 'english', 'do I need to pause my Wegovy before the colonoscopy next week?', WEIGHT_WOMAN, glp1(WEGOVY)),
  onMeds(
    2933,
    'anticoagulant',
    'vague',
    'if my INR comes back low, the clinic adds half a tab of Marevan',
    SKIN_AGING_MAN_46,
    warfarinLike(MAREVAN, { source: WARFARIN }),
  ),
  onHealth(2934, 'pregnancy_breastfeeding', 'vague', 'period 2 weeks late and the test is a faint positive - pregnant??', {}, pregnant()),
  onMeds(
    2935,
    'hormonal_therapy',
    'vague',
    'HRT gel only on the days the hot flushes are bad (Oestrogel 1-2 pumps)',
    AGING_WOMAN_46,
    only('hormonal_therapy', joined(OESTROGEL, ESTRADIOL)),
  ),
  onMeds(2936, 'ssri_snri', 'english', 'can I take ashwagandha with my Prozac 20? I never miss it', {}, only('ssri_snri', PROZAC)),
  onMeds(2937, 'levodopa', 'english', 'Sinemet CR at night, Madopar dispersible when I freeze', {}, only('levodopa', joined(SINEMET, MADOPAR))),
];

/** Dangerous direction: carers and relatives named beside the user's own medicine; mixed languages in one line. */
export const NINETEENTH_CARER_MIXED_PERSONAS = [
  onMeds(
    2938,
    'antiplatelet',
    'multi',
    "I'm my father's carer (he's on Eliquis and Lasix); my own: Plavix 75 since the stent",
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { not: ['anticoagulant', 'diuretic'], source: joined(ELIQUIS, FUROSEMIDE) }),
  ),
  onMeds(
    2939,
    'blood_pressure',
    'multi',
    'I fill the dosette for my in-laws (Janumet, Crestor). Mine: Telma 40, nothing else',
    BASE_MAN,
    noAshwagandha(TELMISARTAN, 'blood_pressure', { not: ['glucose_lowering', 'metformin', 'statin'], source: joined(JANUMET, ROSUVASTATIN) }),
  ),
  onMeds(
    2940,
    'antiplatelet',
    'transliteration',
    'Loprin 75 roz leta hoon, cholesterol wali dawai chhor di',
    SKIN_MAN,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { not: ['statin'], source: ATORVASTATIN }),
  ),
  onMeds(2941, 'anticoagulant', 'arabic', 'أنا وأمي نفس الدواء: زارلتو ٢٠، هي عشان رجلها وأنا عشان القلب', SKIN_WOMAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(
    2942,
    'levothyroxine',
    'transliteration',
    'Si nanay ang may goiter, pero ako ang umiinom ng Euthyrox 50 every morning',
    AGING_WOMAN_46,
    thyroxineCalcium(),
  ),
  onMeds(
    2943,
    'glucose_lowering',
    'transliteration',
    'Mummy ki sugar control mein hai; meri nahi - Amaryl 2 aur Janumet 50/500 le raha hoon',
    BASE_MAN,
    noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { expect: ['metformin'], source: JANUMET }),
  ),
  onMeds(
    2944,
    'antiepileptic',
    'multi',
    'my son had febrile fits as a baby, no meds; I have epilepsy and take Epilim 500 bd',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(VALPROATE, 'antiepileptic'),
  ),
  onMeds(2945, 'lithium', 'transliteration', "ana 3ala lithium 800 w my psychiatrist says la2, don't stop it", ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2946, 'anticoagulant', 'transliteration', 'Appachan warfarin nirthi, pakshe enikku ippozhum Eliquis 5 mg undu', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onHealth(2947, 'pregnancy_breastfeeding', 'arabic', 'حامل 20 weeks, first baby إن شاء الله', {}, pregnant()),
  onMeds(
    2948,
    'immunosuppressant',
    'multi',
    'my twin got a kidney transplant too - we both take Prograf, mine is 3 mg bd',
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant'),
  ),
  onMeds(
    2949,
    'quinolone_tetracycline',
    'transliteration',
    'Tavanic 500 din mein ek baar, 5 din ka course, aaj teesra din',
    IMMUNITY_WOMAN,
    spacing(LEVOFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
];

/** Dangerous direction: prescription lines, numbered discharge medicines, bullets, slashes, line breaks, emoji. */
export const NINETEENTH_LIST_PRESCRIPTION_PERSONAS = [
  onMeds(2950, 'anticoagulant', 'dose', 'Tab. Warfarin 5mg 1-0-0 x 30 days', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2951, 'anticoagulant', 'dose', 'Rx: Inj. Fragmin 5000 IU SC OD x 28/7 (post-op)', SKIN_WOMAN, noVitaminE(FRAGMIN, 'anticoagulant')),
  onMeds(
    2952,
    'cancer_treatment',
    'dose',
    'Chemo: FOLFOX cycle 5 of 12, next one on Tuesday',
    SKIN_MAN,
    noVitaminE(joined(NCI_CHEMO, OXALIPLATIN), 'cancer_treatment'),
  ),
  onMeds(
    2953,
    'antiplatelet',
    'multi',
    'Discharge meds:\n1. Aspirin 100 mg OD\n2. Ticagrelor 90 mg BD x 12 months\n3. Rosuvastatin 20 mg HS\n4. Pantoprazole 40 mg OD',
    SKIN_MAN,
    noVitaminE(BRILINTA, 'antiplatelet', { expect: ['statin', 'ppi'], source: joined(ASPIRIN_81, ROSUVASTATIN, PANTOPRAZOLE) }),
  ),
  onMeds(
    2954,
    'antiplatelet',
    'multi',
    'Stopped: Atorva 20\nContinue: Clopilet 75, Telma-H 40',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', {
      no: ['ashwagandha'],
      expect: ['blood_pressure'],
      not: ['statin'],
      source: joined(TELMISARTAN_HCTZ, ATORVASTATIN, NCCIH_ASHWAGANDHA),
    }),
  ),
  onMeds(2955, 'levothyroxine', 'dose', '• Thyronorm 100 mcg 6 am\n• Shelcal 500 after lunch\n• Vit D3 60K weekly', AGING_WOMAN_46, thyroxineCalcium()),
  onMeds(2956, 'glucose_lowering', 'dose', 'Tab. Glyxambi 25/5 1-0-0\nInj. Lantus 14 u 0-0-1', {}, noAshwagandha(GLYXAMBI, 'glucose_lowering', { source: INSULIN })),
  onMeds(2957, 'integrase_inhibitor', 'multi', 'Genvoya 1 tab with breakfast / iron tablet / Gaviscon prn', IMMUNITY_MAN, spacing(GENVOYA, 'integrase_inhibitor', ZINC)),
  onMeds(
    2958,
    'glp1_agonist',
    'multi',
    '💉 Ozempic 1 mg (Sun)\n💊 Glucophage 1000 x2\n💊 Lipitor 20',
    WEIGHT_MAN,
    glp1With(OZEMPIC, ['metformin', 'statin'], joined(METFORMIN, ATORVASTATIN)),
  ),
  onHealth(2959, 'kidney_disease', 'multi', 'HTN / T2DM / CKD 3a / gout', SLEEP_STRESS_MAN, {
    no: ['magnesium', 'ashwagandha'],
    expect: ['kidney_disease', 'blood_pressure', 'glucose_lowering'],
    source: joined(NIDDK_CKD, MAGNESIUM, NCCIH_ASHWAGANDHA),
  }),
];

/** Over-cautious: normal results, courses completed, medicines quit or never started, a relative's, PrEP, a balloon. */
export const NINETEENTH_OVER_CAUTIOUS_PERSONAS = [
  onMeds(2960, 'anticoagulant', 'negation', 'Discharge letter: Clexane 40 mg SC OD x 7 days - course completed 10/03', SKIN_WOMAN, denied(['anticoagulant'], LOVENOX)),
  onHealth(2961, 'glucose_lowering', 'negation', 'HbA1c 5.3 %, fasting sugar 88 mg/dL - all normal', {}, denied(['glucose_lowering', 'metformin'], NIDDK_DIABETES)),
  onHealth(2962, 'kidney_disease', 'negation', 'eGFR >90 and urine ACR normal at the annual medical', SLEEP_STRESS_MAN, denied(['kidney_disease'], NIDDK_CKD)),
  onHealth(
    2963,
    'anticoagulant',
    'negation',
    'coagulation profile normal (PT 12 s, aPTT 30 s); no anticoagulants, no aspirin',
    SKIN_AGING_MAN_46,
    denied(['anticoagulant', 'antiplatelet', 'bleeding_disorder'], joined(WARFARIN, ASPIRIN_81, VITAMIN_E)),
  ),
  onHealth(
    2964,
    'liver_disease',
    'negation',
    'FibroScan normal now (CAP 220, 4.8 kPa) - the fatty liver is gone after losing 15 kg',
    FOCUS_WOMAN,
    denied(['liver_disease'], NIDDK_NAFLD),
  ),
  onMeds(2965, 'glp1_agonist', 'negation', 'quit Wegovy in January after reaching my goal weight, maintaining with diet', WEIGHT_WOMAN, denied(['glp1_agonist'], WEGOVY)),
  onMeds(2966, 'quinolone_tetracycline', 'negation', 'the doxycycline course for my chest infection ended last week', IMMUNITY_WOMAN, denied(['quinolone_tetracycline'], DOXYCYCLINE)),
  onHealth(2967, 'pregnancy_breastfeeding', 'negation', 'weaned my son at 2, not breastfeeding since March', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onHealth(2968, 'hormonal_therapy', 'negation', 'menopausal, periods stopped 2 years ago, no HRT', AGING_WOMAN_46, denied(['hormonal_therapy', 'pregnancy_breastfeeding'], ESTRADIOL)),
  onMeds(
    2969,
    'statin',
    'multi',
    "I fill the pill organiser for my husband (Lipitor) and my mum (Concor); I'm not on any",
    {},
    denied(['statin', 'blood_pressure'], joined(ATORVASTATIN, BISOPROLOL)),
  ),
  onMeds(2970, 'integrase_inhibitor', 'negation', 'on PrEP (Descovy) - HIV negative, tested every 3 months', IMMUNITY_MAN, denied(['integrase_inhibitor'], DESCOVY)),
  onMeds(2971, 'anticoagulant', 'arabic', 'أمي تاخذ وارفارين وأنا اللي أعطيها الدوا، أنا ما آخذ شي', SKIN_WOMAN, denied(['anticoagulant'], WARFARIN)),
  onHealth(
    2972,
    'glucose_lowering',
    'transliteration',
    'Si lola ang naka-insulin, ako ang nagtuturok sa kanya; wala akong sakit',
    {},
    denied(['glucose_lowering'], INSULIN),
  ),
  onHealth(2973, 'blood_pressure', 'transliteration', 'Dadi ki BP ki dawai main deti hoon, mujhe koi bimari nahi', {}, denied(['blood_pressure'], AMLODIPINE)),
  onHealth(
    2974,
    'anticoagulant',
    'negation',
    'AF picked up once, CHA2DS2-VASc 0, the cardiologist said no anticoagulation needed',
    SKIN_MAN,
    denied(['anticoagulant'], ELIQUIS),
  ),
  onMeds(2975, 'retinoid', 'negation', 'isotretinoin was prescribed but I decided not to start it', ROACCUTANE_WOMAN, denied(['retinoid'], ISOTRETINOIN)),
  onHealth(
    2976,
    'levothyroxine',
    'negation',
    'TSH 2.1, free T4 normal, thyroid antibodies negative',
    AGING_WOMAN_46,
    denied(['levothyroxine', 'antithyroid', 'autoimmune_disease'], LEVOTHYROXINE),
  ),
  onHealth(
    2977,
    'pregnancy_breastfeeding',
    'negation',
    'gestational diabetes in 2019 (diet only); my son is 5 now and my sugars are normal',
    {},
    denied(['pregnancy_breastfeeding', 'glucose_lowering'], NIDDK_GESTATIONAL),
  ),
  onMeds(2978, 'glp1_agonist', 'negation', 'used Saxenda for 3 months in 2021, nothing since', WEIGHT_MAN, denied(['glp1_agonist'], SAXENDA)),
  onHealth(2979, 'tb_treatment', 'negation', 'TB treatment finished in 2018 (6 months, cured), sputum negative since', FOCUS_MAN, denied(['tb_treatment'], RIFAMPIN)),
  onHealth(
    2980,
    'bariatric_surgery',
    'negation',
    'gastric balloon for 6 months in 2022 (endoscopic, no surgery), removed',
    WEIGHT_WOMAN,
    denied(['bariatric_surgery', 'surgery'], NIDDK_BARIATRIC),
  ),
];
