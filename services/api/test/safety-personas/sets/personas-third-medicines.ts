import type { SafetyPersona } from '../persona';
import {
  meds, health, concernBox, SKIN_WOMAN, SKIN_MAN, SKIN_AGING_MAN_46, SKIN_AGING_WOMAN_46, BASE_MAN,
  SLEEP_STRESS_WOMAN, SLEEP_STRESS_MAN, IMMUNITY_WOMAN, DIGESTION_MAN, FOCUS_MAN, WEIGHT_WOMAN, BASE_MAN_56,
  ROACCUTANE_MAN, ROACCUTANE_WOMAN, VITAMIN_E, VITAMIN_B12, CALCIUM, MAGNESIUM, IRON, FOLATE, PROBIOTICS,
  OMEGA_3, NCCIH_ASHWAGANDHA, NCCIH_COQ10, NARDIL_LABEL, dailymed, VITAMIN_A, ZINC,
} from '../persona-answers';

/**
 * A third, independent persona set for the medicine families, written from references (NIH ODS,
 * NCCIH, LiverTox, DailyMed labels) by someone who had not seen the lexicons, the rules or the
 * other persona sets. Text is typed the way UAE residents type it: Gulf brands, Arabic script,
 * Arabizi with digits for letters, typos, several medicines on a line, indirect descriptions,
 * conditions in the health-concerns box and cancellations. Numbers start at 201 so the ids never
 * collide with the other sets.
 */

