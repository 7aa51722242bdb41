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
import {
  TWENTY_SEVENTH_BLOOD_THINNER_PERSONAS,
  TWENTY_SEVENTH_ASHWAGANDHA_PERSONAS,
  TWENTY_SEVENTH_PREGNANCY_PERSONAS,
  TWENTY_SEVENTH_GREEN_TEA_PERSONAS,
  TWENTY_SEVENTH_GLP1_RETINOID_MOOD_PERSONAS,
  TWENTY_SEVENTH_KIDNEY_IRON_CALCIUM_PERSONAS,
  TWENTY_SEVENTH_SPACING_PERSONAS,
  TWENTY_SEVENTH_OVER_CAUTIOUS_PERSONAS,
} from './sets/personas-twenty-seventh-unseen';
import { TWENTY_NINTH_SHORTHAND_PERSONAS, TWENTY_NINTH_LAY_PERSONAS } from './sets/personas-twenty-ninth-unseen';
import {
  TWENTY_EIGHTH_PRESCRIPTION_PERSONAS,
  TWENTY_EIGHTH_PHARMACY_LABEL_PERSONAS,
  TWENTY_EIGHTH_ARABIC_BRAND_PERSONAS,
  TWENTY_EIGHTH_DICTATION_PERSONAS,
  TWENTY_EIGHTH_HEALTH_BOX_PERSONAS,
} from './sets/personas-twenty-eighth-unseen';
import {
  THIRTIETH_BENGALI_NEPALI_PERSONAS,
  THIRTIETH_SRI_LANKA_SOUTH_INDIA_PERSONAS,
  THIRTIETH_AFGHAN_IRANIAN_PERSONAS,
  THIRTIETH_MAGHREB_PERSONAS,
  THIRTIETH_HORN_EAST_AFRICA_PERSONAS,
  THIRTIETH_INDONESIAN_PERSONAS,
  THIRTIETH_OVER_CAUTIOUS_PERSONAS,
} from './sets/personas-thirtieth-unseen';
import {
  THIRTY_FIRST_KIDNEY_PERSONAS,
  THIRTY_FIRST_LIVER_PERSONAS,
  THIRTY_FIRST_IRON_CALCIUM_PERSONAS,
  THIRTY_FIRST_BLEEDING_WARFARIN_PERSONAS,
  THIRTY_FIRST_DIABETES_THYROID_PERSONAS,
  THIRTY_FIRST_PREGNANCY_PERSONAS,
} from './sets/personas-thirty-first-unseen';
import {
  THIRTY_SECOND_HEART_STROKE_PERSONAS,
  THIRTY_SECOND_DIABETES_PRESSURE_PERSONAS,
  THIRTY_SECOND_KIDNEY_LIVER_PERSONAS,
  THIRTY_SECOND_TRANSPLANT_CANCER_PERSONAS,
  THIRTY_SECOND_NERVES_MOOD_PERSONAS,
  THIRTY_SECOND_INFECTION_BLOOD_PERSONAS,
} from './sets/personas-thirty-second-unseen';
import {
  THIRTY_THIRD_ANTIDEPRESSANT_PERSONAS,
  THIRTY_THIRD_MOOD_STABILISER_PERSONAS,
  THIRTY_THIRD_SEIZURE_AND_NERVE_PAIN_PERSONAS,
  THIRTY_THIRD_SEDATIVE_AND_PAIN_PERSONAS,
  THIRTY_THIRD_ADHD_AND_ANTIPSYCHOTIC_PERSONAS,
  THIRTY_THIRD_PARKINSON_AND_MS_PERSONAS,
} from './sets/personas-thirty-third-unseen';
import {
  THIRTY_FOURTH_KIDNEY_LIVER_PERSONAS,
  THIRTY_FOURTH_BLOOD_PERSONAS,
  THIRTY_FOURTH_CALCIUM_STONES_SWALLOWING_PERSONAS,
  THIRTY_FOURTH_OPERATION_PREGNANCY_PERSONAS,
  THIRTY_FOURTH_TREATMENT_PERSONAS,
} from './sets/personas-thirty-fourth-unseen';
import {
  THIRTY_FIFTH_KIDNEY_LIVER_PERSONAS,
  THIRTY_FIFTH_BLOOD_PERSONAS,
  THIRTY_FIFTH_CALCIUM_SWALLOWING_SURGERY_PERSONAS,
  THIRTY_FIFTH_PREGNANCY_PERSONAS,
  THIRTY_FIFTH_TREATMENT_PERSONAS,
} from './sets/personas-thirty-fifth-unseen';
import {
  THIRTY_SIXTH_DIABETES_PRESSURE_HEART_PERSONAS,
  THIRTY_SIXTH_THYROID_MIND_NERVES_SKIN_PERSONAS,
  THIRTY_SIXTH_BLOOD_TB_HIV_GLP1_PERSONAS,
  THIRTY_SIXTH_HINGLISH_URDU_PERSONAS,
  THIRTY_SIXTH_SOUTH_INDIA_PERSONAS,
  THIRTY_SIXTH_BENGAL_LANKA_NEPAL_PERSONAS,
} from './sets/personas-thirty-sixth-unseen';
import {
  THIRTY_SEVENTH_BLOOD_PERSONAS,
  THIRTY_SEVENTH_METABOLIC_PERSONAS,
  THIRTY_SEVENTH_MIND_NERVES_PERSONAS,
  THIRTY_SEVENTH_IMMUNE_INFECTION_SKIN_PERSONAS,
  THIRTY_SEVENTH_LIFE_STAGE_PERSONAS,
} from './sets/personas-thirty-seventh-unseen';
import {
  THIRTY_EIGHTH_WORKERS_PERSONAS,
  THIRTY_EIGHTH_YOUNG_PERSONAS,
  THIRTY_EIGHTH_ELDERS_PERSONAS,
  THIRTY_EIGHTH_NEW_MOTHERS_PERSONAS,
  THIRTY_EIGHTH_ABROAD_PERSONAS,
  THIRTY_EIGHTH_ATHLETES_PERSONAS,
  THIRTY_EIGHTH_CREW_PERSONAS,
  THIRTY_EIGHTH_HISTORY_PERSONAS,
  THIRTY_EIGHTH_ONE_WORD_PERSONAS,
} from './sets/personas-thirty-eighth-unseen';

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
  {
    name: 'twenty-seventh-unseen',
    personas: [
      ...TWENTY_SEVENTH_BLOOD_THINNER_PERSONAS,
      ...TWENTY_SEVENTH_ASHWAGANDHA_PERSONAS,
      ...TWENTY_SEVENTH_PREGNANCY_PERSONAS,
      ...TWENTY_SEVENTH_GREEN_TEA_PERSONAS,
      ...TWENTY_SEVENTH_GLP1_RETINOID_MOOD_PERSONAS,
      ...TWENTY_SEVENTH_KIDNEY_IRON_CALCIUM_PERSONAS,
      ...TWENTY_SEVENTH_SPACING_PERSONAS,
      ...TWENTY_SEVENTH_OVER_CAUTIOUS_PERSONAS,
    ],
    openDefects: {
      // Missed: a current condition or life stage is not read beside a past, stopped or other clause.
      'surgery-health-box-3881':
        "'C-section in 2019 and a wisdom tooth in 2021, both long healed - the next one is my thyroid nodule coming out on 3 March' misses the operation ahead, and reads thyroid medicines (levothyroxine and antithyroid) from the nodule",
      'pregnancy_breastfeeding-negation-3888':
        "'stopped my sertraline when I found out 🤰 24 wks now, GP ok'd it, nothing else' misses the pregnancy (24 weeks) and reads the stopped sertraline as an SSRI taken",
      'tb_treatment-arabic-3896':
        "'أخويا اتعالج من السل السنة اللي فاتت وخلص، وأنا دلوقتي في الشهر التالت من نفس العلاج' (Egyptian: my brother was treated for TB last year and finished; I am now in month three of the same treatment) misses the user's own TB treatment",
      // Over-cautious: a stopped, denied, hypothetical or someone else's medicine or condition beside a current one is read as the user's.
      'anticoagulant-transliteration-3843':
        "'kint a5ith aspirin gabel bs wagaftah, el 7een warfarin 5 mg … abooy huwa elly 3ala Plavix mob ana' (Gulf Arabizi: took aspirin before but stopped; now warfarin; my father is the one on Plavix, not me) reads an antiplatelet beside the warfarin (read)",
      'anticoagulant-multi-3846':
        "'Knee replacement done 10 days ago, recovering at home' (health box, beside enoxaparin until 6 weeks after the op) is read as an operation ahead",
      'anticoagulant-transliteration-3847':
        "'Ithu Appachan-te marunnu alla, ente swantham aanu: Xarelto 20 daily … Appachan aanu aspirin kazhikkunnathu, njan alla' (Malayalam-English: father takes the aspirin, not me) reads an antiplatelet beside the Xarelto (read)",
      'antiplatelet-negation-3848':
        "'NOT on warfarin and never had the injections - my only blood thinners are ticagrelor 90 twice a day and aspirin 75' reads an anticoagulant beside the antiplatelets (read)",
      'antiplatelet-english-3850':
        "'… clopidogrel seventy five every morning I used to be on atorvastatin … and I am not diabetic and no blood pressure tablets either' (voice-dictated) reads a diabetes and a BP medicine beside the clopidogrel (read; the stopped statin is not read)",
      'blood_pressure-english-3860':
        "'i dont have sugar i dont have cholesterol only pressure and i take amlodipine 5 every morning' (run-on) reads a diabetes medicine and a statin beside the BP medicine (read)",
      'blood_pressure-multi-3861':
        "'Perindopril 4 mg - yes, every morning\\nIndapamide - stopped by the GP …\\nAspirin - never been on it\\nStatin - refused' reads an antiplatelet from 'Aspirin - never been on it' (the stopped indapamide and refused statin are not read)",
      'blood_pressure-english-3862':
        "'For pressure Telma 40 daily morning. Sugar is not there. Earlier Atorva 10 was there for cholesterol, that is stopped now.' reads a statin beside the telmisartan (read)",
      'blood_pressure-brand-3863': "'• Co-Aprovel 150/12.5 ✔ every morning\\n• Zocor 20 – gave it up last year …' reads a statin from the Zocor given up",
      'sedative-negation-3867':
        "'I don't drink, never smoked and no antidepressants, but I'm on clonazepam 0.5 twice a day' reads an SSRI, an MAOI and a tricyclic from 'no antidepressants'",
      'levothyroxine-negation-3873':
        "'Never had thyroid cancer or thyroid surgery - the gland just stopped working … Thyroxine 75 mcg every morning' is read as cancer treatment, an operation ahead and an antithyroid medicine, and the plan stops (cancer treatment)",
      'levothyroxine-transliteration-3874':
        "'ma 3ande sokkari w ma 3ande daghet, bas el ghodde kaslane w ba5od Euthyrox 100 …' (Levantine Arabizi: no diabetes, no blood pressure, but an underactive thyroid) reads a diabetes and a BP medicine (and an antithyroid one) beside the levothyroxine",
      'antithyroid-multi-3876':
        "'تھائیروکسن میری بہن کی دوا ہے، میری نہیں۔ … کاربیمازول ۱۰ روز لیتی ہوں' (Urdu: thyroxine is my sister's medicine, not mine; I take carbimazole) reads levothyroxine beside the carbimazole (read)",
      'pregnancy_breastfeeding-arabic-3886':
        "'ما عم آخد حبوب منع الحمل من سنة، وهلق أنا حامل بالشهر الخامس' (Levantine: not taking the pill for a year, now five months pregnant) reads hormonal contraception (and a diuretic) beside the pregnancy (read)",
      'pregnancy_breastfeeding-health-box-3889':
        "'GDM in first pregnancy, it resolved after delivery. Now second pregnancy, 20 weeks. No insulin, no metformin this time, sugars normal.' reads a diabetes medicine beside the pregnancy (read)",
      'maoi-english-3900':
        "'Switched from sertraline to phenelzine (Nardil) … - the sertraline is fully out of my system now' reads an SSRI beside the phenelzine (read)",
      'retinoid-english-3907': "'Minocycline did nothing so the derm stopped it and started me on Accutane 40 mg a day' reads a tetracycline beside the isotretinoin (read)",
      'kidney_disease-english-3915':
        "'BP was high only during my pregnancy and it settled. What is left now is the kidneys - stage 3 …' reads a BP medicine and a current pregnancy beside the kidney disease (read)",
      // Over-cautious: everything named is stopped, denied or someone else's (the twins).
      'anticoagulant-negation-3931':
        "'Warfarin was stopped in 2021 after the 6 months for the DVT. No blood thinner since then, nothing else regular.' is read as an anticoagulant (and an antiplatelet) taken",
      'glucose_lowering-english-3932': "'Metformin is my mummy's, I only remind her. I have no sugar and no medicines.' is read as metformin and a diabetes medicine taken",
      'pregnancy_breastfeeding-arabic-3933':
        "'الرضاعة: وقفتها من ٨ شهور\\nالحمل: لا\\nالأدوية: ما في' (Gulf: breastfeeding stopped 8 months ago; pregnancy: no; medicines: none) is read as pregnancy or breastfeeding",
      'lithium-english-3934':
        "'Lithium levels every 3 months at the psychiatry clinic - that's my husband's routine, I only book the slots. Myself: no medicines, no diagnosis.' is read as lithium and bipolar disorder",
      'kidney_disease-transliteration-3936':
        "'Yung tita ko sa bahay ang naka-dialysis, ako lang ang naghahatid sa kanya … okay naman daw ang kidney ko' (Tagalog: my aunt is on dialysis, I only take her; my kidneys are fine) is read as kidney disease, and the plan stops",
      'glp1_agonist-english-3937': "'Tried Ozempic for 2 months in 2022 and stopped it (nausea). Nothing since.' is read as a GLP-1 medicine (and a diabetes medicine) taken",
      'adhd_medicine-arabic-3938': "'الريتالين ده بتاع ابني مش ليا، أنا مش باخد أي أدوية خالص' (Egyptian: the Ritalin is my son's, not mine; I take no medicines) is read as an ADHD medicine taken",
      'retinoid-transliteration-3939': "'Isotretinoin course 2021-il theernnu, ippo oru marunnum kazhikkunnilla.' (Malayalam-English: the course ended in 2021, no medicines now) is read as a retinoid taken",
    },
  },
  {
    name: 'twenty-eighth-unseen',
    personas: [
      ...TWENTY_EIGHTH_PRESCRIPTION_PERSONAS,
      ...TWENTY_EIGHTH_PHARMACY_LABEL_PERSONAS,
      ...TWENTY_EIGHTH_ARABIC_BRAND_PERSONAS,
      ...TWENTY_EIGHTH_DICTATION_PERSONAS,
      ...TWENTY_EIGHTH_HEALTH_BOX_PERSONAS,
    ],
    openDefects: {
      // Missed: a brand as autocorrect or voice typing mangles it is not read (the ruled-out product happens to be left out).
      'sedative-typo-4011': "'Cipro lex 20 mg in the morning and zanax 0.5 when I panic' reads the zanax (sedative) but not Cipralex as an SSRI, and reads 'Cipro' as a quinolone",
      'antiplatelet-typo-4013': "'Brilliant a 90 mg two times daily after the heart attack' (Brilinta) is not read as an antiplatelet; nothing is read",
      'antithyroid-typo-4015': "'neo mercer zole 5mg three times a day' (Neo-Mercazole, dictated) is not read as an antithyroid medicine; nothing is read",
      'sedative-typo-4017': "'still knocks 10 at bedtime most nights' (Stilnox, dictated) is not read as a sedative; nothing is read",
      // Missed: the metformin half of a combination on a pharmacy receipt.
    },
  },
  {
    name: 'twenty-ninth-unseen',
    personas: [...TWENTY_NINTH_SHORTHAND_PERSONAS, ...TWENTY_NINTH_LAY_PERSONAS],
    // First run: 68 of 100 passed (docs/safety-twenty-ninth-first-run.md).
    openDefects: {
      // Missed: the class is not read (the ruled-out product happens to be left out, or nothing is ruled out).
      'anticoagulant-vague-4105': "'the injections in my belly every evening since the knee operation, the nurse showed me how' (heparin after surgery) is read as an operation ahead, not as an anticoagulant",
      'bipolar_disorder-transliteration-4134': "'Psychiatrist wali mood ki dawai leti hoon, har 3 mahine blood test se level check hota hai' (Hinglish: the psychiatrist's mood medicine, level checked every 3 months) is not read",
    },
  },
  {
    name: 'thirtieth-unseen',
    personas: [
      ...THIRTIETH_BENGALI_NEPALI_PERSONAS,
      ...THIRTIETH_SRI_LANKA_SOUTH_INDIA_PERSONAS,
      ...THIRTIETH_AFGHAN_IRANIAN_PERSONAS,
      ...THIRTIETH_MAGHREB_PERSONAS,
      ...THIRTIETH_HORN_EAST_AFRICA_PERSONAS,
      ...THIRTIETH_INDONESIAN_PERSONAS,
      ...THIRTIETH_OVER_CAUTIOUS_PERSONAS,
    ],
    openDefects: {
      // Missed: the class is not read; no ruled-out product is planned (the plan is cut down around the unread text).
      'tb_treatment-multi-4146': "'যক্ষ্মার ওষুধ চলছে, ছয় মাসের কোর্স, এখন তৃতীয় মাস।' (Bengali script: TB medicine, six-month course, third month) is not read as TB treatment; the plan is cut to vitamin B12",
      'pregnancy_breastfeeding-multi-4155': "'मेरो छोरा तीन महिनाको भयो, म अझै दूध खुवाउँदै छु।' (Nepali, Devanagari: my son is three months, I am still breastfeeding) is not read as breastfeeding; the plan is cut to vitamin B12",
      'pregnancy_breastfeeding-multi-4168': "'நான் இப்போது ஆறு மாத கர்ப்பிணி.' (Tamil script: I am now six months pregnant) is not read as pregnancy; the plan is cut to vitamin B12",
      'kidney_disease-multi-4176': "'నాకు కిడ్నీ ఫెయిల్ అయింది, వారానికి రెండు సార్లు డయాలసిస్ …' (Telugu script: my kidney failed, dialysis twice a week) is not read as kidney disease; the plan is cut to vitamin B12",
      'pregnancy_breastfeeding-multi-4215': "'እርጉዝ ነኝ፤ አምስት ወሬ ነው።' (Amharic, Ethiopic script: I am pregnant, my fifth month) is not read as pregnancy; the plan is cut to vitamin B12",
      // Over-cautious: a stop, a denial, a past course or a relative's medicine or condition is read as the user's own now.
      'lithium-negation-4222': "'Age Lithium khetam, 2018 te doctor bondho kore dise, ekhon kono oshudh khai na' (Banglish: I used to take lithium, the doctor stopped it in 2018, no medicine now) is read as lithium (and bipolar disorder) taken",
      'glucose_lowering-transliteration-4225': "'Thaththata seeni leda thiyenawa, eyata insulin gahanawa; mata nam kisi lediyak naha' (Sinhala: my father has diabetes and injects insulin, I have no illness) is read as a diabetes medicine taken",
      'levothyroxine-transliteration-4227': "'Amma-kku thaan thyroid maathirai, enakku endha maathiraiyum illa' (Tanglish: the thyroid tablet is only my mother's, I take none) is read as levothyroxine and an antithyroid medicine taken",
      'antiplatelet-transliteration-4230': "'Zama plar da zre la para Plavix khwri, za pakhpala hits darmal na khwrum' (Pashto: my father takes Plavix, I take no medicine) is read as an antiplatelet taken",
      'retinoid-transliteration-4231': "'Qablan Roaccutane mekhordam, yak sal pesh tamam shod …' (Dari: I used to take Roaccutane, finished a year ago, no medicine now) is read as a retinoid taken",
      'anticoagulant-negation-4233': "'Kont kanakhod Sintrom 3am kamel, w daba tbib wqqfo liya, ma bqit kanakhod walou' (Darija: took Sintrom a year, the doctor has stopped it, I take nothing now) is read as an anticoagulant taken (and as pregnancy)",
      'pregnancy_breastfeeding-negation-4234': "'Pas enceinte, je n'allaite plus depuis l'an dernier, aucun traitement en cours' (French: not pregnant, no longer breastfeeding since last year) is read as pregnancy or breastfeeding",
      'glucose_lowering-transliteration-4236': "'Hooyaday ayaa qaata insulin, aniga ma qabo sonkorow, dawo ma qaato' (Somali: my mother takes insulin, I have no diabetes and take no medicine) is read as a diabetes medicine taken",
      'kidney_disease-transliteration-4238': "'Kulalite tiru new, yeteseraw test normal new; dialysis yemiyaderegew abate new' (Amharic-English: my kidney is fine, the test is normal, it is my father who has dialysis) is read as kidney disease, and the plan stops",
    },
  },
  {
    name: 'thirty-first-unseen',
    personas: [
      ...THIRTY_FIRST_KIDNEY_PERSONAS,
      ...THIRTY_FIRST_LIVER_PERSONAS,
      ...THIRTY_FIRST_IRON_CALCIUM_PERSONAS,
      ...THIRTY_FIRST_BLEEDING_WARFARIN_PERSONAS,
      ...THIRTY_FIRST_DIABETES_THYROID_PERSONAS,
      ...THIRTY_FIRST_PREGNANCY_PERSONAS,
    ],
    // First run: 93 of 100 passed (docs/safety-thirty-first-first-run.md).
    openDefects: {
      // Missed: the class is not read (the ruled-out product happens to be left out).
      'bleeding_disorder-negation-4294': "'Not on any blood thinner, but PT 17 s, INR 1.6 and APTT 52 s (H) — haematology is checking my clotting factors' is not read as a bleeding disorder, and the denied blood thinner is read as an anticoagulant taken",
    },
  },
  {
    name: 'thirty-second-unseen',
    personas: [
      ...THIRTY_SECOND_HEART_STROKE_PERSONAS,
      ...THIRTY_SECOND_DIABETES_PRESSURE_PERSONAS,
      ...THIRTY_SECOND_KIDNEY_LIVER_PERSONAS,
      ...THIRTY_SECOND_TRANSPLANT_CANCER_PERSONAS,
      ...THIRTY_SECOND_NERVES_MOOD_PERSONAS,
      ...THIRTY_SECOND_INFECTION_BLOOD_PERSONAS,
    ],
    // First run: 96 of 100 passed (docs/safety-thirty-second-first-run.md).
    openDefects: {
      // Missed: an item of the list is not read (no ruled-out product is planned).
      // Over-cautious: an item the list marks as stopped is read as taken.
      'lithium-negation-4412': "'Stopped: Depakote (2019), Seroquel (2022)\\nCurrent: Priadel 600 mg nightly, …' reads an antipsychotic from the stopped Seroquel (the lithium is read)",
      'retinoid-negation-4433': "'Isotretinoin 20 mg daily (month 4)\\nDoxycycline - stopped before the isotretinoin …' reads a tetracycline from the stopped doxycycline (the isotretinoin is read)",
    },
  },
  {
    name: 'thirty-third-unseen',
    personas: [
      ...THIRTY_THIRD_ANTIDEPRESSANT_PERSONAS,
      ...THIRTY_THIRD_MOOD_STABILISER_PERSONAS,
      ...THIRTY_THIRD_SEIZURE_AND_NERVE_PAIN_PERSONAS,
      ...THIRTY_THIRD_SEDATIVE_AND_PAIN_PERSONAS,
      ...THIRTY_THIRD_ADHD_AND_ANTIPSYCHOTIC_PERSONAS,
      ...THIRTY_THIRD_PARKINSON_AND_MS_PERSONAS,
    ],
    // First run: 95 of 100 passed (docs/safety-thirty-third-first-run.md); its five missed classes were fixed in the seventeenth session.
  },
  {
    name: 'thirty-fourth-unseen',
    personas: [
      ...THIRTY_FOURTH_KIDNEY_LIVER_PERSONAS,
      ...THIRTY_FOURTH_BLOOD_PERSONAS,
      ...THIRTY_FOURTH_CALCIUM_STONES_SWALLOWING_PERSONAS,
      ...THIRTY_FOURTH_OPERATION_PREGNANCY_PERSONAS,
      ...THIRTY_FOURTH_TREATMENT_PERSONAS,
    ],
    // First run: 36 of 100 passed (docs/safety-thirty-fourth-first-run.md).
    openDefects: {
      // Unsafe: a ruled-out product is planned.
      'kidney_disease-transliteration-4542': "'Sabi ng doctor mahina na daw po both kidneys ko, 30 percent na lang gumagana, bawal na ako sa pain reliever at sa maalat.' (Tagalog-English: both kidneys weak, only 30 percent working, no painkillers or salty food) is not read as kidney disease (a G6PD deficiency is read instead); magnesium is planned",
      'hypercalcaemia-multi-4583': "'Bloods show my calcium's been up for a year; the scan found a pea-sized gland beside the thyroid gone rogue - it's coming out on the 9th.' (primary hyperparathyroidism, the gland removed on the 9th) is read as levothyroxine and an antithyroid medicine, not as high calcium or an operation ahead; calcium with vitamin D is planned",
      // Missed: the class is not read (no ruled-out product is planned: the plan is cut down around the unread text).
      'liver_disease-multi-4558': "'The water tablets for the swelling in my belly from the liver, and the syrup 3 times a day that stops me getting confused.' (diuretics for ascites and lactulose for encephalopathy) reads the diuretic but not liver disease",
      'liver_disease-dose-4559': "'Liver numbers 3 times above normal for one year. Biopsy done, doctor said my own defence system is attacking my liver, I am on the steroid …' (autoimmune hepatitis on prednisolone) is read as an immunosuppressant and an operation (the biopsy), not as liver or autoimmune disease",
      'anticoagulant-multi-4564': "'Two shots a day in my stomach fat to stop clots - the hematologist says until the baby's born, then 6 weeks after.' (LMWH in pregnancy until after the birth) is read as neither an anticoagulant nor pregnancy",
      'anticoagulant-typo-4566': "'the tablet to thin my blod for the iregular heart beat, I colect it from cardiac clinic evry month' (an anticoagulant for AF) is read as a heart-rhythm condition, not as an anticoagulant",
      'surgery-multi-4601': "'I have a booked CS on 2nd of next month, this is my second baby' (a booked caesarean, second baby) is read as neither an operation ahead nor pregnancy",
      'glp1_agonist-transliteration-4617': "'Yung injection sa tiyan once a week para pumayat, galing sa endo ko, 3rd month ko na.' (Tagalog-English: a weekly injection in the belly to lose weight, from the endocrinologist) is not read as a GLP-1 medicine",
      'levothyroxine-vague-4638': "'Had the gland in my neck that runs the metabolism taken out in 2019 - the little replacement tablet first thing, 30 min before my cuppa.' (levothyroxine after thyroidectomy) is not read as levothyroxine",
    },
  },
  {
    name: 'thirty-fifth-unseen',
    personas: [
      ...THIRTY_FIFTH_KIDNEY_LIVER_PERSONAS,
      ...THIRTY_FIFTH_BLOOD_PERSONAS,
      ...THIRTY_FIFTH_CALCIUM_SWALLOWING_SURGERY_PERSONAS,
      ...THIRTY_FIFTH_PREGNANCY_PERSONAS,
      ...THIRTY_FIFTH_TREATMENT_PERSONAS,
    ],
    // First run: 56 of 100 passed (docs/safety-thirty-fifth-first-run.md).
    openDefects: {
      // Unsafe: a ruled-out product is planned.
      // Missed: the class is not read (the ruled-out product happens to be left out, or the plan stops on another class).
      'glp1_agonist-multi-4708': "'عم اضرب pen التنحيف كل خميس، وصلت ع أعلى جرعة' (Lebanese: the slimming pen every Thursday, at the highest dose) is not read as a GLP-1 medicine",
      // Missed and over-cautious: the acne pills are not read, and the always-negative pregnancy test is read as a pregnancy.
      'retinoid-transliteration-4723': "'nechreb dwa el 7boub el 9wi, w kol chhar na3mel analyse mta3 grossesse w dima négatif' (Tunisian Arabizi: the strong acne medicine, a monthly pregnancy test always negative) is not read as a retinoid and is read as pregnancy",
      // Over-cautious: a denied condition beside the current one is read as the user's.
      'glucose_lowering-negation-4737': "'ماكو عندي ضغط، بس السكر عالي وآخذ حبوب السكر ويا الأكل' (Iraqi: I have no blood pressure, but I take sugar pills) reads a blood-pressure medicine beside the diabetes medicine (read)",
      'blood_pressure-negation-4740': "'ماشي عندي سكر الحمد لله، بس حبوب الضغط آخذها كل يوم' (Omani: I have no diabetes, but I take the pressure tablets) reads a diabetes medicine beside the blood-pressure medicine (read)",
    },
  },
  {
    name: 'thirty-sixth-unseen',
    personas: [
      ...THIRTY_SIXTH_DIABETES_PRESSURE_HEART_PERSONAS,
      ...THIRTY_SIXTH_THYROID_MIND_NERVES_SKIN_PERSONAS,
      ...THIRTY_SIXTH_BLOOD_TB_HIV_GLP1_PERSONAS,
      ...THIRTY_SIXTH_HINGLISH_URDU_PERSONAS,
      ...THIRTY_SIXTH_SOUTH_INDIA_PERSONAS,
      ...THIRTY_SIXTH_BENGAL_LANKA_NEPAL_PERSONAS,
    ],
    // First run: 72 of 100 passed (docs/safety-thirty-sixth-first-run.md).
    openDefects: {
      // Unsafe: a ruled-out product is planned.
      // Missed: the class is not read (the ruled-out product happens to be left out of a plan cut down around the unread text).
      'antiplatelet-multi-4759': "'স্ট্রোকের পর থেকে রোজ ইকোস্প্রিন ৭৫ আর ক্লোপিডোগ্রেল ৭৫ খাই' (Bengali: Ecosprin 75 and clopidogrel 75 daily since the stroke) is not read as an antiplatelet; the plan is cut to vitamin B12",
      'surgery-multi-4814': "'अगले मंगलवार को मेरा घुटना बदलने का ऑपरेशन है' (Hindi: knee replacement operation next Tuesday) is not read as an operation ahead; the plan is cut to vitamin B12",
      'kidney_disease-multi-4828': "'எனக்கு சிறுநீரகம் செயலிழந்துவிட்டது, வாரத்துக்கு மூன்று முறை டயாலிசிஸ் செய்கிறேன்' (Tamil: kidney failure, dialysis three times a week) is not read as kidney disease; the plan is cut to vitamin B12",
      'pregnancy_breastfeeding-multi-4832': "'আমার মেয়ের বয়স তিন মাস, এখনো বুকের দুধ খাওয়াচ্ছি' (Bengali: my daughter is three months, I am still breastfeeding) is not read as breastfeeding; the plan is cut to vitamin B12",
      'kidney_stones-multi-4836': "'මට නිතරම වකුගඩුවල ගල් හැදෙනවා, පසුගිය අවුරුද්දේ දෙපාරක් ආවා' (Sinhala: I often get kidney stones, twice last year) is not read as kidney stones; the plan is cut to vitamin B12",
      'liver_disease-multi-4840': "'डाक्टरले मेरो कलेजोमा बोसो जमेको छ भन्नुभयो, ALT पनि बढेको छ' (Nepali: the doctor said fat has built up in my liver, ALT raised) is not read as liver disease; the plan is cut to vitamin B12",
      // Over-cautious: a denied condition is read as the user's own.
      'blood_pressure-negation-4754':
        "'Sugar nahi hai, cholesterol bhi theek hai — bas Cardace 2.5 roz subah, BP ke liye' (Hinglish: no diabetes, cholesterol fine, only Cardace for BP) reads a diabetes medicine and a statin beside the ramipril (read)",
    },
  },
  {
    name: 'thirty-seventh-unseen',
    personas: [
      ...THIRTY_SEVENTH_BLOOD_PERSONAS,
      ...THIRTY_SEVENTH_METABOLIC_PERSONAS,
      ...THIRTY_SEVENTH_MIND_NERVES_PERSONAS,
      ...THIRTY_SEVENTH_IMMUNE_INFECTION_SKIN_PERSONAS,
      ...THIRTY_SEVENTH_LIFE_STAGE_PERSONAS,
    ],
    // First run: 74 of 120 passed (docs/safety-thirty-seventh-first-run.md).
    openDefects: {
      // Unsafe: a ruled-out product is planned.
      // Missed: the class is not read (the ruled-out product happens to be left out, often from a plan cut down around the unread text).
      'anticoagulant-typo-4843': "'a picks a ban 5 milligram twice a day' (voice-dictated apixaban) is not read as an anticoagulant",
      'anticoagulant-transliteration-4846': "'May namuong dugo sa baga ko noong Pebrero kaya may maintenance akong pampalabnaw hanggang Agosto' (Tagalog: a clot in my lung in February, so a maintenance thinner until August) is not read as an anticoagulant",
      'antiplatelet-multi-4850': "'ഹൃദയത്തിൽ സ്റ്റെന്റ് ഇട്ടതിനു ശേഷം എല്ലാ ദിവസവും ക്ലോപിഡോഗ്രൽ 75 കഴിക്കുന്നു' (Malayalam: clopidogrel 75 every day since the heart stent) is not read as an antiplatelet; the plan is cut to vitamin B12",
      'bleeding_disorder-vague-4853': "'my clotting cells keep coming back around 35k on the blood tests, haematology repeats them every 3 months. I bruise like a peach' (low platelets) is not read as a bleeding disorder",
      'cancer_treatment-vague-4857': "'every other Tuesday it's 6 hrs in the day unit on the drip, then home with a little bottle pump clipped to my bra for two days…' (infusional chemotherapy) is not read as cancer treatment",
      'cancer_treatment-multi-4858': "'আমার স্তন ক্যান্সার, এখন প্রতি তিন সপ্তাহ পর পর কেমো নিচ্ছি' (Bengali: breast cancer, chemo every three weeks) is not read as cancer treatment; the plan is cut to vitamin B12",
      'glucose_lowering-transliteration-4870': "'yung pampababa ng asukal ko, isang tableta bago mag-almusal, galing sa health center' (Tagalog: my sugar-lowering tablet before breakfast) is not read as a diabetes medicine",
      'glucose_lowering-multi-4871': "'எனக்கு சர்க்கரை நோய் இருக்கு, காலையில இன்சுலின் ஊசி போடுறேன்' (Tamil: I have diabetes, I inject insulin in the morning) is not read as a diabetes medicine; the plan is cut to vitamin B12",
      'blood_pressure-vague-4875': "'nurse says my top number's always 160-something. I've got a small white pill for it that makes my ankles puff up by evening' is not read as a blood-pressure medicine",
      'glp1_agonist-arabic-4881': "'ويغوڤي ١ ملغ يوم الأحد، صار لي أربع شهور' (Kuwaiti: Wegovy 1 mg on Sunday, four months) is not read as a GLP-1 medicine; the plan is cut to vitamin B12",
      'kidney_disease-multi-4893': "'ডাক্তার বলেছে আমার কিডনি দুর্বল, ক্রিয়েটিনিন ৩.২' (Bengali: the doctor said my kidneys are weak, creatinine 3.2) is not read as kidney disease; the plan is cut to vitamin B12",
      'hypercalcaemia-multi-4900': "'डॉक्टर ने बताया मेरे खून में कैल्शियम ज़्यादा है, सारकॉइडोसिस की वजह से' (Hindi: high blood calcium from sarcoidosis) is not read as high blood calcium; the plan is cut to vitamin B12",
      'liver_disease-multi-4902': "'எனக்கு ஹெபடைடிஸ் பி இருக்கு, ஆறு மாசத்துக்கு ஒரு தடவை ஸ்கேன் பண்றாங்க' (Tamil: I have hepatitis B, a scan every six months) is not read as liver disease; the plan is cut to vitamin B12",
      'sedative-arabic-4906': "'مبعرفش أنام غير بحباية النوم اللي كتبهالي الدكتور النفسي' (Egyptian: I can't sleep without the sleeping pill the psychiatrist prescribed) is not read as a sedative",
      'sedative-typo-4907': "'zoppy clone 7.5 at bed time' (voice-dictated zopiclone) is not read as a sedative",
      'antiepileptic-multi-4911': "'मुझे मिर्गी के दौरे आते हैं, सुबह-शाम दवा लेती हूँ' (Hindi: I get epileptic fits, medicine morning and evening) is not read as an anti-seizure medicine; the plan is cut to vitamin B12",
      'bipolar_disorder-multi-4917': "'اختلال دوقطبی دارم و زیر نظر روانپزشک دارو مصرف می‌کنم' (Persian: I have bipolar disorder, on medication from a psychiatrist) is not read as bipolar disorder",
      'adhd_medicine-vague-4920': "'diagnosed late with the attention thing - the psychiatrist's morning capsule is the only way I finish a task (controlled script…)' is not read as an ADHD medicine",
      'quinolone_tetracycline-vague-4939': "'the 14-day H. pylori kit - the bismuth one with 4 different tablets, plus omeprazole twice a day' (bismuth quadruple therapy, with tetracycline) reads the PPI but not the tetracycline beside the zinc planned",
      'pregnancy_breastfeeding-multi-4949': "'ഞാൻ ഗർഭിണിയാണ്, ഇപ്പോൾ ഏഴാം മാസം' (Malayalam: I am pregnant, seventh month) is not read as pregnancy; the plan is cut to vitamin B12",
      'surgery-multi-4957': "'Nitafanyiwa upasuaji wa goti tarehe 20 mwezi huu' (Swahili: knee surgery on the 20th of this month) is not read as an operation ahead",
      'swallowing_difficulty-multi-4959': "'بعد از سکته، قورت دادن برام سخته و غذا رو پوره می‌خورم' (Persian: after the stroke swallowing is hard, I eat pureed food) is not read as trouble swallowing",
      // Missed and over-cautious: the class is not read, and a class the text does not name is read instead.
      'anticoagulant-multi-4847': "'Pour ma phlébite le médecin à Oran m’a donné de la fluindione, je fais contrôler le TP jeudi' (French: fluindione for my phlebitis, prothrombin check on Thursday) is read as a PPI, not as an anticoagulant",
      'antiplatelet-transliteration-4852': "'Pichle saal chhota sa lakwa hua tha, tab se roz raat ko clopid 75 aur ek cholesterol ki goli' (Hinglish: a small stroke last year, clopid 75 every night and a cholesterol pill) reads a statin and, for a man, pregnancy and hormonal contraception, but not the antiplatelet",
      'glp1_agonist-multi-4883': "'Колю уколы для похудения раз в неделю, уже третий месяц, аппетита почти нет' (Russian: weekly slimming shots, third month, no appetite) is read as a retinoid, not as a GLP-1 medicine; the plan is cut to vitamin B12",
      'hormone_sensitive_cancer-vague-4933': "'PSA hit 40, biopsy came back positive. the urologist has me on hormone shots to starve it' (prostate cancer on androgen deprivation) is read as an operation ahead (the biopsy, done), not as hormone-sensitive cancer; ashwagandha happens to be left out",
      'hormone_sensitive_cancer-arabic-4934': "'عندي ورم في البروستاتا وباخد حقنة كل شهر بتقلل هرمون الذكورة' (Egyptian: prostate tumour, a monthly injection that lowers the male hormone) is read as cancer treatment and hormonal therapy (the plan stops), not as hormone-sensitive cancer",
      'pregnancy_breastfeeding-transliteration-4948': "'3 mahine se periods ruke hue hain, test positive aaya, gynae ne folic start karwa diya' (Hinglish: no period for 3 months, test positive, the gynae started folic acid) is read as a diabetes medicine, not as pregnancy; ashwagandha happens to be left out",
    },
  },
  {
    name: 'thirty-eighth-unseen',
    personas: [
      ...THIRTY_EIGHTH_WORKERS_PERSONAS,
      ...THIRTY_EIGHTH_YOUNG_PERSONAS,
      ...THIRTY_EIGHTH_ELDERS_PERSONAS,
      ...THIRTY_EIGHTH_NEW_MOTHERS_PERSONAS,
      ...THIRTY_EIGHTH_ABROAD_PERSONAS,
      ...THIRTY_EIGHTH_ATHLETES_PERSONAS,
      ...THIRTY_EIGHTH_CREW_PERSONAS,
      ...THIRTY_EIGHTH_HISTORY_PERSONAS,
      ...THIRTY_EIGHTH_ONE_WORD_PERSONAS,
    ],
    // First run: 89 of 100 passed (docs/safety-thirty-eighth-first-run.md).
    openDefects: {
      // Unsafe: a ruled-out product is planned (none on the first run).
      // Missed: the class is not read (the ruled-out product happens to be left out, often from a plan cut down around the unread text).
      'kidney_disease-multi-4965': "'എനിക്ക് വൃക്കരോഗമാണ്, ആഴ്ചയിൽ രണ്ട് തവണ ഡയാലിസിസ് ചെയ്യുന്നു' (Malayalam: I have kidney disease, dialysis twice a week) is not read as kidney disease; the plan is cut to vitamin B12",
      'pregnancy_breastfeeding-multi-5007': "'പ്രസവം കഴിഞ്ഞിട്ട് മൂന്നാഴ്ച ആയി, കുഞ്ഞിന് മുലപ്പാൽ കൊടുക്കുന്നു' (Malayalam goals box: three weeks since the birth, breastfeeding) is not read as breastfeeding; the plan is cut to vitamin B12",
      'tb_treatment-multi-5022': "'ക്ഷയരോഗത്തിന് നാട്ടിൽ നിന്ന് ആറുമാസത്തെ ചികിത്സ തുടങ്ങി, ഇപ്പോൾ മൂന്നാം മാസം' (Malayalam: six-month TB treatment started back home, now the third month) is not read as TB treatment; the plan is cut to vitamin B12",
      // Missed and misread: the class is not read, and a class the text does not name is read instead.
    },
  },
];

export const ALL_PERSONAS: readonly SafetyPersona[] = PERSONA_SETS.flatMap((set) => set.personas);
