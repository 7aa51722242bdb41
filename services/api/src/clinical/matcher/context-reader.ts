import type { ScreenedField, SetAsideReason } from '@sahha/contracts/quiz';
import type { Concept } from '../types';
import { CONTEXT_RULES, phrasesOfGroups, ruleNamed, vocabularyWords, type CheckName, type ContextCategory, type ContextRule, type UndoSpec } from './context-rules';
import { PhraseList, sequenceAt } from './phrase-list';
import { gluedArabicPrefixes } from './normalise';
import type { ReadingCost } from './reading-cost';

/**
 * The generic reader of context-rules.data.json (issue P item 3, the model half): it applies each
 * rule by its own fields (effect, direction, scope, window, the words that may stand between, what
 * ends its reach, which rules undo which of its triggers), the way ConText applies a trigger within
 * its scope. What has no ConText form is a small named function a rule names with `check` (see
 * CHECKS): the dose test, the past-year test, 'since' after 'was on', an operation named in the
 * clause, the denial that reaches along a list.
 *
 * Conflict policy (the file's `readings`): a mention is set aside by the first group of categories
 * with a `sets_aside` rule that stands (its trigger found in its scope and no undoing rule acting on
 * that trigger); an undoing rule of a whole category then moves on to the next group or counts the
 * mention. An undoing rule may itself be undone ('have not restarted it': the reaffirmation is
 * negated, so the stop stands), which is how the five documented cases keep a mention set aside.
 *
 * Every scan is bounded by a rule's window or answered from per-clause prefix counts, so the work
 * stays linear in the clause (reading-cost.def.ts).
 */

/** A mention as the reader needs it: the concept and the tokens its words matched. */
export interface ReaderMention {
  concept: Concept;
  positions: readonly number[];
  start: number;
  end: number;
}

/** What the reader decided for one clause. */
export interface ClauseVerdict {
  /** Why each mention (same order) is set aside, or null when it counts. */
  why: (SetAsideReason | null)[];
  /** The clause says something is still ahead (operation-ahead). */
  ahead: boolean;
  /** The clause ends inside a denied list, so a comma list after it continues the denial. */
  deniesToTheEnd: boolean;
  /** The clause opens with a condition that a denial after it covers, so a list before its comma is denied too. */
  deniesFromTheStart: boolean;
}

/** What the reader needs from the finding step (recognition lists stay in the matcher). */
export interface ReaderWords {
  isNumber: (token: string) => boolean;
  isFiller: (token: string) => boolean;
}

/** What is never a reading or a result ('a normal pregnancy' is a pregnancy): for onlyFor 'no_life_stage_or_operation'. */
const NOT_A_READING: ReadonlySet<string> = new Set(['pregnancy_breastfeeding', 'surgery', 'bariatric_surgery']);

const REASONS: Partial<Record<ContextCategory, SetAsideReason>> = { stopped: 'stopped', someone_else: 'someone-else', past: 'past-operation', denied: 'denied' };

interface Rule {
  def: ContextRule;
  phrases: PhraseList;
  /** Every phrase is one word: such rules are also answered from per-clause counts. */
  singleWords: Set<string> | null;
  numbers: boolean;
  /** The list words along which the rule reaches from one mention to the next ('and' in 'takes Plavix and aspirin'). */
  alongLists: Set<string> | null;
  /** The words that alone may follow the mention to the clause end. */
  restAfterMention: Set<string> | null;
  /** Undoing specs acting on this rule's triggers or mentions. */
  undoers: Undo[];
  gapWords: Set<string>;
  gapFiller: boolean;
  gapNumbers: boolean;
  notAcross: Set<string>;
  restWords: Set<string>;
  restNumbers: boolean;
  /** A word after which anything may follow in the clause (restOfClause.freeAfter). */
  restFreeAfter: Set<string>;
  followedBy: Set<string>;
}

interface Undo {
  by: Rule;
  def: UndoSpec;
  across: Set<string> | null;
  onlyTriggers: Set<string> | null;
}

interface CategoryUndo {
  by: Rule;
  def: UndoSpec;
  categories: Set<ContextCategory>;
}

/** Where a mention (or the place a denial reaches) lies: what undoing rules of a mention read around. */
interface Span {
  start: number;
  end: number;
}

/** A trigger found: where, which phrase, in which view of the clause. */
interface Found {
  at: number;
  seq: readonly string[];
}

/** The part of a clause a rule reads: reaffirmations after a mention see only up to the next mention. */
interface View {
  tokens: readonly string[];
  lo: number;
  hi: number;
}

export class ContextReader {
  private readonly rules = new Map<string, Rule>();
  /** The file's `readings.groups`: categories tried in order, a group at a time. */
  readonly groups: readonly (readonly ContextCategory[])[];
  readonly setAsideByCategory = new Map<ContextCategory, Rule[]>();
  /** Undoing rules of a whole reading (a pause, a reaffirmation), not of one trigger. */
  readonly categoryUndos: CategoryUndo[] = [];
  private readonly previousClauseRules: Rule[];
  private readonly previousClauseReaffirmations: Rule[];
  private readonly aheadRule: Rule;
  readonly denialRule: Rule;
  /** The denials read after a mention and back along its list (Hindi/Urdu 'BP ya kidney ki problem nahi hai'). */
  readonly listDenialsAfter: readonly Rule[];
  readonly listJoiners: Set<string>;
  readonly carriedListJoiners: Set<string>;
  readonly notACondition: Set<string>;
  readonly listCoordinators = vocabularyWords('list-coordinators');
  /** The vocabularies the named checks read. */
  readonly notADoseAfter = vocabularyWords('not-a-dose-after');
  readonly doseCountWords = vocabularyWords('dose-count-words');
  readonly yearWords = vocabularyWords('year-words');
  readonly durationWords = vocabularyWords('duration-words');

