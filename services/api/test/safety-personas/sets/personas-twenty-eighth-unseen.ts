import type { InteractionClass, QuizAnswers } from '@sahha/contracts/quiz';
import { persona, type PersonaExpectation, type PersonaStyle, type SafetyPersona } from '../persona';
import { glp1, joined, noAshwagandha, noGreenTea, noMagnesium, noMultivitamin, noRhodiola, noVitaminE, onHealth, only, onMeds, plus, pregnant, spacing, warfarinLike } from '../expectations';
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
  ENERGY_IMMUNITY_WOMAN_30,
  IMMUNITY_WOMAN,
  IMMUNITY_MAN,
  FOCUS_MAN,
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
  VITAMIN_C,
  ZINC,
} from '../persona-answers';
import {
  EMC,
  ASPIRIN_81,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  CONCERTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  ESCITALOPRAM,
  EXJADE,
  GLIMEPIRIDE,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  JANUMET,
  JARDIANCE,
  LEVOTHYROXINE,
  LOVAZA,
  LOVENOX,
  METFORMIN,
  MOUNJARO,
  NIDDK_CKD,
  NIDDK_HEMOCHROMATOSIS,
  NIDDK_KIDNEY_STONES,
  OZEMPIC,
  PLAVIX,
  PRADAXA,
  RIFAMPIN,
  TRIUMEQ,
  TRULICITY,
  VASCEPA,
  VYVANSE,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Twenty-eighth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 3941–4040.
 *
 * Theme: MEDICINES AS THEY ARE WRITTEN ON UAE PRESCRIPTIONS, PHARMACY LABELS AND BOXES, and as
 * phones and voice typing mangle them. Every persona is in the dangerous direction (a current
 * medicine that must change the plan; what each class rules out or spaces follows
 * expectations.ts, each persona citing its own references), and it is typed the way it reaches
 * people's hands in the Emirates:
 * - e-prescription and sig lines (3941–3972): strength and form ('JANUMET 50/1000 MG F.C. TAB'),
 *   sig abbreviations (OD, BD, BID, TDS, HS, PRN, nocte, mane, qAM, 1-0-1, 0-0-2, x 4/52, 12/12),
 *   salt names ('levothyroxine sodium 75 mcg', 'edoxaban tosilate'), a Seha/DHA e-Rx line
 *   ('Medication: … | Frequency: … | Route: Oral'), and the Gulf's combination products
 *   (Xigduo XR, Synjardy, Glucovance, Amaryl M, Galvus Met, Exforge HCT, Co-Diovan, Twynsta,
 *   Concor AM, Atacand Plus, Atozet);
 * - pharmacy receipts with AED prices, printed labels in capitals and box text (3973–3990);
 * - brand names in Arabic script ('جانوميت', 'إليكويس', 'أوزمبيك', 'زاريلتو', 'يوثيروكس') and two
 *   in Arabizi (3991–4005);
 * - autocorrect and voice dictation ('Eloquist', 'zarelto', 'Jardians', 'Oh Zempic', 'Zolo ft',
 *   'Cipro lex', 'Efficient' for Efient, 'Brilliant a' for Brilinta, 'Deepak in chrono', 'still
 *   knocks', 'Glue co farge') (4006–4027);
 * - the health box (question 9) or both boxes: a condition beside the medicine that treats it
 *   (4028–4040).
 * Mostly the medicines box (question 8). Presets are varied so that, without the text, the product
 * the medicine rules out is in the plan. Where the text explicitly stops another medicine, that
 * class is listed under `not`.
 */

/** Labels and references only this set cites (the shared ones are in labels.ts and persona-answers.ts). */
const XIGDUO_XR = dailymed('xigduo+xr');
const SYNJARDY = dailymed('synjardy');
/** Glucovance: glibenclamide (glyburide) with metformin. */
const GLYBURIDE_METFORMIN = dailymed('glyburide+and+metformin');
/** Vildagliptin with metformin (Galvus Met outside the EU): the EU product information of Eucreas. */
const EUCREAS = 'https://www.ema.europa.eu/en/medicines/human/EPAR/eucreas';
const EXFORGE_HCT = dailymed('exforge+hct');
const VALSARTAN_HCTZ = dailymed('valsartan+and+hydrochlorothiazide');
const TWYNSTA = dailymed('twynsta');
const MICARDIS_HCT = dailymed('micardis+hct');
const AMLODIPINE = dailymed('amlodipine');
const ATACAND_HCT = dailymed('atacand+hct');
const CRESTOR = dailymed('crestor');
const LIPITOR = dailymed('lipitor');
/** Atozet: ezetimibe with atorvastatin (UK SmPC). */
const ATOZET = EMC('atozet');
const NEXIUM = dailymed('nexium');
const CARBIMAZOLE = EMC('carbimazole');
/** Edoxaban (Lixiana in the EU and the Gulf, Savaysa in the US): the EU product information. */
const LIXIANA = 'https://www.ema.europa.eu/en/medicines/human/EPAR/lixiana';
const EFFIENT = dailymed('effient');
const ALPRAZOLAM = dailymed('xanax');
const PAROXETINE = dailymed('paxil');
const SERTRALINE = dailymed('zoloft');
const DULOXETINE = dailymed('cymbalta');
const LAMOTRIGINE = dailymed('lamictal');
const CARBAMAZEPINE = dailymed('tegretol');
/** Depakine / Depakine Chrono (sodium valproate): the UK SmPC of sodium valproate. */
const VALPROATE = EMC('sodium+valproate');
const LEVETIRACETAM = dailymed('keppra');
const CLONAZEPAM = dailymed('klonopin');
const ZOLPIDEM = dailymed('ambien');
/** Priadel and Camcolit: lithium carbonate (UK SmPCs). */
const PRIADEL = EMC('priadel');
const CAMCOLIT = EMC('camcolit');
const QUETIAPINE = dailymed('seroquel');
const RYBELSUS = dailymed('rybelsus');
const VICTOZA = dailymed('victoza');
const DOVATO = dailymed('dovato');
const FERRIPROX = dailymed('ferriprox');
const CIPROFLOXACIN = dailymed('cipro');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const METHOTREXATE = dailymed('methotrexate');
const PREDNISOLONE = dailymed('prednisolone');
const LEUPROLIDE = dailymed('lupron+depot');
const BICALUTAMIDE = dailymed('casodex');
/** Decapeptyl (triptorelin; Trelstar in the US). */
const TRIPTORELIN = dailymed('trelstar');
const NCI_PROSTATE = 'https://www.cancer.gov/types/prostate';
const LETROZOLE = dailymed('femara');
const SEVELAMER = dailymed('renvela');
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const HYDROXYUREA = dailymed('droxia');
/** Uralyt-U (potassium sodium hydrogen citrate) for stones: the US potassium citrate label. */
const POTASSIUM_CITRATE = dailymed('urocit-k');

const noIron = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['iron'], expect: [cls], source: joined(label, IRON) });
/** A chelator in transfusional iron overload: no iron, no vitamin C supplement. */
const chelator = (label: string): PersonaExpectation => ({
  no: ['iron', 'vitamin-c'],
  expect: ['iron_chelator'],
  source: joined(label, IRON, VITAMIN_C, DESFERAL, NIDDK_HEMOCHROMATOSIS),
});
const noCalcium = (label: string, cls: InteractionClass): PersonaExpectation => ({ no: ['calcium-with-vitamin-d'], expect: [cls], source: joined(label, CALCIUM) });
/** A diabetes combination with metformin: no ashwagandha, and metformin read too. */
const withMetformin = (label: string, extra: Partial<PersonaExpectation> = {}): PersonaExpectation =>
  noAshwagandha(label, 'glucose_lowering', { expect: ['metformin', ...(extra.expect ?? [])], not: extra.not, source: joined(METFORMIN, extra.source) });

