import type { InteractionClass } from '@sahha/contracts/quiz';
import type { PersonaExpectation, SafetyPersona } from '../persona';
import { denied, FDA_SWELLING_GUMS, glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, onHealth, only, onMeds, spacing, warfarinLike } from '../expectations';
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
  IMMUNITY_WOMAN,
  IMMUNITY_MAN,
  FOCUS_MAN,
  FOCUS_WOMAN,
  WEIGHT_WOMAN,
  WEIGHT_MAN,
  AGING_WOMAN_46,
  ROACCUTANE_MAN,
  ROACCUTANE_WOMAN,
  ROACCUTANE_MAN_30,
  VITAMIN_E,
  VITAMIN_B12,
  CALCIUM,
  IRON,
  ZINC,
  OMEGA_3,
  WEIGHT_LOSS,
  NCCIH_ASHWAGANDHA,
  NCCIH_COQ10,
  NCCIH_GREEN_TEA,
  RHODIOLA_MANIA,
  ASH_SICKLE_IRON,
  ASCORBIC_ACID_LABEL,
  NARDIL_LABEL,
} from '../persona-answers';
import {
  ADDERALL,
  ASPIRIN_81,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  CALCIUM_CARBONATE_ANTACID,
  CONCERTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  EMC,
  ESCITALOPRAM,
  EXFORGE,
  EXJADE,
  FARXIGA,
  FLECAINIDE,
  GLICLAZIDE,
  GLIMEPIRIDE,
  GOSERELIN,
  IBANDRONATE,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  JANUMET,
  JARDIANCE,
  LEVOFLOXACIN,
  LEVOTHYROXINE,
  LITHIUM,
  LOVAZA,
  LOVENOX,
  METFORMIN,
  MINOCYCLINE,
  MOUNJARO,
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
  PANTOPRAZOLE,
  PLAVIX,
  PRADAXA,
  RAMIPRIL,
  RIFAMPIN,
  RITALIN,
  SAXENDA,
  TAMOXIFEN,
  TIVICAY,
  TRIUMEQ,
  TRULICITY,
  TUMS,
  VALSARTAN_HCTZ,
  VASCEPA,
  VYVANSE,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Thirteenth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries or the earlier sets' texts, and before the engine
 * ran on it. Ids start at 1601. Its weight is on the unsafe direction (a medicine or condition
 * missed): UAE pharmacy brand names and their misspellings, Arabic-script brands, voice-dictation
 * splits ("zar elto"), dose-only mentions, combination pills, injections, conditions described
 * without the medical word, pregnancy and an operation ahead in many languages; then healthy
 * people whose text must not be read as a class. The expectations, by what the reference says:
 * - Anticoagulants, antiplatelets, bleeding disorders and chemotherapy: no vitamin E (NIH ODS
 *   vitamin E). Warfarin: no CoQ10 either (NCCIH CoQ10).
 * - Ashwagandha is left out (NCCIH) with thyroid medicines and thyroid or autoimmune disease,
 *   diabetes, blood-pressure, immunosuppressant, sedative and anti-seizure medicines, pregnancy
 *   and breastfeeding, an operation ahead and hormone-sensitive prostate cancer.
 * - Green tea extract is left out with liver disease and TB treatment (NCCIH green tea, LiverTox)
 *   and with ADHD stimulants (their labels: raised heart rate and blood pressure).
 * - GLP-1 medicines slow the stomach, and swallowing difficulty: no swelling fibre (glucomannan;
 *   FDA 21 CFR 201.319).
 * - Isotretinoin: no multivitamin with vitamin A (NIH ODS vitamin A, the label).
 * - Quinolones and tetracyclines beside zinc: hours apart (NIH ODS zinc); levothyroxine beside
 *   calcium: hours apart (NIH ODS calcium).
 * - Kidney disease: no magnesium (NIH ODS magnesium); kidney stones and high blood calcium: no
 *   calcium supplement (NIH ODS calcium, NIDDK); iron overload, chelators and transfused sickle
 *   cell disease: no iron (NIH ODS iron, the chelator labels, ASH); lithium and bipolar disorder:
 *   no rhodiola (mania reports).
 * - Classes whose reference asks for a caution rather than a removal here are only expected to be
 *   recognised (`only`).
 */


const noCalcium = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) });
const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });

const SAVAYSA = dailymed('savaysa');
const EFFIENT = dailymed('effient');
const CARBIMAZOLE = EMC('carbimazole');
const PROPYLTHIOURACIL = dailymed('propylthiouracil');
const XIGDUO = dailymed('xigduo');
const VILDAGLIPTIN = 'https://www.ema.europa.eu/en/medicines/human/EPAR/galvus';
const INSULIN_ASPART = dailymed('novolog');
const TRADJENTA = dailymed('tradjenta');
const TELMISARTAN = dailymed('micardis');
const AMLODIPINE = dailymed('norvasc');
const PERINDOPRIL = EMC('perindopril');
const FUROSEMIDE = dailymed('furosemide');
const INDAPAMIDE = dailymed('indapamide');
const ROSUVASTATIN = dailymed('crestor');
const ATORVASTATIN = dailymed('lipitor');
const SIMVASTATIN = dailymed('zocor');
const DIGOXIN = dailymed('lanoxin');
const SERTRALINE = dailymed('zoloft');
const PAROXETINE = dailymed('paxil');
const DULOXETINE = dailymed('cymbalta');
const VENLAFAXINE = dailymed('effexor');
const FLUVOXAMINE = dailymed('fluvoxamine');
const AMITRIPTYLINE = dailymed('amitriptyline');
const CLOMIPRAMINE = dailymed('anafranil');
const PRIADEL = EMC('priadel');
const QUETIAPINE = dailymed('seroquel');
const RISPERIDONE = dailymed('risperdal');
const ARIPIPRAZOLE = dailymed('abilify');
const OLANZAPINE = dailymed('zyprexa');
const ALPRAZOLAM = dailymed('xanax');
const ZOLPIDEM = dailymed('ambien');
const CLONAZEPAM = dailymed('klonopin');
const CARBAMAZEPINE = dailymed('tegretol');
const VALPROATE = dailymed('depakote');
const EPILIM = EMC('epilim');
const LAMOTRIGINE = dailymed('lamictal');
const LEVETIRACETAM = dailymed('keppra');
const OXCARBAZEPINE = dailymed('trileptal');
const LEVODOPA = dailymed('sinemet');
const MADOPAR = EMC('madopar');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const CYCLOSPORINE = dailymed('neoral');
const AZATHIOPRINE = dailymed('imuran');
const ADALIMUMAB = dailymed('humira');
const METHOTREXATE = dailymed('methotrexate');
const CAPECITABINE = dailymed('xeloda');
const LETROZOLE = dailymed('femara');
const ANASTROZOLE = dailymed('arimidex');
const LEUPROLIDE = dailymed('eligard');
const BICALUTAMIDE = dailymed('casodex');
const CIPROFLOXACIN = dailymed('cipro');
const MOXIFLOXACIN = dailymed('avelox');
const ESOMEPRAZOLE = dailymed('nexium');
const RABEPRAZOLE = dailymed('aciphex');
const ALENDRONATE = dailymed('fosamax');
const RISEDRONATE = dailymed('actonel');
const DEFERIPRONE = dailymed('ferriprox');
const VICTOZA = dailymed('victoza');
const AMIODARONE = dailymed('amiodarone');
const DROSPIRENONE_EE = dailymed('yasmin');
const DESOGESTREL = EMC('cerazette');
const ESTRADIOL = dailymed('estradiol');
const CONJUGATED_ESTROGENS = dailymed('premarin');

