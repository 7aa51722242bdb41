/**
 * The work one reading of free text did, counted in the reader's inner loops. A security test found
 * the reader's cost growing with the cube of a word's length (one 500-character word blocked the
 * event loop for seconds); the property test in reading-cost.spec.ts bounds this count by the
 * input length, so a super-linear step cannot come back unnoticed. Counted in operations, not
 * time, so the bound holds on any machine. One meter per call: never shared between readings.
 */
export class ReadingCost {
  /** Characters of the typo deletions generated for typed words. */
  deletionCharacters = 0;
  /** Cells of the edit-distance table computed. */
  editDistanceCells = 0;
  /** Typo-index buckets read, candidate words checked and dictionary terms tried. */
  dictionaryLookups = 0;
  /** Phrases tried at a token position (cancellations, reaffirmations, denials, vague phrases). */
  phraseComparisons = 0;
  /** One mention checked against another (specificity, cancellation gaps, denial lists, next mention). */
  mentionPairs = 0;
  /** Tokens visited by scans over a clause or part of one. */
  tokensScanned = 0;

  get total(): number {
    return this.deletionCharacters + this.editDistanceCells + this.dictionaryLookups + this.phraseComparisons + this.mentionPairs + this.tokensScanned;
  }
}
