import { CONCEPTS } from '../../clinical/knowledge-base';
import { normaliseText } from '../../clinical/matcher/normalise';

/**
 * Calcium from the antacid tablets a person says they take a day ("Tums Ultra 1000, about 6 a
 * day", "rennie like 10 tabs every day"), for the whole-stack check against the calcium upper
 * limit (docs/requirements.md, "Recommendation engine and safety screen"). Without a number the class's usual
 * two tablets a day count (CLASS_RULES.calcium_antacid.dailyIntake).
 *
 * Elemental calcium is 40 % of calcium carbonate (NIH ODS, Calcium fact sheet for health
 * professionals). Per tablet, from the labels: Tums Regular 500 mg carbonate (200 mg calcium),
 * Extra Strength 750 mg (300 mg), Ultra Strength 1000 mg (400 mg) (DailyMed, Tums); Rennie 680 mg
 * (272 mg) (EMC, Rennie SmPC). Fail-safe where the words do not say: Tums of no stated strength
 * counts as the strongest Tums, any other calcium antacid as 300 mg (the upper end of the class's
 * usual tablet), and a dose said only as "N times a day" as two tablets each time.
 */

export interface AntacidCalcium {
  tablets: number;
  calciumMg: number;
}

const TUMS_STRENGTHS: ReadonlyArray<{ words: RegExp; calciumMg: number }> = [
  { words: /\b(ultra|1000)\b/, calciumMg: 400 },
  { words: /\b(extra|750)\b/, calciumMg: 300 },
  { words: /\b(regular|500)\b/, calciumMg: 200 },
];
const TUMS_UNSTATED_MG = 400;
const RENNIE_MG = 272;
const OTHER_CALCIUM_ANTACID_MG = 300;
/** The labels' usual dose, when only how often is said. */
const TABLETS_PER_DOSE = 2;
/** More than this is a strength (500, 750, 1000), not a count of tablets. */
const MAX_TABLETS_A_DAY = 30;

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const PIECES = '(?:tabs?|tablets?|pills?|chews?|chewables?|pieces?|pcs|حبه|حبات|حبوب)';
const A_DAY = '(?:(?:a|per|every|each|/|in a) ?day|daily|a din|din mein|din me|roz|rozana|يوميا|في اليوم|باليوم|كل يوم)';
/** "6 a day", "10 tabs every day", "8 tablets daily", "roz 4 Rennie". */
const PER_DAY = [new RegExp(`(?:^|[^\\w])${COUNT} ?${PIECES}? ?${A_DAY}(?![\\w])`, 'g'), new RegExp(`(?:^|[^\\w])(?:roz|rozana) ${COUNT}(?![\\w])`, 'g')];
/** "2 tabs 3 times a day", "1 tablet, twice a day". */
const TIMES_A_DAY = new RegExp(`(?:^|[^\\w])(?:${COUNT} ?${PIECES},? ?)?(?:${COUNT} ?(?:times|x)|(twice)|(thrice)) ?${A_DAY}(?![\\w])`, 'g');

const readCount = (word: string | undefined): number | null => {
  if (word === undefined) return null;
  const value = NUMBER_WORDS[word] ?? Number(word);
  return Number.isInteger(value) && value > 0 && value <= MAX_TABLETS_A_DAY ? value : null;
};

/** The names of the calcium antacids of the knowledge base, as normaliseText writes them. */
const ANTACID_NAMES: readonly string[] = CONCEPTS.filter((concept) => concept.classes.includes('calcium_antacid'))
  .flatMap((concept) => [...concept.en, ...(concept.brands ?? []), ...(concept.ar ?? []), ...(concept.translit ?? [])])
  .map((name) => normaliseText(name))
  .sort((a, b) => b.length - a.length);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ANTACID_NAME = new RegExp(`(?:^|[^\\w\\u0600-\\u06ff])(${ANTACID_NAMES.map(escape).join('|')})(?![\\w\\u0600-\\u06ff])`, 'g');

function tabletCalcium(sentence: string, names: readonly string[]): number {
  return Math.max(
    ...names.map((name) => {
      if (name.startsWith('tums') || name === 'تامز' || name === 'تمز') return TUMS_STRENGTHS.find(({ words }) => words.test(sentence))?.calciumMg ?? TUMS_UNSTATED_MG;
      if (name.startsWith('rennie') || name === 'renny' || name === 'ريني' || name === 'رينيه') return RENNIE_MG;
      return OTHER_CALCIUM_ANTACID_MG;
    }),
  );
}

function tabletsADay(sentence: string): number | null {
  const counts: number[] = [];
  for (const pattern of PER_DAY) for (const match of sentence.matchAll(pattern)) counts.push(readCount(match[1]) ?? 0);
  for (const match of sentence.matchAll(TIMES_A_DAY)) {
    const times = match[3] ? 2 : match[4] ? 3 : readCount(match[2]);
    if (times !== null) counts.push(times * (readCount(match[1]) ?? TABLETS_PER_DOSE));
  }
  const largest = Math.max(0, ...counts);
  return largest > 0 ? largest : null;
}

/**
 * The calcium a day of the antacids named with a number of tablets, summed over the sentences
 * that name one; null when no sentence gives a number (the class's usual dose then counts). The
 * largest count in a sentence is taken: a number that belongs to another medicine of the same
 * sentence can only count calcium that is not there, never hide calcium that is.
 */
export function antacidCalciumPerDay(texts: readonly string[]): AntacidCalcium | null {
  let tablets = 0;
  let calciumMg = 0;
  // One space between words, so the optional spaces of the patterns cannot backtrack over a run of them.
  const sentences = texts.flatMap((text) => normaliseText(text ?? '').split(/[.;!?\n]+/)).map((sentence) => sentence.replace(/\s+/g, ' '));
  for (const sentence of sentences) {
    const names = [...sentence.matchAll(ANTACID_NAME)].map((match) => match[1]);
    if (names.length === 0) continue;
    const count = tabletsADay(sentence);
    if (count === null) continue;
    tablets += count;
    calciumMg += count * tabletCalcium(sentence, names);
  }
  return tablets > 0 ? { tablets, calciumMg } : null;
}
