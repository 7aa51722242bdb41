import type { InteractionClass } from '@sahha/contracts/quiz';

/**
 * Words that say what a sentence is about without saying what it is: 'the kidney dietitian has me
 * on 800 ml of fluid a day', 'a pea-sized gland … too much calcium', 'they take a pint of blood off
 * me every fortnight for the iron'. When such a word is not part of anything the reader read (and
 * is not denied or said to be fine right beside it), the plan leaves out what the conditions of
 * that organ rule out, with a note that says why: the person told us something about their kidneys
 * that we could not read, and magnesium is ruled out by kidney disease.
 *
 * A hint never counts as a recognised class (no hard stop, no chip, no "we checked"): it only
 * removes products, fail-safe, as text in a script we cannot read does for every class. Each hint
 * names the classes whose exclusions it applies; the exclusions themselves are the product rules'.
 * `boxes`: the answers a hint is read in, when not all: 'liver' and 'calcium' are food words in the
 * diet answer, 'stone' a weight in the goals answer, 'iron' a tablet in the medicines answer.
 * `womenOnly`: applied only when the person is not a man (pregnancy and breastfeeding).
 * Words are written in any spelling; they are looked up as normaliseText writes them.
 */
export type HintBox = 'medications' | 'supplements' | 'healthInfo' | 'concerns' | 'goals' | 'diet';

/** Where medical words are medical: not the goals and diet answers. */
const HEALTH_BOXES: readonly HintBox[] = ['medications', 'supplements', 'healthInfo', 'concerns'];
export interface OrganHint {
  id: string;
  /** Shown in the note: "You told us something about {about} that we could not fully read". */
  about: string;
  /** Single words as normaliseText writes them; plurals are read through lookupForms. */
  words: readonly string[];
  classes: readonly InteractionClass[];
  boxes?: readonly HintBox[];
  womenOnly?: boolean;
  /** Words right after the hint that make it about something else ('kidney beans', 'baby aspirin'). */
  notBefore?: readonly string[];
}

