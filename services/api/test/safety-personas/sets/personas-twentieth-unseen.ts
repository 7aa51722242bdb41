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
  ROACCUTANE_MAN,
  ROACCUTANE_WOMAN,
  ASCORBIC_ACID_LABEL,
  ASH_SICKLE_IRON,
  CALCIUM,
  IRON,
  MAGNESIUM,
  NARDIL_LABEL,
  NCCIH_ASHWAGANDHA,
  RHODIOLA_MANIA,
  VITAMIN_B12,
  VITAMIN_C,
  VITAMIN_E,
  WEIGHT_LOSS,
  ZINC,
} from '../persona-answers';
import {
  ASPIRIN_81,
  BIKTARVY,
  BISOPROLOL,
  BRILINTA,
  CONCERTA,
  DESFERAL,
  DOXYCYCLINE,
  ELIQUIS,
  EMC,
  GLICLAZIDE,
  GLIMEPIRIDE,
  INSULIN,
  ISONIAZID,
  ISOTRETINOIN,
  JADENU,
  LEVOTHYROXINE,
  LITHIUM,
  LOVENOX,
  METFORMIN,
  MOUNJARO,
  NIDDK_BARIATRIC,
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
  PANTOPRAZOLE,
  PLAVIX,
  PRADAXA,
  RAMIPRIL,
  RIFAMPIN,
  RITALIN,
  TAMOXIFEN,
  TRULICITY,
  VALSARTAN_HCTZ,
  VASCEPA,
  VYVANSE,
  WARFARIN,
  WEGOVY,
  XARELTO,
} from '../labels';

/**
 * Twentieth set, written as an outside tester from the references beside each case, without
 * reading the engine's reader, its dictionaries, its rules or the first-run notes of earlier sets,
 * and written in full before the engine ran on it. Ids 2981–3120. About half are LONG, MESSY,
 * REAL texts (several sentences or lines, as people type or paste them); about 35 % are in the
 * dangerous direction (the medicine or condition IS current, but sits beside stopped, denied,
 * relatives' or past items, or after words that look like an end); about 15 % are over-cautious
 * checks (long texts from healthy people and carers). The angles:
 * - lists pasted from a pharmacy app, a refill slip, a hospital discharge summary, a clinic letter
 *   or a treatment card: headings ("Current medications:", "Stopped:", "PRN:", "CONTINUE:"),
 *   tables with "|", "Sig:", "Qty:", "Refills:", numbered and bulleted lines;
 * - WhatsApp-style run-on messages, voice dictation without punctuation, a relative typing for
 *   the user ("this is HER quiz", "my son is typing this for me"), autocorrect errors (Eliquis →
 *   "elixir", Xarelto → "Sarel to", lithium → "Lithuania", Xanax → "Xanadu", Ozempic →
 *   "Olympic", Accutane → "accurate", Prograf → "Program", amlodipine → "am lodging"), emoji;
 * - languages switching mid-sentence: Gulf, Egyptian and Levantine Arabic with English brand
 *   names, Urdu script, Arabizi, Hinglish, Taglish, Manglish and Malayalam script;
 * - numbers and units in many forms (mg, mcg, micrograms in words, IU, units, u, mL, q12h, BD, OD,
 *   HS, nocte, mane, 1 g, 5/1.25) and lab values in both units (eGFR, creatinine in µmol/L and
 *   mg/dL, potassium, ALT/AST/GGT/ALP, INR, anti-Xa, HbA1c in % and mmol/mol, TSH/FT4, calcium,
 *   PTH, ferritin, transferrin saturation, G6PD activity, B12, DEXA T-score), normal and abnormal;
 * - the dangerous direction: "finished the box, picking up more tomorrow", "ran out 2 days ago",
 *   "haven't taken it today yet", "skipping the midday dose during Ramadan", "on hold until the
 *   dentist", "no insulin this morning (fasting blood test)", "Done with prednisolone!",
 *   "Stopped counting how many BP pills", "No more ethambutol ... but", "Off my ADHD meds on
 *   weekends", other medicines stopped, denied or a relative's beside the one kept;
 * - over-cautious: carers listing a relative's medicines, courses completed, medicines
 *   discussed and declined, normal check-up results, a kidney donor, a vaccinated nurse.
 *
 * The expectations follow what each class rules out by its reference, as expectations.ts sets
 * out; each persona cites its own references.
 */

const PRASUGREL = dailymed('effient');
const EDOXABAN = dailymed('savaysa');
const CILOSTAZOL = dailymed('cilostazol');
const INNOHEP = EMC('innohep');
const ATORVASTATIN = dailymed('lipitor');
const ROSUVASTATIN = dailymed('crestor');
const ESOMEPRAZOLE = dailymed('nexium');
const AMIODARONE = dailymed('amiodarone');
const FUROSEMIDE = dailymed('furosemide');
const SPIRONOLACTONE = dailymed('spironolactone');
const HCTZ = dailymed('hydrochlorothiazide');
const INDAPAMIDE = dailymed('indapamide');
const CHLORTHALIDONE = dailymed('chlorthalidone');
const LANOXIN = dailymed('lanoxin');
const AMLODIPINE = dailymed('amlodipine');
const IRBESARTAN = dailymed('avapro');
const CANDESARTAN = dailymed('atacand');
const COVERSYL_PLUS = EMC('coversyl+plus');
const METHYLDOPA = dailymed('methyldopa');
const ENVARSUS = dailymed('envarsus+xr');
const TACROLIMUS = dailymed('prograf');
const MYCOPHENOLATE = dailymed('cellcept');
const MYFORTIC = dailymed('myfortic');
const EVEROLIMUS = dailymed('zortress');
const AZATHIOPRINE = dailymed('azathioprine');
const HYDROXYCHLOROQUINE = dailymed('plaquenil');
const METHOTREXATE = dailymed('methotrexate');
const OLANZAPINE = dailymed('zyprexa');
const QUETIAPINE = dailymed('seroquel');
const ARIPIPRAZOLE = dailymed('abilify');
const LISKONUM = EMC('liskonum');
const SERTRALINE = dailymed('zoloft');
const ESCITALOPRAM = dailymed('lexapro');
const PROZAC = dailymed('prozac');
const DULOXETINE = dailymed('cymbalta');
const AMITRIPTYLINE = dailymed('amitriptyline');
const PREGABALIN = dailymed('lyrica');
const ALPRAZOLAM = dailymed('xanax');
const CLONAZEPAM = dailymed('klonopin');
const ZOLPIDEM = dailymed('ambien');
const ZOPICLONE = EMC('zopiclone');
const LEVETIRACETAM = dailymed('keppra');
const CARBAMAZEPINE = dailymed('tegretol');
const LAMOTRIGINE = dailymed('lamictal');
const TOPIRAMATE = dailymed('topamax');
const CARBIMAZOLE = EMC('carbimazole');
const PROPYLTHIOURACIL = dailymed('propylthiouracil');
const LEVONORGESTREL_EE = dailymed('levonorgestrel+and+ethinyl+estradiol');
const DIANETTE = EMC('dianette');
const ESTRADIOL = dailymed('estradiol');
const STALEVO = dailymed('stalevo');
const ALENDRONATE = dailymed('fosamax');
const SYNJARDY = dailymed('synjardy');
const RYBELSUS = dailymed('rybelsus');
const PRIFTIN = dailymed('priftin');
const CIPROFLOXACIN = dailymed('ciprofloxacin');
const RENNIE = EMC('rennie');
const TENOFOVIR = dailymed('viread');
const FIRMAGON = dailymed('firmagon');
const DOXORUBICIN = dailymed('doxorubicin');
const CAPECITABINE = dailymed('xeloda');
const NCI_CHEMO = 'https://www.cancer.gov/about-cancer/treatment/types/chemotherapy';
const NIDDK_DIABETES = 'https://www.niddk.nih.gov/health-information/diabetes/overview/what-is-diabetes';
const NIDDK_HEMODIALYSIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/kidney-failure/hemodialysis';
const NIDDK_LUPUS_NEPHRITIS = 'https://www.niddk.nih.gov/health-information/kidney-disease/lupus-nephritis';
const NIDDK_PSC = 'https://www.niddk.nih.gov/health-information/liver-disease/primary-sclerosing-cholangitis';

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

