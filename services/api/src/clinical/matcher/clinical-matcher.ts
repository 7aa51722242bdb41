import { INTERACTION_CLASSES, SET_ASIDE_REASONS, type InteractionClass, type ScreenedField, type SetAsideReason } from '@sahha/contracts/quiz';
import { spellingsOf, type Concept } from '../types';
import { LAB_GAP_WORDS, LAB_LESS_THAN, LAB_MORE_THAN, resultPastTheLimit, type LabBound, type LabResult } from '../concepts/lab-results';
import { HINT_DENIED_BEFORE, HINT_FINE_AFTER, HINT_FINE_WITHIN, ORGAN_HINTS, type OrganHint } from '../concepts/organ-hints';
import { COMMON_ENGLISH_WORDS } from './common-words';
import { COMMON_RUSSIAN_WORDS } from './common-russian-words';
import { canonicalDictionaryWord, DOSE_UNITS, editDistanceWithin, editsAllowed, hasCyrillic, lookupForms, normaliseText, words } from './normalise';
import { ContextReader } from './context-reader';
import { clauseBoundaries, rulePhrases, ruleWords, vocabularyWords } from './context-rules';
import { sequenceAt, type PhraseList } from './phrase-list';
import { ReadingCost } from './reading-cost';
import { soundKey } from './sound-key';

/**
 * Reads free text for the concepts of the clinical knowledge base. Principles:
 * - every mention counts (fail-safe): only the explicit cancellations of context-rules.data.json ("stopped X",
 *   "no longer take X", "not on X any more", "X was cancelled", and in the health answer a denial
 *   right before a condition: "not pregnant") remove one; "I never miss my warfarin" is warfarin;
 * - a multi-word term matches with up to MAX_GAP other words between its words, and its small
 *   words are optional ("expecting our first baby" is "expecting a baby");
 * - typos are tolerated by word length (editsAllowed); Arabic glued prefixes are removed;
 * - text that names something we cannot identify is reported as unidentified, never as none.
 * The text is read in memory only; nothing of it is kept after the call.
 */

/** Words allowed between the words of a phrase: 'pills for BP and sugar' is 'sugar pills'. */
const MAX_GAP = 3;
/** Shorter typed words are never read as typos. */
const MIN_TYPO_WORD = 5;
/** A dictated name: up to this many syllables, each a short run of Latin letters, joined at least this long. */
const MAX_SYLLABLES = 4;
const SYLLABLE = /^[a-z]{1,5}$/;
const MIN_DICTATED_WORD = MIN_TYPO_WORD;
/** A dictated name this long may be one letter off ('mount jaro' for Mounjaro); shorter joins are too loose a reading for a typo. */
const MIN_DICTATED_TYPO_WORD = 8;
/**
 * A dictated brand read by its sound (soundKey): the syllables may be whole English words ('Rock you
 * tane', 'Mon Jarrow'), each at most this many letters, and the brand's name at least
 * MIN_BRAND_BY_SOUND letters, so its key is long enough not to be met by chance.
 */
const SOUNDED_SYLLABLE = /^[a-z]{1,9}$/;
const MIN_BRAND_BY_SOUND = 6;
const BRAND_BY_SOUND = new RegExp(`^[a-z]{${MIN_BRAND_BY_SOUND},}$`);
/** Words a term may carry that need not be typed ("on a blood thinner", "expecting a baby"). */
const OPTIONAL_TERM_WORDS = new Set([
  'a', 'an', 'the', 'my', 'of', 'for', 'to', 'on', 'in', 'and', 'with', 'i', 'am', 'im', 'is', 'have', 'has', 'at', 'by',
  'في', 'من', 'على', 'الى', 'مع', 'عن',
  // Hindi/Urdu postpositions ('sugar ki goli', 'gurde mein pathri') and Tagalog markers and pronouns
  // ('pampalabnaw ng dugo', 'sakit sa atay', 'mababa ang platelet', 'hirap akong lumunok').
  'ki', 'ke', 'ka', 'ko', 'mein', 'ng', 'sa', 'ang', 'ako', 'akong',
]);

/**
 * Ordinary words that are never read as a typo of a medicine or condition: the common English
 * and Russian word lists plus words of this domain that they lack. Exact dictionary matches are unaffected.
 */
const NO_FUZZY_WORDS = new Set([
  ...COMMON_ENGLISH_WORDS,
  ...COMMON_RUSSIAN_WORDS,
  'about', 'after', 'again', 'always', 'before', 'being', 'better', 'blood', 'daily', 'doctor', 'every', 'feeling', 'first',
  'having', 'health', 'heart', 'little', 'month', 'months', 'morning', 'never', 'night', 'other', 'pills', 'plans', 'really',
  'since', 'sleep', 'still', 'sugar', 'taking', 'tablet', 'tablets', 'their', 'there', 'these', 'thing', 'things', 'think',
  'times', 'today', 'twice', 'using', 'water', 'weeks', 'which', 'while', 'years', 'concur', 'lasting', 'basic', 'valid',
  'nursery', 'insult', 'insulting', 'pressure', 'stress', 'stressed', 'tired', 'period', 'periods', 'weight', 'vitamin',
  'vitamins', 'supplement', 'supplements', 'medicine', 'medicines', 'medication', 'medications', 'prescribed', 'because',
  'problem', 'problems', 'normal', 'should', 'would', 'could', 'cannot', 'people', 'exercise', 'breakfast', 'dinner',
  'lunch', 'evening', 'family', 'mother', 'father', 'husband', 'children', 'trying', 'started', 'starting', 'stopped',
  // Everyday Arabizi: '3alya' ("high") is one letter from '3amlya' (an operation).
  '3alya', '3alia', '3aliya', '3aleya', 'nesbat', 'nisbat', 'enzymat', 'tahleel', 'ta7leel', 'ta7lil',
  // Everyday Arabic: 'الدكتور' ("the doctor") is one letter from 'الدكتون' (Aldactone).
  'الدكتور', 'دكتور', 'الدكتوره', 'دكتوره', 'الطبيب', 'طبيب', 'المستشفى', 'مستشفى', 'العياده', 'عياده', 'الصيدليه', 'صيدليه',
  // Everyday English 'minutes' (also looked up as 'minut') is two letters from Minulet (a contraceptive pill); the Malayalam 'avarude' (her, theirs) two
  // from Avalide; the Ramadan meals and words are no medicine.
  'minutes', 'minute', 'minut', 'avarude', 'iftar', 'suhoor', 'suhur', 'sehri', 'ramadan', 'ramzan', 'taraweeh',
  // Everyday Arabic: 'تنظيم' ("regulating": 'لتنظيم الدورة', to regulate the cycle) is one letter from 'تنظير' (an endoscopy).
  'تنظيم',
  // Arabic durations: 'اسبوعين' ("two weeks") is two letters from 'اسبرين' (aspirin).
  'اسبوع', 'اسبوعين', 'اسابيع', 'شهر', 'شهرين', 'شهور', 'سنه', 'سنتين', 'سنين', 'يوم', 'يومين', 'ايام',
  // Urdu 'بیماری' (illness), normalised, is two letters from 'بريمارين' (Premarin); 'تیاری' (getting ready) two from 'تيسابري' (Tysabri).
  'بيماري', 'بيمار', 'بيماريان', 'بيماريون', 'تياري',
  // Persian 'بالاست' ("is high") is two letters from 'اكلاستا' (Aclasta).
  'بالاست', 'الاست', 'بالا',
  // Everyday Hindi/Urdu and Tagalog words one or two letters from a dictionary word: 'thoda' ("a little"), 'banti'
  // ("forms"), 'hipon' (shrimp), 'sipon' (a cold), 'bahay' (house), 'asawa' (spouse), 'inumin' (to drink: ~ insulin),
  // 'meron' ("there is"), 'talaga' ("really"), 'masik' (monthly: ~ a captopril brand), 'padala' (remittance), 'magulang'
  // (parents: ~ Matulane), 'salabat' (ginger tea), 'ampalaya' (bitter gourd: ~ 'amaliya', an operation).
  'thoda', 'thodi', 'thode', 'banti', 'hipon', 'sipon', 'bahay', 'asawa', 'inumin', 'meron', 'talaga', 'masik', 'padala', 'magulang',
  'salabat', 'ampalaya',
  // Everyday Hindi/Urdu and Bengali: 'parte' (fits "come", 'daure parte hain') ~ Parnate, 'protidin' (every day) ~ a fluphenazine brand.
  'parte', 'padte', 'protidin', 'prothidin', 'protidina', 'raate', 'khai', 'khabo',
  // Everyday Sinhala and Persian (Finglish) verbs: 'karala' (having done), 'kardam' (I did) ~ the Tamil 'karpama' (pregnancy).
  'karala', 'karanawa', 'kala', 'kardam', 'kardan', 'kardi', 'karde', 'kard', 'mikonam', 'mikardam',
  // English words one letter from a new brand: 'restyle' ~ Restyl (alprazolam).
  'restyle', 'restyled', 'restyling',
  // Medical words missing from the everyday list that sit one typo from a brand ('stent' ~ Sutent).
  'stent', 'stents', 'statin', 'statins', 'tablet', 'inhaler', 'inhalers', 'steroid', 'steroids', 'biopsy', 'scans', 'xrays',
  // UAE insurers and pharmacy chains on a receipt or a prescription: 'Daman' is one letter from Dalmane (flurazepam).
  'daman', 'thiqa', 'sukoon', 'nextcare', 'neuron', 'almadallah', 'aster', 'seha', 'mediclinic', 'lifecare', 'supercare', 'boots',
  // 'haematologist' is two letters from 'hepatologist' (a liver doctor).
  'haematologist', 'hematologist', 'haematology', 'hematology',
  // Supplement words one typo from a brand: 'peptides' (collagen) ~ Pepcid.
  'peptide', 'peptides', 'peptid',
  'allergy', 'allergies', 'eczema', 'asthma', 'migraine', 'migraines', 'anemia', 'anaemia', 'cholesterol', 'thyroid',
]);