  constructor(private readonly words: ReaderWords) {
    const file = CONTEXT_RULES;
    for (const def of file.rules) this.rules.set(def.id, this.compile(def));
    for (const def of file.rules) {
      const by = this.rule(def.id);
      for (const undo of def.undoes ?? []) {
        if (undo.category !== undefined) {
          this.categoryUndos.push({ by, def: undo, categories: new Set(undo.category) });
          continue;
        }
        const target = this.rule(undo.rule ?? '');
        const across = undo.across === undefined ? null : vocabularyWords(undo.across);
        target.undoers.push({ by, def: undo, across, onlyTriggers: undo.onlyTriggers === undefined ? null : new Set(undo.onlyTriggers) });
        if ((undo.reach === 'clause' || undo.reach === 'to_mention' || undo.direction === 'forward') && by.singleWords === null && by.def.check === undefined) {
          throw new Error(`'${def.id}' is read word by word before a trigger or across a clause, but has phrases`);
        }
      }
    }
    this.groups = file.readings.groups;
    for (const rule of this.rules.values()) {
      if (rule.def.effect !== 'sets_aside' || rule.def.scope === 'previous_clause') continue;
      const list = this.setAsideByCategory.get(rule.def.category) ?? [];
      list.push(rule);
      this.setAsideByCategory.set(rule.def.category, list);
    }
    this.previousClauseRules = [...this.rules.values()].filter((r) => r.def.effect === 'sets_aside' && r.def.scope === 'previous_clause');
    this.previousClauseReaffirmations = [...this.rules.values()].filter(
      (r) => r.def.category === 'reaffirmed' && (r.def.scope === 'previous_clause' || r.def.alsoPreviousClause === true),
    );
    // The clause says something is still ahead: the rule of an operation ahead, read over the whole clause.
    this.aheadRule = this.only(file.rules.filter((r) => r.category === 'future' && r.scope === 'clause'), 'a future rule read over the clause');
    // The denial read along lists: the rule whose check is the list continuation, and the rules that extend it.
    this.denialRule = this.only(file.rules.filter((r) => r.check === 'denialReaches'), "a rule with the check 'denialReaches'");
    this.listDenialsAfter = (this.setAsideByCategory.get('denied') ?? []).filter((r) => r.def.direction === 'backward' && r.alongLists !== null);
    const joiners = file.rules.filter((r) => r.effect === 'extends_scope');
    this.listJoiners = this.wordsOfRules(joiners.filter((r) => r.inContinuedListOnly !== true));
    this.carriedListJoiners = this.wordsOfRules(joiners);
    this.notACondition = vocabularyWords('not-a-condition-words');
  }

  private only(rules: readonly ContextRule[], what: string): Rule {
    if (rules.length !== 1) throw new Error(`context-rules.data.json must hold exactly one ${what}, not ${rules.length}`);
    return this.rule(rules[0].id);
  }

  private wordsOfRules(rules: readonly ContextRule[]): Set<string> {
    return new Set(rules.flatMap((r) => phrasesOfGroups(ruleNamed(r.id).triggers).map((p) => p.join(' '))));
  }

  rule(id: string): Rule {
    const rule = this.rules.get(id);
    if (rule === undefined) throw new Error(`context-rules.data.json has no rule '${id}'`);
    return rule;
  }

  private compile(def: ContextRule): Rule {
    const own = phrasesOfGroups(ruleNamed(def.id).triggers);
    const borrowed = (def.triggersOf ?? []).flatMap((id) => phrasesOfGroups(ruleNamed(id).triggers));
    const phrases = [...borrowed, ...own];
    const gap = def.gapWords ?? {};
    const rest = def.restOfClause ?? {};
    const notAcross = new Set((def.notAcross ?? []).flatMap((id) => phrasesOfGroups(ruleNamed(id).triggers).map((p) => p.join(' '))));
    return {
      def,
      phrases: new PhraseList(phrases),
      singleWords: phrases.every((p) => p.length === 1) ? new Set(phrases.map(([w]) => w)) : null,
      numbers: def.numbersAreTriggers === true,
      undoers: [],
      gapWords: new Set((gap.vocabularies ?? []).flatMap((id) => [...vocabularyWords(id)])),
      gapFiller: gap.filler === true,
      gapNumbers: gap.numbers === true,
      notAcross,
      restWords: new Set((rest.vocabularies ?? []).flatMap((id) => [...vocabularyWords(id)])),
      restNumbers: rest.numbers === true,
      restFreeAfter: rest.freeAfter === undefined ? new Set<string>() : vocabularyWords(rest.freeAfter),
      followedBy: new Set(def.followedBy?.words ?? []),
      alongLists: def.alongLists === undefined ? null : vocabularyWords(def.alongLists),
      restAfterMention: def.restAfterMention === undefined ? null : new Set(def.restAfterMention.flatMap((id) => [...vocabularyWords(id)])),
    };
  }

