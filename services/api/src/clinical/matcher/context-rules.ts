import contextRulesFile from './context-rules.data.json';
import { isArabic } from './normalise';
import { PhraseList } from './phrase-list';

/**
 * The reading rules of context-rules.data.json, typed, and the word lists the matcher builds from them.
 * Every list is built once, when the matcher module loads: reading a text only looks words up
 * (the linear-cost property of reading-cost.spec.ts). A misspelt id or a phrase where one word is
 * expected throws at load, so a broken rules file stops the API from starting instead of reading
 * with a rule missing.
 */

/** What the words of a rule say about a mention (the ConText category, and the few this matcher adds). */
export type ContextCategory =
  | 'stopped'
  | 'denied'
  | 'someone_else'
  | 'self'
  | 'future'
  | 'past'
  | 'reaffirmed'
  | 'pause'
  | 'negated_trigger'
  | 'pseudo_trigger'
  | 'terminator'
  | 'list_continuation'
  | 'vague'
  | 'none_answer';

/** What the matcher does when a rule applies. */
export type ContextEffect =
  /** The mention does not count. */
  | 'sets_aside'
  /** Another rule's trigger does not act (negated, not yet done, a look-alike, taken back). */
  | 'undoes_trigger'
  /** Another rule's reach stops here. */
  | 'ends_scope'
  /** Another rule's reach carries on across it. */
  | 'extends_scope'
  /** The answer names something we cannot identify: the plan is checked. */
  | 'marks_unidentified'
  /** The answer is a 'none'. */
  | 'makes_none_answer';

export type ContextDirection = 'forward' | 'backward' | 'bidirectional';
/** How far a trigger reaches: its neighbour, a few small words, the mention's own words, the clause, its start, a list, or the clause before. */
export type ContextScope = 'adjacent' | 'window' | 'mention' | 'clause' | 'clause_start' | 'list' | 'previous_clause';

export type ExampleOutcome = 'counted' | 'set_aside' | 'unidentified' | 'identified' | 'none';

export interface ContextExample {
  text: string;
  field: 'medications' | 'healthInfo';
  /** The concept the outcome is about; none for 'unidentified', 'identified' and 'none', which are said of the whole answer. */
  concept?: string;
  expect: ExampleOutcome;
  /** Words like the rule's where it must not act. */
  nearMiss?: boolean;
  why?: string;
}

/** Expands to phrases: the product of its slots, first slot outermost ('band'|'bandh' × 'kar di'|… ). */
export interface Combination {
  each: (readonly string[] | VocabularyReference)[];
}
export interface VocabularyReference {
  vocabulary: string;
}
/** A phrase is its words joined by one space. */
export type PhraseItem = string | Combination | VocabularyReference;

export interface TermGroup {
  language?: string;
  why?: string;
  phrases: PhraseItem[];
}

export interface ClauseBoundaries {
  /** A run of these is one boundary. */
  punctuationRuns: string[];
  /** Each of these is a boundary of its own. */
  eachOnItsOwn: string[];
  /** Each of these is a boundary only with white space and then a letter on each side ('BD / Lithium', not '50 / 75'). */
  spacedBetweenLetters?: string[];
  /** A boundary of only these continues a list. */
  listCommas: string[];
}

/** Words allowed somewhere: filler words, numbers, and the words of vocabularies. */
export interface WordClasses {
  filler?: boolean;
  numbers?: boolean;
  vocabularies?: string[];
  /**
   * For `restOfClause`: a vocabulary whose word, reached through the allowed words, frees the rest
   * of the clause: it gives the stop's reason or time ('stopped after delivery', 'stopped because of dizziness').
   */
  freeAfter?: string;
}

/**
 * What an undoing rule acts on: a rule's triggers (`rule`) or a whole reading (`category`), found
 * around that rule's trigger or around the mention (`of`), in `direction`, within `reach`.
 */
export interface UndoSpec {
  rule?: string;
  category?: ContextCategory[];
  of: 'trigger' | 'mention';
  direction: ContextDirection;
  /** Words (a number), up to the mention, the whole clause, or up to the next mention. */
  reach: number | 'to_mention' | 'clause' | 'until_next_mention';
  /** After the anchor, when it differs from `reach` (bidirectional). */
  reachAfter?: number;
  /** A vocabulary the reach may cross before the undoing word; without it every word within reach is looked at. */
  across?: string;
  /** Only these triggers of the rule are undone. */
  onlyTriggers?: string[];
  /** Only when the clause is read as an answer to the clause before. */
  acrossClauses?: boolean;
  /** For a reading: the next group of readings is tried, or the mention counts. */
  then?: 'next_group' | 'counts';
  /** Mentions this undoing never acts on: 'an_operation' (the procedure itself can be called off). */
  exceptFor?: 'an_operation';
}