/*
 * Word lists of context-rules.data.json the matcher itself uses: for the list a denial runs along
 * (onlyAList), the state of a condition (withoutStatesOfOthers), and the answer as a whole
 * (vague phrases, unnamed medicines, none answers, the parts of a medicines list). How a mention's
 * context is read is the generic reader's (context-reader.ts), from the rules themselves.
 */
/** Words a comma list of denied conditions may hold besides the conditions: the list joiners, the denials, 'any'. */
const DENIED_LIST_GLUE = new Set([
  ...ruleWords('denial-list-joiners'),
  ...ruleWords('denial-carried-list-joiners'),
  ...ruleWords('condition-denials'),
  ...vocabularyWords('denied-list-glue-words'),
]);
/** 'mujhe' (to me) before a list of conditions a Hindi/Urdu denial after it covers. */
const LIST_EXPERIENCERS = vocabularyWords('list-experiencers');
/** 'in remission' after a named condition is that condition's state ("Crohn's in remission"), not a cancer of its own. */
const STATE_WORDS = vocabularyWords('state-words');
const BEFORE_STATE = vocabularyWords('before-state-words');
const CANCER_CLASSES = new Set<InteractionClass>(['cancer_treatment', 'hormone_sensitive_cancer']);

/** Phrases that say a medicine was taken but not which one: the plan must be checked by a pharmacist. */
const VAGUE_PHRASES = rulePhrases('vague-phrases');

/** Words that say a medicine is taken without naming it (forms, doses and their Arabic, Hindi and Tagalog words). */
const UNNAMED_MEDICINE_WORDS = ruleWords('unnamed-medicine');
/** Words that make such a text a "none": "no pills", "never take medicine", "لا يوجد ادويه". */
// Not 'n' or 'na': texting 'n' is "and" ("pills n injections").
const NONE_WORDS = ruleWords('none-answer');

/** Words that carry no clinical content on their own: a segment of only these names nothing. */
const FILLER_WORDS = new Set([...OPTIONAL_TERM_WORDS, ...vocabularyWords('filler-words')]);

/**
 * What each mention's context does (stopped, denied, someone else's, an operation years ago, and
 * what undoes each) is read by the generic reader of context-rules.data.json; see
 * docs/reading-rules.md.
 */
const CONTEXT_READER = new ContextReader({ isNumber: isNumberish, isFiller: (token) => FILLER_WORDS.has(token) });

/** A letter outside the Latin and Arabic ranges that `words()` keeps (Devanagari, Tamil, CJK…). */
const OTHER_SCRIPT_LETTER = /[^\P{L}a-z\u0621-\u064a]/u;

/**
 * Text with letters of a script the dictionary holds only in part (Cyrillic, read through its Latin
 * spelling) or not at all ('मधुमेह'): what is written in it may name something we did not read.
 */
function inAnotherScript(text: string, normalised: string): boolean {
  return hasCyrillic(text) || OTHER_SCRIPT_LETTER.test(normalised);
}

// Punctuation, and 'but' in English, Hinglish (bas, lekin, magar), Tagalog (pero) and Arabic (لكن, بس).
const { split: CLAUSE_SPLIT, onlyListCommas: COMMAS } = clauseBoundaries('clause-boundaries');
/** The same split, keeping the separators: a comma-only one continues a list. */
const CLAUSE_SPLIT_KEEPING_SEPARATORS = new RegExp(`(${CLAUSE_SPLIT.source})`);
const UNKNOWN_WORD_SHAPE = /^[a-z]{4,}$/;

