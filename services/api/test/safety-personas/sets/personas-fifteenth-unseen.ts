import type { InteractionClass } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation } from '../persona';
import { denied, FDA_SWELLING_GUMS, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, onHealth, only, onMeds, pregnant, spacing, warfarinLike } from '../expectations';
import {
  dailymed,
  health,
  meds,
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
  IMMUNITY_WOMAN,
  IMMUNITY_MAN,
  DIGESTION_WOMAN,
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  WEIGHT_MAN,
  AGING_WOMAN_46,
  AGING_WOMAN_56,
  ROACCUTANE_WOMAN,
  VITAMIN_D,
  VITAMIN_E,
  CALCIUM,
  IRON,
  MAGNESIUM,
  ZINC,
  FOLATE,
  WEIGHT_LOSS,
  NCCIH_ASHWAGANDHA,
  RHODIOLA_MANIA,
  ASH_SICKLE_IRON,
  ASCORBIC_ACID_LABEL,
} from '../persona-answers';
import {
  ASPIRIN_81,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  CONCERTA,
  DOXYCYCLINE,
  ELIQUIS,
  EMC,
  EXJADE,
  FDA_VACCINES,
  FLECAINIDE,
  GLIMEPIRIDE,
  GOSERELIN,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  LEVOTHYROXINE,
  LITHIUM,
  METFORMIN,
  MOUNJARO,
  NCI_REMISSION,
  NIDDK_BARIATRIC,
  NIDDK_CIRRHOSIS,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_HEP_B,
  NIDDK_HYPERPARATHYROIDISM,
  NIDDK_KIDNEY_STONES,
  NIDDK_NAFLD,
  OMEPRAZOLE,
  OZEMPIC,
  PLAVIX,
  PRADAXA,
  RAMIPRIL,
  RIFAMPIN,
  VASCEPA,
  WARFARIN,
  XARELTO,
} from '../labels';

/**
 * Fifteenth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the earlier sets' texts, and
 * committed before the engine ran on it. Ids start at 2201. About two thirds are in the unsafe
 * direction (a medicine or condition that must be recognised), from angles the earlier sets did
 * not take:
 * - older adults' long lists (8 to 12 items, brands, generics and doses mixed, bullets, numbers,
 *   slashes, plus signs and emojis) with the item that matters in the middle or at the end;
 * - conditions typed with the typo or abbreviation people use (diabetis, hypertention, CKD3, AFib,
 *   DVT, PE, IBD, RA, SLE, MS, BPAD) or told through the specialist or clinic that follows them;
 * - tense: "have been on X for years", "will start X next week" (a medicine starting within the
 *   plan's weeks counts as taken: its label applies from the first dose), "restarted", "back on",
 *   "on it again";
 * - supplements given as medicines (prescribed iron, calcium, folic acid 5 mg, vitamin D
 *   50,000 IU, potassium, B12) beside the medicine class they matter for;
 * - pregnancy and breastfeeding told in weeks, trimesters, obstetric shorthand (22/40, EDD),
 *   "expecting", IVF, postpartum and nursing, pumping, and in Urdu, Hindi, Tagalog, Somali,
 *   Levantine Arabic and Persian;
 * - conditions that stop or change the plan: kidney and liver disease, cancer treatment now,
 *   bleeding disorders, heart rhythm problems, bipolar disorder, G6PD deficiency, sickle cell
 *   disease, haemochromatosis, high calcium, swallowing difficulty, weight-loss surgery;
 * then healthy people (denials in several languages, relatives' and pets' medicines, a question
 * about a relative's medicine, finished courses, jobs, normal results, vaccines) whose text must
 * not be read as a class. A question about a medicine the writer may take ("is it safe with
 * warfarin?") is left out: the references do not settle whether it must count.
 *
 * The expectations, by what the reference says:
 * - Anticoagulants, antiplatelets, chemotherapy and radiotherapy, bleeding disorders: no vitamin E
 *   (NIH ODS vitamin E); warfarin: no CoQ10 either (NCCIH CoQ10).
 * - Ashwagandha is left out (NCCIH) with anti-seizure, immunosuppressant, sedative, diabetes and
 *   blood-pressure medicines, autoimmune disease, pregnancy and breastfeeding and hormone-sensitive
 *   prostate cancer.
 * - Green tea extract is left out with liver disease and TB treatment (NCCIH green tea) and with
 *   ADHD stimulants (their labels).
 * - GLP-1 medicines and swallowing difficulty: no swelling fibre (FDA 21 CFR 201.319).
 * - Isotretinoin: no multivitamin with vitamin A (NIH ODS vitamin A, the label).
 * - Quinolones and tetracyclines beside zinc, levothyroxine beside calcium, integrase inhibitors
 *   beside magnesium: hours apart (NIH ODS, the labels).
 * - Kidney disease: no magnesium (NIH ODS magnesium); high calcium and calcium kidney stones: no
 *   calcium supplement (NIH ODS calcium, NIDDK); haemochromatosis, chelators and transfused sickle
 *   cell disease: no iron (NIH ODS iron, NIDDK, the chelator label, ASH); lithium and bipolar
 *   disorder: no rhodiola (mania reports).
 * - Classes whose reference asks for a caution rather than a removal (SSRIs, PPIs, methotrexate,
 *   G6PD deficiency, heart rhythm medicines, diuretics, bisphosphonates, levodopa, weight-loss
 *   surgery…) are only expected to be recognised (`only`).
 */

const NIDDK_AUTOIMMUNE_HEPATITIS = 'https://www.niddk.nih.gov/health-information/liver-disease/autoimmune-hepatitis';
const NIDDK_PBC = 'https://www.niddk.nih.gov/health-information/liver-disease/primary-biliary-cholangitis';
const NIDDK_PKD = 'https://www.niddk.nih.gov/health-information/kidney-disease/polycystic-kidney-disease';
const NIDDK_KIDNEY_FAILURE = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure';
const NIDDK_DIABETES_TESTS = 'https://www.niddk.nih.gov/health-information/diagnostic-tests/a1c-test';
const NIDDK_LIVER_TESTS = 'https://www.niddk.nih.gov/health-information/liver-disease';
const NCI_CHEMO = 'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy';
const NCI_RADIATION = 'https://www.cancer.gov/about-cancer/treatment/types/radiation-therapy';
const NCI_HPV_VACCINE = 'https://www.cancer.gov/about-cancer/causes-prevention/risk/infectious-agents/hpv-vaccine-fact-sheet';

