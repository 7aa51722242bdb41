import { INTERACTION_CLASSES, SET_ASIDE_REASONS, type InteractionClass, type ScreenedField, type SetAsideReason } from '@sahha/contracts/quiz';
import type { Concept } from '../types';
import { COMMON_ENGLISH_WORDS } from './common-words';
import { canonicalDictionaryWord, editDistanceWithin, editsAllowed, lookupForms, normaliseText, words } from './normalise';
import { ContextReader } from './context-reader';
import { clauseBoundaries, rulePhrases, ruleWords, vocabularyWords } from './context-rules';
import { PhraseList, sequenceAt } from './phrase-list';
import { ReadingCost } from './reading-cost';

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
 * word list plus words of this domain that it lacks. Exact dictionary matches are unaffected.
 */
const NO_FUZZY_WORDS = new Set([
  ...COMMON_ENGLISH_WORDS,
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
  // Urdu 'بیماری' (illness), normalised, is two letters from 'بريمارين' (Premarin).
  'بيماري', 'بيمار', 'بيماريان', 'بيماريون',
  // Everyday Hindi/Urdu and Tagalog words one or two letters from a dictionary word: 'thoda' ("a little"), 'banti'
  // ("forms"), 'hipon' (shrimp), 'sipon' (a cold), 'bahay' (house), 'asawa' (spouse), 'inumin' (to drink: ~ insulin),
  // 'meron' ("there is"), 'talaga' ("really"), 'masik' (monthly: ~ a captopril brand), 'padala' (remittance), 'magulang'
  // (parents: ~ Matulane), 'salabat' (ginger tea), 'ampalaya' (bitter gourd: ~ 'amaliya', an operation).
  'thoda', 'thodi', 'thode', 'banti', 'hipon', 'sipon', 'bahay', 'asawa', 'inumin', 'meron', 'talaga', 'masik', 'padala', 'magulang',
  'salabat', 'ampalaya',
  // English words one letter from a new brand: 'restyle' ~ Restyl (alprazolam).
  'restyle', 'restyled', 'restyling',
  // Medical words missing from the everyday list that sit one typo from a brand ('stent' ~ Sutent).
  'stent', 'stents', 'statin', 'statins', 'tablet', 'inhaler', 'inhalers', 'steroid', 'steroids', 'biopsy', 'scans', 'xrays',
  // Supplement words one typo from a brand: 'peptides' (collagen) ~ Pepcid.
  'peptide', 'peptides', 'peptid',
  'allergy', 'allergies', 'eczema', 'asthma', 'migraine', 'migraines', 'anemia', 'anaemia', 'cholesterol', 'thyroid',
]);

/*
 * The reading rules' word lists come from context-rules.data.json, where each rule says what it does,
 * why, in which language, and shows it on examples that run as tests (context-rules-examples.spec.ts).
 * The names below are how the reading code uses them; lists made of others are combined here.
 */
/**
 * Someone else's condition: "family history of kidney disease", "my mother has diabetes", "امي
 * عندها سكر". Only with the verb right after the relative, so "my wife says I have X" still counts.
 */
const RELATIVES = ruleWords('relatives-clause');
const SOMEONE_ELSES = rulePhrases('someone-elses');
/** Explicit cancellations before a mention: "stopped (taking my) X", "no longer (on) X", "came off X". */
const CANCEL_BEFORE = rulePhrases('stopped-before');
/** Cancellations after a mention: "X stopped", "X was discontinued". */
const CANCEL_AFTER = rulePhrases('stopped-after');
/** "not on X any more": a 'not' before and 'any more' after. */
const NOT_BEFORE = rulePhrases('not-before-any-more');
const ANY_MORE_AFTER = rulePhrases('any-more-after');
const CANCEL_WINDOW = 4;
/** "Off warfarin since 2022" — only where the clause begins: "dizzy off and on with Concor" is not one. */
const OFF_AT_START_PHRASES = rulePhrases('off-at-clause-start');
/** "haven't stopped it", "ما وقفته": a negated cancellation is none. */
const CANCEL_NEGATORS = ruleWords('negated-trigger');
/** "Nexium stopped my heartburn". */
const STOP_OBJECTS = ruleWords('stop-with-object');
/** "going to come off", "will stop", "plan to stop": not yet. */
const AHEAD_WORDS = ruleWords('ahead-of-trigger');
/** Between a negator or a future word and the cancellation: "never once stopped", "hindi ko itinigil", "going to come off". */
const BEFORE_CANCEL_SMALL = vocabularyWords('before-cancel-small-words');
/** A negator or a future word up to three words before position `at`, with only small words between. */
function negatedOrAhead(tokens: readonly string[], at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - 3); k--) {
    if (CANCEL_NEGATORS.has(tokens[k]) || AHEAD_WORDS.has(tokens[k])) return true;
    if (!BEFORE_CANCEL_SMALL.has(tokens[k])) return false;
  }
  return false;
}
/** "getting used to Ozempic" is not "used to take Ozempic". */
const GETTING_USED = ruleWords('getting-used-to');
/** "Concor stopped working": the medicine is still there. */
const STOPPED_WORKING = ruleWords('stopped-working');
/** Someone else's condition ("my mother has…") is the user's too when the user is in the sentence first: "me and my husband have…". */
const SELF_WORDS = ruleWords('self-words');
/** Words a cancellation may reach across, besides numbers: the clinical small words and who stopped it. */
const CANCEL_GAP_EXTRA = vocabularyWords('cancel-gap-words');
const isCancelGapWord = (token: string) => FILLER_WORDS.has(token) || CANCEL_GAP_EXTRA.has(token) || isNumberish(token);
/**
 * Words that say something is taken or true now after all: they undo a cancellation of what came
 * before them ("stopped warfarin but restarted it", "was on Concor, still on it", "so do I"), in
 * English, Arabic ("رجعت له", "لسا", "للحين"), Hinglish ("phir se", "abhi bhi") and Tagalog ("pa rin", "ulit").
 */
