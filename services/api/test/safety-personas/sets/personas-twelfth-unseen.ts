import type { SafetyPersona } from '../persona';
import { denied, glp1, noAshwagandha, noVitaminE, onHealth, only, onMeds, spacing } from '../expectations';
import {
  dailymed,
  SKIN_WOMAN,
  SKIN_MAN,
  SKIN_AGING_MAN_46,
  SKIN_AGING_WOMAN_46,
  BASE_MAN,
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
  BASE_MAN_56,
  ROACCUTANE_MAN,
  ROACCUTANE_WOMAN,
  ROACCUTANE_MAN_30,
  VITAMIN_E,
  VITAMIN_A,
  VITAMIN_B12,
  CALCIUM,
  IRON,
  MAGNESIUM,
  ZINC,
  NCCIH_ASHWAGANDHA,
  NCCIH_COQ10,
  NCCIH_GREEN_TEA,
  LIVERTOX_ASHWAGANDHA,
  RHODIOLA_MANIA,
} from '../persona-answers';
import {
  ASPIRIN_81,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  CALCIUM_CARBONATE_ANTACID,
  CONCERTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
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
  JANUMET,
  JARDIANCE,
  LEVOFLOXACIN,
  LEVOTHYROXINE,
  LITHIUM,
  LOVAZA,
  LOVENOX,
  METFORMIN,
  MINOCYCLINE,
  NCI_REMISSION,
  NIDDK_BARIATRIC,
  NIDDK_CKD,
  NIDDK_KIDNEY_STONES,
  OMEPRAZOLE,
  PANTOPRAZOLE,
  PLAVIX,
  PRADAXA,
  RAMIPRIL,
  RIFAMPIN,
  TAMOXIFEN,
  TIVICAY,
  TUMS,
  VALSARTAN_HCTZ,
  VASCEPA,
  VYVANSE,
  WARFARIN,
  XARELTO,
} from '../labels';

/**
 * Twelfth set, written as an outside tester from the references beside each case, without reading
 * the engine's reader, its dictionaries or the earlier sets' texts, and before the engine ran on
 * it. Ids start at 1401. The expectations, by what the reference says:
 * - Anticoagulants (warfarin, apixaban, rivaroxaban, dabigatran, enoxaparin), antiplatelets
 *   (clopidogrel, low-dose aspirin, ticagrelor), bleeding disorders and chemotherapy: no vitamin E
 *   (NIH ODS vitamin E: bleeding with anticoagulants and antiplatelets; antioxidants beside
 *   chemotherapy and radiotherapy). Warfarin: no CoQ10 either (NCCIH: may make warfarin less
 *   effective).
 * - Ashwagandha is left out (NCCIH) with thyroid medicines and thyroid or autoimmune disease,
 *   diabetes and blood-pressure medicines, immunosuppressants, anti-seizure medicines, pregnancy
 *   and breastfeeding, an operation ahead and hormone-sensitive prostate cancer; and with liver
 *   disease and TB treatment (LiverTox).
 * - Green tea extract is left out with liver disease, TB treatment and ADHD stimulants (NCCIH:
 *   liver injury; stimulant labels: raised heart rate and blood pressure).
 * - GLP-1 and GLP-1/GIP medicines delay gastric emptying (their labels): no swelling fibre
 *   (glucomannan, FDA 21 CFR 201.319) on a weight-loss plan.
 * - Isotretinoin: no multivitamin with vitamin A (NIH ODS vitamin A, the isotretinoin label).
 * - Quinolones, tetracyclines and integrase inhibitors beside a planned mineral: spaced by hours
 *   (NIH ODS zinc and magnesium, their labels); levothyroxine and calcium: 4 hours apart (NIH ODS
 *   calcium).
 * - Kidney disease and dialysis: no magnesium (NIH ODS magnesium); kidney stones: no calcium
 *   supplement (NIH ODS calcium, NIDDK); iron overload and iron chelators: no iron (NIH ODS iron,
 *   the chelator labels); lithium for bipolar disorder: no rhodiola (mania reports).
 * - Past and future: an operation done years ago is not an operation ahead; a weight-loss
 *   operation done is lifelong weight-loss-surgery care; a pause for a procedure or a refill due
 *   still means taking; "in remission" is still the condition (NCI).
 * - Negative personas: denials, relatives' medicines, a course finished years ago, jokes: the
 *   class must not be recognised.
 */

const NCCIH_ST_JOHNS_WORT = 'https://www.nccih.nih.gov/health/st-johns-wort';


const AMLODIPINE = dailymed('amlodipine');
const LISINOPRIL = dailymed('lisinopril');
const LOSARTAN = dailymed('losartan');
const TELMISARTAN = dailymed('telmisartan');
const SPIRONOLACTONE = dailymed('aldactone');
const ATORVASTATIN = dailymed('atorvastatin');
const ROSUVASTATIN = dailymed('rosuvastatin');
const SERTRALINE = dailymed('sertraline');
const DULOXETINE = dailymed('duloxetine');
const VENLAFAXINE = dailymed('venlafaxine');
const FLUOXETINE = dailymed('fluoxetine');
const LEVETIRACETAM = dailymed('levetiracetam');
const VALPROATE = dailymed('valproate');
const LAMOTRIGINE = dailymed('lamotrigine');
const CARBAMAZEPINE = dailymed('carbamazepine');
const TACROLIMUS = dailymed('tacrolimus');
const CYCLOSPORINE = dailymed('cyclosporine');
const CAPECITABINE = dailymed('capecitabine');
const LETROZOLE = dailymed('letrozole');
const ANASTROZOLE = dailymed('anastrozole');
const CIPROFLOXACIN = dailymed('ciprofloxacin');
const ESOMEPRAZOLE = dailymed('esomeprazole');
const ALENDRONATE = dailymed('alendronate');
const HYDROXYCHLOROQUINE = dailymed('hydroxychloroquine');
const TENOFOVIR = dailymed('vemlidy');