const ACENOCOUMAROL = EMC('sinthrome');
const LORAZEPAM = dailymed('lorazepam');
const LEVETIRACETAM = dailymed('keppra');
const VALPROATE = dailymed('depakote');
const CARBAMAZEPINE = dailymed('tegretol');
const LAMOTRIGINE = dailymed('lamictal');
const PHENOBARBITAL = dailymed('phenobarbital');
const SINEMET = dailymed('sinemet');
const LANOXIN = dailymed('lanoxin');
const AMIODARONE = dailymed('amiodarone');
const TACROLIMUS = dailymed('prograf');
const AZATHIOPRINE = dailymed('azathioprine');
const HYDROXYCHLOROQUINE = dailymed('plaquenil');
const OCREVUS = dailymed('ocrevus');
const URSODIOL = dailymed('ursodiol');
const METHOTREXATE = dailymed('methotrexate');
const CAPECITABINE = dailymed('xeloda');
const PACLITAXEL = dailymed('paclitaxel');
const TAGRISSO = dailymed('tagrisso');
const CITALOPRAM = dailymed('citalopram');
const SERTRALINE = dailymed('zoloft');
const QUETIAPINE = dailymed('seroquel');
const AMITRIPTYLINE = dailymed('amitriptyline');
const NEXIUM = dailymed('nexium');
const FUROSEMIDE = dailymed('furosemide');
const SPIRONOLACTONE = dailymed('aldactone');
const HYDROCHLOROTHIAZIDE = dailymed('hydrochlorothiazide');
const ALENDRONATE = dailymed('fosamax');
const RISEDRONATE = dailymed('actonel');
const LANTHANUM = dailymed('fosrenol');
const CALCIUM_ACETATE = dailymed('calcium+acetate');
const CARBIMAZOLE = EMC('carbimazole');
const CIPROFLOXACIN = dailymed('cipro');
const EPCLUSA = dailymed('epclusa');
const VEMLIDY = dailymed('vemlidy');
const LOSARTAN = dailymed('cozaar');
const AMLODIPINE = dailymed('norvasc');
const EXCHANGE_TRANSFUSION_CHELATION = EXJADE;
const OSTEOPOROSIS_CALCIUM = CALCIUM;
const PROGESTERONE = dailymed('progesterone');
const SEMAGLUTIDE = OZEMPIC;
const PREDNISOLONE = dailymed('prednisolone');
const ATORVASTATIN = dailymed('lipitor');
const MELATONIN_NCCIH = 'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know';

const noCalcium = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) });
const noIron = (label: string, cls: InteractionClass, more: readonly InteractionClass[] = []): PersonaExpectation => ({
  no: ['iron'],
  expect: [cls, ...more],
  source: joined(label, IRON),
});
const noSwellingFibre = (cls: InteractionClass): PersonaExpectation => ({ no: ['glucomannan'], expect: [cls], source: joined(FDA_SWELLING_GUMS, WEIGHT_LOSS) });
const bleeding = (): PersonaExpectation => noVitaminE(VITAMIN_E, 'bleeding_disorder');