/** The names of what has no ConText form, for `check` (context-reader.ts CHECKS). */
export type CheckName = 'saysADose' | 'pastYear' | 'durationAhead' | 'operationNamedInClause' | 'sinceAfterMention' | 'denialReaches' | 'pairInClause';

export interface ContextRule {
  id: string;
  category: ContextCategory;
  effect: ContextEffect;
  direction: ContextDirection;
  scope: ContextScope;
  why: string;
  /** The rule that must also match for this one to act ('not on X' + 'any more'). */
  pairedWith?: string;
  boundaries?: ClauseBoundaries;
  /** For a window: how many words may stand between the trigger and the mention. */
  window?: number;
  /** The words that may stand between the trigger and the mention. */
  gapWords?: WordClasses;
  /**
   * A phrase that only names the mention's class may stand between too, as a name in apposition:
   * "papa ki BP ki dawai Amlo" (papa's BP medicine, Amlo).
   */
  acrossClassPhrases?: boolean;
  /** A vocabulary of list words along which the rule reaches from a mention it stands for to the next one. */
  alongLists?: string;
  /** Vocabularies whose words alone (besides list words and other mentions) may follow the mention to the clause end. */
  restAfterMention?: string[];
  /** Rules whose triggers end this rule's reach (terminators). */
  notAcross?: string[];
  /** Numbers are triggers too. */
  numbersAreTriggers?: boolean;
  /** The triggers of these rules are this rule's too. */
  triggersOf?: string[];
  /** What this rule undoes, when it is an undoing rule (or a sets_aside rule that also undoes). */
  undoes?: UndoSpec[];
  /** The named function that reads what has no ConText form. */
  check?: CheckName;
  /** The answers this rule reads; all when absent. */
  fields?: ('medications' | 'healthInfo')[];
  /**
   * Mentions this rule is read for: 'only_an_operation' (a concept that is an operation and nothing
   * else), 'no_life_stage_or_operation' (none of pregnancy, breastfeeding or an operation: 'a normal
   * pregnancy' is a pregnancy).
   */
  onlyFor?: 'only_an_operation' | 'no_life_stage_or_operation';
  /**
   * Only mentions of a concept of one of these interaction classes ('sickle cell trait' is a
   * carrier, while a G6PD trait can still break down red cells and a thalassaemia trait is kept on purpose).
   */
  onlyClasses?: string[];
  /** The word that must follow the trigger, or the end of the clause. */
  followedBy?: { words: string[]; orClauseEnd?: boolean };
  /** Where in the clause the trigger must be. */
  at?: 'clause_start';
  /** What may follow a trigger read at the clause start; anything else and the clause answers nothing. */
  restOfClause?: WordClasses;
  /** The clause is the trigger and nothing else. */
  wholeClause?: boolean;
  /** The category in the medicines answer, when it differs there. */
  inMedicines?: ContextCategory;
  /** Only the first trigger of the clause is read. */
  firstOnly?: boolean;
  /** Triggers are also read with an Arabic glued 'و' taken off ('ولسا' is 'لسا'). */
  gluedAnd?: boolean;
  /** A reaffirmation undoes this rule's reading only with a word of this rule after the mention's start. */
  reaffirmedOnlyWith?: string;
  /** Also read in a clause that answers the clause before. */
  alsoPreviousClause?: boolean;
  /** A list joiner that carries a denial only inside a comma list the clause before began. */
  inContinuedListOnly?: boolean;
  triggers: TermGroup[];
  examples: ContextExample[];
}

/** The order readings are tried in (see context-reader.ts). */
export interface Readings {
  why: string;
  groups: ContextCategory[][];
}

/** Words that are no trigger themselves but that rules are read with (what may stand between, what counts as a dose…). */
export interface Vocabulary {
  id: string;
  why: string;
  terms: TermGroup[];
}

export interface ContextRulesFile {
  about: string;
  readings: Readings;
  rules: ContextRule[];
  vocabularies: Vocabulary[];
}

export const CONTEXT_RULES = contextRulesFile as unknown as ContextRulesFile;

const rulesById = new Map(CONTEXT_RULES.rules.map((rule) => [rule.id, rule]));
const vocabulariesById = new Map(CONTEXT_RULES.vocabularies.map((vocabulary) => [vocabulary.id, vocabulary]));
/** Ids the matcher has taken, so a spec can prove that no rule in the file is left unread. */
const taken = new Set<string>();