/** A colon alone between two clauses: what follows lists what the clause before it says ("all normal: kidney, liver"). */
const ONLY_A_COLON = /^\s*:\s*$/;
/** An opening bracket alone: what follows names what the clause before it named ("thyroid tablets (methimazole)"). */
const ONLY_AN_OPENING_BRACKET = /^\s*\(\s*$/;

interface Clause {
  tokens: string[];
  /** Only commas separate it from the clause before. */
  afterComma: boolean;
  /** Only a colon separates it from the clause before. */
  afterColon: boolean;
  /** Only an opening bracket separates it from the clause before. */
  inBrackets: boolean;
  /** Only a colon separates it from the clause after: a heading ('Stopped:', 'Current:'), never an answer to the clause before. */
  beforeColon: boolean;
}

/** The Hindi/Urdu 'na' of 'na … na' (neither … nor). */
const NEITHER_NOR_WORDS = ruleWords('neither-nor');

/**
 * The clauses of a text, each with what separates it from the clause before. A comma clause that
 * opens with the 'na' of a 'na … na' the clause before began stays in that clause, so the pair is
 * read as one: 'mujhe na sugar hai, na BP, na thyroid' (neither-nor still needs a Hindi/Urdu word).
 */
function clausesOf(normalised: string): Clause[] {
  const clauses: Clause[] = [];
  let onlyCommas = false;
  let separators = '';
  normalised.split(CLAUSE_SPLIT_KEEPING_SEPARATORS).forEach((piece, k) => {
    // split() puts each separator between the pieces around it.
    if (k % 2 === 1) {
      onlyCommas = onlyCommas && COMMAS.test(piece);
      separators += piece;
      return;
    }
    const tokens = words(piece);
    if (tokens.length === 0) {
      separators += piece;
      return;
    }
    const before = clauses.at(-1);
    if (before !== undefined && onlyCommas && NEITHER_NOR_WORDS.has(tokens[0]) && before.tokens.some((t) => NEITHER_NOR_WORDS.has(t))) {
      before.tokens.push(...tokens);
      separators = '';
      return;
    }
    const afterColon = clauses.length > 0 && ONLY_A_COLON.test(separators);
    if (before !== undefined) before.beforeColon = afterColon;
    clauses.push({
      tokens,
      afterComma: onlyCommas,
      afterColon,
      inBrackets: clauses.length > 0 && ONLY_AN_OPENING_BRACKET.test(separators),
      beforeColon: false,
    });
    onlyCommas = true;
    separators = '';
  });
  return clauses;
}

const SEGMENT_WORDS = ruleWords('segment-joiners');
/** What makes a comma list of medicines one the denial before it goes on into: 'Eliquis or Xarelto'. */
const OR_LIST_JOINERS = ruleWords('denial-list-joiners');
/** Besides the names and their 'or', what such a list may hold: 'Depakote or any psychiatric medicine'. */
const OR_LIST_GLUE = new Set([...OR_LIST_JOINERS, ...vocabularyWords('denied-list-glue-words')]);
const PREGNANCY_ENDING_WORDS = vocabularyWords('pregnancy-ending-words');
/** What a birth ends: the pregnancy (not breastfeeding, which it begins). */
const ENDED_BY_A_BIRTH: ReadonlySet<string> = new Set(['cond-pregnancy']);

interface Term {
  concept: Concept;
  /** Content words in order, canonical. */
  words: readonly string[];
}

interface Mention {
  concept: Concept;
  /** Token indices its words matched, in order (gaps excluded). */
  positions: readonly number[];
  start: number;
  end: number;
  cancelled: boolean;
  /** Why it is set aside, when `cancelled`. */
  why?: SetAsideReason;
}

/** A concept a clause set aside, and why. */
interface Withdrawn {
  concept: Concept;
  why: SetAsideReason;
}

/**
 * What clause `k` still names, one concept for each stretch of words: 'Lithium' is one thing,
 * though it reads as the medicine and as the condition of taking it.
 */
function thingsNamed(standing: readonly Concept[][], wordsOf: readonly ReadonlyMap<string, string>[], k: number): Concept[] {
  return [...new Map(standing[k].map((c) => [wordsOf[k].get(c.id) ?? c.id, c])).values()];
}

/** A stop's reason says the pregnancy ended: 'stopped after delivery', 'وقفته بعد الولادة'. */
function saysAPregnancyEnded(tokens: readonly string[]): boolean {
  return tokens.some((t) => PREGNANCY_ENDING_WORDS.has(t));
}

/**
 * The clause a stop answers: the one before it, or, past a reason between them that has nothing
 * standing and only set aside what shares a class with the one concept of the clause before it,
 * that clause ('doctor offered Lipitor but my cholesterol came down with diet so I never started':
 * the level of the cholesterol its medicine is for). A reason that named something else ('Lipitor,
 * my BP is normal so I stopped') or nothing at all keeps the answer on itself: what was stopped is
 * not said.
 */
function answeredClause(standing: readonly Concept[][], withdrawn: readonly Withdrawn[][], wordsOf: readonly ReadonlyMap<string, string>[], previous: number): number {
  if (previous < 1 || standing[previous].length > 0 || withdrawn[previous].length === 0) return previous;
  const before = thingsNamed(standing, wordsOf, previous - 1);
  if (before.length !== 1) return previous;
  const sharesAClass = (w: Withdrawn) => w.concept.classes.some((c) => before[0].classes.includes(c));
  return withdrawn[previous].every(sharesAClass) ? previous - 1 : previous;
}

export interface TextReading {
  /** Text other than a none answer was given. */
  given: boolean;
  /** Concepts mentioned and not explicitly cancelled, first mention first. */
  concepts: Concept[];
  /** Their classes, in INTERACTION_CLASSES order. */
  classes: InteractionClass[];
  /** Something in the text could not be identified (a vague phrase, or words we do not know). */
  unidentified: boolean;
  /**
   * Part of the text is in a script the dictionary holds in part or not at all (Cyrillic,
   * Devanagari…): it may name a medicine or condition we did not read, so the engine plans nothing
   * any of them rules out.
   */
  otherScript: boolean;
  /**
   * Organ hints (ORGAN_HINTS ids) in words the reader read as nothing: 'the kidney dietitian has me
   * on 800 ml of fluid a day'. The engine leaves out what those organs' conditions rule out.
   */
  hints: string[];
  /**
   * Concepts named but not counted (stopped, denied, someone else's), present only when there are
   * some: the live line shows them, so a wrong reading is seen before the plan is.
   */
  setAside?: Concept[];
  /**
   * Why each concept of `setAside` was set aside, by concept id (see setAsideReasons and
   * docs/reading-rules.md): present exactly when `setAside` is.
   */
  whySetAside?: Readonly<Record<string, SetAsideReason>>;
}

const EMPTY_READING: TextReading = { given: false, concepts: [], classes: [], unidentified: false, otherScript: false, hints: [] };

const HINTS_BY_WORD: ReadonlyMap<string, readonly OrganHint[]> = (() => {
  const map = new Map<string, OrganHint[]>();
  for (const hint of ORGAN_HINTS) {
    for (const word of hint.words.flatMap((w) => words(normaliseText(w)).map(canonicalDictionaryWord))) map.set(word, [...(map.get(word) ?? []), hint]);
  }
  return map;
})();

/**
 * The organ hints of a clause's words that no mention covers, unless denied right before ('no
 * kidney problems', 'healthy liver') or said to be well within HINT_FINE_WITHIN words after ('kidneys are fine').
 */
function hintsIn(tokens: readonly string[], mentions: readonly Mention[], cost: ReadingCost): string[] {
  const covered = new Set(mentions.flatMap((m) => m.positions));
  const found: string[] = [];
  tokens.forEach((token, k) => {
    cost.tokensScanned++;
    if (covered.has(k)) return;
    const hints = lookupForms(token).flatMap((form) => HINTS_BY_WORD.get(form) ?? []);
    if (hints.length === 0) return;
    const denied = HINT_DENIED_BEFORE.has(tokens[k - 1] ?? '') || HINT_DENIED_BEFORE.has(tokens[k - 2] ?? '');
    if (denied || tokens.slice(k + 1, k + 1 + HINT_FINE_WITHIN).some((t) => HINT_FINE_AFTER.has(t))) return;
    for (const hint of hints) if (!(hint.notBefore ?? []).includes(tokens[k + 1] ?? '')) found.push(hint.id);
  });
  return found;
}

/**
 * Why each concept was set aside. A concept set aside more than once ("not pregnant. my sister is
 * pregnant") takes the first reason of SET_ASIDE_REASONS among its mentions, so the answer does not
 * depend on the order it was typed in.
 */
function setAsideReasons(withdrawn: readonly Withdrawn[]): Record<string, SetAsideReason> {
  const why: Record<string, SetAsideReason> = {};
  for (const { concept, why: reason } of withdrawn) {
    const earlier = why[concept.id];
    if (earlier === undefined || SET_ASIDE_REASONS.indexOf(reason) < SET_ASIDE_REASONS.indexOf(earlier)) why[concept.id] = reason;
  }
  return why;
}

/** A number or a dose, never a typo of a name; transliterations that use digits as letters ('safa2i7') are words. */
function numeric(word: string): boolean {
  return /^\d/.test(word) && (word.match(/[a-z\u0621-\u064a]/g) ?? []).length < 3;
}

function isNumberish(word: string): boolean {
  return /^\d+(\.\d+)?$/.test(word) || /^x\d+$/.test(word) || /^\d+x$/.test(word);
}

const COORDINATORS = vocabularyWords('list-coordinators');

/**
 * A phrase that skipped over a list: 'pills for BP and sugar', 'حبوب الضغط والسكر' (the Arabic
 * 'and' is glued to the next word). Such a phrase is a reading of its own, not a weaker one.
 */
function coordinated(tokens: readonly string[], m: Mention, cost: ReadingCost): boolean {
  for (let k = m.start + 1; k <= m.end; k++) {
    cost.tokensScanned++;
    if (COORDINATORS.has(tokens[k])) return true;
    if (m.positions.includes(k) && tokens[k].startsWith('و') && tokens[k].length > 3) return true;
  }
  return false;
}

/** All deletions of up to `depth` characters, the word itself included. */
function deletions(word: string, depth: number, cost?: ReadingCost): Set<string> {
  const out = new Set<string>([word]);
  let frontier = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of frontier) {
      for (let i = 0; i < w.length; i++) {
        const del = w.slice(0, i) + w.slice(i + 1);
        if (cost) cost.deletionCharacters += del.length;
        if (!out.has(del)) {
          out.add(del);
          next.push(del);
        }
      }
    }
    frontier = next;
  }
  return out;
}

