import { QUIZ_FREE_TEXT_MAX, SCREENED_FIELDS } from '@sahha/contracts/quiz';
import { CLINICAL_MATCHER } from '../screening';
import { ReadingCost } from './reading-cost';

/**
 * The reader's work must grow linearly with its input (security issue Q: one 500-character word
 * cost 2.4 s of CPU). Counted in operations (ReadingCost), never in time, so it holds on any machine.
 *
 * K: measured on these inputs, the worst case is 421 operations per character: words of 21
 * letters, just within typo reach of the longest dictionary words (19 letters + 2 typos), each
 * costing its ~230 deletions and their edit-distance tables; everything else costs 1–165. K = 600
 * leaves room for dictionary growth. The code before the fix counted 2,400 per character on a
 * 50-character word and about 60,000 per character on a 250-character one.
 */
const K = 600;
/** Doubling an input may cost a little more than twice: the seam between the two halves is read too. */
const DOUBLING_FACTOR = 2.3;

/** A linear congruential generator: the same "random" worst cases on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function letters(alphabet: string, size: number, seed: number): string {
  const random = seededRandom(seed);
  const chars = [...alphabet];
  return Array.from({ length: size }, () => chars[Math.floor(random() * chars.length)]).join('');
}

/** `unit` joined by `joiner` as often as fits in `size` characters. */
function repeated(unit: string, size: number, joiner = ' '): string {
  let text = unit;
  while ((text + joiner + unit).length <= size) text += joiner + unit;
  return text;
}

const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';

interface WorstCase {
  /** The input at about `size` characters. */
  make: (size: number) => string;
  /** How two copies of it are joined into one input twice as long. */
  joiner: string;
}

const WORST_CASES: Record<string, WorstCase> = {
  'one long Latin word': { make: (size) => letters(LATIN, size, 1), joiner: '' },
  'one long Arabic word': { make: (size) => letters(ARABIC, size, 2), joiner: '' },
  'one long word of digits': { make: (size) => letters('0123456789', size, 3), joiner: '' },
  'one long word of letters and digits': { make: (size) => letters(`${LATIN}${ARABIC}0123456789`, size, 4), joiner: '' },
  'one long Cyrillic word': { make: (size) => letters('абвгдежзийклмнопрстуфхцчшщыэюя', size, 5), joiner: '' },
  'one long Devanagari word': { make: (size) => letters('कखगघचछजझटठडढणतथदधनपफबभमयरलवशसह', size, 6), joiner: '' },
  'one long CJK word': { make: (size) => letters('华法林糖尿病高血压怀孕肾脏肝脏甲状腺药', size, 7), joiner: '' },
  'a typo of warfarin glued to itself': { make: (size) => repeated('warfrin', size, ''), joiner: '' },
  '"warfarin warfarin …"': { make: (size) => repeated('warfarin', size), joiner: ' ' },
  '"not pregnant or pregnant or …"': { make: (size) => `not ${repeated('pregnant', size - 4, ' or ')}`, joiner: ' or ' },
  '"no kidney or liver problems or …"': { make: (size) => `no ${repeated('kidney or liver problems', size - 3, ' or ')}`, joiner: ' or ' },
  '"stopped warfarin, restarted it, …"': { make: (size) => repeated('stopped warfarin, restarted it', size, ', '), joiner: ', ' },
  '"my mother has diabetes and so do I …"': { make: (size) => repeated('my mother has diabetes and so do i', size), joiner: ' ' },
  'many clauses separated by commas': { make: (size) => repeated('concor 5mg, glucophage, xyzol 10mg', size, ', '), joiner: ', ' },
  'typo-near words as long as the longest dictionary words': { make: (size) => repeated('hydrochlorothiazidexy', size), joiner: ' ' },
  'typos of two-word terms': { make: (size) => repeated('kidny stoens', size), joiner: ' ' },
  'Arabic glued prefixes': { make: (size) => repeated('والوارفارين وبالسكري ولا حامل', size), joiner: ' ' },
  // Each position tries joins of up to four short tokens as a dictated name ("war far in").
  'short tokens joined as dictated syllables': { make: (size) => repeated('war far in glu co phage o zem', size), joiner: ' ' },
  'single letters': { make: (size) => repeated('a', size), joiner: ' ' },
  // A denial carried from clause to clause across commas.
  '"no kidney, liver, heart, …"': { make: (size) => `no ${repeated('kidney', size - 3, ', ')}`, joiner: ', ' },
  '"stopped warfarin before my colonoscopy, …"': { make: (size) => repeated('stopped warfarin before my colonoscopy in 2019', size, ', '), joiner: ', ' },
};