export function ruleNamed(id: string): ContextRule {
  const rule = rulesById.get(id);
  if (rule === undefined) throw new Error(`context-rules.data.json has no rule '${id}'`);
  taken.add(id);
  return rule;
}

function vocabularyNamed(id: string): Vocabulary {
  const vocabulary = vocabulariesById.get(id);
  if (vocabulary === undefined) throw new Error(`context-rules.data.json has no vocabulary '${id}'`);
  taken.add(id);
  return vocabulary;
}

function phrasesOfItem(item: PhraseItem): string[][] {
  if (typeof item === 'string') return [item.split(' ')];
  if ('vocabulary' in item) return phrasesOfGroups(vocabularyNamed(item.vocabulary).terms);
  return item.each.reduce<string[][]>(
    (heads, slot) => {
      const tails = Array.isArray(slot) ? slot.map((phrase) => phrase.split(' ')) : phrasesOfGroups(vocabularyNamed((slot as VocabularyReference).vocabulary).terms);
      return heads.flatMap((head) => tails.map((tail) => [...head, ...tail]));
    },
    [[]],
  );
}

/** The phrases of term groups, in file order (order decides which of two openers a clause starts with). */
export function phrasesOfGroups(groups: readonly TermGroup[]): string[][] {
  return groups.flatMap((group) => group.phrases.flatMap(phrasesOfItem));
}

function singleWords(owner: string, phrases: readonly string[][]): Set<string> {
  const multiWord = phrases.find((phrase) => phrase.length !== 1);
  if (multiWord !== undefined) throw new Error(`'${owner}' is read word by word, but holds the phrase '${multiWord.join(' ')}'`);
  return new Set(phrases.map(([word]) => word));
}

/** A rule's trigger phrases, indexed for reading. */
export function rulePhrases(id: string): PhraseList {
  return new PhraseList(phrasesOfGroups(ruleNamed(id).triggers));
}

/** A rule whose triggers are single words. */
export function ruleWords(id: string): Set<string> {
  return singleWords(id, phrasesOfGroups(ruleNamed(id).triggers));
}

export function vocabularyWords(id: string): Set<string> {
  return singleWords(id, phrasesOfGroups(vocabularyNamed(id).terms));
}

/** Line breaks written as their escapes, so the pattern reads as it would be typed. */
const escapeLineBreaks = (text: string) => text.replace(/\n/g, '\\n').replace(/\r/g, '\\r');
const escapeForRegExp = (text: string) => escapeLineBreaks(text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'));
/** A letter of normalised text: Latin lower case or Arabic. */
const LETTER = '[a-z\\u0621-\\u064a]';

/** Inside a character class only these are special. */
const escapeForClass = (text: string) => escapeLineBreaks(text.replace(/[\\\]^-]/g, '\\$&'));

/**
 * A rule of clause boundaries as the split pattern: a run of its punctuation, each mark that is a
 * boundary on its own, and its words whole (Latin at word boundaries; Arabic between spaces, since
 * `\b` knows only ASCII letters). Also the pattern of a boundary that only continues a list.
 */
export function clauseBoundaries(id: string): { split: RegExp; onlyListCommas: RegExp } {
  const rule = ruleNamed(id);
  if (rule.boundaries === undefined) throw new Error(`'${id}' has no boundaries`);
  const { punctuationRuns, eachOnItsOwn, spacedBetweenLetters = [], listCommas } = rule.boundaries;
  const words = phrasesOfGroups(rule.triggers).map((phrase) => phrase.join(' '));
  const alternatives = [
    // A decimal point is no boundary: 'HbA1c 5.4 normal', 'INR 2.5 every month' are one clause.
    `(?!(?<=\\d)\\.\\d)[${punctuationRuns.map(escapeForClass).join('')}]+`,
    ...eachOnItsOwn.map(escapeForRegExp),
    ...spacedBetweenLetters.map((mark) => `(?<=${LETTER})\\s+${escapeForRegExp(mark)}\\s+(?=${LETTER})`),
    ...words.map((word) => (isArabic(word) ? `(?:^|\\s)${word}(?:\\s|$)` : `\\b${word}\\b`)),
  ];
  return { split: new RegExp(alternatives.join('|')), onlyListCommas: new RegExp(`^[${listCommas.map(escapeForClass).join('')}]+$`) };
}

/** Rules and vocabularies of the file that no list was built from: a rule there would silently do nothing. */
export function untakenEntries(): string[] {
  return [...rulesById.keys(), ...vocabulariesById.keys()].filter((id) => !taken.has(id));
}
