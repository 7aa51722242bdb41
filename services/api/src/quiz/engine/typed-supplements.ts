import { NUTRIENTS, type Nutrient, type NutrientAmounts } from '../../catalog/knowledge';
import { normaliseText, words } from '../../clinical/matcher/normalise';

/**
 * Doses in the typed current-supplements answer ("D3 5000 IU", "zinc 50 mg", "Vitamin D 50,000
 * IU weekly"), converted to a daily amount in the unit of the upper-limit table. Only amounts we
 * can read with confidence count: a nutrient word plus a number; the unit, when missing, is the
 * one people use for that nutrient. Weekly and monthly doses are spread over the days.
 */

export interface TypedDose {
  nutrient: Nutrient;
  /** Daily amount in NUTRIENT_UNITS[nutrient]. */
  perDay: number;
}

type Unit = 'iu' | 'mg' | 'mcg' | 'g';

interface NutrientReading {
  nutrient: Nutrient;
  /** Word sequences that name it; the longest match wins ("vitamin d3" before "vitamin d"). */
  names: readonly (readonly string[])[];
  /** The unit assumed when none is typed. */
  defaultUnit: Unit;
  /** Factors from a typed unit to the table's unit; a missing unit cannot be converted. */
  toTableUnit: Partial<Record<Unit, number>>;
}

/**
 * Conversions: vitamin D 1 mcg = 40 IU; vitamin A 1 IU retinol = 0.3 mcg RAE; vitamin E the UL
 * counts mg of any supplemental alpha-tocopherol and 1 IU is 0.67 mg (natural) or 0.45 mg
 * (synthetic): the larger is used, to stay on the safe side (NIH ODS fact sheets).
 */
const READINGS: readonly NutrientReading[] = [
  {
    nutrient: 'vitaminD',
    names: [['vitamin', 'd3'], ['vitamin', 'd'], ['vit', 'd3'], ['vit', 'd'], ['vitd3'], ['vitd'], ['d3'], ['cholecalciferol'], ['فيتامين', 'د']],
    defaultUnit: 'iu',
    toTableUnit: { iu: 1, mcg: 40, mg: 40000 },
  },
  { nutrient: 'calcium', names: [['calcium'], ['كالسيوم']], defaultUnit: 'mg', toTableUnit: { mg: 1, g: 1000 } },
  { nutrient: 'iron', names: [['iron'], ['ferrous'], ['حديد']], defaultUnit: 'mg', toTableUnit: { mg: 1 } },
  { nutrient: 'zinc', names: [['zinc'], ['زنك']], defaultUnit: 'mg', toTableUnit: { mg: 1 } },
  { nutrient: 'magnesium', names: [['magnesium'], ['مغنيسيوم']], defaultUnit: 'mg', toTableUnit: { mg: 1, g: 1000 } },
  {
    nutrient: 'vitaminE',
    names: [['vitamin', 'e'], ['vit', 'e'], ['tocopherol']],
    defaultUnit: 'iu',
    toTableUnit: { iu: 0.67, mg: 1 },
  },
  {
    nutrient: 'folicAcid',
    names: [['folic', 'acid'], ['folate'], ['methylfolate'], ['فوليك']],
    defaultUnit: 'mcg',
    toTableUnit: { mcg: 1, mg: 1000 },
  },
  { nutrient: 'vitaminB6', names: [['vitamin', 'b6'], ['b6'], ['pyridoxine']], defaultUnit: 'mg', toTableUnit: { mg: 1 } },
  { nutrient: 'niacin', names: [['niacin'], ['b3'], ['nicotinic', 'acid']], defaultUnit: 'mg', toTableUnit: { mg: 1 } },
  {
    nutrient: 'vitaminA',
    names: [['vitamin', 'a'], ['vit', 'a'], ['retinol'], ['retinyl']],
    defaultUnit: 'iu',
    toTableUnit: { iu: 0.3, mcg: 1 },
  },
  { nutrient: 'vitaminC', names: [['vitamin', 'c'], ['vit', 'c'], ['ascorbic', 'acid'], ['فيتامين', 'سي']], defaultUnit: 'mg', toTableUnit: { mg: 1, g: 1000 } },
  { nutrient: 'selenium', names: [['selenium']], defaultUnit: 'mcg', toTableUnit: { mcg: 1, mg: 1000 } },
];

const UNIT_WORDS: Record<string, Unit> = { iu: 'iu', mg: 'mg', mcg: 'mcg', ug: 'mcg', g: 'g', 'وحده': 'iu', 'ملغ': 'mg', 'مجم': 'mg' };

