import type { SafetyPersona } from '../persona';
import {
  meds, health, SKIN_AGING_MAN_46, SLEEP_STRESS_WOMAN, SLEEP_STRESS_MAN, ROACCUTANE_WOMAN,
  VITAMIN_C, VITAMIN_E, MAGNESIUM, NCCIH_ASHWAGANDHA, dailymed,
} from '../persona-answers';

/**
 * A second red-team set (seventh set), written against the cancellation, denial, someone-else's
 * and reaffirmation rules of clinical-matcher.ts as they stand after the first red team's fixes.
 * Most cases are the dangerous direction: a wording where one of those rules removes a medicine
 * or condition the person really has ("Concor stopped my palpitations", "my son is still
 * breastfeeding", "was on Glucophage 500 now 1000mg no side effects", "Hindi ko itinigil ang
 * Warfarin"). About fifteen are genuine cancellations or denials that a reaffirmation word or a
 * missing denial word brings back (the over-cautious direction). Ids start at 801.
 *
 * Expectations come from the references: exclusions only where the reference says to avoid the
 * product (vitamin E with anticoagulants and antiplatelets, ashwagandha in pregnancy and
 * breastfeeding, vitamin A with isotretinoin, magnesium with kidney failure); elsewhere the case
 * tests recognition only.
 */

/** Isotretinoin (Roaccutane/Absorica) label: avoid vitamin A supplements (additive toxicity). */
const ISOTRETINOIN_LABEL = dailymed('isotretinoin');
/** ODS: tell your pharmacist or doctor about every medicine you take before starting supplements. */
const ODS_WYNTK = 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/';

