import type { SafetyPersona } from '../persona';
import {
  meds, health, concernBox, SKIN_WOMAN, SKIN_MAN, SKIN_AGING_MAN_46, SKIN_AGING_WOMAN_46, BASE_MAN, SLEEP_STRESS_WOMAN,
  SLEEP_STRESS_MAN, ENERGY_WOMAN, ENERGY_WOMAN_30, IMMUNITY_WOMAN, IMMUNITY_MAN, FOCUS_MAN, FOCUS_WOMAN,
  WEIGHT_WOMAN, WEIGHT_MAN, AGING_WOMAN_46, AGING_WOMAN_56, BASE_MAN_56, ROACCUTANE_MAN, ROACCUTANE_WOMAN,
  VITAMIN_E, VITAMIN_C, VITAMIN_D, CALCIUM, MAGNESIUM, IRON, FOLATE, WEIGHT_LOSS, VITAMIN_A, ZINC,
  NCCIH_ASHWAGANDHA, NCCIH_GREEN_TEA, LIVERTOX_ASHWAGANDHA, NARDIL_LABEL, RHODIOLA_MANIA, ASH_SICKLE_IRON,
  ASCORBIC_ACID_LABEL, VITAMIN_B12, dailymed,
} from '../persona-answers';

/**
 * A fifth independent persona set, written from references before it was run: how a UAE pharmacy
 * or clinic patient lists medicines. Gulf brands and generics (SFDA/MOHAP-registered names such as
 * Glucare, Esomep, Acnotin), several per line with strengths and schedules (od, bd, tds, nocte, prn,
 * XR, MR, CR), misspelt brand names, slashes and plus signs, Arabic script, Arabizi, and
 * cancellations inside a list. Ids start at 601.
 */

/** The base plan (no goals override) for a woman of 36-45: ashwagandha, rhodiola, D, B-complex, CoQ10, folic acid. */
const BASE_WOMAN = {};
/** Medicine labels on DailyMed, by generic. */
const LABEL = {
  rivaroxaban: dailymed('rivaroxaban'),
  clopidogrel: dailymed('clopidogrel'),
  escitalopram: dailymed('escitalopram'),
  metformin: dailymed('metformin'),
  levofloxacin: dailymed('levofloxacin'),
  lithium: dailymed('lithium+carbonate'),
  aripiprazole: dailymed('aripiprazole'),
  moclobemide: 'https://www.medsafe.govt.nz/profs/datasheet/a/aurorixtab.pdf',
  amitriptyline: dailymed('amitriptyline'),
  tamoxifen: dailymed('tamoxifen'),
  digoxin: dailymed('digoxin'),
  furosemide: dailymed('furosemide'),
  rosuvastatin: dailymed('rosuvastatin'),
  atorvastatin: dailymed('atorvastatin'),
  levodopa: dailymed('carbidopa+levodopa'),
  dydrogesterone: 'https://www.medicines.org.uk/emc/search?q=dydrogesterone',
  drospirenone: dailymed('drospirenone+ethinyl+estradiol'),
  alendronate: dailymed('alendronate'),
  alprazolam: dailymed('alprazolam'),
  amiodarone: dailymed('amiodarone'),
};