/** Blood thinners: no vitamin E (bleeding); warfarin: no CoQ10 either. */
export const THIRTEENTH_BLOOD_THINNER_PERSONAS: readonly SafetyPersona[] = [
  onMeds(1601, 'anticoagulant', 'brand', 'Marevan 3mg, INR checked at the clinic every 4 weeks', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(1602, 'anticoagulant', 'typo', 'marivan 5 mg daily', SKIN_AGING_WOMAN_46, warfarinLike(WARFARIN)),
  onMeds(1603, 'anticoagulant', 'vague', 'zar elto 20 with dinner', SKIN_WOMAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(1604, 'anticoagulant', 'arabic', 'زاريلتو ٢٠ ملغ مع العشا', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(1605, 'anticoagulant', 'typo', 'elequis 5 twice a day', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(1606, 'anticoagulant', 'arabic', 'اليكويس ٢.٥ مرتين يوميا', SKIN_MAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(1607, 'anticoagulant', 'typo', 'pradexa 150mg bd', SKIN_MAN, noVitaminE(PRADAXA, 'anticoagulant')),
  onMeds(1608, 'anticoagulant', 'brand', 'Lixiana 60mg once daily for atrial fibrillation', SKIN_AGING_MAN_46, noVitaminE(SAVAYSA, 'anticoagulant')),
  onMeds(1609, 'anticoagulant', 'transliteration', 'a5ith ibrat clexane kil yom ba3d il wilada', SKIN_WOMAN, noVitaminE(LOVENOX, 'anticoagulant')),
  onMeds(1610, 'anticoagulant', 'brand', 'Coumadin since my valve replacement', SKIN_AGING_WOMAN_46, warfarinLike(WARFARIN)),
  onMeds(1611, 'antiplatelet', 'brand', 'Aspirin Protect 100 every morning', SKIN_WOMAN, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(1612, 'antiplatelet', 'brand', 'Jusprin 81mg daily, cardiologist said lifelong', SKIN_MAN, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(1613, 'antiplatelet', 'typo', 'plavics 75 after my stent', SKIN_AGING_MAN_46, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(1614, 'antiplatelet', 'arabic', 'بلافيكس ٧٥ وأسبرين بعد القسطرة', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(1615, 'antiplatelet', 'brand', 'Brilinta 90 twice daily plus Aspocid', SKIN_AGING_MAN_46, noVitaminE(BRILINTA, 'antiplatelet')),
  onMeds(1616, 'antiplatelet', 'brand', 'Efient 10mg', SKIN_MAN, noVitaminE(EFFIENT, 'antiplatelet')),
  onMeds(1617, 'antiplatelet', 'transliteration', 'baby aspirin kil yom 3ashan il galb', SKIN_WOMAN, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(1618, 'antiplatelet', 'multi', 'Concor 5, Crestor 10, Plavix 75, Nexium 40', SKIN_AGING_MAN_46, noVitaminE(PLAVIX, 'antiplatelet', { expect: ['blood_pressure', 'statin', 'ppi'], source: joined(BISOPROLOL, ROSUVASTATIN, ESOMEPRAZOLE) })),
  onMeds(1619, 'antiplatelet', 'multi', 'Ator 40 + clopidogrel + Tritace 5', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet', { expect: ['statin', 'blood_pressure'], source: joined(ATORVASTATIN, RAMIPRIL) })),
  onMeds(1620, 'bleeding_disorder', 'dose', 'factor VIII injections 2000 IU twice a week', SKIN_MAN, noVitaminE(dailymed('advate'), 'bleeding_disorder')),
  onHealth(1621, 'bleeding_disorder', 'vague', "my blood doesn't clot properly, I bruise from nothing and bleed for ages after a cut - they said von Willebrand", SKIN_WOMAN, noVitaminE(VITAMIN_E, 'bleeding_disorder')),
  onMeds(1622, 'anticoagulant', 'dose', 'xarelto 15mg bd for 3 weeks then 20mg od (clot in my leg)', SKIN_WOMAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(1623, 'anticoagulant', 'transliteration', 'dawa musayyil lil dam, warfareen 3 mg', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(1624, 'antiplatelet', 'typo', 'asprin 75mg od', SKIN_MAN, noVitaminE(ASPIRIN_81, 'antiplatelet')),
];

/** Diabetes, GLP-1, blood pressure, cholesterol, thyroid. */
export const THIRTEENTH_METABOLIC_PERSONAS: readonly SafetyPersona[] = [
  onMeds(1625, 'metformin', 'brand', 'Glucophage XR 1000 at night', BASE_MAN, noAshwagandha(METFORMIN, 'metformin')),
  onMeds(1626, 'metformin', 'typo', 'glucofage 500 x2', BASE_MAN, noAshwagandha(METFORMIN, 'metformin')),
  onMeds(1627, 'metformin', 'arabic', 'جلوكوفاج ٨٥٠ بعد الغدا', {}, noAshwagandha(METFORMIN, 'metformin')),
  onMeds(1628, 'metformin', 'brand', 'Janumet 50/1000 twice daily', BASE_MAN_56, noAshwagandha(JANUMET, 'metformin', { expect: ['glucose_lowering'] })),
  onMeds(1629, 'metformin', 'brand', 'Xigduo XR 10/1000', BASE_MAN, noAshwagandha(XIGDUO, 'metformin', { expect: ['glucose_lowering'] })),
  onMeds(1630, 'metformin', 'brand', 'Galvus Met 50/850', {}, noAshwagandha(VILDAGLIPTIN, 'metformin', { expect: ['glucose_lowering'], source: METFORMIN })),
  onMeds(1631, 'glucose_lowering', 'brand', 'Galvus 50mg', BASE_MAN, noAshwagandha(VILDAGLIPTIN, 'glucose_lowering')),
  onMeds(1632, 'glucose_lowering', 'typo', 'jardians 10', BASE_MAN, noAshwagandha(JARDIANCE, 'glucose_lowering')),
  onMeds(1633, 'glucose_lowering', 'brand', 'Forxiga 10mg every morning', {}, noAshwagandha(FARXIGA, 'glucose_lowering')),
  onMeds(1634, 'glucose_lowering', 'arabic', 'فورزيجا ١٠ وجانوفيا', BASE_MAN, noAshwagandha(FARXIGA, 'glucose_lowering')),
  onMeds(1635, 'glucose_lowering', 'brand', 'Diamicron MR 60 in the morning', BASE_MAN_56, noAshwagandha(GLICLAZIDE, 'glucose_lowering')),
  onMeds(1636, 'glucose_lowering', 'dose', 'Lantus 22 units at bedtime + Novorapid with meals', BASE_MAN, noAshwagandha(INSULIN, 'glucose_lowering', { source: INSULIN_ASPART })),
  onMeds(1637, 'glucose_lowering', 'transliteration', 'ib-rat insulin kil lail, 3indi sukkar min 10 sneen', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(1638, 'glucose_lowering', 'brand', 'Trajenta 5 and Amaryl 2', BASE_MAN_56, noAshwagandha(TRADJENTA, 'glucose_lowering', { source: GLIMEPIRIDE })),
  onMeds(1639, 'glucose_lowering', 'multi', 'sugar tablets: amaryl + jardiance, BP: concor', BASE_MAN, noAshwagandha(JARDIANCE, 'glucose_lowering', { expect: ['blood_pressure'], source: BISOPROLOL })),
  onMeds(1640, 'glp1_agonist', 'arabic', 'ابرة اوزمبك مرة بالاسبوع', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(1641, 'glp1_agonist', 'typo', 'monjaro 5mg weekly pen', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(1642, 'glp1_agonist', 'brand', 'Saxenda 3mg daily injection', WEIGHT_MAN, glp1(SAXENDA)),
  onMeds(1643, 'glp1_agonist', 'transliteration', 'ba5ith ibrat el tanhees mounjaro', WEIGHT_MAN, glp1(MOUNJARO)),
  onMeds(1644, 'glp1_agonist', 'brand', 'Wegovy 1.7', WEIGHT_WOMAN, glp1(WEGOVY)),
  onMeds(1645, 'glp1_agonist', 'vague', 'the weekly weight loss jab (semaglutide) from my endo', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(1646, 'glp1_agonist', 'brand', 'Trulicity 1.5 every Friday', WEIGHT_MAN, glp1(TRULICITY)),
  onMeds(1647, 'glp1_agonist', 'typo', 'ozampic 0.5', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(1648, 'glp1_agonist', 'brand', 'Victoza 1.2 mg', WEIGHT_MAN, glp1(VICTOZA)),
  onMeds(1649, 'blood_pressure', 'brand', 'Concor 2.5 every morning', BASE_MAN, noAshwagandha(BISOPROLOL, 'blood_pressure')),
  onMeds(1650, 'blood_pressure', 'brand', 'Exforge 5/160', BASE_MAN, noAshwagandha(EXFORGE, 'blood_pressure')),
  onMeds(1651, 'blood_pressure', 'brand', 'Co-Diovan 160/12.5', {}, noAshwagandha(VALSARTAN_HCTZ, 'blood_pressure', { expect: ['diuretic'] })),
  onMeds(1652, 'blood_pressure', 'arabic', 'كونكور ٥ لضغط الدم', BASE_MAN_56, noAshwagandha(BISOPROLOL, 'blood_pressure')),
  onMeds(1653, 'blood_pressure', 'brand', 'Micardis 40', {}, noAshwagandha(TELMISARTAN, 'blood_pressure')),
  onMeds(1654, 'blood_pressure', 'brand', 'Coversyl 5mg', BASE_MAN, noAshwagandha(PERINDOPRIL, 'blood_pressure')),
  onMeds(1655, 'blood_pressure', 'transliteration', 'habbat il daght norvasc 5', BASE_MAN, noAshwagandha(AMLODIPINE, 'blood_pressure')),
  onMeds(1656, 'blood_pressure', 'typo', 'exforj 10/160 for pressure', {}, noAshwagandha(EXFORGE, 'blood_pressure')),
  onMeds(1657, 'diuretic', 'brand', 'Lasix 40mg morning', BASE_MAN_56, only('diuretic', FUROSEMIDE)),
  onMeds(1658, 'diuretic', 'brand', 'Natrilix SR 1.5', {}, only('diuretic', INDAPAMIDE)),
  onMeds(1659, 'statin', 'brand', 'Crestor 20', BASE_MAN, only('statin', joined(ROSUVASTATIN, NCCIH_COQ10))),
  onMeds(1660, 'statin', 'typo', 'liptor 40 at nite', BASE_MAN, only('statin', joined(ATORVASTATIN, NCCIH_COQ10))),
  onMeds(1661, 'statin', 'arabic', 'كريستور للكوليسترول', {}, only('statin', joined(ROSUVASTATIN, NCCIH_COQ10))),
  onMeds(1662, 'statin', 'brand', 'Zocor 20', BASE_MAN_56, only('statin', joined(SIMVASTATIN, NCCIH_COQ10))),
  onMeds(1663, 'levothyroxine', 'brand', 'Eltroxin 100mcg empty stomach', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(1664, 'levothyroxine', 'vague', 'el troxin 50', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(1665, 'levothyroxine', 'brand', 'Euthyrox 75 µg', AGING_WOMAN_46, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onMeds(1666, 'levothyroxine', 'arabic', 'يوثيروكس ١٠٠ على الريق', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(1667, 'levothyroxine', 'transliteration', 'habbat il ghudda eltroxin 75', BASE_MAN, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(1668, 'levothyroxine', 'typo', 'euthyrocks 50mcg', AGING_WOMAN_46, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onMeds(1669, 'antithyroid', 'brand', 'Neo-Mercazole 5mg three times a day', {}, noAshwagandha(CARBIMAZOLE, 'antithyroid')),
  onMeds(1670, 'antithyroid', 'typo', 'neomercazol 10', {}, noAshwagandha(CARBIMAZOLE, 'antithyroid')),
  onMeds(1671, 'antithyroid', 'english', 'PTU 50mg for my overactive thyroid', {}, noAshwagandha(PROPYLTHIOURACIL, 'antithyroid')),
];

/** Mood, nerves, sleep, immunity, cancer. */
export const THIRTEENTH_NERVES_IMMUNE_CANCER_PERSONAS: readonly SafetyPersona[] = [
  onMeds(1672, 'ssri_snri', 'brand', 'Cipralex 10', {}, only('ssri_snri', ESCITALOPRAM)),
  onMeds(1673, 'ssri_snri', 'typo', 'sipralex 20mg', BASE_MAN, only('ssri_snri', ESCITALOPRAM)),
  onMeds(1674, 'ssri_snri', 'brand', 'Lustral 50', {}, only('ssri_snri', SERTRALINE)),
  onMeds(1675, 'ssri_snri', 'brand', 'Seroxat 20mg', BASE_MAN, only('ssri_snri', PAROXETINE)),
  onMeds(1676, 'ssri_snri', 'brand', 'Cymbalta 60 for nerve pain', {}, only('ssri_snri', DULOXETINE)),
  onMeds(1677, 'ssri_snri', 'arabic', 'سيبرالكس ١٠ للقلق', {}, only('ssri_snri', ESCITALOPRAM)),
  onMeds(1678, 'ssri_snri', 'brand', 'Efexor XR 75', {}, only('ssri_snri', VENLAFAXINE)),
  onMeds(1679, 'ssri_snri', 'brand', 'Faverin 100', BASE_MAN, only('ssri_snri', FLUVOXAMINE)),
  onMeds(1680, 'tricyclic', 'brand', 'Tryptizol 10 at night for migraine', {}, only('tricyclic', AMITRIPTYLINE)),
  onMeds(1681, 'tricyclic', 'brand', 'Anafranil 25', BASE_MAN, only('tricyclic', CLOMIPRAMINE)),
  onMeds(1682, 'maoi', 'brand', 'Nardil 15mg three times daily', {}, only('maoi', NARDIL_LABEL)),
  onMeds(1683, 'lithium', 'brand', 'Priadel 400 at night', {}, noRhodiola(PRIADEL, 'lithium')),
  onMeds(1684, 'lithium', 'typo', 'lithum 600mg, levels every 3 months', BASE_MAN, noRhodiola(LITHIUM, 'lithium')),
  onMeds(1685, 'lithium', 'arabic', 'ليثيوم ٤٠٠ مرتين', {}, noRhodiola(LITHIUM, 'lithium')),
  onHealth(1686, 'bipolar_disorder', 'vague', 'I have manic episodes and then deep lows, psychiatrist calls it mood disorder type 1', {}, noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder')),
  onHealth(1687, 'bipolar_disorder', 'arabic', 'عندي ثنائي القطب', BASE_MAN, noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder')),
  onHealth(1688, 'bipolar_disorder', 'english', 'manic depression, stable for 2 years', {}, noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder')),
  onMeds(1689, 'antipsychotic', 'brand', 'Seroquel 100 at night', {}, only('antipsychotic', QUETIAPINE)),
  onMeds(1690, 'antipsychotic', 'brand', 'Risperdal 2mg', BASE_MAN, only('antipsychotic', RISPERIDONE)),
  onMeds(1691, 'antipsychotic', 'typo', 'abilfy 10', {}, only('antipsychotic', ARIPIPRAZOLE)),
  onMeds(1692, 'antipsychotic', 'brand', 'Zyprexa 5mg', BASE_MAN, only('antipsychotic', OLANZAPINE)),
  onMeds(1693, 'sedative', 'brand', 'Xanax 0.5 when anxious', {}, noAshwagandha(ALPRAZOLAM, 'sedative')),
  onMeds(1694, 'sedative', 'brand', 'Stilnox 10 for sleep', BASE_MAN, noAshwagandha(ZOLPIDEM, 'sedative')),
  onMeds(1695, 'sedative', 'brand', 'Rivotril 0.5 at bedtime', {}, noAshwagandha(CLONAZEPAM, 'sedative')),
  onMeds(1696, 'sedative', 'arabic', 'زاناكس نص حبة بالليل', SLEEP_STRESS_WOMAN, noAshwagandha(ALPRAZOLAM, 'sedative')),
  onMeds(1697, 'antiepileptic', 'brand', 'Tegretol CR 200 bd', {}, noAshwagandha(CARBAMAZEPINE, 'antiepileptic')),
  onMeds(1698, 'antiepileptic', 'brand', 'Depakine Chrono 500', BASE_MAN, noAshwagandha(VALPROATE, 'antiepileptic')),
  onMeds(1699, 'antiepileptic', 'brand', 'Epilim 200 x3', {}, noAshwagandha(EPILIM, 'antiepileptic')),
  onMeds(1700, 'antiepileptic', 'typo', 'lamictel 100', {}, noAshwagandha(LAMOTRIGINE, 'antiepileptic')),
  onMeds(1701, 'antiepileptic', 'vague', 'kepra 500 for fits', BASE_MAN, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onMeds(1702, 'antiepileptic', 'arabic', 'كيبرا ٥٠٠ للصرع', {}, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onMeds(1703, 'antiepileptic', 'brand', 'Trileptal 300', BASE_MAN, noAshwagandha(OXCARBAZEPINE, 'antiepileptic')),
  onMeds(1704, 'levodopa', 'brand', 'Sinemet 25/100 three times', BASE_MAN_56, only('levodopa', LEVODOPA)),
  onMeds(1705, 'levodopa', 'brand', 'Madopar 125', BASE_MAN_56, only('levodopa', MADOPAR)),
  onMeds(1706, 'immunosuppressant', 'brand', 'Prograf 2mg twice daily (kidney transplant 2019)', BASE_MAN, noAshwagandha(TACROLIMUS, 'immunosuppressant')),
  onMeds(1707, 'immunosuppressant', 'brand', 'CellCept 500 bd', {}, noAshwagandha(MYCOPHENOLATE, 'immunosuppressant')),
  onMeds(1708, 'immunosuppressant', 'typo', 'cellsept 1g and prograff', BASE_MAN, noAshwagandha(MYCOPHENOLATE, 'immunosuppressant')),
  onMeds(1709, 'immunosuppressant', 'brand', 'Neoral 100mg', {}, noAshwagandha(CYCLOSPORINE, 'immunosuppressant')),
  onMeds(1710, 'immunosuppressant', 'brand', 'Imuran 50', {}, noAshwagandha(AZATHIOPRINE, 'immunosuppressant')),
  onMeds(1711, 'immunosuppressant', 'brand', 'Humira pen every other week', BASE_MAN, noAshwagandha(ADALIMUMAB, 'immunosuppressant')),
  onMeds(1712, 'methotrexate', 'dose', 'methotrexate 15mg every Sunday + folic acid', {}, only('methotrexate', METHOTREXATE)),
  onMeds(1713, 'methotrexate', 'typo', 'metotrexat 10 weekly for RA', {}, only('methotrexate', METHOTREXATE)),
  onMeds(1714, 'methotrexate', 'arabic', 'ميثوتريكسات مرة في الاسبوع', {}, only('methotrexate', METHOTREXATE)),
  onHealth(1715, 'cancer_treatment', 'arabic', 'أخذ جلسات كيماوي كل ثلاث أسابيع', SKIN_WOMAN, noVitaminE(CAPECITABINE, 'cancer_treatment')),
  onHealth(1716, 'cancer_treatment', 'vague', 'in the middle of chemo for colon cancer', SKIN_MAN, noVitaminE(CAPECITABINE, 'cancer_treatment')),
  onMeds(1717, 'cancer_treatment', 'brand', 'Xeloda tablets 2 weeks on 1 week off', SKIN_AGING_MAN_46, noVitaminE(CAPECITABINE, 'cancer_treatment')),
  onHealth(1718, 'cancer_treatment', 'english', 'starting radiotherapy sessions next month for a lymphoma', SKIN_WOMAN, noVitaminE(VITAMIN_E, 'cancer_treatment')),
  onHealth(1719, 'hormone_sensitive_cancer', 'vague', 'breast cancer survivor, on hormone tablets for 5 years', {}, only('hormone_sensitive_cancer', TAMOXIFEN)),
  onMeds(1720, 'hormone_sensitive_cancer', 'brand', 'Tamoxifen 20mg', {}, only('hormone_sensitive_cancer', TAMOXIFEN)),
  onMeds(1721, 'hormone_sensitive_cancer', 'brand', 'Femara 2.5 after breast surgery', AGING_WOMAN_46, only('hormone_sensitive_cancer', LETROZOLE)),
  onMeds(1722, 'hormone_sensitive_cancer', 'typo', 'arimedex 1mg', AGING_WOMAN_46, only('hormone_sensitive_cancer', ANASTROZOLE)),
  onMeds(1723, 'hormone_sensitive_cancer', 'brand', 'Zoladex implant every 3 months for prostate cancer + Casodex', BASE_MAN_56, noAshwagandha(GOSERELIN, 'hormone_sensitive_cancer', { source: BICALUTAMIDE })),
  onHealth(1724, 'hormone_sensitive_cancer', 'vague', 'prostate cancer, on the hormone injection (Eligard)', BASE_MAN_56, noAshwagandha(LEUPROLIDE, 'hormone_sensitive_cancer')),
  onHealth(1725, 'hormone_sensitive_cancer', 'arabic', 'سرطان البروستاتا وآخذ ابر هرمونية', BASE_MAN_56, noAshwagandha(LEUPROLIDE, 'hormone_sensitive_cancer')),
];

/** Other medicines: acne, antibiotics, stomach, bones, HIV, TB, iron, ADHD, heart, hormones. */
export const THIRTEENTH_OTHER_MEDICINE_PERSONAS: readonly SafetyPersona[] = [
  onMeds(1726, 'retinoid', 'brand', 'Roaccutane 20mg', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(1727, 'retinoid', 'typo', 'roacutan 40 daily', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(1728, 'retinoid', 'brand', 'Acnotin 10 for my acne', ROACCUTANE_MAN_30, noMultivitamin(ISOTRETINOIN)),
  onMeds(1729, 'retinoid', 'arabic', 'روكتان للحبوب', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(1730, 'retinoid', 'transliteration', 'habbat roaccutane lil 7ubub', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(1731, 'quinolone_tetracycline', 'brand', 'Ciprobay 500 for 7 days (UTI)', IMMUNITY_MAN, spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC)),
  onMeds(1732, 'quinolone_tetracycline', 'brand', 'Tavanic 500 once a day', IMMUNITY_MAN, spacing(LEVOFLOXACIN, 'quinolone_tetracycline', ZINC)),
  onMeds(1733, 'quinolone_tetracycline', 'brand', 'Avelox 400', IMMUNITY_MAN, spacing(MOXIFLOXACIN, 'quinolone_tetracycline', ZINC)),
  onMeds(1734, 'quinolone_tetracycline', 'typo', 'doxycyclin 100 for my skin', IMMUNITY_MAN, spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC)),
  onMeds(1735, 'quinolone_tetracycline', 'brand', 'Minocin 50', IMMUNITY_MAN, spacing(MINOCYCLINE, 'quinolone_tetracycline', ZINC)),
  onMeds(1736, 'ppi', 'brand', 'Nexium 40 before breakfast', {}, only('ppi', joined(ESOMEPRAZOLE, VITAMIN_B12))),
  onMeds(1737, 'ppi', 'brand', 'Controloc 40', BASE_MAN, only('ppi', joined(PANTOPRAZOLE, VITAMIN_B12))),
  onMeds(1738, 'ppi', 'typo', 'nexum 20 daily for years', {}, only('ppi', joined(ESOMEPRAZOLE, VITAMIN_B12))),
  onMeds(1739, 'ppi', 'arabic', 'نيكسيوم ٤٠ للمعدة', {}, only('ppi', joined(ESOMEPRAZOLE, VITAMIN_B12))),
  onMeds(1740, 'ppi', 'brand', 'Pariet 20', BASE_MAN, only('ppi', joined(RABEPRAZOLE, VITAMIN_B12))),
  onMeds(1741, 'ppi', 'brand', 'Losec 20 mg', {}, only('ppi', joined(OMEPRAZOLE, VITAMIN_B12))),
  onMeds(1742, 'bisphosphonate', 'brand', 'Fosamax 70 every Monday', AGING_WOMAN_46, only('bisphosphonate', ALENDRONATE)),
  onMeds(1743, 'bisphosphonate', 'brand', 'Actonel once a week', AGING_WOMAN_46, only('bisphosphonate', RISEDRONATE)),
  onMeds(1744, 'bisphosphonate', 'brand', 'Bonviva 150 monthly', AGING_WOMAN_46, only('bisphosphonate', IBANDRONATE)),
  onMeds(1745, 'integrase_inhibitor', 'brand', 'Tivicay 50 + Truvada', IMMUNITY_MAN, only('integrase_inhibitor', TIVICAY)),
  onMeds(1746, 'integrase_inhibitor', 'brand', 'Biktarvy one a day', IMMUNITY_MAN, only('integrase_inhibitor', BIKTARVY)),
  onMeds(1747, 'integrase_inhibitor', 'brand', 'Triumeq', IMMUNITY_MAN, only('integrase_inhibitor', TRIUMEQ)),
  onMeds(1748, 'tb_treatment', 'english', 'on rifampicin and isoniazid for latent TB (month 2 of 4)', FOCUS_MAN, noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID })),
  onMeds(1749, 'tb_treatment', 'brand', 'Rimstar 4 tablets daily for TB', FOCUS_MAN, noGreenTea(RIFAMPIN, 'tb_treatment')),
  onMeds(1750, 'iron_chelator', 'brand', 'Exjade 1000 daily', ENERGY_WOMAN, noIron(EXJADE, 'iron_chelator')),
  onMeds(1751, 'iron_chelator', 'brand', 'Jadenu 360', ENERGY_WOMAN_30, noIron(JADENU, 'iron_chelator')),
  onMeds(1752, 'iron_chelator', 'brand', 'Desferal pump overnight 5 nights a week', ENERGY_WOMAN, noIron(DESFERAL, 'iron_chelator')),
  onMeds(1753, 'iron_chelator', 'brand', 'Ferriprox 500 tds', ENERGY_WOMAN_30, noIron(DEFERIPRONE, 'iron_chelator')),
  onMeds(1754, 'adhd_medicine', 'brand', 'Concerta 36 every school day', FOCUS_MAN, noGreenTea(CONCERTA, 'adhd_medicine')),
  onMeds(1755, 'adhd_medicine', 'brand', 'Ritalin 10mg twice', FOCUS_WOMAN, noGreenTea(RITALIN, 'adhd_medicine')),
  onMeds(1756, 'adhd_medicine', 'typo', 'vyvance 30', FOCUS_MAN, noGreenTea(VYVANSE, 'adhd_medicine')),
  onMeds(1757, 'adhd_medicine', 'brand', 'Adderall XR 20', FOCUS_WOMAN, noGreenTea(ADDERALL, 'adhd_medicine')),
  onMeds(1758, 'prescription_omega3', 'brand', 'Vascepa 2 capsules twice a day', {}, only('prescription_omega3', joined(VASCEPA, OMEGA_3))),
  onMeds(1759, 'prescription_omega3', 'brand', 'Omacor 1g for triglycerides', {}, only('prescription_omega3', joined(LOVAZA, OMEGA_3))),
  onMeds(1760, 'calcium_antacid', 'brand', 'Tums when I get heartburn, most days', {}, only('calcium_antacid', joined(TUMS, CALCIUM))),
  onMeds(1761, 'calcium_antacid', 'brand', 'Rennie 2 tabs after meals', {}, only('calcium_antacid', joined(CALCIUM_CARBONATE_ANTACID, CALCIUM))),
  onMeds(1762, 'digoxin', 'brand', 'Lanoxin 0.125', BASE_MAN_56, only('digoxin', DIGOXIN)),
  onMeds(1763, 'heart_rhythm', 'brand', 'Cordarone 200 daily', BASE_MAN_56, only('heart_rhythm', AMIODARONE)),
  onMeds(1764, 'heart_rhythm', 'brand', 'Tambocor 100 for palpitations', {}, only('heart_rhythm', FLECAINIDE)),
  onMeds(1765, 'hormonal_therapy', 'brand', 'Yasmin pill', {}, only('hormonal_therapy', DROSPIRENONE_EE)),
  onMeds(1766, 'hormonal_therapy', 'brand', 'Cerazette daily', {}, only('hormonal_therapy', DESOGESTREL)),
  onMeds(1767, 'hormonal_therapy', 'english', 'HRT estrogen patch twice a week', AGING_WOMAN_46, only('hormonal_therapy', ESTRADIOL)),
  onMeds(1768, 'hormonal_therapy', 'brand', 'Premarin 0.625', AGING_WOMAN_46, only('hormonal_therapy', CONJUGATED_ESTROGENS)),
];

/** Conditions told without the medical word, pregnancy, operations ahead. */
export const THIRTEENTH_CONDITION_PERSONAS: readonly SafetyPersona[] = [
  onHealth(1769, 'kidney_disease', 'vague', "my kidneys don't filter well, the nephrologist checks me every 3 months", SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(1770, 'kidney_disease', 'english', 'CKD stage 3b, eGFR 38', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(1771, 'kidney_disease', 'arabic', 'عندي قصور في وظائف الكلى', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(1772, 'kidney_disease', 'transliteration', 'kilyati ta3bana w il creatinine 3ali', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(1773, 'kidney_disease', 'vague', 'on dialysis Mon Wed Fri', BASE_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(1774, 'kidney_disease', 'transliteration', 'mahina daw ang kidney ko sabi ng doktor', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(1775, 'kidney_disease', 'transliteration', 'kidney 40 percent hi kaam kar rahi hai', SLEEP_STRESS_MAN, noMagnesium(NIDDK_CKD)),
  onHealth(1776, 'kidney_disease', 'vague', 'creatinine is high and they said my kidney function is reduced', SLEEP_STRESS_WOMAN, noMagnesium(NIDDK_CKD)),
  onHealth(1777, 'kidney_stones', 'vague', 'passed a stone last summer, the urologist said calcium oxalate', AGING_WOMAN_46, noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones')),
  onHealth(1778, 'kidney_stones', 'arabic', 'عندي حصى بالكلى تتكرر', AGING_WOMAN_46, noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones')),
  onHealth(1779, 'kidney_stones', 'transliteration', 'kidney mein pathri hai, do baar nikli', AGING_WOMAN_46, noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones')),
  onHealth(1780, 'kidney_stones', 'transliteration', '3indi 7asa fil kilya', AGING_WOMAN_46, noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones')),
  onHealth(1781, 'hypercalcaemia', 'vague', 'my blood calcium came back high and they found an overactive parathyroid', AGING_WOMAN_46, noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia')),
  onHealth(1782, 'liver_disease', 'vague', 'liver enzymes high on my last two blood tests (ALT 140)', FOCUS_MAN, noGreenTea(NCCIH_GREEN_TEA, 'liver_disease')),
  onHealth(1783, 'liver_disease', 'arabic', 'عندي تليف بالكبد', FOCUS_WOMAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  onHealth(1784, 'liver_disease', 'english', 'hepatitis B carrier, followed by a hepatologist', FOCUS_MAN, noGreenTea(NIDDK_HEP_B, 'liver_disease')),
  onHealth(1785, 'liver_disease', 'vague', 'fatty liver grade 3 with raised enzymes', FOCUS_MAN, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
  onHealth(1786, 'liver_disease', 'transliteration', 'liver kharab hai doctor ne bola cirrhosis', FOCUS_MAN, noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease')),
  onHealth(1787, 'liver_disease', 'arabic', 'إنزيمات الكبد مرتفعة', FOCUS_WOMAN, noGreenTea(NIDDK_NAFLD, 'liver_disease')),
  onHealth(1788, 'bariatric_surgery', 'vague', 'had my gallbladder out and my stomach stapled in 2020', {}, only('bariatric_surgery', NIDDK_BARIATRIC)),
  onHealth(1789, 'bariatric_surgery', 'arabic', 'سويت عملية تكميم قبل سنتين', {}, only('bariatric_surgery', NIDDK_BARIATRIC)),
  onHealth(1790, 'bariatric_surgery', 'transliteration', 'sawait takmeem 2022', BASE_MAN, only('bariatric_surgery', NIDDK_BARIATRIC)),
  onHealth(1791, 'bariatric_surgery', 'english', 'Roux-en-Y bypass 3 years ago, lost 50kg', {}, only('bariatric_surgery', NIDDK_BARIATRIC)),
  onHealth(1792, 'heart_rhythm', 'vague', 'my heart goes fast and irregular sometimes, cardiologist says AF', BASE_MAN_56, only('heart_rhythm', FLECAINIDE)),
  onHealth(1793, 'heart_rhythm', 'arabic', 'عندي رجفان أذيني', BASE_MAN_56, only('heart_rhythm', AMIODARONE)),
  onHealth(1794, 'heart_rhythm', 'transliteration', 'irregular ang tibok ng puso ko, minsan mabilis', {}, only('heart_rhythm', FLECAINIDE)),
  onHealth(1795, 'iron_overload', 'english', 'thalassaemia major, transfusions every 3 weeks', ENERGY_WOMAN, noIron(ASH_SICKLE_IRON, 'iron_overload')),
  onHealth(1796, 'iron_overload', 'vague', 'my ferritin is over 1500 from all the transfusions', ENERGY_WOMAN_30, noIron(ASH_SICKLE_IRON, 'iron_overload')),
  onHealth(1797, 'iron_overload', 'english', 'haemochromatosis, I have blood taken off every few months', ENERGY_WOMAN, noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload')),
  onHealth(1798, 'sickle_cell', 'english', 'sickle cell disease, on regular exchange transfusions', ENERGY_WOMAN_30, noIron(ASH_SICKLE_IRON, 'sickle_cell')),
  onHealth(1799, 'g6pd_deficiency', 'vague', 'I have favism, cannot eat broad beans', IMMUNITY_WOMAN, only('g6pd_deficiency', ASCORBIC_ACID_LABEL)),
  onHealth(1800, 'g6pd_deficiency', 'arabic', 'عندي نقص انزيم G6PD', IMMUNITY_MAN, only('g6pd_deficiency', ASCORBIC_ACID_LABEL)),
  onHealth(1801, 'autoimmune_disease', 'english', "Hashimoto's thyroiditis, not on tablets yet", {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease')),
  onHealth(1802, 'autoimmune_disease', 'english', 'lupus (SLE) since 2015', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease')),
  onHealth(1803, 'autoimmune_disease', 'arabic', 'عندي روماتويد', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease')),
  onHealth(1804, 'autoimmune_disease', 'english', 'multiple sclerosis, relapsing-remitting', BASE_MAN, noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease')),
  onHealth(1805, 'swallowing_difficulty', 'vague', "since my stroke I can't swallow well, food goes down the wrong way", WEIGHT_WOMAN, {
    no: ['glucomannan'],
    expect: ['swallowing_difficulty'],
    source: joined(FDA_SWELLING_GUMS, WEIGHT_LOSS),
  }),
  onHealth(1806, 'swallowing_difficulty', 'english', 'dysphagia, I choke on big tablets', WEIGHT_MAN, {
    no: ['glucomannan'],
    expect: ['swallowing_difficulty'],
    source: joined(FDA_SWELLING_GUMS, WEIGHT_LOSS),
  }),
  onHealth(1807, 'pregnancy_breastfeeding', 'arabic', 'حامل بالشهر الرابع', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1808, 'pregnancy_breastfeeding', 'arabic', 'مرضعة وبنتي عمرها ٣ شهور', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1809, 'pregnancy_breastfeeding', 'transliteration', 'ana mrdha3a', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1810, 'pregnancy_breastfeeding', 'transliteration', 'main 5 mahine pregnant hoon', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1811, 'pregnancy_breastfeeding', 'transliteration', 'buntis ako, 12 weeks na', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1812, 'pregnancy_breastfeeding', 'transliteration', 'nagpapasuso pa ako sa baby ko', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1813, 'pregnancy_breastfeeding', 'vague', 'expecting our second, due in March', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1814, 'pregnancy_breastfeeding', 'vague', 'IVF embryo transfer done last week, waiting for the beta', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1815, 'pregnancy_breastfeeding', 'english', 'exclusively breastfeeding my 2 month old', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1816, 'pregnancy_breastfeeding', 'transliteration', 'ana 7amil fi sh-har il sab3', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1817, 'pregnancy_breastfeeding', 'transliteration', 'njan garbhini aanu, 20 weeks', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1818, 'pregnancy_breastfeeding', 'typo', 'pregnent 8 weeks', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1819, 'pregnancy_breastfeeding', 'vague', 'feeding my baby myself, no formula', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1820, 'pregnancy_breastfeeding', 'transliteration', 'bacche ko doodh pilati hoon', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1821, 'surgery', 'english', 'operation next week to remove my thyroid nodule', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
  onHealth(1822, 'surgery', 'arabic', 'عندي عملية الاسبوع الجاي', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
  onHealth(1823, 'surgery', 'transliteration', '3indi 3amaliya ba3d shahar', BASE_MAN, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
  onHealth(1824, 'surgery', 'vague', 'booked for a knee replacement on the 14th', BASE_MAN_56, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
  onHealth(1825, 'surgery', 'transliteration', 'agle hafte operation hai', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
  onHealth(1826, 'surgery', 'transliteration', 'may opera ako next month', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
  onHealth(1827, 'surgery', 'vague', 'scheduled for a C-section on 3 December', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery', { expect: ['pregnancy_breastfeeding'] })),
  onHealth(1828, 'surgery', 'english', 'gallbladder surgery planned after Eid', BASE_MAN, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
];

/** Healthy people: denials, relatives, finished courses, vaccines, normal results. */
export const THIRTEENTH_NEGATIVE_PERSONAS: readonly SafetyPersona[] = [
  onMeds(1829, 'anticoagulant', 'negation', 'nothing, my father is the one on Marevan', SKIN_WOMAN, denied(['anticoagulant'], WARFARIN)),
  onMeds(1830, 'antiplatelet', 'negation', 'Panadol when I have a headache, nothing else', SKIN_WOMAN, denied(['antiplatelet', 'anticoagulant'], ASPIRIN_81)),
  onMeds(1831, 'metformin', 'negation', 'la ma akhith shay', BASE_MAN, denied(['metformin', 'glucose_lowering'], METFORMIN)),
  onMeds(1832, 'glucose_lowering', 'negation', 'لا آخذ أي أدوية', {}, denied(['glucose_lowering', 'blood_pressure'], METFORMIN)),
  onMeds(1833, 'glucose_lowering', 'negation', 'koi dawai nahi leti, sirf vitamin D', {}, denied(['glucose_lowering'], METFORMIN)),
  onMeds(1834, 'blood_pressure', 'negation', 'wala akong iniinom na gamot', {}, denied(['blood_pressure'], BISOPROLOL)),
  onMeds(1835, 'blood_pressure', 'negation', 'my dad takes Concor and Crestor, I take nothing', BASE_MAN, denied(['blood_pressure', 'statin'], BISOPROLOL)),
  onHealth(1836, 'glucose_lowering', 'negation', 'mummy ko sugar hai, mujhe nahi', {}, denied(['glucose_lowering'], METFORMIN)),
  onHealth(1837, 'kidney_disease', 'negation', 'blood tests last month all normal: kidney, liver, sugar, thyroid', SLEEP_STRESS_WOMAN, denied(['kidney_disease', 'liver_disease', 'glucose_lowering', 'levothyroxine'], NIDDK_CKD)),
  onHealth(1838, 'liver_disease', 'negation', 'had the hepatitis B vaccine and the flu shot this year', FOCUS_MAN, denied(['liver_disease'], NIDDK_HEP_B)),
  onHealth(1839, 'pregnancy_breastfeeding', 'negation', 'my wife is pregnant, I want to be healthy for the baby', BASE_MAN, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onHealth(1840, 'pregnancy_breastfeeding', 'negation', 'hindi ako buntis', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onHealth(1841, 'pregnancy_breastfeeding', 'negation', 'pregnant nahi hoon, breastfeeding bhi nahi', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onHealth(1842, 'pregnancy_breastfeeding', 'negation', 'stopped breastfeeding 2 years ago, my son is 4 now', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onHealth(1843, 'surgery', 'negation', 'C-section in 2018, no operations since or planned', {}, denied(['surgery', 'pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onHealth(1844, 'surgery', 'negation', 'ma 3indi 3amaliyat', BASE_MAN, denied(['surgery'], NCCIH_ASHWAGANDHA)),
  onHealth(1845, 'bariatric_surgery', 'negation', 'gallbladder removed in 2015, nothing else', {}, denied(['bariatric_surgery', 'surgery'], NIDDK_BARIATRIC)),
  onHealth(1846, 'surgery', 'negation', 'dental cleaning done yesterday, all fine', {}, denied(['surgery'], NCCIH_ASHWAGANDHA)),
  onMeds(1847, 'retinoid', 'negation', 'stopped Roaccutane 2 years back', ROACCUTANE_MAN, denied(['retinoid'], ISOTRETINOIN)),
  onMeds(1848, 'quinolone_tetracycline', 'negation', 'finished a cipro course in August, nothing now', IMMUNITY_MAN, denied(['quinolone_tetracycline'], CIPROFLOXACIN)),
  onMeds(1849, 'adhd_medicine', 'negation', 'my son takes Concerta, not me', FOCUS_MAN, denied(['adhd_medicine'], CONCERTA)),
  onMeds(1850, 'anticoagulant', 'negation', 'husband is on Xarelto, I am on nothing', SKIN_WOMAN, denied(['anticoagulant'], XARELTO)),
  onMeds(1851, 'ppi', 'negation', 'used Nexium for one week last year, not anymore', {}, denied(['ppi'], ESOMEPRAZOLE)),
  onHealth(1852, 'levothyroxine', 'negation', 'thyroid normal, never needed Eltroxin', {}, denied(['levothyroxine', 'antithyroid', 'autoimmune_disease'], LEVOTHYROXINE)),
  onHealth(1853, 'heart_rhythm', 'negation', 'heart checked, ECG normal, no palpitations', BASE_MAN, denied(['heart_rhythm'], FLECAINIDE)),
  onHealth(1854, 'kidney_stones', 'negation', 'no kidney stones, no kidney problems', AGING_WOMAN_46, denied(['kidney_stones', 'kidney_disease'], NIDDK_KIDNEY_STONES)),
  onHealth(1855, 'sickle_cell', 'negation', 'I only carry the sickle cell trait, I do not have the disease, no transfusions ever', ENERGY_WOMAN, denied(['sickle_cell', 'iron_overload'], ASH_SICKLE_IRON)),
  onHealth(1856, 'g6pd_deficiency', 'negation', 'tested for G6PD deficiency at birth: negative', IMMUNITY_WOMAN, denied(['g6pd_deficiency'], ASCORBIC_ACID_LABEL)),
  onMeds(1857, 'prescription_omega3', 'negation', 'just fish oil capsules from the supermarket', {}, denied(['prescription_omega3'], joined(VASCEPA, OMEGA_3))),
  onMeds(1858, 'glp1_agonist', 'negation', 'thought about Mounjaro but decided against it, no meds', WEIGHT_WOMAN, denied(['glp1_agonist'], MOUNJARO)),
  onMeds(1859, 'sedative', 'negation', 'Claritin for dust allergy in spring', {}, denied(['sedative'], dailymed('claritin'))),
  onMeds(1860, 'levothyroxine', 'negation', 'took Eltroxin only during my pregnancy, stopped after delivery 2 years ago', {}, denied(['levothyroxine', 'pregnancy_breastfeeding'], LEVOTHYROXINE)),
  onHealth(1861, 'liver_disease', 'negation', 'liver ultrasound normal, no fatty liver', FOCUS_MAN, denied(['liver_disease'], NIDDK_NAFLD)),
  onMeds(1862, 'statin', 'negation', 'doctor offered Lipitor but my cholesterol came down with diet so I never started', BASE_MAN, denied(['statin'], ATORVASTATIN)),
];

