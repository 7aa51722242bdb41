import type { SafetyPersona } from '../persona';
import { meds, health, SKIN_WOMAN, SKIN_MAN, SLEEP_STRESS_WOMAN, WEIGHT_WOMAN, WEIGHT_MAN, IMMUNITY_WOMAN, FOCUS_WOMAN, VITAMIN_E, NCCIH_ASHWAGANDHA } from '../persona-answers';

/**
 * Tenth set, written from the references beside each case before the reader or the rules changed.
 * Ids start at 1101.
 * - A weight-loss operation still ahead ("sleeve booked next month", "takmeem next week", "عملية
 *   تكميم الشهر الجاي") is an operation ahead as well as weight-loss surgery: the 2-week pre-operative
 *   stop applies (NIH ODS, Ang-Lee 2001) before the ASMBS lifelong needs begin. A past one stays
 *   weight-loss surgery only.
 * - Two notes the label check corrected: the Biktarvy label gives no 6-hour-after window (that is
 *   dolutegravir's), and rifampicin leaves the contraceptive injection and the hormonal coil reliable.
 */

/** NIH ODS Dietary Supplements: What You Need to Know — tell the surgeon; stop before an operation. */
const ODS_WYNTK = 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/';
/** ASMBS 2016 micronutrient guideline: supplements for life after a sleeve, bypass, band or switch. */
const ASMBS_MICRONUTRIENTS = 'https://pubmed.ncbi.nlm.nih.gov/28392254/';
/** FDA 21 CFR 201.319: water-soluble gums that swell can choke or obstruct. */
const FDA_SWELLING_GUMS = 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfcfr/CFRSearch.cfm?fr=201.319';
/** Biktarvy label (DailyMed), drug interactions with polyvalent cations: 2 hours before Al/Mg antacids, or with food beside calcium or iron. */
const BIKTARVY_CATIONS = 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=biktarvy';
/** NHS SPS Medicines Q&A: with rifampicin the preferred contraception is an IUD, LNG-IUS or the DMPA injection. */
const SPS_RIFAMPICIN_CONTRACEPTION =
  'https://www.sps.nhs.uk/articles/what-is-a-suitable-combined-oral-contraceptive-pill-in-a-patient-who-is-taking-hepatic-enzyme-inducing-drugs-such-as-carbamazepine-phenytoin-rifampicin-or-rifabutin/';

/** An operation ahead: vitamin E (planned for SKIN_*) is left out and the pre-operative note is shown. */
function ahead(id: string, style: SafetyPersona['style'], text: string, answers = SKIN_WOMAN): SafetyPersona {
  return {
    id,
    cls: 'surgery',
    style,
    answers: { ...answers, ...health(text) },
    mustNotRecommend: ['vitamin-e'],
    mustMention: ['before surgery'],
    expectClasses: ['surgery', 'bariatric_surgery'],
    source: `${ODS_WYNTK} ; ${VITAMIN_E} ; ${ASMBS_MICRONUTRIENTS}`,
  };
}

/** A past operation: lifelong weight-loss-surgery needs (no swelling fibre), no pre-operative stop. */
function past(id: string, style: SafetyPersona['style'], text: string, answers = WEIGHT_WOMAN): SafetyPersona {
  return {
    id,
    cls: 'bariatric_surgery',
    style,
    answers: { ...answers, ...health(text) },
    mustNotRecommend: ['glucomannan'],
    mustMention: ['weight-loss surgery'],
    expectClasses: ['bariatric_surgery'],
    notClasses: ['surgery'],
    source: `${ASMBS_MICRONUTRIENTS} ; ${FDA_SWELLING_GUMS}`,
  };
}

export const TENTH_AHEAD_PERSONAS: readonly SafetyPersona[] = [
  ahead('surgery-english-1101', 'english', 'sleeve booked next month'),
  ahead('surgery-english-1102', 'english', 'my gastric bypass is scheduled for January'),
  ahead('surgery-transliteration-1103', 'transliteration', 'going for takmeem next week', SKIN_MAN),
  ahead('surgery-arabic-1104', 'arabic', 'عندي عملية تكميم الشهر الجاي'),
  // "Sleeve of the stomach in a week": بعد + a duration is still ahead.
  ahead('surgery-arabic-1105', 'arabic', 'تكميم المعدة بعد اسبوع'),
  ahead('surgery-english-1106', 'english', 'I will have a lap band in March'),
  ahead('surgery-english-1107', 'english', 'duodenal switch upcoming'),
  // Hinglish: "agle mahine" (next month), "karwana hai" (have to get done).
  ahead('surgery-transliteration-1108', 'transliteration', 'agle mahine sleeve karwana hai'),
  ahead('surgery-transliteration-1109', 'transliteration', 'gastric bypass planned hai, doctor ne vitamins ka poocha'),
  // "The appointment for the sleeve is next month": ashwagandha (planned for SLEEP_STRESS) stops 2 weeks ahead.
  {
    id: 'surgery-arabic-1110',
    cls: 'surgery',
    style: 'arabic',
    answers: { ...SLEEP_STRESS_WOMAN, ...health('موعد التكميم الشهر القادم') },
    mustNotRecommend: ['ashwagandha'],
    mustMention: ['before surgery'],
    expectClasses: ['surgery', 'bariatric_surgery'],
    source: `${ODS_WYNTK} ; ${NCCIH_ASHWAGANDHA} ; ${ASMBS_MICRONUTRIENTS}`,
  },
  past('bariatric_surgery-transliteration-1111', 'transliteration', 'takmeem done in 2021'),
  // "I had a gastric bypass two years ago."
  past('bariatric_surgery-arabic-1112', 'arabic', 'سويت تحويل مسار قبل سنتين', WEIGHT_MAN),
  // "Sleeve happened 2 years back": no future marker, so weight-loss surgery only.
  past('bariatric_surgery-transliteration-1113', 'transliteration', 'sleeve 2 saal pehle hua tha'),
];

export const TENTH_LABEL_PERSONAS: readonly SafetyPersona[] = [
  // Biktarvy: 2 hours before the minerals; the 6-hours-after option belongs to dolutegravir only.
  {
    id: 'integrase_inhibitor-brand-1114',
    cls: 'integrase_inhibitor',
    style: 'brand',
    answers: { ...IMMUNITY_WOMAN, ...meds('Biktarvy one tablet daily') },
    mustNotRecommend: [],
    mustMention: ['2 hours before', 'dolutegravir (tivicay, triumeq, dovato) may instead'],
    expectClasses: ['integrase_inhibitor'],
    source: BIKTARVY_CATIONS,
  },
  // Rifampicin: the pill, patch, ring and implant fail; the injection and the coils stay reliable.
  {
    id: 'tb_treatment-english-1115',
    cls: 'tb_treatment',
    style: 'english',
    answers: { ...FOCUS_WOMAN, ...meds('rifampicin 600 mg daily') },
    mustNotRecommend: ['green-tea-extract'],
    mustMention: ['contraceptive injection', 'hormonal coil', '4 weeks after'],
    expectClasses: ['tb_treatment'],
    source: SPS_RIFAMPICIN_CONTRACEPTION,
  },
];