  /** Reads the mentions of one clause. `deniedFromStart`: the clause continues a denied comma list. */
  readClause(
    tokens: readonly string[],
    mentions: readonly ReaderMention[],
    field: ScreenedField,
    cost: ReadingCost,
    deniedFromStart: boolean,
    conditionWordAt: readonly boolean[],
  ): ClauseVerdict {
    const clause = new ClauseState(this, this.words, tokens, mentions, field, cost, deniedFromStart, conditionWordAt);
    const ahead = clause.anywhere(this.aheadRule);
    return { why: mentions.map((m) => clause.reasonOf(m)), ahead, deniesToTheEnd: clause.deniesToTheEnd(), deniesFromTheStart: clause.deniesFromTheStart() };
  }

  /**
   * A clause that names nothing and answers the one before ("Depakine? no", "…my doctor stopped
   * it"): the reason it sets that clause's one concept aside, or null. Rules in file order; a rule
   * read at the clause start whose rest of clause says more answers nothing at all.
   */
  answersPrevious(tokens: readonly string[], field: ScreenedField, cost: ReadingCost): SetAsideReason | null {
    const clause = new ClauseState(this, this.words, tokens, [], field, cost, false, []);
    for (const rule of this.previousClauseRules) {
      const reason = (field === 'medications' ? rule.def.inMedicines : undefined) ?? rule.def.category;
      if (rule.def.wholeClause === true) {
        if (rule.phrases.isExactly(tokens, cost)) return REASONS[reason] ?? null;
        continue;
      }
      if (rule.def.at === 'clause_start') {
        cost.tokensScanned += tokens.length;
        // The longest opener: 'stopped taking it' rather than 'stopped' followed by more.
        const opener = rule.phrases
          .startingWith(tokens[0])
          .filter((seq) => sequenceAt(tokens, 0, seq))
          .reduce<readonly string[] | undefined>((longest, seq) => (longest === undefined || seq.length > longest.length ? seq : longest), undefined);
        if (opener === undefined) continue;
        // 'Roaccutane, finished 3 months': how far the course has come (progress-not-end), no answer.
        if (clause.openerUndone(rule, opener)) return null;
        const rest = tokens.slice(opener.length);
        const freedAt = rest.findIndex((t) => rule.restFreeAfter.has(t));
        const bounded = freedAt < 0 ? rest : rest.slice(0, freedAt);
        return bounded.every((t) => (rule.restNumbers && this.words.isNumber(t)) || rule.restWords.has(t)) ? (REASONS[reason] ?? null) : null;
      }
      if (clause.standsAnywhere(rule, true)) return REASONS[reason] ?? null;
    }
    return null;
  }

  /** A clause that names nothing and brings back what the nearest clause that named something set aside. */
  reaffirmsPrevious(tokens: readonly string[], field: ScreenedField, cost: ReadingCost): boolean {
    const clause = new ClauseState(this, this.words, tokens, [], field, cost, false, []);
    return this.previousClauseReaffirmations.some((rule) => clause.standsAnywhere(rule, true));
  }

}

/** The named functions a rule may give as its `check`. */
export const CHECK_NAMES: readonly CheckName[] = [
  'saysADose',
  'pastYear',
  'durationAhead',
  'operationNamedInClause',
  'sinceAfterMention',
  'denialReaches',
  'pairInClause',
];

/** A year before this one, as people date a past operation ("sleeve in 2019"). */
function isPastYear(token: string): boolean {
  return /^(19|20)\d\d$/.test(token) && Number(token) < new Date().getFullYear();
}

/**
 * What has no ConText form, by the name a rule gives in `check`. Each looks at the clause (and the
 * mention or trigger it is asked about) and says whether the rule's words are there.
 */
const CHECKS: Record<CheckName, (clause: ClauseState, view: View, mention: Span | null, rule: Rule) => boolean> = {
  /** A dose anywhere in the view: a number not followed by not-a-dose-after, or a dose-count word. */
  saysADose: (clause, view) => clause.saysADose(view),
  /** A past year ("in 2019") or 'قبل' with a year word two words on ("قبل ٣ سنوات"). */
  pastYear: (clause) => clause.pastYear(),
  /** "in 2 weeks", "بعد اسبوع": a duration still ahead. */
  durationAhead: (clause) => clause.durationAhead(),
  /** An operation named in the clause pauses a stop around it. */
  operationNamedInClause: (clause) => clause.operationNamed(),
  /** 'since' right after the mention, past numbers and filler words, up to three words. */
  sinceAfterMention: (clause, _view, mention) => mention !== null && clause.sinceAfter(mention.end),
  /** The denial of a condition, read along or-lists and comma lists (the list continuation). */
  denialReaches: (clause, _view, mention) => mention !== null && clause.deniedByList(mention),
  /** The rule's one-word trigger right before the mention and again elsewhere in the clause: the Hindi/Urdu 'na sugar ki na BP ki'. */
  pairInClause: (clause, _view, mention, rule) => mention !== null && clause.pairedAround(rule, mention),
};