/** Older adults' long lists: the item that matters sits in the middle or at the end. */
export const FIFTEENTH_POLYPHARMACY_PERSONAS = [
  onMeds(
    2201,
    'anticoagulant',
    'multi',
    '1. Amlodipine 5mg\n2. Atorvastatin 20mg\n3. Metformin 500 BD\n4. Omeprazole 20mg\n5. Tamsulosin 0.4mg\n6. Vitamin D 1000IU\n7. Paracetamol PRN\n8. Warfarin 3mg (INR clinic)\n9. Senna at night',
    BASE_MAN_56,
    warfarinLike(WARFARIN),
  ),
  onMeds(
    2202,
    'antiplatelet',
    'multi',
    '• Concor 5\n• Crestor 10\n• Janumet 50/1000\n• Nexium 40\n• Plavix 75\n• Lasix 40 mornings\n• Allopurinol 100\n• Voltaren gel',
    SKIN_AGING_MAN_46,
    noVitaminE(PLAVIX, 'antiplatelet'),
  ),
  onMeds(
    2203,
    'antiepileptic',
    'multi',
    'Lipitor 40 / Norvasc 10 / Glucophage 1g / Tegretol 200 BD for trigeminal neuralgia / Flomax / eye drops / Voltaren gel',
    BASE_MAN_56,
    noAshwagandha(CARBAMAZEPINE, 'antiepileptic'),
  ),
  onMeds(
    2204,
    'lithium',
    'multi',
    '+ aspirin 81\n+ atorvastatin 20\n+ omeprazole 20\n+ vitamin B12\n+ lithium 400 at night\n+ levothyroxine 50\n+ tamsulosin',
    BASE_MAN_56,
    noRhodiola(LITHIUM, 'lithium'),
  ),
  onMeds(
    2205,
    'immunosuppressant',
    'multi',
    'kidney transplant 2015. meds: amlodipine 10, atorvastatin 10, calcium, vit D, Septrin Mon/Wed/Fri, tacrolimus 2mg BD, mycophenolate 720 BD, pred 5, omeprazole',
    BASE_MAN_56,
    noAshwagandha(TACROLIMUS, 'immunosuppressant'),
  ),
  onMeds(
    2206,
    'anticoagulant',
    'multi',
    '💊 morning: Eltroxin 75, Coversyl 5, Lipitor 20, Calcium\n💊 evening: Sinthrome 2mg 🩸, Omeprazole\n💊 weekly: vitamin D',
    SKIN_AGING_WOMAN_46,
    noVitaminE(ACENOCOUMAROL, 'anticoagulant'),
  ),
  onMeds(
    2207,
    'antiplatelet',
    'multi',
    '1) Brilinta 90 twice 2) Aspirin 81 3) Bisoprolol 2.5 4) Rosuvastatin 20 5) Pantoprazole 40 6) Ramipril 2.5 7) Nitro spray PRN 8) Vit D weekly',
    SKIN_AGING_WOMAN_46,
    noVitaminE(BRILINTA, 'antiplatelet'),
  ),
  onMeds(
    2208,
    'sedative',
    'multi',
    'amlodipine 5 / losartan 50 / metformin 500 / omeprazole / vit B12 / calcium / lorazepam 1mg at night / eye drops for glaucoma',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(LORAZEPAM, 'sedative'),
  ),
  onMeds(
    2209,
    'glucose_lowering',
    'multi',
    'Lipitor 20 + Aspirin 81 + Coversyl 5 + Jardiance 10 + Lantus 20 units at night + Novorapid with meals + Vit D',
    BASE_MAN_56,
    noAshwagandha(INSULIN, 'glucose_lowering'),
  ),
  onMeds(
    2210,
    'digoxin',
    'multi',
    'Entresto 49/51 BD\nBisoprolol 5\nLasix 40\nAldactone 25\nEliquis 2.5 BD\nLanoxin 0.125 daily\nPotassium chloride',
    SKIN_AGING_MAN_46,
    noVitaminE(ELIQUIS, 'anticoagulant', { expect: ['digoxin'], source: LANOXIN }),
  ),
  onMeds(
    2211,
    'levodopa',
    'multi',
    'Donepezil 10 - Movicol sachet - Ropinirole 2mg - Vitamin D - Sinemet 25/100 three times a day - Paracetamol',
    BASE_MAN_56,
    only('levodopa', SINEMET),
  ),
  onMeds(
    2212,
    'anticoagulant',
    'multi',
    'Januvia 100/ metoprolol 25/ digoxin 0.125/ furosemide 20/ KCl/ Xarelto 15 with dinner',
    SKIN_AGING_MAN_46,
    noVitaminE(XARELTO, 'anticoagulant'),
  ),
  onMeds(
    2213,
    'antiplatelet',
    'multi',
    'since my stroke: atorvastatin 80 + amlodipine 5 + levetiracetam 500 bd + clopidogrel 75 + lansoprazole',
    SKIN_AGING_MAN_46,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['antiepileptic'], source: LEVETIRACETAM }),
  ),
  onMeds(
    2214,
    'tricyclic',
    'multi',
    'metformin 1g BD, gliclazide 80, atorvastatin, aspirin, amitriptyline 10mg at night for nerve pain in feet, B12',
    {},
    only('tricyclic', AMITRIPTYLINE),
  ),
  onMeds(
    2215,
    'methotrexate',
    'multi',
    'MTX 15mg Fridays, folic acid 5mg Saturdays, hydroxychloroquine 200, pred 5, alendronate Sundays, Calcichew D3, omeprazole',
    AGING_WOMAN_56,
    only('methotrexate', METHOTREXATE, ['bisphosphonate']),
  ),
  onMeds(
    2216,
    'cancer_treatment',
    'multi',
    'metformin 500, amlodipine 5, ondansetron before meals, dexamethasone on chemo days, Xeloda 1500 BD (week 2 of cycle 3)',
    SKIN_AGING_WOMAN_46,
    noVitaminE(CAPECITABINE, 'cancer_treatment'),
  ),
  onMeds(
    2217,
    'antipsychotic',
    'multi',
    'donepezil 10 / memantine 10 / amlodipine 5 / vitamin D / quetiapine 25 at night for the confusion',
    BASE_MAN_56,
    only('antipsychotic', QUETIAPINE),
  ),
  onMeds(2218, 'ssri_snri', 'multi', 'Lipitor, Concor 2.5, Eltroxin 50, Calcium, citalopram 20mg, Vit D 50000 monthly', AGING_WOMAN_56, only('ssri_snri', CITALOPRAM)),
  onMeds(
    2219,
    'anticoagulant',
    'vague',
    'BP tablet ✔️ cholesterol tablet ✔️ sugar tablet ✔️ thyroid tablet ✔️ and the blood thinner Pradaxa 110 twice a day ✔️',
    SKIN_AGING_MAN_46,
    noVitaminE(PRADAXA, 'anticoagulant'),
  ),
  onMeds(
    2220,
    'kidney_disease',
    'multi',
    'amlodipine 10, atorvastatin 20, insulin, Aranesp injection weekly, Fosrenol 500mg chewed with meals, calcitriol',
    BASE_MAN,
    noMagnesium(LANTHANUM),
  ),
  onMeds(
    2221,
    'antithyroid',
    'multi',
    'propranolol 10 three times a day / carbimazole 20mg / vitamin D / omeprazole / atorvastatin',
    {},
    only('antithyroid', CARBIMAZOLE),
  ),
  onMeds(2222, 'diuretic', 'multi', 'Ramipril 5 | Aldactone 25 | Lasix 40 | Bisoprolol 2.5 | Atorvastatin 40 | Aspirin 81', BASE_MAN_56, only('diuretic', joined(SPIRONOLACTONE, FUROSEMIDE))),
  onMeds(
    2223,
    'prescription_omega3',
    'multi',
    'rosuvastatin 20 - ezetimibe 10 - Vascepa 2 capsules twice daily - metformin - losartan',
    BASE_MAN_56,
    only('prescription_omega3', VASCEPA),
  ),
  onMeds(2224, 'bisphosphonate', 'multi', 'levothyroxine 75, calcium + D3, Fosamax 70 every Sunday morning, amlodipine, vitamin B12', AGING_WOMAN_56, only('bisphosphonate', ALENDRONATE)),
  onMeds(2225, 'glp1_agonist', 'multi', 'metformin 1000 bd / atorvastatin 10 / telmisartan 40 / Ozempic 1mg Mondays / aspirin', WEIGHT_MAN, glp1(OZEMPIC)),
];