/** Long texts pasted from a pharmacy app, a refill slip, a discharge summary, a clinic letter or a treatment card. */
export const TWENTIETH_PASTED_LIST_PERSONAS = [
  onMeds(
    2981,
    'anticoagulant',
    'dose',
    'My Medicines (pharmacy app export)\nApixaban 5 mg tab | Sig: 1 tab PO BID | Qty: 60 | Refills: 2 | Last filled 02/06\nBisoprolol 2.5 mg tab | Sig: 1 OD | Qty: 30 | Refills: 5\nAtorvastatin 40 mg | Sig: 1 HS | Qty: 30 | Refills: 5\nPantoprazole 40 mg | STOPPED 15/05 by Dr. R. (no longer needed)',
    SKIN_AGING_MAN_46,
    noVitaminE(ELIQUIS, 'anticoagulant', { expect: ['blood_pressure', 'statin'], not: ['ppi'], source: joined(BISOPROLOL, ATORVASTATIN, PANTOPRAZOLE) }),
  ),
  onMeds(
    2982,
    'antiplatelet',
    'multi',
    'DISCHARGE SUMMARY\nDx: NSTEMI - PCI to LAD (1 x DES)\nCurrent medications:\n- Aspirin 81 mg OD (lifelong)\n- Prasugrel 10 mg OD x 12 months\n- Rosuvastatin 40 mg HS\n- Ramipril 2.5 mg OD\nStopped: Enoxaparin 1 mg/kg SC q12h (inpatient only)\nPRN: GTN spray 400 mcg SL for chest pain',
    SKIN_MAN,
    noVitaminE(PRASUGREL, 'antiplatelet', {
      expect: ['statin', 'blood_pressure'],
      not: ['anticoagulant'],
      source: joined(ASPIRIN_81, ROSUVASTATIN, RAMIPRIL, LOVENOX),
    }),
  ),
  onMeds(
    2983,
    'glp1_agonist',
    'dose',
    'Medication | Strength | Directions | Qty | Refills\nMounjaro KwikPen | 7.5 mg | inject SC once weekly (Fri) | 1 pen | 3\nMetformin XR | 500 mg | 2 tabs with dinner | 60 | 5\nVitamin D3 | 50,000 IU | 1 cap weekly | 4 | 0',
    WEIGHT_WOMAN,
    glp1With(MOUNJARO, ['metformin'], METFORMIN),
  ),
  onHealth(
    2984,
    'kidney_disease',
    'health-box',
    'Renal panel 12/05:\nCreatinine 218 µmol/L (H) | eGFR 24 mL/min/1.73m² (L) | Urea 14.2 mmol/L (H) | Potassium 5.6 mmol/L (H) | Bicarbonate 19 (L)\nNephrology impression: CKD stage 4, probably long-standing hypertension. Low-potassium diet, review in 3 months.',
    SLEEP_STRESS_WOMAN,
    noMagnesium(NIDDK_CKD),
  ),
  onMeds(
    2985,
    'tb_treatment',
    'dose',
    'TB treatment card (DOTS)\nIntensive phase done (2 months HRZE)\nContinuation: Rifampicin 600 mg + Isoniazid 300 mg OD on an empty stomach - month 3 of 4\nPyridoxine 25 mg OD\nLFTs 10/06: ALT 38, AST 31 (normal)',
    FOCUS_MAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(
    2986,
    'immunosuppressant',
    'multi',
    'Post-transplant meds (kidney Tx 2019):\nTacrolimus XR (Envarsus) 4 mg OD 8am - trough 6.1\nMycophenolate mofetil 750 mg BD\nPrednisolone 5 mg OD\nCo-trimoxazole - STOPPED after 6 months\nValganciclovir - stopped\nAmlodipine 5 mg OD',
    {},
    noAshwagandha(ENVARSUS, 'immunosuppressant', { expect: ['blood_pressure'], source: joined(MYCOPHENOLATE, AMLODIPINE) }),
  ),
  onHealth(
    2987,
    'surgery',
    'health-box',
    'Pre-op assessment letter: laparoscopic cholecystectomy booked for 24/06.\nSTOP: ibuprofen 7 days before.\nCONTINUE: amlodipine 10 mg on the morning of surgery with a sip of water.\nFasting from midnight. Bring all your medicines and supplements in their boxes.',
    {},
    plus(noAshwagandha(ODS_WYNTK, 'surgery', { expect: ['blood_pressure'], source: AMLODIPINE }), { mention: ['surg'] }),
  ),
  onHealth(
    2988,
    'levothyroxine',
    'health-box',
    'Thyroid clinic letter: TSH 6.8 mIU/L (0.4-4.0), FT4 11 pmol/L. Plan: increase levothyroxine from 75 mcg to 100 mcg OD, 30 min before breakfast; keep calcium and iron tablets 4 hours away. Repeat TFTs in 6 weeks.',
    AGING_WOMAN_46,
    thyroxineCalcium(),
  ),
  onMeds(
    2989,
    'lithium',
    'multi',
    'Psychiatric discharge summary\nDx: Bipolar affective disorder type I, manic episode - resolved\nOn discharge:\n1) Lithium carbonate 400 mg nocte (level 0.7 mmol/L)\n2) Olanzapine 5 mg nocte - taper over 2 weeks then stop\n3) Lorazepam 1 mg PRN agitation (not used in 72 h)\nAvoid NSAIDs. Lithium level, U&E and TFT in 1 week.',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['bipolar_disorder', 'antipsychotic'], source: OLANZAPINE }),
  ),
  onMeds(
    2990,
    'glucose_lowering',
    'dose',
    'Diabetes educator notes:\nHbA1c 9.1% (76 mmol/mol), up from 7.8%\nBasal: Toujeo 24 u at 22:00 (titrate +2 u every 3 days until FBG < 7 mmol/L)\nOral: Gliclazide MR 60 mg with breakfast\nSitagliptin 100 mg - discontinued (no effect)\nHypo plan: 15 g glucose tabs, recheck in 15 min',
    {},
    noAshwagandha(INSULIN, 'glucose_lowering', { source: GLICLAZIDE }),
  ),
  onMeds(
    2991,
    'cancer_treatment',
    'multi',
    'Oncology day unit - regimen AC-T (breast)\nAC cycle 3 of 4 (doxorubicin + cyclophosphamide) given 09/06, then weekly paclitaxel x 12\nPre-meds: ondansetron 8 mg BD x 3 days, dexamethasone 4 mg BD x 3 days\nPegfilgrastim on day 2\nTamoxifen: not yet (after chemo and radiotherapy)',
    SKIN_WOMAN,
    noVitaminE(joined(NCI_CHEMO, DOXORUBICIN), 'cancer_treatment'),
  ),
  onMeds(
    2992,
    'integrase_inhibitor',
    'dose',
    'ID clinic pharmacy - refill slip\nBictegravir/emtricitabine/TAF 1 tab OD | Qty: 90 | Refills: 3\nLast viral load <20 copies/mL, CD4 612\nDoxycycline 100 mg BD x 7 days - completed last month\nCounselled: take antacids/minerals 2 h apart',
    IMMUNITY_MAN,
    plus(spacing(BIKTARVY, 'integrase_inhibitor', ZINC), { not: ['quinolone_tetracycline'], source: DOXYCYCLINE }),
  ),
  onMeds(
    2993,
    'antiepileptic',
    'english',
    'Neurology clinic letter: juvenile myoclonic epilepsy, last seizure 14 months ago.\nCurrent: levetiracetam 750 mg BD.\nSodium valproate was stopped in 2021 (a future pregnancy is planned).\nDriving: now cleared. Continue folic acid 5 mg OD.',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(LEVETIRACETAM, 'antiepileptic'),
  ),
  onMeds(
    2994,
    'adhd_medicine',
    'dose',
    'Controlled drug prescription (28 days)\nMethylphenidate ER 54 mg | 1 tab mane | Qty: 28 | Refills: 0 - new Rx every month\nMelatonin 3 mg HS (OTC)\nFluoxetine 20 mg - weaned off in January',
    FOCUS_WOMAN,
    plus(noGreenTea(CONCERTA, 'adhd_medicine'), { not: ['ssri_snri'], source: PROZAC }),
  ),
  onMeds(
    2995,
    'heart_rhythm',
    'multi',
    'Cardiology OPD med list\n• Amiodarone 200 mg OD (loading done)\n• Edoxaban 60 mg OD\n• Furosemide 40 mg mane\n• Digoxin - STOPPED (level 2.4, toxic)\nTSH 5.9 - recheck in 3 months (amiodarone)',
    SKIN_MAN,
    noVitaminE(EDOXABAN, 'anticoagulant', { expect: ['heart_rhythm', 'diuretic'], not: ['digoxin'], source: joined(AMIODARONE, FUROSEMIDE, LANOXIN) }),
  ),
  onMeds(
    2996,
    'iron_chelator',
    'dose',
    'Thalassaemia centre - monthly sheet\nTransfusion: 2 units every 3 weeks, pre-Hb 9.2 g/dL\nFerritin 2,140 ng/mL (↑) | LIC 9 mg/g\nDeferasirox FCT 1080 mg OD\nDeferoxamine pump - STOPPED (switched to the oral one)\nVitamin D 50,000 IU monthly',
    ENERGY_IMMUNITY_WOMAN_30,
    plus(chelator(JADENU), { expect: ['iron_overload'] }),
  ),
  onHealth(
    2997,
    'bariatric_surgery',
    'health-box',
    'Bariatric clinic annual review: RYGB in 2017, weight 78 kg (from 131).\nLabs: ferritin 9 (L), B12 180 pg/mL (L), vitamin D 18 ng/mL (L), PTH 92 (H), calcium 2.31 (normal).\nPlan: ferrous fumarate 210 mg BD, B12 IM every 3 months, D3 50,000 IU weekly, chewable bariatric multivitamin.',
    WEIGHT_WOMAN,
    pastBariatric(),
  ),
  onHealth(
    2998,
    'swallowing_difficulty',
    'multi',
    'Discharge summary: admitted with aspiration pneumonia.\nBackground: stroke 2023 with residual dysphagia. SALT: IDDSI level 4 puréed diet, level 2 mildly thick fluids, tablets crushed where possible.\nMeds: clopidogrel 75 mg OD, atorvastatin 80 mg ON.\nCo-amoxiclav course completed.',
    WEIGHT_MAN,
    plus(noSwellingFibre('swallowing_difficulty'), { expect: ['antiplatelet', 'statin'], source: joined(PLAVIX, ATORVASTATIN) }),
  ),
  onHealth(
    2999,
    'autoimmune_disease',
    'multi',
    'Rheumatology discharge: SLE flare (arthritis, malar rash), anti-dsDNA 220 IU/mL, C3 low.\nHydroxychloroquine 200 mg BD\nPrednisolone 20 mg, taper by 2.5 mg weekly\nAzathioprine 50 mg OD - start after TPMT result (normal, started 12/06)',
    {},
    noAshwagandha(HYDROXYCHLOROQUINE, 'autoimmune_disease', { expect: ['immunosuppressant'], source: AZATHIOPRINE }),
  ),
  onMeds(
    3000,
    'prescription_omega3',
    'dose',
    'Lipid clinic: TG 6.8 mmol/L (602 mg/dL), LDL 2.9 mmol/L.\nRx: icosapent ethyl 2 g BD with meals | Qty: 120 | Refills: 5\nFenofibrate 145 mg OD\nAtorvastatin 20 mg - STOPPED (myalgia), trial of ezetimibe 10 mg instead',
    BASE_MAN_56,
    plus(only('prescription_omega3', VASCEPA), { not: ['statin'], source: ATORVASTATIN }),
  ),
];