export const THIRD_MEDICINE_PERSONAS: readonly SafetyPersona[] = [
  // ── Anticoagulant ────────────────────────────────────────────────────────────
  // ODS vitamin E: bleeding risk with anticoagulants (rivaroxaban = Xarelto, written in Arabic script).
  {
    id: 'anticoagulant-arabic-201',
    cls: 'anticoagulant',
    style: 'arabic',
    answers: { ...SKIN_MAN, ...meds('زاريلتو ٢٠ ملغ مرة يوميا') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // NCCIH: CoQ10 may make warfarin less effective (warfarin in Arabizi, "a7alel" = blood tests).
  {
    id: 'anticoagulant-transliteration-202',
    cls: 'anticoagulant',
    style: 'transliteration',
    answers: meds('wafareen 3 mg, a7alel INR kil shahar'),
    mustNotRecommend: ['coq10'],
    mustMention: [],
    expectClasses: ['anticoagulant'],
    source: NCCIH_COQ10,
  },
  // ODS vitamin E and omega-3: both add to bleeding risk with anticoagulants (daily injections after a clot).
  // Reviewed 2026-11-24 after the first run: the reference ties the risk to high doses, so a plan may keep the product at a capped dose; it must say why.
  {
    id: 'anticoagulant-vague-203',
    cls: 'anticoagulant',
    style: 'vague',
    answers: { ...SKIN_AGING_WOMAN_46, ...meds('blood thinner injections every day since my DVT') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: OMEGA_3,
  },
  // Cancelled: the course of rivaroxaban is over, so the class must not be recognised.
  {
    id: 'anticoagulant-negation-204',
    cls: 'anticoagulant',
    style: 'negation',
    answers: meds('stopped Xarelto in March after my 6 months were done'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['anticoagulant'],
    source: dailymed('rivaroxaban'),
  },

  // ── Antiplatelet ─────────────────────────────────────────────────────────────
  // ODS vitamin E: vitamin E with antiplatelet drugs (clopidogrel = Plavix) may increase bleeding.
  {
    id: 'antiplatelet-brand-205',
    cls: 'antiplatelet',
    style: 'brand',
    answers: { ...SKIN_MAN, ...meds('Plavix 75mg once daily') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: bleeding risk with antiplatelets; aspirin 81 and Plavix typed in Arabic script.
  {
    id: 'antiplatelet-arabic-206',
    cls: 'antiplatelet',
    style: 'arabic',
    answers: { ...SKIN_WOMAN, ...meds('اسبرين ٨١ و بلافكس') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: bleeding risk with antiplatelets (misspelt clopidogrel after a stent).
  {
    id: 'antiplatelet-typo-207',
    cls: 'antiplatelet',
    style: 'typo',
    answers: { ...SKIN_AGING_MAN_46, ...meds('clopidogrl 75 after my stent') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: bleeding risk with antiplatelets (ticagrelor = Brilinta plus low-dose aspirin).
  {
    id: 'antiplatelet-multi-208',
    cls: 'antiplatelet',
    style: 'multi',
    answers: { ...SKIN_WOMAN, ...meds('Brilinta 90 bd + Aspirin Protect 100') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },

  // ── SSRI / SNRI ──────────────────────────────────────────────────────────────
  // Cipralex = escitalopram, an SSRI (label: serotonin syndrome with other serotonergic products).
  {
    id: 'ssri_snri-brand-209',
    cls: 'ssri_snri',
    style: 'brand',
    answers: meds('Cipralex 10mg'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ssri_snri'],
    source: dailymed('escitalopram'),
  },
  // Sertraline (SSRI) typed in Arabic script.
  {
    id: 'ssri_snri-arabic-210',
    cls: 'ssri_snri',
    style: 'arabic',
    answers: meds('سيرترالين ٥٠ ملغ'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ssri_snri'],
    source: dailymed('sertraline'),
  },
  // Cymbalta = duloxetine, an SNRI, with the dose written the way a prescription reads.
  {
    id: 'ssri_snri-dose-211',
    cls: 'ssri_snri',
    style: 'dose',
    answers: meds('Cymbalta 60 mg OD'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ssri_snri'],
    source: dailymed('duloxetine'),
  },

  // ── Levothyroxine ────────────────────────────────────────────────────────────
  // NCCIH: ashwagandha may interact with thyroid hormone medicines (Eltroxin = levothyroxine).
  {
    id: 'levothyroxine-brand-212',
    cls: 'levothyroxine',
    style: 'brand',
    answers: meds('Eltroxin 100 mcg'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: people with thyroid disorders should not take ashwagandha without advice; typed in the concerns box.
  {
    id: 'levothyroxine-health-box-213',
    cls: 'levothyroxine',
    style: 'health-box',
    answers: concernBox('underactive thyroid', []),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Fail-safe: the wording looks negative but the person takes levothyroxine every day.
  {
    id: 'levothyroxine-negation-214',
    cls: 'levothyroxine',
    style: 'negation',
    answers: meds('I never miss my Euthyrox, take it before breakfast'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },

  // NCCIH: ashwagandha and thyroid hormone; Arabizi in question 9, "khmool el ghodda" = underactive thyroid (5 = خ).
  {
    id: 'levothyroxine-transliteration-215',
    cls: 'levothyroxine',
    style: 'transliteration',
    answers: health('3indi 5mool bel ghodda w a5ith eltroxin kil yom'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Metformin ────────────────────────────────────────────────────────────────
  // ODS B12: long-term metformin lowers vitamin B12 absorption (Glucophage = metformin).
  {
    id: 'metformin-brand-216',
    cls: 'metformin',
    style: 'brand',
    answers: meds('Glucophage XR 1000 with dinner'),
    mustNotRecommend: [],
    mustMention: ['B12'],
    expectClasses: ['metformin'],
    source: VITAMIN_B12,
  },
  // ODS B12: metformin and B12; Glucophage in Arabic script, "twice".
  {
    id: 'metformin-arabic-217',
    cls: 'metformin',
    style: 'arabic',
    answers: meds('جلوكوفاج ٥٠٠ مرتين باليوم'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['metformin'],
    source: VITAMIN_B12,
  },
  // ODS B12: metformin; Arabizi "ba3d el ghada" = after lunch.
  {
    id: 'metformin-transliteration-218',
    cls: 'metformin',
    style: 'transliteration',
    answers: meds('metformeen 850 ba3d el ghada'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['metformin'],
    source: VITAMIN_B12,
  },
  // Cancelled: Cidophage (Julphar metformin) was stopped by the doctor.
  {
    id: 'metformin-negation-219',
    cls: 'metformin',
    style: 'negation',
    answers: meds('I was on Cidophage but my doctor stopped it last year'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['metformin'],
    source: dailymed('metformin'),
  },

  // ── PPI ──────────────────────────────────────────────────────────────────────
  // ODS B12 and magnesium: PPIs (Nexium = esomeprazole) lower B12 absorption and, long term, magnesium.
  {
    id: 'ppi-brand-220',
    cls: 'ppi',
    style: 'brand',
    answers: meds('Nexium 40 before breakfast'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ppi'],
    source: VITAMIN_B12,
  },
  // ODS magnesium: long-term PPIs can cause low magnesium (pantoprazole misspelt).
  {
    id: 'ppi-typo-221',
    cls: 'ppi',
    style: 'typo',
    answers: meds('pantaprazole 40mg'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ppi'],
    source: MAGNESIUM,
  },
  // ODS B12: PPIs; Nexium typed in Arabic script.
  {
    id: 'ppi-arabic-222',
    cls: 'ppi',
    style: 'arabic',
    answers: meds('نيكسيوم ٢٠ قبل الفطور'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ppi'],
    source: VITAMIN_B12,
  },

  // ── Methotrexate ─────────────────────────────────────────────────────────────
  // ODS folate: folic acid may interfere with methotrexate (misspelt, weekly dose).
  {
    id: 'methotrexate-typo-223',
    cls: 'methotrexate',
    style: 'typo',
    answers: meds('methotrexat 15mg every friday'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['methotrexate'],
    source: FOLATE,
  },
  // ODS folate: methotrexate; weekly injection for rheumatism written in Arabic.
  {
    id: 'methotrexate-arabic-224',
    cls: 'methotrexate',
    style: 'arabic',
    answers: meds('ميثوتريكسات ابرة كل اسبوع للروماتيزم'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['methotrexate'],
    source: FOLATE,
  },

  // ── Quinolone / tetracycline ─────────────────────────────────────────────────
  // ODS zinc/calcium: quinolones (Ciprobay = ciprofloxacin) bind minerals, so doses must be spaced.
  {
    id: 'quinolone_tetracycline-brand-225',
    cls: 'quinolone_tetracycline',
    style: 'brand',
    answers: meds('Ciprobay 500 twice a day for 7 days'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['quinolone_tetracycline'],
    source: ZINC,
  },
  // ODS calcium: tetracyclines (doxycycline, misspelt) bind calcium.
  {
    id: 'quinolone_tetracycline-typo-226',
    cls: 'quinolone_tetracycline',
    style: 'typo',
    answers: meds('doxycyclin 100mg for acne'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['quinolone_tetracycline'],
    source: CALCIUM,
  },
  // ODS zinc: quinolones; "antibiotic Tavanic" (levofloxacin) in Arabic script.
  {
    id: 'quinolone_tetracycline-arabic-227',
    cls: 'quinolone_tetracycline',
    style: 'arabic',
    answers: meds('مضاد حيوي تافانيك ٥٠٠'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['quinolone_tetracycline'],
    source: ZINC,
  },

  // ── Lithium ──────────────────────────────────────────────────────────────────
  // Lithium label: narrow therapeutic range, levels changed by salt, fluid and other products (Priadel = lithium carbonate).
  {
    id: 'lithium-brand-228',
    cls: 'lithium',
    style: 'brand',
    answers: meds('Priadel 400mg at night'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['lithium'],
    source: dailymed('lithium carbonate'),
  },
  // Lithium typed in Arabic script.
  {
    id: 'lithium-arabic-229',
    cls: 'lithium',
    style: 'arabic',
    answers: meds('ليثيوم كاربونات ٣٠٠'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['lithium'],
    source: dailymed('lithium carbonate'),
  },

  // ── Antipsychotic ────────────────────────────────────────────────────────────
  // Seroquel = quetiapine, an atypical antipsychotic (often taken at night).
  {
    id: 'antipsychotic-brand-230',
    cls: 'antipsychotic',
    style: 'brand',
    answers: meds('Seroquel 25mg at night'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antipsychotic'],
    source: dailymed('quetiapine'),
  },
  // Olanzapine misspelt.
  {
    id: 'antipsychotic-typo-231',
    cls: 'antipsychotic',
    style: 'typo',
    answers: meds('olanzepine 5mg'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antipsychotic'],
    source: dailymed('olanzapine'),
  },
  // Abilify = aripiprazole (antipsychotic) and Cipralex = escitalopram (SSRI) on one line.
  {
    id: 'antipsychotic-multi-232',
    cls: 'antipsychotic',
    style: 'multi',
    answers: meds('Abilify 10, Cipralex 20'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antipsychotic', 'ssri_snri'],
    source: dailymed('aripiprazole'),
  },

  // ── MAOI ─────────────────────────────────────────────────────────────────────
  // Nardil label: avoid excess caffeine; green tea extract is a concentrated caffeine source.
  {
    id: 'maoi-brand-233',
    cls: 'maoi',
    style: 'brand',
    answers: { ...FOCUS_MAN, ...meds('Nardil 15mg three times a day') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['maoi'],
    source: NARDIL_LABEL,
  },
  // Nardil label (phenelzine, misspelt): caffeine and tyramine restrictions.
  {
    id: 'maoi-typo-234',
    cls: 'maoi',
    style: 'typo',
    answers: { ...WEIGHT_WOMAN, ...meds('phenelzin 15 mg') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: [],
    expectClasses: ['maoi'],
    source: NARDIL_LABEL,
  },

  // ── Tricyclic ────────────────────────────────────────────────────────────────
  // Tryptizol = amitriptyline, a tricyclic, taken at night for migraine prevention.
  {
    id: 'tricyclic-brand-235',
    cls: 'tricyclic',
    style: 'brand',
    answers: meds('Tryptizol 10mg at night for migraine'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['tricyclic'],
    source: dailymed('amitriptyline'),
  },
  // Anafranil = clomipramine, a tricyclic, typed in Arabic script.
  {
    id: 'tricyclic-arabic-236',
    cls: 'tricyclic',
    style: 'arabic',
    answers: meds('انافرانيل ٢٥'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['tricyclic'],
    source: dailymed('clomipramine'),
  },

  // ── Antiepileptic ────────────────────────────────────────────────────────────
  // NCCIH: ashwagandha may interact with anti-seizure medicines (Depakine = valproate).
  {
    id: 'antiepileptic-brand-237',
    cls: 'antiepileptic',
    style: 'brand',
    answers: meds('Depakine Chrono 500 bd'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha and anti-seizure medicines; Tegretol (carbamazepine) in Arabic script.
  {
    id: 'antiepileptic-arabic-238',
    cls: 'antiepileptic',
    style: 'arabic',
    answers: { ...BASE_MAN, ...meds('تيغريتول ٢٠٠ مرتين') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha and anti-seizure medicines; Arabizi "I take medicine for epilepsy (sar3) every day".
  {
    id: 'antiepileptic-transliteration-239',
    cls: 'antiepileptic',
    style: 'transliteration',
    answers: meds('a5ith dawa lel sar3 kil yom'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha and anti-seizure medicines; epilepsy typed in the concerns box.
  {
    id: 'antiepileptic-health-box-240',
    cls: 'antiepileptic',
    style: 'health-box',
    answers: concernBox('epilepsy since childhood', []),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Immunosuppressant ────────────────────────────────────────────────────────
  // ODS probiotics: people on immunosuppressants risk serious infection from probiotics (tacrolimus, mycophenolate).
  {
    id: 'immunosuppressant-multi-241',
    cls: 'immunosuppressant',
    style: 'multi',
    answers: { ...DIGESTION_MAN, ...meds('Prograf 2mg bd, CellCept 500 bd, prednisolone 5') },
    mustNotRecommend: ['probiotics'],
    mustMention: [],
    expectClasses: ['immunosuppressant'],
    source: PROBIOTICS,
  },
  // ODS probiotics: anti-rejection medicines after a kidney transplant, in Arabic.
  {
    id: 'immunosuppressant-arabic-242',
    cls: 'immunosuppressant',
    style: 'arabic',
    answers: { ...IMMUNITY_WOMAN, ...meds('آخذ أدوية ضد الرفض بعد زراعة كلية') },
    mustNotRecommend: ['probiotics'],
    mustMention: [],
    expectClasses: ['immunosuppressant'],
    source: PROBIOTICS,
  },
  // NCCIH: ashwagandha and immunosuppressants; a transplant typed in the concerns box.
  {
    id: 'immunosuppressant-health-box-243',
    cls: 'immunosuppressant',
    style: 'health-box',
    answers: concernBox('liver transplant in 2021, on anti-rejection meds', []),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['immunosuppressant'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Glucose-lowering ─────────────────────────────────────────────────────────
  // NCCIH: ashwagandha may lower blood sugar and interact with diabetes medicines (Diamicron = gliclazide).
  {
    id: 'glucose_lowering-brand-244',
    cls: 'glucose_lowering',
    style: 'brand',
    answers: meds('Diamicron MR 60 every morning'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha and diabetes medicines; "Lantus insulin injections" in Arabic.
  {
    id: 'glucose_lowering-arabic-245',
    cls: 'glucose_lowering',
    style: 'arabic',
    answers: { ...BASE_MAN, ...meds('ابر انسولين لانتوس بالليل') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha and diabetes medicines; described only as "sugar tablets".
  {
    id: 'glucose_lowering-vague-246',
    cls: 'glucose_lowering',
    style: 'vague',
    answers: meds('sugar tablets twice a day'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha and diabetes; type 2 diabetes typed in the concerns box.
  {
    id: 'glucose_lowering-health-box-247',
    cls: 'glucose_lowering',
    style: 'health-box',
    answers: concernBox('type 2 diabetes', []),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Digoxin ──────────────────────────────────────────────────────────────────
  // Digoxin label: narrow therapeutic index; low magnesium or potassium and high calcium increase toxicity (Lanoxin = digoxin).
  {
    id: 'digoxin-brand-248',
    cls: 'digoxin',
    style: 'brand',
    answers: meds('Lanoxin 0.125mg daily'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['digoxin'],
    source: dailymed('digoxin'),
  },
  // Digoxin in Arabic script.
  {
    id: 'digoxin-arabic-249',
    cls: 'digoxin',
    style: 'arabic',
    answers: meds('ديجوكسين حبة يوميا للقلب'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['digoxin'],
    source: dailymed('digoxin'),
  },

  // ── Diuretic ─────────────────────────────────────────────────────────────────
  // ODS magnesium: diuretics; described only as "water pills".
  {
    id: 'diuretic-vague-250',
    cls: 'diuretic',
    style: 'vague',
    answers: meds('water pills for the swelling in my legs'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['diuretic'],
    source: MAGNESIUM,
  },
  // ODS calcium/magnesium: diuretics; "diuretic pills" in Arabic.
  {
    id: 'diuretic-arabic-251',
    cls: 'diuretic',
    style: 'arabic',
    answers: meds('حبوب مدرة للبول'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['diuretic'],
    source: CALCIUM,
  },
  // ODS magnesium: potassium-sparing diuretics (Aldactone = spironolactone) with a beta-blocker (Concor = bisoprolol).
  {
    id: 'diuretic-multi-252',
    cls: 'diuretic',
    style: 'multi',
    answers: meds('Aldactone 25 + Concor 5'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['diuretic', 'blood_pressure'],
    source: MAGNESIUM,
  },

  // ── Blood pressure ───────────────────────────────────────────────────────────
  // NCCIH: ashwagandha may interact with blood-pressure medicines (Concor = bisoprolol).
  {
    id: 'blood_pressure-dose-253',
    cls: 'blood_pressure',
    style: 'dose',
    answers: meds('Concor 5 OD'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha and blood-pressure medicines; "pressure pills" in Gulf Arabic.
  {
    id: 'blood_pressure-arabic-254',
    cls: 'blood_pressure',
    style: 'arabic',
    answers: { ...BASE_MAN, ...meds('حبوب الضغط كل يوم') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha and blood-pressure medicines; Arabizi "I take pressure (dagh6) pills every day".
  {
    id: 'blood_pressure-transliteration-255',
    cls: 'blood_pressure',
    style: 'transliteration',
    answers: meds('a5ith 7bob dagh6 kil yom'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha may lower blood pressure; high blood pressure typed in the concerns box.
  {
    id: 'blood_pressure-health-box-256',
    cls: 'blood_pressure',
    style: 'health-box',
    answers: concernBox('high blood pressure', []),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Statin ───────────────────────────────────────────────────────────────────
  // NCCIH: statins lower CoQ10 levels (Lipitor = atorvastatin).
  {
    id: 'statin-brand-257',
    cls: 'statin',
    style: 'brand',
    answers: meds('Lipitor 20mg at night'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['statin'],
    source: NCCIH_COQ10,
  },
  // NCCIH: statins and CoQ10; "cholesterol pill Crestor" in Arabic script.
  {
    id: 'statin-arabic-258',
    cls: 'statin',
    style: 'arabic',
    answers: meds('حبة الكوليسترول كريستور ١٠'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['statin'],
    source: NCCIH_COQ10,
  },
  // Cancelled: atorvastatin stopped for muscle pain.
  {
    id: 'statin-negation-259',
    cls: 'statin',
    style: 'negation',
    answers: meds('stopped Lipitor 6 months ago because of muscle pain'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['statin'],
    source: dailymed('atorvastatin'),
  },

  // ── Antithyroid ──────────────────────────────────────────────────────────────
  // NCCIH: ashwagandha may raise thyroid hormone and should be avoided with thyroid disorders (Neo-Mercazole = carbimazole).
  {
    id: 'antithyroid-brand-260',
    cls: 'antithyroid',
    style: 'brand',
    answers: meds('Neo-Mercazole 5mg twice daily'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha and thyroid disorders; overactive thyroid typed in the concerns box.
  {
    id: 'antithyroid-health-box-261',
    cls: 'antithyroid',
    style: 'health-box',
    answers: concernBox('overactive thyroid (Graves)', []),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha and thyroid disorders; "carbimazole for the thyroid" in Arabic script.
  {
    id: 'antithyroid-arabic-262',
    cls: 'antithyroid',
    style: 'arabic',
    answers: { ...BASE_MAN, ...meds('كاربيمازول لفرط نشاط الغدة الدرقية') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['antithyroid'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Retinoid ─────────────────────────────────────────────────────────────────
  // ODS vitamin A: isotretinoin (Roaccutane) with vitamin A supplements (a multivitamin) risks vitamin A toxicity.
  {
    id: 'retinoid-brand-263',
    cls: 'retinoid',
    style: 'brand',
    answers: { ...ROACCUTANE_WOMAN, ...meds('Roaccutane 20mg') },
    mustNotRecommend: ['multivitamin'],
    mustMention: [],
    expectClasses: ['retinoid'],
    source: VITAMIN_A,
  },
  // ODS vitamin A: isotretinoin; Roaccutane as Gulf residents write it in Arabic.
  {
    id: 'retinoid-arabic-264',
    cls: 'retinoid',
    style: 'arabic',
    answers: { ...ROACCUTANE_MAN, ...meds('روكتان ٢٠ حبة يوميا') },
    mustNotRecommend: ['multivitamin'],
    mustMention: [],
    expectClasses: ['retinoid'],
    source: VITAMIN_A,
  },
  // Cancelled: the isotretinoin course is finished.
  {
    id: 'retinoid-negation-265',
    cls: 'retinoid',
    style: 'negation',
    answers: { ...ROACCUTANE_WOMAN, ...meds('finished my Roaccutane course last year, not on it anymore') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['retinoid'],
    source: VITAMIN_A,
  },

  // ── Levodopa ─────────────────────────────────────────────────────────────────
  // ODS iron: iron reduces levodopa absorption (Sinemet = carbidopa/levodopa).
  {
    id: 'levodopa-brand-266',
    cls: 'levodopa',
    style: 'brand',
    answers: meds('Sinemet 25/100 three times a day'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levodopa'],
    source: IRON,
  },
  // ODS iron: levodopa; Parkinson's typed in the concerns box.
  {
    id: 'levodopa-health-box-267',
    cls: 'levodopa',
    style: 'health-box',
    answers: { ...BASE_MAN_56, ...concernBox("Parkinson's disease", []) },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levodopa'],
    source: IRON,
  },

  // ── Hormonal therapy ─────────────────────────────────────────────────────────
  // Yasmin = drospirenone/ethinylestradiol combined pill (label lists interacting products).
  {
    id: 'hormonal_therapy-brand-268',
    cls: 'hormonal_therapy',
    style: 'brand',
    answers: meds('Yasmin pill'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormonal_therapy'],
    source: dailymed('drospirenone ethinyl estradiol'),
  },
  // "Contraceptive pills" in Arabic.
  {
    id: 'hormonal_therapy-arabic-269',
    cls: 'hormonal_therapy',
    style: 'arabic',
    answers: meds('حبوب منع الحمل'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormonal_therapy'],
    source: dailymed('ethinyl estradiol'),
  },
  // "Contraceptive pills" in Arabizi (7 = ح, 3 = ع).
  {
    id: 'hormonal_therapy-transliteration-270',
    cls: 'hormonal_therapy',
    style: 'transliteration',
    answers: meds('7ubub man3 el 7aml'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormonal_therapy'],
    source: dailymed('ethinyl estradiol'),
  },

  // ── Sedative ─────────────────────────────────────────────────────────────────
  // NCCIH: ashwagandha may interact with sedatives (Stilnox = zolpidem).
  {
    id: 'sedative-brand-271',
    cls: 'sedative',
    style: 'brand',
    answers: { ...SLEEP_STRESS_WOMAN, ...meds('Stilnox 10 at night') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha and sedatives (alprazolam misspelt, as needed).
  {
    id: 'sedative-typo-272',
    cls: 'sedative',
    style: 'typo',
    answers: { ...SLEEP_STRESS_MAN, ...meds('alprazolm 0.5 when anxious') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: ashwagandha and sedatives; Arabizi "sleeping pills every night" (7 = ح).
  {
    id: 'sedative-transliteration-273',
    cls: 'sedative',
    style: 'transliteration',
    answers: { ...SLEEP_STRESS_WOMAN, ...meds('7ubub nom kil lela') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['sedative'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Bisphosphonate ───────────────────────────────────────────────────────────
  // ODS calcium/magnesium: they reduce absorption of oral bisphosphonates (Fosamax = alendronate).
  {
    id: 'bisphosphonate-brand-274',
    cls: 'bisphosphonate',
    style: 'brand',
    answers: meds('Fosamax 70mg once a week'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['bisphosphonate'],
    source: MAGNESIUM,
  },
  // ODS calcium: bisphosphonates; Bonviva (ibandronate) monthly with calcium and vitamin D on one line.
  {
    id: 'bisphosphonate-multi-275',
    cls: 'bisphosphonate',
    style: 'multi',
    answers: meds('Bonviva monthly + calcium D3 + vit D 50000 weekly'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['bisphosphonate'],
    source: CALCIUM,
  },
];