class ClauseState {
  private readonly startingAt: ReaderMention[][];
  private readonly covering: ReaderMention[][];
  private readonly nextStartAfter: number[];
  private readonly lastNonBetweenBefore: number[];
  private bareTokens: string[] | null = null;
  /** Per rule: how many standing single-word triggers come before each position. */
  private readonly counts = new Map<Rule, number[]>();
  private readonly anywhereMemo = new Map<Rule, boolean>();
  private readonly reaffirmedMemo = new Map<string, boolean>();
  private readonly deniedMemo = new Map<ReaderMention, boolean>();
  private readonly deniedAtMemo = new Map<number, boolean>();
  private readonly restFromMemo = new Map<ReadonlySet<string>, number>();
  private readonly alongListsMemo = new Map<string, boolean>();
  private readonly full: View;

  constructor(
    private readonly reader: ContextReader,
    private readonly words: ReaderWords,
    private readonly tokens: readonly string[],
    private readonly mentions: readonly ReaderMention[],
    private readonly field: ScreenedField,
    private readonly cost: ReadingCost,
    private readonly deniedFromStart: boolean,
    private readonly conditionWordAt: readonly boolean[],
  ) {
    const length = tokens.length;
    cost.tokensScanned += 3 * length;
    this.startingAt = Array.from({ length }, () => []);
    this.covering = Array.from({ length }, () => []);
    for (const m of mentions) {
      this.startingAt[m.start].push(m);
      for (const p of m.positions) this.covering[p].push(m);
    }
    this.nextStartAfter = new Array<number>(length);
    for (let k = length - 1, next = length; k >= 0; k--) {
      this.nextStartAfter[k] = next;
      if (this.startingAt[k].length > 0) next = k;
    }
    const between = reader.denialRule;
    this.lastNonBetweenBefore = [-1];
    tokens.forEach((token, k) => this.lastNonBetweenBefore.push(between.gapWords.has(token) ? this.lastNonBetweenBefore[k] : k));
    this.full = { tokens, lo: 0, hi: length };
  }

  /** The clause with each Arabic glued 'و' taken off ('ولسا' is 'لسا'). */
  private bare(): string[] {
    if (this.bareTokens === null) {
      this.cost.tokensScanned += this.tokens.length;
      this.bareTokens = this.tokens.map((t) => (t.length > 3 && t.startsWith('و') ? t.slice(1) : t));
    }
    return this.bareTokens;
  }

  private viewFor(rule: Rule, lo = 0, hi = this.tokens.length): View {
    return { tokens: rule.def.gluedAnd === true ? this.bare() : this.tokens, lo, hi };
  }

  /** The phrases of `rule` found at `at` in the view (a glued-'و' rule also as typed). */
  private foundAt(rule: Rule, view: View, at: number): Found[] {
    if (at < view.lo || at >= view.hi) return [];
    const { tokens } = view;
    const typed = this.tokens;
    const inView = (seq: readonly string[], text: readonly string[]) => at + seq.length <= view.hi && sequenceAt(text, at, seq);
    const found: Found[] = [];
    const tryAll = (candidates: readonly (readonly string[])[]) => {
      for (const seq of candidates) {
        this.cost.phraseComparisons++;
        if (inView(seq, tokens) || (rule.def.gluedAnd === true && tokens !== typed && inView(seq, typed))) found.push({ at, seq });
      }
    };
    tryAll(rule.phrases.startingWith(tokens[at]));
    if (rule.def.gluedAnd === true && tokens !== typed && typed[at] !== tokens[at]) tryAll(rule.phrases.startingWith(typed[at]));
    if (rule.numbers && this.words.isNumber(tokens[at])) found.push({ at, seq: [tokens[at]] });
    return found;
  }

  /** A single-word trigger of `rule` at `k` (numbers too when they are triggers). */
  private wordAt(rule: Rule, view: View, k: number): boolean {
    if (k < view.lo || k >= view.hi) return false;
    const token = view.tokens[k];
    this.cost.phraseComparisons++;
    return rule.phrases.startingWith(token).some((seq) => seq.length === 1) || (rule.numbers && this.words.isNumber(token));
  }

  /** Standing single-word triggers of `rule` before each position of the clause. */
  private countsOf(rule: Rule): number[] {
    let counts = this.counts.get(rule);
    if (counts === undefined) {
      const view = this.viewFor(rule);
      this.cost.tokensScanned += this.tokens.length;
      counts = [0];
      for (let k = 0; k < this.tokens.length; k++) {
        const stands = this.wordAt(rule, view, k) && !this.undone(rule, view, { at: k, seq: [view.tokens[k]] }, null, false);
        counts.push(counts[k] + (stands ? 1 : 0));
      }
      this.counts.set(rule, counts);
    }
    return counts;
  }

  private standingBetween(rule: Rule, from: number, to: number): boolean {
    if (to <= from) return false;
    const counts = this.countsOf(rule);
    return counts[Math.min(to, this.tokens.length)] - counts[Math.max(0, from)] > 0;
  }

  /** A trigger of `rule` anywhere in the clause that nothing undoes, or its check. */
  anywhere(rule: Rule): boolean {
    let found = this.anywhereMemo.get(rule);
    if (found === undefined) {
      found = this.standsAnywhere(rule, false);
      this.anywhereMemo.set(rule, found);
    }
    return found;
  }

