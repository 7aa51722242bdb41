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
      'anticoagulant-vague-3128': "'the drug wey dey make blood light … since the clot for my lungs' (Nigerian Pidgin) is not read as an anticoagulant",
      'swallowing_difficulty-health-box-3206': "'My food pipe is narrowed (a stricture …): bread and meat get stuck' is not read as trouble swallowing",
      'swallowing_difficulty-transliteration-3207': "'Stroke ke baad se khana nigalna mushkil hai, gale mein atak jata hai' is not read as trouble swallowing",
      'liver_disease-health-box-3223': "'Stéatose hépatique (foie gras) grade 2 … transaminases élevées' is not read as liver disease",
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
      'liver_disease-dose-3407': "'s/p LSG 2018' (sleeve gastrectomy done in 2018) is not read as weight-loss surgery but as an operation ahead, and the plan stops",
      'bleeding_disorder-transliteration-3436': "'Mage platelet count eka godak aduyi (55), podi thuwalayakatath le yanawa' (Sinhala-English: platelets 55, I bleed from a small wound) is not read as a bleeding disorder but as liver disease, and the plan stops",
      'surgery-multi-3455': "'Через две недели операция — замена тазобедренного сустава' (Russian: hip replacement in two weeks) is not read as an operation ahead",
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
];

export const ALL_PERSONAS: readonly SafetyPersona[] = PERSONA_SETS.flatMap((set) => set.personas);