export const FIFTH_GULF_LISTS_PERSONAS: readonly SafetyPersona[] = [
  // ── Anticoagulant ────────────────────────────────────────────────────────────
  // ODS vitamin E: vitamin E with anticoagulants can increase the risk of bleeding.
  {
    id: 'anticoagulant-multi-601',
    cls: 'anticoagulant',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Eliquis 5mg bd, Concor 2.5 od, Crestor 10 nocte') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant', 'blood_pressure', 'statin'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: bleeding risk with anticoagulants (dabigatran = Pradaxa; "Nexuim" = Nexium, a PPI).
  {
    id: 'anticoagulant-typo-602',
    cls: 'anticoagulant',
    style: 'typo',
    answers: { ...SKIN_WOMAN, ...meds('Pradexa 110 bd + Nexuim 20 od') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant', 'ppi'],
    source: VITAMIN_E,
  },
  // ODS vitamin E (bleeding with anticoagulants); Lixiana = edoxaban.
  {
    id: 'anticoagulant-dose-603',
    cls: 'anticoagulant',
    style: 'dose',
    answers: { ...SKIN_AGING_WOMAN_46, ...meds('Lixiana 60mg once daily') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // Cancelled: a finished Xarelto course after a DVT is not a current anticoagulant.
  {
    id: 'anticoagulant-negation-604',
    cls: 'anticoagulant',
    style: 'negation',
    answers: { ...SKIN_WOMAN, ...meds('was on Xarelto 20 after the DVT, finished it in March. nothing now') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['anticoagulant'],
    source: LABEL.rivaroxaban,
  },

  // ── Antiplatelet ─────────────────────────────────────────────────────────────
  // ODS vitamin E: with antiplatelet medicines (clopidogrel, aspirin) vitamin E may raise bleeding risk.
  {
    id: 'antiplatelet-multi-605',
    cls: 'antiplatelet',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Plavix 75 od / Aspirin 81 / Lipitor 40 nocte / Esomep 20') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet', 'statin', 'ppi'],
    source: VITAMIN_E,
  },
  // ODS vitamin E; Brilinta = ticagrelor, typed "Brilenta", with aspirin after a stent.
  {
    id: 'antiplatelet-typo-606',
    cls: 'antiplatelet',
    style: 'typo',
    answers: { ...SKIN_MAN, ...meds('Brilenta 90 bd and aspirine 100 since the stent') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  // ODS vitamin E; Plavix and aspirin in Arabic script.
  {
    id: 'antiplatelet-arabic-607',
    cls: 'antiplatelet',
    style: 'arabic',
    answers: { ...SKIN_AGING_MAN_46, ...meds('بلافيكس ٧٥ حبة يوميا + أسبرين ١٠٠') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  // Clopidogrel label; a list with an antiplatelet stopped inside it: Plavix must not count, the rest must.
  {
    id: 'antiplatelet-multi-608',
    cls: 'antiplatelet',
    style: 'multi',
    answers: { ...BASE_MAN_56, ...meds('Concor 5 od, Janumet 50/1000 bd. Plavix stopped after 1 year (stent 2021)') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure', 'glucose_lowering', 'metformin'],
    notClasses: ['antiplatelet'],
    source: LABEL.clopidogrel,
  },

  // ── SSRI / SNRI ──────────────────────────────────────────────────────────────
  // Escitalopram label (Cipralex, typed "Cipralax"): serotonergic; recognition.
  {
    id: 'ssri_snri-typo-609',
    cls: 'ssri_snri',
    style: 'typo',
    answers: { ...SLEEP_STRESS_WOMAN, ...meds('Cipralax 10mg od') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ssri_snri'],
    source: LABEL.escitalopram,
  },
  // NCCIH ashwagandha: may interact with sedatives (Xanax, Stilnox); Zoloft is an SSRI.
  {
    id: 'ssri_snri-multi-610',
    cls: 'ssri_snri',
    style: 'multi',
    answers: { ...SLEEP_STRESS_WOMAN, ...meds('Zoloft 50 mane, Xanax 0.25 prn, Stilnox 10 nocte sometimes') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['ssri_snri', 'sedative'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Cancelled: Cipralex stopped two years ago.
  {
    id: 'ssri_snri-negation-611',
    cls: 'ssri_snri',
    style: 'negation',
    answers: { ...SLEEP_STRESS_WOMAN, ...meds('stopped Cipralex 2 years ago, not on anything now') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['ssri_snri'],
    source: LABEL.escitalopram,
  },

  // ── Levothyroxine ────────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may affect thyroid hormone levels; caution with thyroid hormone medicines.
  {
    id: 'levothyroxine-typo-612',
    cls: 'levothyroxine',
    style: 'typo',
    answers: { ...BASE_WOMAN, ...meds('Eltroxine 100mcg every morning empty stomach') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Fail-safe: "never miss" is not a cancellation; Euthyrox is levothyroxine.
  {
    id: 'levothyroxine-negation-613',
    cls: 'levothyroxine',
    style: 'negation',
    answers: { ...BASE_WOMAN, ...meds('never miss my Euthyrox 75 before breakfast') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Metformin ────────────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may interact with diabetes medicines (Glucophage typed "Glucofage").
  {
    id: 'metformin-typo-614',
    cls: 'metformin',
    style: 'typo',
    answers: { ...BASE_WOMAN, ...meds('Glucofage 850 bd with meals') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['metformin', 'glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // SFDA leaflet: Glucare (XR) is metformin; NCCIH ashwagandha and diabetes medicines.
  {
    id: 'metformin-brand-615',
    cls: 'metformin',
    style: 'brand',
    answers: { ...BASE_MAN, ...meds('Glucare XR 1000 with dinner') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['metformin', 'glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Cancelled, in Arabic: "I stopped Glucophage a year ago, now just diet".
  {
    id: 'metformin-negation-616',
    cls: 'metformin',
    style: 'negation',
    answers: { ...BASE_WOMAN, ...meds('وقفت الجلوكوفاج من سنة، الحين بس رجيم') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['metformin'],
    source: LABEL.metformin,
  },

  // ── PPI ──────────────────────────────────────────────────────────────────────
  // ODS B12 / magnesium: long-term PPIs lower B12 absorption and can cause low magnesium; recognition.
  {
    id: 'ppi-brand-617',
    cls: 'ppi',
    style: 'brand',
    answers: { ...BASE_WOMAN, ...meds('Controloc 40 od before breakfast') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ppi'],
    source: VITAMIN_B12,
  },
  // SFDA leaflet: Esomep is esomeprazole (a PPI); recognition.
  {
    id: 'ppi-dose-618',
    cls: 'ppi',
    style: 'dose',
    answers: { ...BASE_WOMAN, ...meds('Esomep 20mg prn when heartburn') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ppi'],
    source: MAGNESIUM,
  },

  // ── Methotrexate ─────────────────────────────────────────────────────────────
  // NCCIH ashwagandha: avoid with autoimmune disease; may interact with immunosuppressants (Humira, MTX for RA).
  {
    id: 'methotrexate-multi-619',
    cls: 'methotrexate',
    style: 'multi',
    answers: { ...BASE_WOMAN, ...meds('Methotrexate 15mg weekly (Fridays) + Folic acid 5mg, Humira pen every 2 weeks'), ...health('rheumatoid arthritis') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['methotrexate', 'immunosuppressant', 'autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },
  // ODS folate: folic acid and methotrexate interact; recognition. "kil jum3a" = every Friday.
  {
    id: 'methotrexate-transliteration-620',
    cls: 'methotrexate',
    style: 'transliteration',
    answers: { ...BASE_WOMAN, ...meds('methotrexat 2.5 x 6 7abat kil jum3a') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['methotrexate'],
    source: FOLATE,
  },

  // ── Quinolone / tetracycline ─────────────────────────────────────────────────
  // ODS zinc: zinc reduces absorption of quinolones and tetracyclines (space doses); recognition.
  {
    id: 'quinolone_tetracycline-brand-621',
    cls: 'quinolone_tetracycline',
    style: 'brand',
    answers: { ...IMMUNITY_WOMAN, ...meds('Ciprobay 500 bd for 7 days (UTI)') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['quinolone_tetracycline'],
    source: ZINC,
  },
  // ODS zinc/iron: spacing with tetracyclines; Vibramycin (doxycycline) typed "Vibramycine".
  {
    id: 'quinolone_tetracycline-typo-622',
    cls: 'quinolone_tetracycline',
    style: 'typo',
    answers: { ...IMMUNITY_MAN, ...meds('Vibramycine 100 bd x 3 months for acne') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['quinolone_tetracycline'],
    source: ZINC,
  },
  // Cancelled: the Tavanic course is over.
  {
    id: 'quinolone_tetracycline-negation-623',
    cls: 'quinolone_tetracycline',
    style: 'negation',
    answers: { ...IMMUNITY_WOMAN, ...meds('no longer on Tavanic, finished the course last week') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['quinolone_tetracycline'],
    source: LABEL.levofloxacin,
  },

  // ── Pregnancy / breastfeeding ────────────────────────────────────────────────
  // NCCIH ashwagandha: may be unsafe in pregnancy (miscarriage).
  {
    id: 'pregnancy_breastfeeding-multi-624',
    cls: 'pregnancy_breastfeeding',
    style: 'multi',
    answers: { ...BASE_WOMAN, ...meds('Duphaston 10 bd, Folic acid 5mg, Pregnacare'), ...health('14 weeks pregnant') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha: avoid while breastfeeding. "I breastfeed my baby, he is 4 months old".
  {
    id: 'pregnancy_breastfeeding-arabic-625',
    cls: 'pregnancy_breastfeeding',
    style: 'arabic',
    answers: { ...BASE_WOMAN, ...health('أرضع طفلي رضاعة طبيعية وعمره ٤ شهور') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Kidney disease ───────────────────────────────────────────────────────────
  // ODS magnesium: people with kidney failure risk magnesium toxicity from supplements.
  {
    id: 'kidney_disease-health-box-626',
    cls: 'kidney_disease',
    style: 'health-box',
    answers: { ...SLEEP_STRESS_WOMAN, ...concernBox('CKD stage 4, follow up with nephrology at SSMC', ['sleep', 'stress']) },
    mustNotRecommend: ['magnesium'],
    mustMention: [],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  // ODS magnesium: kidney failure; dialysis patient listing binder, loop diuretic and EPO.
  {
    id: 'kidney_disease-multi-627',
    cls: 'kidney_disease',
    style: 'multi',
    answers: { ...SLEEP_STRESS_MAN, ...meds('Renvela 800 tds with meals, Lasix 40 bd, Eprex weekly'), ...health('on dialysis 3x a week') },
    mustNotRecommend: ['magnesium'],
    mustMention: [],
    expectClasses: ['kidney_disease', 'diuretic'],
    source: MAGNESIUM,
  },

  // ── Liver disease ────────────────────────────────────────────────────────────
  // NCCIH green tea: green tea extract has been linked to liver injury.
  {
    id: 'liver_disease-health-box-628',
    cls: 'liver_disease',
    style: 'health-box',
    answers: { ...FOCUS_MAN, ...concernBox('fatty liver grade 2, ALT high on last bloods', ['focus']) },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['liver_disease'],
    source: NCCIH_GREEN_TEA,
  },
  // LiverTox: ashwagandha-associated liver injury. "I have cirrhosis of the liver".
  {
    id: 'liver_disease-arabic-629',
    cls: 'liver_disease',
    style: 'arabic',
    answers: { ...BASE_WOMAN, ...health('عندي تليف في الكبد') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['liver_disease'],
    source: LIVERTOX_ASHWAGANDHA,
  },

  // ── Lithium ──────────────────────────────────────────────────────────────────
  // Lithium label: narrow therapeutic index; Priadel is lithium carbonate; recognition.
  {
    id: 'lithium-dose-630',
    cls: 'lithium',
    style: 'dose',
    answers: { ...BASE_MAN, ...meds('Priadel 400mg nocte, level every 3 months') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['lithium'],
    source: LABEL.lithium,
  },
  // Lithium label; "lithum" and "Seroqel" (Seroquel = quetiapine, an antipsychotic).
  {
    id: 'lithium-typo-631',
    cls: 'lithium',
    style: 'typo',
    answers: { ...BASE_MAN, ...meds('lithum carbonate 300 bd + Seroqel 100 nocte') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['lithium', 'antipsychotic'],
    source: LABEL.lithium,
  },

  // ── Antipsychotic ────────────────────────────────────────────────────────────
  // Aripiprazole label (Abilify): atypical antipsychotic; recognition.
  {
    id: 'antipsychotic-brand-632',
    cls: 'antipsychotic',
    style: 'brand',
    answers: { ...BASE_WOMAN, ...meds('Abilify 10 od') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antipsychotic'],
    source: LABEL.aripiprazole,
  },
  // Quetiapine label: antipsychotic, here taken "at night for sleep" in Arabizi.
  {
    id: 'antipsychotic-transliteration-633',
    cls: 'antipsychotic',
    style: 'transliteration',
    answers: { ...BASE_WOMAN, ...meds('Seroquel XR 50 bil lail 3shan el noom') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antipsychotic'],
    source: dailymed('quetiapine'),
  },

  // ── MAOI ─────────────────────────────────────────────────────────────────────
  // Nardil label: avoid excess caffeine; green tea extract is a caffeine source.
  {
    id: 'maoi-dose-634',
    cls: 'maoi',
    style: 'dose',
    answers: { ...FOCUS_MAN, ...meds('Nardil 15mg tds') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['maoi'],
    source: NARDIL_LABEL,
  },
  // Moclobemide (Aurorix) data sheet: a reversible MAO-A inhibitor; recognition.
  {
    id: 'maoi-brand-635',
    cls: 'maoi',
    style: 'brand',
    answers: { ...FOCUS_WOMAN, ...meds('Aurorix 150 bd') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['maoi'],
    source: LABEL.moclobemide,
  },

  // ── Tricyclic ────────────────────────────────────────────────────────────────
  // Tryptizol leaflet: amitriptyline, a tricyclic antidepressant; recognition.
  {
    id: 'tricyclic-brand-636',
    cls: 'tricyclic',
    style: 'brand',
    answers: { ...BASE_WOMAN, ...meds('Tryptizol 10 nocte for migraine') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['tricyclic'],
    source: LABEL.amitriptyline,
  },
  // Amitriptyline label; Lyrica (pregabalin) is an anti-seizure medicine used here for nerve pain.
  {
    id: 'tricyclic-typo-637',
    cls: 'tricyclic',
    style: 'typo',
    answers: { ...BASE_WOMAN, ...meds('amitriptylin 25 at night + Lyrica 75 bd for nerve pain') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['tricyclic', 'antiepileptic'],
    source: LABEL.amitriptyline,
  },

  // ── Antiepileptic ────────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may interact with anti-seizure medicines.
  {
    id: 'antiepileptic-multi-638',
    cls: 'antiepileptic',
    style: 'multi',
    answers: { ...BASE_WOMAN, ...meds('Keppra 500 bd, Lamictal 100 bd'), ...health('epilepsy since childhood') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha; Tegretol CR typed "Tegretal".
  {
    id: 'antiepileptic-typo-639',
    cls: 'antiepileptic',
    style: 'typo',
    answers: { ...BASE_MAN, ...meds('Tegretal CR 200 bd') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha; "Depakine Chrono 500 twice a day" in Arabic script.
  {
    id: 'antiepileptic-arabic-640',
    cls: 'antiepileptic',
    style: 'arabic',
    answers: { ...BASE_WOMAN, ...meds('ديباكين كرونو ٥٠٠ مرتين باليوم') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Immunosuppressant ────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may interact with immunosuppressants (tacrolimus, mycophenolate).
  {
    id: 'immunosuppressant-multi-641',
    cls: 'immunosuppressant',
    style: 'multi',
    answers: { ...BASE_MAN, ...meds('Prograf 2mg bd, CellCept 500 bd, prednisolone 5 od'), ...health('kidney transplant 2019') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['immunosuppressant'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha; Imuran = azathioprine.
  {
    id: 'immunosuppressant-brand-642',
    cls: 'immunosuppressant',
    style: 'brand',
    answers: { ...BASE_WOMAN, ...meds('Imuran 50mg od') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['immunosuppressant'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Cancer treatment ─────────────────────────────────────────────────────────
  // ODS vitamin C: antioxidant supplements during chemotherapy should be discussed with the oncologist; recognition.
  {
    id: 'cancer_treatment-health-box-643',
    cls: 'cancer_treatment',
    style: 'health-box',
    answers: { ...IMMUNITY_WOMAN, ...concernBox('colon cancer, on Xeloda cycles after surgery', ['immune']) },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_C,
  },
  // "I have breast cancer and I'm taking chemo every 3 weeks", Arabizi; recognition.
  {
    id: 'cancer_treatment-transliteration-644',
    cls: 'cancer_treatment',
    style: 'transliteration',
    answers: { ...BASE_WOMAN, ...health('3ndi saratan el thadi w 2a5ith kimawi kil 3 asabee3') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['cancer_treatment'],
    source: VITAMIN_C,
  },

  // ── Hormone-sensitive cancer ─────────────────────────────────────────────────
  // NCCIH ashwagandha: avoid with hormone-sensitive prostate cancer (it may raise testosterone).
  {
    id: 'hormone_sensitive_cancer-multi-645',
    cls: 'hormone_sensitive_cancer',
    style: 'multi',
    answers: { ...BASE_MAN_56, ...meds('Zoladex 10.8 every 3 months + Casodex 50 od'), ...health('prostate cancer') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer', 'cancer_treatment'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Tamoxifen label (Nolvadex): hormone-receptor-positive breast cancer; recognition.
  {
    id: 'hormone_sensitive_cancer-dose-646',
    cls: 'hormone_sensitive_cancer',
    style: 'dose',
    answers: { ...BASE_WOMAN, ...meds('Nolvadex 20mg od - year 3 of 5') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer'],
    source: LABEL.tamoxifen,
  },

  // ── Glucose lowering ─────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may lower blood sugar; interacts with diabetes medicines.
  {
    id: 'glucose_lowering-multi-647',
    cls: 'glucose_lowering',
    style: 'multi',
    answers: { ...BASE_WOMAN, ...meds('Amaryl 2 od + Galvus 50 bd, Forxiga 10 mane') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha; Jardiance, Diamicron MR and Trulicity all misspelt.
  {
    id: 'glucose_lowering-typo-648',
    cls: 'glucose_lowering',
    style: 'typo',
    answers: { ...BASE_MAN_56, ...meds('Jardience 25 od, Diamicorn MR 60, Trulicty 1.5 weekly') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha; "Mounjaro 5 mg injection every week for sugar" in Arabic script.
  {
    id: 'glucose_lowering-arabic-649',
    cls: 'glucose_lowering',
    style: 'arabic',
    answers: { ...BASE_WOMAN, ...meds('مونجارو ٥ ملغ إبرة كل أسبوع للسكر') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha; Ozempic (semaglutide) for type 2 diabetes, weekly.
  {
    id: 'glucose_lowering-dose-650',
    cls: 'glucose_lowering',
    style: 'dose',
    answers: { ...BASE_MAN, ...meds('Ozempic 1mg weekly (Sunday)') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Digoxin ──────────────────────────────────────────────────────────────────
  // Digoxin label: toxicity rises with electrolyte changes (diuretics); recognition of a heart-failure list.
  {
    id: 'digoxin-multi-651',
    cls: 'digoxin',
    style: 'multi',
    answers: { ...BASE_MAN_56, ...meds('Lanoxin 0.125 od, Lasix 40 mane, Aldactone 25, Concor 1.25') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['digoxin', 'diuretic'],
    source: LABEL.digoxin,
  },
  // Digoxin label; "digoxine 250mcg".
  {
    id: 'digoxin-typo-652',
    cls: 'digoxin',
    style: 'typo',
    answers: { ...BASE_MAN_56, ...meds('digoxine 250mcg od') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['digoxin'],
    source: LABEL.digoxin,
  },

  // ── Diuretic ─────────────────────────────────────────────────────────────────
  // Furosemide label: a "water pill"; recognition of the vague description.
  {
    id: 'diuretic-vague-653',
    cls: 'diuretic',
    style: 'vague',
    answers: { ...AGING_WOMAN_56, ...meds('water tablet every morning for the swelling in my legs') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['diuretic'],
    source: LABEL.furosemide,
  },
  // Co-Diovan = valsartan + hydrochlorothiazide (ODS calcium: thiazides reduce calcium excretion).
  {
    id: 'diuretic-brand-654',
    cls: 'diuretic',
    style: 'brand',
    answers: { ...AGING_WOMAN_56, ...meds('Co-Diovan 160/12.5 od') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['diuretic', 'blood_pressure'],
    source: CALCIUM,
  },

  // ── Blood pressure ───────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may interact with blood-pressure medicines (Exforge = amlodipine/valsartan).
  {
    id: 'blood_pressure-multi-655',
    cls: 'blood_pressure',
    style: 'multi',
    answers: { ...BASE_WOMAN, ...meds('Exforge 5/160 od; Crestor 20; Nexium 20 prn') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['blood_pressure', 'statin', 'ppi'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha; "pressure pills: Concor 5 in the morning and Micardis at night", Arabizi.
  {
    id: 'blood_pressure-transliteration-656',
    cls: 'blood_pressure',
    style: 'transliteration',
    answers: { ...BASE_MAN_56, ...meds('7boob el daght: Concor 5 el sob7 w Micardis 40 bil lail') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Statin ───────────────────────────────────────────────────────────────────
  // Fail-safe switch: Lipitor stopped but Crestor (rosuvastatin) started, so still on a statin.
  {
    id: 'statin-negation-657',
    cls: 'statin',
    style: 'negation',
    answers: { ...AGING_WOMAN_46, ...meds('stopped Lipitor (muscle pain), now on Crestor 5 nocte') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['statin'],
    source: LABEL.rosuvastatin,
  },
  // Atorvastatin label; "Liptor".
  {
    id: 'statin-typo-658',
    cls: 'statin',
    style: 'typo',
    answers: { ...AGING_WOMAN_46, ...meds('Liptor 40 nocte') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['statin'],
    source: LABEL.atorvastatin,
  },

  // ── Antithyroid ──────────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may raise thyroid hormone; avoid with thyroid disorders (overactive thyroid).
  {
    id: 'antithyroid-dose-659',
    cls: 'antithyroid',
    style: 'dose',
    answers: { ...BASE_WOMAN, ...meds('Carbimazole 10mg bd') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha; Graves' disease on Neo-Mercazole, typed in the concerns box.
  {
    id: 'antithyroid-health-box-660',
    cls: 'antithyroid',
    style: 'health-box',
    answers: { ...BASE_WOMAN, ...concernBox('Graves disease (overactive thyroid), on Neo-Mercazole', ['hormone']) },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Retinoid ─────────────────────────────────────────────────────────────────
  // ODS vitamin A: isotretinoin with vitamin A supplements (multivitamins) risks vitamin A toxicity.
  {
    id: 'retinoid-multi-661',
    cls: 'retinoid',
    style: 'multi',
    answers: { ...ROACCUTANE_WOMAN, ...meds('Acnotin 20 od, Yasmin') },
    mustNotRecommend: ['multivitamin'],
    mustMention: [],
    expectClasses: ['retinoid', 'hormonal_therapy'],
    source: VITAMIN_A,
  },
  // ODS vitamin A; "Roacutane".
  {
    id: 'retinoid-typo-662',
    cls: 'retinoid',
    style: 'typo',
    answers: { ...ROACCUTANE_MAN, ...meds('Roacutane 40mg daily, month 3') },
    mustNotRecommend: ['multivitamin'],
    mustMention: [],
    expectClasses: ['retinoid'],
    source: VITAMIN_A,
  },
  // Cancelled: the Roaccutane course ended last year.
  {
    id: 'retinoid-negation-663',
    cls: 'retinoid',
    style: 'negation',
    answers: { ...ROACCUTANE_MAN, ...meds('finished my Roaccutane course last year') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['retinoid'],
    source: VITAMIN_A,
  },

  // ── Levodopa ─────────────────────────────────────────────────────────────────
  // ODS iron: iron reduces levodopa absorption; Madopar and Sinemet both contain levodopa; recognition.
  {
    id: 'levodopa-multi-664',
    cls: 'levodopa',
    style: 'multi',
    answers: { ...BASE_MAN_56, ...meds('Madopar 125 tds, Sinemet CR nocte') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levodopa'],
    source: IRON,
  },
  // "I have Parkinson's and take Madopar" in Arabic script; recognition.
  {
    id: 'levodopa-arabic-665',
    cls: 'levodopa',
    style: 'arabic',
    answers: { ...BASE_MAN_56, ...health('عندي باركنسون وآخذ مادوبار') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levodopa'],
    source: LABEL.levodopa,
  },

  // ── Hormonal therapy ─────────────────────────────────────────────────────────
  // Dydrogesterone (Duphaston) SmPC: a progestogen, here for fertility / luteal support; recognition.
  {
    id: 'hormonal_therapy-dose-666',
    cls: 'hormonal_therapy',
    style: 'dose',
    answers: { ...BASE_WOMAN, ...meds('Duphaston 10mg bd from day 14 to 25') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormonal_therapy'],
    source: LABEL.dydrogesterone,
  },
  // A list with the pill stopped inside it: Yasmin must not count, Nexium and Eltroxin must.
  {
    id: 'hormonal_therapy-multi-667',
    cls: 'hormonal_therapy',
    style: 'multi',
    answers: { ...BASE_WOMAN, ...meds('Nexium 40 od, Eltroxin 50 mcg; stopped Yasmin in January') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ppi', 'levothyroxine'],
    notClasses: ['hormonal_therapy'],
    source: LABEL.drospirenone,
  },

  // ── Sedative ─────────────────────────────────────────────────────────────────
  // NCCIH ashwagandha: may interact with sedatives (zolpidem = Stilnox).
  {
    id: 'sedative-brand-668',
    cls: 'sedative',
    style: 'brand',
    answers: { ...SLEEP_STRESS_WOMAN, ...meds('Stilnox 10 nocte') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha; "Xanx" (Xanax, alprazolam) prn.
  {
    id: 'sedative-typo-669',
    cls: 'sedative',
    style: 'typo',
    answers: { ...SLEEP_STRESS_MAN, ...meds('Xanx 0.5 prn when anxious') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Cancelled: off Xanax now.
  {
    id: 'sedative-negation-670',
    cls: 'sedative',
    style: 'negation',
    answers: { ...SLEEP_STRESS_MAN, ...meds('used to take Xanax, off it since last summer') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['sedative'],
    source: LABEL.alprazolam,
  },

  // ── Bisphosphonate ───────────────────────────────────────────────────────────
  // Alendronate label: calcium and other supplements impair absorption (take 30 min apart); recognition.
  {
    id: 'bisphosphonate-dose-671',
    cls: 'bisphosphonate',
    style: 'dose',
    answers: { ...AGING_WOMAN_56, ...meds('Fosamax 70mg once weekly (Saturday)') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['bisphosphonate'],
    source: LABEL.alendronate,
  },
  // Alendronate label; "Fosamx" beside Caltrate.
  {
    id: 'bisphosphonate-typo-672',
    cls: 'bisphosphonate',
    style: 'typo',
    answers: { ...AGING_WOMAN_56, ...meds('Fosamx 70 weekly + Caltrate 600 od') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['bisphosphonate'],
    source: LABEL.alendronate,
  },

  // ── Bipolar disorder ─────────────────────────────────────────────────────────
  // Rhodiola has been associated with mania; avoid in bipolar disorder.
  {
    id: 'bipolar_disorder-multi-673',
    cls: 'bipolar_disorder',
    style: 'multi',
    answers: { ...BASE_WOMAN, ...meds('Lamictal 200 od, Seroquel XR 300 nocte'), ...health('bipolar 2') },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: [],
    expectClasses: ['bipolar_disorder', 'antiepileptic', 'antipsychotic'],
    source: RHODIOLA_MANIA,
  },
  // Rhodiola and mania; "I have bipolar disorder" in Arabic script.
  {
    id: 'bipolar_disorder-arabic-674',
    cls: 'bipolar_disorder',
    style: 'arabic',
    answers: { ...BASE_MAN, ...health('عندي اضطراب ثنائي القطب') },
    mustNotRecommend: ['rhodiola-rosea'],
    mustMention: [],
    expectClasses: ['bipolar_disorder'],
    source: RHODIOLA_MANIA,
  },

  // ── Bleeding disorder ────────────────────────────────────────────────────────
  // ODS vitamin E: vitamin E can inhibit platelet aggregation and raise bleeding risk.
  {
    id: 'bleeding_disorder-health-box-675',
    cls: 'bleeding_disorder',
    style: 'health-box',
    answers: { ...SKIN_WOMAN, ...concernBox('von Willebrand disease type 1, heavy periods', ['hormone']) },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },
  // ODS vitamin E; ITP with low platelets.
  {
    id: 'bleeding_disorder-vague-676',
    cls: 'bleeding_disorder',
    style: 'vague',
    answers: { ...SKIN_MAN, ...health('ITP, platelets 40 on the last CBC') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['bleeding_disorder'],
    source: VITAMIN_E,
  },

  // ── Surgery ──────────────────────────────────────────────────────────────────
  // NCCIH ashwagandha: stop before surgery (may add to anaesthetic sedation).
  {
    id: 'surgery-english-677',
    cls: 'surgery',
    style: 'english',
    answers: { ...BASE_WOMAN, ...health('sleeve gastrectomy booked next month at Cleveland Clinic Abu Dhabi') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha; "I have an operation on my knee in two weeks", Arabizi.
  {
    id: 'surgery-transliteration-678',
    cls: 'surgery',
    style: 'transliteration',
    answers: { ...BASE_MAN, ...health('3indi 3amaliya fi rukbati ba3d usbu3ain') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['surgery'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Iron overload ────────────────────────────────────────────────────────────
  // ODS iron: people with haemochromatosis / transfusional iron overload should not take iron.
  {
    id: 'iron_overload-multi-679',
    cls: 'iron_overload',
    style: 'multi',
    answers: { ...ENERGY_WOMAN, ...meds('Exjade 1000mg od, folic acid 5'), ...health('thalassemia major, transfusion every month') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['iron_overload'],
    source: IRON,
  },
  // ODS iron; "haemochromatosys".
  {
    id: 'iron_overload-typo-680',
    cls: 'iron_overload',
    style: 'typo',
    answers: { ...ENERGY_WOMAN_30, ...health('haemochromatosys, venesection every 3 months') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['iron_overload'],
    source: IRON,
  },

  // ── G6PD deficiency ──────────────────────────────────────────────────────────
  // Ascorbic acid label: haemolysis in G6PD deficiency at high doses; recognition. "I have favism".
  {
    id: 'g6pd_deficiency-arabic-681',
    cls: 'g6pd_deficiency',
    style: 'arabic',
    answers: { ...IMMUNITY_WOMAN, ...health('عندي أنيميا الفول') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['g6pd_deficiency'],
    source: ASCORBIC_ACID_LABEL,
  },
  // Ascorbic acid label; "G6PD deficiency, allergic to fava beans", Arabizi.
  {
    id: 'g6pd_deficiency-transliteration-682',
    cls: 'g6pd_deficiency',
    style: 'transliteration',
    answers: { ...IMMUNITY_MAN, ...health('3ndi naqs G6PD, 7asasiyat fool') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['g6pd_deficiency'],
    source: ASCORBIC_ACID_LABEL,
  },

  // ── Sickle cell ──────────────────────────────────────────────────────────────
  // ASH: transfused sickle cell disease leads to iron overload, so no iron supplement.
  {
    id: 'sickle_cell-multi-683',
    cls: 'sickle_cell',
    style: 'multi',
    answers: { ...ENERGY_WOMAN, ...meds('Hydrea 500 od + folic acid 5mg'), ...health('sickle cell disease, regular transfusions') },
    mustNotRecommend: ['iron'],
    mustMention: [],
    expectClasses: ['sickle_cell'],
    source: ASH_SICKLE_IRON,
  },
  // Sickle cell in Arabic ("I have sickle cell anaemia"); recognition.
  {
    id: 'sickle_cell-arabic-684',
    cls: 'sickle_cell',
    style: 'arabic',
    answers: { ...ENERGY_WOMAN_30, ...health('عندي أنيميا منجلية') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['sickle_cell'],
    source: ASH_SICKLE_IRON,
  },

  // ── Kidney stones ────────────────────────────────────────────────────────────
  // ODS vitamin C: high-dose vitamin C may raise oxalate stone risk; recognition.
  {
    id: 'kidney_stones-health-box-685',
    cls: 'kidney_stones',
    style: 'health-box',
    answers: { ...IMMUNITY_WOMAN, ...concernBox('recurrent kidney stones (calcium oxalate)', ['immune']) },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['kidney_stones'],
    source: VITAMIN_C,
  },
  // ODS vitamin C; "stone in the kidney last year", Arabizi.
  {
    id: 'kidney_stones-transliteration-686',
    cls: 'kidney_stones',
    style: 'transliteration',
    answers: { ...IMMUNITY_MAN, ...health('kan 3ndi 7asa fel kila last year') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['kidney_stones'],
    source: VITAMIN_C,
  },

  // ── Autoimmune disease ───────────────────────────────────────────────────────
  // NCCIH ashwagandha: may stimulate the immune system; avoid with autoimmune disease (lupus).
  {
    id: 'autoimmune_disease-multi-687',
    cls: 'autoimmune_disease',
    style: 'multi',
    answers: { ...BASE_WOMAN, ...meds('Plaquenil 200 bd, Medrol 4mg od'), ...health('SLE (lupus)') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH ashwagandha; multiple sclerosis typed in the concerns box.
  {
    id: 'autoimmune_disease-health-box-688',
    cls: 'autoimmune_disease',
    style: 'health-box',
    answers: { ...BASE_WOMAN, ...concernBox('multiple sclerosis, relapsing remitting', ['immune']) },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Hypercalcaemia ───────────────────────────────────────────────────────────
  // ODS vitamin D: granulomatous disease (sarcoidosis) raises hypercalcaemia risk with vitamin D.
  {
    id: 'hypercalcaemia-health-box-689',
    cls: 'hypercalcaemia',
    style: 'health-box',
    answers: { ...AGING_WOMAN_46, ...concernBox('sarcoidosis, calcium was high on last bloods', ['immune']) },
    mustNotRecommend: ['calcium-with-vitamin-d', 'vitamin-d'],
    mustMention: [],
    expectClasses: ['hypercalcaemia'],
    source: VITAMIN_D,
  },
  // ODS calcium: supplements worsen hypercalcaemia; "hyperparathyroidsm, high calcuim".
  {
    id: 'hypercalcaemia-typo-690',
    cls: 'hypercalcaemia',
    style: 'typo',
    answers: { ...AGING_WOMAN_56, ...health('hyperparathyroidsm, high calcuim in blood') },
    mustNotRecommend: ['calcium-with-vitamin-d'],
    mustMention: [],
    expectClasses: ['hypercalcaemia'],
    source: CALCIUM,
  },

  // ── Swallowing difficulty ────────────────────────────────────────────────────
  // ODS weight loss: glucomannan tablets can obstruct the oesophagus.
  {
    id: 'swallowing_difficulty-health-box-691',
    cls: 'swallowing_difficulty',
    style: 'health-box',
    answers: { ...WEIGHT_WOMAN, ...concernBox('oesophageal stricture, dilated twice, pills get stuck', ['digestion']) },
    mustNotRecommend: ['glucomannan'],
    mustMention: [],
    expectClasses: ['swallowing_difficulty'],
    source: WEIGHT_LOSS,
  },
  // ODS weight loss; "I have difficulty swallowing and can't swallow big pills".
  {
    id: 'swallowing_difficulty-arabic-692',
    cls: 'swallowing_difficulty',
    style: 'arabic',
    answers: { ...WEIGHT_MAN, ...health('عندي صعوبة في البلع وما أقدر أبلع الحبوب الكبيرة') },
    mustNotRecommend: ['glucomannan'],
    mustMention: [],
    expectClasses: ['swallowing_difficulty'],
    source: WEIGHT_LOSS,
  },

  // ── Heart rhythm ─────────────────────────────────────────────────────────────
  // ODS vitamin E: bleeding with anticoagulants; AF on Cordarone (amiodarone) + Eliquis.
  {
    id: 'heart_rhythm-multi-693',
    cls: 'heart_rhythm',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Cordarone 200 od, Eliquis 5 bd'), ...health('AF') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['heart_rhythm', 'anticoagulant'],
    source: VITAMIN_E,
  },
  // Amiodarone label (antiarrhythmic); "irregular heartbeat" in Arabizi; recognition.
  {
    id: 'heart_rhythm-transliteration-694',
    cls: 'heart_rhythm',
    style: 'transliteration',
    answers: { ...FOCUS_MAN, ...health('3ndi ekhtilal fi nabadat el qalb (AF)') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['heart_rhythm'],
    source: LABEL.amiodarone,
  },
];
