import type { InteractionClass } from '@sahha/contracts/quiz';
import type { PersonaExpectation } from '../persona';
import { denied, FDA_SWELLING_GUMS, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, onHealth, only, onMeds, spacing, warfarinLike } from '../expectations';
import {
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
  VITAMIN_D,
  VITAMIN_E,
  CALCIUM,
  IRON,
  MAGNESIUM,
  ZINC,
  FOLATE,
  NCCIH_ASHWAGANDHA,
  NCCIH_COQ10,
  NCCIH_GREEN_TEA,
  NARDIL_LABEL,
  RHODIOLA_MANIA,
  ASH_SICKLE_IRON,
  ASCORBIC_ACID_LABEL,
} from '../persona-answers';
import {
  ASPIRIN_81,
  BRILINTA,
  CALCIUM_CARBONATE_ANTACID,
  CONCERTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  EMC,
  ESCITALOPRAM,
  EXJADE,
  FDA_VACCINES,
  GLICLAZIDE,
  GLIMEPIRIDE,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  LEVOFLOXACIN,
  LEVOTHYROXINE,
  LITHIUM,
  LOVENOX,
  METFORMIN,
  MOUNJARO,
  NCCN_SURVIVORSHIP_NUTRITION,
  NCI_REMISSION,
  NIDDK_BARIATRIC,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_HEP_B,
  NIDDK_HYPERPARATHYROIDISM,
  NIDDK_KIDNEY_STONES,
  ODS_WYNTK,
  OMEPRAZOLE,
  OZEMPIC,
  PANTOPRAZOLE,
  PLAVIX,
  PRADAXA,
  RAMIPRIL,
  RIFAMPIN,
  TIVICAY,
  VASCEPA,
  VYVANSE,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Fourteenth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the earlier sets' texts, and
 * committed before the engine ran on it. Ids start at 1901. Its weight is on the unsafe direction
 * (a medicine or condition that must be recognised), from angles the earlier sets did not take:
 * - copy-pasted pharmacy labels and prescriptions (Tab./Cap./Inj., 1-0-1, OD/BD/TDS/HS/PRN, Rx
 *   sheets of several lines, discharge lists);
 * - long, messy paragraphs: self-corrections, "switched from X to Y" (Y is current), "on and off",
 *   "only when needed", "restarted after the operation", a dose increased;
 * - a medicine typed in the conditions box and a condition typed in the medicines box;
 * - conditions told through their tests or numbers (eGFR, creatinine, INR, HbA1c, TSH, ALT,
 *   ferritin, calcium and PTH, fibroscan, HBsAg);
 * - Gulf, Egyptian, Levantine and Saudi Arabic, mixed Arabic and English in one sentence, Urdu,
 *   Bengali, Filipino and Malayalam in Latin letters;
 * - less common classes: enoxaparin, dual antiplatelets after stents, DOACs in AF, seizure
 *   medicines, transplant immunosuppressants, lithium, MAOIs, isotretinoin, chemotherapy tablets,
 *   thalassaemia with chelation, dialysis, hyperparathyroidism and sarcoidosis with high calcium,
 *   haemochromatosis, bipolar disorder, cirrhosis, hepatitis B and C treatment, G6PD deficiency;
 * then healthy people (denials, relatives, finished courses, normal results, vaccines, people who
 * work with medicines) whose text must not be read as a class.
 *
 * The expectations, by what the reference says:
 * - Anticoagulants, antiplatelets and chemotherapy: no vitamin E (NIH ODS vitamin E); warfarin
 *   (and an INR followed every month, which only a vitamin K antagonist needs): no CoQ10 either
 *   (NCCIH CoQ10).
 * - Ashwagandha is left out (NCCIH) with anti-seizure, immunosuppressant, sedative, diabetes and
 *   blood-pressure medicines, thyroid and autoimmune disease, pregnancy, an operation ahead and
 *   hormone-sensitive prostate cancer.
 * - Green tea extract is left out with liver disease (cirrhosis, raised liver enzymes, hepatitis B
 *   or C under treatment) and TB treatment (NCCIH green tea) and with ADHD stimulants (their
 *   labels: raised heart rate and blood pressure).
 * - GLP-1 medicines and swallowing difficulty: no swelling fibre (FDA 21 CFR 201.319).
 * - Isotretinoin: no multivitamin with vitamin A (NIH ODS vitamin A, the label).
 * - Quinolones beside zinc, levothyroxine beside calcium, dolutegravir beside magnesium: hours
 *   apart (NIH ODS, the labels).
 * - Kidney disease and dialysis: no magnesium (NIH ODS magnesium); high blood calcium and kidney
 *   stones: no calcium supplement (NIH ODS calcium, NIDDK); iron overload, haemochromatosis,
 *   chelators and transfused sickle cell disease: no iron (NIH ODS iron, the chelator labels,
 *   NIDDK, ASH); lithium and bipolar disorder: no rhodiola (mania reports).
 * - Classes whose reference asks for a caution rather than a removal here (SSRIs, MAOIs, G6PD
 *   deficiency, PPIs, methotrexate…) are only expected to be recognised (`only`).
 */

const NIDDK_HEP_C = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-c';
const NIDDK_KIDNEY_FAILURE = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
/** NIH ODS "Dietary Supplements: What You Need to Know": tell the surgeon, some supplements are stopped before an operation. */

const EFFIENT = dailymed('effient');
const ATORVASTATIN = dailymed('lipitor');
const ROSUVASTATIN = dailymed('crestor');
const JANUVIA = dailymed('januvia');
const AMLODIPINE = dailymed('norvasc');
const LOSARTAN = dailymed('cozaar');
const ALPRAZOLAM = dailymed('xanax');
const CLONAZEPAM = dailymed('klonopin');
const LEVETIRACETAM = dailymed('keppra');
const VALPROATE = dailymed('depakote');
const CARBAMAZEPINE = dailymed('tegretol');
const LAMOTRIGINE = dailymed('lamictal');
const PHENYTOIN = dailymed('dilantin');
const PRIADEL = EMC('priadel');
const CAMCOLIT = EMC('camcolit');
const QUETIAPINE = dailymed('seroquel');
const SERTRALINE = dailymed('zoloft');
const FLUOXETINE = dailymed('prozac');
const PARNATE = dailymed('parnate');
const EMSAM = dailymed('emsam');
const MOCLOBEMIDE = EMC('moclobemide');
const AMITRIPTYLINE = dailymed('amitriptyline');
const SINEMET = dailymed('sinemet');
const LANOXIN = dailymed('lanoxin');
const AMIODARONE = dailymed('amiodarone');
const TACROLIMUS = dailymed('prograf');
const CYCLOSPORINE = dailymed('neoral');
const TECFIDERA = dailymed('tecfidera');
const HUMIRA = dailymed('humira');
const METHOTREXATE = dailymed('methotrexate');
const HYDROXYCHLOROQUINE = dailymed('plaquenil');
const CAPECITABINE = dailymed('xeloda');
const TEMOZOLOMIDE = dailymed('temodar');
const BICALUTAMIDE = dailymed('casodex');
const CIPROFLOXACIN = dailymed('cipro');
const VIREAD = dailymed('viread');
const EPCLUSA = dailymed('epclusa');
const SOVALDI = dailymed('sovaldi');
const SEVELAMER = dailymed('renvela');
const CINACALCET = dailymed('sensipar');
const ALENDRONATE = dailymed('fosamax');
const DROSPIRENONE_EE = dailymed('yasmin');
const DYDROGESTERONE = EMC('duphaston');
const ACETAMINOPHEN = dailymed('acetaminophen');

const noCalcium = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) });
const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });

/** Copy-pasted pharmacy labels, prescriptions and discharge lists: Tab./Cap./Inj., 1-0-1, OD/BD/TDS/HS/PRN. */
export const FOURTEENTH_LABEL_PERSONAS = [
  onMeds(1901, 'anticoagulant', 'dose', 'Tab. Apixaban 5mg 1-0-1 x 3 months (AF)', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(
    1902,
    'antiplatelet',
    'dose',
    'Tab. Clopidogrel 75mg 1-0-0 x 30 days\nTab. Aspirin 81mg 0-1-0 after food\nTab. Atorvastatin 40mg 0-0-1',
    SKIN_AGING_MAN_46,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['statin'], source: ATORVASTATIN }),
  ),
  onMeds(1903, 'anticoagulant', 'dose', 'Inj. Enoxaparin 40mg SC OD x 10 days post-op', SKIN_WOMAN, noVitaminE(LOVENOX, 'anticoagulant')),
  onMeds(1904, 'ppi', 'dose', 'Cap. Omeprazole 20 mg BD AC\nTab. Domperidone 10mg TDS', {}, only('ppi', OMEPRAZOLE)),
  onMeds(1905, 'anticoagulant', 'dose', 'Rx: 1) T. Warfarin 5mg HS (Mon-Fri), 2.5mg HS (Sat-Sun)  2) T. Bisoprolol 2.5mg OD', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(1906, 'antiepileptic', 'dose', 'Tab. Levetiracetam 500mg 1+0+1\nTab. Folic acid 5mg OD', {}, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onMeds(1907, 'lithium', 'dose', 'Tab. Lithium carbonate 400mg 0-0-1 (HS), level every 3 months', {}, noRhodiola(LITHIUM, 'lithium')),
  onMeds(
    1908,
    'immunosuppressant',
    'dose',
    'Cap. Tacrolimus 1mg BD (8am/8pm)\nTab. Mycophenolate mofetil 500mg BD\nTab. Prednisolone 5mg OD',
    BASE_MAN,
    noAshwagandha(TACROLIMUS, 'immunosuppressant'),
  ),
  onMeds(1909, 'retinoid', 'dose', 'Cap. Isotretinoin 20mg OD after dinner x 6 months', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(1910, 'cancer_treatment', 'dose', 'Tab. Capecitabine 500mg 3-0-3 D1-14 q21d', SKIN_WOMAN, noVitaminE(CAPECITABINE, 'cancer_treatment')),
  onMeds(1911, 'iron_chelator', 'dose', 'Tab. Deferasirox (Jadenu) 360mg 2 tabs OD empty stomach', ENERGY_WOMAN, noIron(JADENU, 'iron_chelator')),
  onMeds(1912, 'adhd_medicine', 'dose', 'Tab. Methylphenidate ER 36mg OD mane', FOCUS_MAN, noGreenTea(CONCERTA, 'adhd_medicine')),
  onMeds(1913, 'glp1_agonist', 'dose', 'Inj. Tirzepatide 5mg SC once weekly (Sunday)', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(1914, 'tb_treatment', 'dose', 'Tab. Rifampicin/Isoniazid/Pyrazinamide/Ethambutol 4FDC 3 tabs OD empty stomach (intensive phase)', FOCUS_WOMAN, noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID })),
  onMeds(1915, 'quinolone_tetracycline', 'dose', 'Tab. Ciprofloxacin 500mg BD x 7 days (started yesterday)', IMMUNITY_WOMAN, spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC)),
  onMeds(1916, 'levothyroxine', 'dose', 'Tab. Levothyroxine 75mcg OD 30 min before breakfast', AGING_WOMAN_46, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onMeds(1917, 'sedative', 'dose', 'Tab. Clonazepam 0.5mg HS PRN', SLEEP_STRESS_WOMAN, noAshwagandha(CLONAZEPAM, 'sedative')),
  onMeds(1918, 'blood_pressure', 'dose', 'Tab. Amlodipine 5mg OD\nTab. Losartan 50mg OD', BASE_MAN, noAshwagandha(AMLODIPINE, 'blood_pressure', { source: LOSARTAN })),
  onMeds(1919, 'glucose_lowering', 'dose', 'Tab. Gliclazide MR 60mg 1-0-0 before breakfast\nTab. Metformin 1g 1-0-1', {}, noAshwagandha(GLICLAZIDE, 'glucose_lowering', { source: METFORMIN })),
  onMeds(1920, 'antiplatelet', 'dose', 'Tab. Ticagrelor 90mg 1-0-1 + Tab. Aspirin 75mg 0-1-0 (DAPT x 12 months after PCI)', SKIN_MAN, noVitaminE(BRILINTA, 'antiplatelet')),
  onMeds(1921, 'anticoagulant', 'dose', 'Tab Rivaroxaban 20 mg 0-1-0 with dinner', SKIN_WOMAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(1922, 'anticoagulant', 'dose', 'Dabigatran 150mg cap BD, do not open capsule', SKIN_MAN, noVitaminE(PRADAXA, 'anticoagulant')),
  onMeds(1923, 'maoi', 'dose', 'Tab. Phenelzine 15mg TDS', {}, only('maoi', NARDIL_LABEL)),
  onMeds(1924, 'antipsychotic', 'dose', 'Tab Quetiapine 25mg HS\nTab Sertraline 50mg OD', {}, only('antipsychotic', joined(QUETIAPINE, SERTRALINE), ['ssri_snri'])),
  onMeds(1925, 'methotrexate', 'dose', 'Tab. Methotrexate 2.5mg x 6 tabs once weekly (Friday) + Tab. Folic acid 5mg weekly (Saturday)', {}, only('methotrexate', METHOTREXATE)),
  onMeds(1926, 'antiepileptic', 'dose', 'Tab. Sodium valproate CR 500mg 1-0-1', SLEEP_STRESS_MAN, noAshwagandha(VALPROATE, 'antiepileptic')),
  onMeds(
    1927,
    'kidney_disease',
    'dose',
    'Tab. Sevelamer 800mg 2 tabs TDS with meals\nTab. Calcitriol 0.25mcg OD\nHaemodialysis Mon/Wed/Fri',
    BASE_MAN,
    noMagnesium(joined(SEVELAMER, NIDDK_KIDNEY_FAILURE)),
  ),
  onMeds(1928, 'hypercalcaemia', 'dose', 'Tab. Cinacalcet 30mg OD (for high calcium, parathyroid)', AGING_WOMAN_56, noCalcium(joined(CINACALCET, NIDDK_HYPERPARATHYROIDISM), 'hypercalcaemia')),
  onMeds(1929, 'antiepileptic', 'dose', 'Tab. Carbamazepine CR 200mg BD\nTab. Lamotrigine 100mg BD', BASE_MAN, noAshwagandha(CARBAMAZEPINE, 'antiepileptic', { source: LAMOTRIGINE })),
  onMeds(1930, 'antiplatelet', 'dose', 'Tab. Prasugrel 10mg OD', SKIN_MAN, noVitaminE(EFFIENT, 'antiplatelet')),
  onMeds(1931, 'immunosuppressant', 'dose', 'Cap. Cyclosporine (Neoral) 100mg BD, trough level monthly', BASE_MAN, noAshwagandha(CYCLOSPORINE, 'immunosuppressant')),
  onMeds(1932, 'iron_chelator', 'dose', 'Desferal 2g SC infusion over 10 hours, 5 nights/week', ENERGY_WOMAN_30, noIron(DESFERAL, 'iron_chelator')),
  onMeds(1933, 'glp1_agonist', 'dose', 'Inj. Semaglutide 0.5mg SC weekly', WEIGHT_MAN, glp1(OZEMPIC)),
  onMeds(1934, 'cancer_treatment', 'dose', 'Cap. Temozolomide 140mg OD x 42 days with RT', SKIN_MAN, noVitaminE(TEMOZOLOMIDE, 'cancer_treatment')),
  onMeds(1935, 'lithium', 'dose', 'Camcolit 400mg 0+0+1', SLEEP_STRESS_WOMAN, noRhodiola(CAMCOLIT, 'lithium')),
  onMeds(
    1936,
    'anticoagulant',
    'dose',
    'Inj. Clexane 60mg SC 12 hourly (bridging until INR > 2)\nTab. Warfarin 5mg OD',
    SKIN_AGING_MAN_46,
    noVitaminE(WARFARIN, 'anticoagulant', { no: ['coq10'], source: joined(NCCIH_COQ10, LOVENOX) }),
  ),
  onMeds(1937, 'liver_disease', 'dose', 'Tab. Tenofovir (TDF) 300mg OD - Hep B', FOCUS_MAN, noGreenTea(VIREAD, 'liver_disease', { source: NIDDK_HEP_B })),
  onMeds(1938, 'liver_disease', 'dose', 'Tab. Sofosbuvir/Velpatasvir (Epclusa) 1 tab OD x 12 weeks', FOCUS_WOMAN, noGreenTea(EPCLUSA, 'liver_disease', { source: NIDDK_HEP_C })),
  onMeds(1939, 'antiepileptic', 'dose', 'Tab Phenytoin 100mg 1-1-1', {}, noAshwagandha(PHENYTOIN, 'antiepileptic')),
  onMeds(
    1940,
    'antiplatelet',
    'dose',
    'Discharge meds:\n- Aspirin 100mg OD lifelong\n- Clopidogrel 75mg OD x 1 year\n- Rosuvastatin 20mg HS\n- Pantoprazole 40mg OD AC',
    SKIN_AGING_MAN_46,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['statin', 'ppi'], source: joined(ROSUVASTATIN, PANTOPRAZOLE) }),
  ),
];