/** Presets of this set beside the shared ones (each plans the product its persona forbids without the text). */
const WOMAN_46: Partial<QuizAnswers> = { age: '46-55' };
const WOMAN_30: Partial<QuizAnswers> = { age: '26-35' };
const STRESS_ENERGY_MAN: Partial<QuizAnswers> = { gender: 'male', goals: ['stress', 'energy'] };
const FOCUS_WOMAN_20: Partial<QuizAnswers> = { age: '18-25', goals: ['focus'] };

/** Typed into both boxes: the medicine in question 8, the condition in question 9. */
function inBoth(n: number, cls: InteractionClass, style: PersonaStyle, medicines: string, healthInfo: string, preset: Partial<QuizAnswers>, e: PersonaExpectation): SafetyPersona {
  return persona(n, cls, style, { ...preset, ...meds(medicines), ...health(healthInfo) }, e);
}

/** E-prescription and sig lines: strength, form, frequency abbreviations, salt names, combination products. */
export const TWENTY_EIGHTH_PRESCRIPTION_PERSONAS = [
  onMeds(3941, 'glucose_lowering', 'dose', 'JANUMET 50/1000 MG F.C. TAB — 1 tab PO BID with meals x 30 days', BASE_MAN, withMetformin(JANUMET)),
  onMeds(3942, 'glucose_lowering', 'dose', 'Xigduo XR 10 mg/1000 mg ER tab | 1-0-0 with breakfast | Qty: 30 | Refills: 2', {}, withMetformin(XIGDUO_XR)),
  onMeds(
    3943,
    'glucose_lowering',
    'multi',
    'DHA eRx #784-2291-0034\n1) Synjardy 12.5/1000 mg tab - 1 BID\n2) Crestor 10 mg tab - 0-0-1\n3) Nexium 20 mg tab - 1 OD AC',
    SLEEP_STRESS_MAN,
    withMetformin(SYNJARDY, { expect: ['statin', 'ppi'], source: joined(CRESTOR, NEXIUM) }),
  ),
  onMeds(
    3944,
    'glucose_lowering',
    'dose',
    'Glucovance 500/5 mg 1-0-1 (15 min before meals), Lipitor 20 mg 0-0-1',
    BASE_MAN_56,
    withMetformin(GLYBURIDE_METFORMIN, { expect: ['statin'], source: LIPITOR }),
  ),
  onMeds(3945, 'glucose_lowering', 'brand', 'Amaryl M 2/500 SR, one tab OD before breakfast', WOMAN_46, withMetformin(GLIMEPIRIDE)),
  onMeds(3946, 'glucose_lowering', 'dose', 'Galvus Met 50 mg/850 mg film-coated tablets. Sig: 1 tab BD. Qty: 60. Refill x2.', STRESS_ENERGY_MAN, withMetformin(EUCREAS)),
  onMeds(
    3947,
    'blood_pressure',
    'dose',
    'Exforge HCT 10/160/12.5 mg tab, 1 tab OD (morning) x 90 days',
    BASE_MAN,
    noAshwagandha(EXFORGE_HCT, 'blood_pressure', { expect: ['diuretic'] }),
  ),
  onMeds(3948, 'blood_pressure', 'brand', 'Co-Diovan 80/12.5 — 1 tab po qAM', {}, noAshwagandha(VALSARTAN_HCTZ, 'blood_pressure', { expect: ['diuretic'] })),
  onMeds(
    3949,
    'blood_pressure',
    'negation',
    'Twynsta 80/5 mg tabs 0-0-1 (replaces Micardis Plus, discontinued)',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(TWYNSTA, 'blood_pressure', { not: ['diuretic'], source: MICARDIS_HCT }),
  ),
  onMeds(3950, 'blood_pressure', 'dose', 'CONCOR AM 5 MG/10 MG TAB — 1 OD x 3/12', SLEEP_STRESS_MAN, noAshwagandha(BISOPROLOL, 'blood_pressure', { source: AMLODIPINE })),
  onMeds(
    3951,
    'blood_pressure',
    'multi',
    'Atacand Plus 16/12.5 one mane, Lipitor 40 nocte, Aspirin Protect 100 after lunch',
    BASE_MAN_56,
    plus(noAshwagandha(ATACAND_HCT, 'blood_pressure', { expect: ['diuretic', 'statin'], source: LIPITOR }), noVitaminE(ASPIRIN_81, 'antiplatelet')),
  ),
  onMeds(
    3952,
    'antiplatelet',
    'dose',
    'Crestor 20mg 0-0-1 HS; Plavix 75mg 1-0-0; Aspirin Protect 100mg 0-1-0 p.c.',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['statin'], source: joined(CRESTOR, ASPIRIN_81) }),
  ),
  onMeds(
    3953,
    'antiplatelet',
    'brand',
    'Atozet 10/40 nocte + Brilinta 90 mg BID (DAPT till March 2026)',
    SKIN_AGING_MAN_46,
    noVitaminE(BRILINTA, 'antiplatelet', { expect: ['statin'], source: ATOZET }),
  ),
  onMeds(3954, 'levothyroxine', 'dose', 'levothyroxine sodium 75 mcg tab — 1 tab PO qAM, 30 min before breakfast', AGING_WOMAN_46, spacing(LEVOTHYROXINE, 'levothyroxine', CALCIUM)),
  onMeds(
    3955,
    'levothyroxine',
    'brand',
    'Euthyrox 100 µg 1-0-0 at 6 am on an empty stomach, x 3 months then repeat TFT',
    {},
    noAshwagandha(LEVOTHYROXINE, 'levothyroxine'),
  ),
  onMeds(3956, 'antithyroid', 'dose', 'Neo-Mercazole 5 mg: 2 tabs TDS x 4/52, then review with TFTs', WOMAN_30, noAshwagandha(CARBIMAZOLE, 'antithyroid')),
  onMeds(
    3957,
    'anticoagulant',
    'dose',
    'Medication: Apixaban 5 mg Tablet | Dose: 1 tablet | Frequency: twice daily (q12h) | Duration: 30 day(s) | Route: Oral',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant'),
  ),
  onMeds(3958, 'anticoagulant', 'dose', 'Xarelto 15 mg F.C.T. 1 tab BID with food x 21 days, then 20 mg OD', SKIN_AGING_MAN_46, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(3959, 'anticoagulant', 'brand', 'Pradaxa 110 mg hard caps 1-0-1, swallow whole, do not open', SKIN_AGING_WOMAN_46, noVitaminE(PRADAXA, 'anticoagulant')),
  onMeds(3960, 'antiplatelet', 'dose', 'Efient 10mg OD + Aspirin Protect 100 OD — DAPT x 12/12 post PCI', SKIN_WOMAN, noVitaminE(EFFIENT, 'antiplatelet', { source: ASPIRIN_81 })),
  onMeds(3961, 'anticoagulant', 'brand', 'Marevan 3 mg (the blue ones) 1 tab HS - dose as per INR clinic, target 2-3', SKIN_AGING_WOMAN_46, warfarinLike(WARFARIN)),
  onMeds(
    3962,
    'sedative',
    'multi',
    'Cipralex 10mg 1-0-0; Xanax 0.25mg PRN for panic (max 2/day)',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(ALPRAZOLAM, 'sedative', { expect: ['ssri_snri'], source: ESCITALOPRAM }),
  ),
  onMeds(3963, 'antiepileptic', 'dose', 'Lamictal 100mg tab 1-0-1 - do not stop suddenly', {}, noAshwagandha(LAMOTRIGINE, 'antiepileptic')),
  onMeds(3964, 'antiepileptic', 'brand', 'Tegretol CR 200 mg — 1 tab BD', BASE_MAN, noAshwagandha(CARBAMAZEPINE, 'antiepileptic')),
  onMeds(3965, 'antiepileptic', 'dose', 'Depakine Chrono 500 mg PR tab 0-0-2 (1 g nocte)', SLEEP_STRESS_MAN, noAshwagandha(VALPROATE, 'antiepileptic')),
  onMeds(
    3966,
    'antiepileptic',
    'multi',
    'Keppra 500mg FC tab BID + Rivotril 0.5mg HS',
    {},
    noAshwagandha(LEVETIRACETAM, 'antiepileptic', { expect: ['sedative'], source: CLONAZEPAM }),
  ),
  onMeds(3967, 'sedative', 'dose', 'Stilnox 10mg ½ tab HS PRN for insomnia - max 4 weeks', SLEEP_STRESS_WOMAN, noAshwagandha(ZOLPIDEM, 'sedative')),
  onMeds(3968, 'lithium', 'dose', 'Priadel 400mg MR tab 0-0-1; 12-h Li level 0.7 mmol/L', ENERGY_WOMAN, noRhodiola(PRIADEL, 'lithium')),
  onMeds(
    3969,
    'lithium',
    'brand',
    'Camcolit 250 mg x 2 nocte, Seroquel 50 mg HS',
    FOCUS_MAN,
    noRhodiola(CAMCOLIT, 'lithium', { expect: ['antipsychotic'], source: QUETIAPINE }),
  ),
  onMeds(3970, 'retinoid', 'dose', 'Acnotin 20 mg soft caps — 1 OD with a fatty meal x 6 months', ROACCUTANE_MAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(3971, 'adhd_medicine', 'dose', 'Concerta 36 mg ER tab 1 qAM — controlled Rx, collect in person with EID', FOCUS_MAN, noGreenTea(CONCERTA, 'adhd_medicine')),
  onMeds(3972, 'glp1_agonist', 'dose', 'Ozempic 0.25/0.5 mg pen: 0.25 mg SC once weekly x 4 wks, then 0.5 mg weekly', WEIGHT_WOMAN, glp1(OZEMPIC)),
];

/** Pharmacy receipts with AED prices, printed labels in capitals, text copied from the box. */
export const TWENTY_EIGHTH_PHARMACY_LABEL_PERSONAS = [
  onMeds(
    3973,
    'anticoagulant',
    'dose',
    'Life Pharmacy — ELIQUIS 5MG TAB 60S AED 310.50 / PANADOL ADVANCE 24S AED 12.75 / VAT 5% incl.',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant'),
  ),
  onMeds(
    3974,
    'glucose_lowering',
    'dose',
    "Aster Pharmacy receipt: JARDIANCE DUO 12.5MG/1000MG FCT 60'S  1 x AED 289.00  (Daman co-pay 20%)",
    {},
    withMetformin(SYNJARDY, { source: JARDIANCE }),
  ),
  onMeds(3975, 'glp1_agonist', 'brand', 'RYBELSUS 14 mg tablets 30s - take 1 on waking with a sip of water, wait 30 min', WEIGHT_MAN, glp1(RYBELSUS)),
  onMeds(3976, 'glp1_agonist', 'dose', 'MOUNJARO 7.5 MG/0.6 ML KWIKPEN — INJECT 7.5 MG ONCE WEEKLY — STORE IN FRIDGE 2-8°C', WEIGHT_WOMAN, glp1(MOUNJARO)),
  onMeds(3977, 'antiplatelet', 'dose', 'CLOPIDOGREL 75MG (PLAVIX) — TAKE ONE TABLET DAILY — DR. AL MARZOOQI — QTY 30', SKIN_MAN, noVitaminE(PLAVIX, 'antiplatelet')),
  onMeds(
    3978,
    'levothyroxine',
    'brand',
    'From the boxes: CRESTOR rosuvastatin calcium 10 mg (28 film-coated tablets) and ELTROXIN 50 micrograms (levothyroxine sodium)',
    {},
    noAshwagandha(LEVOTHYROXINE, 'levothyroxine', { expect: ['statin'], source: CRESTOR }),
  ),
  onMeds(3979, 'sedative', 'dose', 'RIVOTRIL 2MG TAB — 1/2 TAB AT NIGHT — CONTROLLED DRUG — MAY CAUSE DROWSINESS', SLEEP_STRESS_MAN, noAshwagandha(CLONAZEPAM, 'sedative')),
  onMeds(3980, 'retinoid', 'brand', 'Roaccutane 20 mg soft capsules x30 - AED 196 - with food', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(3981, 'iron_chelator', 'dose', 'JADENU 360MG FCT 30 TABS x2 boxes — 4 tabs OD — thal clinic Dubai Hospital', ENERGY_WOMAN_30, chelator(JADENU)),
  onMeds(
    3982,
    'iron_chelator',
    'dose',
    'Ferriprox 500 mg film-coated 100 tabs - 3 tabs TDS (75 mg/kg/day), weekly CBC',
    ENERGY_IMMUNITY_WOMAN_30,
    plus(chelator(FERRIPROX), { mention: ['hours'], source: ZINC }),
  ),
  onMeds(
    3983,
    'tb_treatment',
    'dose',
    'Rimstar 4-FDC (R150/H75/Z400/E275) 3 tabs OD before breakfast x 2 months - DOT',
    WEIGHT_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(3984, 'integrase_inhibitor', 'dose', 'TRIUMEQ 50/600/300 MG TAB 30S — 1 TAB OD — SKMC OUTPATIENT PHARMACY', IMMUNITY_MAN, spacing(TRIUMEQ, 'integrase_inhibitor', ZINC)),
  onMeds(
    3985,
    'antiplatelet',
    'multi',
    'Omacor 1000 mg caps 2 BD with food; Plavix 75 OD; Lipitor 80 nocte',
    SKIN_AGING_MAN_46,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['prescription_omega3', 'statin'], source: joined(LOVAZA, LIPITOR) }),
  ),
  onMeds(
    3986,
    'anticoagulant',
    'multi',
    'Vascepa 1 g: 2 caps BID with meals | Xarelto 20 mg OD with dinner | Concor 2.5 OD',
    SKIN_MAN,
    noVitaminE(XARELTO, 'anticoagulant', { expect: ['prescription_omega3', 'blood_pressure'], source: joined(VASCEPA, BISOPROLOL) }),
  ),
  onMeds(
    3987,
    'quinolone_tetracycline',
    'dose',
    'CIPROBAY 500MG 10 TABS — 1 TAB EVERY 12 HOURS — COMPLETE THE COURSE',
    IMMUNITY_WOMAN,
    spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(
    3988,
    'quinolone_tetracycline',
    'dose',
    'Vibramycin 100mg caps BD x 14/7 - take upright with a full glass of water',
    ENERGY_IMMUNITY_WOMAN_30,
    spacing(DOXYCYCLINE, 'quinolone_tetracycline', ZINC),
  ),
  onMeds(
    3989,
    'immunosuppressant',
    'dose',
    'Prograf 1mg caps 2-0-2 (target trough 5-8), CellCept 500mg 1-0-1',
    BASE_MAN,
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  onMeds(
    3990,
    'hormone_sensitive_cancer',
    'dose',
    'Lucrin Depot 22.5 mg IM every 3 months (Ca prostate) + Casodex 50 mg OD',
    BASE_MAN_56,
    noAshwagandha(LEUPROLIDE, 'hormone_sensitive_cancer', { source: joined(BICALUTAMIDE, NCI_PROSTATE) }),
  ),
];

/** Brand names in Arabic script (and two in Arabizi), as the pharmacist or the family writes them. */
export const TWENTY_EIGHTH_ARABIC_BRAND_PERSONAS = [
  onMeds(3991, 'glucose_lowering', 'arabic', 'جانوميت ٥٠/١٠٠٠ حبة بعد الفطور وحبة بعد العشا', BASE_MAN, withMetformin(JANUMET)),
  onMeds(3992, 'anticoagulant', 'arabic', 'إليكويس ٥ ملغ، حبة كل ١٢ ساعة', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(3993, 'glp1_agonist', 'arabic', 'أوزمبيك ٠٫٥ ملغ إبرة كل يوم جمعة', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(3994, 'anticoagulant', 'arabic', 'زاريلتو ٢٠ ملغ مع العشا من بعد الجلطة', SKIN_MAN, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(3995, 'antiplatelet', 'arabic', 'بلافيكس ٧٥ الصبح وأسبرين بروتكت ١٠٠ بعد الغدا', SKIN_AGING_MAN_46, noVitaminE(PLAVIX, 'antiplatelet', { source: ASPIRIN_81 })),
  onMeds(3996, 'levothyroxine', 'arabic', 'يوثيروكس ٧٥ ميكروغرام على الريق كل يوم', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(3997, 'antithyroid', 'arabic', 'نيو-ميركازول ١٠ ملغ حبة الصبح وحبة المسا', {}, noAshwagandha(CARBIMAZOLE, 'antithyroid')),
  onMeds(
    3998,
    'sedative',
    'arabic',
    'سيروكسات ٢٠ الصبح وستيلنوكس ١٠ قبل النوم',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(ZOLPIDEM, 'sedative', { expect: ['ssri_snri'], source: PAROXETINE }),
  ),
  onMeds(3999, 'antiepileptic', 'arabic', 'كيبرا ٥٠٠ ملغ مرتين يوميًا', BASE_MAN, noAshwagandha(LEVETIRACETAM, 'antiepileptic')),
  onMeds(
    4000,
    'blood_pressure',
    'arabic',
    'كونكور ٥ + أملور ٥، حبة من كل وحدة الصبح، والجلوكوفاج وقفه الدكتور',
    SLEEP_STRESS_MAN,
    noAshwagandha(BISOPROLOL, 'blood_pressure', { not: ['metformin', 'glucose_lowering'], source: joined(AMLODIPINE, METFORMIN) }),
  ),
  onMeds(4001, 'glp1_agonist', 'arabic', 'ويغوفي ٢٫٤ ملغ مرة بالأسبوع', WEIGHT_MAN, glp1(WEGOVY)),
  onMeds(4002, 'retinoid', 'arabic', 'أكنوتين ٢٠ كبسولة يوميًا مع الأكل', ROACCUTANE_MAN_30, noMultivitamin(ISOTRETINOIN)),
  onMeds(4003, 'adhd_medicine', 'arabic', 'كونسيرتا ٣٦ ملغ حبة الصبح قبل الدوام', FOCUS_MAN, noGreenTea(CONCERTA, 'adhd_medicine')),
  onMeds(4004, 'iron_chelator', 'transliteration', 'Exjade 500 tlat 7abbat kil yom el sob7 ma3 3aseer', ENERGY_IMMUNITY_WOMAN_30, chelator(EXJADE)),
  onMeds(4005, 'lithium', 'transliteration', 'Priadel 400 7abba bel lail, el doktor 2al ma awa2afha abadan', ENERGY_WOMAN, noRhodiola(PRIADEL, 'lithium')),
];

/** Autocorrect and voice dictation: brand names split, swapped for common words, misspelt. */
export const TWENTY_EIGHTH_DICTATION_PERSONAS = [
  onMeds(4006, 'anticoagulant', 'typo', 'Eloquist 5 mg twice a day since the AF diagnosis', SKIN_WOMAN, noVitaminE(ELIQUIS, 'anticoagulant')),
  onMeds(4007, 'anticoagulant', 'typo', 'zarelto 20mg with dinner every night', SKIN_AGING_MAN_46, noVitaminE(XARELTO, 'anticoagulant')),
  onMeds(
    4008,
    'glucose_lowering',
    'negation',
    'Jardians 25 in the morning. The metaformin was stopped in March because of my stomach',
    BASE_MAN_56,
    noAshwagandha(JARDIANCE, 'glucose_lowering', { not: ['metformin'], source: METFORMIN }),
  ),
  onMeds(4009, 'glp1_agonist', 'typo', 'Oh Zempic once a week on Fridays, up to 1 mg now', WEIGHT_WOMAN, glp1(OZEMPIC)),
  onMeds(
    4010,
    'antiepileptic',
    'typo',
    'Zolo ft 50 mg morning and Lamb ictal 100 twice daily',
    {},
    noAshwagandha(LAMOTRIGINE, 'antiepileptic', { expect: ['ssri_snri'], source: SERTRALINE }),
  ),
  onMeds(
    4011,
    'sedative',
    'typo',
    'Cipro lex 20 mg in the morning and zanax 0.5 when I panic',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(ALPRAZOLAM, 'sedative', { expect: ['ssri_snri'], source: ESCITALOPRAM }),
  ),
  onMeds(4012, 'antiplatelet', 'typo', 'Efficient 10mg once a day since the stent', SKIN_MAN, noVitaminE(EFFIENT, 'antiplatelet')),
  onMeds(4013, 'antiplatelet', 'typo', 'Brilliant a 90 mg two times daily after the heart attack', SKIN_AGING_MAN_46, noVitaminE(BRILINTA, 'antiplatelet')),
  onMeds(4014, 'levothyroxine', 'typo', 'you thyrox 75 every morning', {}, noAshwagandha(LEVOTHYROXINE, 'levothyroxine')),
  onMeds(4015, 'antithyroid', 'typo', 'neo mercer zole 5mg three times a day', {}, noAshwagandha(CARBIMAZOLE, 'antithyroid')),
  onMeds(4016, 'antiepileptic', 'typo', 'Deepak in chrono 500 two at night', SLEEP_STRESS_MAN, noAshwagandha(VALPROATE, 'antiepileptic')),
  onMeds(4017, 'sedative', 'typo', 'still knocks 10 at bedtime most nights', SLEEP_STRESS_WOMAN, noAshwagandha(ZOLPIDEM, 'sedative')),
  onMeds(4018, 'lithium', 'typo', 'Camco lit 250 two tablets at night', ENERGY_WOMAN, noRhodiola(CAMCOLIT, 'lithium')),
  onMeds(4019, 'retinoid', 'typo', 'Rock you tane 20 mg daily for my acne', ROACCUTANE_WOMAN, noMultivitamin(ISOTRETINOIN)),
  onMeds(4020, 'adhd_medicine', 'typo', 'Vivance 50mg every morning', FOCUS_WOMAN_20, noGreenTea(VYVANSE, 'adhd_medicine')),
  onMeds(4021, 'glp1_agonist', 'typo', 'Mon Jarrow 5 mg weekly injection', WEIGHT_MAN, glp1(MOUNJARO)),
  onMeds(4022, 'integrase_inhibitor', 'typo', 'Bic tarvy one pill a day', SLEEP_STRESS_MAN, spacing(BIKTARVY, 'integrase_inhibitor', MAGNESIUM)),
  onMeds(4023, 'anticoagulant', 'typo', 'Prada XA 150 twice a day', SKIN_WOMAN, noVitaminE(PRADAXA, 'anticoagulant')),
  onMeds(4024, 'immunosuppressant', 'typo', 'pro graph 1mg morning and evening after my kidney transplant', BASE_MAN, noAshwagandha(TACROLIMUS, 'immunosuppressant')),
  onMeds(4025, 'anticoagulant', 'typo', 'war for in 5 mg every evening, INR checked at Rashid', SKIN_AGING_MAN_46, warfarinLike(WARFARIN)),
  onMeds(4026, 'glucose_lowering', 'typo', 'Glue co farge 500 twice and Ammar ill 2 in the morning', {}, withMetformin(GLIMEPIRIDE)),
  onMeds(
    4027,
    'sedative',
    'typo',
    'Symbolta 60 in the morning and Rivo trill 0.5 at night',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(CLONAZEPAM, 'sedative', { expect: ['ssri_snri'], source: DULOXETINE }),
  ),
];

/** The health box (question 9), or both boxes: the condition beside the medicine that treats it. */
export const TWENTY_EIGHTH_HEALTH_BOX_PERSONAS = [
  onHealth(
    4028,
    'glp1_agonist',
    'health-box',
    'Type 2 diabetic, HbA1c 7.9 - on Trulicity 1.5 weekly and Glucophage XR 750 x2 with dinner',
    WEIGHT_WOMAN,
    plus(glp1(TRULICITY), { expect: ['glucose_lowering', 'metformin'], source: METFORMIN }),
  ),
  onHealth(4029, 'anticoagulant', 'health-box', 'PE in Jan 2024 — haematology keeps me on Lixiana 60 mg OD for life', SKIN_WOMAN, noVitaminE(LIXIANA, 'anticoagulant')),
  inBoth(4030, 'integrase_inhibitor', 'multi', 'Dovato 1 tab OD', 'HIV+ since 2019, undetectable', AGING_WOMAN_46, spacing(DOVATO, 'integrase_inhibitor', CALCIUM)),
  inBoth(
    4031,
    'sickle_cell',
    'multi',
    'Hydrea 500 mg 2 caps OD, folic acid 5 mg OD',
    'Sickle cell disease (HbSS)',
    ENERGY_WOMAN_30,
    noIron(joined(ASH_SICKLE_IRON, HYDROXYUREA), 'sickle_cell'),
  ),
  onHealth(
    4032,
    'kidney_stones',
    'health-box',
    'Recurrent calcium oxalate stones - urology gave Uralyt-U 2.5 g BD',
    AGING_WOMAN_46,
    noCalcium(joined(NIDDK_KIDNEY_STONES, POTASSIUM_CITRATE), 'kidney_stones'),
  ),
  inBoth(
    4033,
    'kidney_disease',
    'multi',
    'Renvela 800 mg 2 tabs TDS with meals, One-Alpha 0.25 mcg OD, Mircera monthly',
    'ESRD on HD Mon/Wed/Fri via AV fistula',
    SLEEP_STRESS_MAN,
    noMagnesium(joined(SEVELAMER, NIDDK_HEMODIALYSIS, NIDDK_CKD)),
  ),
  onHealth(
    4034,
    'hormone_sensitive_cancer',
    'health-box',
    'Prostate cancer - Decapeptyl 22.5 mg injection every 6 months',
    BASE_MAN_56,
    noAshwagandha(TRIPTORELIN, 'hormone_sensitive_cancer', { source: NCI_PROSTATE }),
  ),
  onHealth(
    4035,
    'pregnancy_breastfeeding',
    'health-box',
    '29 weeks pregnant, on Clexane 40 daily and aspirin 75 at night (previous clots)',
    SKIN_WOMAN,
    plus(pregnant(), noVitaminE(LOVENOX, 'anticoagulant', { expect: ['antiplatelet'], source: ASPIRIN_81 })),
  ),
  onHealth(
    4036,
    'hormone_sensitive_cancer',
    'health-box',
    'ER+ breast Ca 2022, lumpectomy + radiotherapy — Femara 2.5 OD for 5 yrs',
    AGING_WOMAN_56,
    only('hormone_sensitive_cancer', LETROZOLE),
  ),
  onHealth(
    4037,
    'immunosuppressant',
    'health-box',
    'Myasthenia gravis — prednisolone 10 mg OD long term + Mestinon 60 TDS',
    {},
    noAshwagandha(PREDNISOLONE, 'immunosuppressant', { expect: ['autoimmune_disease'] }),
  ),
  inBoth(
    4038,
    'autoimmune_disease',
    'multi',
    'Methotrexate 2.5 mg × 6 tabs every Sunday + folic acid 5 mg Monday',
    'Seropositive rheumatoid arthritis',
    {},
    noAshwagandha(METHOTREXATE, 'autoimmune_disease', { expect: ['methotrexate'] }),
  ),
  onHealth(4039, 'iron_chelator', 'health-box', 'Beta thal major - transfused every 3 weeks, Desferal pump 5 nights a week', ENERGY_WOMAN, chelator(DESFERAL)),
  onHealth(
    4040,
    'glp1_agonist',
    'health-box',
    'Diabetic type 2: Victoza 1.2 mg daily injection + Jardiance 10',
    WEIGHT_MAN,
    plus(glp1(VICTOZA), { expect: ['glucose_lowering'], source: JARDIANCE }),
  ),
];
