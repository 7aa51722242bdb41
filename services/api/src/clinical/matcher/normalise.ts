/**
 * Text normalisation for the clinical matcher. Latin and Arabic script are both kept:
 * - case folded, Latin accents removed;
 * - Arabic letter forms unified as people type them interchangeably: alef forms (أ إ آ ٱ) to ا,
 *   ta marbuta ة to ه, alef maqsura ى to ي, hamza seats ؤ ئ to و ي, a lone hamza ء dropped,
 *   Persian ک ی to ك ي; the letters Urdu (and Gulf dialect writing) adds to the alphabet to their
 *   nearest Arabic letter (ہ ھ ۃ ۂ to ه, ے ۓ to ي, ں to ن, پ to ب, چ to ج, ژ to ز, ٹ to ت, ڈ to د, ڑ to ر), so
 *   a brand written in Urdu script ('گلوکوفاج') meets its Arabic spelling and the letters never
 *   split a word; tashkeel (short-vowel marks) and tatweel (ـ) removed;
 * - Russian and Ukrainian (Cyrillic) words spelt in Latin letters ('варфарин' → 'varfarin', which a
 *   typo's distance reads as warfarin), short ones that would spell a word the reader knows in
 *   another language by their meaning ('на' is 'on', not the Hindi denial 'na');
 * - Arabic-Indic and Persian digits to 0-9, thousands separators removed ("50,000" → "50000");
 * - a number glued to a unit is split ("5mg" → "5 mg"), and a name glued to its dose
 *   ("Jadenu360mg" → "jadenu 360 mg"), but Latin transliterations that use digits as letters
 *   ("7amel", "3indi") and names like "d3", "b12" stay whole.
 */

import type { ReadingCost } from './reading-cost';

const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;
/** Units a dose is written with ('isoniazid 300 mg'); a unit glued to its number is split off ('300mg'). */
export const DOSE_UNITS: ReadonlySet<string> = new Set(['mg', 'mcg', 'ug', 'iu', 'g', 'ml', 'unit', 'units']);
/** Also 'k' for thousands ('50k' of vitamin D), which is no unit on its own, and tablets ('1tab'). */
const UNIT_AFTER_NUMBER = new RegExp(`(\\d)(${[...DOSE_UNITS, 'k', 'tab', 'tabs'].join('|')})\\b`, 'g');
/**
 * A name glued to its dose ('Jadenu360mg', 'Dovato1tab', 'Eliquis5'): four letters or more, then a number that ends the word or
 * runs into a unit. Not Latin transliterations that use digits as letters ('safa2i7', '3indi'), nor 'd3', 'b12', 'hba1c'.
 */
const NAME_BEFORE_DOSE = new RegExp(`\\b([a-z]{4,})(\\d+(?:\\.\\d+)?)(?=${[...DOSE_UNITS, 'tab', 'tabs'].join('|')}|\\b)`, 'g');

const ARABIC_LETTER_FORMS: Record<string, string> = {
  'أ': 'ا',
  'إ': 'ا',
  'آ': 'ا',
  'ٱ': 'ا',
  'ة': 'ه',
  'ى': 'ي',
  'ؤ': 'و',
  'ئ': 'ي',
  'ء': '',
  'ک': 'ك',
  'ی': 'ي',
  'گ': 'ك',
  'ہ': 'ه',
  'ھ': 'ه',
  'ۃ': 'ه',
  'ے': 'ي',
  'پ': 'ب',
  'چ': 'ج',
  'ژ': 'ز',
  'ٹ': 'ت',
  'ڈ': 'د',
  'ڑ': 'ر',
  'ں': 'ن',
  'ۓ': 'ي',
  'ۂ': 'ه',
};
const ARABIC_LETTER_RE = new RegExp(`[${Object.keys(ARABIC_LETTER_FORMS).join('')}]`, 'g');

