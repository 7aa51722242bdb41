import { SUGGESTION_QUERY_MAX, SUGGESTIONS_MAX, type ConceptSuggestion, type ScreenedField } from '@sahha/contracts/quiz';

import { CONDITION_CONCEPTS } from './concepts/conditions';
import { CONCEPTS } from './knowledge-base';
import { editsAllowed, normaliseText, words } from './matcher/normalise';
import { spellingsOf, type Concept } from './types';

/**
 * Suggestions for quiz steps 8 and 9 as the person types: the concepts of the matcher's dictionary
 * (every generic, UAE/GCC brand, Arabic spelling, transliteration and lay phrase the reader knows,
 * normalised the way the reader normalises), ranked by how the typed fragment matches one of their
 * spellings: the whole spelling, then its start, then the start of one of its words, then the
 * start with a typo. The cost of a call is bounded: the fragment is cut to SUGGESTION_QUERY_MAX
 * characters, exact and prefix matches are binary searches over sorted arrays, and the typo pass
 * compares one word of at most TYPO_WORD_MAX letters once with each dictionary word that shares
 * one of its first two letters.
 */

interface Spelling {
  concept: Concept;
  /** As the dictionary writes it ('Marevan', 'وارفارين'): shown beside the suggestion. */
  raw: string;
  /** Normalised words joined by one space. */
  norm: string;
  /** The field whose question this concept answers: conditions for question 9, medicines for question 8. */
  field: ScreenedField;
  /** A brand name: a generic or lay spelling of the same rank reads better. */
  brand: boolean;
}

interface WordEntry {
  word: string;
  spelling: Spelling;
  /** The word is the spelling's first. */
  first: boolean;
}

/** Ranks, best first. */
const RANK = { exact: 0, prefix: 1, wordPrefix: 2, typo: 3 } as const;
/** A fragment shorter than this matches too much to help. */
const MIN_FRAGMENT = 2;
/** The typo pass reads only the fragment's last word, cut to this length. */
const TYPO_WORD_MAX = 24;
/** Rows of the typo table: a word is cut to TYPO_WORD_MAX letters plus the largest allowance. */
const ROWS = [0, 1, 2].map(() => new Int32Array(TYPO_WORD_MAX + 4));
/** No typo reading for a word this short: 'ast' is the start of too much. */
const MIN_TYPO_FRAGMENT = 4;

function normalised(text: string): string {
  return words(normaliseText(text)).join(' ');
}