  /** A standing trigger of `rule` in the clause (`acrossClauses`: read as the answer to the clause before). */
  standsAnywhere(rule: Rule, acrossClauses: boolean, view: View = this.viewFor(rule), mention: Span | null = null): boolean {
    const check = rule.def.check === undefined ? undefined : CHECKS[rule.def.check];
    const triggers = rule.phrases.phrases.length > 0 || rule.numbers;
    if (rule.def.firstOnly === true) {
      // Only the first trigger of the view is read: "now" is one moment, its dose anywhere in the view.
      for (let at = view.lo; at < view.hi; at++) {
        this.cost.tokensScanned++;
        const first = this.foundAt(rule, view, at);
        if (first.length === 0) continue;
        return (check === undefined || check(this, view, mention, rule)) && first.some((f) => !this.undone(rule, view, f, mention, acrossClauses));
      }
      return false;
    }
    if (triggers) {
      for (let at = view.lo; at < view.hi; at++) {
        this.cost.tokensScanned++;
        if (this.foundAt(rule, view, at).some((f) => !this.undone(rule, view, f, mention, acrossClauses))) return true;
      }
    }
    // A check is the rest of the rule's words (the past year, a duration ahead, an operation named).
    return check !== undefined && rule.def.scope === 'clause' && check(this, view, mention, rule);
  }

  /** Whether something undoes the trigger `opener` at the clause's start, read with no mention. */
  openerUndone(rule: Rule, opener: readonly string[]): boolean {
    return this.undone(rule, this.full, { at: 0, seq: opener }, null, false);
  }

  /** Whether something undoes the trigger `found` of `rule` (for `mention`, when read for one). */
  private undone(rule: Rule, view: View, found: Found, mention: Span | null, acrossClauses: boolean): boolean {
    for (const undo of rule.undoers) {
      if (undo.onlyTriggers !== null && !undo.onlyTriggers.has(found.seq.join(' '))) continue;
      if (undo.def.acrossClauses === true && !acrossClauses) continue;
      if (this.undoes(undo, view, found, mention, acrossClauses)) return true;
    }
    return false;
  }

  private undoes(undo: Undo, view: View, found: Found, mention: Span | null, acrossClauses: boolean): boolean {
    const { by, def } = undo;
    const check = by.def.check === undefined ? undefined : CHECKS[by.def.check];
    if (def.of === 'mention' && mention === null && def.reach !== 'clause') return false;
    const start = def.of === 'trigger' ? found.at : (mention?.start ?? found.at);
    const end = def.of === 'trigger' ? found.at + found.seq.length - 1 : (mention?.end ?? found.at);
    const byView: View = { ...this.viewFor(by, view.lo, view.hi), tokens: view.tokens };
    const stands = (k: number) => this.wordAt(by, byView, k) && !this.undone(by, byView, { at: k, seq: [byView.tokens[k]] }, mention, acrossClauses);
    const startsAt = (k: number) => this.foundAt(by, byView, k).some((f) => !this.undone(by, byView, f, mention, acrossClauses));
    switch (def.reach) {
      case 'clause': {
        const from = def.direction === 'backward' ? end + 1 : 0;
        const to = def.direction === 'forward' ? start : this.tokens.length;
        if (check !== undefined && check(this, view, mention, by)) return true;
        if (def.direction === 'bidirectional') return this.anywhere(by);
        return this.standingBetween(by, from, to);
      }
      case 'to_mention': {
        const to = mention?.start ?? end + 1;
        return this.standingBetween(by, end + 1, to);
      }
      case 'until_next_mention': {
        if (mention === null) return false;
        const rest: View = { tokens: view.tokens, lo: mention.end + 1, hi: this.nextStartAfter[mention.end] ?? this.tokens.length };
        const key = `${by.def.id}:${mention.end}`;
        let found = this.reaffirmedMemo.get(key);
        if (found === undefined) {
          this.cost.tokensScanned += rest.hi - rest.lo;
          found = false;
          for (let k = rest.lo; k < rest.hi && !found; k++) found = this.foundAt(by, { ...rest, tokens: this.viewFor(by).tokens }, k).length > 0;
          this.reaffirmedMemo.set(key, found);
        }
        return found;
      }
      default: {
        if (check !== undefined) return check(this, view, mention, by);
        const before = def.direction === 'forward' || def.direction === 'bidirectional' ? def.reach : 0;
        const after = def.direction === 'backward' ? def.reach : def.direction === 'bidirectional' ? (def.reachAfter ?? def.reach) : 0;
        for (let k = start - 1; k >= start - before; k--) {
          this.cost.tokensScanned++;
          if (stands(k)) return true;
          if (undo.across !== null && !undo.across.has(view.tokens[k] ?? '')) break;
        }
        for (let k = end + 1; k <= end + after; k++) {
          this.cost.tokensScanned++;
          if (startsAt(k)) return true;
          if (undo.across !== null && !undo.across.has(view.tokens[k] ?? '')) break;
        }
        return false;
      }
    }
  }

