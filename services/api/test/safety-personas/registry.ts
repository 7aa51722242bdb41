import type { SafetyPersona } from './persona';
import { CONDITION_PERSONAS } from './sets/personas-conditions';
import { EIGHTH_KNOWLEDGE_GAP_PERSONAS } from './sets/personas-eighth-knowledge-gaps';
import { FIFTH_COMMUNITY_PERSONAS } from './sets/personas-fifth-community';
import { FIFTH_GULF_LISTS_PERSONAS } from './sets/personas-fifth-gulf-lists';
import { FOURTH_ARABIC_PERSONAS } from './sets/personas-fourth-arabic';
import { FOURTH_FREEFORM_PERSONAS } from './sets/personas-fourth-freeform';
import { ELEVENTH_UNSEEN_PERSONAS } from './sets/personas-eleventh-unseen';
import { FRESH_PERSONAS } from './sets/personas-fresh';
import { MEDICINE_PERSONAS } from './sets/personas-medicines';
import { NINTH_READING_ERROR_PERSONAS } from './sets/personas-ninth-reading-errors';
import { SEVENTH_REDTEAM_PERSONAS } from './sets/personas-seventh-redteam';
import { SIXTH_REDTEAM_PERSONAS } from './sets/personas-sixth-redteam';
import { TENTH_AHEAD_PERSONAS, TENTH_LABEL_PERSONAS } from './sets/personas-tenth-ahead-and-labels';
import { THIRD_CONDITIONS_PERSONAS } from './sets/personas-third-conditions';
import { THIRD_MEDICINE_PERSONAS } from './sets/personas-third-medicines';
import {
  TWELFTH_BLOOD_THINNER_PERSONAS,
  TWELFTH_CONDITION_PERSONAS,
  TWELFTH_METABOLIC_PERSONAS,
  TWELFTH_NEGATIVE_PERSONAS,
  TWELFTH_NERVES_IMMUNE_CANCER_PERSONAS,
  TWELFTH_OTHER_MEDICINE_PERSONAS,
} from './sets/personas-twelfth-unseen';
import {
  THIRTEENTH_BLOOD_THINNER_PERSONAS,
  THIRTEENTH_CONDITION_PERSONAS,
  THIRTEENTH_METABOLIC_PERSONAS,
  THIRTEENTH_NEGATIVE_PERSONAS,
  THIRTEENTH_NERVES_IMMUNE_CANCER_PERSONAS,
  THIRTEENTH_OTHER_MEDICINE_PERSONAS,
} from './sets/personas-thirteenth-unseen';
import {
  FOURTEENTH_DIALECT_PERSONAS,
  FOURTEENTH_LABEL_PERSONAS,
  FOURTEENTH_MESSY_PERSONAS,
  FOURTEENTH_NEGATIVE_PERSONAS,
  FOURTEENTH_NUMBER_PERSONAS,
  FOURTEENTH_RARE_CLASS_PERSONAS,
  FOURTEENTH_SWAPPED_PERSONAS,
} from './sets/personas-fourteenth-unseen';
import {
  FIFTEENTH_CONDITION_WORDING_PERSONAS,
  FIFTEENTH_NEGATIVE_PERSONAS,
  FIFTEENTH_POLYPHARMACY_PERSONAS,
  FIFTEENTH_PREGNANCY_PERSONAS,
  FIFTEENTH_PRESCRIBED_SUPPLEMENT_PERSONAS,
  FIFTEENTH_STOP_CONDITION_PERSONAS,
  FIFTEENTH_TENSE_PERSONAS,
} from './sets/personas-fifteenth-unseen';
import {
  SIXTEENTH_ANTACID_OMEGA_PERSONAS,
  SIXTEENTH_FAMILY_PERSONAS,
  SIXTEENTH_MESSY_PERSONAS,
  SIXTEENTH_NEGATIVE_PERSONAS,
  SIXTEENTH_PREGNANCY_PERSONAS,
  SIXTEENTH_SPELLING_PERSONAS,
  SIXTEENTH_TENSE_PERSONAS,
} from './sets/personas-sixteenth-unseen';
import {
  SEVENTEENTH_REAFFIRMED_PERSONAS,
  SEVENTEENTH_NOT_NEGATED_PERSONAS,
  SEVENTEENTH_FAMILY_AND_ME_PERSONAS,
  SEVENTEENTH_SINCE_PERSONAS,
  SEVENTEENTH_SOON_PERSONAS,
  SEVENTEENTH_PREGNANCY_PERSONAS,
  SEVENTEENTH_NUMBERS_PERSONAS,
  SEVENTEENTH_MESSY_PERSONAS,
} from './sets/personas-seventeenth-unseen';
import {
  EIGHTEENTH_OTHER_STOPPED_PERSONAS,
  EIGHTEENTH_FAMILY_BESIDE_PERSONAS,
  EIGHTEENTH_QUESTION_CONDITIONAL_PERSONAS,
  EIGHTEENTH_LANGUAGE_PERSONAS,
  EIGHTEENTH_LIST_DOSE_PERSONAS,
  EIGHTEENTH_KNOWLEDGE_GAP_PERSONAS,
  EIGHTEENTH_NEGATIVE_PERSONAS,
} from './sets/personas-eighteenth-unseen';
import {
  NINETEENTH_GULF_EGYPT_PERSONAS,
  NINETEENTH_SOUTH_ASIA_PHILIPPINES_UK_PERSONAS,
  NINETEENTH_ABBREVIATION_PERSONAS,
  NINETEENTH_REPORT_LETTER_PERSONAS,
  NINETEENTH_LOOKS_NEGATED_PERSONAS,
  NINETEENTH_AS_NEEDED_QUESTION_PERSONAS,
  NINETEENTH_CARER_MIXED_PERSONAS,
  NINETEENTH_LIST_PRESCRIPTION_PERSONAS,
  NINETEENTH_OVER_CAUTIOUS_PERSONAS,
} from './sets/personas-nineteenth-unseen';
import {
  TWENTIETH_PASTED_LIST_PERSONAS,
  TWENTIETH_CHAT_DICTATION_PERSONAS,
  TWENTIETH_MIXED_LANGUAGE_PERSONAS,
  TWENTIETH_LOOKS_ENDED_PERSONAS,
  TWENTIETH_BESIDE_OTHERS_PERSONAS,
  TWENTIETH_LAB_VALUE_PERSONAS,
  TWENTIETH_OVER_CAUTIOUS_PERSONAS,
} from './sets/personas-twentieth-unseen';
import {
  TWENTY_FIRST_BLOOD_THINNER_PERSONAS,
  TWENTY_FIRST_PREGNANCY_PERSONAS,
  TWENTY_FIRST_ASHWAGANDHA_PERSONAS,
  TWENTY_FIRST_KIDNEY_IRON_CALCIUM_PERSONAS,
  TWENTY_FIRST_GLP1_RETINOID_MOOD_PERSONAS,
  TWENTY_FIRST_GREEN_TEA_SPACING_PERSONAS,
} from './sets/personas-twenty-first-unseen';
import {
  TWENTY_SECOND_GLP1_OMEGA_PERSONAS,
  TWENTY_SECOND_STIMULANT_HIV_TB_CHELATOR_PERSONAS,
  TWENTY_SECOND_PAST_FUTURE_PERSONAS,
  TWENTY_SECOND_DENIAL_LIST_PERSONAS,
  TWENTY_SECOND_SPELLING_PERSONAS,
  TWENTY_SECOND_ANTACID_PERSONAS,
  TWENTY_SECOND_PREGNANCY_PERSONAS,
  TWENTY_SECOND_MIXED_LIST_PERSONAS,
} from './sets/personas-twenty-second-unseen';
import {
  TWENTY_THIRD_KIDNEY_PERSONAS,
  TWENTY_THIRD_LIVER_PERSONAS,
  TWENTY_THIRD_STONES_CALCIUM_PERSONAS,
  TWENTY_THIRD_IRON_BLOOD_PERSONAS,
  TWENTY_THIRD_IMMUNE_MOOD_OTHER_PERSONAS,
  TWENTY_THIRD_PREGNANCY_PERSONAS,
  TWENTY_THIRD_OVER_CAUTIOUS_PERSONAS,
} from './sets/personas-twenty-third-unseen';
import {
  TWENTY_FOURTH_BLOOD_THINNER_PERSONAS,
  TWENTY_FOURTH_ASHWAGANDHA_PERSONAS,
  TWENTY_FOURTH_GREEN_TEA_PERSONAS,
  TWENTY_FOURTH_GLP1_RETINOID_MOOD_PERSONAS,
  TWENTY_FOURTH_KIDNEY_IRON_CALCIUM_PERSONAS,
  TWENTY_FOURTH_SPACING_PERSONAS,
} from './sets/personas-twenty-fourth-unseen';
import {
  TWENTY_FIFTH_DENIAL_LIST_PERSONAS,
  TWENTY_FIFTH_SCREENING_PERSONAS,
  TWENTY_FIFTH_STOPPED_SWITCHED_PERSONAS,
  TWENTY_FIFTH_ALLERGY_REFUSED_PERSONAS,
  TWENTY_FIFTH_SOMEONE_ELSE_PERSONAS,
  TWENTY_FIFTH_RESOLVED_PERSONAS,
} from './sets/personas-twenty-fifth-unseen';
import {
  TWENTY_SIXTH_SUPPLEMENTS_BOX_PERSONAS,
  TWENTY_SIXTH_GOALS_BOX_PERSONAS,
  TWENTY_SIXTH_DIET_BOX_PERSONAS,
  TWENTY_SIXTH_CONCERNS_BOX_PERSONAS,
} from './sets/personas-twenty-sixth-unseen';

