import type { TimeOfDay } from '@sahha/contracts';
import type { CurrentSupplement, InteractionClass } from '@sahha/contracts/quiz';
import type { NutrientAmounts, ProductKey } from '../catalog/knowledge';

/** Where a clinical fact comes from: NIH ODS health-professional fact sheets, NCCIH, LiverTox or a medicine's label. */
export interface Source {
  title: string;
  url: string;
}

/**
 * Something a person can type that tells us about a class: a medicine (generic + brands), a lay
 * phrase ("blood thinner", "water pills"), a condition or a life stage. Every spelling is listed
 * in the language it is typed in; the matcher normalises case, accents, Arabic letter forms and
 * digits, tolerates typos scaled to word length and allows a few words inside a phrase.
 */
export interface Concept {
  /** Stable, unique id: 'warfarin', 'pregnancy', 'lay-blood-thinner'. */
  id: string;
  /** Shown after the class label on the recognition line ("Blood thinner — warfarin"); omit for phrases that only name the class. */
  display?: string;
  /** Every class this ingredient or condition belongs to (a combination brand carries all of its ingredients' classes). */
  classes: readonly InteractionClass[];
  /** English: generic names (INN and common spellings), abbreviations, lay phrases, condition names. */
  en: readonly string[];
  /** Brand names sold in the UAE and the GCC. */
  brands?: readonly string[];
  /** Arabic script, as people in the Gulf type it (with or without the article ال). */
  ar?: readonly string[];
  /** Common Latin transliterations of the Arabic ("7amel", "sukkari"). */
  translit?: readonly string[];
  /**
   * Russian (Cyrillic), as residents from Russia, Ukraine and Central Asia type it: names sold
   * there ('Эутирокс') and condition words whose Latin spelling is no typo of ours ('беременность').
   * Read through the same Latin spelling as the text (normaliseText).
   */
  ru?: readonly string[];
  /**
   * Id of a concept this one also counts when its clause says it is still ahead ("booked", "next
   * month", "الجاي"): a sleeve booked next month is weight-loss surgery and an operation ahead.
   */
  alsoWhenAhead?: string;
  source: Source;
}

/** Every spelling of a concept that the reader and the picker know: English, brands, Arabic, transliterations, Russian. */
export function spellingsOf(concept: Concept): string[] {
  return [...concept.en, ...(concept.brands ?? []), ...(concept.ar ?? []), ...(concept.translit ?? []), ...(concept.ru ?? [])];
}

/**
 * What a rule does to a catalog product when one of its classes is detected:
 * - exclude: the product is left out; `note` tells the user why;
 * - limit: the product stays at a capped dose (`dosage`, whose `nutrients` feed the upper-limit check);
 * - space: the product stays with a spacing caution; `moveAwayFromMorning` re-times morning items to dinner;
 * - caution: the product stays with an extra caution on its card.
 */
export type RuleAction =
  | { kind: 'exclude'; note: string; ifAlreadyTaking?: string }
  | { kind: 'limit'; dosage: string; nutrients?: NutrientAmounts; note: string }
  | { kind: 'space'; caution: string; moveAwayFromMorning?: boolean }
  | { kind: 'caution'; caution: string };

/**
 * One machine-readable contraindication or interaction of one product. `productCaution` is the
 * sentence the product page shows; the engine acts on the same entry, so the two cannot drift.
 */
export interface ProductRule {
  product: ProductKey;
  classes: readonly InteractionClass[];
  productCaution: string;
  action: RuleAction;
  source: Source;
}

/** What a class adds to the plan as a whole, beyond its product rules. */
export interface ClassRule {
  cls: InteractionClass;
  /** Plan-wide notes shown whenever the class is detected; each names the medicine or condition in plain words. */
  notes: readonly string[];
  /** Notes shown only when the user ticked one of these current supplements. */
  currentSupplementNotes?: Partial<Record<CurrentSupplement, string>>;
  /** Set for classes where no supplement advice is safe without a clinician: the engine recommends nothing. */
  hardStop?: string;
  /**
   * Nutrients a medicine of this class gives every day (a calcium antacid's calcium), at a usual
   * dose: the engine counts them with the user's current supplements in the upper-limit check.
   */
  dailyIntake?: NutrientAmounts;
  sources: readonly Source[];
}

export type { TimeOfDay };