  /** Why a mention is set aside, by the file's groups of categories, or null when it counts. */
  reasonOf(mention: ReaderMention): SetAsideReason | null {
    const { groups, setAsideByCategory, categoryUndos } = this.reader;
    for (const group of groups) {
      let chosen: { category: ContextCategory; rule: Rule } | null = null;
      for (const category of group) {
        const rule = (setAsideByCategory.get(category) ?? []).find((r) => this.stands(r, mention));
        if (rule !== undefined) {
          chosen = { category, rule };
          break;
        }
      }
      if (chosen === null) continue;
      const undoneBy = (then: string) =>
        categoryUndos.some(
          (undo) =>
            undo.def.then === then &&
            undo.categories.has(chosen.category) &&
            !(undo.def.exceptFor === 'an_operation' && mention.concept.classes.includes('surgery')) &&
            this.undoes({ by: undo.by, def: undo.def, across: null, onlyTriggers: null }, this.full, { at: mention.start, seq: [] }, mention, false),
        );
      if (undoneBy('next_group')) continue;
      const onlyWith = chosen.rule.def.reaffirmedOnlyWith;
      const reaffirmed = this.reaffirmedAfter(mention) && (onlyWith === undefined || this.standingBetween(this.reader.rule(onlyWith), mention.start + 1, this.tokens.length));
      return reaffirmed ? null : (REASONS[chosen.category] ?? null);
    }
    return null;
  }

  /** A reaffirmation after the mention, before the next one, that nothing undoes. */
  private reaffirmedAfter(mention: ReaderMention): boolean {
    const key = `reaffirmed:${mention.end}`;
    let reaffirmed = this.reaffirmedMemo.get(key);
    if (reaffirmed === undefined) {
      const hi = this.nextStartAfter[mention.end] ?? this.tokens.length;
      reaffirmed = this.reader.categoryUndos.some((undo) => {
        if (undo.def.then !== 'counts') return false;
        const view = this.viewFor(undo.by, mention.end + 1, hi);
        return this.standsAnywhere(undo.by, false, view, mention);
      });
      this.reaffirmedMemo.set(key, reaffirmed);
    }
    return reaffirmed;
  }

  /** A `sets_aside` rule of the mention's clause stands for it (its pair too). */
  private stands(rule: Rule, mention: ReaderMention): boolean {
    const { def } = rule;
    if (def.fields !== undefined && !def.fields.includes(this.field)) return false;
    if (def.onlyFor === 'only_an_operation' && !mention.concept.classes.every((c) => c === 'surgery')) return false;
    if (def.onlyFor === 'no_life_stage_or_operation' && mention.concept.classes.some((c) => NOT_A_READING.has(c))) return false;
    if (def.onlyClasses !== undefined && !mention.concept.classes.some((c) => def.onlyClasses?.includes(c))) return false;
    if (!this.triggerStands(rule, mention)) return false;
    if (def.pairedWith === undefined) return true;
    return this.triggerStands(this.reader.rule(def.pairedWith), mention);
  }

  private triggerStands(rule: Rule, mention: ReaderMention): boolean {
    const { def } = rule;
    const { tokens, cost } = this;
    if (def.check !== undefined && def.scope !== 'clause') {
      // A rule whose reach is a named function (the denial along a list) is read by it, then undone as any other.
      return CHECKS[def.check](this, this.full, mention, rule) && !this.undoneForMention(rule, mention);
    }
    switch (def.scope) {
      case 'clause':
        return this.anywhere(rule) && !this.undoneForMention(rule, mention);
      case 'mention': {
        cost.tokensScanned += mention.end - mention.start;
        for (let k = mention.start + 1; k < mention.end; k++) if (this.wordAt(rule, this.full, k)) return !this.undoneForMention(rule, mention);
        return false;
      }
      case 'adjacent': {
        const at = this.neighbourOf(rule, mention);
        if (!this.wordAt(rule, this.full, at)) return rule.alongLists !== null && this.listedBesideOneItStandsFor(rule, mention);
        const next = tokens[at + 1];
        const followed = def.followedBy === undefined || (next === undefined ? def.followedBy.orClauseEnd === true : rule.followedBy.has(next));
        return followed && !this.undone(rule, this.full, { at, seq: [tokens[at]] }, mention, false);
      }
      default: {
        const found = def.direction === 'backward' ? this.after(rule, mention) : this.before(rule, mention);
        if (found) return rule.restAfterMention === null || this.onlyRestAfter(rule.restAfterMention, mention);
        return rule.alongLists !== null && this.listedBesideOneItStandsFor(rule, mention);
      }
    }
  }

  /** The mention's neighbour on the side the rule reads from, past the rule's gap words ('breastfeeding bhi nahi': 'bhi', also). */
  private neighbourOf(rule: Rule, mention: Span): number {
    const backward = rule.def.direction === 'backward';
    let at = backward ? mention.end + 1 : mention.start - 1;
    while (rule.gapWords.has(this.tokens[at] ?? '')) at += backward ? 1 : -1;
    this.cost.tokensScanned += Math.abs(at - (backward ? mention.end : mention.start));
    return at;
  }

  /** 'no blood thinners': after the mention only these words, list words and other mentions to the clause end. */
  private onlyRestAfter(rest: ReadonlySet<string>, mention: ReaderMention): boolean {
    const known = this.restFromMemo.get(rest);
    if (known !== undefined) return mention.end + 1 >= known;
    // The first position from which only such words remain, found once per clause.
    this.cost.tokensScanned += this.tokens.length;
    let restFrom = this.tokens.length;
    while (restFrom > 0) {
      const k: number = restFrom - 1;
      if (!rest.has(this.tokens[k]) && !this.reader.listCoordinators.has(this.tokens[k]) && this.covering[k].length === 0) break;
      restFrom = k;
    }
    this.restFromMemo.set(rest, restFrom);
    return mention.end + 1 >= restFrom;
  }