/** What a clause leaves open for the next one, when only a comma separates them. */
interface ClauseContext {
  /** It ends inside a denied list: "I don't have diabetes, …". */
  continuesDeniedList: boolean;
  /** It ends with a standing mention: "ulcerative colitis, …". */
  followsMention: boolean;
}
const NOTHING_OPEN: ClauseContext = { continuesDeniedList: false, followsMention: false };
const DENIED_LIST_OPEN: ClauseContext = { continuesDeniedList: true, followsMention: false };

/** Results called normal before a colon: the list after it is denied ("blood tests all normal: kidney, liver, thyroid"). */
const NORMAL_BEFORE_A_LIST = rulePhrases('normal-before-a-list');
/** Relatives, as a clause about them names them ('no diabetes, though my mum has it'), and the words of 'in-laws'. */
const RELATIVE_WORDS = ruleWords('relatives-clause');
const RELATIVE_LIST_WORDS = new Set(['and', 'in', 'law', 'laws', 'inlaws']);

/**
 * The clause ends with the relatives someone cares for, 'for my husband', 'for my in-laws', or is
 * only more of them, 'and my mum': what brackets right after it name is theirs ('I fill the pill
 * organiser for my husband (Lipitor)'). Not 'same as my mother (warfarin)', which is the user's.
 */
function endsWithRelativesCaredFor(tokens: readonly string[]): boolean {
  let k = tokens.length - 1;
  let relatives = 0;
  for (; k >= 0 && (RELATIVE_WORDS.has(tokens[k]) || RELATIVE_LIST_WORDS.has(tokens[k])); k--) if (RELATIVE_WORDS.has(tokens[k]) || tokens[k] === 'laws' || tokens[k] === 'inlaws') relatives++;
  if (relatives === 0 || (tokens[k] !== 'my' && tokens[k] !== 'our')) return false;
  return tokens[k - 1] === 'for' || (k === 1 && tokens[0] === 'and');
}

/** What a list of names may carry besides them: numbers, units and how a prescription writes route and timing ('1 mg/kg SC q12h'). */
const PRESCRIPTION_SHORTHAND = vocabularyWords('prescription-shorthand');
const isDoseWording = (token: string): boolean => isNumberish(token) || DOSE_UNITS.has(token) || FILLER_WORDS.has(token) || PRESCRIPTION_SHORTHAND.has(token);

/** A relative's possessive as a heading writes it: "My husband's:", "Mum's meds:" (the apostrophe is dropped as text is read). */
const RELATIVE_POSSESSIVES = new Set(['mothers', 'mums', 'moms', 'fathers', 'dads', 'wifes', 'husbands', 'brothers', 'sisters', 'sons', 'daughters', 'parents', 'grandmothers', 'grandfathers', 'grandmas', 'grandpas', 'aunts', 'uncles']);
const WHAT_A_HEADING_LISTS = new Set(['meds', 'medicines', 'medications', 'list', 'tablets', 'pills']);

/** A heading that names relatives before a colon: 'Mum:', 'My husband's meds:', 'Dad and mum:' (their list follows). */
function isARelativesHeading(tokens: readonly string[]): boolean {
  let k = tokens[0] === 'my' || tokens[0] === 'our' ? 1 : 0;
  let relatives = 0;
  for (; k < tokens.length && (RELATIVE_WORDS.has(tokens[k]) || RELATIVE_POSSESSIVES.has(tokens[k]) || RELATIVE_LIST_WORDS.has(tokens[k])); k++) {
    if (!RELATIVE_LIST_WORDS.has(tokens[k])) relatives++;
  }
  return relatives > 0 && tokens.slice(k).every((t) => WHAT_A_HEADING_LISTS.has(t));
}

/** A heading of stopped medicines before a colon: the list after it is stopped ("Stopped: Atorva 20"). */
const STOPPED_BEFORE_A_LIST = rulePhrases('stopped-before-a-list');
/** Words that say a thing is taken, opening a dictionary name ('on dialysis', 'on the pill'). */
const TAKING_WORDS = vocabularyWords('taking-words');
/** Conditions the dictionary does not hold that may stand as items of a denied list ('gout or any kidney issue'). */
const CONDITIONS_WITHOUT_A_CLASS = vocabularyWords('conditions-without-a-class');

function endsWithOneOf(tokens: readonly string[], phrases: PhraseList, cost: ReadingCost): boolean {
  return phrases.phrases.some((phrase) => {
    cost.phraseComparisons++;
    return sequenceAt(tokens, tokens.length - phrase.length, phrase);
  });
}

interface ClauseReading {
  mentions: readonly Mention[];
  next: ClauseContext;
  /** Nothing but a list of conditions (after a 'mujhe'): a denial of the list read from its end reaches it. */
  isAList: boolean;
  /** It opens with a condition that a denial after it covers ('BP ya kidney ki problem nahi hai'). */
  deniesFromTheStart: boolean;
}

/**
 * Whether a clause is only the rest of a list: conditions, list words and denials, and bare list
 * items (a word that may name a condition, alone between list words: "kidney" in "kidney, liver or heart problems").
 * "no diabetes, kidney disease since 2020" is not one: a list item that says more is a statement.
 * `from`: the words before it (a 'mujhe' opening the list) are not read.
 */
function onlyAList(tokens: readonly string[], mentions: readonly Mention[], conditionWordAt: readonly boolean[], cost: ReadingCost, from = 0): boolean {
  cost.tokensScanned += 2 * tokens.length;
  const opened = new Array<number>(tokens.length + 1).fill(0);
  // 'no diabetes, on dialysis': a name read with its 'on' ('on dialysis', 'on the pill') says what is taken, so it is no list item.
  for (const m of mentions.filter((mention) => !TAKING_WORDS.has(tokens[mention.start]))) {
    opened[m.start]++;
    opened[m.end + 1]--;
  }
  const glue = (k: number) => k < 0 || k >= tokens.length || DENIED_LIST_GLUE.has(tokens[k]);
  let inside = 0;
  return tokens.every((token, k) => {
    inside += opened[k];
    return k < from || inside > 0 || DENIED_LIST_GLUE.has(token) || (conditionWordAt[k] && glue(k - 1) && glue(k + 1));
  });
}

/**
 * 'in remission' after a condition that is no cancer is that condition's state ("Crohn's in
 * remission", "ulcerative colitis, in remission"), not a cancer of its own. After a cancer it stays:
 * it adds nothing there but caution.
 */
function withoutStatesOfOthers(tokens: readonly string[], mentions: readonly Mention[], followsMention: boolean, cost: ReadingCost): Mention[] {
  let condition: Mention | null = null;
  return mentions.filter((m) => {
    cost.tokensScanned += m.positions.length;
    const isState = m.positions.every((p) => STATE_WORDS.has(tokens[p]));
    if (!isState) {
      if (condition === null || m.end > condition.end) condition = m;
      return true;
    }
    const from = condition === null ? 0 : condition.end + 1;
    cost.tokensScanned += Math.max(0, m.start - from);
    const stateOfCondition = tokens.slice(from, m.start).every((t) => BEFORE_STATE.has(t));
    const ofNoCancer = condition === null ? followsMention && from === 0 : !condition.concept.classes.some((c) => CANCER_CLASSES.has(c));
    return !(stateOfCondition && ofNoCancer && (condition !== null || followsMention));
  });
}