export const SEVENTH_REDTEAM_PERSONAS: readonly SafetyPersona[] = [
  // ── Anticoagulant ────────────────────────────────────────────────────────────
  // ODS vitamin E: with anticoagulants such as rivaroxaban, vitamin E raises bleeding risk.
  // Attack: "now" + a dose restores a dose change, but not when the clause also holds "not".
  {
    id: 'anticoagulant-dose-801',
    cls: 'anticoagulant',
    style: 'dose',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Was on Xarelto 15mg, now 20mg as 15 was not enough') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: bleeding risk with anticoagulants. Attack: the negator must stand right before
  // 'come off'; "going to come off" is still on it.
  {
    id: 'anticoagulant-brand-802',
    cls: 'anticoagulant',
    style: 'brand',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Going to come off Xarelto in June, my haematologist will decide') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: bleeding risk with apixaban. Attack: a pronoun cancellation in the next clause
  // ("dentist stopped it") for a two-day hold; "restarting" is not a reaffirmation word.
  {
    id: 'anticoagulant-dose-803',
    cls: 'anticoagulant',
    style: 'dose',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Eliquis 5mg twice a day. Dentist stopped it for 2 days for my filling, restarting tomorrow') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: bleeding risk with warfarin. Attack (Tagalog): "Hindi ko itinigil" = "I did NOT
  // stop"; the negator 'hindi' is two words before the cancellation.
  {
    id: 'anticoagulant-negation-804',
    cls: 'anticoagulant',
    style: 'negation',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Hindi ko itinigil ang Warfarin kahit nagdugo ang gilagid ko') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: bleeding risk with rivaroxaban. Attack: the small-words gap lets "stopped" reach
  // across "injections and now on" to the medicine that replaced them.
  {
    id: 'anticoagulant-multi-805',
    cls: 'anticoagulant',
    style: 'multi',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Stopped injections and now on Xarelto 20mg') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['anticoagulant'],
    source: VITAMIN_E,
  },
  // Genuine cancellation (over-cautious direction): warfarin stopped in 2021; "still" in the next
  // clause speaks of bruising, not of warfarin.
  {
    id: 'anticoagulant-negation-806',
    cls: 'anticoagulant',
    style: 'negation',
    answers: meds('Stopped warfarin in 2021, still bruise easily'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['anticoagulant'],
    source: dailymed('warfarin'),
  },
  // Genuine cancellation (Arabic): "I stopped warfarin a year ago and still haven't gone back to it";
  // 'رجعت' is negated by 'ما'.
  {
    id: 'anticoagulant-arabic-807',
    cls: 'anticoagulant',
    style: 'arabic',
    answers: meds('وقفت الوارفارين من سنة ولسا ما رجعت له'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['anticoagulant'],
    source: dailymed('warfarin'),
  },

  // ── Antiplatelet ─────────────────────────────────────────────────────────────
  // ODS vitamin E: vitamin E inhibits platelet aggregation; bleeding risk with antiplatelets (clopidogrel).
  // Attack: "Never once stopped" — the negator is not the word right before "stopped".
  {
    id: 'antiplatelet-negation-808',
    cls: 'antiplatelet',
    style: 'negation',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Never once stopped my Plavix in 5 years') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: bleeding with antiplatelets. Attack (Tagalog, 'pero' split): "the doctor stopped
  // Plavix but I am still taking it until it runs out" — 'pa' without 'rin'.
  {
    id: 'antiplatelet-transliteration-809',
    cls: 'antiplatelet',
    style: 'transliteration',
    answers: { ...SKIN_AGING_MAN_46, ...meds('Tinigil ng doktor ang Plavix pero umiinom pa ako hanggang maubos') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },
  // ODS vitamin E: bleeding with aspirin. Attack (Arabic, 'بس' split): "I stopped aspirin but the
  // doctor put me back on it" — 'رجعه' (he brought it back) is not 'رجعت'.
  {
    id: 'antiplatelet-arabic-810',
    cls: 'antiplatelet',
    style: 'arabic',
    answers: { ...SKIN_AGING_MAN_46, ...meds('وقفت الاسبرين بس الدكتور رجعه') },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['bleeding'],
    expectClasses: ['antiplatelet'],
    source: VITAMIN_E,
  },

  // ── Sedative ─────────────────────────────────────────────────────────────────
  // Alprazolam (Xanax) label: CNS depressant. Attack: "no … any more" with only "at night" between
  // cancels the whole medicine although the morning dose continues.
  {
    id: 'sedative-dose-811',
    cls: 'sedative',
    style: 'dose',
    answers: { ...SLEEP_STRESS_WOMAN, ...meds('No Xanax at night any more, only 0.5 in the morning') },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['sedative'],
    source: dailymed('alprazolam'),
  },
  // Alprazolam label. Attack: "off" at the start of the clause reaches across "and on" — "off and
  // on" is intermittent use.
  {
    id: 'sedative-brand-812',
    cls: 'sedative',
    style: 'brand',
    answers: { ...SLEEP_STRESS_MAN, ...meds("Off and on Xanax when I can't sleep") },
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['sedative'],
    source: dailymed('alprazolam'),
  },

  // ── Blood pressure ───────────────────────────────────────────────────────────
  // Bisoprolol (Concor) label. Attack (Arabic): "I used to take Concor 5, and now 10 mg" — the
  // now-word is glued to 'و' ('والحين'), so the dose change is not seen.
  {
    id: 'blood_pressure-arabic-813',
    cls: 'blood_pressure',
    style: 'arabic',
    answers: meds('كنت آخذ كونكور ٥ والحين ١٠ ملغ'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: dailymed('bisoprolol'),
  },
  // Antihypertensive labels. Attack (Arabic): 'خلصت' is "ran out" as well as "finished": "my BP
  // pills ran out, I'll buy more from the pharmacy today".
  {
    id: 'blood_pressure-vague-814',
    cls: 'blood_pressure',
    style: 'vague',
    answers: meds('خلصت حبوب الضغط وبشتري من الصيدليه اليوم'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['blood_pressure'],
    source: dailymed('bisoprolol'),
  },
  // Other script: Concor is named, the rest is Cyrillic (rivaroxaban) — the part we cannot read
  // must send the user to a pharmacist (ODS: show every medicine to your pharmacist).
  {
    id: 'blood_pressure-multi-815',
    cls: 'blood_pressure',
    style: 'multi',
    answers: meds('Concor 5, ксарелто 20'),
    mustNotRecommend: [],
    mustMention: ['pharmacist'],
    expectClasses: ['blood_pressure'],
    source: ODS_WYNTK,
  },
  // Genuine cancellation (Arabic): "I stopped Concor when I came back from travelling" — 'رجعت' is
  // "came back", not "went back on it".
  {
    id: 'blood_pressure-arabic-817',
    cls: 'blood_pressure',
    style: 'arabic',
    answers: meds('وقفت الكونكور لما رجعت من السفر'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['blood_pressure'],
    source: dailymed('bisoprolol'),
  },

  // ── Metformin ────────────────────────────────────────────────────────────────
  // Metformin (Glucophage) label. Attack: "was on X 500 now 1000mg" is a dose change, but "no side
  // effects" in the same clause hides the now-with-a-dose.
  {
    id: 'metformin-dose-818',
    cls: 'metformin',
    style: 'dose',
    answers: meds('was on glucophage 500 now 1000mg no side effects'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['metformin'],
    source: dailymed('metformin'),
  },
  // Metformin label. Attack (Hinglish, 'lekin' split): "I'd given up Glucophage but now I take it
  // again" — 'fir se' is the common spelling of 'phir se'.
  {
    id: 'metformin-transliteration-819',
    cls: 'metformin',
    style: 'transliteration',
    answers: meds('Glucophage chhod di thi lekin ab fir se le rahi hu'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['metformin'],
    source: dailymed('metformin'),
  },
  // Metformin label. Attack (Tagalog, 'pero' split): "I stopped Glucophage last month but the
  // doctor put it back" — 'binalik' is not 'balik'.
  {
    id: 'metformin-transliteration-820',
    cls: 'metformin',
    style: 'transliteration',
    answers: meds('Itinigil ko ang Glucophage noong isang buwan pero binalik ng doktor'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['metformin'],
    source: dailymed('metformin'),
  },
  // Genuine cancellation (Hinglish): "stopped Glucophage, started exercise" — 'shuru' (started) is
  // about the exercise.
  {
    id: 'metformin-negation-821',
    cls: 'metformin',
    style: 'negation',
    answers: meds('Glucophage band kar di, exercise shuru kiya'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['metformin'],
    source: dailymed('metformin'),
  },

  // ── Diabetes (glucose lowering) ──────────────────────────────────────────────
  // Family rule (Arabic): "my mother has diabetes and I have the same thing" — the user is diabetic.
  {
    id: 'glucose_lowering-arabic-822',
    cls: 'glucose_lowering',
    style: 'arabic',
    answers: health('امي عندها سكر وانا عندي نفس الشي'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Family rule: "my dad has diabetes, and now I do" — the user has it too.
  {
    id: 'glucose_lowering-health-box-823',
    cls: 'glucose_lowering',
    style: 'health-box',
    answers: health('My dad has diabetes, and now I do'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Genuine denial: the user has no diabetes; "too" belongs to the mother and sister.
  {
    id: 'glucose_lowering-negation-824',
    cls: 'glucose_lowering',
    style: 'negation',
    answers: health('No diabetes, though my mum and sister have it too'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Genuine denial (Hinglish, negation after the noun): "I don't have diabetes".
  {
    id: 'glucose_lowering-transliteration-825',
    cls: 'glucose_lowering',
    style: 'transliteration',
    answers: health('Mujhe diabetes nahi hai'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['glucose_lowering'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Anti-seizure ─────────────────────────────────────────────────────────────
  // Valproate (Depakine) label. Attack: "ended up causing" is not "ended".
  {
    id: 'antiepileptic-brand-826',
    cls: 'antiepileptic',
    style: 'brand',
    answers: meds('Depakine ended up causing hair loss so the doctor added zinc'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: dailymed('valproate'),
  },
  // Lamotrigine (Lamictal) label. Attack: "completed 2 years on X" is an anniversary, not an end.
  {
    id: 'antiepileptic-dose-827',
    cls: 'antiepileptic',
    style: 'dose',
    answers: meds('Completed 2 years on Lamictal 100 and doing great'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['antiepileptic'],
    source: dailymed('lamotrigine'),
  },

  // ── SSRI ─────────────────────────────────────────────────────────────────────
  // Escitalopram (Cipralex) label. Attack: "my body is used to X" is not "I used to take X".
  {
    id: 'ssri_snri-brand-828',
    cls: 'ssri_snri',
    style: 'brand',
    answers: meds('I think my body is used to Cipralex, it barely works now'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ssri_snri'],
    source: dailymed('escitalopram'),
  },
  // Genuine cancellation: "have not restarted it" — a negated reaffirmation.
  {
    id: 'ssri_snri-negation-829',
    cls: 'ssri_snri',
    style: 'negation',
    answers: meds('Stopped Cipralex in May and have not restarted it'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['ssri_snri'],
    source: dailymed('escitalopram'),
  },

  // ── Levothyroxine ────────────────────────────────────────────────────────────
  // Levothyroxine (Eltroxin) label. Attack: "X finished yesterday" = the box ran out; a refill follows.
  {
    id: 'levothyroxine-brand-830',
    cls: 'levothyroxine',
    style: 'brand',
    answers: meds('My Eltroxin finished yesterday, buying more today'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: dailymed('levothyroxine'),
  },
  // Levothyroxine label. Attack: a clause opening "No more …" with only small words ("on an empty
  // stomach") takes back the clause before; the change is only of timing.
  {
    id: 'levothyroxine-dose-831',
    cls: 'levothyroxine',
    style: 'dose',
    answers: meds('Euthyrox 100. No more on an empty stomach, with breakfast now'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: dailymed('levothyroxine'),
  },
  // Control ('except' split): everything else was stopped, Euthyrox stays.
  {
    id: 'levothyroxine-negation-832',
    cls: 'levothyroxine',
    style: 'negation',
    answers: meds('Stopped everything except my Euthyrox'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['levothyroxine'],
    source: dailymed('levothyroxine'),
  },

  // ── Immunosuppressant ────────────────────────────────────────────────────────
  // Tacrolimus (Prograf) label. Attack: "discontinued by the pharmacy" is a stock change; the
  // patient gets another strength.
  {
    id: 'immunosuppressant-brand-833',
    cls: 'immunosuppressant',
    style: 'brand',
    answers: meds('Prograf 1mg discontinued by the pharmacy, they gave me 0.5 capsules instead'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['immunosuppressant'],
    source: dailymed('tacrolimus'),
  },

  // ── Pregnancy / breastfeeding ────────────────────────────────────────────────
  // NCCIH: avoid ashwagandha in pregnancy. Attack: "never had a pregnancy this rough" is a denial
  // word, then only BETWEEN words, then the condition.
  {
    id: 'pregnancy_breastfeeding-health-box-834',
    cls: 'pregnancy_breastfeeding',
    style: 'health-box',
    answers: health('Never had a pregnancy this rough, 30 weeks and counting'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: avoid ashwagandha when breastfeeding. Attack: relative + 'is' + 'still' reads the
  // mother's breastfeeding as the son's condition.
  {
    id: 'pregnancy_breastfeeding-health-box-835',
    cls: 'pregnancy_breastfeeding',
    style: 'health-box',
    answers: health('My son is still breastfeeding, he is 14 months'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: avoid ashwagandha in pregnancy. Attack: "is over 5 months" is not "is over".
  {
    id: 'pregnancy_breastfeeding-health-box-836',
    cls: 'pregnancy_breastfeeding',
    style: 'health-box',
    answers: health('My pregnancy is over 5 months, all good'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // NCCIH: avoid ashwagandha when breastfeeding. Attack (Tagalog): "I no longer breastfeed at
  // night, only in the morning" — still breastfeeding.
  {
    id: 'pregnancy_breastfeeding-transliteration-837',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: health('Hindi na ako nagpapasuso sa gabi, sa umaga lang'),
    mustNotRecommend: ['ashwagandha'],
    mustMention: [],
    expectClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Genuine (over-cautious direction): the sister is pregnant; "again" must not make it the user's.
  {
    id: 'pregnancy_breastfeeding-negation-838',
    cls: 'pregnancy_breastfeeding',
    style: 'negation',
    answers: health('My sister is pregnant again'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Genuine denial (Arabic): "not pregnant, I did a test a week ago" — 'قبل' dates the test, not the denial.
  {
    id: 'pregnancy_breastfeeding-arabic-839',
    cls: 'pregnancy_breastfeeding',
    style: 'arabic',
    answers: health('مب حامل سويت تحليل قبل اسبوع'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },
  // Genuine denial (Tagalog): "I am not pregnant or breastfeeding" — 'o' is Tagalog "or".
  {
    id: 'pregnancy_breastfeeding-transliteration-840',
    cls: 'pregnancy_breastfeeding',
    style: 'transliteration',
    answers: health('Hindi ako buntis o nagpapasuso'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['pregnancy_breastfeeding'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Kidney disease ───────────────────────────────────────────────────────────
  // ODS magnesium: impaired kidney function raises the risk of magnesium toxicity. Family rule:
  // "family history of kidney disease, mine is stage 3".
  {
    id: 'kidney_disease-health-box-841',
    cls: 'kidney_disease',
    style: 'health-box',
    answers: { ...SLEEP_STRESS_WOMAN, ...health('Family history of kidney disease, mine is stage 3') },
    mustNotRecommend: ['magnesium'],
    mustMention: [],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  // ODS magnesium. Family rule: "me also" (Gulf and South Asian English) is the user too.
  {
    id: 'kidney_disease-health-box-842',
    cls: 'kidney_disease',
    style: 'health-box',
    answers: { ...SLEEP_STRESS_MAN, ...health('Dad has kidney disease, me also') },
    mustNotRecommend: ['magnesium'],
    mustMention: [],
    expectClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  // Genuine denial (brief's example): "again" is about the check-up.
  {
    id: 'kidney_disease-negation-843',
    cls: 'kidney_disease',
    style: 'negation',
    answers: health('No kidney disease, I had it checked again last month'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },
  // Genuine denial (Tagalog): "Wala akong sakit sa bato" = "I have no kidney disease".
  {
    id: 'kidney_disease-transliteration-844',
    cls: 'kidney_disease',
    style: 'transliteration',
    answers: health('Wala akong sakit sa bato'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['kidney_disease'],
    source: MAGNESIUM,
  },

  // ── Kidney stones ────────────────────────────────────────────────────────────
  // ODS vitamin C / calcium: kidney stones matter for supplement choice. Family rule (Hinglish):
  // "mother has kidney stones, I have them too" ('mujhe bhi hai').
  {
    id: 'kidney_stones-transliteration-845',
    cls: 'kidney_stones',
    style: 'transliteration',
    answers: health('Mother has kidney stones, mujhe bhi hai'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['kidney_stones'],
    source: VITAMIN_C,
  },

  // ── Autoimmune disease ───────────────────────────────────────────────────────
  // NCCIH: ashwagandha may not be safe for people with autoimmune disease. Family rule (Taglish):
  // "my sister has lupus, me too" ('ako rin').
  {
    id: 'autoimmune_disease-transliteration-846',
    cls: 'autoimmune_disease',
    style: 'transliteration',
    answers: health('My sister has lupus, ako rin'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['autoimmune_disease'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Hormone-sensitive cancer ─────────────────────────────────────────────────
  // NCCIH ashwagandha (hormone-sensitive cancer). Family rule: "I had it in 2021" is the user's own
  // breast cancer; 'i had it' is not among the reaffirmations.
  {
    id: 'hormone_sensitive_cancer-health-box-847',
    cls: 'hormone_sensitive_cancer',
    style: 'health-box',
    answers: health('My mother had breast cancer and I had it in 2021'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['hormone_sensitive_cancer'],
    source: NCCIH_ASHWAGANDHA,
  },

  // ── Statin ───────────────────────────────────────────────────────────────────
  // Rosuvastatin (Crestor) label. Attack ('but' split): "back to it now" has no dose, so it restores nothing.
  {
    id: 'statin-brand-848',
    cls: 'statin',
    style: 'brand',
    answers: meds('Stopped Crestor for a week because of muscle pain but back to it now'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['statin'],
    source: dailymed('rosuvastatin'),
  },
  // Genuine cancellation: "now" + "30 min" is exercise, not a statin dose.
  {
    id: 'statin-negation-849',
    cls: 'statin',
    style: 'negation',
    answers: meds('Stopped Lipitor in March, now doing keto and 30 min walking daily'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['statin'],
    source: dailymed('atorvastatin'),
  },

  // ── Retinoid ─────────────────────────────────────────────────────────────────
  // Isotretinoin label: avoid vitamin A supplements. Attack: the clause "Finished month 4 of 6" is
  // read as a cancelling answer to the clause before.
  {
    id: 'retinoid-dose-850',
    cls: 'retinoid',
    style: 'dose',
    answers: { ...ROACCUTANE_WOMAN, ...meds('Roaccutane 20mg daily. Finished month 4 of 6') },
    mustNotRecommend: ['multivitamin'],
    mustMention: [],
    expectClasses: ['retinoid'],
    source: ISOTRETINOIN_LABEL,
  },
  // Genuine cancellation: the course is over; "left" is about leftover capsules.
  {
    id: 'retinoid-negation-851',
    cls: 'retinoid',
    style: 'negation',
    answers: meds('Finished my Roaccutane course in May, have 10 capsules left'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['retinoid'],
    source: ISOTRETINOIN_LABEL,
  },

  // ── Diuretic, PPI, lithium ───────────────────────────────────────────────────
  // Furosemide (Lasix) label. Attack: "stopped in the morning" (a change of time) opens a clause and
  // takes back the clause before.
  {
    id: 'diuretic-dose-852',
    cls: 'diuretic',
    style: 'dose',
    answers: meds('Lasix 40, stopped in the morning, now I take it at night'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['diuretic'],
    source: dailymed('furosemide'),
  },
  // Esomeprazole (Nexium) label. Attack: "X stopped my heartburn" — X stopped a symptom.
  {
    id: 'ppi-brand-853',
    cls: 'ppi',
    style: 'brand',
    answers: meds('Nexium stopped my heartburn, 40mg every morning'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: ['ppi'],
    source: dailymed('esomeprazole'),
  },
  // Genuine cancellation: "never went back on it" — a negated 'back on'.
  {
    id: 'lithium-negation-854',
    cls: 'lithium',
    style: 'negation',
    answers: meds('Came off lithium in 2020 and never went back on it'),
    mustNotRecommend: [],
    mustMention: [],
    expectClasses: [],
    notClasses: ['lithium'],
    source: dailymed('lithium'),
  },

  // ── Unnamed medicines (class nominal: the medicine is not named) ─────────────
  // ODS: show the pharmacist what you take. Attack: 'n' (texting "and") is in NONE_WORDS, so a
  // taken-but-unnamed tablet reads as no medicine at all.
  {
    id: 'blood_pressure-vague-855',
    cls: 'blood_pressure',
    style: 'vague',
    answers: meds('1 tab in the morning n 1 at night'),
    mustNotRecommend: [],
    mustMention: ['pharmacist'],
    expectClasses: [],
    source: ODS_WYNTK,
  },
  // Control for 855: the same answer with 'and'.
  {
    id: 'blood_pressure-vague-856',
    cls: 'blood_pressure',
    style: 'vague',
    answers: meds('1 tablet in the morning and 1 at night'),
    mustNotRecommend: [],
    mustMention: ['pharmacist'],
    expectClasses: [],
    source: ODS_WYNTK,
  },
  // ODS: show the pharmacist what you take. Attack: "no tablets" makes a weekly injection (e.g. a
  // GLP-1 agonist) a none.
  {
    id: 'glucose_lowering-vague-857',
    cls: 'glucose_lowering',
    style: 'vague',
    answers: meds('No tablets, only my weekly injection'),
    mustNotRecommend: [],
    mustMention: ['pharmacist'],
    expectClasses: [],
    source: ODS_WYNTK,
  },
];
