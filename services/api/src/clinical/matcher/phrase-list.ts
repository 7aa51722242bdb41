import type { ReadingCost } from './reading-cost';

const NO_PHRASES: readonly (readonly string[])[] = [];

/** `seq` spelled by the tokens from `at`. */
export function sequenceAt(tokens: readonly string[], at: number, seq: readonly string[]): boolean {
  if (at < 0 || at + seq.length > tokens.length) return false;
  return seq.every((w, k) => tokens[at + k] === w);
}

/**
 * Phrases indexed by their first word, so a token is tried only against the few phrases that can
 * start there: scanning a clause costs its length, not its length times the whole list.
 */
export class PhraseList {
  /** Words in the longest phrase: how far before a mention a phrase may begin. */
  readonly longest: number;
  private readonly byFirstWord = new Map<string, (readonly string[])[]>();

  constructor(readonly phrases: readonly (readonly string[])[]) {
    for (const phrase of phrases) {
      const list = this.byFirstWord.get(phrase[0]);
      if (list) list.push(phrase);
      else this.byFirstWord.set(phrase[0], [phrase]);
    }
    this.longest = phrases.reduce((longest, phrase) => Math.max(longest, phrase.length), 0);
  }

  /** The phrases whose first word is `word`, in list order. */
  startingWith(word: string | undefined): readonly (readonly string[])[] {
    return (word !== undefined && this.byFirstWord.get(word)) || NO_PHRASES;
  }

  /** Whether `tokens` are, all of them, one of the phrases: a whole clause 'no', 'stopped'. */
  isExactly(tokens: readonly string[], cost: ReadingCost): boolean {
    cost.tokensScanned += tokens.length;
    return this.startingWith(tokens[0]).some((phrase) => {
      cost.phraseComparisons++;
      return phrase.length === tokens.length && sequenceAt(tokens, 0, phrase);
    });
  }

  /** Whether any of the phrases occurs in `tokens`. */
  occursIn(tokens: readonly string[], cost: ReadingCost): boolean {
    cost.tokensScanned += tokens.length;
    return tokens.some((token, at) =>
      this.startingWith(token).some((phrase) => {
        cost.phraseComparisons++;
        return sequenceAt(tokens, at, phrase);
      }),
    );
  }
}