const REAFFIRMATIONS = rulePhrases('reaffirmed-after');
/** Said of a whole clause after a cancellation: "…but it is booked for next week", "stopped, then started it". */
const CLAUSE_REAFFIRMATIONS = new PhraseList([...REAFFIRMATIONS.phrases, ...rulePhrases('clause-reaffirmations').phrases]);
/**
 * "Now" reaffirms only with a dose and without a none: "was on warfarin 5 mg, now 7 mg",
 * "صرت آخذ ٧ ملغ", but never "nothing now" or "الحين ما آخذ شي".
 */
const NOW_WORDS = ruleWords('now-with-dose');
const DOSE_COUNT_WORDS = vocabularyWords('dose-count-words');
const NOTHING_WORDS = ruleWords('nothing-now');
/**
 * A reaffirmation among `tokens`, its Arabic glued 'و' allowed ('ولسا', 'والحين'), and not negated:
 * "have not restarted it", "never went back on it", "ما رجعت له" keep the medicine stopped.
 */
function reaffirms(tokens: readonly string[], phrases: PhraseList, cost: ReadingCost): boolean {
  const bare = withoutGluedAnd(tokens, cost);
  const reaffirmsAt = (at: number, candidates: readonly (readonly string[])[]) =>
    candidates.some((seq) => {
      cost.phraseComparisons++;
      return (
        (sequenceAt(bare, at, seq) || sequenceAt(tokens, at, seq)) &&
        !negatedOrAhead(bare, at) &&
        // "ولسا ما رجعت له", "still not back on it"; "رجعت من السفر" came back from a trip.
        !CANCEL_NEGATORS.has(bare[at + seq.length] ?? '') &&
        !(seq[0] === 'رجعت' && bare[at + 1] === 'من') &&
        // "had it checked again" is a test; "10 capsules left" are leftovers.
        !(seq[0] === 'again' && ['checked', 'tested', 'test', 'scanned', 'scan'].includes(bare[at - 1] ?? '')) &&
        !(seq.join(' ') === 'i had it' && ['checked', 'tested', 'done', 'scanned', 'removed', 'treated'].includes(bare[at + 3] ?? '')) &&
        !(seq[0] === 'left' && UNNAMED_MEDICINE_WORDS.has(bare[at - 1] ?? ''))
      );
    });
  // A phrase may begin with the word as typed or without its glued 'و'.
  return bare.some(
    (word, at) => reaffirmsAt(at, phrases.startingWith(word)) || (word !== tokens[at] && reaffirmsAt(at, phrases.startingWith(tokens[at]))),
  );
}

function withoutGluedAnd(tokens: readonly string[], cost: ReadingCost): string[] {
  cost.tokensScanned += tokens.length;
  return tokens.map((t) => (t.length > 3 && t.startsWith('و') ? t.slice(1) : t));
}
/** Numbers that are not doses: "30 min walking", "2 kg". */
const NOT_A_DOSE_AFTER = vocabularyWords('not-a-dose-after');

function saysNowWithADose(tokens: readonly string[], cost: ReadingCost): boolean {
  tokens = withoutGluedAnd(tokens, cost);
  cost.tokensScanned += 2 * tokens.length;
  const now = tokens.findIndex((t) => NOW_WORDS.has(t));
  const dose = (t: string, k: number) => (isNumberish(t) && !NOT_A_DOSE_AFTER.has(tokens[k + 1] ?? '')) || DOSE_COUNT_WORDS.has(t);
  if (now < 0 || !tokens.some(dose)) return false;
  // "nothing now", "now no meds", "الحين ما آخذ شي" — but "now 1000 mg, no side effects" is a dose.
  return ![now - 1, now + 1, now + 2].some((k) => NOTHING_WORDS.has(tokens[k] ?? ''));
}

/** Dates and durations a cancelling clause may carry: "(stopped 2021)", "not any more since March". */
const TIME_WORDS = vocabularyWords('time-words');
/** A clause opening with these takes back the clause before: "Depakine? not any more". */
const ANSWERS_CANCELLING_PREVIOUS = rulePhrases('answer-cancels-previous');
/** "…my doctor stopped it": a cancellation whose object is the clause before. */
const PRONOUN_CANCELLATIONS = rulePhrases('pronoun-cancellations');
/**
 * In the health answer a denial right before a condition cancels it: "not pregnant", "I do not have
 * kidney disease", "haven't had surgery", "ما عندي سكر", "مب حامل". Only the words below may stand
 * between the two ("not sure if I have kidney disease" still counts). The medicines answer keeps
 * the stricter "not on X any more".
 */