/** For each token position, the mentions listed under each of `positionsOf` it, in reading order. */
function indexByPosition(length: number, mentions: readonly Mention[], positionsOf: (m: Mention) => readonly number[]): Mention[][] {
  const index: Mention[][] = Array.from({ length }, () => []);
  for (const mention of mentions) for (const position of positionsOf(mention)) index[position].push(mention);
  return index;
}

/**
 * The most specific reading wins: a mention whose words all lie inside a longer mention of
 * another concept is dropped ('حامل ثلاسيميا' is a thalassaemia carrier, not a pregnancy;
 * 'underactive thyroid' is not also bare 'thyroid'), and so is a phrase whose gap skipped a
 * word of another mention ('kidney stone problems' is not 'kidney problems').
 * Both need the other mention to have a word within this one's span, so only mentions starting at
 * most the longest span before it are compared: the cost stays linear in the clause.
 */
function mostSpecific(tokens: readonly string[], mentions: readonly Mention[], cost: ReadingCost): Mention[] {
  const startingAt = indexByPosition(tokens.length, mentions, (m) => [m.start]);
  const longestSpan = mentions.reduce((longest, m) => Math.max(longest, m.end - m.start), 0);
  return mentions.filter((m) => {
    const mine = new Set(m.positions);
    const mayHaveSkipped = m.positions.length > 1 && !coordinated(tokens, m, cost);
    const overrides = (other: Mention) => {
      const theirs = new Set(other.positions);
      // Also inside a longer mention of the same concept: "not trying to conceive any more" is one
      // mention, and its cancellation must not leave a bare "conceive" standing.
      const inside = other.positions.length > m.positions.length && m.positions.every((p) => theirs.has(p));
      if (other.concept === m.concept) return inside;
      return inside || (mayHaveSkipped && other.positions.some((p) => p > m.start && p < m.end && !mine.has(p)));
    };
    for (let start = Math.max(0, m.start - longestSpan); start <= m.end; start++) {
      for (const other of startingAt[start]) {
        cost.mentionPairs++;
        if (other !== m && overrides(other)) return false;
      }
    }
    return true;
  });
}

export class ClinicalMatcher {
  private readonly termsByFirstWord = new Map<string, Term[]>();
  /** Symmetric-deletion index of the first words that tolerate typos: deletion → words. */
  private readonly fuzzyIndex = new Map<string, string[]>();
  private maxEdits = 0;
  /** The longest a typed word can be and still be a typo of a first word: that word's length plus its allowance. */
  private longestTypoReach = 0;
  /**
   * Every word of every term. A typed word one of whose forms is among them is read exactly or not
   * at all: 'فالدوكسان' (Valdoxan) with its 'فال' taken off is one letter from Endoxan, and that typo
   * reading stopped the plan as cancer treatment beside the exact one.
   */
  private readonly dictionaryWords = new Set<string>();
  private readonly conceptsById = new Map<string, Concept>();
  /** Blood tests by the first word of a name, each with the words of that name. */
  private readonly labsByFirstWord = new Map<string, { lab: LabResult; concept: Concept; words: readonly string[] }[]>();
  /** First words of brand names (BRAND_BY_SOUND) by how they sound, each with its concept's id. */
  private readonly brandsBySound = new Map<string, Map<string, string>>();
  constructor(concepts: readonly Concept[], labResults: readonly LabResult[] = []) {
    for (const concept of concepts) {
      this.conceptsById.set(concept.id, concept);
      for (const brand of concept.brands ?? []) {
        const first = canonicalDictionaryWord(words(normaliseText(brand))[0] ?? '');
        if (!BRAND_BY_SOUND.test(first)) continue;
        const key = soundKey(first);
        const brands = this.brandsBySound.get(key) ?? new Map<string, string>();
        this.brandsBySound.set(key, brands.set(first, concept.id));
      }
      for (const raw of spellingsOf(concept)) {
        const termWords = words(normaliseText(raw)).map(canonicalDictionaryWord);
        const content = termWords.filter((w) => !OPTIONAL_TERM_WORDS.has(w));
        // Small words are optional only around two or more content words: 'the pill' must not become 'pill'.
        const used = content.length >= 2 ? content : termWords;
        if (used.length === 0) continue;
        this.addTerm({ concept, words: used });
        // Two-word phrases are read in either order: 'kidneys are weak' is 'weak kidneys'.
        if (content.length === 2) this.addTerm({ concept, words: [used[1], used[0]] });
      }
    }
    // A sound two medicines' brands share names neither: Amaryl and Imurel both sound like 'Ammar ill'.
    for (const [key, brands] of this.brandsBySound) if (new Set(brands.values()).size > 1) this.brandsBySound.delete(key);
    this.addLabs(labResults);
  }

  private addLabs(labResults: readonly LabResult[]): void {
    for (const lab of labResults) {
      const concept = this.conceptsById.get(lab.concept);
      if (concept === undefined) throw new Error(`A blood test reads as '${lab.concept}', which no concept is`);
      for (const name of lab.names) {
        const nameWords = words(normaliseText(name)).map(canonicalDictionaryWord);
        const list = this.labsByFirstWord.get(nameWords[0]) ?? [];
        list.push({ lab, concept, words: nameWords });
        this.labsByFirstWord.set(nameWords[0], list);
      }
    }
  }

  /**
   * Blood tests given with a number in one clause: a result past the test's limit is a mention of
   * its concept (over the name and the number, so it replaces a dictionary reading of the name); a
   * result within it is a span in which that concept's mentions are denied ('eGFR 98', 'HbA1c 5.3').
   */
  private labResultsIn(forms: readonly (readonly string[])[], tokens: readonly string[], cost: ReadingCost): { past: Mention[]; within: { concept: Concept; start: number; end: number }[] } {
    const past: Mention[] = [];
    const within: { concept: Concept; start: number; end: number }[] = [];
    if (this.labsByFirstWord.size === 0) return { past, within };
    for (let i = 0; i < tokens.length; i++) {
      for (const form of forms[i]) {
        for (const { lab, concept, words: name } of this.labsByFirstWord.get(form) ?? []) {
          cost.dictionaryLookups++;
          if (!name.every((word, k) => k === 0 || (forms[i + k] ?? []).includes(word))) continue;
          const afterName = i + name.length;
          let bound: LabBound = 'exactly';
          // The number comes within four words, across only the gap and bound words.
          for (let j = afterName; j < Math.min(tokens.length, afterName + 5); j++) {
            cost.tokensScanned++;
            const token = tokens[j];
            if (/^\d+(\.\d+)?$/.test(token)) {
              const verdict = resultPastTheLimit(lab, Number(token), bound);
              const positions = [...name.map((_, k) => i + k), j];
              if (verdict === true) past.push({ concept, positions, start: i, end: j, cancelled: false });
              if (verdict === false) within.push({ concept, start: i, end: j });
              break;
            }
            if (LAB_MORE_THAN.has(token)) bound = 'more_than';
            else if (LAB_LESS_THAN.has(token)) bound = 'less_than';
            else if (!LAB_GAP_WORDS.has(token)) break;
          }
        }
      }
    }
    return { past, within };
  }