/** Long, messy paragraphs: self-corrections, switches (the new medicine is current), on and off, only when needed, restarted, dose increased. */
export const FOURTEENTH_MESSY_PERSONAS = [
  onMeds(1941, 'anticoagulant', 'multi', 'I take Xenical for weight, sorry I meant Xarelto not Xenical, the blood thinner, 20mg at dinner since my clot last year', SKIN_WOMAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(1942, 'anticoagulant', 'multi', 'doctor changed my warfarin to Eliquis in March because the INR was all over the place, so now only Eliquis 5 twice a day', SKIN_MAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(1943, 'antiepileptic', 'multi', 'was on Tegretol for years, switched to Keppra 750 twice daily after the rash, no fits since', SLEEP_STRESS_MAN, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onMeds(
    1944,
    'lithium',
    'multi',
    'psychiatrist stopped my sertraline last month and started lithium 400 at night, blood level next week',
    {},
    noRhodiola(LITHIUM, 'lithium', { not: ['ssri_snri'], source: SERTRALINE }),
  ),
  onMeds(1945, 'sedative', 'multi', 'Xanax 0.25 only when needed, maybe twice a month, for flights and panic', SLEEP_STRESS_WOMAN, noAshwagandha(ALPRAZOLAM, 'sedative')),
  onMeds(
    1946,
    'anticoagulant',
    'multi',
    'Clexane injections were stopped 2 days before my knee operation and restarted after the operation, still doing them for 4 more weeks',
    SKIN_WOMAN,
    noVitaminE(LOVENOX, 'anticoagulant'),
  ),
  onMeds(1947, 'glp1_agonist', 'multi', 'Ozempic on and off, I stop when I travel then restart, currently back on 1mg', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(1948, 'blood_pressure', 'multi', 'BP pills: started amlodipine 5, increased the dose to 10 last month because readings still in the 150s', BASE_MAN, noAshwagandha(AMLODIPINE, 'blood_pressure')),
  onMeds(
    1949,
    'glucose_lowering',
    'multi',
    'metformin gave me stomach problems so the doctor switched from metformin to Januvia 100, then added gliclazide too',
    {},
    noAshwagandha(JANUVIA, 'glucose_lowering', { source: GLICLAZIDE }),
  ),
  onMeds(
    1950,
    'antiplatelet',
    'multi',
    'Had 2 stents in 2023. Plavix plus aspirin, stopped the Plavix in January, now aspirin alone, cardiologist wants it for life',
    SKIN_MAN,
    noVitaminE(ASPIRIN_81, 'antiplatelet'),
  ),
  onMeds(
    1951,
    'immunosuppressant',
    'multi',
    'kidney transplant 2019 (my brother donated). Prograf morning and evening, CellCept, and prednisolone 5. Creatinine stable.',
    BASE_MAN,
    noAshwagandha(TACROLIMUS, 'immunosuppressant'),
  ),
  onMeds(1952, 'retinoid', 'multi', 'dermatologist put me on Roaccutane 20mg, I stopped for Ramadan and restarted last week', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(
    1953,
    'anticoagulant',
    'multi',
    'I had a DVT after my c-section, was on Clexane then they moved me to Xarelto tablets, finishing in 2 months',
    SKIN_WOMAN,
    noVitaminE(XARELTO, 'anticoagulant'),
  ),
  onHealth(
    1954,
    'bipolar_disorder',
    'multi',
    'diagnosed bipolar II last year, mood is stable on lamotrigine, before that they tried quetiapine but I gained weight',
    {},
    noRhodiola(LAMOTRIGINE, 'bipolar_disorder'),
  ),
  onMeds(1955, 'maoi', 'multi', 'on Parnate (tranylcypromine) for treatment-resistant depression, I watch the cheese and soy sauce', {}, only('maoi', PARNATE)),
  onMeds(1956, 'anticoagulant', 'multi', 'my INR clinic moved me from Sintrom to warfarin because Sintrom was not available in the pharmacy', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(
    1957,
    'cancer_treatment',
    'multi',
    'finished 6 cycles of IV chemo in June, now on Xeloda tablets 2 weeks on 1 week off as maintenance',
    SKIN_WOMAN,
    noVitaminE(CAPECITABINE, 'cancer_treatment'),
  ),
  onMeds(
    1958,
    'hormone_sensitive_cancer',
    'multi',
    'prostate cancer, Zoladex implant every 12 weeks and bicalutamide 50 daily, PSA going down',
    BASE_MAN_56,
    noAshwagandha(BICALUTAMIDE, 'hormone_sensitive_cancer'),
  ),
  onMeds(
    1959,
    'kidney_disease',
    'multi',
    'dialysis three times a week at Tawam, they give me the EPO injection and calcium acetate as a binder with meals',
    BASE_MAN,
    noMagnesium(NIDDK_KIDNEY_FAILURE),
  ),
  onMeds(1960, 'antiepileptic', 'multi', 'epilepsy since childhood, Depakine 500 morning and night, increased to 750 at night after a seizure in August', {}, noAshwagandha(VALPROATE, 'antiepileptic')),
  onMeds(1961, 'adhd_medicine', 'multi', 'Vyvanse 30 on work days only, none at weekends or on holiday', FOCUS_WOMAN, noGreenTea(VYVANSE, 'adhd_medicine')),
  onMeds(
    1962,
    'antiplatelet',
    'multi',
    "I think it's called Brilinta? the heart doctor gave it after the angioplasty, with aspirin. Also nitro spray only when needed",
    SKIN_MAN,
    noVitaminE(BRILINTA, 'antiplatelet'),
  ),
  onHealth(
    1963,
    'liver_disease',
    'multi',
    'hep C treated years ago but the scan shows cirrhosis now, I see the hepatologist every 6 months for an ultrasound',
    FOCUS_MAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease'),
  ),
  onMeds(1964, 'tb_treatment', 'multi', 'TB in the lungs found at the visa medical, started Rifinah and pyrazinamide, 2 months done out of 6', FOCUS_MAN, noGreenTea(RIFAMPIN, 'tb_treatment')),
  onMeds(
    1965,
    'levothyroxine',
    'multi',
    'thyroid removed in 2020, on Euthyrox 125 daily, dose increased after the last blood test',
    AGING_WOMAN_46,
    spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM),
  ),
  onMeds(1966, 'quinolone_tetracycline', 'multi', 'urine infection again, doctor gave Levoxin 500 once a day for 7 days, started today', IMMUNITY_MAN, spacing(LEVOFLOXACIN, 'quinolone_tetracycline', ZINC)),
  onMeds(1967, 'glp1_agonist', 'multi', 'was on Saxenda daily injections, switched to Wegovy weekly in September because fewer needles', WEIGHT_MAN, glp1(WEGOVY)),
  onMeds(1968, 'immunosuppressant', 'multi', 'liver transplant 2021, on Advagraf once daily and Myfortic, the Valcyte course is finished', {}, noAshwagandha(TACROLIMUS, 'immunosuppressant')),
  onMeds(
    1969,
    'anticoagulant',
    'multi',
    'mechanical mitral valve, warfarin lifelong, target INR 2.5-3.5, they said no aspirin or painkillers without asking',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN),
  ),
  onMeds(1970, 'lithium', 'multi', 'Priadel 800 at night, I had lithium toxicity once when I was dehydrated so I drink a lot now', SLEEP_STRESS_MAN, noRhodiola(PRIADEL, 'lithium')),
  onMeds(1971, 'antiepileptic', 'multi', 'My neurologist switched Epilim to Keppra when I said we want a baby, Keppra 1000 twice a day now', {}, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onHealth(1972, 'g6pd_deficiency', 'multi', 'I have G6PD (favism), I avoid fava beans, some medicines and mothballs', {}, only('g6pd_deficiency', ASCORBIC_ACID_LABEL)),
  onMeds(1973, 'ssri_snri', 'multi', 'fluoxetine 20 since 2022, increased the dose to 40 in summer; also sumatriptan only when needed for migraines', {}, only('ssri_snri', FLUOXETINE)),
];

/** A medicine typed in the conditions box, a condition typed in the medicines box. */
export const FOURTEENTH_SWAPPED_PERSONAS = [
  onHealth(1974, 'anticoagulant', 'health-box', 'AF, on Eliquis 5mg twice daily', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onHealth(1975, 'antiplatelet', 'health-box', '2 stents, Plavix and Aspirin', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onHealth(1976, 'lithium', 'health-box', 'Lithium 600mg', {}, noRhodiola(LITHIUM, 'lithium')),
  onHealth(1977, 'immunosuppressant', 'health-box', 'Tacrolimus and mycophenolate after kidney transplant', BASE_MAN, noAshwagandha(TACROLIMUS, 'immunosuppressant')),
  onHealth(1978, 'antiepileptic', 'health-box', 'Keppra 500 twice', {}, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onHealth(1979, 'iron_chelator', 'health-box', 'thalassemia major, Exjade daily, transfusion every 3 weeks', ENERGY_WOMAN_30, noIron(EXJADE, 'iron_chelator')),
  onMeds(1980, 'kidney_disease', 'health-box', 'kidney failure stage 4, no dialysis yet', BASE_MAN, noMagnesium(NIDDK_CKD)),
  onMeds(1981, 'bipolar_disorder', 'health-box', 'bipolar disorder', SLEEP_STRESS_WOMAN, noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder')),
  onMeds(1982, 'liver_disease', 'health-box', 'liver cirrhosis (Child A)', FOCUS_MAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  onMeds(1983, 'iron_overload', 'health-box', 'hemochromatosis, venesection every 3 months', ENERGY_WOMAN, noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload')),
  onMeds(1984, 'hypercalcaemia', 'health-box', 'primary hyperparathyroidism with high calcium', AGING_WOMAN_56, noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia')),
  onMeds(1985, 'g6pd_deficiency', 'health-box', 'G6PD deficient', {}, only('g6pd_deficiency', ASCORBIC_ACID_LABEL)),
  onHealth(1986, 'glp1_agonist', 'health-box', 'Mounjaro 7.5 weekly for weight', WEIGHT_MAN, glp1(MOUNJARO)),
  onHealth(1987, 'retinoid', 'health-box', 'acne, on isotretinoin 30mg', ROACCUTANE_MAN_30, noMultivitamin(ISOTRETINOIN)),
  onHealth(1988, 'anticoagulant', 'health-box', 'Clexane 40 daily injection', SKIN_WOMAN, noVitaminE(LOVENOX, 'anticoagulant')),
  onMeds(1989, 'autoimmune_disease', 'health-box', 'lupus (SLE)', {}, noAshwagandha(HYDROXYCHLOROQUINE, 'autoimmune_disease')),
  onMeds(1990, 'sickle_cell', 'health-box', 'sickle cell disease, exchange transfusions every 6 weeks', ENERGY_WOMAN, noIron(ASH_SICKLE_IRON, 'sickle_cell')),
];

/** Conditions told through their tests or numbers. */
export const FOURTEENTH_NUMBER_PERSONAS = [
  onHealth(1991, 'kidney_disease', 'vague', 'eGFR 28 at last check', BASE_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(1992, 'kidney_disease', 'vague', 'creatinine high, nephrologist follow up every 3 months', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  onMeds(1993, 'anticoagulant', 'vague', 'INR 2.5 every month at the clinic, same tablet dose for years', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onHealth(1994, 'glucose_lowering', 'vague', 'HbA1c 8.2 even on my tablets, doctor not happy', {}, noAshwagandha(METFORMIN, 'glucose_lowering')),
  onHealth(1995, 'levothyroxine', 'vague', 'TSH high again so the thyroxine dose went up to 100', AGING_WOMAN_46, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onHealth(1996, 'liver_disease', 'vague', 'ALT 3 times normal, hepatologist checking why, ultrasound booked', FOCUS_WOMAN, noGreenTea(NCCIH_GREEN_TEA, 'liver_disease')),
  onHealth(1997, 'iron_overload', 'vague', 'ferritin 2000 and transferrin saturation 80%, gene test pending', ENERGY_WOMAN, noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload')),
  onHealth(1998, 'hypercalcaemia', 'vague', 'calcium 11.2 and PTH high, endocrine follow up', AGING_WOMAN_56, noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia')),
  onHealth(1999, 'kidney_disease', 'vague', 'CKD 3b, eGFR 35', BASE_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(2000, 'kidney_disease', 'vague', 'creatinine 4.1, potassium high, they talk about a fistula for dialysis', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(2001, 'anticoagulant', 'vague', 'INR target 2-3, checked every 2 weeks at the anticoagulation clinic', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onHealth(2002, 'hypercalcaemia', 'vague', 'sarcoidosis, calcium came back 11.0 and 1,25 vitamin D high', AGING_WOMAN_46, noCalcium(VITAMIN_D, 'hypercalcaemia')),
  onHealth(2003, 'liver_disease', 'vague', 'fibroscan F4, bilirubin up, albumin low', FOCUS_MAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  onHealth(2004, 'kidney_disease', 'vague', 'urea and creatinine raised, kidney function 30 percent', BASE_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(2005, 'liver_disease', 'vague', 'HBsAg positive, viral load high, started treatment', FOCUS_WOMAN, noGreenTea(NIDDK_HEP_B, 'liver_disease')),
  onHealth(2006, 'liver_disease', 'vague', 'Hepatitis C antibody positive, PCR positive, on Sovaldi tablets', FOCUS_MAN, noGreenTea(SOVALDI, 'liver_disease', { source: NIDDK_HEP_C })),
  onHealth(2007, 'g6pd_deficiency', 'vague', 'my G6PD enzyme came back low on screening, told to avoid fava beans', {}, only('g6pd_deficiency', ASCORBIC_ACID_LABEL)),
  onHealth(2008, 'iron_overload', 'vague', 'HFE C282Y homozygous, ferritin 900, phlebotomy monthly', ENERGY_WOMAN_30, noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload')),
  onHealth(2009, 'lithium', 'vague', 'lithium level 0.9 last week, TSH ok', SLEEP_STRESS_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onHealth(2010, 'hypercalcaemia', 'vague', 'adjusted calcium 2.85 mmol/L, parathyroid scan next week', AGING_WOMAN_46, noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia')),
  onHealth(2011, 'kidney_disease', 'vague', 'protein in urine and eGFR 40, on ramipril to protect the kidneys', BASE_MAN, noMagnesium(joined(NIDDK_CKD, RAMIPRIL))),
  onHealth(2012, 'glucose_lowering', 'vague', 'fasting sugar 180, HbA1c 9.1, on insulin 20 units at night', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onHealth(2013, 'anticoagulant', 'vague', 'Factor V Leiden with 2 clots, anticoagulated for life', SKIN_WOMAN, noVitaminE(VITAMIN_E, 'anticoagulant')),
  onHealth(2014, 'kidney_disease', 'vague', "one kidney only and it's working at 25%", BASE_MAN, noMagnesium(NIDDK_CKD)),
];

/** Gulf, Egyptian, Levantine and Saudi Arabic; mixed Arabic and English; Urdu, Bengali, Filipino and Malayalam in Latin letters. */
export const FOURTEENTH_DIALECT_PERSONAS = [
  // Arabic script, by dialect.
  onMeds(2015, 'anticoagulant', 'arabic', 'آخذ إليكويس حبتين باليوم عشان الرجفان الأذيني', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2016, 'anticoagulant', 'arabic', 'باخد حقن كليكسان تحت الجلد كل يوم من ساعة العملية', SKIN_WOMAN, noVitaminE(LOVENOX, 'anticoagulant')),
  onMeds(2017, 'lithium', 'arabic', 'عم باخد ليثيوم من سنتين، والدكتور زاد الجرعة هلأ', SLEEP_STRESS_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2018, 'antiplatelet', 'arabic', 'ركبوا لي دعامتين في القلب وأستخدم بلافيكس وأسبرين يومياً', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2019, 'antiepileptic', 'arabic', 'عندي صرع وآخذ ديباكين كرونو ٥٠٠ مرتين', {}, noAshwagandha(VALPROATE, 'antiepileptic')),
  onHealth(2020, 'kidney_disease', 'arabic', 'أسوي غسيل كلى ثلاث مرات بالأسبوع', BASE_MAN, noMagnesium(NIDDK_KIDNEY_FAILURE)),
  onHealth(2021, 'g6pd_deficiency', 'arabic', 'عندي أنيميا الفول', {}, only('g6pd_deficiency', ASCORBIC_ACID_LABEL)),
  onHealth(2022, 'liver_disease', 'arabic', 'عندي تليف كبد من فيروس سي قديم', FOCUS_MAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  onHealth(2023, 'iron_chelator', 'arabic', 'عندي ثلاسيميا وآخذ جادينو كل يوم ونقل دم كل شهر', ENERGY_WOMAN, noIron(JADENU, 'iron_chelator')),
  onMeds(2024, 'immunosuppressant', 'arabic', 'زراعة كلية من ٣ سنوات وآخذ بروجراف وسيلسبت', BASE_MAN, noAshwagandha(TACROLIMUS, 'immunosuppressant')),
  onMeds(2025, 'retinoid', 'arabic', 'آخذ Roaccutane 20 حبة يوميا للحبوب', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(2026, 'anticoagulant', 'arabic', 'أنا على Xarelto 20mg بعد الجلطة في الرجل', SKIN_WOMAN, noVitaminE(XARELTO, 'anticoagulant')),
  onHealth(2027, 'hypercalcaemia', 'arabic', 'الكالسيوم عالي في الدم بسبب الغدة الجار درقية', AGING_WOMAN_56, noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia')),
  onMeds(2028, 'anticoagulant', 'arabic', 'آخذ دوا السيولة وارفارين وأفحص السيولة كل شهر', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onHealth(2029, 'bipolar_disorder', 'arabic', 'عندي اضطراب ثنائي القطب، مستقرة هلأ عالدوا', {}, noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder')),
  onMeds(2030, 'antiepileptic', 'arabic', 'أستخدم كيبرا ٥٠٠ للتشنجات', {}, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onHealth(2031, 'iron_overload', 'arabic', 'عندي زيادة حديد وراثية وأسحب دم كل شهرين', ENERGY_WOMAN, noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload')),
  onMeds(2032, 'glp1_agonist', 'arabic', 'باخد حقنة أوزمبيك مرة في الأسبوع للتخسيس', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(2033, 'cancer_treatment', 'arabic', 'آخذ علاج كيماوي حبوب زيلودا', SKIN_WOMAN, noVitaminE(CAPECITABINE, 'cancer_treatment')),
  onMeds(2034, 'sedative', 'arabic', 'آخذ زاناكس وقت الحاجة بس', SLEEP_STRESS_WOMAN, noAshwagandha(ALPRAZOLAM, 'sedative')),
  onHealth(2035, 'kidney_disease', 'arabic', 'وظايف الكلى عالية والكرياتينين ٣ ومتابع مع دكتور كلى', BASE_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(2036, 'liver_disease', 'arabic', 'عندي التهاب كبد ب مزمن وعم اخد فيريد', FOCUS_WOMAN, noGreenTea(VIREAD, 'liver_disease', { source: NIDDK_HEP_B })),
  // Arabic and English in one sentence.
  onMeds(2037, 'antiplatelet', 'arabic', 'عندي stent وآخذ Plavix 75 daily', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2038, 'anticoagulant', 'arabic', 'الدكتور غير الوارفارين إلى Eliquis', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onHealth(2039, 'kidney_disease', 'arabic', 'I do dialysis, غسيل كلوي ٣ مرات في الأسبوع', BASE_MAN, noMagnesium(NIDDK_KIDNEY_FAILURE)),
  onMeds(2040, 'antiepileptic', 'arabic', 'أنا على Keppra 500 مرتين يومياً for epilepsy', {}, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  // Latin letters: Urdu, Bengali, Filipino, Malayalam, Gulf Arabizi.
  onMeds(2041, 'anticoagulant', 'transliteration', 'dil ki dhadkan be-tarteeb hai (AF), roz Eliquis 5 subah shaam leta hoon', SKIN_MAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2042, 'antiplatelet', 'transliteration', 'do saal pehle stent dala tha, Plavix aur Ecosprin chal rahi hain', SKIN_AGING_MAN_46, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(2043, 'glucose_lowering', 'transliteration', 'mujhe sugar hai, roz Glucophage 500 khane ke baad aur Amaryl subah', {}, noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { source: METFORMIN })),
  onHealth(2044, 'kidney_disease', 'transliteration', 'gurde kharab hain, hafte mein teen dafa dialysis hota hai', BASE_MAN, noMagnesium(NIDDK_KIDNEY_FAILURE)),
  onMeds(2045, 'antiepileptic', 'transliteration', 'mirgi ke daure parte hain, Epival 500 do waqt', {}, noAshwagandha(VALPROATE, 'antiepileptic')),
  onMeds(2046, 'lithium', 'transliteration', 'ami protidin lithium khai, 400 mg raate', SLEEP_STRESS_MAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2047, 'anticoagulant', 'transliteration', 'ami Warfarin khai, protiti mashe INR check kori', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onHealth(2048, 'kidney_disease', 'transliteration', 'amar kidney te somossa, creatinine beshi, doctor boleche CKD', BASE_MAN, noMagnesium(NIDDK_CKD)),
  onMeds(2049, 'immunosuppressant', 'transliteration', 'May kidney transplant ako, umiinom ng tacrolimus at mycophenolate araw-araw', {}, noAshwagandha(TACROLIMUS, 'immunosuppressant')),
  onMeds(2050, 'antiepileptic', 'transliteration', 'Umiinom ako ng Keppra 500 twice a day kasi may epilepsy ako', {}, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onMeds(2051, 'anticoagulant', 'transliteration', 'Nag-iinject ako ng Clexane sa tiyan everyday after ng operasyon sa tuhod', SKIN_WOMAN, noVitaminE(LOVENOX, 'anticoagulant')),
  onMeds(2052, 'levothyroxine', 'transliteration', 'njan daily Eltroxin 50 kazhikkunnu, thyroid undu', AGING_WOMAN_46, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onMeds(2053, 'antiplatelet', 'transliteration', 'heart il block undayirunnu, stent ittu, ippol Brilinta um Ecosprin um kazhikkunnu', SKIN_MAN, noVitaminE(BRILINTA, 'antiplatelet')),
  onMeds(2054, 'glucose_lowering', 'transliteration', 'sugar undu, insulin raavile um raathri um edukkunnu', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(2055, 'lithium', 'transliteration', 'ana 3ala lithium min 3 sneen', SLEEP_STRESS_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onHealth(2056, 'bipolar_disorder', 'transliteration', 'mujhe bipolar hai, mood kabhi bohat upar kabhi neeche, Depakote leta hoon', {}, noRhodiola(VALPROATE, 'bipolar_disorder')),
  onHealth(2057, 'iron_chelator', 'transliteration', 'thalassemia major hai, har mahine khoon lagta hai aur Exjade ki goli khata hoon', ENERGY_WOMAN_30, noIron(EXJADE, 'iron_chelator')),
  onHealth(2058, 'g6pd_deficiency', 'transliteration', 'G6PD deficient ako since birth', {}, only('g6pd_deficiency', ASCORBIC_ACID_LABEL)),
  onMeds(2059, 'retinoid', 'transliteration', 'nag-iisotretinoin ako for acne, 20mg', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onHealth(2060, 'hypercalcaemia', 'transliteration', 'blood il calcium kooduthal aanu, parathyroid problem undu', AGING_WOMAN_56, noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia')),
  onMeds(2061, 'liver_disease', 'transliteration', 'amar hepatitis B ache, Tenofovir khai protidin', FOCUS_MAN, noGreenTea(VIREAD, 'liver_disease', { source: NIDDK_HEP_B })),
  onHealth(2062, 'cancer_treatment', 'transliteration', 'breast cancer ki chemo chal rahi hai, har teen hafte', SKIN_WOMAN, noVitaminE(VITAMIN_E, 'cancer_treatment')),
  onMeds(2063, 'glp1_agonist', 'transliteration', 'akhith Mounjaro ibra kil usbu3', WEIGHT_MAN, glp1(MOUNJARO)),
  onHealth(2064, 'kidney_disease', 'transliteration', 'nagda-dialysis ako 3x a week', BASE_MAN, noMagnesium(NIDDK_KIDNEY_FAILURE)),
];

/** Less common classes, each said the way a patient would. */
export const FOURTEENTH_RARE_CLASS_PERSONAS = [
  onMeds(2065, 'maoi', 'brand', 'Emsam patch 6 mg daily', {}, only('maoi', EMSAM)),
  onMeds(2066, 'maoi', 'brand', 'Aurorix 150mg twice a day', {}, only('maoi', MOCLOBEMIDE)),
  onMeds(2067, 'tricyclic', 'english', 'Amitriptyline 10mg at night for nerve pain', {}, only('tricyclic', AMITRIPTYLINE)),
  onMeds(2068, 'levodopa', 'brand', 'Sinemet 25/100 three times daily', {}, only('levodopa', SINEMET)),
  onMeds(2069, 'digoxin', 'brand', 'Lanoxin 0.125 OD', {}, only('digoxin', LANOXIN)),
  onMeds(2070, 'integrase_inhibitor', 'brand', 'Tivicay + Descovy every morning', BASE_MAN, spacing(TIVICAY, 'integrase_inhibitor', MAGNESIUM)),
  onMeds(2071, 'heart_rhythm', 'brand', 'Cordarone 200mg OD', {}, only('heart_rhythm', AMIODARONE)),
  onHealth(2072, 'bariatric_surgery', 'english', 'sleeve gastrectomy in 2022, lost 40 kg', {}, only('bariatric_surgery', NIDDK_BARIATRIC)),
  onHealth(2073, 'swallowing_difficulty', 'vague', 'stroke last year, food goes down the wrong way, I am on thickened fluids', WEIGHT_MAN, {
    no: ['glucomannan'],
    expect: ['swallowing_difficulty'],
    source: FDA_SWELLING_GUMS,
  }),
  onMeds(2074, 'bisphosphonate', 'dose', 'Alendronate 70 once weekly, Sunday, fasting', AGING_WOMAN_56, only('bisphosphonate', ALENDRONATE)),
  onMeds(2075, 'hormonal_therapy', 'brand', 'Yasmin pill daily', {}, only('hormonal_therapy', DROSPIRENONE_EE)),
  onMeds(2076, 'prescription_omega3', 'brand', 'Vascepa 2 caps BD', {}, only('prescription_omega3', VASCEPA)),
  onMeds(2077, 'calcium_antacid', 'brand', 'Rennie 2 tabs after every meal for heartburn', {}, only('calcium_antacid', CALCIUM_CARBONATE_ANTACID)),
  onHealth(2078, 'autoimmune_disease', 'english', "Hashimoto's thyroiditis, antibodies very high", {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease')),
  onHealth(2079, 'autoimmune_disease', 'english', 'MS, on Tecfidera', {}, noAshwagandha(TECFIDERA, 'autoimmune_disease')),
  onHealth(
    2080,
    'autoimmune_disease',
    'multi',
    'rheumatoid arthritis - methotrexate weekly and Humira every 2 weeks',
    {},
    noAshwagandha(METHOTREXATE, 'autoimmune_disease', { expect: ['methotrexate'], source: HUMIRA }),
  ),
  onHealth(2081, 'kidney_stones', 'english', 'calcium oxalate stones x3, urologist follow up', AGING_WOMAN_46, noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones')),
  onMeds(
    2082,
    'pregnancy_breastfeeding',
    'dose',
    'Tab. Duphaston 10mg BD, Inj. Clexane 40 OD (IVF pregnancy, 8 weeks)',
    SKIN_WOMAN,
    noVitaminE(LOVENOX, 'anticoagulant', { no: ['ashwagandha'], expect: ['pregnancy_breastfeeding'], source: joined(NCCIH_ASHWAGANDHA, DYDROGESTERONE) }),
  ),
  onMeds(
    2083,
    'surgery',
    'dose',
    'Pre-op instructions: stop aspirin 7 days before surgery on 12/12, continue other medicines',
    SKIN_MAN,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { expect: ['surgery'], source: ODS_WYNTK }),
  ),
];

/**
 * Healthy people: denials, relatives, finished or never-started courses, normal results, vaccines,
 * people who work with medicines. A correct reader reads none of the classes named and gives the
 * full plan.
 */
export const FOURTEENTH_NEGATIVE_PERSONAS = [
  onMeds(2084, 'antiplatelet', 'negation', 'No blood thinners. Aspirin was stopped by my cardiologist in 2021', SKIN_MAN, denied(['antiplatelet', 'anticoagulant'], ASPIRIN_81)),
  onMeds(2085, 'anticoagulant', 'negation', 'My father takes warfarin, I take nothing', SKIN_AGING_MAN_46, denied(['anticoagulant'], WARFARIN)),
  onMeds(2086, 'quinolone_tetracycline', 'negation', 'Finished the Levoxin course 2 weeks ago, no other medicine', IMMUNITY_WOMAN, denied(['quinolone_tetracycline'], LEVOFLOXACIN)),
  onHealth(2087, 'kidney_disease', 'negation', 'kidney function normal, eGFR 98', BASE_MAN, denied(['kidney_disease'], NIDDK_CKD)),
  onHealth(2088, 'iron_overload', 'negation', 'ferritin low at 12, doctor said my iron is low', ENERGY_WOMAN, denied(['iron_overload'], IRON)),
  onHealth(2089, 'hypercalcaemia', 'negation', 'calcium and PTH normal at my check-up', AGING_WOMAN_56, denied(['hypercalcaemia'], CALCIUM)),
  onHealth(2090, 'liver_disease', 'negation', 'hepatitis B vaccine 3 doses done, antibodies positive', FOCUS_WOMAN, denied(['liver_disease'], NIDDK_HEP_B)),
  onHealth(2091, 'liver_disease', 'negation', 'liver tests (ALT, AST) normal in October', FOCUS_MAN, denied(['liver_disease'], NCCIH_GREEN_TEA)),
  onHealth(2092, 'g6pd_deficiency', 'negation', 'G6PD normal on premarital screening', {}, denied(['g6pd_deficiency'], ASCORBIC_ACID_LABEL)),
  onHealth(2093, 'glucose_lowering', 'negation', 'HbA1c 5.3, no diabetes', {}, denied(['glucose_lowering'], METFORMIN)),
  onMeds(2094, 'retinoid', 'negation', 'Roaccutane finished in 2019, nothing since', ROACCUTANE_WOMAN, denied(['retinoid'], ISOTRETINOIN)),
  onMeds(
    2095,
    'anticoagulant',
    'negation',
    'was on Clexane during my pregnancy, stopped after the delivery 2 years ago',
    SKIN_WOMAN,
    denied(['anticoagulant', 'pregnancy_breastfeeding'], LOVENOX),
  ),
  onMeds(2096, 'lithium', 'negation', "my mum is on lithium, I'm asking for myself, no medicines", SLEEP_STRESS_WOMAN, denied(['lithium'], LITHIUM)),
  onMeds(2097, 'immunosuppressant', 'negation', 'Flu vaccine and COVID booster in October, no regular medicines', IMMUNITY_MAN, denied(['immunosuppressant'], FDA_VACCINES)),
  onMeds(
    2098,
    'antiplatelet',
    'negation',
    'Dad had stents and takes Plavix; my husband takes Concor; me nothing',
    SKIN_WOMAN,
    denied(['antiplatelet', 'blood_pressure'], joined(PLAVIX, dailymed('bisoprolol'))),
  ),
  onHealth(2099, 'anticoagulant', 'negation', 'INR normal 1.0 before my dental work, not on any blood thinner', SKIN_WOMAN, denied(['anticoagulant'], WARFARIN)),
  onHealth(2100, 'sickle_cell', 'negation', 'sickle cell? no. thalassemia? no. tested both before marriage', ENERGY_WOMAN, denied(['sickle_cell', 'iron_overload'], ASH_SICKLE_IRON)),
  onMeds(2101, 'glp1_agonist', 'negation', 'doctor suggested Ozempic but I refused, I want to try diet first', WEIGHT_WOMAN, denied(['glp1_agonist'], OZEMPIC)),
  onHealth(2102, 'tb_treatment', 'negation', 'TB test (Quantiferon) negative at the visa medical, no treatment needed', FOCUS_MAN, denied(['tb_treatment'], RIFAMPIN)),
  onHealth(2103, 'levothyroxine', 'negation', 'thyroid function normal, TSH 1.8', AGING_WOMAN_46, denied(['levothyroxine', 'antithyroid'], LEVOTHYROXINE)),
  onHealth(2104, 'antiepileptic', 'negation', 'epilepsy as a child, grew out of it, off Tegretol for 20 years', {}, denied(['antiepileptic'], CARBAMAZEPINE)),
  onMeds(2105, 'antiplatelet', 'negation', 'Panadol only when needed for a headache, nothing else', SKIN_WOMAN, denied(['antiplatelet', 'anticoagulant'], ACETAMINOPHEN)),
  onHealth(2106, 'kidney_disease', 'negation', 'no kidney, liver or heart problems', BASE_MAN, denied(['kidney_disease', 'liver_disease'], NIDDK_CKD)),
  onMeds(2107, 'quinolone_tetracycline', 'negation', 'antibiotic doxycycline for 10 days in January, finished', IMMUNITY_MAN, denied(['quinolone_tetracycline'], DOXYCYCLINE)),
  onHealth(2108, 'iron_overload', 'negation', 'blood donor every 3 months, haemoglobin and ferritin fine', ENERGY_WOMAN_30, denied(['iron_overload', 'bleeding_disorder'], IRON)),
  onHealth(2109, 'pregnancy_breastfeeding', 'negation', 'pregnancy test negative, not breastfeeding', {}, denied(['pregnancy_breastfeeding'], FOLATE)),
  // Decided from the references in the fourteenth session (docs/safety-fourteenth-first-run.md): first
  // written as a denial, but the treatment's end does not end the cancer (NCI: remission is not cure,
  // and may be partial), and NCCN advises against supplements for survivors outside a deficiency or
  // a condition that calls for one, with the care team reviewing them: the same reading as 1292
  // ('leukemia, in remission since 2021'), so the plan stops and sends the person to that team.
  onMeds(
    2110,
    'cancer_treatment',
    'negation',
    'nothing regular. had chemo 10 years ago for lymphoma, in remission, no treatment since',
    SKIN_MAN,
    { expect: ['cancer_treatment'], mention: ['oncology team'], source: joined(NCI_REMISSION, NCCN_SURVIVORSHIP_NUTRITION) },
  ),
  onMeds(2111, 'sedative', 'negation', 'used to take Xanax years ago, not anymore', SLEEP_STRESS_WOMAN, denied(['sedative'], ALPRAZOLAM)),
  onHealth(2112, 'bipolar_disorder', 'negation', "my sister has bipolar disorder, I don't", {}, denied(['bipolar_disorder'], RHODIOLA_MANIA)),
  onMeds(2113, 'hypercalcaemia', 'negation', 'vitamin D 50,000 weekly from my doctor and that is all', AGING_WOMAN_46, denied(['hypercalcaemia'], VITAMIN_D)),
  onHealth(2114, 'kidney_disease', 'negation', 'creatinine normal, urine test clear', SLEEP_STRESS_MAN, denied(['kidney_disease'], NIDDK_CKD)),
  onHealth(2115, 'liver_disease', 'negation', 'HBsAg negative, HCV negative (pre-employment tests)', FOCUS_MAN, denied(['liver_disease'], joined(NIDDK_HEP_B, NIDDK_HEP_C))),
  onMeds(2116, 'anticoagulant', 'negation', 'Eliquis was for 3 months after the DVT in 2022, finished', SKIN_WOMAN, denied(['anticoagulant'], ELIQUIS)),
  onHealth(2117, 'heart_rhythm', 'negation', 'echo and ECG normal, no AF', SKIN_MAN, denied(['heart_rhythm', 'anticoagulant'], ELIQUIS)),
  onHealth(2118, 'tb_treatment', 'negation', 'BCG vaccine as a child only, never had TB', FOCUS_WOMAN, denied(['tb_treatment'], ISONIAZID)),
  onMeds(2119, 'adhd_medicine', 'negation', 'my son takes Concerta for ADHD; me nothing', FOCUS_WOMAN, denied(['adhd_medicine'], CONCERTA)),
  onHealth(
    2120,
    'iron_overload',
    'negation',
    'family history of haemochromatosis, my own iron studies normal',
    ENERGY_WOMAN,
    denied(['iron_overload'], NIDDK_HEMOCHROMATOSIS),
  ),
  onHealth(2121, 'kidney_disease', 'negation', 'dialysis? no, my uncle is on dialysis', BASE_MAN, denied(['kidney_disease'], NIDDK_KIDNEY_FAILURE)),
  onHealth(2122, 'kidney_disease', 'negation', 'ما عندي أي أمراض مزمنة، الحمد لله', BASE_MAN, denied(['kidney_disease', 'liver_disease', 'glucose_lowering', 'blood_pressure'], NIDDK_CKD)),
  onMeds(2123, 'anticoagulant', 'negation', 'أبوي ياخذ وارفارين، أنا ما آخذ شي', SKIN_AGING_MAN_46, denied(['anticoagulant'], WARFARIN)),
  onHealth(2124, 'kidney_disease', 'negation', 'تحليل الكلى طبيعي', BASE_MAN, denied(['kidney_disease'], NIDDK_CKD)),
  onMeds(2125, 'quinolone_tetracycline', 'negation', 'خلصت كورس المضاد الحيوي سيبروفلوكساسين من أسبوعين', IMMUNITY_WOMAN, denied(['quinolone_tetracycline'], CIPROFLOXACIN)),
  onHealth(2126, 'glucose_lowering', 'negation', 'mujhe sugar ya BP ki koi bimari nahi', {}, denied(['glucose_lowering', 'blood_pressure'], joined(METFORMIN, AMLODIPINE))),
  onHealth(2127, 'kidney_disease', 'negation', 'Wala akong sakit sa bato o atay', BASE_MAN, denied(['kidney_disease', 'liver_disease'], NIDDK_CKD)),
  onHealth(2128, 'surgery', 'negation', 'had my gallbladder removed in 2019, fully recovered, no operations planned', {}, denied(['surgery', 'liver_disease'], ODS_WYNTK)),
  onHealth(2129, 'liver_disease', 'negation', 'ALT was a bit high once after COVID, the repeat test was normal', FOCUS_WOMAN, denied(['liver_disease'], NCCIH_GREEN_TEA)),
  onHealth(2130, 'bleeding_disorder', 'negation', 'platelets and clotting tests normal, no bleeding problems', SKIN_WOMAN, denied(['bleeding_disorder'], VITAMIN_E)),
  onMeds(2131, 'glucose_lowering', 'negation', 'baba diabetes er oshudh khan, ami na', {}, denied(['glucose_lowering'], METFORMIN)),
  onMeds(2132, 'blood_pressure', 'negation', 'ammi ki BP ki dawai hai, meri koi dawai nahi', BASE_MAN, denied(['blood_pressure'], AMLODIPINE)),
  onMeds(2133, 'anticoagulant', 'negation', 'Yung lola ko ang nag-wa-warfarin, ako wala', SKIN_WOMAN, denied(['anticoagulant'], WARFARIN)),
  onHealth(2134, 'kidney_disease', 'negation', "I'm a nurse on the dialysis unit, no health problems myself", BASE_MAN, denied(['kidney_disease'], NIDDK_KIDNEY_FAILURE)),
  onHealth(2135, 'anticoagulant', 'negation', "I'm a pharmacist dispensing warfarin and Clexane all day; I'm healthy", SKIN_AGING_MAN_46, denied(['anticoagulant'], joined(WARFARIN, LOVENOX))),
  onMeds(2136, 'glp1_agonist', 'negation', 'the Mounjaro pen was too expensive so I never started it', WEIGHT_MAN, denied(['glp1_agonist'], MOUNJARO)),
  onMeds(2137, 'antiepileptic', 'negation', 'stopped Keppra 3 years ago with my neurologist, seizure free since', {}, denied(['antiepileptic'], LEVETIRACETAM)),
  onHealth(2138, 'iron_overload', 'negation', 'ferritin 2000? No, that was my brother. Mine is 45', ENERGY_WOMAN, denied(['iron_overload'], IRON)),
  onHealth(2139, 'hypercalcaemia', 'negation', 'calcium 9.5 normal, vitamin D low at 18', AGING_WOMAN_46, denied(['hypercalcaemia'], VITAMIN_D)),
  onHealth(2140, 'kidney_disease', 'negation', 'eGFR > 90, urine albumin negative', SLEEP_STRESS_WOMAN, denied(['kidney_disease'], NIDDK_CKD)),
  onMeds(2141, 'anticoagulant', 'negation', 'No blood thinner injections anymore, Clexane finished after 6 weeks', SKIN_WOMAN, denied(['anticoagulant'], LOVENOX)),
  onMeds(2142, 'ssri_snri', 'negation', 'tapered off escitalopram last year with my GP, no medicines now', {}, denied(['ssri_snri'], ESCITALOPRAM)),
];