function byKey<T>(key: (item: T) => string) {
  return (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}

/** Index of the first item whose key is ≥ `prefix`. */
function lowerBound<T>(items: readonly T[], prefix: string, key: (item: T) => string): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key(items[mid]) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Items whose key starts with `prefix`, in key order, at most `limit` of them. */
function withPrefix<T>(items: readonly T[], prefix: string, key: (item: T) => string, limit: number): T[] {
  const found: T[] = [];
  for (let i = lowerBound(items, prefix, key); i < items.length && found.length < limit && key(items[i]).startsWith(prefix); i++) found.push(items[i]);
  return found;
}

/**
 * The smallest optimal-string-alignment distance between `fragment` and a start of `word` as long
 * as the fragment, give or take the allowance (one table, its last row read across), or
 * `allowed + 1` as soon as it must exceed it.
 */
export function prefixDistance(fragment: string, word: string, allowed: number): number {
  const width = Math.min(word.length, fragment.length + allowed);
  if (width < fragment.length - allowed) return allowed + 1;
  // Three rows, reused: the typo pass calls this for hundreds of words per fragment.
  let prevPrev = ROWS[0];
  let prev = ROWS[1];
  let row = ROWS[2];
  for (let j = 0; j <= width; j++) prev[j] = j;
  for (let i = 1; i <= fragment.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= width; j++) {
      let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (fragment[i - 1] === word[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && fragment[i - 1] === word[j - 2] && fragment[i - 2] === word[j - 1]) value = Math.min(value, prevPrev[j - 2] + 1);
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > allowed) return allowed + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  let best = allowed + 1;
  for (let j = Math.max(0, fragment.length - allowed); j <= width; j++) best = Math.min(best, prev[j]);
  return best;
}

interface Candidate {
  spelling: Spelling;
  rank: number;
  distance: number;
}

export class ConceptSuggester {
  private readonly spellings: Spelling[] = [];
  private readonly wordEntries: WordEntry[] = [];
  /** Distinct dictionary words by their first letter and by their second, for the typo pass. */
  private readonly byFirstLetter = new Map<string, string[]>();
  private readonly bySecondLetter = new Map<string, string[]>();
  /** Candidates examined per prefix lookup: a fragment such as 'a' matches hundreds of spellings, and the best few are enough. */
  private readonly prefixScan = 200;

  constructor(concepts: readonly Concept[], conditionIds: ReadonlySet<string>) {
    for (const concept of concepts) {
      const field: ScreenedField = conditionIds.has(concept.id) ? 'healthInfo' : 'medications';
      const brands = new Set(concept.brands ?? []);
      const raws = spellingsOf(concept);
      for (const raw of new Set(raws)) {
        const norm = normalised(raw);
        if (norm === '') continue;
        const spelling: Spelling = { concept, raw, norm, field, brand: brands.has(raw) && !concept.en.includes(raw) };
        this.spellings.push(spelling);
        norm.split(' ').forEach((word, i) => this.wordEntries.push({ word, spelling, first: i === 0 }));
      }
    }
    this.spellings.sort(byKey((s) => s.norm));
    this.wordEntries.sort(byKey((w) => w.word));
    for (const word of new Set(this.wordEntries.map((w) => w.word))) {
      const add = (map: Map<string, string[]>, letter: string | undefined) => letter && map.set(letter, [...(map.get(letter) ?? []), word]);
      add(this.byFirstLetter, word[0]);
      add(this.bySecondLetter, word[1]);
    }
  }

  suggest(text: string, field: ScreenedField, limit = SUGGESTIONS_MAX): ConceptSuggestion[] {
    const typed = normalised(text.slice(0, SUGGESTION_QUERY_MAX));
    // The dictionary lists Arabic names without the article the person may type first ('الوارفارين').
    const fragment = typed.startsWith('ال') && typed.length - 2 >= MIN_FRAGMENT + 1 ? typed.slice(2) : typed;
    if (fragment.length < MIN_FRAGMENT) return [];

    const best = new Map<string, Candidate>();
    const consider = (spelling: Spelling, rank: number, distance = 0) => {
      const current = best.get(spelling.concept.id);
      const candidate = { spelling, rank, distance };
      if (!current || compare(candidate, current, field) < 0) best.set(spelling.concept.id, candidate);
    };

    for (const spelling of withPrefix(this.spellings, fragment, (s) => s.norm, this.prefixScan)) {
      consider(spelling, spelling.norm === fragment ? RANK.exact : RANK.prefix);
    }
    // A word inside a spelling ('thinner' of 'blood thinner'); a fragment of several words must then appear whole.
    const fragmentWords = fragment.split(' ');
    for (const entry of withPrefix(this.wordEntries, fragmentWords[0], (w) => w.word, this.prefixScan)) {
      if (entry.first) continue;
      if (fragmentWords.length > 1 && !` ${entry.spelling.norm}`.includes(` ${fragment}`)) continue;
      consider(entry.spelling, RANK.wordPrefix);
    }
    // A typo reading only when nothing matched as typed: it is the costly pass, and a match as typed beats it.
    if (best.size === 0) this.typos(fragmentWords, consider);

    return [...best.values()]
      .sort((a, b) => compare(a, b, field))
      .slice(0, limit)
      .map(({ spelling, rank }) => ({
        id: spelling.concept.id,
        classes: [...spelling.concept.classes],
        ...(spelling.concept.display ? { term: spelling.concept.display } : {}),
        matched: spelling.raw,
        match: rank === RANK.exact ? 'exact' : rank === RANK.typo ? 'typo' : 'prefix',
      }));
  }

  /**
   * The fragment's last word read with a typo against the start of every dictionary word, within
   * the reader's allowance for a word of its length; earlier words of the fragment must then match
   * the spelling's words before it exactly or by prefix.
   */
  private typos(fragmentWords: readonly string[], consider: (spelling: Spelling, rank: number, distance: number) => void): void {
    const last = fragmentWords[fragmentWords.length - 1].slice(0, TYPO_WORD_MAX);
    if (last.length < MIN_TYPO_FRAGMENT || /^\d/.test(last)) return;
    const allowed = editsAllowed(last.length);
    if (allowed === 0) return;
    const before = fragmentWords.slice(0, -1);
    // A typo rarely touches the first letter: words starting with the fragment's first letter, with
    // its second (the first two swapped, or one letter too many in front), or whose second letter is
    // its first (the first letter missing).
    const candidates = [this.byFirstLetter.get(last[0]), last[1] === last[0] ? undefined : this.byFirstLetter.get(last[1]), this.bySecondLetter.get(last[0])];
    for (const word of candidates.flatMap((list) => list ?? [])) {
      if (word.length < last.length - allowed) continue;
      const distance = prefixDistance(last, word, allowed);
      if (distance === 0 || distance > allowed) continue;
      for (const entry of withPrefix(this.wordEntries, word, (w) => w.word, this.prefixScan)) {
        if (entry.word !== word) break;
        const spellingWords = entry.spelling.norm.split(' ');
        const at = spellingWords.indexOf(word);
        if (at < before.length || !before.every((w, i) => spellingWords[at - before.length + i].startsWith(w))) continue;
        consider(entry.spelling, RANK.typo, distance);
      }
    }
  }
}

/** Better first: rank, typo distance, the question's own kind of concept, a named concept, a generic or lay spelling, the shorter spelling, then alphabetical. */
function compare(a: Candidate, b: Candidate, field: ScreenedField): number {
  return (
    a.rank - b.rank ||
    a.distance - b.distance ||
    Number(a.spelling.field !== field) - Number(b.spelling.field !== field) ||
    Number(!a.spelling.concept.display) - Number(!b.spelling.concept.display) ||
    Number(a.spelling.brand) - Number(b.spelling.brand) ||
    a.spelling.norm.length - b.spelling.norm.length ||
    (a.spelling.norm < b.spelling.norm ? -1 : a.spelling.norm > b.spelling.norm ? 1 : 0)
  );
}

let shared: ConceptSuggester | undefined;

/** The suggester over the whole knowledge base, built on first use (about 5,500 spellings). */
export function conceptSuggester(): ConceptSuggester {
  shared ??= new ConceptSuggester(CONCEPTS, new Set(CONDITION_CONCEPTS.map((c) => c.id)));
  return shared;
}

/** GET /api/quiz/suggestions: the concepts the typed fragment may mean, best first. */
export function suggestConcepts(text: string, field: ScreenedField, limit = SUGGESTIONS_MAX): ConceptSuggestion[] {
  return conceptSuggester().suggest(text, field, limit);
}
