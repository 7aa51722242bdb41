import type { SafetyPersona } from '../persona';
import {
  meds, health, concernBox, SKIN_WOMAN, SKIN_MAN, SKIN_AGING_MAN_46, BASE_MAN, SLEEP_STRESS_WOMAN, SLEEP_STRESS_MAN,
  ENERGY_WOMAN, IMMUNITY_WOMAN, IMMUNITY_MAN, FOCUS_MAN, WEIGHT_WOMAN, AGING_WOMAN_46, AGING_WOMAN_56,
  ROACCUTANE_MAN, ROACCUTANE_WOMAN, VITAMIN_E, VITAMIN_C, VITAMIN_A, CALCIUM, MAGNESIUM, IRON, FOLATE, PROBIOTICS,
  WEIGHT_LOSS, NCCIH_ASHWAGANDHA, NCCIH_COQ10, NCCIH_GREEN_TEA, NARDIL_LABEL, RHODIOLA_MANIA, ASH_SICKLE_IRON,
  ASCORBIC_ACID_LABEL, dailymed,
} from '../persona-answers';

/**
 * A fourth, independent persona set ("free-form English"), written from references before the
 * engine ran on it. Text is typed the way English-speaking UAE residents really fill a free-text
 * box: long run-on lines with several medicines and conditions at once, lay descriptions with no
 * drug name, UK/US/Indian/Filipino spellings and clinic abbreviations (BP, HTN, DM2, T2DM, CKD,
 * AF, OD, bd, nocte, "sugar"), brands as sold in the UAE, misspellings, cancellations written
 * naturally ("took me off", "finished the course", "no, not anymore") and fail-safe wordings that
 * look negative but are positive ("never miss my X"). Numbers start at 301.
 */

/** Ciprofloxacin label: space from calcium, iron, magnesium and zinc. */
const CIPROFLOXACIN_LABEL = dailymed('ciprofloxacin');
/** Capecitabine (Xeloda) label: oral chemotherapy taken 14 days on, 7 days off. */
const CAPECITABINE_LABEL = dailymed('capecitabine');