/** Cyrillic letters as Latin ones, spelt the way Russian medicine names are transliterated. */
const CYRILLIC_LETTERS: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p',
  р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  і: 'i', ї: 'i', є: 'e', ґ: 'g',
};
/**
 * Whole Cyrillic words read by their meaning: little words whose letters would spell a word the
 * reader knows in another language ('на' as 'na' is a Hindi denial, 'но' as 'no' an English one, 'я'
 * as 'ya' the Hindi 'or'), dose units, and МНО, the Russian INR.
 */
const CYRILLIC_WORDS: Record<string, string> = {
  но: 'but', на: 'on', я: 'i', и: 'and', а: 'and', или: 'or', с: 'with', со: 'with', в: 'in', во: 'in', к: 'to', ко: 'to', у: 'at', о: 'about', об: 'about',
  мг: 'mg', мкг: 'mcg', мл: 'ml', ед: 'units', мно: 'inr',
};
const CYRILLIC_WORD = /[\u0400-\u04ff]+/g;
const CYRILLIC_LETTER = /\p{Script=Cyrillic}/u;

function latinFromCyrillic(word: string): string {
  return CYRILLIC_WORDS[word] ?? [...word].map((letter) => CYRILLIC_LETTERS[letter] ?? '').join('');
}

/** The text has Cyrillic letters: read through their Latin spelling, which the dictionary holds only in part. */
export function hasCyrillic(text: string): boolean {
  return CYRILLIC_LETTER.test(text);
}

function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/** Case, accents, Arabic letter forms, digits and units, as described above. Keeps punctuation. */
export function normaliseText(text: string): string {
  return asciiDigits(text.normalize('NFKC'))
    .toLowerCase()
    .replace(CYRILLIC_WORD, latinFromCyrillic)
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_LETTER_RE, (c) => ARABIC_LETTER_FORMS[c] ?? c)
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .replace(/['’`]/g, '')
    .replace(/[µμ]/g, 'u')
    .replace(/(\d)[,٬](\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d)[,٬](\d{3})(?!\d)/g, '$1$2')
    .replace(/[٫]/g, '.')
    .replace(NAME_BEFORE_DOSE, '$1 $2')
    .replace(UNIT_AFTER_NUMBER, '$1 $2')
    // A bound before a number, as words the blood-test reader knows: 'eGFR >90' is 'egfr above 90'.
    .replace(/[<≤]\s*(?=\d)/g, ' below ')
    .replace(/[>≥]\s*(?=\d)/g, ' above ')
    // A Tagalog verb of a borrowed word repeats its first syllable: 'nag-wa-warfarin' (is taking warfarin) is 'nag warfarin'.
    .replace(TAGALOG_REPEATED_SYLLABLE, '$1 ')
    // An arrow in a history ('DVT -> rivaroxaban for 3 months -> stopped') is a step to the next clause (clause-boundaries reads '→').
    .replace(/-+>|=+>|⇒|➔|➡/g, ' → ');
}

const TAGALOG_REPEATED_SYLLABLE = /\b(nag|mag|naga|maga|nagpa|magpa)-([a-z]{1,3})-(?=\2)/g;

/** Words of normalised text: Latin letters, digits and Arabic letters; anything else separates. */
export function words(normalised: string): string[] {
  return normalised.split(/[^a-z0-9.\u0621-\u064a]+/).flatMap((w) => {
    // A dot is kept only inside a number ("2.5"); elsewhere it separates.
    const parts = /^\d+\.\d+$/.test(w) ? [w] : w.split('.');
    return parts.filter((p) => p.length > 0);
  });
}

export function isArabic(word: string): boolean {
  return /[\u0621-\u064a]/.test(word);
}

/** Prefixes glued to an Arabic word: the article, conjunction و/ف, prepositions ب/ل/ك. Longest first. */
const ARABIC_PREFIXES = ['وبال', 'وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ب', 'ل', 'ف', 'ك'];
/** A stem must keep this many letters: two after the article ("الدم" → "دم"), three after a one-letter prefix. */
const MIN_STEM_AFTER_ARTICLE = 2;
const MIN_STEM_AFTER_LETTER = 3;
const minStem = (prefix: string) => (prefix.length > 1 ? MIN_STEM_AFTER_ARTICLE : MIN_STEM_AFTER_LETTER);

const MIN_POSSESSIVE_WORD = 5;

/**
 * The word and, for a word long enough to carry one, its form without a possessive suffix: "ضغطي"
 * (my pressure) is "ضغط", "مناعتي" (my immunity) is "مناعه" (ta marbuta turns to ت before a suffix).
 */
function withoutPossessive(word: string): string[] {
  const forms = [word];
  if (word.length < MIN_POSSESSIVE_WORD) return forms;
  if (word.endsWith('تي') || word.endsWith('تها') || word.endsWith('تنا')) forms.push(`${word.slice(0, word.endsWith('تي') ? -2 : -3)}ه`);
  if (word.endsWith('ي')) forms.push(word.slice(0, -1));
  if (word.endsWith('ها') || word.endsWith('هم') || word.endsWith('نا')) forms.push(word.slice(0, -2));
  return forms;
}

/**
 * The forms an Arabic word may stand for once its glued prefixes are removed ("والوارفارين" →
 * "وارفارين"). The word itself is always first, because some words start with these letters.
 */
export function arabicForms(word: string): string[] {
  const forms = withoutPossessive(word);
  for (const prefix of ARABIC_PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= minStem(prefix)) {
      const stem = word.slice(prefix.length);
      for (const form of withoutPossessive(stem)) if (!forms.includes(form)) forms.push(form);
      // "وال" + word: also try after the article that follows a one-letter prefix.
      if (stem.startsWith('ال') && stem.length - 2 >= MIN_STEM_AFTER_ARTICLE && !forms.includes(stem.slice(2))) forms.push(stem.slice(2));
    }
  }
  return forms;
}