  /**
   * A list word beside the mention, on the side the rule reads from, and beyond it a mention the
   * rule stands for: 'my grandfather takes Plavix and aspirin' (forward), 'BP ya kidney ki problem
   * nahi hai' (backward, the Hindi/Urdu denial after the list's last item).
   */
  private listedBesideOneItStandsFor(rule: Rule, mention: ReaderMention): boolean {
    const backward = rule.def.direction === 'backward';
    const step = backward ? 1 : -1;
    let at = backward ? mention.end + 1 : mention.start - 1;
    const listWord = (k: number) => rule.alongLists?.has(this.tokens[k] ?? '') ?? false;
    if (!backward && !listWord(at) && this.gluedListWord(rule, mention)) return this.standsBefore(rule, mention.start, mention.start - 1);
    if (at < 1 || !listWord(at)) return false;
    // A run of list words, as far as it goes ('my son has epilepsy and takes Keppra'); each run is
    // walked once per mention after it, so the reading stays linear.
    while (at + step >= 1 && at + step < this.tokens.length && listWord(at + step)) {
      this.cost.tokensScanned++;
      at += step;
    }
    if (backward) return this.standsAfter(rule, at);
    return at >= 1 && this.standsBefore(rule, at, at - 1);
  }

  /**
   * A list word glued to the front of the mention's first word, as Arabic writes 'for' and 'and':
   * 'ولدي ياخذ ديباكين للصرع' (my son takes Depakine for epilepsy) reads as 'for the epilepsy'.
   */
  private gluedListWord(rule: Rule, mention: ReaderMention): boolean {
    const word = this.tokens[mention.start] ?? '';
    return mention.start >= 1 && gluedArabicPrefixes(word).some((prefix) => rule.alongLists?.has(prefix));
  }

  /** Whether a mention ending at `end` is one the rule stands for; remembered by the list's position `at`. */
  private standsBefore(rule: Rule, at: number, end: number): boolean {
    return this.standsFor(rule, at, () => this.covering[end].filter((before) => before.end === end));
  }

  private standsAfter(rule: Rule, at: number): boolean {
    return this.standsFor(rule, at, () => this.startingAt[at + 1] ?? []);
  }

  private standsFor(rule: Rule, at: number, beyond: () => readonly ReaderMention[]): boolean {
    const key = `${rule.def.id}:${at}`;
    let stands = this.alongListsMemo.get(key);
    if (stands === undefined) {
      stands = beyond().some((other) => {
        this.cost.mentionPairs++;
        return this.triggerStands(rule, other);
      });
      this.alongListsMemo.set(key, stands);
    }
    return stands;
  }

  /** Undoing rules read of the mention itself (not of a trigger): 'not pregnant yet', 'not diabetic before'. */
  private undoneForMention(rule: Rule, mention: ReaderMention): boolean {
    return rule.undoers.some((undo) => undo.def.of === 'mention' && this.undoes(undo, this.full, { at: mention.start, seq: [] }, mention, false));
  }

  /** Only the rule's gap words between two positions, none that ends its reach (and, for some rules, phrases naming the mention's class). */
  private onlyGapWordsBetween(rule: Rule, from: number, to: number, mention: ReaderMention): boolean {
    this.cost.tokensScanned += Math.max(0, to - from);
    for (let k = from; k < to; k++) {
      const t = this.tokens[k];
      const gap =
        (rule.gapFiller && this.words.isFiller(t)) ||
        rule.gapWords.has(t) ||
        (rule.gapNumbers && this.words.isNumber(t)) ||
        (rule.def.acrossClassPhrases === true && this.covering[k].some((m) => this.namesOnlyTheClassOf(m, mention)));
      if (!gap || rule.notAcross.has(t)) return false;
    }
    return true;
  }

  private othersBetween(rule: Rule, mention: ReaderMention, from: number, to: number): boolean {
    for (let start = from + 1; start < to; start++) {
      for (const m of this.startingAt[start]) {
        this.cost.mentionPairs++;
        if (m !== mention && m.concept !== mention.concept && !(rule.def.acrossClassPhrases === true && this.namesOnlyTheClassOf(m, mention))) return true;
      }
    }
    return false;
  }

  /** 'BP ki dawai' before 'Amlo': a phrase that names only a class the mention is of (a concept without a display name). */
  private namesOnlyTheClassOf(phrase: ReaderMention, mention: ReaderMention): boolean {
    this.cost.mentionPairs++;
    return phrase !== mention && phrase.concept.display === undefined && phrase.concept.classes.some((c) => mention.concept.classes.includes(c));
  }

  /** A trigger ending at most `window` words before the mention (at the clause start for clause_start). */
  private before(rule: Rule, mention: ReaderMention): boolean {
    const window = rule.def.window ?? 0;
    for (let at = mention.start - 1; at >= Math.max(0, mention.start - window - rule.phrases.longest); at--) {
      for (const found of this.foundAt(rule, this.full, at)) {
        const gap = mention.start - at - found.seq.length;
        if (
          gap >= 0 &&
          gap <= window &&
          (rule.def.scope !== 'clause_start' || at === 0) &&
          this.onlyGapWordsBetween(rule, at + found.seq.length, mention.start, mention) &&
          !this.othersBetween(rule, mention, at + found.seq.length - 1, mention.start) &&
          !this.undone(rule, this.full, found, mention, false)
        ) {
          return true;
        }
      }
    }
    return false;
  }