/** How many times a day, from the words after the dose. */
const FREQUENCIES: ReadonlyArray<{ words: readonly string[]; perDay: number }> = [
  { words: ['twice', 'a', 'week'], perDay: 2 / 7 },
  { words: ['twice', 'weekly'], perDay: 2 / 7 },
  { words: ['three', 'times', 'a', 'week'], perDay: 3 / 7 },
  { words: ['every', 'other', 'day'], perDay: 1 / 2 },
  { words: ['alternate', 'days'], perDay: 1 / 2 },
  { words: ['every', '2', 'weeks'], perDay: 1 / 14 },
  { words: ['every', 'two', 'weeks'], perDay: 1 / 14 },
  { words: ['fortnightly'], perDay: 1 / 14 },
  { words: ['weekly'], perDay: 1 / 7 },
  { words: ['a', 'week'], perDay: 1 / 7 },
  { words: ['per', 'week'], perDay: 1 / 7 },
  { words: ['every', 'week'], perDay: 1 / 7 },
  { words: ['week'], perDay: 1 / 7 },
  { words: ['اسبوعيا'], perDay: 1 / 7 },
  { words: ['اسبوع'], perDay: 1 / 7 },
  { words: ['monthly'], perDay: 1 / 30 },
  { words: ['a', 'month'], perDay: 1 / 30 },
  { words: ['per', 'month'], perDay: 1 / 30 },
  { words: ['month'], perDay: 1 / 30 },
  { words: ['شهريا'], perDay: 1 / 30 },
  { words: ['twice', 'a', 'day'], perDay: 2 },
  { words: ['twice', 'daily'], perDay: 2 },
  { words: ['bd'], perDay: 2 },
  { words: ['bid'], perDay: 2 },
  { words: ['three', 'times', 'a', 'day'], perDay: 3 },
  { words: ['tds'], perDay: 3 },
  { words: ['tid'], perDay: 3 },
];

function at(tokens: readonly string[], i: number, seq: readonly string[]): boolean {
  return seq.every((w, k) => tokens[i + k] === w);
}

function frequencyPerDay(tokens: readonly string[]): number {
  for (const f of FREQUENCIES) {
    for (let i = 0; i < tokens.length; i++) if (at(tokens, i, f.words)) return f.perDay;
  }
  return 1;
}

/** Typed items: split like the already-taking match, after thousands separators are removed. */
function typedItems(text: string): string[][] {
  return normaliseText(text ?? '')
    .split(/[,;/+\n\r&]+|\band\b|\bwith\b|\bplus\b/)
    .map(words)
    .filter((t) => t.length > 0);
}

function readNumber(token: string): number | null {
  return /^\d+(?:\.\d+)?$/.test(token) ? Number(token) : null;
}

/** READINGS with each nutrient's names longest first, sorted once. */
const READINGS_LONGEST_NAME_FIRST: readonly NutrientReading[] = READINGS.map((reading) => ({
  ...reading,
  names: [...reading.names].sort((a, b) => b.length - a.length),
}));

/** The doses one typed item states, one per nutrient named in it. */
function dosesInItem(tokens: readonly string[]): TypedDose[] {
  const doses: TypedDose[] = [];
  const perDay = frequencyPerDay(tokens);
  for (const reading of READINGS_LONGEST_NAME_FIRST) {
    let nameEnd = -1;
    for (let i = 0; i < tokens.length && nameEnd < 0; i++) {
      const name = reading.names.find((n) => at(tokens, i, n));
      if (name) nameEnd = i + name.length;
    }
    if (nameEnd < 0) continue;
    // The first number after the name (or just before it: "5000 IU vitamin D").
    let index = tokens.findIndex((t, k) => k >= nameEnd && readNumber(t) !== null);
    if (index < 0) index = tokens.findIndex((t) => readNumber(t) !== null);
    if (index < 0) continue;
    // "50k" is read as 50 thousand ("D3 50k" is how the weekly 50,000 IU dose is often written).
    const thousands = tokens[index + 1] === 'k';
    const amount = (readNumber(tokens[index]) ?? 0) * (thousands ? 1000 : 1);
    const unitToken = tokens[index + (thousands ? 2 : 1)];
    const unit = (unitToken && UNIT_WORDS[unitToken]) || reading.defaultUnit;
    const factor = reading.toTableUnit[unit];
    if (factor === undefined || amount <= 0) continue;
    doses.push({ nutrient: reading.nutrient, perDay: Math.round(amount * factor * perDay) });
  }
  return doses;
}

/** Every dose read from the typed current-supplements answer, item by item. */
export function typedDoses(text: string): TypedDose[] {
  return typedItems(text).flatMap(dosesInItem);
}

/** The typed doses summed by nutrient. */
export function typedDoseAmounts(doses: readonly TypedDose[]): NutrientAmounts {
  const amounts: NutrientAmounts = {};
  for (const dose of doses) amounts[dose.nutrient] = (amounts[dose.nutrient] ?? 0) + dose.perDay;
  return Object.fromEntries(NUTRIENTS.filter((n) => amounts[n] !== undefined).map((n) => [n, amounts[n]])) as NutrientAmounts;
}