/** Words that make the reader work: medicines, conditions, cancellations, denials, reaffirmations, relatives, typos. */
const VOCABULARY = [
  'warfarin', 'warfrin', 'pregnant', 'not', 'no', 'or', 'and', 'stopped', 'restarted', 'still', 'on', 'it', 'my', 'mother', 'has',
  'i', 'kidney', 'stones', 'problems', 'liver', 'diabetes', 'diabetic', 'never', 'had', 'a', 'any', 'more', 'used', 'to', 'now',
  '5mg', '2021', 'hydrochlorothiazide', 'hydroclorothiazde', 'levothyroxine', 'concor', 'يوميا', 'والوارفارين', 'حامل', 'ولا', 'ما',
  'عندي', 'سكر', 'وقفته', 'nahi', 'hai', 'band', 'kar', 'diya', 'hindi', 'ako', 'buntis', 'back', 'too', 'before', 'pills',
];
const SEPARATORS = [' ', ' ', ' ', ', ', '. ', ' but '];

function randomText(random: () => number, size: number): string {
  let text = '';
  for (;;) {
    const word = VOCABULARY[Math.floor(random() * VOCABULARY.length)];
    const next = text === '' ? word : `${text}${SEPARATORS[Math.floor(random() * SEPARATORS.length)]}${word}`;
    if (next.length > size) return text;
    text = next;
  }
}

function operations(text: string): number {
  return Math.max(
    ...SCREENED_FIELDS.map((field) => {
      const cost = new ReadingCost();
      CLINICAL_MATCHER.read(text, field, cost);
      return cost.total;
    }),
  );
}

const SIZES = [50, 125, 250, QUIZ_FREE_TEXT_MAX];

describe('ClinicalMatcher reading cost', () => {
  it.each(Object.entries(WORST_CASES))('%s costs at most K operations per character, up to QUIZ_FREE_TEXT_MAX', (_, { make }) => {
    for (const size of SIZES) {
      const text = make(size);
      expect(text.length).toBeLessThanOrEqual(QUIZ_FREE_TEXT_MAX);
      expect(operations(text)).toBeLessThanOrEqual(K * text.length);
    }
  });

  it.each(Object.entries(WORST_CASES))('%s, doubled, costs at most about twice as much', (_, { make, joiner }) => {
    for (const size of [QUIZ_FREE_TEXT_MAX / 4, (QUIZ_FREE_TEXT_MAX - joiner.length) / 2]) {
      const once = make(size);
      const twice = `${once}${joiner}${once}`;
      expect(twice.length).toBeLessThanOrEqual(QUIZ_FREE_TEXT_MAX);
      expect(operations(twice)).toBeLessThanOrEqual(DOUBLING_FACTOR * operations(once));
    }
  });

  it('random mixes of the words that make the reader work cost at most K operations per character', () => {
    const random = seededRandom(2026);
    const texts = Array.from({ length: 300 }, () => randomText(random, 1 + Math.floor(random() * QUIZ_FREE_TEXT_MAX))).filter((t) => t !== '');
    const perCharacter = texts.map((text) => ({ text, operations: operations(text) / text.length }));
    const worst = perCharacter.reduce((a, b) => (b.operations > a.operations ? b : a));
    expect(worst.operations).toBeLessThanOrEqual(K);
  });
});