/** WhatsApp-style run-ons, voice dictation, a relative typing, autocorrect errors, emoji. */
export const TWENTIETH_CHAT_DICTATION_PERSONAS = [
  onMeds(
    3001,
    'anticoagulant',
    'typo',
    'hi sorry long msg 🙏 so im on elixir 5 twice a day (the blood thinner, autocorrect keeps changing it lol) since the clot in my leg in march. also panadol when needed and the vit d the clinic gave me. not pregnant btw. want something for energy and my hair + skin pls',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant', { not: ['pregnancy_breastfeeding'] }),
  ),
  onMeds(
    3002,
    'anticoagulant',
    'typo',
    "Sarel to 20 with dinner every day since my AF ablation didn't work 😩 cardio said never stop it. Concor 5 in the morning too. my wife says take fish oil and vitamin E for the heart, is that ok??",
    SKIN_MAN,
    noVitaminE(XARELTO, 'anticoagulant', { expect: ['blood_pressure', 'heart_rhythm'], source: BISOPROLOL }),
  ),
  onMeds(
    3003,
    'glp1_agonist',
    'vague',
    "so basically I started the mounjaro injection like two months ago I'm on the 5 now going up to 7.5 next week my doctor in Al Barsha gave it for the sugar and the weight and I also take the metformin one in the morning I think it's 500 and I need something for constipation because it's really bad with the injection",
    WEIGHT_WOMAN,
    glp1With(MOUNJARO, ['metformin'], METFORMIN),
  ),
  onMeds(
    3004,
    'lithium',
    'typo',
    "Sorry typing fast on the bus. Meds: Lithuania 400 at night (LITHIUM, stupid autocorrect 🙄), quetiapine 25 only when I can't sleep, and the contraceptive pill. Psychiatrist is happy, level was 0.6 last month. I'm so tired all day though, want energy stuff",
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['antipsychotic', 'hormonal_therapy'], source: joined(QUETIAPINE, LEVONORGESTREL_EE) }),
  ),
  onMeds(
    3005,
    'levothyroxine',
    'vague',
    'ok so the thyroid tablet is euthyrox one hundred micrograms every morning on an empty stomach then I wait half an hour for tea and the calcium the gynaecologist gave me I take at night I also had the vitamin D injection last month',
    AGING_WOMAN_46,
    thyroxineCalcium(),
  ),
  onMeds(
    3006,
    'sedative',
    'typo',
    'Xanadu 0.5 (XANAX 🤦‍♀️ autocorrect) at night since the divorce, from my psychiatrist in Healthcare City, + propranolol 10 before presentations. Stopped the sertraline in Feb because of side effects. Need sleep + stress help but nothing that clashes',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(ALPRAZOLAM, 'sedative', { not: ['ssri_snri'], source: SERTRALINE }),
  ),
  onMeds(
    3007,
    'antiplatelet',
    'multi',
    "Forwarding for my dad, he's doing the quiz on my phone: he had a stent in 2022, takes clopidogrel every morning + aspirin 75 + atorvastatin 40 at night. He ALSO says he stopped the Nexium last month. He wants something for his skin and energy. (his daughter typing ❤️)",
    SKIN_AGING_MAN_46,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['statin'], not: ['ppi'], source: joined(ASPIRIN_81, ATORVASTATIN, ESOMEPRAZOLE) }),
  ),
  onHealth(
    3008,
    'pregnancy_breastfeeding',
    'vague',
    'Hiii 🙈 quick background: 2 kids, 3rd on the way (12 wks!! first scan was fine 🥹), no meds except the Pregnacare and the folic. Had GDM with my 2nd but it went after delivery. Tired ALL the time and stressed with work, what can I take?',
    {},
    pregnant(),
  ),
  onMeds(
    3009,
    'glp1_agonist',
    'typo',
    'on Olympic 1mg (ozempic lol) every saturday since last year. wegovy is what my sister takes, not me. GP says keep going till December. constipated + hair falling out, pls advise',
    WEIGHT_MAN,
    glp1(OZEMPIC),
  ),
  onMeds(
    3010,
    'anticoagulant',
    'vague',
    "um I take the Pradaxa one fifty twice a day morning and night for the heart rhythm and before that I was on warfarin but they changed it because the INR was all over the place and I also take Lipitor twenty at night that's it",
    SKIN_AGING_MAN_46,
    noVitaminE(PRADAXA, 'anticoagulant', { expect: ['heart_rhythm', 'statin'], source: ATORVASTATIN }),
  ),
  onMeds(
    3011,
    'retinoid',
    'typo',
    'On accurate 20mg (ACCUTANE, autocorrect 😂) month 4 of 6, derm said no extra vitamin A. The doxy finished in January. Want skin glow stuff + hair vitamins',
    ROACCUTANE_WOMAN,
    plus(noMultivitamin(ISOTRETINOIN), { not: ['quinolone_tetracycline'], source: DOXYCYCLINE }),
  ),
  onMeds(
    3012,
    'ssri_snri',
    'english',
    'Tbh a bit anxious writing this. 28 weeks pregnant with twins, still on sertraline 50 (my OB and psychiatrist agreed not to stop it), and the iron tablets from the clinic. Stopped the cetirizine. Sleep is terrible.',
    {},
    noAshwagandha(SERTRALINE, 'ssri_snri', { expect: ['pregnancy_breastfeeding'] }),
  ),
  onMeds(
    3013,
    'antiepileptic',
    'vague',
    'my son is typing this for me I have epilepsy since I was a child I take the carbamazepine 400 in the morning and 400 at night and also the calcium and vitamin D the neurologist said because of the bones and I am not sleeping well',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(CARBAMAZEPINE, 'antiepileptic'),
  ),
  onMeds(
    3014,
    'blood_pressure',
    'typo',
    "Meds: am lodging 10 (amlodipine, phone autocorrect), valsartan/hctz 160/12.5 in the morning. Doc also mentioned a statin but I haven't started it. Home BP 138/86. Want energy + stress help pls",
    BASE_MAN,
    noAshwagandha(AMLODIPINE, 'blood_pressure', { expect: ['diuretic'], not: ['statin'], source: joined(VALSARTAN_HCTZ, ATORVASTATIN) }),
  ),
  onMeds(
    3015,
    'tb_treatment',
    'english',
    'Salam, the company doctor found latent TB at my visa medical (QuantiFERON positive, x-ray clear). Now on rifapentine + isoniazid once a week for 12 weeks, week 5 today. Liver test fine. Also want to lose weight, was thinking green tea pills?',
    WEIGHT_WOMAN,
    noGreenTea(PRIFTIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(
    3016,
    'immunosuppressant',
    'typo',
    'kidney transplant 2020, on Program 2mg twice a day (PROGRAF, sorry phone), myfortic 360 x2, pred 5. no more valcyte. creatinine 110 stable. can I take ashwagandha for stress?',
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYFORTIC }),
  ),
  onHealth(
    3017,
    'kidney_disease',
    'vague',
    "my nephrologist says my kidneys are working at about 30 percent now it's called stage four I think because of the diabetes for many years I'm on insulin and the blood pressure tablets and he said be careful with potassium and magnesium",
    SLEEP_STRESS_MAN,
    {
      no: ['magnesium', 'ashwagandha'],
      expect: ['kidney_disease', 'glucose_lowering', 'blood_pressure'],
      source: joined(NIDDK_CKD, MAGNESIUM, INSULIN, NCCIH_ASHWAGANDHA),
    },
  ),
  onMeds(
    3018,
    'maoi',
    'english',
    'Long story short: tried 4 SSRIs over the years, none worked, now on phenelzine 15 mg three times a day since October and finally feel human. I follow the tyramine diet strictly. No other meds. Want focus and energy but my psychiatrist said careful with caffeine and stimulants',
    FOCUS_MAN,
    noGreenTea(NARDIL_LABEL, 'maoi'),
  ),
  onMeds(
    3019,
    'digoxin',
    'multi',
    "Mum lives with us and this is HER quiz (I'm typing): digoxin 62.5 mcg daily, furosemide 40 in the morning, bisoprolol 2.5, apixaban 2.5 twice a day. Potassium was 3.3 last week so the GP added Sando-K. She wants something for her energy and skin.",
    SKIN_AGING_WOMAN_46,
    noVitaminE(ELIQUIS, 'anticoagulant', { expect: ['digoxin', 'diuretic', 'blood_pressure'], source: joined(LANOXIN, FUROSEMIDE, BISOPROLOL) }),
  ),
  onMeds(
    3020,
    'calcium_antacid',
    'english',
    'Ramadan mode 🌙 so heartburn every night after iftar → 2-3 Rennie, sometimes Gaviscon. Also ciprofloxacin 500 x2 for a UTI (day 3 of 7). Nothing else regular.',
    IMMUNITY_WOMAN,
    spacing(joined(CIPROFLOXACIN, RENNIE), 'quinolone_tetracycline', ZINC, { expect: ['calcium_antacid'] }),
  ),
];