  private addTerm(term: Term): void {
    for (const word of term.words) this.dictionaryWords.add(word);
    const first = term.words[0];
    const list = this.termsByFirstWord.get(first);
    if (list) {
      const spelled = term.words.join(' ');
      if (!list.some((t) => t.concept === term.concept && t.words.join(' ') === spelled)) list.push(term);
      return;
    }
    this.termsByFirstWord.set(first, [term]);
    const edits = numeric(first) ? 0 : editsAllowed(first.length);
    this.maxEdits = Math.max(this.maxEdits, edits);
    if (edits === 0) return;
    this.longestTypoReach = Math.max(this.longestTypoReach, first.length + edits);
    for (const del of deletions(first, edits)) {
      const bucket = this.fuzzyIndex.get(del);
      if (bucket) bucket.push(first);
      else this.fuzzyIndex.set(del, [first]);
    }
  }

  /** Dictionary words a typed form may stand for: itself, or a word within that word's typo allowance. */
  /**
   * An exact word wins over typo readings ('hypothyroid' is never 'hyperthyroid'); otherwise only
   * the closest readings count.
   */
  private firstWordCandidates(form: string, typosAllowed: boolean, cost: ReadingCost): string[] {
    if (this.termsByFirstWord.has(form)) return [form];
    if (!typosAllowed) return [];
    // A longer word is no typo of any first word, and its deletions would cost the cube of its length.
    if (form.length > this.longestTypoReach) return [];
    if (form.length < MIN_TYPO_WORD || numeric(form) || NO_FUZZY_WORDS.has(form)) return [];
    const seen = new Set<string>();
    let best = Number.POSITIVE_INFINITY;
    let found: string[] = [];
    for (const del of deletions(form, this.maxEdits, cost)) {
      cost.dictionaryLookups++;
      for (const word of this.fuzzyIndex.get(del) ?? []) {
        cost.dictionaryLookups++;
        if (seen.has(word)) continue;
        seen.add(word);
        const allowed = editsAllowed(word.length);
        const distance = editDistanceWithin(form, word, allowed, cost);
        if (distance > allowed || distance > best) continue;
        if (distance < best) {
          best = distance;
          found = [];
        }
        found.push(word);
      }
    }
    return found;
  }

  private wordMatches(forms: readonly string[], typosAllowed: boolean, termWord: string, cost: ReadingCost): boolean {
    const allowed = editsAllowed(termWord.length);
    for (const form of forms) {
      cost.dictionaryLookups++;
      if (form === termWord) return true;
      if (!typosAllowed) continue;
      // Lengths further apart than the allowance are never a typo; checked first, so a long typed word costs nothing more.
      if (allowed === 0 || Math.abs(form.length - termWord.length) > allowed) continue;
      // A word that is itself in the dictionary is not a typo of another one.
      if (form.length < MIN_TYPO_WORD || numeric(form) || numeric(termWord) || NO_FUZZY_WORDS.has(form) || this.termsByFirstWord.has(form)) continue;
      if (editDistanceWithin(form, termWord, allowed, cost) <= allowed) return true;
    }
    return false;
  }

  /**
   * A name dictated by voice comes out as syllables: "war far in", "glu co phage", "o zem pic", "eli
   * quis". Two to MAX_SYLLABLES short Latin tokens from `i` whose join, in the forms the dictionary
   * is indexed by (lookupForms: 'eliquis' is filed as 'eliqui'), is a first word of the dictionary,
   * or one edit from one when it is two syllables the dictionary does not know and at least
   * MIN_DICTATED_TYPO_WORD letters ('mount jaro'): a shorter join, or one taking in a word of the
   * dictionary ('o high blood'), is too loose a reading for a typo. Each token is at most five
   * letters (SYLLABLE). In a list of medicines (`bySound`), a join that is none of these may be a
   * brand by its sound (brandsBySound): then the tokens may be longer English words
   * (SOUNDED_SYLLABLE). Elsewhere everyday words of other languages sound like brands too ('anak
   * saya', my child, like Inhixa). The work per position is bounded.
   */
  private dictatedWordsAt(tokens: readonly string[], typosAllowed: readonly boolean[], i: number, bySound: boolean, cost: ReadingCost): { first: string; last: number }[] {
    const found: { first: string; last: number }[] = [];
    let joined = '';
    let syllables = true;
    let anyUnknownWord = false;
    let noDictionaryWord = true;
    for (let k = i; k < Math.min(tokens.length, i + MAX_SYLLABLES); k++) {
      cost.tokensScanned++;
      if (!SOUNDED_SYLLABLE.test(tokens[k])) break;
      syllables &&= SYLLABLE.test(tokens[k]);
      anyUnknownWord ||= !COMMON_ENGLISH_WORDS.has(tokens[k]);
      noDictionaryWord &&= typosAllowed[k] || tokens[k].length < 4;
      joined += tokens[k];
      if (k === i || joined.length < MIN_DICTATED_WORD) continue;
      const firsts = new Set<string>();
      const joinedForms = lookupForms(joined);
      for (const form of joinedForms) {
        cost.dictionaryLookups++;
        if (syllables && this.termsByFirstWord.has(form)) firsts.add(form);
        else if (syllables && k === i + 1 && typosAllowed[i] && typosAllowed[k] && joined.length >= MIN_DICTATED_TYPO_WORD) {
          for (const word of this.firstWordCandidates(form, true, cost)) if (editDistanceWithin(form, word, 1, cost) <= 1) firsts.add(word);
        }
      }
      // 'Rock you tane' (Roaccutane): a brand that sounds the same, once a syllable is no everyday
      // word ('am more ill' sounds like Amaryl too) and none is a word of the dictionary ('gamot sa
      // presyon' must stay a blood-pressure medicine).
      if (bySound && firsts.size === 0 && anyUnknownWord && noDictionaryWord && joined.length >= MIN_BRAND_BY_SOUND) {
        for (const form of joinedForms) {
          cost.dictionaryLookups++;
          for (const brand of this.brandsBySound.get(soundKey(form))?.keys() ?? []) firsts.add(brand);
        }
      }
      for (const first of firsts) found.push({ first, last: k });
    }
    return found;
  }

  /** Token indices of `term` matched from token `i` (its first word already matched there), or null. */
  private matchRest(forms: readonly (readonly string[])[], typosAllowed: readonly boolean[], i: number, term: Term, cost: ReadingCost): number[] | null {
    const positions = [i];
    for (let k = 1; k < term.words.length; k++) {
      const at = positions[positions.length - 1];
      let found = -1;
      for (let j = at + 1; j <= Math.min(forms.length - 1, at + 1 + MAX_GAP); j++) {
        if (this.wordMatches(forms[j], typosAllowed[j], term.words[k], cost)) {
          found = j;
          break;
        }
      }
      if (found < 0) return null;
      positions.push(found);
    }
    return positions;
  }