const CONDITION_DENIALS = ruleWords('condition-denials');
const BETWEEN_DENIAL_AND_CONDITION = vocabularyWords('between-denial-and-condition');
/** After a denied condition, these put the denial in the past: "not diabetic before", "noong huling test". */
const DENIAL_PAST_MARKERS = ruleWords('denial-in-past');
/** "not pregnant or breastfeeding", "لا حامل ولا مرضع": one denial for a list joined by these. */
const DENIAL_LIST_WORDS = ruleWords('denial-list-joiners');
/** Inside a list a denial runs through ("no diabetes, kidney disease and liver problems"), 'and' joins it too. */
const CARRIED_LIST_WORDS = new Set([...DENIAL_LIST_WORDS, ...ruleWords('denial-carried-list-joiners')]);
/** Words a comma list of denied conditions may hold besides the conditions. */
const DENIED_LIST_GLUE = new Set([...CARRIED_LIST_WORDS, ...CONDITION_DENIALS, ...vocabularyWords('denied-list-glue-words')]);
/** Hindi/Urdu 'nahi' inside an idiom denies it: "pet se nahi hoon" (I am not pregnant). */
const NEGATIONS_INSIDE = ruleWords('negation-inside');
/**
 * A medicine stopped for a procedure is paused, not stopped: "stopped warfarin 5 days before my
 * colonoscopy", "holding Xarelto for the extraction". Said by these words or a procedure named in the clause.
 */
const PAUSE_WORDS = ruleWords('paused-for-procedure');
/** 'in remission' after a named condition is that condition's state ("Crohn's in remission"), not a cancer of its own. */
const STATE_WORDS = vocabularyWords('state-words');
const BEFORE_STATE = vocabularyWords('before-state-words');
const CANCER_CLASSES = new Set<InteractionClass>(['cancer_treatment', 'hormone_sensitive_cancer']);
/**
 * Said of an operation ahead: such a clause keeps its operation even with a past year in it, and a
 * weight-loss operation in it is an operation ahead as well. Hinglish 'agle mahine' (next month),
 * 'karwana hai' (is to be done).
 */
const FUTURE_WORDS = ruleWords('operation-ahead');
const YEAR_WORDS = vocabularyWords('year-words');
const DURATION_WORDS = vocabularyWords('duration-words');

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
 * The generic reader of context-rules.data.json (issue P item 3): it applies the rules by their own
 * fields. Until the switch-over (docs/reading-rules.md) the matcher reads with the code below and
 * context-reader.spec.ts holds the two readers to the same reading of every persona and example.
 */
const CONTEXT_READER = new ContextReader({ isNumber: isNumberish, isFiller: (token) => FILLER_WORDS.has(token) });

/** A letter outside the Latin and Arabic ranges that `words()` keeps (Cyrillic, Devanagari, CJK…). */
const OTHER_SCRIPT_LETTER = /[^\P{L}a-z\u0621-\u064a]/u;

// Punctuation, and 'but' in English, Hinglish (bas, lekin, magar), Tagalog (pero) and Arabic (لكن, بس).
const { split: CLAUSE_SPLIT, onlyListCommas: COMMAS } = clauseBoundaries('clause-boundaries');
/** The same split, keeping the separators: a comma-only one continues a list. */
const CLAUSE_SPLIT_KEEPING_SEPARATORS = new RegExp(`(${CLAUSE_SPLIT.source})`);
const UNKNOWN_WORD_SHAPE = /^[a-z]{4,}$/;
/** What a denial may name that is no condition: "not sure, kidney problems maybe" keeps the kidneys. */
const NOT_A_CONDITION = vocabularyWords('not-a-condition-words');

/** The clauses of a text, each with whether only commas separate it from the clause before. */
function clausesOf(normalised: string): { tokens: string[]; afterComma: boolean }[] {
  const clauses: { tokens: string[]; afterComma: boolean }[] = [];
  let onlyCommas = false;
  normalised.split(CLAUSE_SPLIT_KEEPING_SEPARATORS).forEach((piece, k) => {
    // split() puts each separator between the pieces around it.
    if (k % 2 === 1) {
      onlyCommas = onlyCommas && COMMAS.test(piece);
      return;
    }
    const tokens = words(piece);
    if (tokens.length === 0) return;
    clauses.push({ tokens, afterComma: onlyCommas });
    onlyCommas = true;
  });
  return clauses;
}

const SEGMENT_WORDS = ruleWords('segment-joiners');

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

const EMPTY_READING: TextReading = { given: false, concepts: [], classes: [], unidentified: false };

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

const COORDINATORS = new Set(['and', 'or', '&', 'plus', 'و', 'او']);

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

interface ClauseReading {
  mentions: readonly Mention[];
  next: ClauseContext;
}

/**
 * Whether a clause is only the rest of a list: conditions, list words and denials, and bare list
 * items (a word that may name a condition, alone between list words: "kidney" in "kidney, liver or heart problems").
 * "no diabetes, kidney disease since 2020" is not one: a list item that says more is a statement.
 */