export const FOURTH_FREEFORM_PERSONAS: readonly SafetyPersona[] = [
  // ── anticoagulant ─────────────────────────────────────────────────────────────
  // ODS vitamin E: high doses with anticoagulants (apixaban/Eliquis, warfarin) raise bleeding risk.
  {
    id: 'anticoagulant-multi-301',
    cls: 'anticoagulant',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('on Concor 5 and Eliquis 5 twice a day since they found AF last yr, also Lipitor 20 at night') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant', 'heart_rhythm', 'statin', 'blood_pressure'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: anticoagulant + vitamin E = bleeding risk; NCCIH: CoQ10 may make warfarin less effective.
  {
    id: 'anticoagulant-vague-302',
    cls: 'anticoagulant',
    style: 'vague',
    answers: { ...SKIN_WOMAN, ...meds("I'm on a blood thinner since the clot in my leg (DVT) last summer, have to go for INR checks every month") },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // Fail-safe: looks like a refusal, but they take rivaroxaban (Xarelto). ODS vitamin E: bleeding risk.
  {
    id: 'anticoagulant-negation-303',
    cls: 'anticoagulant',
    style: 'negation',
    answers: { ...SKIN_MAN, ...meds('was told never to stop my Xarelto without asking the cardiologist first') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },

  // ── antiplatelet ──────────────────────────────────────────────────────────────
  // ODS vitamin E: vitamin E with antiplatelets (aspirin, ticagrelor/Brilinta) raises bleeding risk.
  {
    id: 'antiplatelet-multi-304',
    cls: 'antiplatelet',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('had a stent put in 2022 - since then baby aspirin + Brilinta 90 bd + Crestor 20, and one more for BP i forget the name') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet', 'statin', 'blood_pressure'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: clopidogrel (Plavix) + vitamin E, bleeding risk. Misspelt brand.
  {
    id: 'antiplatelet-typo-305',
    cls: 'antiplatelet',
    style: 'typo',
    answers: { ...SKIN_MAN, ...meds('plavics 75mg every morning after my mini stroke') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: [],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },

  // ── ssri_snri ─────────────────────────────────────────────────────────────────
  // Escitalopram (Cipralex) label: an SSRI. Fail-safe wording: they do take it.
  {
    id: 'ssri_snri-negation-306',
    cls: 'ssri_snri',
    style: 'negation',
    answers: meds('never skip my Cipralex, even when travelling'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ssri_snri'],
    source: dailymed('escitalopram'),
  },
  // Fluoxetine (Prozac) label: an SSRI; here it was stopped, so the class must not be recognised.
  {
    id: 'ssri_snri-negation-307',
    cls: 'ssri_snri',
    style: 'negation',
    answers: meds('was on Prozac for 2 years, weaned off completely before Ramadan, nothing now'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['ssri_snri'],
    source: dailymed('fluoxetine'),
  },

  // ── levothyroxine ─────────────────────────────────────────────────────────────
  // Levothyroxine label (underactive thyroid), metformin (Glucophage), bisoprolol (Concor, hypertension).
  {
    id: 'levothyroxine-multi-308',
    cls: 'levothyroxine',
    style: 'multi',
    answers: meds('on Concor and Glucophage for years, also had my gallbladder out in 2019, thyroid is underactive so thyroxine 50mcg'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levothyroxine', 'metformin', 'blood_pressure'],
    source: dailymed('levothyroxine'),
  },
  // NCCIH ashwagandha: may raise thyroid hormone; interacts with thyroid hormone medicines.
  {
    id: 'levothyroxine-vague-309',
    cls: 'levothyroxine',
    style: 'vague',
    answers: meds('underactive thyroid, I take the little tablet first thing before breakfast every day'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── metformin ─────────────────────────────────────────────────────────────────
  // Galvus Met label: vildagliptin + metformin for type 2 diabetes (ODS B12: metformin lowers B12).
  {
    id: 'metformin-dose-310',
    cls: 'metformin',
    style: 'dose',
    answers: meds('Galvus Met 50/1000 bd'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['metformin', 'glucose_lowering'],
    source: dailymed('vildagliptin+metformin'),
  },
  // ODS vitamin B12: metformin reduces B12 absorption. Misspelt, "sugar" = diabetes.
  {
    id: 'metformin-typo-311',
    cls: 'metformin',
    style: 'typo',
    answers: meds('metfromin 1g with dinner for my sugar'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['metformin', 'glucose_lowering'],
    source: dailymed('metformin'),
  },

  // ── ppi ───────────────────────────────────────────────────────────────────────
  // Pantoprazole (Controloc) label: a PPI; long use lowers magnesium and B12.
  {
    id: 'ppi-dose-312',
    cls: 'ppi',
    style: 'dose',
    answers: meds('Controloc 40 OD before bfast for GERD'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ppi'],
    source: dailymed('pantoprazole'),
  },
  // Esomeprazole (Nexium) course finished: must not be recognised.
  {
    id: 'ppi-negation-313',
    cls: 'ppi',
    style: 'negation',
    answers: meds('used to take Nexium for my ulcer but finished the 8 week course in Feb'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['ppi'],
    source: dailymed('esomeprazole'),
  },

  // ── methotrexate ──────────────────────────────────────────────────────────────
  // NCCIH ashwagandha: avoid with autoimmune disease (RA); interacts with immunosuppressants (methotrexate).
  {
    id: 'methotrexate-multi-314',
    cls: 'methotrexate',
    style: 'multi',
    answers: meds('RA - methotrexate 15mg every Sunday + folic acid 5mg the other days, and Plaquenil'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['methotrexate', 'autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },
  // ODS folate: folate interacts with methotrexate. Misspelt.
  {
    id: 'methotrexate-typo-315',
    cls: 'methotrexate',
    style: 'typo',
    answers: meds('metotrexate injection once a week for psoriasis'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['methotrexate'],
    source: FOLATE,
  },

  // ── quinolone_tetracycline ────────────────────────────────────────────────────
  // Ciprofloxacin label: take 2 h before / 6 h after calcium, iron, magnesium or zinc products.
  {
    id: 'quinolone_tetracycline-multi-316',
    cls: 'quinolone_tetracycline',
    style: 'multi',
    answers: meds('right now on cipro for a UTI (day 3 of 7) plus Buscopan when the cramps come'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['quinolone_tetracycline'],
    source: CIPROFLOXACIN_LABEL,
  },
  // Levofloxacin (Tavanic) course finished: must not be recognised.
  {
    id: 'quinolone_tetracycline-negation-317',
    cls: 'quinolone_tetracycline',
    style: 'negation',
    answers: meds('finished the course of Tavanic last week, nothing else'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['quinolone_tetracycline'],
    source: dailymed('levofloxacin'),
  },

  // ── pregnancy_breastfeeding ───────────────────────────────────────────────────
  // NCCIH ashwagandha: avoid in pregnancy.
  {
    id: 'pregnancy_breastfeeding-english-318',
    cls: 'pregnancy_breastfeeding',
    style: 'english',
    answers: health('22 weeks pregnant with my 2nd, my OB has me on Pregnacare and iron tablets'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha: avoid while breastfeeding. Typed in the health-concerns box.
  {
    id: 'pregnancy_breastfeeding-health-box-319',
    cls: 'pregnancy_breastfeeding',
    style: 'health-box',
    answers: concernBox('exclusively breastfeeding my 4 month old so sleep is a mess', ['sleep', 'stress']),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── kidney_disease ────────────────────────────────────────────────────────────
  // ODS magnesium: impaired kidney function raises the risk of magnesium toxicity.
  {
    id: 'kidney_disease-multi-320',
    cls: 'kidney_disease',
    style: 'multi',
    answers: { ...SLEEP_STRESS_WOMAN, ...meds('Januvia 100, Amlor 10'), ...health('DM2, HTN, CKD stage 3b') },
    mustNotRecommend: ['magnesium'],
    mustMention: [],
    expectClasses: ['kidney_disease', 'glucose_lowering', 'blood_pressure'],
    source: MAGNESIUM,
  },
  // ODS magnesium: kidney failure, magnesium toxicity.
  {
    id: 'kidney_disease-vague-321',
    cls: 'kidney_disease',
    style: 'vague',
    answers: { ...SLEEP_STRESS_MAN, ...health('the nephrologist says my kidneys are only working at about 40%') },
    mustNotRecommend: ['magnesium'],
    mustMention: [],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },

  // ── liver_disease ─────────────────────────────────────────────────────────────
  // NCCIH green tea: green tea extracts linked to liver injury. Fatty liver + rosuvastatin (Crestor).
  {
    id: 'liver_disease-multi-322',
    cls: 'liver_disease',
    style: 'multi',
    answers: { ...WEIGHT_WOMAN, ...meds('Crestor 10'), ...health('fatty liver grade 2 plus high cholesterol, doctor wants me to lose 10 kg') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['liver_disease', 'statin'],
    source: NCCIH_GREEN_TEA,
  },
  // NCCIH green tea extract liver injury; Vemlidy = tenofovir alafenamide for chronic hepatitis B.
  {
    id: 'liver_disease-english-323',
    cls: 'liver_disease',
    style: 'english',
    answers: { ...FOCUS_MAN, ...meds('my maintenance is Vemlidy, Hep B carrier since birth') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['liver_disease'],
    source: NCCIH_GREEN_TEA,
  },

  // ── lithium ───────────────────────────────────────────────────────────────────
  // Rhodiola associated with mania; warned against in bipolar disorder. Misspelt lithium.
  {
    id: 'lithium-typo-324',
    cls: 'lithium',
    style: 'typo',
    answers: meds('lithuim carbonate 400 nocte for bipolar, levels every 3 months'),
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: [],
    expectClasses: ['lithium', 'bipolar_disorder'],
    source: RHODIOLA_MANIA,
  },

  // ── antipsychotic ─────────────────────────────────────────────────────────────
  // Paliperidone/risperidone long-acting injection labels: antipsychotic depot for schizophrenia.
  {
    id: 'antipsychotic-vague-325',
    cls: 'antipsychotic',
    style: 'vague',
    answers: meds('I get a monthly depot injection for my schizophrenia at the clinic'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antipsychotic'],
    source: dailymed('paliperidone+palmitate'),
  },

  // ── maoi ──────────────────────────────────────────────────────────────────────
  // Nardil label: avoid excess caffeine (green tea extract).
  {
    id: 'maoi-dose-326',
    cls: 'maoi',
    style: 'dose',
    answers: { ...FOCUS_MAN, ...meds('Nardil 15mg three times a day') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['maoi'],
    source: NARDIL_LABEL,
  },

  // ── tricyclic ─────────────────────────────────────────────────────────────────
  // Amitriptyline label: a tricyclic antidepressant (also used at low dose for nerve pain).
  {
    id: 'tricyclic-dose-327',
    cls: 'tricyclic',
    style: 'dose',
    answers: meds('small dose amitriptyline 10mg at night for nerve pain in my feet'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['tricyclic'],
    source: dailymed('amitriptyline'),
  },

  // ── antiepileptic ─────────────────────────────────────────────────────────────
  // NCCIH ashwagandha: interacts with anti-seizure medicines (levetiracetam/Keppra, lamotrigine/Lamictal).
  {
    id: 'antiepileptic-multi-328',
    cls: 'antiepileptic',
    style: 'multi',
    answers: meds('epileptic since childhood, Keppra 500 bd and Lamictal 100'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Valproate (Depakine) used for migraine prevention, now stopped: must not be recognised.
  {
    id: 'antiepileptic-negation-329',
    cls: 'antiepileptic',
    style: 'negation',
    answers: meds('Depakine? no, not anymore - it was for migraines and the neuro stopped it in 2021'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['antiepileptic'],
    source: dailymed('divalproex'),
  },

  // ── immunosuppressant ─────────────────────────────────────────────────────────
  // ODS probiotics: risk of infection in people with weakened immunity; NCCIH ashwagandha: immunosuppressants.
  {
    id: 'immunosuppressant-multi-330',
    cls: 'immunosuppressant',
    style: 'multi',
    answers: { ...IMMUNITY_WOMAN, ...meds('kidney transplant 2018 - Prograf, CellCept, Prednisolone 5 every morning') },
    mustNotRecommend: ['probiotics', 'ashwagandha'],
    mustMention: [],
    expectClasses: ['immunosuppressant'],
    source: PROBIOTICS,
  },
  // ODS probiotics: weakened immunity.
  {
    id: 'immunosuppressant-vague-331',
    cls: 'immunosuppressant',
    style: 'vague',
    answers: { ...IMMUNITY_MAN, ...health('my immune system is weak because of my transplant medicines') },
    mustNotRecommend: ['probiotics'],
    mustMention: [],
    expectClasses: ['immunosuppressant'],
    source: PROBIOTICS,
  },

  // ── cancer_treatment ──────────────────────────────────────────────────────────
  // Capecitabine label (14 days on, 7 off); ODS vitamin C: check antioxidants with the oncologist during chemo.
  {
    id: 'cancer_treatment-vague-332',
    cls: 'cancer_treatment',
    style: 'vague',
    answers: meds('chemo tablets 2 weeks on 1 week off for bowel cancer'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['cancer_treatment'],
    source: CAPECITABINE_LABEL,
  },
  // ODS vitamin C: antioxidants during radiotherapy, ask the oncologist.
  {
    id: 'cancer_treatment-english-333',
    cls: 'cancer_treatment',
    style: 'english',
    answers: health('finishing radiotherapy for throat cancer next month'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_C,
  },

  // ── hormone_sensitive_cancer ──────────────────────────────────────────────────
  // NCCIH ashwagandha: avoid with hormone-sensitive prostate cancer (goserelin/Zoladex, bicalutamide/Casodex).
  {
    id: 'hormone_sensitive_cancer-multi-334',
    cls: 'hormone_sensitive_cancer',
    style: 'multi',
    answers: { ...BASE_MAN, ...meds('prostate cancer, Zoladex injection every 3 months + Casodex') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Tamoxifen label: for oestrogen-receptor-positive breast cancer. Fail-safe wording.
  {
    id: 'hormone_sensitive_cancer-negation-335',
    cls: 'hormone_sensitive_cancer',
    style: 'negation',
    answers: meds('never miss my tamoxifen (5 yr course after breast ca)'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer'],
    source: dailymed('tamoxifen'),
  },

  // ── glucose_lowering ──────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may lower blood sugar and interact with diabetes medicines (gliclazide, insulin glargine).
  {
    id: 'glucose_lowering-multi-336',
    cls: 'glucose_lowering',
    style: 'multi',
    answers: meds('T2DM on Diamicron MR 60 + Lantus 20 units at bedtime'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Semaglutide label: weekly pen for type 2 diabetes. Indian English "sugar patient".
  {
    id: 'glucose_lowering-vague-337',
    cls: 'glucose_lowering',
    style: 'vague',
    answers: meds('sugar patient, on tablets + the weekly pen injection'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: dailymed('semaglutide'),
  },

  // ── digoxin ───────────────────────────────────────────────────────────────────
  // ODS vitamin E: warfarin + vitamin E bleeding; digoxin (Lanoxin) label; AF = heart rhythm.
  {
    id: 'digoxin-multi-338',
    cls: 'digoxin',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Lanoxin 0.125 and warfarin, AF for 10 years') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['digoxin', 'anticoagulant', 'heart_rhythm'],
    source: VITAMIN_E,
  },

  // ── diuretic ──────────────────────────────────────────────────────────────────
  // Furosemide label: a diuretic ("water tablet") for oedema; loop diuretics deplete magnesium (ODS).
  {
    id: 'diuretic-vague-339',
    cls: 'diuretic',
    style: 'vague',
    answers: meds('one water tablet every morning for my swollen ankles'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['diuretic'],
    source: MAGNESIUM,
  },

  // ── blood_pressure ────────────────────────────────────────────────────────────
  // Exforge label: amlodipine + valsartan for hypertension.
  {
    id: 'blood_pressure-english-340',
    cls: 'blood_pressure',
    style: 'english',
    answers: meds('BP meds since 2015 (Exforge 5/160)'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: dailymed('amlodipine+valsartan'),
  },
  // Perindopril + indapamide (Coversyl Plus): an antihypertensive with a thiazide-like diuretic.
  {
    id: 'blood_pressure-health-box-341',
    cls: 'blood_pressure',
    style: 'health-box',
    answers: concernBox('HTN, controlled on Coversyl Plus', ['stress']),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure', 'diuretic'],
    source: dailymed('indapamide'),
  },

  // ── statin ────────────────────────────────────────────────────────────────────
  // Rosuvastatin (Crestor) label; NCCIH: statins lower CoQ10. Misspelt brand and condition.
  {
    id: 'statin-typo-342',
    cls: 'statin',
    style: 'typo',
    answers: meds('Crester 10 for cholestrol'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['statin'],
    source: NCCIH_COQ10,
  },
  // Atorvastatin (Lipitor) stopped by the doctor: must not be recognised.
  {
    id: 'statin-negation-343',
    cls: 'statin',
    style: 'negation',
    answers: meds('my doctor took me off Lipitor in March because of muscle aches'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['statin'],
    source: dailymed('atorvastatin'),
  },

  // ── antithyroid ───────────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may raise thyroid hormone; avoid with (overactive) thyroid disorders.
  {
    id: 'antithyroid-english-344',
    cls: 'antithyroid',
    style: 'english',
    answers: meds('overactive thyroid (Graves), on carbimazole 10mg'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── retinoid ──────────────────────────────────────────────────────────────────
  // ODS vitamin A / isotretinoin label: avoid vitamin A supplements (multivitamin) with isotretinoin.
  {
    id: 'retinoid-vague-345',
    cls: 'retinoid',
    style: 'vague',
    answers: { ...ROACCUTANE_WOMAN, ...meds('the acne capsules from the derma where I need a pregnancy test every month') },
    mustNotRecommend: ['multivitamin'],
    mustMention: [],
    expectClasses: ['retinoid'],
    source: VITAMIN_A,
  },
  // ODS vitamin A: isotretinoin + vitamin A. Misspelt Roaccutane.
  {
    id: 'retinoid-typo-346',
    cls: 'retinoid',
    style: 'typo',
    answers: { ...ROACCUTANE_MAN, ...meds('Roacutane 20mg') },
    mustNotRecommend: ['multivitamin'],
    mustMention: [],
    expectClasses: ['retinoid'],
    source: VITAMIN_A,
  },

  // ── levodopa ──────────────────────────────────────────────────────────────────
  // Carbidopa/levodopa label: for Parkinson's disease; iron reduces levodopa absorption (ODS iron).
  {
    id: 'levodopa-vague-347',
    cls: 'levodopa',
    style: 'vague',
    answers: meds('tablets for my tremor, neuro says early parkinsons'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levodopa'],
    source: IRON,
  },

  // ── hormonal_therapy ──────────────────────────────────────────────────────────
  // Drospirenone/ethinylestradiol (Yaz) label: a combined oral contraceptive.
  {
    id: 'hormonal_therapy-brand-348',
    cls: 'hormonal_therapy',
    style: 'brand',
    answers: meds('Yaz (the pill) + vit D drops'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormonal_therapy'],
    source: dailymed('drospirenone+ethinyl+estradiol'),
  },
  // Yasmin stopped: must not be recognised.
  {
    id: 'hormonal_therapy-negation-349',
    cls: 'hormonal_therapy',
    style: 'negation',
    answers: meds('stopped Yasmin last year, no meds now'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['hormonal_therapy'],
    source: dailymed('drospirenone+ethinyl+estradiol'),
  },

  // ── sedative ──────────────────────────────────────────────────────────────────
  // NCCIH ashwagandha: interacts with sedatives (zolpidem/Stilnox).
  {
    id: 'sedative-english-350',
    cls: 'sedative',
    style: 'english',
    answers: { ...SLEEP_STRESS_WOMAN, ...meds("half a Stilnox when I can't sleep, maybe twice a week") },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha: sedatives. Lay "sleeping pills".
  {
    id: 'sedative-vague-351',
    cls: 'sedative',
    style: 'vague',
    answers: { ...SLEEP_STRESS_MAN, ...meds('sleeping pills most nights since my divorce') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha: benzodiazepines (alprazolam/Xanax). Fail-safe: "can't ... without" = takes it.
  {
    id: 'sedative-negation-352',
    cls: 'sedative',
    style: 'negation',
    answers: { ...SLEEP_STRESS_WOMAN, ...meds("can't sleep without my Xanax 0.25") },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── bisphosphonate ────────────────────────────────────────────────────────────
  // Zoledronic acid (Aclasta) label: once-yearly infusion for osteoporosis; ODS calcium.
  {
    id: 'bisphosphonate-vague-353',
    cls: 'bisphosphonate',
    style: 'vague',
    answers: { ...AGING_WOMAN_56, ...meds('osteoporosis - I get a drip for my bones once a year at the hospital') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['bisphosphonate'],
    source: dailymed('zoledronic+acid'),
  },

  // ── bipolar_disorder ──────────────────────────────────────────────────────────
  // Rhodiola associated with mania; avoid in bipolar disorder. Lamotrigine (Lamictal) is an anti-seizure medicine.
  {
    id: 'bipolar_disorder-english-354',
    cls: 'bipolar_disorder',
    style: 'english',
    answers: meds('bipolar 2, stable on Lamictal'),
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: [],
    expectClasses: ['bipolar_disorder', 'antiepileptic'],
    source: RHODIOLA_MANIA,
  },
  // Rhodiola and mania; "manic depression" is the older name for bipolar disorder.
  {
    id: 'bipolar_disorder-vague-355',
    cls: 'bipolar_disorder',
    style: 'vague',
    answers: { ...BASE_MAN, ...health('diagnosed with manic depression in my 20s') },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: [],
    expectClasses: ['bipolar_disorder'],
    source: RHODIOLA_MANIA,
  },

  // ── bleeding_disorder ─────────────────────────────────────────────────────────
  // ODS vitamin E: inhibits platelet aggregation, bleeding risk; ITP = low platelets.
  {
    id: 'bleeding_disorder-english-356',
    cls: 'bleeding_disorder',
    style: 'english',
    answers: { ...SKIN_WOMAN, ...health('ITP, platelets hover around 60') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },

  // ── surgery ───────────────────────────────────────────────────────────────────
  // NCCIH ashwagandha: avoid before surgery (stop ~2 weeks before).
  {
    id: 'surgery-english-357',
    cls: 'surgery',
    style: 'english',
    answers: health('booked for lap cholecystectomy on the 12th, about 3 weeks away'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },
  // A past operation is not an upcoming one: must not be recognised.
  {
    id: 'surgery-negation-358',
    cls: 'surgery',
    style: 'negation',
    answers: health('gallbladder removed back in 2019, fine since'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── iron_overload ─────────────────────────────────────────────────────────────
  // ODS iron: people with iron overload (haemochromatosis, transfusion-dependent thalassaemia) must not take iron.
  {
    id: 'iron_overload-brand-359',
    cls: 'iron_overload',
    style: 'brand',
    answers: { ...ENERGY_WOMAN, ...meds('thal major, on Exjade daily + transfusions every 3 weeks') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['iron_overload'],
    source: IRON,
  },

  // ── g6pd_deficiency ───────────────────────────────────────────────────────────
  // Ascorbic acid label: haemolysis in G6PD deficiency; "favism" is the Gulf lay name.
  {
    id: 'g6pd_deficiency-vague-360',
    cls: 'g6pd_deficiency',
    style: 'vague',
    answers: { ...IMMUNITY_MAN, ...health("I have favism, can't eat foul / fava beans") },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['g6pd_deficiency'],
    source: ASCORBIC_ACID_LABEL,
  },

  // ── sickle_cell ───────────────────────────────────────────────────────────────
  // ASH: transfused sickle cell disease leads to iron overload, so no iron.
  {
    id: 'sickle_cell-english-361',
    cls: 'sickle_cell',
    style: 'english',
    answers: { ...ENERGY_WOMAN, ...health('sickle cell disease (HbSS), I get transfused every few months') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['sickle_cell'],
    source: ASH_SICKLE_IRON,
  },

  // ── kidney_stones ─────────────────────────────────────────────────────────────
  // ODS vitamin C: high intakes may raise the risk of oxalate kidney stones, especially in men.
  {
    id: 'kidney_stones-english-362',
    cls: 'kidney_stones',
    style: 'english',
    answers: { ...IMMUNITY_MAN, ...health('passed a stone twice, calcium oxalate type, urologist said drink more water') },
    mustNotRecommend: ['vitamin-c'],
    mustMention: [],
    expectClasses: ['kidney_stones'],
    source: VITAMIN_C,
  },

  // ── autoimmune_disease ────────────────────────────────────────────────────────
  // NCCIH ashwagandha: avoid with autoimmune disease (lupus); hydroxychloroquine = Plaquenil.
  {
    id: 'autoimmune_disease-brand-363',
    cls: 'autoimmune_disease',
    style: 'brand',
    answers: meds('SLE, on Plaquenil 200 daily'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha: autoimmune disease (multiple sclerosis; dimethyl fumarate = Tecfidera).
  {
    id: 'autoimmune_disease-health-box-364',
    cls: 'autoimmune_disease',
    style: 'health-box',
    answers: concernBox('MS (relapsing-remitting), on Tecfidera', ['immune']),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── hypercalcaemia ────────────────────────────────────────────────────────────
  // ODS calcium: excess calcium causes hypercalcaemia; with calcium already high, no calcium supplement.
  {
    id: 'hypercalcaemia-english-365',
    cls: 'hypercalcaemia',
    style: 'english',
    answers: { ...AGING_WOMAN_46, ...health('blood test showed high calcium, endo is checking my parathyroid') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: [],
    expectClasses: ['hypercalcaemia'],
    source: CALCIUM,
  },

  // ── swallowing_difficulty ─────────────────────────────────────────────────────
  // ODS weight loss: glucomannan tablets can swell and obstruct the oesophagus.
  {
    id: 'swallowing_difficulty-english-366',
    cls: 'swallowing_difficulty',
    style: 'english',
    answers: { ...WEIGHT_WOMAN, ...health('food gets stuck, oesophageal stricture - had it dilated twice') },
    mustNotRecommend: ['glucomannan'],
    mustMention: [],
    expectClasses: ['swallowing_difficulty'],
    source: WEIGHT_LOSS,
  },

  // ── heart_rhythm ──────────────────────────────────────────────────────────────
  // Flecainide/amiodarone labels: antiarrhythmics for rhythm disorders; no drug name typed.
  {
    id: 'heart_rhythm-vague-367',
    cls: 'heart_rhythm',
    style: 'vague',
    answers: meds('pills for my heart rhythm, cardiologist changes the dose every few months'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['heart_rhythm'],
    source: dailymed('flecainide'),
  },
  // Amiodarone (Cordarone) label: for ventricular arrhythmias, used for AF.
  {
    id: 'heart_rhythm-brand-368',
    cls: 'heart_rhythm',
    style: 'brand',
    answers: meds('AF diagnosed last yr, on Cordarone 200'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['heart_rhythm'],
    source: dailymed('amiodarone'),
  },
];