/** Blood thinners: no vitamin E (bleeding); warfarin: no CoQ10 either. */
export const TWELFTH_BLOOD_THINNER_PERSONAS: readonly SafetyPersona[] = [
  onMeds(1401, 'anticoagulant', 'brand', 'Eliquis 5mg twice daily', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(1402, 'anticoagulant', 'transliteration', 'akhith dawa siyola xarelto 20 kil yom wiya il 3asha', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(1403, 'anticoagulant', 'arabic', 'آخذ وارفارين ٥ ملغ كل يوم وأسوي تحليل سيولة كل شهر', SKIN_AGING_WOMAN_46, noVitaminE(WARFARIN, 'anticoagulant', { no: ['coq10'], source: NCCIH_COQ10 })),
  onMeds(1404, 'anticoagulant', 'typo', 'rivaroxiban 15 mg after dinner', SKIN_WOMAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(1405, 'anticoagulant', 'dose', 'Pradaxa 110mg x2/day for AF', SKIN_MAN, noVitaminE(PRADAXA, 'anticoagulant')),
  onMeds(1406, 'anticoagulant', 'english', "I had a DVT in March and I'm still on apixaban for another 3 months", SKIN_AGING_MAN_46, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(1407, 'anticoagulant', 'vague', 'blood thinner injections in my tummy every day since the c-section (clexane)', SKIN_WOMAN, noVitaminE(LOVENOX, 'anticoagulant')),
  onMeds(1408, 'anticoagulant', 'multi', 'concor 5, lipitor 20, eliquis 5 x2 and nexium 40', SKIN_AGING_MAN_46, noVitaminE(ELIQUIS, 'anticoagulant', { expect: ['statin', 'ppi', 'blood_pressure'], source: `${ATORVASTATIN} ; ${ESOMEPRAZOLE} ; ${BISOPROLOL}` })),
  onMeds(1409, 'anticoagulant', 'transliteration', 'main roz warfarin leta hoon, INR check hota hai har mahine', SKIN_AGING_MAN_46, noVitaminE(WARFARIN, 'anticoagulant', { no: ['coq10'], source: NCCIH_COQ10 })),
  onMeds(1410, 'anticoagulant', 'typo', 'umiinom ako ng warfrin 3mg, maintenance ko na yan', SKIN_WOMAN, noVitaminE(WARFARIN, 'anticoagulant')),
  onMeds(1411, 'anticoagulant', 'multi', 'my father is on Xarelto, and I take Eliquis myself since my PE', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(1412, 'anticoagulant', 'dose', 'holding my eliquis for 2 days for a tooth extraction then restarting it', SKIN_AGING_MAN_46, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(1413, 'antiplatelet', 'brand', 'Plavix 75 after my stent', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(1414, 'antiplatelet', 'dose', 'aspirin 81 mg once a day (baby aspirin) + brilinta 90 twice', SKIN_AGING_MAN_46, noVitaminE(BRILINTA, 'antiplatelet', { source: ASPIRIN_81 })),
  onMeds(1415, 'antiplatelet', 'arabic', 'أستخدم أسبرين ٨١ يومياً بعد الجلطة', SKIN_MAN, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(1416, 'antiplatelet', 'transliteration', "ba3d il da3ama (stent) 3a6oni plavix w asbirin", SKIN_AGING_MAN_46, noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 })),
  onMeds(1417, 'antiplatelet', 'typo', 'clopidogril 75mg daily', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(1418, 'antiplatelet', 'transliteration', 'Ecosprin 75 roz leti hoon, doctor ne bola lifelong', SKIN_WOMAN, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(1419, 'antiplatelet', 'vague', 'a small heart aspirin every morning', SKIN_AGING_WOMAN_46, noVitaminE(ASPIRIN_81, 'antiplatelet')),
  onMeds(1420, 'antiplatelet', 'typo', 'ticagrelol 90mg bd', SKIN_MAN, noVitaminE(BRILINTA, 'antiplatelet')),
  onHealth(1421, 'bleeding_disorder', 'health-box', 'von Willebrand disease type 1, I bruise easily', SKIN_WOMAN, noVitaminE(VITAMIN_E, 'bleeding_disorder')),
  onHealth(1422, 'bleeding_disorder', 'arabic', 'عندي هيموفيليا', SKIN_MAN, noVitaminE(VITAMIN_E, 'bleeding_disorder')),
  onHealth(1423, 'bleeding_disorder', 'typo', 'ITP, platlets low (40k)', SKIN_WOMAN, noVitaminE(VITAMIN_E, 'bleeding_disorder')),
];

/** Thyroid, diabetes, GLP-1, blood pressure, statins. */
export const TWELFTH_METABOLIC_PERSONAS: readonly SafetyPersona[] = [
  onMeds(1424, 'levothyroxine', 'brand', 'Eltroxin 100mcg empty stomach', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(1425, 'levothyroxine', 'brand', 'Euthyrox 75', BASE_MAN, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(1426, 'levothyroxine', 'arabic', 'آخذ حبة الثايروكسين كل صباح على الريق', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(1427, 'levothyroxine', 'transliteration', 'thyroid ki goli Thyronorm 50 mcg khali pet', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(1428, 'levothyroxine', 'typo', 'levothyroxin 88 mcg', SLEEP_STRESS_WOMAN, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(1429, 'levothyroxine', 'dose', 'levothyroxine 125 micrograms at 6am', AGING_WOMAN_56, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onHealth(1430, 'levothyroxine', 'health-box', 'hypothyroid since my thyroidectomy in 2015, on replacement tablets for life', {}, {
    no: ['ashwagandha'],
    not: ['surgery'],
    source: `${LEVOTHYROXINE} ; ${NCCIH_ASHWAGANDHA}`,
  }),
  onMeds(1431, 'levothyroxine', 'transliteration', 'umiinom ako ng levothyroxine tuwing umaga bago mag-almusal', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(1432, 'metformin', 'transliteration', '3indi sukkar w akhith glucophage 1000 mara bil yom', BASE_MAN, noAshwagandha(METFORMIN, 'metformin', { source: VITAMIN_B12 })),
  onMeds(1433, 'metformin', 'brand', 'Glucophage XR 750 with dinner', {}, noAshwagandha(METFORMIN, 'metformin', { source: VITAMIN_B12 })),
  onMeds(1434, 'metformin', 'arabic', 'حبوب السكر جلوكوفاج ٥٠٠ مرتين', BASE_MAN, noAshwagandha(METFORMIN, 'metformin', { source: VITAMIN_B12 })),
  onMeds(1435, 'metformin', 'brand', 'Janumet 50/1000 twice a day', BASE_MAN_56, noAshwagandha(JANUMET, 'metformin', { source: VITAMIN_B12 })),
  onMeds(1436, 'metformin', 'typo', 'metformine 500 for PCOS', {}, noAshwagandha(METFORMIN, 'metformin', { source: VITAMIN_B12 })),
  onMeds(1437, 'metformin', 'multi', 'sugar ki dawai metformin aur BP ki Telma 40', BASE_MAN, noAshwagandha(METFORMIN, 'metformin', { expect: ['blood_pressure'], source: TELMISARTAN })),
  onMeds(1438, 'glucose_lowering', 'brand', 'Diamicron MR 60 every morning', BASE_MAN, noAshwagandha(GLICLAZIDE, 'glucose_lowering')),
  onMeds(1439, 'glucose_lowering', 'english', 'Lantus 18 units at night and Novorapid with meals', {}, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(1440, 'glucose_lowering', 'arabic', 'إبر الأنسولين مرتين باليوم', BASE_MAN, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(1441, 'glucose_lowering', 'brand', 'Jardiance 25', BASE_MAN_56, noAshwagandha(JARDIANCE, 'glucose_lowering')),
  onMeds(1442, 'glucose_lowering', 'typo', 'glimipiride 2mg (amaryl)', {}, noAshwagandha(GLIMEPIRIDE, 'glucose_lowering')),
  onMeds(1443, 'glucose_lowering', 'transliteration', 'nag-iinsulin ako gabi-gabi, 20 units', BASE_MAN, noAshwagandha(INSULIN, 'glucose_lowering')),
  onMeds(1444, 'glucose_lowering', 'multi', 'Forxiga 10, Amaryl 2 and Crestor 10', BASE_MAN, noAshwagandha(FARXIGA, 'glucose_lowering', { expect: ['statin'], source: `${GLIMEPIRIDE} ; ${ROSUVASTATIN}` })),
  onMeds(1445, 'glp1_agonist', 'brand', 'Mounjaro 5mg weekly pen', WEIGHT_WOMAN, glp1(dailymed('mounjaro'))),
  onMeds(1446, 'glp1_agonist', 'transliteration', 'abrat ozempic kil usbu3', WEIGHT_MAN, glp1(dailymed('ozempic'))),
  onMeds(1447, 'glp1_agonist', 'arabic', 'إبرة ويقوفي مرة بالأسبوع', WEIGHT_WOMAN, glp1(dailymed('wegovy'))),
  onMeds(1448, 'glp1_agonist', 'typo', 'saxsenda 3mg daily injection', WEIGHT_WOMAN, glp1(dailymed('saxenda'))),
  onMeds(1449, 'glp1_agonist', 'dose', 'trulicity 1.5 every friday', WEIGHT_MAN, glp1(dailymed('trulicity'))),
  onMeds(1450, 'glp1_agonist', 'typo', 'rybelsas 7mg tablet', WEIGHT_WOMAN, glp1(dailymed('rybelsus'))),
  onMeds(1451, 'glp1_agonist', 'english', 'the weekly weight-loss jab from my endocrinologist (tirzepatide)', WEIGHT_WOMAN, glp1(dailymed('zepbound'))),
  onMeds(1452, 'glp1_agonist', 'transliteration', 'Mounjaro ka injection har hafte lagati hoon', WEIGHT_WOMAN, glp1(dailymed('mounjaro'))),
  onMeds(1453, 'glp1_agonist', 'dose', 'ran out of my wegovy pen last week, pharmacy refill coming sunday', WEIGHT_MAN, glp1(dailymed('wegovy'))),
  onMeds(1454, 'blood_pressure', 'brand', 'Norvasc 5', BASE_MAN, noAshwagandha(AMLODIPINE, 'blood_pressure')),
  onMeds(1455, 'blood_pressure', 'arabic', 'دواء الضغط كونكور ٥', {}, noAshwagandha(BISOPROLOL, 'blood_pressure')),
  onMeds(1456, 'blood_pressure', 'transliteration', 'akhith dawa il dagh6 exforge', BASE_MAN, noAshwagandha(EXFORGE, 'blood_pressure')),
  onMeds(1457, 'blood_pressure', 'typo', 'lisinipril 10 mg', BASE_MAN_56, noAshwagandha(LISINOPRIL, 'blood_pressure')),
  onMeds(1458, 'blood_pressure', 'transliteration', 'may maintenance ako na losartan 50 para sa high blood', {}, noAshwagandha(LOSARTAN, 'blood_pressure')),
  onMeds(1459, 'blood_pressure', 'english', "ramipril in the morning, and I'm told to avoid potassium salt substitutes", BASE_MAN, noAshwagandha(RAMIPRIL, 'blood_pressure')),
  onMeds(1460, 'blood_pressure', 'vague', 'BP tablets (Co-Diovan)', {}, noAshwagandha(VALSARTAN_HCTZ, 'blood_pressure')),
  onMeds(1461, 'blood_pressure', 'dose', 'bisoprolol 2.5 mg od + amlodipine 5 mg od', BASE_MAN, noAshwagandha(BISOPROLOL, 'blood_pressure', { source: AMLODIPINE })),
  onMeds(1462, 'diuretic', 'brand', 'Aldactone 25 for my hormonal acne', SKIN_WOMAN, only('diuretic', SPIRONOLACTONE)),
  onMeds(1463, 'statin', 'brand', 'Lipitor 40 at night', BASE_MAN, only('statin', `${ATORVASTATIN} ; ${NCCIH_COQ10}`)),
  onMeds(1464, 'statin', 'transliteration', 'cholesterol ke liye Rosuvas 10 le raha hoon', BASE_MAN, only('statin', `${ROSUVASTATIN} ; ${NCCIH_COQ10}`)),
  onMeds(1465, 'statin', 'arabic', 'دواء الكوليسترول كريستور ١٠', {}, only('statin', `${ROSUVASTATIN} ; ${NCCIH_COQ10}`)),
  onMeds(1466, 'statin', 'typo', 'atorvastatine 20', BASE_MAN_56, only('statin', `${ATORVASTATIN} ; ${NCCIH_COQ10}`)),
];

/** Mood, seizures, transplant, cancer. */
export const TWELFTH_NERVES_IMMUNE_CANCER_PERSONAS: readonly SafetyPersona[] = [
  onMeds(1467, 'ssri_snri', 'brand', 'Cipralex 10mg', {}, only('ssri_snri', `${ESCITALOPRAM} ; ${NCCIH_ST_JOHNS_WORT}`)),
  onMeds(1468, 'ssri_snri', 'transliteration', 'akhith 7boob ikti2ab (lustral 50)', {}, only('ssri_snri', `${SERTRALINE} ; ${NCCIH_ST_JOHNS_WORT}`)),
  onMeds(1469, 'ssri_snri', 'typo', 'sertaline 50', {}, only('ssri_snri', `${SERTRALINE} ; ${NCCIH_ST_JOHNS_WORT}`)),
  onMeds(1470, 'ssri_snri', 'english', 'duloxetine (Cymbalta) 60 for nerve pain and mood', BASE_MAN, only('ssri_snri', `${DULOXETINE} ; ${NCCIH_ST_JOHNS_WORT}`)),
  onMeds(1471, 'ssri_snri', 'dose', 'venlafaxine XR 75 mg, going up to 150 next week', {}, only('ssri_snri', `${VENLAFAXINE} ; ${NCCIH_ST_JOHNS_WORT}`)),
  onMeds(1472, 'ssri_snri', 'arabic', 'آخذ بروزاك ٢٠ للاكتئاب', {}, only('ssri_snri', `${FLUOXETINE} ; ${NCCIH_ST_JOHNS_WORT}`)),
  onMeds(1473, 'lithium', 'brand', 'Priadel 400mg at night for bipolar', {}, {
    no: ['rhodiola-rosea'],
    expect: ['lithium', 'bipolar_disorder'],
    source: `${LITHIUM} ; ${RHODIOLA_MANIA}`,
  }),
  onMeds(1474, 'lithium', 'typo', 'lithum carbonate 300 x2', BASE_MAN, only('lithium', LITHIUM)),
  onMeds(1475, 'lithium', 'arabic', 'ليثيوم ٤٠٠ ملغ يومياً', {}, only('lithium', LITHIUM)),
  onMeds(1476, 'antiepileptic', 'brand', 'Keppra 500 twice daily', BASE_MAN, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onMeds(1477, 'antiepileptic', 'transliteration', 'depakine chrono 500 lil sar3', {}, noAshwagandha(VALPROATE, 'antiepileptic')),
  onMeds(1478, 'antiepileptic', 'typo', 'lamotrigin 100', {}, noAshwagandha(LAMOTRIGINE, 'antiepileptic')),
  onMeds(1479, 'antiepileptic', 'arabic', 'تيجريتول ٢٠٠ للصرع', BASE_MAN, noAshwagandha(CARBAMAZEPINE, 'antiepileptic')),
  onMeds(1480, 'immunosuppressant', 'multi', 'kidney transplant 2019: Prograf, CellCept, prednisolone 5', BASE_MAN, noAshwagandha(TACROLIMUS, 'immunosuppressant')),
  onMeds(1481, 'immunosuppressant', 'transliteration', 'zira3at kabid 2022 w akhith tacrolimus', {}, noAshwagandha(TACROLIMUS, 'immunosuppressant')),
  onMeds(1482, 'immunosuppressant', 'typo', 'ciclosporin neoral 100', BASE_MAN, noAshwagandha(CYCLOSPORINE, 'immunosuppressant')),
  onMeds(1483, 'immunosuppressant', 'arabic', 'زراعة كلية وآخذ أدوية ضد الرفض', BASE_MAN, noAshwagandha(TACROLIMUS, 'immunosuppressant')),
  onHealth(1484, 'cancer_treatment', 'health-box', 'currently doing chemo for colon cancer, cycle 4 of 8', SKIN_WOMAN, noVitaminE(CAPECITABINE, 'cancer_treatment')),
  onHealth(1485, 'cancer_treatment', 'arabic', 'آخذ علاج كيماوي هالفترة', SKIN_MAN, noVitaminE(CAPECITABINE, 'cancer_treatment')),
  onHealth(1486, 'cancer_treatment', 'transliteration', 'chemo chal rahi hai, 3 cycle baaki hain', SKIN_WOMAN, noVitaminE(CAPECITABINE, 'cancer_treatment')),
  onMeds(1487, 'cancer_treatment', 'typo', 'capecitabin (xeloda) tablets 2 weeks on 1 week off', SKIN_AGING_MAN_46, noVitaminE(CAPECITABINE, 'cancer_treatment')),
  onMeds(1488, 'hormone_sensitive_cancer', 'brand', 'Nolvadex 20 since my lumpectomy', {}, only('hormone_sensitive_cancer', TAMOXIFEN)),
  onMeds(1489, 'hormone_sensitive_cancer', 'english', 'letrozole (Femara) 2.5 daily, ER+ breast cancer in remission', AGING_WOMAN_56, only('hormone_sensitive_cancer', `${LETROZOLE} ; ${NCI_REMISSION}`)),
  onHealth(1490, 'hormone_sensitive_cancer', 'health-box', 'prostate cancer, on hormone injections every 3 months (Zoladex)', BASE_MAN_56, noAshwagandha(GOSERELIN, 'hormone_sensitive_cancer')),
  onHealth(1491, 'hormone_sensitive_cancer', 'arabic', 'سرطان ثدي حساس للهرمونات وآخذ أريميدكس', AGING_WOMAN_56, only('hormone_sensitive_cancer', ANASTROZOLE)),
];

/** Isotretinoin, antibiotics, PPIs, bisphosphonates, HIV, TB, chelators, stimulants, omega-3, antacids. */
export const TWELFTH_OTHER_MEDICINE_PERSONAS: readonly SafetyPersona[] = [
  onMeds(1492, 'retinoid', 'brand', 'Roaccutane 20mg daily for acne', ROACCUTANE_MAN, { no: ['multivitamin'], expect: ['retinoid'], source: `${ISOTRETINOIN} ; ${VITAMIN_A}` }),
  onMeds(1493, 'retinoid', 'typo', 'isotretinion 10 mg', ROACCUTANE_WOMAN, { no: ['multivitamin'], expect: ['retinoid'], source: `${ISOTRETINOIN} ; ${VITAMIN_A}` }),
  onMeds(1494, 'retinoid', 'arabic', 'روكتان حبوب لحب الشباب', ROACCUTANE_WOMAN, { no: ['multivitamin'], expect: ['retinoid'], source: `${ISOTRETINOIN} ; ${VITAMIN_A}` }),
  onMeds(1495, 'retinoid', 'transliteration', 'akhith roaccutane 3ashan il 7boob', ROACCUTANE_MAN_30, { no: ['multivitamin'], expect: ['retinoid'], source: `${ISOTRETINOIN} ; ${VITAMIN_A}` }),
  onMeds(1496, 'retinoid', 'dose', 'acnotin 20 every other day', ROACCUTANE_MAN, { no: ['multivitamin'], expect: ['retinoid'], source: `${ISOTRETINOIN} ; ${VITAMIN_A}` }),
  onMeds(1497, 'quinolone_tetracycline', 'brand', 'Ciprobay 500 twice a day for 7 days (UTI)', IMMUNITY_MAN, spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC)),
  onMeds(1498, 'quinolone_tetracycline', 'typo', 'doxycyclin 100 for acne', IMMUNITY_WOMAN, spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC)),
  onMeds(1499, 'quinolone_tetracycline', 'transliteration', 'levofloxacin (tavanic) chest infection ke liye, 5 din ka course', IMMUNITY_MAN, spacing(LEVOFLOXACIN, 'quinolone_tetracycline', ZINC)),
  onMeds(1500, 'quinolone_tetracycline', 'arabic', 'مضاد حيوي دوكسيسايكلين ١٠٠', IMMUNITY_WOMAN, spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC)),
  onMeds(1501, 'quinolone_tetracycline', 'english', 'minocycline 50mg twice daily for rosacea', IMMUNITY_MAN, spacing(MINOCYCLINE, 'quinolone_tetracycline', ZINC)),
  onMeds(1502, 'ppi', 'brand', 'Nexium 40 before breakfast', {}, only('ppi', `${ESOMEPRAZOLE} ; ${VITAMIN_B12} ; ${MAGNESIUM}`)),
  onMeds(1503, 'ppi', 'transliteration', 'controloc 40 lil 7umootha', BASE_MAN, only('ppi', `${PANTOPRAZOLE} ; ${VITAMIN_B12} ; ${MAGNESIUM}`)),
  onMeds(1504, 'ppi', 'typo', 'omeprazol 20 daily for years', {}, only('ppi', `${OMEPRAZOLE} ; ${VITAMIN_B12} ; ${MAGNESIUM}`)),
  onMeds(1505, 'ppi', 'arabic', 'آخذ حبة المعدة نيكسيوم كل يوم', {}, only('ppi', `${ESOMEPRAZOLE} ; ${VITAMIN_B12} ; ${MAGNESIUM}`)),
  onMeds(1506, 'bisphosphonate', 'brand', 'Fosamax 70 every Sunday', AGING_WOMAN_56, only('bisphosphonate', `${ALENDRONATE} ; ${CALCIUM}`)),
  onMeds(1507, 'bisphosphonate', 'typo', 'alendronat weekly', AGING_WOMAN_56, only('bisphosphonate', `${ALENDRONATE} ; ${CALCIUM}`)),
  onMeds(1508, 'bisphosphonate', 'english', 'Bonviva once a month for osteoporosis', AGING_WOMAN_56, only('bisphosphonate', `${IBANDRONATE} ; ${CALCIUM}`)),
  onMeds(1509, 'integrase_inhibitor', 'brand', 'Biktarvy one a day', SLEEP_STRESS_MAN, spacing(BIKTARVY, 'integrase_inhibitor', MAGNESIUM)),
  onMeds(1510, 'integrase_inhibitor', 'typo', 'dolutegravr 50 (tivicay) + truvada', SLEEP_STRESS_MAN, spacing(TIVICAY, 'integrase_inhibitor', MAGNESIUM)),
  onMeds(1511, 'tb_treatment', 'english', 'on TB treatment: rifampicin + isoniazid for 6 months', {}, {
    no: ['ashwagandha'],
    expect: ['tb_treatment'],
    source: `${RIFAMPIN} ; ${ISONIAZID} ; ${LIVERTOX_ASHWAGANDHA}`,
  }),
  onMeds(1512, 'tb_treatment', 'transliteration', 'TB ki dawai chal rahi hai (Rifinah)', FOCUS_MAN, {
    no: ['green-tea-extract'],
    expect: ['tb_treatment'],
    source: `${RIFAMPIN} ; ${ISONIAZID} ; ${NCCIH_GREEN_TEA}`,
  }),
  onMeds(1513, 'iron_chelator', 'brand', 'Exjade 500mg daily', ENERGY_WOMAN, { no: ['iron'], expect: ['iron_chelator'], source: `${EXJADE} ; ${IRON}` }),
  onMeds(1514, 'iron_chelator', 'arabic', 'ديسفيرال إبر تحت الجلد', ENERGY_WOMAN_30, { no: ['iron'], expect: ['iron_chelator'], source: `${DESFERAL} ; ${IRON}` }),
  onMeds(1515, 'adhd_medicine', 'brand', 'Concerta 36 every work morning', FOCUS_MAN, { no: ['green-tea-extract'], expect: ['adhd_medicine'], source: `${CONCERTA} ; ${NCCIH_GREEN_TEA}` }),
  onMeds(1516, 'adhd_medicine', 'typo', 'vyvance 30mg', FOCUS_WOMAN, { no: ['green-tea-extract'], expect: ['adhd_medicine'], source: `${VYVANSE} ; ${NCCIH_GREEN_TEA}` }),
  onMeds(1517, 'prescription_omega3', 'brand', 'Vascepa 2 caps twice a day', FOCUS_MAN, only('prescription_omega3', VASCEPA)),
  onMeds(1518, 'prescription_omega3', 'typo', 'omacor 1g x 4', FOCUS_MAN, only('prescription_omega3', LOVAZA)),
  onMeds(1519, 'calcium_antacid', 'dose', 'Tums for heartburn most days, 2-3 tablets', AGING_WOMAN_56, only('calcium_antacid', `${TUMS} ; ${CALCIUM}`)),
  onMeds(1520, 'calcium_antacid', 'transliteration', 'Rennie kha leti hoon jab acidity hoti hai', AGING_WOMAN_56, only('calcium_antacid', `${CALCIUM_CARBONATE_ANTACID} ; ${CALCIUM}`)),
];

/** Life stages and conditions typed into the health box. */
export const TWELFTH_CONDITION_PERSONAS: readonly SafetyPersona[] = [
  onHealth(1521, 'pregnancy_breastfeeding', 'transliteration', 'ana 7amel fi il shahar il khamis', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1522, 'pregnancy_breastfeeding', 'arabic', 'حامل بالشهر الرابع', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1523, 'pregnancy_breastfeeding', 'transliteration', 'main 3 mahine ki pregnant hoon', SLEEP_STRESS_WOMAN, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1524, 'pregnancy_breastfeeding', 'transliteration', 'buntis ako, 20 weeks na', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1525, 'pregnancy_breastfeeding', 'english', 'expecting our second baby in May', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1526, 'pregnancy_breastfeeding', 'english', 'exclusively breastfeeding my 4 month old', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1527, 'pregnancy_breastfeeding', 'arabic', 'أرضع ولدي رضاعة طبيعية', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1528, 'pregnancy_breastfeeding', 'transliteration', 'nagpapasuso pa ako sa bunso ko', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1529, 'pregnancy_breastfeeding', 'typo', 'pregant 12 wks', SLEEP_STRESS_WOMAN, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1530, 'pregnancy_breastfeeding', 'transliteration', 'ba3dni arda3 il baby', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'pregnancy_breastfeeding')),
  onHealth(1531, 'kidney_disease', 'english', 'CKD stage 4, seeing a nephrologist every 3 months', SLEEP_STRESS_MAN, { no: ['magnesium'], expect: ['kidney_disease'], source: `${MAGNESIUM} ; ${NIDDK_CKD}` }),
  onHealth(1532, 'kidney_disease', 'arabic', 'أسوي غسيل كلى ٣ مرات بالأسبوع', SLEEP_STRESS_WOMAN, { no: ['magnesium'], expect: ['kidney_disease'], source: `${MAGNESIUM} ; ${NIDDK_CKD}` }),
  onHealth(1533, 'kidney_disease', 'transliteration', 'may dialysis ako tuwing MWF', SLEEP_STRESS_MAN, { no: ['magnesium'], expect: ['kidney_disease'], source: `${MAGNESIUM} ; ${NIDDK_CKD}` }),
  onHealth(1534, 'kidney_disease', 'transliteration', 'kidney kamzor hai, creatinine 3.2, doctor ne protein kam karne ko bola', SLEEP_STRESS_MAN, { no: ['magnesium'], expect: ['kidney_disease'], source: `${MAGNESIUM} ; ${NIDDK_CKD}` }),
  onHealth(1535, 'kidney_disease', 'typo', 'chronic kidny disease stage 3b', SLEEP_STRESS_WOMAN, { no: ['magnesium'], expect: ['kidney_disease'], source: `${MAGNESIUM} ; ${NIDDK_CKD}` }),
  onHealth(1536, 'kidney_stones', 'arabic', 'عندي حصى بالكلى تتكرر', AGING_WOMAN_46, { no: ['calcium-with-vitamin-d'], expect: ['kidney_stones'], source: `${CALCIUM} ; ${NIDDK_KIDNEY_STONES}` }),
  onHealth(1537, 'kidney_stones', 'transliteration', '3indi 7asa fil kila', AGING_WOMAN_46, { no: ['calcium-with-vitamin-d'], expect: ['kidney_stones'], source: `${CALCIUM} ; ${NIDDK_KIDNEY_STONES}` }),
  onHealth(1538, 'kidney_stones', 'english', 'passed a calcium oxalate stone last summer, the urologist says I form them', AGING_WOMAN_56, { no: ['calcium-with-vitamin-d'], expect: ['kidney_stones'], source: `${CALCIUM} ; ${NIDDK_KIDNEY_STONES}` }),
  onHealth(1539, 'liver_disease', 'english', 'fatty liver grade 2 on ultrasound', {}, { no: ['ashwagandha'], expect: ['liver_disease'], source: LIVERTOX_ASHWAGANDHA }),
  onHealth(1540, 'liver_disease', 'arabic', 'عندي تليف بالكبد', FOCUS_MAN, { no: ['green-tea-extract'], expect: ['liver_disease'], source: NCCIH_GREEN_TEA }),
  onHealth(1541, 'liver_disease', 'health-box', 'hepatitis B carrier, on Vemlidy', BASE_MAN, { no: ['ashwagandha'], expect: ['liver_disease'], source: `${TENOFOVIR} ; ${LIVERTOX_ASHWAGANDHA}` }),
  onHealth(1542, 'liver_disease', 'typo', 'cirhosis from hep C (hep C treated)', FOCUS_MAN, { no: ['green-tea-extract'], expect: ['liver_disease'], source: NCCIH_GREEN_TEA }),
  onHealth(1543, 'liver_disease', 'transliteration', 'sawaw li ultrasound w galaw 3indi kabid dihni', {}, { no: ['ashwagandha'], expect: ['liver_disease'], source: LIVERTOX_ASHWAGANDHA }),
  onHealth(1544, 'iron_overload', 'english', 'hereditary haemochromatosis, venesection every 3 months', ENERGY_WOMAN, { no: ['iron'], expect: ['iron_overload'], source: IRON }),
  onHealth(1545, 'iron_overload', 'arabic', 'ثلاسيميا كبرى وأنقل دم كل شهر', ENERGY_WOMAN_30, { no: ['iron'], expect: ['iron_overload'], source: `${DESFERAL} ; ${IRON}` }),
  onHealth(1546, 'iron_overload', 'transliteration', 'thalassemia major hai, har mahine blood transfusion hota hai', ENERGY_WOMAN, { no: ['iron'], expect: ['iron_overload'], source: `${DESFERAL} ; ${IRON}` }),
  onHealth(1547, 'iron_overload', 'typo', 'hemocromatosis (C282Y homozygous)', ENERGY_WOMAN_30, { no: ['iron'], expect: ['iron_overload'], source: IRON }),
  onHealth(1548, 'autoimmune_disease', 'english', 'lupus (SLE), on hydroxychloroquine', {}, noAshwagandha(HYDROXYCHLOROQUINE, 'autoimmune_disease')),
  onHealth(1549, 'autoimmune_disease', 'arabic', 'عندي روماتويد بالمفاصل', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease')),
  onHealth(1550, 'autoimmune_disease', 'transliteration', 'mujhe multiple sclerosis hai, relapsing type', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease')),
  onHealth(1551, 'autoimmune_disease', 'typo', 'hashimotos thyroiditis', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease')),
  onHealth(1552, 'autoimmune_disease', 'english', 'psoriasis and psoriatic arthritis', BASE_MAN, noAshwagandha(NCCIH_ASHWAGANDHA, 'autoimmune_disease')),
  onHealth(1553, 'autoimmune_disease', 'transliteration', 'may lupus ako pero in remission na', {}, noAshwagandha(NCI_REMISSION, 'autoimmune_disease')),
  onHealth(1554, 'surgery', 'english', 'knee replacement booked for the 14th of next month', BASE_MAN_56, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
  onHealth(1555, 'surgery', 'arabic', 'عندي عملية مرارة الأسبوع الجاي', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
  onHealth(1556, 'surgery', 'transliteration', '3indi 3amaliya ba3d usbu3ain', BASE_MAN, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
  onHealth(1557, 'surgery', 'transliteration', 'agle mahine mera hernia ka operation hai', BASE_MAN, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
  onHealth(1558, 'surgery', 'typo', 'sheduled for lap chole on monday', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
  onHealth(1559, 'surgery', 'transliteration', 'ooperahan ako sa susunod na linggo', {}, noAshwagandha(NCCIH_ASHWAGANDHA, 'surgery')),
  onHealth(1560, 'bariatric_surgery', 'arabic', 'سويت تكميم معدة قبل ٤ سنوات', {}, { expect: ['bariatric_surgery'], not: ['surgery'], source: NIDDK_BARIATRIC }),
  onHealth(1561, 'bariatric_surgery', 'transliteration', 'sawweit takmeem 2018', {}, { expect: ['bariatric_surgery'], not: ['surgery'], source: NIDDK_BARIATRIC }),
  onHealth(1562, 'bariatric_surgery', 'english', 'Roux-en-Y gastric bypass in 2021, chewable vitamins ever since', BASE_MAN, { expect: ['bariatric_surgery'], not: ['surgery'], source: NIDDK_BARIATRIC }),
  onHealth(1563, 'bariatric_surgery', 'transliteration', 'nagpa-gastric sleeve ako noong 2020', {}, { expect: ['bariatric_surgery'], not: ['surgery'], source: NIDDK_BARIATRIC }),
  onHealth(1564, 'heart_rhythm', 'english', 'paroxysmal AF, flecainide as pill-in-the-pocket', {}, only('heart_rhythm', FLECAINIDE)),
  onHealth(1565, 'heart_rhythm', 'arabic', 'عندي اضطراب في نبضات القلب', {}, only('heart_rhythm', FLECAINIDE)),
  onHealth(1566, 'heart_rhythm', 'transliteration', 'dil ki dhadkan irregular hai, doctor ne AFib bola', BASE_MAN, only('heart_rhythm', FLECAINIDE)),
];

/** Healthy people whose text must not raise the class: denials, relatives, courses long finished, jokes. */
export const TWELFTH_NEGATIVE_PERSONAS: readonly SafetyPersona[] = [
  onMeds(1567, 'anticoagulant', 'negation', 'none. my mum is the one on warfarin', SKIN_WOMAN, denied(['anticoagulant'], WARFARIN)),
  onMeds(1568, 'metformin', 'negation', 'stopped metformin 2 years ago after losing 20kg, no meds now', BASE_MAN, denied(['metformin'], METFORMIN)),
  onHealth(1569, 'pregnancy_breastfeeding', 'negation', 'not pregnant, not breastfeeding', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onMeds(1570, 'glp1_agonist', 'negation', "my husband is on Ozempic, I'm not on anything", WEIGHT_WOMAN, denied(['glp1_agonist'], dailymed('ozempic'))),
  onMeds(1571, 'retinoid', 'negation', 'finished my Roaccutane course back in 2019, nothing since', ROACCUTANE_MAN, denied(['retinoid'], ISOTRETINOIN)),
  onHealth(1572, 'surgery', 'negation', 'had my appendix out when I was 12', {}, denied(['surgery'], NCCIH_ASHWAGANDHA)),
  onHealth(1573, 'liver_disease', 'negation', 'got the hepatitis B vaccine for work, liver tests normal', {}, denied(['liver_disease'], LIVERTOX_ASHWAGANDHA)),
  onHealth(1574, 'kidney_stones', 'negation', 'my brother gets kidney stones, I never had one', AGING_WOMAN_46, denied(['kidney_stones'], NIDDK_KIDNEY_STONES)),
  onMeds(1575, 'anticoagulant', 'negation', 'no blood thinners, no aspirin, nothing', SKIN_MAN, denied(['anticoagulant', 'antiplatelet'], `${WARFARIN} ; ${ASPIRIN_81}`)),
  onMeds(1576, 'levothyroxine', 'negation', 'no thyroid meds, my TSH was normal', {}, denied(['levothyroxine'], LEVOTHYROXINE)),
  onMeds(1577, 'ssri_snri', 'negation', 'used to take sertraline at uni, off it for 5 years now', {}, denied(['ssri_snri'], SERTRALINE)),
  onMeds(1578, 'glucose_lowering', 'negation', 'my only medication is karak chai and shawarma 😅', {}, denied(['glucose_lowering', 'metformin'], METFORMIN)),
  onHealth(1579, 'pregnancy_breastfeeding', 'arabic', 'لست حامل ولا مرضعة', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onHealth(1580, 'surgery', 'transliteration', 'ma 3indi ay 3amaliya jaya, bas shalaw il zaida min zaman', {}, denied(['surgery'], NCCIH_ASHWAGANDHA)),
  onMeds(1581, 'anticoagulant', 'transliteration', 'papa warfarin lete hain, main koi dawai nahi leti', SKIN_WOMAN, denied(['anticoagulant'], WARFARIN)),
  onHealth(1582, 'kidney_disease', 'negation', 'kidney tests normal at my annual checkup', SLEEP_STRESS_MAN, denied(['kidney_disease'], NIDDK_CKD)),
  onMeds(1583, 'glp1_agonist', 'negation', 'thought about Mounjaro but decided against it, not taking it', WEIGHT_WOMAN, denied(['glp1_agonist'], dailymed('mounjaro'))),
  onMeds(1584, 'blood_pressure', 'transliteration', 'wala akong maintenance, normal naman BP ko', {}, denied(['blood_pressure'], AMLODIPINE)),
  onHealth(1585, 'pregnancy_breastfeeding', 'negation', 'stopped breastfeeding in January, baby is on formula now', {}, denied(['pregnancy_breastfeeding'], NCCIH_ASHWAGANDHA)),
  onMeds(1586, 'antiplatelet', 'negation', 'my grandfather takes Plavix and aspirin; I am healthy and take nothing', SKIN_MAN, denied(['antiplatelet'], PLAVIX)),
  onHealth(1587, 'cancer_treatment', 'negation', 'finished chemo 8 years ago, discharged, all clear', SKIN_WOMAN, denied(['cancer_treatment'], NCI_REMISSION)),
  onHealth(1588, 'surgery', 'negation', 'no surgeries planned', {}, denied(['surgery'], NCCIH_ASHWAGANDHA)),
];