  /**
   * The mentions of one clause, read with what the clause before left open (`after`): a denied
   * comma list it continues, a condition whose state it gives ("Crohn's, in remission").
   */
  private mentionsIn(tokens: readonly string[], field: ScreenedField, cost: ReadingCost, after: ClauseContext): ClauseReading {
    const all: Mention[] = [];
    // Each token's lookup forms (Arabic prefixes and suffixes off, English singular), built once.
    cost.tokensScanned += tokens.length;
    const forms = tokens.map(lookupForms);
    const typosAllowed = forms.map((wordForms) => {
      cost.dictionaryLookups += wordForms.length;
      return !wordForms.some((form) => this.dictionaryWords.has(form));
    });
    for (let i = 0; i < tokens.length; i++) {
      const firsts = new Set<string>();
      for (const form of forms[i]) for (const word of this.firstWordCandidates(form, typosAllowed[i], cost)) firsts.add(word);
      for (const first of firsts) {
        for (const term of this.termsByFirstWord.get(first) ?? []) {
          cost.dictionaryLookups++;
          const positions = this.matchRest(forms, typosAllowed, i, term, cost);
          if (positions) all.push({ concept: term.concept, positions, start: i, end: positions[positions.length - 1], cancelled: false });
        }
      }
      for (const { first, last } of this.dictatedWordsAt(tokens, typosAllowed, i, field === 'medications', cost)) {
        const syllables = Array.from({ length: last - i }, (_, k) => i + k);
        for (const term of this.termsByFirstWord.get(first) ?? []) {
          cost.dictionaryLookups++;
          const rest = this.matchRest(forms, typosAllowed, last, term, cost);
          if (rest) all.push({ concept: term.concept, positions: [...syllables, ...rest], start: i, end: rest[rest.length - 1], cancelled: false });
        }
      }
    }
    const labs = this.labResultsIn(forms, tokens, cost);
    all.push(...labs.past);
    const mentions = withoutStatesOfOthers(tokens, mostSpecific(tokens, all, cost), after.followsMention, cost);
    // A word that may name a condition on its own in a list: a dictionary word ("kidney" of "kidney
    // disease") or a word we do not know ("asthma"), never an everyday one ("not sure, …").
    const conditionWordAt = tokens.map(
      (token, k) => !typosAllowed[k] || CONDITIONS_WITHOUT_A_CLASS.has(token) || (UNKNOWN_WORD_SHAPE.test(token) && !COMMON_ENGLISH_WORDS.has(token)),
    );
    const continuesDeniedList = field === 'healthInfo' && after.continuesDeniedList && onlyAList(tokens, mentions, conditionWordAt, cost);
    // Each mention's context, by the rules of context-rules.data.json: set aside and why, or counted.
    const verdict = CONTEXT_READER.readClause(tokens, mentions, field, cost, continuesDeniedList, conditionWordAt);
    mentions.forEach((mention, k) => {
      const why = verdict.why[k];
      mention.cancelled = why !== null;
      if (why !== null) mention.why = why;
      // A test's name read as its condition, with a result within the limit: 'eGFR 98', 'HbA1c 5.3'.
      if (labs.within.some((w) => w.concept === mention.concept && mention.start >= w.start && mention.end <= w.end)) {
        mention.cancelled = true;
        mention.why = 'denied';
      }
    });
    const last = tokens.length - 1;
    const listFrom = LIST_EXPERIENCERS.has(tokens[0]) ? 1 : 0;
    return {
      isAList: field === 'healthInfo' && mentions.length > 0 && onlyAList(tokens, mentions, conditionWordAt, cost, listFrom),
      deniesFromTheStart: verdict.deniesFromTheStart,
      mentions: verdict.ahead ? this.withWhatIsAhead(mentions, cost) : mentions,
      next: {
        continuesDeniedList: field === 'healthInfo' && verdict.deniesToTheEnd,
        followsMention: mentions.some((m) => m.end === last && !m.cancelled),
      },
    };
  }

  /**
   * In a clause that says it is still ahead, each standing mention whose concept also counts another
   * then ("sleeve booked next month" is an operation ahead too) brings that concept at its place.
   */
  private withWhatIsAhead(mentions: readonly Mention[], cost: ReadingCost): Mention[] {
    const read = [...mentions];
    const present = new Set(mentions.filter((m) => !m.cancelled).map((m) => m.concept.id));
    for (const mention of mentions) {
      cost.mentionPairs++;
      const also = mention.concept.alsoWhenAhead === undefined ? undefined : this.conceptsById.get(mention.concept.alsoWhenAhead);
      if (mention.cancelled || also === undefined || present.has(also.id)) continue;
      present.add(also.id);
      read.push({ ...mention, concept: also });
    }
    return read;
  }

  /**
   * "1 tablet daily", "pills", "حبوب يوميا": a medicine is taken but not named. That is an answer
   * we cannot check, never "none" — unless the text says none ("no pills", "لا يوجد ادويه").
   */
  private static saysUnnamedMedicine(clauses: readonly (readonly string[])[], cost: ReadingCost): boolean {
    // Per clause: "No tablets, only my weekly injection" is an injection.
    return clauses.some((tokens) => {
      cost.tokensScanned += 2 * tokens.length;
      return tokens.some((t) => UNNAMED_MEDICINE_WORDS.has(t)) && !tokens.some((t) => NONE_WORDS.has(t));
    });
  }

  /**
   * A clause of nothing but mentions and words `alsoAllowed` lets stand beside them: numbers and
   * units ('isoniazid 300 mg'), an 'or' list's words ('Eliquis or Xarelto'); never one that says more
   * ('I take Eliquis').
   */
  private static onlyMentionsAnd(tokens: readonly string[], mentions: readonly Mention[], cost: ReadingCost, alsoAllowed: (token: string) => boolean): boolean {
    if (mentions.length === 0) return false;
    const covered = new Set(mentions.flatMap((m) => m.positions));
    cost.tokensScanned += tokens.length;
    return tokens.every((token, k) => covered.has(k) || alsoAllowed(token));
  }

  /** The clause's last word is a mention it denies: 'no warfarin', 'never took Ozempic'. */
  private static endsInADenial(tokens: readonly string[], mentions: readonly Mention[]): boolean {
    const last = tokens.length - 1;
    return mentions.some((m) => m.end === last && m.cancelled && m.why === 'denied');
  }

  private static informative(tokens: readonly string[], cost: ReadingCost): boolean {
    cost.tokensScanned += tokens.length;
    return tokens.some((t) => !FILLER_WORDS.has(t) && !isNumberish(t) && t.length > 1);
  }