/**
 * The Arabic prefixes glued to the front of `word` that leave a stem long enough to read ("للصرع"
 * carries 'لل' and 'ل', for (the)). Longest first.
 */
export function gluedArabicPrefixes(word: string): string[] {
  return ARABIC_PREFIXES.filter((prefix) => word.startsWith(prefix) && word.length - prefix.length >= minStem(prefix));
}

/** English plural 's' dropped, on both sides of a comparison ('stones' and 'stone' are one word). */
function withoutPluralS(word: string): string {
  return word.length >= 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/**
 * A dictionary word's canonical form: the article is dropped from Arabic entries ("الحمل" →
 * "حمل"); an English word loses its plural 's'.
 */
export function canonicalDictionaryWord(word: string): string {
  if (isArabic(word)) return word.startsWith('ال') && word.length - 2 >= MIN_STEM_AFTER_ARTICLE ? word.slice(2) : word;
  return withoutPluralS(word);
}

/** Typed word forms to look up: Arabic prefix-stripped forms, or the canonical English forms. */
export function lookupForms(word: string): string[] {
  if (isArabic(word)) return arabicForms(word);
  const forms = new Set([word, withoutPluralS(word)]);
  if (word.length >= 5 && word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`);
  if (word.length >= 5 && word.endsWith('es')) forms.add(word.slice(0, -2));
  return [...forms];
}

/**
 * Optimal-string-alignment (Damerau) distance, or `max + 1` as soon as it must exceed `max`.
 * Typo tolerance: a swap of neighbours counts as one edit. `cost`, when given, is charged the cells computed.
 */
export function editDistanceWithin(a: string, b: string, max: number, cost?: ReadingCost): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (a === b) return 0;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: lb + 1 }, (_, j) => j);
  for (let i = 1; i <= la; i++) {
    const row = [i];
    let rowMin = i;
    if (cost) cost.editDistanceCells += lb;
    for (let j = 1; j <= lb; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2] + 1);
      row.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[lb];
}

/**
 * Typos tolerated for a dictionary word of this length: none up to 4 letters (short names and
 * abbreviations collide with ordinary words), one for 5–6, two from 7 ('xeralto' is Xarelto).
 */
export function editsAllowed(length: number): number {
  if (length <= 4) return 0;
  return length <= 6 ? 1 : 2;
}