export const ORGAN_HINTS: readonly OrganHint[] = [
  {
    id: 'kidneys',
    about: 'your kidneys',
    // With the Arabic, Arabizi, Hindi/Urdu, Malayalam and Tagalog words for the kidneys ('الكلى', 'kilya', 'gurde', 'vrukka').
    words: ['kidney', 'kidneys', 'renal', 'nephro', 'fistula', 'filtration', 'urologist', 'كلى', 'كليه', 'كلاوي', 'كليتي', 'kela', 'kila', 'kilya',
      'kelye', 'kelya', 'kla', 'lkla', 'lkelya', 'kilawi', 'gurde', 'gurda', 'vrukka', 'kulalite'],
    classes: ['kidney_disease', 'kidney_stones'],
    notBefore: ['bean', 'beans'],
  },
  { id: 'stones', about: 'stones', words: ['stone', 'stones', 'gravel', 'calculi', 'حصوه', 'حصى', 'حصوات', 'pathri', 'kallu'], classes: ['kidney_stones'], boxes: HEALTH_BOXES },
  {
    id: 'liver',
    about: 'your liver',
    words: ['liver', 'hepatic', 'jaundice', 'cirrhotic', 'كبد', 'كبدي', 'kabid', 'kabed', 'kebda', 'kebdi', 'kebdti', 'jigar', 'جگر', 'karal', 'karalil'],
    classes: ['liver_disease'],
    boxes: [...HEALTH_BOXES, 'goals'],
  },
  {
    id: 'bleeding',
    about: 'bleeding or clotting',
    // With the Arabic and Arabizi for a clot ('جلطة', 'jalta').
    words: ['bleed', 'bleeding', 'bleeds', 'clot', 'clots', 'clotting', 'bruise', 'bruises', 'bruising', 'platelet', 'platelets', 'nosebleed', 'nosebleeds',
      'haematologist', 'hematologist', 'جلطه', 'جلطات', 'jalta', 'jalte'],
    classes: ['bleeding_disorder', 'anticoagulant'],
  },
  {
    id: 'blood-transfusions',
    about: 'transfusions or your red cells',
    words: ['transfusion', 'transfusions', 'transfused', 'sickle', 'chelation', 'crisis', 'crises', 'iron', 'منجل', 'منجليه', 'حديد', '7adeed', 'hadeed', '7adid'],
    classes: ['iron_overload', 'sickle_cell'],
    // Not the medicines and supplements answers, where 'iron' is the tablet the person takes.
    boxes: ['healthInfo', 'concerns'],
  },
  // Not the medicines and supplements answers, where calcium is the tablet the person takes.
  { id: 'calcium', about: 'your calcium', words: ['calcium', 'parathyroid', 'كالسيوم', 'كلسيوم'], classes: ['hypercalcaemia'], boxes: ['healthInfo', 'concerns'] },
  {
    id: 'swallowing',
    about: 'swallowing',
    words: ['swallow', 'swallowing', 'choke', 'choking', 'gullet', 'oesophagus', 'esophagus', 'throat', 'بلع', 'ابلع', 'بلعوم', 'بلعومي', 'مريء',
      'bal3', 'thondai', 'thondaila', 'muzhunga', 'gala', 'gale'],
    classes: ['swallowing_difficulty'],
  },
  {
    id: 'operation',
    about: 'an operation',
    words: ['op', 'knife', 'anaesthetic', 'anesthetic', 'anaesthesia', 'anesthesia', 'admitted', 'surgeon'],
    classes: ['surgery'],
  },
  {
    id: 'pregnancy',
    about: 'a pregnancy or a baby',
    words: ['baby', 'bump', 'trimester', 'antenatal', 'midwife', 'expecting', 'breastfeed', 'breastfeeding', 'nursing', 'postpartum'],
    classes: ['pregnancy_breastfeeding'],
    womenOnly: true,
    notBefore: ['aspirin'],
  },
  {
    id: 'injection',
    about: 'an injection',
    words: ['injection', 'injections', 'jab', 'jabs', 'shot', 'shots', 'pen', 'appetite', 'hungry', 'slimming'],
    classes: ['glp1_agonist'],
  },
  {
    id: 'transplant',
    about: 'a transplant',
    words: ['transplant', 'transplanted', 'rejection'],
    classes: ['immunosuppressant'],
    boxes: HEALTH_BOXES,
  },
  { id: 'tb', about: 'TB', words: ['tb', 'tuberculosis', 'سل', 'درن', 'jokkha', 'qaaxo'], classes: ['tb_treatment'], boxes: HEALTH_BOXES },
  { id: 'cancer', about: 'cancer', words: ['oncologist', 'oncology', 'tumour', 'tumor', 'lump', 'radiation'], classes: ['cancer_treatment'], boxes: HEALTH_BOXES },
  { id: 'mood', about: 'a psychiatrist’s treatment', words: ['psychiatrist', 'psychiatric'], classes: ['ssri_snri', 'bipolar_disorder', 'lithium'], boxes: HEALTH_BOXES },
];

/** Words right before a hint that deny it ('no kidney problems', 'healthy liver', 'لا سكر ولا كلى'). */
export const HINT_DENIED_BEFORE: ReadonlySet<string> = new Set(['no', 'not', 'never', 'without', 'healthy', 'normal', 'low', 'نقص', 'قله', 'لا', 'ولا', 'ما', 'مو', 'مش', 'بدون']);
/** Words soon after a hint that say it is well or over ('kidneys are fine', 'liver tests normal', 'تحليل الكلى طبيعي', 'TB, cured'). */
export const HINT_FINE_AFTER: ReadonlySet<string> = new Set([
  'fine', 'normal', 'ok', 'okay', 'healthy', 'good', 'clear', 'negative', 'perfect', 'deficiency', 'deficient', 'low', 'cured', 'cleared', 'benign',
  'resolved', 'healed', 'طبيعي', 'طبيعيه', 'سليم', 'سليمه', 'سلبي', 'سلبيه', 'تمام',
]);
/** How many words after a hint HINT_FINE_AFTER is looked for. */
export const HINT_FINE_WITHIN = 4;