/** Conditions by the typo or abbreviation people really type, or by the specialist or clinic that follows them. */
export const FIFTEENTH_CONDITION_WORDING_PERSONAS = [
  onHealth(2226, 'glucose_lowering', 'typo', 'diabetis type 2, on glucophage and amaryl', {}, noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { source: METFORMIN })),
  onHealth(2227, 'blood_pressure', 'typo', 'hypertention, one concor tablet every morning', BASE_MAN, noAshwagandha(BISOPROLOL, 'blood_pressure')),
  onHealth(2228, 'levothyroxine', 'typo', 'hypothyrodism, thyroxin 100mcg every morning', AGING_WOMAN_46, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onHealth(2229, 'antiepileptic', 'typo', 'epilipsy since childhood, on lamotrigine 100 bd', SLEEP_STRESS_WOMAN, noAshwagandha(LAMOTRIGINE, 'antiepileptic')),
  onHealth(2230, 'kidney_disease', 'health-box', 'CKD3', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(2231, 'kidney_disease', 'health-box', 'CKD stage 3b, nephrologist every 6 months', BASE_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(2232, 'heart_rhythm', 'health-box', 'AFib, on Eliquis 5 bd', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant', { expect: ['heart_rhythm'] })),
  onHealth(2233, 'anticoagulant', 'health-box', 'DVT left leg in September, on rivaroxaban for 3 months', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant')),
  onHealth(2234, 'anticoagulant', 'health-box', 'PE in May, on warfarin, INR target 2-3', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onHealth(2235, 'immunosuppressant', 'health-box', "IBD (Crohn's), azathioprine 100mg daily", BASE_MAN, noAshwagandha(AZATHIOPRINE, 'immunosuppressant')),
  onHealth(2236, 'autoimmune_disease', 'health-box', 'RA, seeing the rheumatologist every 3 months', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease')),
  onHealth(2237, 'autoimmune_disease', 'health-box', 'SLE diagnosed 2019, on Plaquenil', {}, noAshwagandha(HYDROXYCHLOROQUINE, 'autoimmune_disease')),
  onHealth(2238, 'autoimmune_disease', 'health-box', 'MS (multiple sclerosis), relapsing-remitting, Ocrevus every 6 months', {}, noAshwagandha(OCREVUS, 'autoimmune_disease')),
  onHealth(2239, 'bleeding_disorder', 'health-box', 'under a haematologist for von Willebrand disease', SKIN_WOMAN, bleeding()),
  onHealth(2240, 'anticoagulant', 'vague', 'follow up at the anticoagulation clinic every 4 weeks', SKIN_AGING_MAN_46, noVitaminE(WARFARIN, 'anticoagulant')),
  onHealth(2241, 'kidney_disease', 'vague', 'nephrology clinic every 3 months for my kidneys (stage 4)', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(2242, 'liver_disease', 'health-box', 'I see the hepatologist for cirrhosis (Child A)', FOCUS_WOMAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  onHealth(2243, 'liver_disease', 'typo', 'liver sirosis from hepatitis years ago', FOCUS_MAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  onHealth(2244, 'liver_disease', 'health-box', 'NASH with F3 fibrosis on the fibroscan', WEIGHT_WOMAN, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
  onHealth(
    2245,
    'liver_disease',
    'health-box',
    'AIH (autoimmune hepatitis), on azathioprine and budesonide',
    FOCUS_WOMAN,
    noGreenTea(NIDDK_AUTOIMMUNE_HEPATITIS, 'liver_disease', { expect: ['immunosuppressant'], source: AZATHIOPRINE }),
  ),
  onHealth(2246, 'liver_disease', 'health-box', 'PBC, on Urso 2 tablets twice a day', FOCUS_WOMAN, noGreenTea(URSODIOL, 'liver_disease', { source: NIDDK_PBC })),
  onHealth(2247, 'bipolar_disorder', 'health-box', 'BPAD, seeing my psychiatrist monthly', ENERGY_WOMAN, noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder')),
  onHealth(2248, 'bipolar_disorder', 'health-box', 'bipolar 2, on lamictal 200', {}, {
    no: ['rhodiola-rosea', 'ashwagandha'],
    expect: ['bipolar_disorder', 'antiepileptic'],
    source: joined(LAMOTRIGINE, RHODIOLA_MANIA, NCCIH_ASHWAGANDHA),
  }),
  onHealth(2249, 'g6pd_deficiency', 'health-box', 'G6PD def', {}, only('g6pd_deficiency', ASCORBIC_ACID_LABEL)),
  onHealth(2250, 'g6pd_deficiency', 'vague', 'favism since I was a child, avoid fava beans', {}, only('g6pd_deficiency', ASCORBIC_ACID_LABEL)),
  onHealth(2251, 'hormone_sensitive_cancer', 'health-box', 'prostate Ca, under urology, Zoladex injection every 3 months', BASE_MAN, noAshwagandha(GOSERELIN, 'hormone_sensitive_cancer')),
  onHealth(2252, 'autoimmune_disease', 'health-box', "Hashimoto's, the endocrinologist checks it yearly, no tablets yet", {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease')),
  onHealth(2253, 'heart_rhythm', 'health-box', 'SVT, cardiologist gave me flecainide 50 bd', {}, only('heart_rhythm', FLECAINIDE)),
  onHealth(2254, 'heart_rhythm', 'health-box', 'AF, cardioversion last year, on amiodarone 200 daily', {}, only('heart_rhythm', AMIODARONE)),
  onHealth(2255, 'kidney_disease', 'health-box', 'PKD (polycystic kidneys), creatinine going up', BASE_MAN, noMagnesium(NIDDK_PKD)),
];

/** Present situations told in the past or future tense: been on, will start, restarted, back on, again. */
export const FIFTEENTH_TENSE_PERSONAS = [
  onMeds(2256, 'anticoagulant', 'english', 'have been on warfarin for 5 years for a metal valve', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(2257, 'anticoagulant', 'english', 'will start Xarelto next week after my scan', SKIN_WOMAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(2258, 'lithium', 'english', 'restarted lithium last month after a relapse', ENERGY_WOMAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(2259, 'antiepileptic', 'brand', 'on Keppra again since the seizure in August', SLEEP_STRESS_MAN, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onMeds(2260, 'adhd_medicine', 'brand', 'back on Concerta 36 for uni this semester', FOCUS_MAN, noGreenTea(CONCERTA, 'adhd_medicine')),
  onMeds(2261, 'glp1_agonist', 'brand', 'starting Mounjaro 2.5 on Monday', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(2262, 'antiplatelet', 'brand', 'been taking Plavix since the stent in 2019', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(
    2263,
    'methotrexate',
    'english',
    'the rheumatologist is starting me on methotrexate next week for my rheumatoid arthritis',
    {},
    noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease', { expect: ['methotrexate'], source: METHOTREXATE }),
  ),
  onHealth(2264, 'cancer_treatment', 'english', 'breast cancer, chemo starts on the 3rd (AC then paclitaxel)', SKIN_WOMAN, noVitaminE(PACLITAXEL, 'cancer_treatment', { source: NCI_CHEMO })),
  onMeds(2265, 'retinoid', 'brand', 'restarted Roaccutane 20mg this week, second course', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(2266, 'anticoagulant', 'brand', 'stopped Eliquis for the colonoscopy, back on it since Tuesday', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(2267, 'ssri_snri', 'english', 'I was on sertraline, then off for a year, now on it again (100mg)', {}, only('ssri_snri', SERTRALINE)),
  onMeds(2268, 'ppi', 'english', 'used to take omeprazole only sometimes, since March I take it every day', {}, only('ppi', OMEPRAZOLE)),
  onMeds(2269, 'immunosuppressant', 'english', 'on tacrolimus for 8 years since my liver transplant', BASE_MAN, noAshwagandha(TACROLIMUS, 'immunosuppressant')),
  onMeds(
    2270,
    'tb_treatment',
    'english',
    'will begin TB treatment tomorrow (rifampicin, isoniazid, pyrazinamide, ethambutol)',
    FOCUS_WOMAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(2271, 'glp1_agonist', 'brand', 'went back on Ozempic after Ramadan, 0.5 weekly now', WEIGHT_MAN, glp1(SEMAGLUTIDE)),
  onMeds(2272, 'antiepileptic', 'brand', 'have taken Tegretol for 20+ years', BASE_MAN, noAshwagandha(CARBAMAZEPINE, 'antiepileptic')),
  onMeds(2273, 'blood_pressure', 'english', 'dr switched me from amlodipine to losartan last week', BASE_MAN, noAshwagandha(LOSARTAN, 'blood_pressure', { source: AMLODIPINE })),
];

/** Supplements given as medicines, beside the medicine class they matter for. */
export const FIFTEENTH_PRESCRIBED_SUPPLEMENT_PERSONAS = [
  onMeds(
    2274,
    'levothyroxine',
    'multi',
    'Eltroxin 100 + ferrous sulphate 200mg from the doctor + calcium tablets from the doctor',
    AGING_WOMAN_46,
    spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM),
  ),
  onMeds(2275, 'quinolone_tetracycline', 'multi', 'cipro 500 bd for a UTI, also on prescribed iron (Ferrograd)', IMMUNITY_WOMAN, spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC)),
  onMeds(
    2276,
    'integrase_inhibitor',
    'multi',
    'Biktarvy daily + calcium 600 the doctor gave me + vitamin D 50,000 IU weekly (prescribed)',
    BASE_MAN,
    spacing(BIKTARVY, 'integrase_inhibitor', MAGNESIUM),
  ),
  onMeds(2277, 'methotrexate', 'multi', 'folic acid 5mg (prescribed) the day after my weekly methotrexate 10mg', {}, only('methotrexate', joined(METHOTREXATE, FOLATE))),
  onMeds(2278, 'antiepileptic', 'multi', 'Epilim 500 bd + folic acid 5mg from the neurologist', SLEEP_STRESS_WOMAN, noAshwagandha(VALPROATE, 'antiepileptic')),
  onMeds(2279, 'diuretic', 'multi', 'Lasix 40 + Slow-K (potassium) 600 twice a day', {}, only('diuretic', FUROSEMIDE)),
  onMeds(2280, 'blood_pressure', 'multi', 'ramipril 10 and the potassium tablets the doctor prescribed', BASE_MAN, noAshwagandha(RAMIPRIL, 'blood_pressure')),
  onMeds(2281, 'quinolone_tetracycline', 'multi', 'doxycycline 100 for acne + iron tablets from my GP', IMMUNITY_WOMAN, spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC)),
  onMeds(
    2282,
    'diuretic',
    'multi',
    'vitamin D 50,000 IU weekly (prescribed) + hydrochlorothiazide 25 for blood pressure',
    {},
    only('diuretic', joined(HYDROCHLOROTHIAZIDE, VITAMIN_D)),
  ),
  onHealth(2283, 'kidney_disease', 'health-box', 'kidneys failing, on the dialysis waiting list, taking calcium acetate with meals', BASE_MAN, noMagnesium(joined(NIDDK_KIDNEY_FAILURE, CALCIUM_ACETATE))),
  onMeds(2284, 'bisphosphonate', 'multi', 'Actonel 35 weekly + Calcichew D3 twice a day from the doctor', AGING_WOMAN_56, only('bisphosphonate', joined(RISEDRONATE, OSTEOPOROSIS_CALCIUM))),
  onMeds(
    2285,
    'levothyroxine',
    'multi',
    'thyroxine 50 in the morning, iron tablets (prescribed, Ferose F) at lunch',
    AGING_WOMAN_46,
    spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM),
  ),
  onMeds(2286, 'ppi', 'multi', 'Nexium 40 daily for years, B12 injections every 3 months from the clinic', {}, only('ppi', NEXIUM)),
  onMeds(2287, 'metformin', 'multi', 'Glucophage 1000 BD and B12 1000mcg the doctor prescribed', {}, {
    no: ['ashwagandha'],
    expect: ['metformin'],
    source: joined(METFORMIN, NCCIH_ASHWAGANDHA),
  }),
];

/** Pregnancy and breastfeeding, told in many ways. */
export const FIFTEENTH_PREGNANCY_PERSONAS = [
  onHealth(2288, 'pregnancy_breastfeeding', 'english', '14 weeks pregnant with my second', {}, pregnant()),
  onHealth(2289, 'pregnancy_breastfeeding', 'english', 'second trimester, baby due in April', {}, pregnant()),
  onHealth(2290, 'pregnancy_breastfeeding', 'transliteration', 'umeed se hoon, chautha mahina chal raha hai', {}, pregnant()),
  onHealth(2291, 'pregnancy_breastfeeding', 'transliteration', 'pet se hoon, 3 mahine', SLEEP_STRESS_WOMAN, pregnant()),
  onHealth(2292, 'pregnancy_breastfeeding', 'transliteration', 'buntis po ako, 5 months na', {}, pregnant()),
  onHealth(2293, 'pregnancy_breastfeeding', 'transliteration', 'nagpapasuso pa ako sa bunso ko (8 months)', {}, pregnant()),
  onHealth(2294, 'pregnancy_breastfeeding', 'arabic', 'أرضع طفلي رضاعة طبيعية', {}, pregnant()),
  onHealth(2295, 'pregnancy_breastfeeding', 'arabic', 'أنا حبلى بالشهر السادس', SLEEP_STRESS_WOMAN, pregnant()),
  onHealth(2296, 'pregnancy_breastfeeding', 'arabic', 'مرضعة، ولدت قبل شهرين', {}, pregnant()),
  onHealth(2297, 'pregnancy_breastfeeding', 'english', 'postpartum (6 weeks) and nursing', {}, pregnant()),
  onHealth(2298, 'pregnancy_breastfeeding', 'english', 'exclusively pumping for my 4-month-old', {}, pregnant()),
  onHealth(2299, 'pregnancy_breastfeeding', 'vague', 'G2P1, 22/40', {}, pregnant()),
  onHealth(
    2300,
    'pregnancy_breastfeeding',
    'english',
    'IVF pregnancy, 7 weeks, still on Cyclogest pessaries',
    {},
    noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding', { source: PROGESTERONE }),
  ),
  onHealth(2301, 'pregnancy_breastfeeding', 'typo', 'pregnet 20 wks', {}, pregnant()),
  onHealth(2302, 'pregnancy_breastfeeding', 'english', 'expecting twins, 28 weeks', SLEEP_STRESS_WOMAN, pregnant()),
  onHealth(2303, 'pregnancy_breastfeeding', 'vague', 'EDD 14 Feb', {}, pregnant()),
  onHealth(2304, 'pregnancy_breastfeeding', 'transliteration', 'uur baan leeyahay, bisha afraad', {}, pregnant()),
  onHealth(2305, 'pregnancy_breastfeeding', 'arabic', 'ماه پنجم بارداری هستم', {}, pregnant()),
  onHealth(2306, 'pregnancy_breastfeeding', 'typo', 'BF my 3 month old', {}, pregnant()),
  onHealth(2307, 'pregnancy_breastfeeding', 'english', 'nursing mum, baby is 10 months', SLEEP_STRESS_WOMAN, pregnant()),
];

/** Conditions that stop or change the plan. */
export const FIFTEENTH_STOP_CONDITION_PERSONAS = [
  onHealth(2308, 'kidney_disease', 'health-box', 'stage 4 kidney disease, not on dialysis yet', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(2309, 'kidney_disease', 'arabic', 'عندي فشل كلوي مزمن', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(2310, 'liver_disease', 'health-box', 'hepatitis C, on Epclusa, week 8 of 12', FOCUS_WOMAN, noGreenTea(EPCLUSA, 'liver_disease')),
  onHealth(2311, 'cancer_treatment', 'health-box', 'on chemo for breast cancer, cycle 4 of 6', SKIN_WOMAN, noVitaminE(NCI_CHEMO, 'cancer_treatment')),
  onHealth(
    2312,
    'cancer_treatment',
    'health-box',
    'having radiotherapy for throat cancer, 5 days a week until January',
    SKIN_MAN,
    noVitaminE(NCI_RADIATION, 'cancer_treatment'),
  ),
  onHealth(2313, 'cancer_treatment', 'health-box', 'lymphoma, R-CHOP every 21 days', SKIN_AGING_MAN_46, noVitaminE(NCI_CHEMO, 'cancer_treatment')),
  onHealth(2314, 'bleeding_disorder', 'health-box', 'haemophilia A (mild), factor VIII before procedures', SKIN_MAN, bleeding()),
  onHealth(2315, 'bleeding_disorder', 'health-box', 'ITP, platelets 35, under haematology', SKIN_WOMAN, bleeding()),
  onHealth(
    2316,
    'heart_rhythm',
    'health-box',
    'atrial flutter, had an ablation, still on Xarelto',
    SKIN_AGING_MAN_46,
    noVitaminE(XARELTO, 'anticoagulant', { expect: ['heart_rhythm'] }),
  ),
  onHealth(2317, 'bipolar_disorder', 'arabic', 'عندي اضطراب ثنائي القطب', ENERGY_WOMAN, noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder')),
  onHealth(2318, 'bipolar_disorder', 'health-box', 'manic depression, stable on Depakote', SLEEP_STRESS_WOMAN, {
    no: ['rhodiola-rosea', 'ashwagandha'],
    expect: ['bipolar_disorder', 'antiepileptic'],
    source: joined(VALPROATE, RHODIOLA_MANIA, NCCIH_ASHWAGANDHA),
  }),
  onHealth(2319, 'g6pd_deficiency', 'arabic', 'عندي نقص خميرة G6PD', {}, only('g6pd_deficiency', ASCORBIC_ACID_LABEL)),
  onHealth(2320, 'sickle_cell', 'health-box', 'sickle cell anaemia (HbSS), blood transfusion every 6 weeks', ENERGY_WOMAN, noIron(ASH_SICKLE_IRON, 'sickle_cell')),
  onHealth(
    2321,
    'sickle_cell',
    'health-box',
    'SCD with regular exchange transfusions, on Exjade',
    ENERGY_WOMAN_30,
    noIron(joined(EXCHANGE_TRANSFUSION_CHELATION, ASH_SICKLE_IRON), 'sickle_cell', ['iron_chelator']),
  ),
  onHealth(2322, 'iron_overload', 'health-box', 'HH, C282Y homozygous, venesection every 3 months', ENERGY_WOMAN, noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload')),
  onHealth(
    2323,
    'hypercalcaemia',
    'health-box',
    'high calcium in my blood, the endocrinologist is checking my parathyroid',
    AGING_WOMAN_46,
    noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'),
  ),
  onHealth(2324, 'hypercalcaemia', 'typo', 'hyperparathyrodism with raised calcium', AGING_WOMAN_56, noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia')),
  onHealth(2325, 'swallowing_difficulty', 'health-box', 'dysphagia after my stroke, on thickened fluids', WEIGHT_WOMAN, noSwellingFibre('swallowing_difficulty')),
  onHealth(2326, 'swallowing_difficulty', 'health-box', 'oesophageal stricture, food gets stuck, stretched twice', WEIGHT_MAN, noSwellingFibre('swallowing_difficulty')),
  onHealth(2327, 'swallowing_difficulty', 'health-box', 'achalasia, trouble swallowing solids and tablets', WEIGHT_WOMAN, noSwellingFibre('swallowing_difficulty')),
  onHealth(2328, 'bariatric_surgery', 'health-box', 'gastric sleeve in February 2024', WEIGHT_WOMAN, only('bariatric_surgery', NIDDK_BARIATRIC)),
  onHealth(2329, 'bariatric_surgery', 'health-box', 'RYGB 2021, down 40 kg', WEIGHT_MAN, only('bariatric_surgery', NIDDK_BARIATRIC)),
  onHealth(2330, 'kidney_stones', 'health-box', 'recurrent calcium oxalate kidney stones, seeing urology', AGING_WOMAN_46, noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones')),
  onHealth(2331, 'liver_disease', 'health-box', 'hep B on tenofovir (Vemlidy) for 3 years', FOCUS_MAN, noGreenTea(VEMLIDY, 'liver_disease', { source: NIDDK_HEP_B })),
  onHealth(2332, 'cancer_treatment', 'brand', 'lung cancer, on Tagrisso tablets daily', {}, only('cancer_treatment', TAGRISSO)),
];

/** Healthy people: denials, relatives' and pets' medicines, finished courses, jobs, normal results, vaccines. */
export const FIFTEENTH_NEGATIVE_PERSONAS = [
  onMeds(2333, 'anticoagulant', 'negation', 'not on any blood thinners, not even aspirin', SKIN_WOMAN, denied(['anticoagulant', 'antiplatelet'], joined(WARFARIN, ASPIRIN_81))),
  onHealth(2334, 'glucose_lowering', 'arabic', 'لا أستخدم أدوية السكر ولا الضغط', {}, denied(['glucose_lowering', 'blood_pressure'], METFORMIN)),
  onMeds(2335, 'glucose_lowering', 'transliteration', 'koi dawai nahi leti, na sugar ki na BP ki', {}, denied(['glucose_lowering', 'blood_pressure'], METFORMIN)),
  onMeds(2336, 'blood_pressure', 'transliteration', 'wala po akong maintenance na gamot', BASE_MAN, denied(['blood_pressure'], AMLODIPINE)),
  onMeds(2337, 'immunosuppressant', 'negation', 'my dog takes Apoquel and my cat gets Metacam, I take nothing', BASE_MAN, denied(['immunosuppressant'], dailymed('apoquel'))),
  onMeds(2338, 'antiepileptic', 'negation', 'my dog is on phenobarbital for fits; me, nothing', {}, denied(['antiepileptic', 'sedative'], PHENOBARBITAL)),
  onMeds(2339, 'antithyroid', 'negation', 'our cat has thyroid tablets (methimazole), I am not on anything', {}, denied(['antithyroid'], dailymed('methimazole'))),
  onMeds(2340, 'anticoagulant', 'negation', 'I give my dad his warfarin every night, I am not on it', SKIN_MAN, denied(['anticoagulant'], WARFARIN)),
  onHealth(2341, 'pregnancy_breastfeeding', 'negation', 'my wife is pregnant, so we are both eating healthier', BASE_MAN, denied(['pregnancy_breastfeeding'], FOLATE)),
  onHealth(2342, 'antiepileptic', 'negation', 'my son has epilepsy and takes Keppra; I am healthy', {}, denied(['antiepileptic'], LEVETIRACETAM)),
  onHealth(2343, 'anticoagulant', 'arabic', 'أمي تأخذ الوارفارين، أنا لا آخذ أي دواء', SKIN_WOMAN, denied(['anticoagulant'], WARFARIN)),
  onMeds(2344, 'quinolone_tetracycline', 'negation', 'finished a 7-day course of ciprofloxacin in July', IMMUNITY_WOMAN, denied(['quinolone_tetracycline'], CIPROFLOXACIN)),
  onMeds(2345, 'retinoid', 'negation', 'did 6 months of Roaccutane, finished 2 years ago', ROACCUTANE_WOMAN, denied(['retinoid'], ISOTRETINOIN)),
  onMeds(2346, 'tb_treatment', 'negation', 'completed TB preventive therapy (isoniazid) in 2022', FOCUS_WOMAN, denied(['tb_treatment'], ISONIAZID)),
  onMeds(2347, 'immunosuppressant', 'negation', 'had prednisolone for 5 days last month for an asthma flare, finished', {}, denied(['immunosuppressant'], PREDNISOLONE)),
  onHealth(
    2348,
    'anticoagulant',
    'negation',
    'I am a pharmacist, I dispense warfarin and insulin all day; I take nothing myself',
    SKIN_WOMAN,
    denied(['anticoagulant', 'glucose_lowering'], joined(WARFARIN, INSULIN)),
  ),
  onHealth(2349, 'kidney_disease', 'negation', 'I work as a nurse in a dialysis unit, no health problems', SLEEP_STRESS_WOMAN, denied(['kidney_disease'], NIDDK_CKD)),
  onHealth(2350, 'cancer_treatment', 'negation', 'oncology nurse, I prepare chemo on the ward; healthy myself', SKIN_WOMAN, denied(['cancer_treatment'], NCI_CHEMO)),
  onHealth(2351, 'glp1_agonist', 'negation', 'I sell Ozempic pens at the pharmacy counter, never used them', WEIGHT_WOMAN, denied(['glp1_agonist'], OZEMPIC)),
  onHealth(2352, 'glucose_lowering', 'negation', 'HbA1c 5.3, the doctor said no diabetes', {}, denied(['glucose_lowering', 'metformin'], NIDDK_DIABETES_TESTS)),
  onHealth(2353, 'kidney_disease', 'negation', 'kidney function normal at my check-up (eGFR 98)', SLEEP_STRESS_MAN, denied(['kidney_disease'], NIDDK_CKD)),
  onHealth(2354, 'liver_disease', 'negation', 'liver tests normal, ALT 19', FOCUS_WOMAN, denied(['liver_disease'], NIDDK_LIVER_TESTS)),
  onHealth(2355, 'hypercalcaemia', 'negation', 'blood calcium normal (2.35) at my yearly check', AGING_WOMAN_46, denied(['hypercalcaemia'], CALCIUM)),
  onHealth(2356, 'g6pd_deficiency', 'negation', 'G6PD test normal at the premarital screening', {}, denied(['g6pd_deficiency'], ASCORBIC_ACID_LABEL)),
  onHealth(2357, 'sickle_cell', 'negation', 'premarital screening: no sickle cell, no thalassaemia', ENERGY_WOMAN, denied(['sickle_cell', 'iron_overload'], ASH_SICKLE_IRON)),
  onHealth(2358, 'iron_overload', 'negation', 'ferritin 60, iron studies normal', ENERGY_WOMAN_30, denied(['iron_overload'], IRON)),
  onHealth(2359, 'liver_disease', 'negation', 'had my hepatitis B vaccine course (3 doses) for work', FOCUS_MAN, denied(['liver_disease'], joined(NIDDK_HEP_B, FDA_VACCINES))),
  onHealth(2360, 'cancer_treatment', 'negation', 'HPV vaccine done, all 3 doses', SKIN_WOMAN, denied(['cancer_treatment'], NCI_HPV_VACCINE)),
  onHealth(2361, 'immunosuppressant', 'negation', 'COVID booster and Shingrix shingles vaccine this year', BASE_MAN, denied(['immunosuppressant'], FDA_VACCINES)),
  onHealth(2362, 'pregnancy_breastfeeding', 'negation', 'never been pregnant, not breastfeeding', {}, denied(['pregnancy_breastfeeding'], FOLATE)),
  onHealth(2363, 'pregnancy_breastfeeding', 'negation', 'not planning a pregnancy, I have the copper coil', {}, denied(['pregnancy_breastfeeding', 'hormonal_therapy'], FOLATE)),
  onHealth(2364, 'pregnancy_breastfeeding', 'negation', 'my youngest is 3, stopped breastfeeding when she turned 2', {}, denied(['pregnancy_breastfeeding'], FOLATE)),
  onHealth(2365, 'kidney_disease', 'arabic', 'ما عندي سكر ولا ضغط ولا مشاكل في الكلى', SLEEP_STRESS_MAN, denied(['kidney_disease', 'glucose_lowering', 'blood_pressure'], NIDDK_CKD)),
  onHealth(2366, 'kidney_disease', 'transliteration', "ma 3ndi ay amrad mozmena, 7amdella", BASE_MAN, denied(['kidney_disease', 'liver_disease'], NIDDK_CKD)),
  onHealth(
    2367,
    'heart_rhythm',
    'negation',
    'no heart problems, no bleeding problems, no kidney problems',
    SKIN_WOMAN,
    denied(['heart_rhythm', 'bleeding_disorder', 'kidney_disease'], joined(VITAMIN_E, NIDDK_CKD)),
  ),
  onHealth(2368, 'bipolar_disorder', 'negation', "I don't have bipolar, my sister does", ENERGY_WOMAN, denied(['bipolar_disorder'], RHODIOLA_MANIA)),
  onMeds(2369, 'anticoagulant', 'negation', 'can my mum take your vitamins with her warfarin? I take nothing', SKIN_WOMAN, denied(['anticoagulant'], WARFARIN)),
  onMeds(
    2370,
    'statin',
    'negation',
    'the doctor said maybe a statin next year if my cholesterol stays high, not started anything',
    BASE_MAN,
    denied(['statin'], ATORVASTATIN),
  ),
  onMeds(2371, 'antiplatelet', 'negation', 'Aspirin? No. Plavix? No. Nothing like that.', SKIN_MAN, denied(['antiplatelet'], joined(PLAVIX, ASPIRIN_81))),
  onHealth(2372, 'liver_disease', 'negation', 'vaccinated for hep B, surface antibody positive (immune), liver fine', FOCUS_WOMAN, denied(['liver_disease'], NIDDK_HEP_B)),
  onHealth(2373, 'kidney_disease', 'negation', 'my father had kidney failure; my own kidneys are fine', BASE_MAN, denied(['kidney_disease'], NIDDK_CKD)),
  onHealth(2374, 'cancer_treatment', 'negation', 'no cancer; my mum had breast cancer so I get mammograms', SKIN_AGING_WOMAN_46, denied(['cancer_treatment'], NCI_REMISSION)),
  onHealth(2375, 'sickle_cell', 'negation', 'sickle cell trait only (carrier), not the disease', ENERGY_WOMAN, denied(['sickle_cell'], ASH_SICKLE_IRON)),
  onHealth(2376, 'g6pd_deficiency', 'negation', 'my husband has G6PD deficiency, not me', {}, denied(['g6pd_deficiency'], ASCORBIC_ACID_LABEL)),
  onHealth(2377, 'surgery', 'negation', 'gallbladder removed 3 years ago, no problems since', {}, denied(['surgery', 'liver_disease'], NIDDK_LIVER_TESTS)),
  onMeds(2378, 'glp1_agonist', 'negation', 'stopped Ozempic in June because of nausea, not on it now', WEIGHT_WOMAN, denied(['glp1_agonist'], OZEMPIC)),
  onMeds(2379, 'metformin', 'negation', 'my doctor stopped my metformin, sugar is normal now', {}, denied(['metformin', 'glucose_lowering'], METFORMIN)),
  onMeds(2380, 'sedative', 'negation', 'tried melatonin once on a flight, did not like it, nothing since', SLEEP_STRESS_WOMAN, denied(['sedative'], MELATONIN_NCCIH)),
  onHealth(
    2381,
    'anticoagulant',
    'negation',
    'I work as a pharmacist at the anticoagulation clinic (I run the INR checks); no medicines myself',
    SKIN_MAN,
    denied(['anticoagulant'], WARFARIN),
  ),
  onHealth(2382, 'pregnancy_breastfeeding', 'negation', 'my sister is breastfeeding; I am not', {}, denied(['pregnancy_breastfeeding'], FOLATE)),
  onMeds(2383, 'ssri_snri', 'transliteration', 'wala akong iniinom na gamot para sa depression o anxiety', {}, denied(['ssri_snri'], SERTRALINE)),
  onMeds(2384, 'lithium', 'negation', 'my brother is on lithium; I only take a multivitamin', ENERGY_WOMAN, denied(['lithium'], LITHIUM)),
  onHealth(2385, 'heart_rhythm', 'negation', 'ECG normal at the sports medical, no palpitations', FOCUS_MAN, denied(['heart_rhythm'], FLECAINIDE)),
  onHealth(2386, 'bleeding_disorder', 'negation', 'clotting tests normal before my dental implant last year', SKIN_WOMAN, denied(['bleeding_disorder'], VITAMIN_E)),
  onMeds(2387, 'ppi', 'negation', 'Gaviscon after a big meal now and then, no prescriptions', DIGESTION_WOMAN, denied(['ppi'], OMEPRAZOLE)),
  onHealth(2388, 'autoimmune_disease', 'negation', 'ANA negative, the rheumatologist said no lupus', {}, denied(['autoimmune_disease'], HYDROXYCHLOROQUINE)),
  onHealth(2389, 'antithyroid', 'negation', 'thyroid scan clear, no medicine needed, just yearly review', {}, denied(['antithyroid', 'levothyroxine'], LEVOTHYROXINE)),
  onMeds(2390, 'antiplatelet', 'transliteration', 'abbu ki dil ki dawai hai Ecosprin, meri koi dawai nahi', SKIN_WOMAN, denied(['antiplatelet'], ASPIRIN_81)),
  persona(2391, 'immunosuppressant', 'negation', { ...BASE_MAN, ...meds('none'), ...health('kidney donor 2 years ago, remaining kidney works normally') }, denied(['immunosuppressant'], NIDDK_CKD)),
  onHealth(2392, 'cancer_treatment', 'negation', 'biopsy of the lump came back benign, nothing to treat', SKIN_WOMAN, denied(['cancer_treatment'], NCI_CHEMO)),
  onMeds(2393, 'immunosuppressant', 'negation', 'my horse gets bute (phenylbutazone) and my dog gets prednisone; I take no medicines', BASE_MAN, denied(['immunosuppressant'], PREDNISOLONE)),
  onMeds(2394, 'antiepileptic', 'arabic', 'ولدي ياخذ ديباكين للصرع، أنا ما آخذ شي', SLEEP_STRESS_WOMAN, denied(['antiepileptic'], VALPROATE)),
  onHealth(2395, 'pregnancy_breastfeeding', 'negation', 'I am a midwife, I look after pregnant and breastfeeding women all day', {}, denied(['pregnancy_breastfeeding'], FOLATE)),
  onMeds(2396, 'quinolone_tetracycline', 'negation', 'doxycycline was prescribed for travel but I never took it, we cancelled the trip', IMMUNITY_MAN, denied(['quinolone_tetracycline'], DOXYCYCLINE)),
];