function onlyAList(tokens: readonly string[], mentions: readonly Mention[], conditionWordAt: readonly boolean[], cost: ReadingCost): boolean {
  cost.tokensScanned += 2 * tokens.length;
  const opened = new Array<number>(tokens.length + 1).fill(0);
  for (const m of mentions) {
    opened[m.start]++;
    opened[m.end + 1]--;
  }
  const glue = (k: number) => k < 0 || k >= tokens.length || DENIED_LIST_GLUE.has(tokens[k]);
  let inside = 0;
  return tokens.every((token, k) => {
    inside += opened[k];
    return inside > 0 || DENIED_LIST_GLUE.has(token) || (conditionWordAt[k] && glue(k - 1) && glue(k + 1));
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

/** A year before this one, as people date a past operation ("sleeve in 2019"). */
function isPastYear(token: string): boolean {
  if (!/^(19|20)\d\d$/.test(token)) return false;
  return Number(token) < new Date().getFullYear();
}

/** "5 years ago", "a year ago", "last year", "in 2019", "قبل ٣ سنوات": at least a year back. */
function saysYearsAgo(tokens: readonly string[]): boolean {
  return tokens.some(
    (token, k) =>
      isPastYear(token) ||
      (token === 'ago' && YEAR_WORDS.has(tokens[k - 1] ?? '')) ||
      (token === 'last' && tokens[k + 1] === 'year') ||
      (token === 'قبل' && (YEAR_WORDS.has(tokens[k + 1] ?? '') || YEAR_WORDS.has(tokens[k + 2] ?? ''))),
  );
}

/** A duration from token `k`: "2 weeks", "اسبوع", "٣ ايام". */
function durationAt(tokens: readonly string[], k: number): boolean {
  return DURATION_WORDS.has(tokens[k] ?? '') || (isNumberish(tokens[k] ?? '') && DURATION_WORDS.has(tokens[k + 1] ?? ''));
}

/** "next month", "booked", "in 2 weeks", "بعد اسبوع" (in a week): something still ahead. */
function saysAhead(tokens: readonly string[]): boolean {
  return tokens.some(
    (token, k) =>
      FUTURE_WORDS.has(token) ||
      (token === 'in' && isNumberish(tokens[k + 1] ?? '') && DURATION_WORDS.has(tokens[k + 2] ?? '')) ||
      (token === 'بعد' && durationAt(tokens, k + 1)),
  );
}

/** For each token position, the mentions listed under each of `positionsOf` it, in reading order. */
function indexByPosition(length: number, mentions: readonly Mention[], positionsOf: (m: Mention) => readonly number[]): Mention[][] {
  const index: Mention[][] = Array.from({ length }, () => []);
  for (const mention of mentions) for (const position of positionsOf(mention)) index[position].push(mention);
  return index;
}

/** For each position 0…length, whether a token before it (`fromStart`) or at or after it satisfies `test`. */
function flagsAround(tokens: readonly string[], test: (token: string) => boolean, fromStart: boolean): boolean[] {
  const flags = new Array<boolean>(tokens.length + 1).fill(false);
  if (fromStart) for (let k = 0; k < tokens.length; k++) flags[k + 1] = flags[k] || test(tokens[k]);
  else for (let k = tokens.length - 1; k >= 0; k--) flags[k] = flags[k + 1] || test(tokens[k]);
  return flags;
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

/**
 * The checks on a clause's mentions (cancelled, denied, reaffirmed), over indexes built once per
 * clause so that each check looks only at the tokens and mentions near its mention. The text is
 * untrusted: comparing each mention with every other, or scanning the rest of the clause for each,
 * made a 500-character answer cost seconds.
 */
class ClauseMentions {
  /** Mentions by the token they start at, and by every token they matched; in reading order. */
  private readonly startingAt: Mention[][];
  private readonly covering: Mention[][];
  /** Where the first mention after each token starts (the clause length when none does). */
  private readonly nextStartAfter: number[];
  private readonly selfWordBefore: boolean[];
  private readonly selfWordFrom: boolean[];
  private readonly pastMarkerFrom: boolean[];
  /** The last token before each position that may not stand between a denial and a condition (-1: none). */
  private readonly lastNonBetweenBefore: number[];
  /** How many 'a' and 'an' come before each position. */
  private readonly articlesBefore: number[];
  /** A "not A or B or C…" list is followed back once, not once per mention in it. */
  private readonly deniedMemo = new Map<Mention, boolean>();
  private readonly deniedAtMemo = new Map<number, boolean>();
  /** What follows a mention depends only on where it ends. */
  private readonly reaffirmedAfterEnd = new Map<number, boolean>();

  /**
   * `deniedFromStart`: the clause continues a denied comma list ("I don't have diabetes, | kidney
   * disease or liver problems"). `conditionWordAt`: whether each token may name a condition, so a
   * bare list item ("no kidney, liver or heart problems", "no asthma, epilepsy…") can carry a denial.
   */
  constructor(
    private readonly tokens: readonly string[],
    readonly mentions: readonly Mention[],
    private readonly cost: ReadingCost,
    private readonly deniedFromStart = false,
    private readonly conditionWordAt: readonly boolean[] = [],
  ) {
    const length = tokens.length;
    cost.tokensScanned += 5 * length;
    this.startingAt = indexByPosition(length, mentions, (m) => [m.start]);
    this.covering = indexByPosition(length, mentions, (m) => m.positions);
    this.nextStartAfter = new Array<number>(length);
    for (let k = length - 1, next = length; k >= 0; k--) {
      this.nextStartAfter[k] = next;
      if (this.startingAt[k].length > 0) next = k;
    }
    this.selfWordBefore = flagsAround(tokens, (t) => SELF_WORDS.has(t), true);
    this.selfWordFrom = flagsAround(tokens, (t) => SELF_WORDS.has(t), false);
    this.pastMarkerFrom = flagsAround(tokens, (t) => DENIAL_PAST_MARKERS.has(t), false);
    this.lastNonBetweenBefore = [-1];
    this.articlesBefore = [0];
    tokens.forEach((token, k) => {
      this.lastNonBetweenBefore.push(BETWEEN_DENIAL_AND_CONDITION.has(token) ? this.lastNonBetweenBefore[k] : k);
      this.articlesBefore.push(this.articlesBefore[k] + (token === 'a' || token === 'an' ? 1 : 0));
    });
  }

  /** A SELF_WORDS word after the mention's first token. */
  selfWordAfterStart(mention: Mention): boolean {
    return this.selfWordFrom[mention.start + 1];
  }

  /**
   * "not pregnant", "I don't have kidney disease": a denial with only BETWEEN_DENIAL_AND_CONDITION
   * words before the mention. "not pregnant yet" is someone planning a pregnancy: it still counts.
   */
  isDenied(mention: Mention): boolean {
    let denied = this.deniedMemo.get(mention);
    if (denied === undefined) {
      denied = this.denial(mention);
      this.deniedMemo.set(mention, denied);
    }
    return denied;
  }

  private denial(mention: Mention): boolean {
    const { tokens } = this;
    if (tokens[mention.end + 1] === 'yet') return false;
    // Hindi/Urdu put the denial after: "mujhe diabetes nahi hai", or inside an idiom: "pet se nahi hoon".
    if (['nahi', 'nahin'].includes(tokens[mention.end + 1] ?? '') && ['hai', 'hain', 'hoon', 'hu', undefined].includes(tokens[mention.end + 2])) return true;
    this.cost.tokensScanned += mention.end - mention.start;
    for (let k = mention.start + 1; k < mention.end; k++) if (NEGATIONS_INSIDE.has(tokens[k])) return true;
    // "not diabetic before", "hindi ako buntis noong huling test": a denial of the past says nothing of now.
    if (this.pastMarkerFrom[mention.end + 1]) return false;
    // A phrase read across a list ("kidney disease or liver" as 'liver disease') shares the denial of the mention it starts inside.
    const enclosing = this.covering[mention.start].find((m) => {
      this.cost.mentionPairs++;
      return m.start < mention.start;
    });
    return this.deniedAt(mention.start) || (enclosing !== undefined && this.isDenied(enclosing));
  }

  /** Whether a denial reaches position `p`: directly, along an or-list, or from the clause before. */
  private deniedAt(p: number): boolean {
    let denied = this.deniedAtMemo.get(p);
    if (denied === undefined) {
      denied = this.denialReaching(p);
      this.deniedAtMemo.set(p, denied);
    }
    return denied;
  }

  private denialReaching(p: number): boolean {
    const { tokens } = this;
    const at = this.lastNonBetweenBefore[p];
    if (at < 0) return this.deniedFromStart;
    // "never had a pregnancy this rough" is about a pregnancy; "never had any surgery" is a denial.
    if (CONDITION_DENIALS.has(tokens[at])) return !(tokens[at] === 'never' && this.articlesBefore[p] > this.articlesBefore[at]);
    // "not pregnant or breastfeeding": the denial carries across 'or' to the next condition.
    // The listed mention may be a phrase that reaches past this one ("no kidney or liver problems").
    if (!(this.deniedFromStart ? CARRIED_LIST_WORDS : DENIAL_LIST_WORDS).has(tokens[at])) return false;
    if (at === 0) return this.deniedFromStart;
    this.cost.mentionPairs++;
    const listedBefore = this.covering[at - 1][0];
    if (listedBefore !== undefined) return this.isDenied(listedBefore);
    // A bare list item, half of a phrase the list ends with: "no heart, kidney or liver disease".
    return this.covering[at - 1].length === 0 && this.conditionWordAt[at - 1] === true && this.deniedAt(at - 1);
  }

  /** The clause ends inside a denied list, so a comma list after it continues the denial. */
  deniesToTheEnd(): boolean {
    const last = this.tokens.length - 1;
    if (last < 0) return false;
    if (this.covering[last].length > 0) return this.covering[last].every((m) => this.isDenied(m));
    const token = this.tokens[last];
    // "I do not have asthma, …": the word a denial names directly, unless it says something else ("not sure, …").
    const namedByTheDenial = CONDITION_DENIALS.has(this.tokens[this.lastNonBetweenBefore[last]] ?? '') && !FILLER_WORDS.has(token) && !NOT_A_CONDITION.has(token) && !isNumberish(token);
    return (this.conditionWordAt[last] === true || namedByTheDenial) && this.deniedAt(last);
  }

  /** "was on Eltroxin 50 since 2019": 'since' right after the mention, past a dose. */
  private sinceAfter(end: number): boolean {
    for (let k = end + 1; k <= end + 3 && k < this.tokens.length; k++) {
      this.cost.tokensScanned++;
      if (this.tokens[k] === 'since') return true;
      if (!isNumberish(this.tokens[k]) && !FILLER_WORDS.has(this.tokens[k])) return false;
    }
    return false;
  }

  /** "I was on insulin and still am", "my mother has diabetes and so do I": a reaffirmation later in the clause, before another mention. */
  reaffirmedAfter(mention: Mention): boolean {
    let reaffirmed = this.reaffirmedAfterEnd.get(mention.end);
    if (reaffirmed === undefined) {
      const rest = this.tokens.slice(mention.end + 1, this.nextStartAfter[mention.end]);
      this.cost.tokensScanned += rest.length;
      // "no surgery planned any more": what follows takes it back again.
      reaffirmed = !ANY_MORE_AFTER.occursIn(rest, this.cost) && (reaffirms(rest, REAFFIRMATIONS, this.cost) || saysNowWithADose(rest, this.cost));
      this.reaffirmedAfterEnd.set(mention.end, reaffirmed);
    }
    return reaffirmed;
  }

  /**
   * Why a mention is cancelled, by an explicit "stopped X" pattern close to it with no other mention
   * in between: the person stopped it, or it is a relative's ("my sister is pregnant"); null when it stands.
   */
  cancellation(mention: Mention): 'stopped' | 'someone-else' | null {
    const { tokens, cost } = this;
    const othersBetween = (from: number, to: number) => {
      for (let start = from + 1; start < to; start++) {
        for (const m of this.startingAt[start]) {
          cost.mentionPairs++;
          if (m !== mention && m.concept !== mention.concept) return true;
        }
      }
      return false;
    };
    // Only small words may stand between a cancellation and what it cancels: "stopped taking my
    // warfarin", never "ex smoker on Plavix" or "16 weeks pregnant, vomiting stopped".
    // Nor across 'and' or 'now': "stopped injections and now on Xarelto", "off and on Xanax".
    const onlySmallWordsBetween = (from: number, to: number) => {
      cost.tokensScanned += Math.max(0, to - from);
      return tokens.slice(from, to).every((t) => isCancelGapWord(t) && !SEGMENT_WORDS.has(t) && !NOW_WORDS.has(t));
    };
    const before = (phrases: PhraseList) => {
      // A phrase ending at most CANCEL_WINDOW words before the mention begins at most that plus its length before it.
      for (let at = mention.start - 1; at >= Math.max(0, mention.start - CANCEL_WINDOW - phrases.longest); at--) {
        for (const seq of phrases.startingWith(tokens[at])) {
          cost.phraseComparisons++;
          const gap = mention.start - at - seq.length;
          if (
            gap >= 0 &&
            gap <= CANCEL_WINDOW &&
            sequenceAt(tokens, at, seq) &&
            (phrases !== OFF_AT_START_PHRASES || at === 0) &&
            onlySmallWordsBetween(at + seq.length, mention.start) &&
            !othersBetween(at + seq.length - 1, mention.start) &&
            !negatedOrAhead(tokens, at) &&
            // "finished 3 months of Roaccutane", "completed 2 years on Lamictal": progress, not an end.
            !((seq[0] === 'finished' || seq[0] === 'completed') && seq.length === 1 && (isNumberish(tokens[at + 1] ?? '') || TIME_WORDS.has(tokens[at + 1] ?? ''))) &&
            !(seq[0] === 'used' && GETTING_USED.has(tokens[at - 1])) &&
            !(seq[0] === 'was' && isNumberish(tokens[at + seq.length] ?? '')) &&
            // "was on Eltroxin since 2019" is South Asian English for "have been on it since 2019".
            !((seq[0] === 'was' || seq[0] === 'were') && seq[1] === 'on' && this.sinceAfter(mention.end))
          ) {
            return true;
          }
        }
      }
      return false;
    };
    const after = (phrases: PhraseList) => {
      for (let gap = 0; gap <= CANCEL_WINDOW; gap++) {
        const at = mention.end + 1 + gap;
        for (const seq of phrases.startingWith(tokens[at])) {
          cost.phraseComparisons++;
          if (
            sequenceAt(tokens, at, seq) &&
            onlySmallWordsBetween(mention.end + 1, at) &&
            !othersBetween(mention.end, at) &&
            !negatedOrAhead(tokens, at) &&
            !STOPPED_WORKING.has(tokens[at + seq.length]) &&
            // "Nexium stopped my heartburn": a stop with an object is what the medicine did.
            !(seq[seq.length - 1] === 'stopped' && STOP_OBJECTS.has(tokens[at + seq.length]))
          ) {
            return true;
          }
        }
      }
      return false;
    };
    if (before(CANCEL_BEFORE) || before(OFF_AT_START_PHRASES) || after(CANCEL_AFTER) || (before(NOT_BEFORE) && after(ANY_MORE_AFTER))) return 'stopped';
    return before(SOMEONE_ELSES) && !this.selfWordBefore[mention.start] ? 'someone-else' : null;
  }
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
  /** Set when the context of each mention is read by the generic reader of the rules file. */
  private readonly contextReader: ContextReader | null;

  /** `reader`: 'lists' (the reading code of this file, the default) or 'rules' (context-reader.ts). */
  constructor(concepts: readonly Concept[], { reader = 'lists' }: { reader?: 'lists' | 'rules' } = {}) {
    this.contextReader = reader === 'rules' ? CONTEXT_READER : null;
    for (const concept of concepts) {
      this.conceptsById.set(concept.id, concept);
      for (const raw of [...concept.en, ...(concept.brands ?? []), ...(concept.ar ?? []), ...(concept.translit ?? [])]) {
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
   * A name dictated by voice comes out as syllables: "war far in", "glu co phage", "o zem pic". Two
   * to MAX_SYLLABLES short Latin tokens from `i` whose join is exactly a first word of the
   * dictionary (never a typo of one: joined syllables are too loose a reading for that). Each token
   * is at most five letters (SYLLABLE), so the work per position is bounded.
   */
  private dictatedWordsAt(tokens: readonly string[], i: number, cost: ReadingCost): { first: string; last: number }[] {
    const found: { first: string; last: number }[] = [];
    let joined = '';
    for (let k = i; k < Math.min(tokens.length, i + MAX_SYLLABLES); k++) {
      cost.tokensScanned++;
      if (!SYLLABLE.test(tokens[k])) break;
      joined += tokens[k];
      if (k === i || joined.length < MIN_DICTATED_WORD) continue;
      cost.dictionaryLookups++;
      if (this.termsByFirstWord.has(joined)) found.push({ first: joined, last: k });
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
      for (const { first, last } of this.dictatedWordsAt(tokens, i, cost)) {
        const syllables = Array.from({ length: last - i }, (_, k) => i + k);
        for (const term of this.termsByFirstWord.get(first) ?? []) {
          cost.dictionaryLookups++;
          const rest = this.matchRest(forms, typosAllowed, last, term, cost);
          if (rest) all.push({ concept: term.concept, positions: [...syllables, ...rest], start: i, end: rest[rest.length - 1], cancelled: false });
        }
      }
    }
    const mentions = withoutStatesOfOthers(tokens, mostSpecific(tokens, all, cost), after.followsMention, cost);
    // A word that may name a condition on its own in a list: a dictionary word ("kidney" of "kidney
    // disease") or a word we do not know ("asthma"), never an everyday one ("not sure, …").
    const conditionWordAt = tokens.map((token, k) => !typosAllowed[k] || (UNKNOWN_WORD_SHAPE.test(token) && !COMMON_ENGLISH_WORDS.has(token)));
    const continuesDeniedList = field === 'healthInfo' && after.continuesDeniedList && onlyAList(tokens, mentions, conditionWordAt, cost);
    if (this.contextReader !== null) return this.readByRules(this.contextReader, tokens, mentions, field, cost, continuesDeniedList, conditionWordAt);
    const clause = new ClauseMentions(tokens, mentions, cost, continuesDeniedList, conditionWordAt);
    cost.tokensScanned += 2 * tokens.length;
    const pausedForProcedure = mentions.some((m) => m.concept.classes.includes('surgery')) || tokens.some((t) => PAUSE_WORDS.has(t));
    const ahead = saysAhead(tokens);
    const operationYearsAgo = saysYearsAgo(tokens) && !ahead;
    for (const mention of clause.mentions) {
      const cancelled = clause.cancellation(mention);
      // A relative's condition comes back only with the user's own words: "…and so do I", not "my sister is pregnant again".
      const reaffirmed = clause.reaffirmedAfter(mention) && (cancelled !== 'someone-else' || clause.selfWordAfterStart(mention));
      // Fail-safe: a medicine stopped around a procedure is only paused ("stopped warfarin 5 days before my colonoscopy").
      // The procedure itself can still be called off: "my operation was cancelled".
      const paused = cancelled === 'stopped' && pausedForProcedure && !mention.concept.classes.includes('surgery');
      const stopped = cancelled !== null && !paused;
      // An operation years ago is no operation ahead: "gastric bypass 5 years ago" keeps its weight-loss reading only.
      const pastOperation = operationYearsAgo && mention.concept.classes.every((c) => c === 'surgery');
      // The first of these that applies is the reason, in the order the checks run (each later one is
      // not even looked at), so naming it costs nothing: stopped or someone else's, an operation years
      // ago, denied in the health answer.
      const why: SetAsideReason | null = stopped
        ? cancelled
        : pastOperation
          ? 'past-operation'
          : field === 'healthInfo' && clause.isDenied(mention)
            ? 'denied'
            : null;
      mention.cancelled = why !== null && !reaffirmed;
      if (why !== null && !reaffirmed) mention.why = why;
    }
    const mentionsRead = ahead ? this.withWhatIsAhead(clause.mentions, cost) : clause.mentions;
    const last = tokens.length - 1;
    return {
      mentions: mentionsRead,
      next: {
        continuesDeniedList: field === 'healthInfo' && clause.deniesToTheEnd(),
        followsMention: clause.mentions.some((m) => m.end === last && !m.cancelled),
      },
    };
  }

  /** The same reading of a clause's mentions, by the generic reader of the rules file. */
  private readByRules(
    reader: ContextReader,
    tokens: readonly string[],
    mentions: Mention[],
    field: ScreenedField,
    cost: ReadingCost,
    continuesDeniedList: boolean,
    conditionWordAt: readonly boolean[],
  ): ClauseReading {
    const verdict = reader.readClause(tokens, mentions, field, cost, continuesDeniedList, conditionWordAt);
    mentions.forEach((mention, k) => {
      const why = verdict.why[k];
      mention.cancelled = why !== null;
      if (why !== null) mention.why = why;
    });
    const last = tokens.length - 1;
    return {
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
   * A clause that answers the one before it: "Depakine? no", "Xarelto, not any more", "Lipitor -
   * my doctor stopped it". Only when that clause named exactly one medicine or condition, so "it"
   * cannot mean something else. Returns why: a stop (answer-cancels-previous and
   * pronoun-cancellations), or for a bare 'no' a denial on the health answer ("diabetes? no") and
   * a stop on the medicines answer, which reads no denials; null when the clause answers nothing.
   */
  private static cancelsPrevious(tokens: readonly string[], field: ScreenedField, cost: ReadingCost): SetAsideReason | null {
    if (tokens.length === 1 && tokens[0] === 'no') return field === 'healthInfo' ? 'denied' : 'stopped';
    cost.tokensScanned += tokens.length;
    // The opener and nothing but small words and a date: "not any more since 2021", never "no more panic attacks".
    // "Lasix 40, stopped in the morning" moved a dose; "Euthyrox. No more on an empty stomach" changed how it is taken.
    const opener = ANSWERS_CANCELLING_PREVIOUS.startingWith(tokens[0]).find((seq) => sequenceAt(tokens, 0, seq));
    if (opener) return tokens.slice(opener.length).every((t) => isNumberish(t) || TIME_WORDS.has(t)) ? 'stopped' : null;
    const pronounCancellation = tokens.some(
      (token, at) =>
        PRONOUN_CANCELLATIONS.startingWith(token).some((seq) => {
          cost.phraseComparisons++;
          return sequenceAt(tokens, at, seq);
        }) && !CANCEL_NEGATORS.has(tokens[at - 1]),
    );
    return pronounCancellation ? 'stopped' : null;
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
    // Letters of a script the dictionary does not hold ('варфарин', 'मधुमेह') are words we cannot
    // read, never "nothing": the answer is unidentified, so the plan is checked against it.
    const otherScript = OTHER_SCRIPT_LETTER.test(normalised);
    if (!otherScript && !clauses.some((c) => ClinicalMatcher.informative(c, cost))) {
      return ClinicalMatcher.saysUnnamedMedicine(clauses, cost) ? { ...EMPTY_READING, given: true, unidentified: true } : EMPTY_READING;
    }

    /** Each clause's concepts that stand, and those it cancelled (which a later "restarted it" brings back). */
    const standing: Concept[][] = [];
    const withdrawn: Withdrawn[][] = [];
    /** The last clause that named something: a clause keeps its count of concepts, only moving them between the two lists. */
    let lastNamed = -1;
    let unidentified = false;
    let anyMention = false;
    let open = NOTHING_OPEN;
    for (const { tokens, afterComma } of commaClauses) {
      const { mentions, next } = this.mentionsIn(tokens, field, cost, afterComma ? open : NOTHING_OPEN);
      open = next;
      if (mentions.length > 0) anyMention = true;
      const previous = standing.length - 1;
      const reader = this.contextReader;
      const cancelling = mentions.length === 0 ? (reader !== null ? reader.answersPrevious(tokens, field, cost) : ClinicalMatcher.cancelsPrevious(tokens, field, cost)) : null;
      if (cancelling !== null && previous >= 0 && new Set(standing[previous].map((c) => c.id)).size === 1) {
        withdrawn[previous].push(...standing[previous].splice(0).map((concept): Withdrawn => ({ concept, why: cancelling })));
      }
      // "stopped warfarin, but restarted it": the nearest clause that named something stands again.
      // …unless the clause is about relatives: "no diabetes, though my mum and sister have it too".
      let aboutRelatives = false;
      if (reader === null) {
        cost.tokensScanned += 2 * tokens.length;
        aboutRelatives = tokens.some((t) => RELATIVES.has(t)) && !tokens.some((t) => SELF_WORDS.has(t));
      }
      const reaffirmsPrevious = () =>
        reader !== null ? reader.reaffirmsPrevious(tokens, field, cost) : !aboutRelatives && (reaffirms(tokens, CLAUSE_REAFFIRMATIONS, cost) || saysNowWithADose(tokens, cost));
      if (mentions.length === 0 && cancelling === null && reaffirmsPrevious()) {
        if (lastNamed >= 0) standing[lastNamed].push(...withdrawn[lastNamed].splice(0).map((w) => w.concept));
      }
      standing.push(mentions.filter((m) => !m.cancelled).map((m) => m.concept));
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
      ...(setAside.length > 0 ? { setAside, whySetAside: setAsideReasons(notCounted) } : {}),
    };
  }
}