  /** A trigger starting at most `window` words after the mention. */
  private after(rule: Rule, mention: ReaderMention): boolean {
    const window = rule.def.window ?? 0;
    for (let gap = 0; gap <= window; gap++) {
      const at = mention.end + 1 + gap;
      for (const found of this.foundAt(rule, this.full, at)) {
        if (this.onlyGapWordsBetween(rule, mention.end + 1, at, mention) && !this.othersBetween(rule, mention, mention.end, at) && !this.undone(rule, this.full, found, mention, false)) return true;
      }
    }
    return false;
  }

  // The named checks (CHECKS).

  saysADose(view: View): boolean {
    const { notADoseAfter, doseCountWords: doseCount } = this.reader;
    this.cost.tokensScanned += view.hi - view.lo;
    for (let k = view.lo; k < view.hi; k++) {
      const t = view.tokens[k];
      if ((this.words.isNumber(t) && !notADoseAfter.has(k + 1 < view.hi ? view.tokens[k + 1] : '')) || doseCount.has(t)) return true;
    }
    return false;
  }

  pastYear(): boolean {
    const { yearWords } = this.reader;
    this.cost.tokensScanned += this.tokens.length;
    return this.tokens.some((t, k) => isPastYear(t) || (t === 'قبل' && yearWords.has(this.tokens[k + 2] ?? '')));
  }

  durationAhead(): boolean {
    const durations = this.reader.durationWords;
    const at = (k: number) => durations.has(this.tokens[k] ?? '') || (this.words.isNumber(this.tokens[k] ?? '') && durations.has(this.tokens[k + 1] ?? ''));
    this.cost.tokensScanned += this.tokens.length;
    return this.tokens.some((t, k) => (t === 'in' && this.words.isNumber(this.tokens[k + 1] ?? '') && durations.has(this.tokens[k + 2] ?? '')) || (t === 'بعد' && at(k + 1)));
  }

  operationNamed(): boolean {
    return this.mentions.some((m) => m.concept.classes.includes('surgery'));
  }

  sinceAfter(end: number): boolean {
    for (let k = end + 1; k <= end + 3 && k < this.tokens.length; k++) {
      this.cost.tokensScanned++;
      if (this.tokens[k] === 'since') return true;
      if (!this.words.isNumber(this.tokens[k]) && !this.words.isFiller(this.tokens[k])) return false;
    }
    return false;
  }

  /** The rule's trigger as the mention's neighbour (read as an adjacent rule is), and at least twice in the clause. */
  pairedAround(rule: Rule, mention: Span): boolean {
    return this.wordAt(rule, this.full, this.neighbourOf(rule, mention)) && this.countsOf(rule)[this.tokens.length] >= 2;
  }

  // The denial along a list (the comma-list continuation): condition-denials and the list joiners.

  deniedByList(mention: Span): boolean {
    const enclosing = this.covering[mention.start].find((m) => {
      this.cost.mentionPairs++;
      return m.start < mention.start;
    });
    return this.deniedAt(mention.start) || (enclosing !== undefined && this.isDenied(enclosing));
  }

  private isDenied(mention: ReaderMention): boolean {
    let denied = this.deniedMemo.get(mention);
    if (denied === undefined) {
      denied = (this.reader.setAsideByCategory.get('denied') ?? []).some((rule) => this.stands(rule, mention));
      this.deniedMemo.set(mention, denied);
    }
    return denied;
  }

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
    const { denialRule, listJoiners, carriedListJoiners } = this.reader;
    const at = this.lastNonBetweenBefore[p];
    if (at < 0) return this.deniedFromStart;
    if (this.wordAt(denialRule, this.full, at)) {
      const anchor: Span = { start: p, end: p };
      return !denialRule.undoers.some((undo) => undo.def.of === 'trigger' && (undo.onlyTriggers === null || undo.onlyTriggers.has(tokens[at])) && this.undoes(undo, this.full, { at, seq: [tokens[at]] }, anchor, false));
    }
    if (!(this.deniedFromStart ? carriedListJoiners : listJoiners).has(tokens[at])) return false;
    if (at === 0) return this.deniedFromStart;
    this.cost.mentionPairs++;
    const listedBefore = this.covering[at - 1][0];
    if (listedBefore !== undefined) return this.isDenied(listedBefore);
    return this.covering[at - 1].length === 0 && this.conditionWordAt[at - 1] === true && this.deniedAt(at - 1);
  }

  /** The clause opens with a mention a denial after it reaches back along its list ('BP ya kidney ki problem nahi hai'). */
  deniesFromTheStart(): boolean {
    if (this.field !== 'healthInfo') return false;
    return (this.startingAt[0] ?? []).some((m) => this.reader.listDenialsAfter.some((rule) => this.stands(rule, m)));
  }

  deniesToTheEnd(): boolean {
    if (this.field !== 'healthInfo') return false;
    const last = this.tokens.length - 1;
    if (last < 0) return false;
    if (this.covering[last].length > 0) return this.covering[last].every((m) => this.isDenied(m));
    const token = this.tokens[last];
    const { denialRule, notACondition } = this.reader;
    const namedByTheDenial =
      this.wordAt(denialRule, this.full, this.lastNonBetweenBefore[last]) && !this.words.isFiller(token) && !notACondition.has(token) && !this.words.isNumber(token);
    return (this.conditionWordAt[last] === true || namedByTheDenial) && this.deniedAt(last);
  }
}