/** One persona set: the file `sets/personas-<name>.ts` and every persona it exports. */
export interface PersonaSet {
  name: string;
  personas: readonly SafetyPersona[];
  /**
   * Personas of the set that still fail, by id, each with what is wrong: open defects of the
   * engine, tracked in docs/safety-<name>-first-run.md and issue P. They run as failing tests
   * (personas.spec.ts), so fixing one turns the suite red until it leaves this list; their
   * expectations stay as written.
   */
  openDefects?: Readonly<Record<string, string>>;
}

/** Where a set's file lives, relative to this folder. */
export const setFile = (name: string): string => `sets/personas-${name}.ts`;

/**
 * Every persona set, in the order they were written. Only what is listed here runs (the persona
 * suite, `npm run report:safety`); structure.spec.ts fails when a file in sets/ is missing from
 * this list, or when a set's file exports personas that are not registered with it.
 */
export const PERSONA_SETS: readonly PersonaSet[] = [
  { name: 'medicines', personas: MEDICINE_PERSONAS },
  { name: 'conditions', personas: CONDITION_PERSONAS },
  { name: 'fresh', personas: FRESH_PERSONAS },
  { name: 'third-medicines', personas: THIRD_MEDICINE_PERSONAS },
  { name: 'third-conditions', personas: THIRD_CONDITIONS_PERSONAS },
  { name: 'fourth-freeform', personas: FOURTH_FREEFORM_PERSONAS },
  { name: 'fourth-arabic', personas: FOURTH_ARABIC_PERSONAS },
  { name: 'fifth-community', personas: FIFTH_COMMUNITY_PERSONAS },
  { name: 'fifth-gulf-lists', personas: FIFTH_GULF_LISTS_PERSONAS },
  { name: 'sixth-redteam', personas: SIXTH_REDTEAM_PERSONAS },
  { name: 'seventh-redteam', personas: SEVENTH_REDTEAM_PERSONAS },
  { name: 'eighth-knowledge-gaps', personas: EIGHTH_KNOWLEDGE_GAP_PERSONAS },
  { name: 'ninth-reading-errors', personas: NINTH_READING_ERROR_PERSONAS },
  { name: 'tenth-ahead-and-labels', personas: [...TENTH_AHEAD_PERSONAS, ...TENTH_LABEL_PERSONAS] },
  {
    name: 'eleventh-unseen',
    personas: ELEVENTH_UNSEEN_PERSONAS,
  },
  {
    name: 'twelfth-unseen',
    personas: [
      ...TWELFTH_BLOOD_THINNER_PERSONAS,
      ...TWELFTH_METABOLIC_PERSONAS,
      ...TWELFTH_NERVES_IMMUNE_CANCER_PERSONAS,
      ...TWELFTH_OTHER_MEDICINE_PERSONAS,
      ...TWELFTH_CONDITION_PERSONAS,
      ...TWELFTH_NEGATIVE_PERSONAS,
    ],
  },
  {
    name: 'thirteenth-unseen',
    personas: [
      ...THIRTEENTH_BLOOD_THINNER_PERSONAS,
      ...THIRTEENTH_METABOLIC_PERSONAS,
      ...THIRTEENTH_NERVES_IMMUNE_CANCER_PERSONAS,
      ...THIRTEENTH_OTHER_MEDICINE_PERSONAS,
      ...THIRTEENTH_CONDITION_PERSONAS,
      ...THIRTEENTH_NEGATIVE_PERSONAS,
    ],
  },
  {
    name: 'fourteenth-unseen',
    personas: [
      ...FOURTEENTH_LABEL_PERSONAS,
      ...FOURTEENTH_MESSY_PERSONAS,
      ...FOURTEENTH_SWAPPED_PERSONAS,
      ...FOURTEENTH_NUMBER_PERSONAS,
      ...FOURTEENTH_DIALECT_PERSONAS,
      ...FOURTEENTH_RARE_CLASS_PERSONAS,
      ...FOURTEENTH_NEGATIVE_PERSONAS,
    ],
  },
  {
    name: 'fifteenth-unseen',
    personas: [
      ...FIFTEENTH_POLYPHARMACY_PERSONAS,
      ...FIFTEENTH_CONDITION_WORDING_PERSONAS,
      ...FIFTEENTH_TENSE_PERSONAS,
      ...FIFTEENTH_PRESCRIBED_SUPPLEMENT_PERSONAS,
      ...FIFTEENTH_PREGNANCY_PERSONAS,
      ...FIFTEENTH_STOP_CONDITION_PERSONAS,
      ...FIFTEENTH_NEGATIVE_PERSONAS,
    ],
  },
  {
    name: 'sixteenth-unseen',
    personas: [
      ...SIXTEENTH_FAMILY_PERSONAS,
      ...SIXTEENTH_TENSE_PERSONAS,
      ...SIXTEENTH_SPELLING_PERSONAS,
      ...SIXTEENTH_ANTACID_OMEGA_PERSONAS,
      ...SIXTEENTH_PREGNANCY_PERSONAS,
      ...SIXTEENTH_MESSY_PERSONAS,
      ...SIXTEENTH_NEGATIVE_PERSONAS,
    ],
    openDefects: {
      // Over-cautious: a job, a finished or only-considered medicine, a carrier trait is read as taken or had.
      'glucose_lowering-negation-2530': "'ward nurse: I give insulin and heparin injections every shift, no medicines for me' is read as insulin and an anticoagulant taken",
      'integrase_inhibitor-negation-2531': "'pharmacy technician at an HIV clinic, I pack Triumeq and Biktarvy ...; I am healthy' is read as an integrase inhibitor taken",
      'glp1_agonist-negation-2538': "'thinking about asking for Mounjaro but have not seen a doctor yet' is read as a GLP-1 medicine taken",
      'anticoagulant-negation-2541': "'Clexane shots in both pregnancies, stopped after each delivery; my youngest is 2 now' is read as an anticoagulant and pregnancy now",
      'iron_chelator-negation-2550': "'thalassemia minor (carrier) only, never needed transfusions or Exjade' is read as thalassaemia, filed under iron overload, so iron is left out (the Exjade is now read as never taken)",
      'glp1_agonist-negation-2553': "'the doctor said Ozempic might be needed if my sugar goes up; not prescribed' is read as a GLP-1 medicine taken",
    },
  },
  {
    name: 'seventeenth-unseen',
    personas: [
      ...SEVENTEENTH_REAFFIRMED_PERSONAS,
      ...SEVENTEENTH_NOT_NEGATED_PERSONAS,
      ...SEVENTEENTH_FAMILY_AND_ME_PERSONAS,
      ...SEVENTEENTH_SINCE_PERSONAS,
      ...SEVENTEENTH_SOON_PERSONAS,
      ...SEVENTEENTH_PREGNANCY_PERSONAS,
      ...SEVENTEENTH_NUMBERS_PERSONAS,
      ...SEVENTEENTH_MESSY_PERSONAS,
    ],
  },
  {
    name: 'eighteenth-unseen',
    personas: [
      ...EIGHTEENTH_OTHER_STOPPED_PERSONAS,
      ...EIGHTEENTH_FAMILY_BESIDE_PERSONAS,
      ...EIGHTEENTH_QUESTION_CONDITIONAL_PERSONAS,
      ...EIGHTEENTH_LANGUAGE_PERSONAS,
      ...EIGHTEENTH_LIST_DOSE_PERSONAS,
      ...EIGHTEENTH_KNOWLEDGE_GAP_PERSONAS,
      ...EIGHTEENTH_NEGATIVE_PERSONAS,
    ],
    openDefects: {
      // Over-cautious: a medicine never started, declined or finished years ago is read as current.
      'glp1_agonist-negation-2822': "'I was going to start Mounjaro but the pharmacy had none, so I never did' is read as a GLP-1 medicine (and a diabetes medicine) taken",
      'antiplatelet-negation-2823': "'asked my GP about baby aspirin, she said I don't need it - so nothing' is read as an antiplatelet taken",
      'integrase_inhibitor-negation-2834': "'took PEP (Truvada + Isentress) for 28 days in 2020 ..., finished, HIV negative since' is read as an integrase inhibitor (and an immunosuppressant) taken",
    },
  },
  {
    name: 'nineteenth-unseen',
    personas: [
      ...NINETEENTH_GULF_EGYPT_PERSONAS,
      ...NINETEENTH_SOUTH_ASIA_PHILIPPINES_UK_PERSONAS,
      ...NINETEENTH_ABBREVIATION_PERSONAS,
      ...NINETEENTH_REPORT_LETTER_PERSONAS,
      ...NINETEENTH_LOOKS_NEGATED_PERSONAS,
      ...NINETEENTH_AS_NEEDED_QUESTION_PERSONAS,
      ...NINETEENTH_CARER_MIXED_PERSONAS,
      ...NINETEENTH_LIST_PRESCRIPTION_PERSONAS,
      ...NINETEENTH_OVER_CAUTIOUS_PERSONAS,
    ],
    openDefects: {
      // Missed: a class not read (hormonal contraception, which rules out no product of the plan).
      'sedative-negation-2909': "'apart from the pill I take nothing - oh wait, Rivotril 0.5' reads Rivotril but not 'the pill' as hormonal contraception",
      // Over-cautious: a relative's medicine, a stopped one beside a kept one, a finished course or a normal result is read as current.
      'quinolone_tetracycline-negation-2966': "'the doxycycline course for my chest infection ended last week' is read as a tetracycline taken",
      'levothyroxine-negation-2976': "'TSH 2.1, free T4 normal, thyroid antibodies negative' is read as levothyroxine and an antithyroid medicine",
      'pregnancy_breastfeeding-negation-2977': "'gestational diabetes in 2019 (diet only); my son is 5 now and my sugars are normal' is read as pregnancy and diabetes now",
      'tb_treatment-negation-2979': "'TB treatment finished in 2018 (6 months, cured)' is read as TB treatment now",
    },
  },
  {
    name: 'twentieth-unseen',
    personas: [
      ...TWENTIETH_PASTED_LIST_PERSONAS,
      ...TWENTIETH_CHAT_DICTATION_PERSONAS,
      ...TWENTIETH_MIXED_LANGUAGE_PERSONAS,
      ...TWENTIETH_LOOKS_ENDED_PERSONAS,
      ...TWENTIETH_BESIDE_OTHERS_PERSONAS,
      ...TWENTIETH_LAB_VALUE_PERSONAS,
      ...TWENTIETH_OVER_CAUTIOUS_PERSONAS,
    ],
    openDefects: {
      // Over-cautious: a stopped, completed, declined, denied or a relative's medicine or condition beside the user's own is read as current.
      'prescription_omega3-dose-3000': "'Atorvastatin 20 mg - STOPPED (myalgia)' in a lipid-clinic list is read as a statin taken",
      'retinoid-typo-3011': "'The doxy finished in January' is read as a tetracycline taken",
      'anticoagulant-arabic-3021': "'الدكتور وقف الأسبرين الشهر الماضي' (the doctor stopped the aspirin last month) is read as an antiplatelet taken",
      'hormonal_therapy-transliteration-3036': "'Tumigil na ako sa Diane-35 noong 2022 ... hindi pa rin ako buntis' (stopped the pill, still not pregnant) is read as hormonal therapy and pregnancy",
      'anticoagulant-multi-3061': "'My husband's (we share the app): Glucophage 500, Lipitor 20. Stopped: Aspirin' are read as the user's (metformin, statin, antiplatelet), and the plan stops",
      'blood_pressure-multi-3068': "'Took rosuvastatin 10 for a year, the GP stopped it' is read as a statin taken",
      'kidney_disease-health-box-3069': "'gestational diabetes (2016, resolved) ... Not pregnant, done with kids' is read as pregnancy and diabetes now, and the plan stops",
      'antithyroid-multi-3072': "'Mum: levothyroxine. … we're trying for a baby. Not pregnant yet.' reads trying to conceive, which the knowledge base files under pregnancy and breastfeeding (the mother's levothyroxine and the pregnancy are now read as not the user's)",
      'anticoagulant-multi-3101': "'carer for my father-in-law: his list is warfarin, bisoprolol, furosemide and Lantus ... I'm healthy, no medicines' is read as the user's",
      'lithium-arabic-3106': "'أخوي عنده ثنائي القطب وياخذ ليثيوم ... أنا ما عندي أي مرض نفسي وما آخذ أي دواء' (my brother's lithium) is read as lithium and bipolar disorder",
      'glucose_lowering-transliteration-3109': "'Prediabetic ... hindi pa kailangan ng metformin ... Si mama ang may insulin, hindi ako' is read as metformin and insulin taken",
      'ssri_snri-negation-3111': "'I'm NOT on any. Tried sertraline in 2020 for 2 weeks, hated it, stopped' is read as an SSRI taken",
      'surgery-negation-3114': "'no operation booked, maybe never ... gallbladder out in 2015. Nothing planned' is read as an operation ahead",
      'statin-multi-3115': "'no statin ... I take no medicines. My husband is the one on Crestor and Concor' is read as a statin and a BP medicine taken",
      'adhd_medicine-multi-3116': "'My son (9) takes methylphenidate ... I don't have ADHD and take nothing myself' is read as an ADHD medicine taken",
      'glp1_agonist-arabic-3117': "'جربت أوزمبك سنة ٢٠٢٢ لمدة شهرين ووقفته' (tried Ozempic for 2 months in 2022, stopped it) is read as a GLP-1 medicine taken",
    },
  },
  {
    name: 'twenty-first-unseen',
    personas: [
      ...TWENTY_FIRST_BLOOD_THINNER_PERSONAS,
      ...TWENTY_FIRST_PREGNANCY_PERSONAS,
      ...TWENTY_FIRST_ASHWAGANDHA_PERSONAS,
      ...TWENTY_FIRST_KIDNEY_IRON_CALCIUM_PERSONAS,
      ...TWENTY_FIRST_GLP1_RETINOID_MOOD_PERSONAS,
      ...TWENTY_FIRST_GREEN_TEA_SPACING_PERSONAS,
    ],
    openDefects: {
      // Missed: the class is not read; the ruled-out product is left out anyway (or, for the spacing classes, the mineral is planned without the class read).
      // Over-cautious: a medicine stopped beside the ones kept is read as taken.
      // Since the sixteenth session Cyrillic is read through its Latin spelling, but no Russian stop word is: warfarin is read, and so is the stopped Cardiomagnyl.
      'anticoagulant-multi-3123': "'Кардиомагнил кардиолог отменил в январе' (the cardiologist stopped Cardiomagnyl in January) is read as an antiplatelet taken",
      'antiplatelet-transliteration-3131': "'El doctor wa2af el Nexium' (Arabizi: the doctor stopped Nexium) is read as a PPI taken (Plavix and aspirin are read)",
    },
  },
  {
    name: 'twenty-second-unseen',
    personas: [
      ...TWENTY_SECOND_GLP1_OMEGA_PERSONAS,
      ...TWENTY_SECOND_STIMULANT_HIV_TB_CHELATOR_PERSONAS,
      ...TWENTY_SECOND_PAST_FUTURE_PERSONAS,
      ...TWENTY_SECOND_DENIAL_LIST_PERSONAS,
      ...TWENTY_SECOND_SPELLING_PERSONAS,
      ...TWENTY_SECOND_ANTACID_PERSONAS,
      ...TWENTY_SECOND_PREGNANCY_PERSONAS,
      ...TWENTY_SECOND_MIXED_LIST_PERSONAS,
    ],
    openDefects: {
      // Missed: the class is not read; no ruled-out product is planned (the unidentified-medicine fallback leaves the risky ones out).
      'pregnancy_breastfeeding-english-3343': "'feeding my 4-month-old myself, no formula' is not read as breastfeeding",
      // Over-cautious: a medicine stopped years ago, a denied list, someone else's medicine or an allergy is read as taken or had.
      'retinoid-negation-3294': "'Took Roaccutane for 6 months back in 2015, finished the course, skin clear ever since' is read as a retinoid taken",
      'antiepileptic-negation-3295': "'Used to take Depakote as a teenager - stopped in 2009, no seizures since, no meds now' is read as an anti-seizure medicine taken",
      'anticoagulant-negation-3299': "'None of these: warfarin / aspirin / clopidogrel / insulin.' is read as an anticoagulant, an antiplatelet and insulin taken",
      'blood_pressure-transliteration-3301': "'Na BP ki goli, na sugar ki, na thyroid ki - kuch bhi nahi leta' (no BP, sugar or thyroid pills) is read as a diabetes medicine taken",
      'anticoagulant-arabic-3309': "'مش باخد أي أدوية: لا سيولة ولا ضغط ولا سكر' (I take no medicines: no thinner, no BP, no sugar) is read as blood thinners, BP and diabetes medicines",
      'calcium_antacid-negation-3335': "'Chewed Tums through my pregnancy (my son is 3 now); none since' is read as a calcium antacid and pregnancy now",
      'glucose_lowering-negation-3363': "'my dad's list is insulin, aspirin and Lipitor but that's him not me' is read as the user's insulin, antiplatelet and statin",
      'ssri_snri-multi-3364': "'Previous meds (all stopped 2021): sertraline 50, propranolol 10 PRN. Current: none.' is read as an SSRI and a BP medicine taken",
      'antiplatelet-negation-3365': "'Allergic to penicillin and aspirin, so no aspirin ever' is read as an antiplatelet taken",
      'adhd_medicine-negation-3366': "'No longer on Concerta - stopped at 18, I'm 29 now' is read as an ADHD medicine taken",
      'metformin-arabic-3367': "'كنت آخذ جلوكوفاج أيام سكر الحمل وبطلته بعد الولادة، من ٤ سنين' (Glucophage in a pregnancy 4 years ago, stopped) is read as a diabetes medicine and pregnancy now",
    },
  },
  {
    name: 'twenty-third-unseen',
    personas: [
      ...TWENTY_THIRD_KIDNEY_PERSONAS,
      ...TWENTY_THIRD_LIVER_PERSONAS,
      ...TWENTY_THIRD_STONES_CALCIUM_PERSONAS,
      ...TWENTY_THIRD_IRON_BLOOD_PERSONAS,
      ...TWENTY_THIRD_IMMUNE_MOOD_OTHER_PERSONAS,
      ...TWENTY_THIRD_PREGNANCY_PERSONAS,
      ...TWENTY_THIRD_OVER_CAUTIOUS_PERSONAS,
    ],
    openDefects: {
      // Missed: the class is not read; no ruled-out product is planned (Cyrillic plans nothing a class rules out; the others are stopped or planned around by another reading).
      'bleeding_disorder-transliteration-3436': "'Mage platelet count eka godak aduyi (55), podi thuwalayakatath le yanawa' (Sinhala-English: platelets 55, I bleed from a small wound) is not read as a bleeding disorder but as liver disease, and the plan stops",
      // Over-cautious: a relative's condition, one resolved or ruled out by a test, or a carrier trait is read as the user's own.
      'kidney_disease-arabic-3473': "'أبوي يسوي غسيل كلى، وأنا الحمدلله كليتي سليمة' (my father is on dialysis, my kidneys are healthy) is read as kidney disease, and the plan stops",
      'kidney_disease-transliteration-3474': "'Ang tatay ko ang nagda-dialysis, hindi ako' (my father is on dialysis, not me) is read as kidney disease, and the plan stops",
      'liver_disease-negation-3475': "'Fatty liver in 2019, lost 18 kg, and the 2024 ultrasound and liver tests were both normal' is read as liver disease now, and the plan stops",
      'liver_disease-multi-3478': "'Гепатита нет: анализы на В и С отрицательные' (Russian: no hepatitis, B and C tests negative) is read as liver disease, and the plan stops",
      'kidney_stones-negation-3479': "'checked for a kidney stone - CT was clear, it turned out to be a pulled muscle' is read as kidney stones",
      'hypercalcaemia-negation-3482': "'Parathyroid adenoma removed in 2021, calcium normal ever since' is read as high calcium now",
      'iron_overload-negation-3483': "'Tested for thalassaemia before marriage: only the trait (minor), never transfused' is read as iron overload, so iron is left out",
      'iron_overload-arabic-3484': "'حاملة صفة الثلاسيميا بس، ما عندي المرض' (only a thalassaemia trait carrier, not the disease) is read as iron overload and as pregnancy",
      'iron_overload-negation-3485': "'HFE gene test negative and the doctor said no haemochromatosis' is read as iron overload, so iron is left out",
      'sickle_cell-transliteration-3486': "'Ana 7amel sifat el sickle cell bas (AS), ma 3indi el marad' (only the sickle cell trait, not the disease) is read as sickle cell disease and as pregnancy",
      'bleeding_disorder-negation-3488': "'My son has haemophilia A. I'm a carrier but my factor VIII is 85% and I've never had a bleeding problem' is read as a bleeding disorder",
      'surgery-arabic-3495': "'سويت عملية الزايدة قبل خمس سنين، وما عندي أي عملية قادمة' (appendix out five years ago, no operation coming) is read as an operation ahead",
      'g6pd_deficiency-negation-3497': "'G6PD screening done at birth and again …: normal both times' is read as G6PD deficiency",
      'pregnancy_breastfeeding-transliteration-3499': "'Tapos na akong magpa-breastfeed noong isang taon pa … Hindi rin ako buntis' (stopped breastfeeding a year ago, not pregnant) is read as pregnancy or breastfeeding",
      'pregnancy_breastfeeding-arabic-3500': "'ولدت قبل سنتين وفطمت ولدي، وما أنا حامل الحين' (gave birth two years ago, weaned, not pregnant now) is read as pregnancy or breastfeeding",
    },
  },
  {
    name: 'twenty-fourth-unseen',
    personas: [
      ...TWENTY_FOURTH_BLOOD_THINNER_PERSONAS,
      ...TWENTY_FOURTH_ASHWAGANDHA_PERSONAS,
      ...TWENTY_FOURTH_GREEN_TEA_PERSONAS,
      ...TWENTY_FOURTH_GLP1_RETINOID_MOOD_PERSONAS,
      ...TWENTY_FOURTH_KIDNEY_IRON_CALCIUM_PERSONAS,
      ...TWENTY_FOURTH_SPACING_PERSONAS,
    ],
    openDefects: {
      // Missed: the class is not read; no ruled-out product is planned (another reading stops the plan or leaves it out), or the spacing class is not read beside the planned zinc.
      // Over-cautious: the dangerous class is read, but a medicine or condition stopped, denied, crossed out or someone else's beside it is read as the user's too.
      'anticoagulant-dose-3504': "'Plan: continue apixaban 5 BD; stop aspirin' in a clinic letter reads the stopped aspirin as an antiplatelet taken",
      'anticoagulant-multi-3507': "'Аспирин отменили' (Russian: the aspirin was stopped) beside Xarelto is read as an antiplatelet taken",
      'antiplatelet-negation-3513': "'No blood thinners like warfarin, just the Brilinta 90 … and aspirin 81' reads the denied warfarin as an anticoagulant taken",
      'antiplatelet-transliteration-3514': "'Sugar nahi hai mujhe, lekin Ecosprin 75 aur Clopitab 75 roz leta hoon' (Hinglish: I have no diabetes, but …) reads the denied diabetes as a diabetes medicine taken",
      'antiplatelet-multi-3517': "'My list: ✗ warfarin ✗ insulin ✓ clopidogrel 75 ✓ atorvastatin 40' reads the crossed-out warfarin and insulin as taken",
      'glucose_lowering-arabic-3524': "'أنا مش عندي ضغط الحمد لله، بس باخد أماريل' (Egyptian Arabic: I don't have blood pressure, but I take Amaryl) reads the denied blood pressure as a BP medicine taken",
      'blood_pressure-multi-3531': "'… لوسار ۵۰ روز صبح لیتی ہوں، شوگر نہیں ہے' (Urdu: Losar 50 every morning, I don't have diabetes) reads the denied diabetes as a diabetes medicine taken",
      'immunosuppressant-arabic-3536': "'ما عندي سكر ولا ضغط، بس آخذ إيموران' (Gulf Arabic: no diabetes and no blood pressure, but I take Imuran) reads the denied diabetes as a diabetes medicine taken",
      'antithyroid-transliteration-3542': "'Neomercazole 10 daily kazhikkunnu. Thyroxine alla, athu ammaykku aanu' (Malayalam-English: not thyroxine, that is my mother's) reads the mother's thyroxine as the user's levothyroxine",
      'glp1_agonist-multi-3571': "'Саксенда 1,8 мг каждый день, третий месяц. Метформин отменили' (Russian: Saxenda daily, third month; metformin stopped) reads the stopped metformin as taken (and reads a retinoid that is not there)",
      'levothyroxine-negation-3615': "'No thyroid cancer, it was a benign goitre - they removed the whole thyroid, so levothyroxine 125 for life now' reads the denied thyroid cancer as cancer treatment now, and the plan stops",
    },
  },
  {
    name: 'twenty-fifth-unseen',
    personas: [
      ...TWENTY_FIFTH_DENIAL_LIST_PERSONAS,
      ...TWENTY_FIFTH_SCREENING_PERSONAS,
      ...TWENTY_FIFTH_STOPPED_SWITCHED_PERSONAS,
      ...TWENTY_FIFTH_ALLERGY_REFUSED_PERSONAS,
      ...TWENTY_FIFTH_SOMEONE_ELSE_PERSONAS,
      ...TWENTY_FIFTH_RESOLVED_PERSONAS,
    ],
    openDefects: {
      // Over-cautious: a denied list (comma, slash, 'na … na …', 'لا … ولا …', 'wala akong …') is read as the classes it names.
      'levothyroxine-multi-3700': "'دکتر گفت قرص کلسترول لازم نیست، ولی لووتیروکسین ۱۰۰ را هر روز ناشتا می‌خورم' (Persian: the doctor said no cholesterol pill is needed, but I take levothyroxine 100 daily): since the sixteenth session the levothyroxine is read, but the cholesterol pill said not to be needed is read as a statin taken",
      'anticoagulant-negation-3623': "'Not taking any of the following - Coumadin, Plavix, Eliquis, heparin' is read as an anticoagulant and an antiplatelet taken",
      'blood_pressure-arabic-3625': "'ما في عندي لا ضغط ولا سكري ولا مشاكل بالغدة الدرقية' (Levantine: no BP, no diabetes, no thyroid problems) is read as BP, diabetes and both thyroid medicines",
      'anticoagulant-transliteration-3627': "'mafeesh ay dawa 5ales, la aspirin wala marevan wala ensolin' (Arabizi: no medicine at all, no aspirin, no Marevan, no insulin) is read as an antiplatelet, an anticoagulant and insulin taken",
      'levothyroxine-multi-3628': "'مجھے نہ شوگر ہے نہ بلڈ پریشر نہ تھائیرائیڈ' (Urdu: I have no sugar, no BP, no thyroid) is read as diabetes, BP and both thyroid medicines",
      'liver_disease-multi-3630': "'Диабета, давления и проблем с печенью нет' (Russian: no diabetes, blood pressure or liver problems) is read as a diabetes medicine",
      'anticoagulant-negation-3632': "'Blood thinners: N/A | Diabetes meds: N/A | Thyroid meds: N/A' is read as an anticoagulant, an antiplatelet, a diabetes medicine and both thyroid medicines",
      'glucose_lowering-transliteration-3637': "'BP nahi hai, thyroid nahi hai, bas sugar ki goli Glycomet GP 1' (no BP, no thyroid, only the sugar tablet) is read as a BP medicine and levothyroxine beside the Glycomet (read)",
      'levothyroxine-transliteration-3639': "'Wala akong diabetes o altapresyon, pero may hypothyroid ako - Euthyrox 50' (no diabetes or high BP, but hypothyroid on Euthyrox) is read as a diabetes and a BP medicine beside the levothyroxine (read)",
      'liver_disease-multi-3640': "'Диабета нет, давление в норме, но гепатит С' (Russian: no diabetes, BP normal, but hepatitis C) is read as a diabetes medicine (and a retinoid) beside the liver disease (read), and the plan stops",
      // Over-cautious: a normal screening or visa-medical result is read as the condition tested for.
      'liver_disease-negation-3644': "'Visa medical 2025: all clear - HIV, hepatitis B and C, TB and syphilis all negative' is read as liver disease (and an immunosuppressant), and the plan stops",
      'tb_treatment-arabic-3645': "'فحص الإقامة طلع سليم، الأشعة نظيفة وما عندي سل' (the residence-visa test was fine, the X-ray clear, no TB) is read as TB treatment",
      'glucose_lowering-transliteration-3646': "'Company medical mein sab normal aaya - fasting sugar 92, BP 118/76, thyroid bhi theek hai' (all normal) is read as a BP medicine and both thyroid medicines",
      'levothyroxine-dose-3647': "'TSH 2.4 mIU/L, within range. No thyroid tablets.' is read as levothyroxine and an antithyroid medicine",
      'blood_pressure-transliteration-3650': "'Pre-employment medical: normal lahat - BP 120/80' (all normal) is read as a BP medicine",
      // Over-cautious: a medicine stopped, finished or switched from is read as taken.
      'quinolone_tetracycline-negation-3663': "'Took doxycycline for malaria prevention on a Kenya trip in 2023 - done 4 weeks after coming back' is read as a tetracycline taken",
      'ssri_snri-transliteration-3664': "'Pehle escitalopram leti thi, doctor ne 2022 mein dheere dheere band karwa di, ab kuch nahi leti' (used to take escitalopram, tapered off in 2022) is read as an SSRI taken",
      'glp1_agonist-arabic-3665': "'كنت على ساكسندا سنة كاملة ووقفتها من ٢٠٢٣' (was on Saxenda for a year, stopped in 2023) is read as a GLP-1 medicine (and a diabetes medicine and pregnancy) now",
      'antiepileptic-transliteration-3666': "'Uminom ako ng Keppra noong bata pa ako, pero itinigil na ng doktor noong 2012' (took Keppra as a child, the doctor stopped it in 2012) is read as an anti-seizure medicine taken",
      'retinoid-multi-3667': "'Роаккутан пила полгода в 2019, курс закончен' (Russian: took Roaccutane for six months in 2019, course finished) is read as a retinoid taken",
      'blood_pressure-multi-3668': "'قبلاً آملودیپین می‌خوردم ولی دکتر دو سال پیش قطعش کرد' (Persian: I used to take amlodipine, the doctor stopped it two years ago) is read as a BP medicine taken",
      'immunosuppressant-negation-3669': "'Prednisolone taper finished in March after the asthma flare - no steroid tablets since' is read as an immunosuppressant taken",
      'lithium-negation-3670': "'Lithium was stopped in 2015 when the diagnosis was changed to depression only; now just sertraline 100' is read as lithium and bipolar disorder beside the SSRI (read)",
      'glucose_lowering-transliteration-3671': "'Pregnancy time insulin eduthirunnu, delivery kazhinju nirthi, ippo sugar normal aanu' (Malayalam-English: insulin in pregnancy, stopped after delivery, the son is 3) is read as insulin and pregnancy now",
      'glucose_lowering-english-3674': "'Changed from metformin to Jardiance 10 last year' is read as metformin taken beside the Jardiance (read)",
      'levothyroxine-arabic-3678': "'وقفت نيوميركازول بعد ما عملت اليود المشع، ودلوقتي باخد ثيروكسين' (Egyptian: stopped Neo-Mercazole after radioiodine, now on thyroxine) is read as an antithyroid medicine beside the levothyroxine (read)",
      // Over-cautious: an allergy, an intolerance, a refused or only-advised medicine is read as taken.
      'antiplatelet-negation-3681': "'ALLERGIES: aspirin (asthma attack), ibuprofen. Current meds: none.' is read as an antiplatelet taken",
      'statin-negation-3682': "'Can't tolerate statins - tried three, all gave me muscle pain, so the lipid clinic gave up' is read as a statin taken",
      'metformin-negation-3683': "'Doctor suggested metformin for my prediabetes but I chose diet and walking instead' is read as metformin and a diabetes medicine taken",
      'blood_pressure-transliteration-3684': "'Doctor ne BP ki goli likhi thi par maine shuru nahi ki' (the doctor prescribed a BP tablet but I never started it) is read as a BP medicine taken",
      'anticoagulant-english-3686': "'The cardiologist talked about blood thinners for my palpitations, but my stroke score was 0 so none needed' is read as an anticoagulant (and an antiplatelet) taken",
      'glp1_agonist-transliteration-3687': "'el doktor 2alli jarrib Ozempic bas ana rafadt' (Arabizi: the doctor told me to try Ozempic but I refused) is read as a GLP-1 medicine (and a diabetes medicine) taken",
      'ssri_snri-transliteration-3688': "'Niresetahan ako ng sertraline pero hindi ko ininom' (I was prescribed sertraline but never took it) is read as an SSRI taken",
      'statin-multi-3689': "'ڈاکٹر نے کولیسٹرول کی گولی کا کہا تھا لیکن میں نے نہیں لی' (Urdu: the doctor advised a cholesterol pill but I did not take it) is read as a statin taken",
      'antithyroid-transliteration-3690': "'Carbimazole kazhichappol allergy vannu ... ippo thyroid normal, marunnilla' (allergic to carbimazole, radioiodine in 2019, no medicine now) is read as an antithyroid medicine taken",
      'retinoid-negation-3691': "'Dermatologist offered isotretinoin for my acne but I'm sticking with the benzoyl peroxide wash' is read as a retinoid taken",
      'antiplatelet-negation-3694': "'Statins don't suit me (muscle pain) ... Brilinta 90 twice a day since the stent' is read as a statin beside the antiplatelet (read)",
      'lithium-arabic-3697': "'الدكتور اقترح ديباكين بس أنا رفضته، ولسه على الليثيوم' (the doctor suggested Depakine but I refused it; still on lithium) is read as an anti-seizure medicine beside the lithium (read)",
      // Over-cautious: the medicines of a patient, a relative, a housemate or a pet are read as the user's.
      'anticoagulant-negation-3701': "'ICU pharmacist: I check heparin drips and insulin sliding scales all shift. I take nothing myself.' is read as an anticoagulant and insulin taken",
      'antiepileptic-english-3705': "'The only meds in my flat are the dog's - phenobarbital for his fits. I'm on nothing.' is read as an anti-seizure medicine and a sedative taken",
      'antithyroid-english-3706': "'My cat takes Felimazole for her thyroid; I don't take any thyroid medicine' is read as an antithyroid medicine and levothyroxine taken",
      'tb_treatment-transliteration-3709': "'Yung kasama ko sa kwarto ay naka-TB treatment, pero negative ang X-ray ko' (my roommate is on TB treatment, my X-ray is negative) is read as TB treatment (and pregnancy)",
      'kidney_disease-multi-3710': "'У мамы диализ, я за ней ухаживаю; у меня самой почки здоровые' (Russian: my mother is on dialysis, my own kidneys are healthy) is read as kidney disease, and the plan stops",
      'immunosuppressant-negation-3711': "'Transplant coordinator: I teach patients about tacrolimus and CellCept every day. I'm healthy, no meds.' is read as an immunosuppressant taken",
      'pregnancy_breastfeeding-english-3712': "'Filling this in for me, not my wife - she's the one who's 6 months pregnant' (a man) is read as pregnancy",
      // Over-cautious: a condition resolved, an operation done, a pregnancy or breastfeeding ended, or a negative test is read as current.
      'pregnancy_breastfeeding-health-box-3721': "'GDM in both pregnancies (2018 and 2021), resolved each time; my yearly HbA1c is 5.4' is read as pregnancy and diabetes now",
      'surgery-health-box-3722': "'Operations: tonsils as a child, LSCS x2 (2015, 2018). Nothing coming up.' is read as an operation ahead",
      'pregnancy_breastfeeding-arabic-3723': "'ولدت من سنة ونص ووقفت رضاعة من ست شهور، وهلأ مش حامل' (Levantine: gave birth 18 months ago, stopped breastfeeding 6 months ago, not pregnant now) is read as pregnancy or breastfeeding",
      'pregnancy_breastfeeding-transliteration-3724': "'Doodh pilana 8 mahine pehle band kar diya ... pregnant nahi hoon' (stopped breastfeeding 8 months ago, not pregnant) is read as pregnancy or breastfeeding",
      'bleeding_disorder-negation-3726': "'Bled a lot after a tooth extraction once; haematology tested me - von Willebrand screen negative' is read as a bleeding disorder (and an operation ahead)",
      'immunosuppressant-transliteration-3729': "'Nagka-Bell's palsy ako noong 2021, 10 araw na steroids lang, magaling na ako ngayon' (Bell's palsy in 2021, ten days of steroids, recovered) is read as an immunosuppressant taken",
      'liver_disease-transliteration-3730': "'kan 3indi abu safar (hepatitis A) w ana saghir, w el 7een el kabid salim' (Arabizi: hepatitis A as a child, the liver healthy now) is read as liver disease, and the plan stops",
      'pregnancy_breastfeeding-multi-3731': "'Грудное вскармливание закончила полгода назад, не беременна' (Russian: finished breastfeeding six months ago, not pregnant) is read as pregnancy or breastfeeding",
    },
  },
  {
    name: 'twenty-sixth-unseen',
    personas: [
      ...TWENTY_SIXTH_SUPPLEMENTS_BOX_PERSONAS,
      ...TWENTY_SIXTH_GOALS_BOX_PERSONAS,
      ...TWENTY_SIXTH_DIET_BOX_PERSONAS,
      ...TWENTY_SIXTH_CONCERNS_BOX_PERSONAS,
    ],
    // Its three first-run failures (the Urdu TB treatment, the Arabizi kidney stone, the Russian 'давление') were fixed in the sixteenth session.
  },
];

export const ALL_PERSONAS: readonly SafetyPersona[] = PERSONA_SETS.flatMap((set) => set.personas);