  /**
   * Reads one answer. In the medicines answer every part of a list ("Concor 5mg, Glucophage, xyzol
   * 10mg") must name something we know, or the answer counts as partly unidentified; in the health
   * answer, text that names nothing we know is unidentified. `cost`, when given, receives the work
   * the reading did (see ReadingCost).
   */
  read(text: string, field: ScreenedField, cost = new ReadingCost()): TextReading {
    const normalised = normaliseText(text ?? '').trim();
    if (normalised === '') return EMPTY_READING;
    const commaClauses = clausesOf(normalised);
    const clauses = commaClauses.map((c) => c.tokens);
    // Letters of a script the dictionary holds in part or not at all ('Хроническая болезнь почек',
    // 'मधुमेह') may be words we cannot read, never "nothing": the answer is unidentified, so the plan
    // is checked against it.
    const otherScript = inAnotherScript(text, normalised);
    if (!otherScript && !clauses.some((c) => ClinicalMatcher.informative(c, cost))) {
      return ClinicalMatcher.saysUnnamedMedicine(clauses, cost) ? { ...EMPTY_READING, given: true, unidentified: true } : EMPTY_READING;
    }
    const hints = new Set<string>();

    /** Each clause's concepts that stand, and those it cancelled (which a later "restarted it" brings back). */
    const standing: Concept[][] = [];
    const withdrawn: Withdrawn[][] = [];
    /** Per clause, the words each concept was read from ('start-end'): two concepts of one stretch of words are one thing named. */
    const wordsOf: Map<string, string>[] = [];
    /** The last clause that named something: a clause keeps its count of concepts, only moving them between the two lists. */
    let lastNamed = -1;
    let unidentified = false;
    let anyMention = false;
    let open = NOTHING_OPEN;
    /** Per clause read so far: only a list of conditions, and only a comma before it. */
    const lists: { isAList: boolean; afterComma: boolean }[] = [];
    /** The clause before ends in a normal result and names nothing: after a colon, a denied list ("all normal: kidney, liver"). */
    let normalResultsFollow = false;
    /** Medicines answer: a 'Stopped:' heading's list is open (after its colon, then through comma clauses that only name medicines). */
    let stoppedListOpen = false;
    /** Brackets after 'for my husband' name his medicines, through the comma clauses inside them. */
    let caredForListOpen = false;
    let tokensBefore: readonly string[] = [];
    let relativesHeadingBefore = false;
    /** Medicines answer: since a clause ended in a denial, the comma clauses that are only names (waiting for the list's 'or'), or null. */
    let deniedRun: number[] | null = null;
    /** Sets aside everything clause `k` counted, for one reason. */
    const withdrawAll = (k: number, why: SetAsideReason) => withdrawn[k].push(...standing[k].splice(0).map((concept): Withdrawn => ({ concept, why })));
    /** Sets aside, for one reason, every mention of the clause being read that still counts. */
    const setAsideAll = (mentions: readonly Mention[], why: SetAsideReason) => {
      for (const m of mentions) if (!m.cancelled) Object.assign(m, { cancelled: true, why });
    };
    for (const { tokens, afterComma, afterColon, inBrackets, beforeColon } of commaClauses) {
      const after = afterComma ? open : afterColon && normalResultsFollow ? DENIED_LIST_OPEN : NOTHING_OPEN;
      const { mentions, next, isAList, deniesFromTheStart } = this.mentionsIn(tokens, field, cost, after);
      open = next;
      normalResultsFollow = field === 'healthInfo' && mentions.length === 0 && endsWithOneOf(tokens, NORMAL_BEFORE_A_LIST, cost);
      // 'mujhe diabetes, BP ya kidney ki problem nahi hai': the denial read from the list's end reaches back across its commas.
      if (deniesFromTheStart && afterComma) {
        for (let k = lists.length - 1; k >= 0 && lists[k].isAList; k--) {
          withdrawAll(k, 'denied');
          if (!lists[k].afterComma) break;
        }
      }
      lists.push({ isAList, afterComma });
      if (mentions.length > 0) anyMention = true;
      for (const hint of hintsIn(tokens, mentions, cost)) hints.add(hint);
      const previous = standing.length - 1;
      // A clause that answers the one before it: "Depakine? no", "Lipitor - my doctor stopped it". Only when
      // that clause named exactly one medicine or condition, so "it" cannot mean something else.
      const cancelling = mentions.length === 0 && !beforeColon ? CONTEXT_READER.answersPrevious(tokens, field, cost) : null;
      if (cancelling !== null && previous >= 0) {
        const answered = answeredClause(standing, withdrawn, wordsOf, previous);
        // 'took Eltroxin only during my pregnancy, stopped after delivery': the birth ended the pregnancy, the stop the one thing left.
        const endsAPregnancy = saysAPregnancyEnded(tokens);
        const named = thingsNamed(standing, wordsOf, answered);
        if (named.length === 1 || (endsAPregnancy && named.filter((c) => !ENDED_BY_A_BIRTH.has(c.id)).length === 1)) withdrawAll(answered, cancelling);
      }
      // "stopped warfarin, but restarted it": the nearest clause that named something stands again.
      // …unless the clause is about relatives: "no diabetes, though my mum and sister have it too".
      if (mentions.length === 0 && cancelling === null && !beforeColon && CONTEXT_READER.reaffirmsPrevious(tokens, field, cost)) {
        if (lastNamed >= 0) standing[lastNamed].push(...withdrawn[lastNamed].splice(0).map((w) => w.concept));
      }
      // "our cat has thyroid tablets (methimazole)": brackets that only name what the clause before set
      // aside, by a class it has, name the same thing, read the same way.
      if (inBrackets && previous >= 0 && withdrawn[previous].length > 0 && ClinicalMatcher.onlyMentionsAnd(tokens, mentions, cost, (t) => isNumberish(t) || DOSE_UNITS.has(t))) {
        for (const mention of mentions.filter((m) => !m.cancelled)) {
          const same = withdrawn[previous].find((w) => w.concept.classes.some((c) => mention.concept.classes.includes(c)));
          if (same === undefined) continue;
          mention.cancelled = true;
          mention.why = same.why;
        }
      }
      // 'no warfarin, Eliquis or Xarelto': in the medicines answer a denial that ends its clause goes on
      // across commas through clauses that only name medicines, when the list ends in 'or'. Without
      // the 'or' ('no aspirin, Eliquis and Concor') the names after the comma may be what is taken.
      if (field === 'medications' && afterComma && deniedRun !== null && ClinicalMatcher.onlyMentionsAnd(tokens, mentions, cost, (t) => OR_LIST_GLUE.has(t))) {
        if (tokens.some((t) => OR_LIST_JOINERS.has(t))) {
          setAsideAll(mentions, 'denied');
          for (const k of deniedRun) withdrawAll(k, 'denied');
          deniedRun = [];
        } else deniedRun.push(standing.length);
      } else deniedRun = field === 'medications' && ClinicalMatcher.endsInADenial(tokens, mentions) ? [] : null;
      // 'I fill the dosette for my in-laws (Janumet, Crestor)': the brackets name what the relatives take.
      const namesOnlyMedicines = () => ClinicalMatcher.onlyMentionsAnd(tokens, mentions, cost, isDoseWording);
      // 'Mum: levothyroxine', "My husband's meds: Glucophage 500, Lipitor 20": a relatives' heading's list is theirs.
      const caredFor: boolean =
        ((inBrackets && endsWithRelativesCaredFor(tokensBefore)) || (afterColon && relativesHeadingBefore) || (afterComma && caredForListOpen)) && namesOnlyMedicines();
      if (caredFor) setAsideAll(mentions, 'someone-else');
      caredForListOpen = caredFor;
      tokensBefore = tokens;
      relativesHeadingBefore = beforeColon && mentions.length === 0 && isARelativesHeading(tokens);
      // 'Stopped: Atorva 20, Ecosprin 75' (a discharge letter's list): what the heading's list names is stopped.
      const inStoppedList: boolean = (afterColon || afterComma) && stoppedListOpen && namesOnlyMedicines();
      if (inStoppedList) setAsideAll(mentions, 'stopped');
      stoppedListOpen = inStoppedList || (field === 'medications' && beforeColon && mentions.length === 0 && STOPPED_BEFORE_A_LIST.isExactly(tokens, cost));
      standing.push(mentions.filter((m) => !m.cancelled).map((m) => m.concept));
      wordsOf.push(new Map(mentions.map((m) => [m.concept.id, `${m.start}-${m.end}`])));
      withdrawn.push(mentions.flatMap((m): Withdrawn[] => (m.cancelled && m.why ? [{ concept: m.concept, why: m.why }] : [])));
      if (mentions.length > 0) lastNamed = standing.length - 1;
      if (VAGUE_PHRASES.occursIn(tokens, cost)) unidentified = true;
      if (field === 'medications') {
        const covered = new Set<number>();
        for (const m of mentions) {
          cost.tokensScanned += m.end - m.start + 1;
          for (let k = m.start; k <= m.end; k++) covered.add(k);
        }
        let segment: string[] = [];
        let segmentHasMention = false;
        const closeSegment = () => {
          if (!segmentHasMention && ClinicalMatcher.informative(segment, cost)) unidentified = true;
          segment = [];
          segmentHasMention = false;
        };
        tokens.forEach((token, k) => {
          if (SEGMENT_WORDS.has(token)) closeSegment();
          else if (covered.has(k)) segmentHasMention = true;
          else segment.push(token);
        });
        closeSegment();
      }
    }
    if (!anyMention || otherScript) unidentified = true;
    const concepts = [...new Map(standing.flat().map((concept) => [concept.id, concept])).values()];
    const classSet = new Set(concepts.flatMap((c) => c.classes));
    const counted = new Set(concepts.map((c) => c.id));
    const notCounted = withdrawn.flat().filter((w) => !counted.has(w.concept.id));
    const setAside = [...new Map(notCounted.map((w) => [w.concept.id, w.concept])).values()];
    return {
      given: true,
      concepts,
      classes: INTERACTION_CLASSES.filter((c) => classSet.has(c)),
      unidentified,
      otherScript,
      hints: [...hints],
      ...(setAside.length > 0 ? { setAside, whySetAside: setAsideReasons(notCounted) } : {}),
    };
  }
}