/** Languages switching mid-sentence: Arabic script with English names, Urdu script, Arabizi, Hinglish, Taglish, Manglish, Malayalam script. */
export const TWENTIETH_MIXED_LANGUAGE_PERSONAS = [
  onMeds(
    3021,
    'anticoagulant',
    'arabic',
    'السلام عليكم، أنا آخذ warfarin من ٢٠١٩ بعد تبديل الصمام، الجرعة ٥ ملغ يوم و٧.٥ يوم، والـ INR آخر مرة ٢.٨. الدكتور وقف الأسبرين الشهر الماضي. أبي شي للبشرة والتعب بس ما يتعارض مع السيولة 🙏',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { not: ['antiplatelet'], source: ASPIRIN_81 }),
  ),
  onMeds(
    3022,
    'glp1_agonist',
    'arabic',
    'بقالي ٣ شهور على حقن Wegovy، دلوقتي على 1.7 mg كل خميس، ووزني نزل ٩ كيلو الحمد لله. كنت باخد جلوكوفاج بس الدكتور وقفه من شهرين. عايزة حاجة للإمساك، وشعري بيقع',
    WEIGHT_WOMAN,
    plus(glp1(WEGOVY), { not: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3023,
    'levothyroxine',
    'arabic',
    'عندي قصور بالغدة (هاشيموتو) وباخد Euthyrox 125 mcg الصبح عالريق، بس بصراحة اليوم لسا ما أخدتها 😅. وكمان باخد حبوب منع الحمل. آخر TSH كان 3.2',
    AGING_WOMAN_46,
    plus(thyroxineCalcium(), { expect: ['hormonal_therapy'], source: LEVONORGESTREL_EE }),
  ),
  onMeds(
    3024,
    'lithium',
    'arabic',
    'میں لیتھیم 400 ملی گرام رات کو لیتی ہوں، bipolar کی وجہ سے۔ پچھلے ہفتے گولیاں ختم ہو گئی تھیں، کل فارمیسی سے نئی لے لیں۔ اس کے علاوہ کوئی دوا نہیں لیتی۔',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', { expect: ['bipolar_disorder'] }),
  ),
  onMeds(
    3025,
    'glucose_lowering',
    'transliteration',
    'Sir mera sugar bahut high rehta hai, HbA1c 8.9 aaya last month. Doctor ne Glimepiride 2mg subah aur Vildagliptin-Metformin 50/500 din mein do baar diya hai. Pehle Januvia leta tha, ab band. Roze mein sirf iftar ke baad aur sehri pe le raha hoon. Energy ke liye kuch batao',
    BASE_MAN,
    noAshwagandha(GLIMEPIRIDE, 'glucose_lowering', { expect: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3026,
    'antiplatelet',
    'transliteration',
    'Hi po! Nag-stent ako last year sa Makati, kaya araw-araw pa rin akong umiinom ng clopidogrel 75 at aspirin 80. Yung atorvastatin ko, naubos kahapon, bibili pa lang ako bukas. Gusto ko sana ng vitamins para sa skin at energy 😊',
    SKIN_MAN,
    noVitaminE(PLAVIX, 'antiplatelet', { expect: ['statin'], source: joined(ASPIRIN_81, ATORVASTATIN) }),
  ),
  onMeds(
    3027,
    'anticoagulant',
    'transliteration',
    'Njan 2 varsham aayi rivaroxaban 20 mg kazhikkunnu, DVT vannathu kondu. Ippo Ramadan aayathu kondu iftar kazhinju aanu edukkunnathu. Ammakku sugar undu, avarude metformin njan aanu vangunnathu. Enikku sugar illa.',
    SKIN_WOMAN,
    noVitaminE(XARELTO, 'anticoagulant', { not: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3028,
    'pregnancy_breastfeeding',
    'transliteration',
    'ana 7amel fel shahr el 5, w ba5od el 7adid w el folic bas. kont ba5od Concor 3ashan el daght bas el doktora 5alletni a5od methyldopa badalo, 250 marteen fel yom. ta3bana gedan w msh ba3raf anam',
    {},
    pregnant(['blood_pressure'], METHYLDOPA),
  ),
  onMeds(
    3029,
    'ssri_snri',
    'transliteration',
    'Escitalopram 10 roz raat ko, 1 saal se. Beech mein 2 hafte chhoda tha but doctor ne bola wapas shuru karo, toh ab phir se le rahi hoon. Saath mein kuch nahi, bas kabhi kabhi Crocin sar dard ke liye.',
    {},
    only('ssri_snri', ESCITALOPRAM),
  ),
  onMeds(
    3030,
    'immunosuppressant',
    'arabic',
    'زرعت كبد في ٢٠٢٢. آخذ سيرتيكان ٠.٧٥ مرتين باليوم ومايفورتك ٣٦٠ مرتين. البريدنيزولون خلصته من سنة. أبي شي للتوتر وقلة النوم',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(EVEROLIMUS, 'immunosuppressant', { source: MYFORTIC }),
  ),
  onMeds(
    3031,
    'blood_pressure',
    'transliteration',
    'Yung BP ko 150/95 kanina. Umiinom ako ng irbesartan 150 tuwing umaga pero nakalimutan ko kahapon, at ngayong araw hindi pa ako nakakainom. Yung asawa ko naka-amlodipine, hindi ako. Stress at puyat sa trabaho.',
    BASE_MAN,
    noAshwagandha(IRBESARTAN, 'blood_pressure'),
  ),
  onMeds(
    3032,
    'antithyroid',
    'arabic',
    'عندي غريفز، الدكتور معطيني كاربيمازول ١٠ ملغ مرتين باليوم، وبروبرانولول ٤٠ لما يدق قلبي بسرعة. آخر تحليل: TSH أقل من ٠.٠١ و FT4 ٣٨. الحبوب خلصت أمس بس بجيب غيرها اليوم',
    {},
    noAshwagandha(CARBIMAZOLE, 'antithyroid', { expect: ['autoimmune_disease'] }),
  ),
  onMeds(
    3033,
    'retinoid',
    'transliteration',
    'Isotretinoin 20mg alternate day le raha hoon, derma ne 6 mahine ka bola hai, abhi 3rd month. Beech mein exams ke time 1 hafta miss hua tha. Multivitamin already le raha hoon, wo chalega?',
    ROACCUTANE_MAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  onMeds(
    3034,
    'adhd_medicine',
    'multi',
    'എന്റെ മോൻ അല്ല, ഞാൻ തന്നെയാണ് ADHD patient 😅 methylphenidate 20 mg രാവിലെ, 10 mg ഉച്ചയ്ക്ക്. Weekend-ൽ എടുക്കില്ല. Office-ൽ focus വളരെ കുറവാണ്.',
    FOCUS_MAN,
    noGreenTea(RITALIN, 'adhd_medicine'),
  ),
  onHealth(
    3035,
    'kidney_disease',
    'arabic',
    'تحاليل الكلى: الكرياتينين ٢.٤ mg/dL و eGFR ٢٨ والبوتاسيوم ٥.٤. الدكتور قال فشل كلوي مزمن المرحلة الرابعة. ما عندي سكر. آخذ دواء ضغط بس، أملوديبين ١٠.',
    SLEEP_STRESS_WOMAN,
    {
      no: ['magnesium', 'ashwagandha'],
      expect: ['kidney_disease', 'blood_pressure'],
      not: ['glucose_lowering'],
      source: joined(NIDDK_CKD, MAGNESIUM, AMLODIPINE, NCCIH_ASHWAGANDHA),
    },
  ),
  onHealth(
    3036,
    'hormonal_therapy',
    'transliteration',
    'Tumigil na ako sa Diane-35 noong 2022 kasi gusto naming magka-baby, pero hanggang ngayon hindi pa rin ako buntis. Wala akong iniinom na gamot ngayon, kahit vitamins. Gusto ko lang ng pampaganda ng balat at pampatulog.',
    {},
    denied(['hormonal_therapy', 'pregnancy_breastfeeding'], joined(DIANETTE, NCCIH_ASHWAGANDHA)),
  ),
  onMeds(
    3037,
    'metformin',
    'arabic',
    'عندي سكري نوع ثاني خفيف، آخذ جلوكوفاج XR ١٠٠٠ مع العشا. في رمضان آخذه بعد الفطور بس. ما آخذ انسولين ولا أي حبوب ثانية.',
    {},
    noAshwagandha(METFORMIN, 'metformin'),
  ),
  onMeds(
    3038,
    'antiepileptic',
    'arabic',
    'مجھے مرگی ہے، لیموٹریجین 100 صبح اور شام لیتا ہوں۔ روزوں میں سحری اور افطار پر لیتا ہوں، ڈاکٹر نے کہا کبھی بند مت کرنا۔ نیند ٹھیک نہیں آتی اور ٹینشن بہت ہے۔',
    SLEEP_STRESS_MAN,
    noAshwagandha(LAMOTRIGINE, 'antiepileptic'),
  ),
  onMeds(
    3039,
    'glp1_agonist',
    'transliteration',
    'Salam, ana aakhith ibar Mounjaro 5 mg kil Jum3a. El ibra elli fatat ma akhaththa 3ashan el pen 5ilas, bas el youm istalamt el jdeed min el saydaliya. Abi shay lel imsak 🙏',
    WEIGHT_WOMAN,
    glp1(MOUNJARO),
  ),
  onMeds(
    3040,
    'quinolone_tetracycline',
    'transliteration',
    'Doctor ne typhoid ke liye Ciplox 500 din mein do baar diya hai 7 din ke liye, aaj 4th din hai. Kal raat ek dose miss ho gaya tha. Zinc aur vitamin C bhi lena chahta hoon immunity ke liye.',
    IMMUNITY_MAN,
    spacing(CIPROFLOXACIN, 'quinolone_tetracycline', ZINC),
  ),
];

/** Dangerous direction: the medicine is current, after words that look like an end (a box finished, ran out, not yet today, Ramadan, a hold). */
export const TWENTIETH_LOOKS_ENDED_PERSONAS = [
  onMeds(
    3041,
    'anticoagulant',
    'negation',
    'Finished the box of Eliquis this morning, picking up more tomorrow from the pharmacy - been on it since the PE in January, 5 mg twice a day, the haematologist wants at least 6 more months.',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant'),
  ),
  onMeds(
    3042,
    'glp1_agonist',
    'negation',
    'Rybelsus 14 - ran out 2 days ago (shortage again 🙄), the pharmacy in Mirdif says Sunday. Been on it a year for sugar and weight, with metformin 1 g twice a day.',
    WEIGHT_MAN,
    glp1With(RYBELSUS, ['metformin'], METFORMIN),
  ),
  onMeds(
    3043,
    'levothyroxine',
    'negation',
    "Haven't taken my levothyroxine today yet (I take it at 11 on an empty stomach because I wake up late). 112 mcg daily for 8 years since my thyroidectomy.",
    AGING_WOMAN_46,
    thyroxineCalcium(),
  ),
  onMeds(
    3044,
    'antiepileptic',
    'negation',
    'Skipping the midday dose during Ramadan fasting - the neurologist moved my topiramate to 100 mg at suhoor and 100 mg at iftar instead.',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(TOPIRAMATE, 'antiepileptic'),
  ),
  onMeds(
    3045,
    'antiplatelet',
    'negation',
    "Ticagrelor on hold until the dentist finishes the root canal on Thursday (cardiologist OK'd 3 days off), aspirin 81 continues, then both again from Friday.",
    SKIN_MAN,
    noVitaminE(BRILINTA, 'antiplatelet', { source: ASPIRIN_81 }),
  ),
  onMeds(
    3046,
    'glucose_lowering',
    'negation',
    'No insulin this morning because I am fasting for the blood test, but normally Levemir 18 units every morning and NovoRapid 4-6 units with meals.',
    {},
    noAshwagandha(INSULIN, 'glucose_lowering'),
  ),
  onMeds(
    3047,
    'lithium',
    'negation',
    'Liskonum 450 twice a day: the last tablet went on Monday, the psychiatrist is on leave so the new script is Thursday. Nine years on it, never stopped it on purpose.',
    ENERGY_WOMAN,
    noRhodiola(LISKONUM, 'lithium', { source: LITHIUM }),
  ),
  onMeds(
    3048,
    'anticoagulant',
    'negation',
    'The nurse told me to stop warfarin 5 days before my colonoscopy; it was yesterday (2 polyps removed), so I restart tonight at my usual 4 mg, with Clexane 80 mg shots until INR is above 2.',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { source: LOVENOX }),
  ),
  onMeds(
    3049,
    'metformin',
    'negation',
    'Metformin finished? Not really - I just moved to the XR one, 1000 mg with dinner, because the normal one upset my stomach.',
    {},
    noAshwagandha(METFORMIN, 'metformin'),
  ),
  onMeds(
    3050,
    'retinoid',
    'negation',
    "Last capsule of the isotretinoin pack today; the derm already sent next month's prescription (month 5 of 7, 30 mg a day).",
    ROACCUTANE_WOMAN,
    noMultivitamin(ISOTRETINOIN),
  ),
  onMeds(
    3051,
    'immunosuppressant',
    'negation',
    'Done with prednisolone! 🎉 Tapered off last week. Only tacrolimus 3 mg twice a day and mycophenolate 1 g twice a day now (lupus nephritis, in remission).',
    {},
    noAshwagandha(TACROLIMUS, 'immunosuppressant', { source: MYCOPHENOLATE }),
  ),
  onMeds(
    3052,
    'blood_pressure',
    'negation',
    "Stopped counting how many BP pills I take 😂 - it's candesartan 16, chlorthalidone 25 and doxazosin 4 at night.",
    BASE_MAN,
    noAshwagandha(CANDESARTAN, 'blood_pressure', { expect: ['diuretic'], source: CHLORTHALIDONE }),
  ),
  onMeds(
    3053,
    'tb_treatment',
    'negation',
    'No more ethambutol and pyrazinamide from this week 🙌 but rifampicin + isoniazid continue every morning till October.',
    FOCUS_WOMAN,
    noGreenTea(RIFAMPIN, 'tb_treatment', { source: ISONIAZID }),
  ),
  onMeds(
    3054,
    'adhd_medicine',
    'negation',
    'Off my ADHD meds on weekends and holidays; on every school/work day it is lisdexamfetamine 50 mg at 7 am.',
    FOCUS_MAN,
    noGreenTea(VYVANSE, 'adhd_medicine'),
  ),
  onHealth(
    3055,
    'pregnancy_breastfeeding',
    'negation',
    "Stopped breastfeeding at night only - I still feed her during the day, she's 10 months.",
    {},
    pregnant(),
  ),
  onHealth(
    3056,
    'kidney_disease',
    'negation',
    'Dialysis stopped being scary after the first month 😅 - Tue/Thu/Sat, 4 hours each, at the hospital unit since January.',
    SLEEP_STRESS_MAN,
    noMagnesium(joined(NIDDK_HEMODIALYSIS, NIDDK_CKD)),
  ),
  onMeds(
    3057,
    'sedative',
    'negation',
    'I quit everything for sleep except the zopiclone 7.5 - that one I still need most nights.',
    SLEEP_STRESS_WOMAN,
    noAshwagandha(ZOPICLONE, 'sedative'),
  ),
  onMeds(
    3058,
    'antiplatelet',
    'negation',
    'Stopped the walking programme for my legs, not the tablets: cilostazol 100 mg twice a day for claudication, since 2023.',
    SKIN_AGING_MAN_46,
    noVitaminE(CILOSTAZOL, 'antiplatelet'),
  ),
  onMeds(
    3059,
    'cancer_treatment',
    'negation',
    'IV chemo is finished (last FOLFOX in March) but I am on capecitabine tablets now, 2 weeks on / 1 week off, cycle 4 of 8.',
    SKIN_MAN,
    noVitaminE(joined(NCI_CHEMO, CAPECITABINE), 'cancer_treatment'),
  ),
  onMeds(
    3060,
    'glp1_agonist',
    'negation',
    'Stopped the Trulicity? No - I only stopped the gliclazide (hypos); Trulicity 3 mg carries on every Monday.',
    WEIGHT_MAN,
    glp1(TRULICITY),
  ),
];

/** Dangerous direction: the user's own medicine or condition beside stopped, denied, past and relatives' items in one long text. */
export const TWENTIETH_BESIDE_OTHERS_PERSONAS = [
  onMeds(
    3061,
    'anticoagulant',
    'multi',
    "Medicines (mine): Dabigatran 110 BD, Omeprazole 20 OD.\nMy husband's (we share the app): Glucophage 500, Lipitor 20.\nStopped: Aspirin (the haematologist said not with the blood thinner).\nNo herbal, no alcohol.",
    SKIN_WOMAN,
    noVitaminE(PRADAXA, 'anticoagulant', {
      expect: ['ppi'],
      not: ['metformin', 'statin', 'antiplatelet'],
      source: joined(OMEPRAZOLE, METFORMIN, ATORVASTATIN, ASPIRIN_81),
    }),
  ),
  onMeds(
    3062,
    'antiplatelet',
    'english',
    'My late father was on warfarin for years, my mum takes Eliquis now, and my brother is on clopidogrel after his stroke - and I was just told to take aspirin 100 daily because of plaque in my carotid. So it is only the aspirin for me, no other medicines.',
    SKIN_AGING_WOMAN_46,
    noVitaminE(ASPIRIN_81, 'antiplatelet', { not: ['anticoagulant'], source: joined(WARFARIN, ELIQUIS) }),
  ),
  onMeds(
    3063,
    'glucose_lowering',
    'multi',
    'Type 1 since age 9. Omnipod pump with Fiasp. Stopped metformin (tried it for insulin resistance, no benefit). My sister is also T1. Dexcom average 8.1 mmol/L, HbA1c 6.9% / 52 mmol/mol.',
    {},
    noAshwagandha(INSULIN, 'glucose_lowering', { not: ['metformin'], source: METFORMIN }),
  ),
  onMeds(
    3064,
    'levothyroxine',
    'multi',
    'Thyroid removed in 2018 (papillary cancer), on Synthroid 150 mcg for life. Radioactive iodine was done in 2018, nothing since. Calcium tablets stopped after the parathyroids recovered. My mother is also hypothyroid.',
    AGING_WOMAN_46,
    thyroxineCalcium(),
  ),
  onMeds(
    3065,
    'lithium',
    'multi',
    'Psych history: depression at 19 (citalopram, stopped), bipolar II diagnosed 2016. Valproate stopped (hair loss). Now lithium 600 nocte + lamotrigine 100. My brother is on olanzapine, I am not.',
    ENERGY_WOMAN,
    noRhodiola(LITHIUM, 'lithium', {
      expect: ['bipolar_disorder', 'antiepileptic'],
      not: ['ssri_snri', 'antipsychotic'],
      source: joined(LAMOTRIGINE, OLANZAPINE),
    }),
  ),
  onMeds(
    3066,
    'sedative',
    'multi',
    'Sleep meds history: zolpidem (stopped 2022 - sleep-walking), trazodone (stopped, too groggy). Currently: clonazepam 0.5 mg at bedtime from my psychiatrist. My wife takes melatonin. No alcohol.',
    SLEEP_STRESS_MAN,
    noAshwagandha(CLONAZEPAM, 'sedative', { source: ZOLPIDEM }),
  ),
  onMeds(
    3067,
    'glp1_agonist',
    'multi',
    'Me: Wegovy 2.4 mg weekly.\nHusband: Mounjaro (his, not mine).\nDaughter: nothing.\nMy old meds: phentermine (stopped 2021), orlistat (stopped).',
    WEIGHT_WOMAN,
    glp1(WEGOVY),
  ),
  onMeds(
    3068,
    'blood_pressure',
    'multi',
    'Hypertension + high cholesterol. Took rosuvastatin 10 for a year, the GP stopped it when my LDL dropped to 2.1. Still on perindopril/indapamide 5/1.25 every morning. My dad has the same BP pills.',
    BASE_MAN,
    noAshwagandha(COVERSYL_PLUS, 'blood_pressure', { expect: ['diuretic'], not: ['statin'], source: joined(INDAPAMIDE, ROSUVASTATIN) }),
  ),
  onHealth(
    3069,
    'kidney_disease',
    'health-box',
    'Past: gestational diabetes (2016, resolved), appendix out (2009). Current: CKD stage 3b from lupus nephritis, creatinine 1.7 mg/dL, eGFR 36, proteinuria 1.2 g/day. Not pregnant, done with kids.',
    SLEEP_STRESS_WOMAN,
    {
      no: ['magnesium', 'ashwagandha'],
      expect: ['kidney_disease', 'autoimmune_disease'],
      not: ['pregnancy_breastfeeding', 'glucose_lowering'],
      source: joined(NIDDK_CKD, NIDDK_LUPUS_NEPHRITIS, MAGNESIUM, NCCIH_ASHWAGANDHA),
    },
  ),
  onHealth(
    3070,
    'liver_disease',
    'health-box',
    'Family: my dad died of liver cancer (hep B). Me: hepatitis B too, on tenofovir 300 mg since 2020, viral load undetectable, FibroScan 8.9 kPa (F2). My wife is vaccinated and negative.',
    FOCUS_MAN,
    noGreenTea(NIDDK_HEP_B, 'liver_disease', { source: TENOFOVIR }),
  ),
  onHealth(
    3071,
    'pregnancy_breastfeeding',
    'multi',
    "My sister is pregnant, my cousin just had a baby and my friend is trying - and me? I'm breastfeeding my 4-month-old 😅 no meds except the vitamin D drops for her.",
    {},
    pregnant(),
  ),
  onMeds(
    3072,
    'antithyroid',
    'multi',
    "Mum: levothyroxine. Sister: had radioactive iodine. Me: overactive thyroid, propylthiouracil 50 mg three times a day because we're trying for a baby. Not pregnant yet.",
    {},
    noAshwagandha(PROPYLTHIOURACIL, 'antithyroid', { not: ['levothyroxine', 'pregnancy_breastfeeding'], source: LEVOTHYROXINE }),
  ),
  onHealth(
    3073,
    'bipolar_disorder',
    'multi',
    'My mum had bipolar and my sister has depression. Me: bipolar I since 2018, lithium stopped (tremor), now quetiapine XL 300 mg at night, stable for 2 years.',
    ENERGY_WOMAN,
    noRhodiola(RHODIOLA_MANIA, 'bipolar_disorder', { expect: ['antipsychotic'], not: ['lithium'], source: joined(QUETIAPINE, LITHIUM) }),
  ),
  onHealth(
    3074,
    'hormone_sensitive_cancer',
    'multi',
    'Prostate cancer: radiotherapy finished 2023, PSA 0.04. The hormone injection (degarelix) continues every month, the oncologist says 18 more months. Bicalutamide was only for the first month.',
    BASE_MAN_56,
    noAshwagandha(FIRMAGON, 'hormone_sensitive_cancer'),
  ),
  onMeds(
    3075,
    'statin',
    'multi',
    'Cholesterol runs in the family (FH). I was on simvastatin (stopped, muscle pain), then ezetimibe alone (not enough), now Repatha every 2 weeks + rosuvastatin 5 mg twice a week. LDL 1.6.',
    {},
    only('statin', ROSUVASTATIN),
  ),
  onMeds(
    3076,
    'antipsychotic',
    'multi',
    'Diagnosed schizoaffective 2019. Risperidone stopped (prolactin 90), switched to aripiprazole 15 mg daily, which I take. Mum keeps the box. No depot injection.',
    {},
    only('antipsychotic', ARIPIPRAZOLE),
  ),
  onHealth(
    3077,
    'bleeding_disorder',
    'health-box',
    'von Willebrand type 1 (found after heavy bleeding with my first baby). Not on any treatment day to day; tranexamic acid when periods are heavy, and DDAVP before procedures. My daughter is being tested.',
    SKIN_WOMAN,
    noVitaminE(VITAMIN_E, 'bleeding_disorder'),
  ),
  onMeds(
    3078,
    'methotrexate',
    'multi',
    'RA since 2015. Hydroxychloroquine stopped (eye check worries). Methotrexate 20 mg every Sunday + folic acid on Monday. Sulfasalazine tried, stopped. Prednisolone only in flares.',
    {},
    plus(noAshwagandha(METHOTREXATE, 'autoimmune_disease'), { expect: ['methotrexate'] }),
  ),
  onMeds(
    3079,
    'tricyclic',
    'multi',
    'Pain clinic: pregabalin stopped (dizzy), duloxetine stopped (nausea). Amitriptyline 25 mg at night is what I am on now for the fibromyalgia.',
    {},
    plus(only('tricyclic', AMITRIPTYLINE), { not: ['ssri_snri', 'antiepileptic'], source: joined(DULOXETINE, PREGABALIN) }),
  ),
  onMeds(
    3080,
    'levodopa',
    'multi',
    "Parkinson's since 2019 (my dad had it too). Stalevo 100 four times a day; ropinirole stopped (impulse buying!); rasagiline 1 mg every morning.",
    {},
    only('levodopa', STALEVO),
  ),
];

/** Lab values in both units, normal and abnormal, beside the medicine or condition. */
export const TWENTIETH_LAB_VALUE_PERSONAS = [
  onHealth(
    3081,
    'liver_disease',
    'health-box',
    'LFTs 04/06: ALT 142 U/L (H, <33), AST 98 (H), GGT 210 (H), bilirubin 19 µmol/L, albumin 41 g/L. Ultrasound: coarse liver, splenomegaly. Hepatology: compensated cirrhosis (NASH), start carvedilol 6.25 BD.',
    FOCUS_WOMAN,
    noGreenTea(NIDDK_CIRRHOSIS, 'liver_disease', { source: NIDDK_NAFLD }),
  ),
  onMeds(
    3082,
    'glucose_lowering',
    'dose',
    'HbA1c 64 mmol/mol (8.0 %), FPG 9.8 mmol/L, urine ACR 2.1. Treatment: Synjardy 12.5/1000 twice daily; pioglitazone 15 mg added in May. Eye screening normal.',
    {},
    noAshwagandha(SYNJARDY, 'glucose_lowering', { expect: ['metformin'] }),
  ),
  onMeds(
    3083,
    'anticoagulant',
    'dose',
    'INR log (warfarin 6 mg/day): 1 May 2.1 | 15 May 3.9 (held 1 dose) | 29 May 2.6 | 12 Jun 2.4. Target 2-3 for AF with a previous stroke.',
    SKIN_AGING_MAN_46,
    warfarinLike(WARFARIN, { expect: ['heart_rhythm'] }),
  ),
  onHealth(
    3084,
    'kidney_disease',
    'health-box',
    'Creatinine 3.1 mg/dL (274 µmol/L), eGFR 19, potassium 6.0 mmol/L - seen in ED, given calcium gluconate and insulin/dextrose, sent home. Nephro: CKD G4, start patiromer. Type 2 diabetic for 20 years.',
    SLEEP_STRESS_MAN,
    {
      no: ['magnesium', 'ashwagandha'],
      expect: ['kidney_disease', 'glucose_lowering'],
      source: joined(NIDDK_CKD, MAGNESIUM, NIDDK_DIABETES, NCCIH_ASHWAGANDHA),
    },
  ),
  onHealth(
    3085,
    'hypercalcaemia',
    'health-box',
    'Calcium 11.8 mg/dL (H; 8.6-10.3), ionised 1.52 mmol/L (H), PTH 112 pg/mL (H), vitamin D 31 ng/mL, creatinine 0.9. Endocrinologist: primary hyperparathyroidism; surgery not wanted for now, watch and wait, no calcium tablets.',
    AGING_WOMAN_46,
    plus(noCalcium(NIDDK_HYPERPARATHYROIDISM, 'hypercalcaemia'), { not: ['surgery'], source: ODS_WYNTK }),
  ),
  onHealth(
    3086,
    'iron_overload',
    'health-box',
    'Ferritin 1,280 µg/L, transferrin saturation 78 %, ALT 61. HFE gene: C282Y homozygous. Venesection every 2 weeks since May; my brother tested negative.',
    ENERGY_WOMAN,
    noIron(NIDDK_HEMOCHROMATOSIS, 'iron_overload'),
  ),
  onHealth(
    3087,
    'levothyroxine',
    'health-box',
    'TSH 0.08 (L), FT4 24 pmol/L (H) on levothyroxine 150 mcg - the endocrinologist reduced it to 125 mcg from today. Calcium 2.35 mmol/L normal.',
    AGING_WOMAN_46,
    thyroxineCalcium(),
  ),
  onMeds(
    3088,
    'anticoagulant',
    'dose',
    'eGFR 42, creatinine 138 µmol/L - does my Eliquis need reducing? The pharmacist said no, 5 mg BD stays (age under 80, weight 72 kg). Potassium 4.6 normal.',
    SKIN_WOMAN,
    noVitaminE(ELIQUIS, 'anticoagulant', { expect: ['kidney_disease'], source: NIDDK_CKD }),
  ),
  onHealth(
    3089,
    'g6pd_deficiency',
    'health-box',
    'G6PD activity 2.1 U/g Hb (ref 7.0-20.5) - deficient; found when my son had newborn jaundice and they tested me too. Hb 13.1 normal. Avoid fava beans and some antibiotics.',
    {},
    only('g6pd_deficiency', ASCORBIC_ACID_LABEL),
  ),
  onMeds(
    3090,
    'ppi',
    'dose',
    "Gastro: H. pylori eradicated (breath test negative 05/06). Now esomeprazole 40 mg OD before breakfast long-term for Barrett's. B12 248 pg/mL (low-normal), magnesium 0.68 mmol/L (low).",
    {},
    only('ppi', ESOMEPRAZOLE),
  ),
  onHealth(
    3091,
    'sickle_cell',
    'health-box',
    'HbSC disease. Hb 10.4 g/dL, ferritin 820 ng/mL, retics 6 %. Two crises this year, last transfusion in April. Hydroxyurea 1000 mg daily.',
    ENERGY_WOMAN_30,
    noIron(ASH_SICKLE_IRON, 'sickle_cell'),
  ),
  onMeds(
    3092,
    'diuretic',
    'dose',
    'K 3.1 mmol/L (L), Na 133 (L) on furosemide 80 mg mornings + spironolactone 50 mg for heart failure (EF 30 %). Sando-K 2 tabs BD added by the HF nurse.',
    {},
    only('diuretic', joined(FUROSEMIDE, SPIRONOLACTONE)),
  ),
  onHealth(
    3093,
    'metformin',
    'health-box',
    'B12 low (142 pg/mL) after 10 years of metformin 1 g BD - the GP started B12 injections, metformin continues. HbA1c 6.8 %.',
    {},
    noAshwagandha(METFORMIN, 'metformin', { source: VITAMIN_B12 }),
  ),
  onMeds(
    3094,
    'bisphosphonate',
    'dose',
    'DEXA: T-score -2.9 lumbar spine. Started alendronic acid 70 mg weekly (Saturdays, upright for 30 min). Calcium 2.41, vitamin D 48 nmol/L -> D3 1000 IU daily.',
    AGING_WOMAN_56,
    only('bisphosphonate', ALENDRONATE),
  ),
  onMeds(
    3095,
    'statin',
    'dose',
    'Lipids: LDL 4.9 mmol/L (190 mg/dL), HDL 1.0, TG 2.3. CK 180 normal. Atorvastatin 40 restarted after a 2-month break for a muscle ache that turned out to be the gym.',
    {},
    only('statin', ATORVASTATIN),
  ),
  onHealth(
    3096,
    'liver_disease',
    'health-box',
    'ALP 420 U/L (H), GGT 380, bilirubin 22 µmol/L, ALT 71. MRCP: beading of the bile ducts = primary sclerosing cholangitis. Also ulcerative colitis on mesalazine.',
    FOCUS_MAN,
    noGreenTea(NIDDK_PSC, 'liver_disease'),
  ),
  onMeds(
    3097,
    'anticoagulant',
    'dose',
    'Anti-Xa 0.8 IU/mL (target 0.6-1.0) on tinzaparin 14,000 units SC daily for a cancer-associated clot. Platelets 210.',
    SKIN_WOMAN,
    noVitaminE(INNOHEP, 'anticoagulant'),
  ),
  onMeds(
    3098,
    'glp1_agonist',
    'dose',
    'Weight 104 -> 91 kg on semaglutide 2.4 (week 40). HbA1c 5.6 %, ALT 28 (was 66), TG 1.4. Still constipated.',
    WEIGHT_MAN,
    glp1(WEGOVY),
  ),
  onHealth(
    3099,
    'kidney_stones',
    'health-box',
    '24 h urine: pH 5.2, calcium 9.4 mmol/day (H), uric acid 6.1. Stone analysis: 70 % calcium oxalate. Hydrochlorothiazide 25 mg started to lower urine calcium.',
    AGING_WOMAN_46,
    plus(noCalcium(NIDDK_KIDNEY_STONES, 'kidney_stones'), { expect: ['diuretic'], source: HCTZ }),
  ),
  onMeds(
    3100,
    'blood_pressure',
    'dose',
    'K 5.7 (H) on ramipril 10 + spironolactone 25 - the GP halved the spironolactone, ramipril the same. Creatinine 96 µmol/L, eGFR 81 (normal).',
    BASE_MAN,
    noAshwagandha(RAMIPRIL, 'blood_pressure', { expect: ['diuretic'], source: SPIRONOLACTONE }),
  ),
];

/** Over-cautious: long texts from healthy people and carers; medicines a relative's, completed, declined or only discussed; normal results. */
export const TWENTIETH_OVER_CAUTIOUS_PERSONAS = [
  onMeds(
    3101,
    'anticoagulant',
    'multi',
    "I'm the full-time carer for my father-in-law: his list is warfarin 3 mg, bisoprolol 5, furosemide 40 and Lantus 20 units, and I take him for his INR every Tuesday. I'm 41, healthy, no medicines at all - just tired and stressed from caring.",
    SLEEP_STRESS_WOMAN,
    denied(['anticoagulant', 'blood_pressure', 'diuretic', 'glucose_lowering'], joined(WARFARIN, BISOPROLOL, FUROSEMIDE, INSULIN)),
  ),
  onMeds(
    3102,
    'glp1_agonist',
    'negation',
    'Everyone at work is on Ozempic or Mounjaro. My doctor and I talked about it for 20 minutes and decided NOT to - BMI 27, no diabetes. Just diet and the gym. No medicines, no injections.',
    WEIGHT_WOMAN,
    denied(['glp1_agonist', 'glucose_lowering'], joined(OZEMPIC, MOUNJARO)),
  ),
  onHealth(
    3103,
    'pregnancy_breastfeeding',
    'negation',
    'Pregnancy test negative twice (I was late because of stress). Not breastfeeding - my kids are 9 and 12. Copper IUD, no hormones.',
    {},
    denied(['pregnancy_breastfeeding', 'hormonal_therapy'], joined(NCCIH_ASHWAGANDHA, LEVONORGESTREL_EE)),
  ),
  onHealth(
    3104,
    'kidney_disease',
    'negation',
    'Annual check: creatinine 72 µmol/L (0.81 mg/dL), eGFR 104, urine albumin negative, potassium 4.2, calcium 2.38, HbA1c 5.2 % (33 mmol/mol), ALT 19, TSH 1.6. The doctor said everything is normal.',
    SLEEP_STRESS_MAN,
    denied(
      ['kidney_disease', 'glucose_lowering', 'liver_disease', 'hypercalcaemia', 'levothyroxine', 'antithyroid'],
      joined(NIDDK_CKD, NIDDK_DIABETES, NIDDK_NAFLD, CALCIUM, LEVOTHYROXINE),
    ),
  ),
  onMeds(
    3105,
    'antiplatelet',
    'negation',
    'Cardiology check-up after chest pain: angiogram clear (normal coronaries), so NO aspirin, NO clopidogrel, NO statin - he stopped everything the ER started. Only Panadol for headaches.',
    SKIN_MAN,
    denied(['antiplatelet', 'statin'], joined(ASPIRIN_81, PLAVIX, ATORVASTATIN)),
  ),
  onHealth(
    3106,
    'lithium',
    'arabic',
    'أخوي عنده ثنائي القطب وياخذ ليثيوم، وأنا اللي أوديه مواعيده وأعطيه الحبوب. أنا ما عندي أي مرض نفسي وما آخذ أي دواء، بس تعبانة ومتوترة من الشغل',
    ENERGY_WOMAN,
    denied(['lithium', 'bipolar_disorder'], joined(LITHIUM, RHODIOLA_MANIA)),
  ),
  onMeds(
    3107,
    'retinoid',
    'negation',
    'Finished isotretinoin in December (6 months, 120 mg/kg total), skin clear since. The dermatologist said wait a month before waxing - it has been 6 months. Only sunscreen and moisturiser now.',
    ROACCUTANE_WOMAN,
    denied(['retinoid'], ISOTRETINOIN),
  ),
  onHealth(
    3108,
    'tb_treatment',
    'transliteration',
    'Mere husband ka TB ka ilaaj chal raha hai (4 dawaiyan). Doctor ne mera bhi test kiya - Mantoux negative, X-ray clear, mujhe koi dawai nahi di. Bas ghar pe dono mask pehente hain.',
    FOCUS_WOMAN,
    denied(['tb_treatment'], RIFAMPIN),
  ),
  onHealth(
    3109,
    'glucose_lowering',
    'transliteration',
    'Prediabetic daw ako (HbA1c 5.9) pero sabi ng doktor hindi pa kailangan ng metformin, diet at exercise muna. Wala akong iniinom na gamot. Si mama ang may insulin, hindi ako.',
    {},
    denied(['glucose_lowering', 'metformin'], joined(METFORMIN, INSULIN, NIDDK_DIABETES)),
  ),
  onMeds(
    3110,
    'anticoagulant',
    'negation',
    'Clot history: DVT after a long-haul flight (2019) -> rivaroxaban for 3 months -> stopped, discharged from haematology; thrombophilia screen negative. Now: no blood thinners, just compression socks and walking on flights. Mum is on warfarin (not me).',
    SKIN_WOMAN,
    denied(['anticoagulant'], joined(XARELTO, WARFARIN)),
  ),
  onMeds(
    3111,
    'ssri_snri',
    'negation',
    "I read that ashwagandha clashes with antidepressants - I'm NOT on any. Tried sertraline in 2020 for 2 weeks, hated it, stopped. Therapy only since then.",
    {},
    denied(['ssri_snri'], SERTRALINE),
  ),
  onHealth(
    3112,
    'immunosuppressant',
    'negation',
    'Kidney donor - I gave my brother a kidney in 2021. He takes the anti-rejection medicines, I take none. My eGFR is 68 with one kidney, the nephrologist says that is normal for a donor.',
    {},
    denied(['immunosuppressant'], TACROLIMUS),
  ),
  onHealth(
    3113,
    'hormonal_therapy',
    'negation',
    'Menopause at 51, hot flushes, but I chose no HRT after talking to my gynaecologist (breast cancer in my aunt, not me). Stopped the pill at 45. No other medicines.',
    AGING_WOMAN_46,
    denied(['hormonal_therapy', 'hormone_sensitive_cancer'], joined(ESTRADIOL, LEVONORGESTREL_EE, TAMOXIFEN)),
  ),
  onHealth(
    3114,
    'surgery',
    'negation',
    'The surgeon offered a hernia repair but said it can wait - no operation booked, maybe never. I had my gallbladder out in 2015. Nothing planned.',
    {},
    denied(['surgery'], ODS_WYNTK),
  ),
  onHealth(
    3115,
    'statin',
    'multi',
    'Health check for my visa: cholesterol 5.1 - the doctor said lifestyle only, no statin. BP 118/76, sugar normal. I take no medicines. My husband is the one on Crestor and Concor.',
    {},
    denied(['statin', 'blood_pressure', 'glucose_lowering'], joined(ROSUVASTATIN, BISOPROLOL, NIDDK_DIABETES)),
  ),
  onMeds(
    3116,
    'adhd_medicine',
    'multi',
    "My son (9) takes methylphenidate for ADHD - I give it to him before school. I don't have ADHD and take nothing myself; I'm just exhausted from the school run and working nights.",
    FOCUS_WOMAN,
    denied(['adhd_medicine'], RITALIN),
  ),
  onMeds(
    3117,
    'glp1_agonist',
    'arabic',
    'جربت أوزمبك سنة ٢٠٢٢ لمدة شهرين ووقفته بسبب الغثيان، ومن وقتها ما آخذ أي إبر ولا حبوب تنحيف. أبي أنزل وزن بطريقة طبيعية',
    WEIGHT_WOMAN,
    denied(['glp1_agonist'], OZEMPIC),
  ),
  onHealth(
    3118,
    'antiepileptic',
    'negation',
    'Febrile seizures as a toddler - outgrew them, never on epilepsy medicine, EEG normal at 12. The neurologist discharged me years ago. No medicines now.',
    SLEEP_STRESS_WOMAN,
    denied(['antiepileptic'], LEVETIRACETAM),
  ),
  onMeds(
    3119,
    'quinolone_tetracycline',
    'negation',
    'Urine infection last month: ciprofloxacin for 3 days, all done, culture clear on recheck. Not on any antibiotic now. I want to boost immunity because I keep catching colds.',
    IMMUNITY_WOMAN,
    denied(['quinolone_tetracycline'], CIPROFLOXACIN),
  ),
  onHealth(
    3120,
    'liver_disease',
    'negation',
    'Hepatitis B vaccine x3 for my nursing job; surface antibody > 1000 = immune. Hep B surface antigen NEGATIVE, hep C negative, LFTs normal. I look after hep B patients, I do not have it.',
    FOCUS_WOMAN,
    denied(['liver_disease'], NIDDK_HEP_B),
  ),
];
