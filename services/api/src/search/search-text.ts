/**
 * Text handling for the search index: plain text out of our own article HTML, word tokens with
 * their offsets in that text, and normalised terms (case, diacritics, simple plurals) to match on.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(name: string): string | undefined {
  const codePoint = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : name.startsWith('#') ? parseInt(name.slice(1), 10) : NaN;
  if (Number.isNaN(codePoint)) return ENTITIES[name.toLowerCase()];
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : undefined;
}

/**
 * Our article HTML holds only h2, h3, p, ul, li, strong and a: the end of a block becomes a line
 * break, inline tags vanish without a gap ('<strong>C</strong>.' reads 'C.').
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(h[1-6]|p|li|ul|ol)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => decodeEntity(name) ?? entity)
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/**
 * Arabic letters people write either way: hamza forms of alef, final yaa and alef maqsura, taa
 * marbuta and haa ('أوميغا' and 'اوميغا' are one word); the tatweel stretch is dropped.
 */
const ARABIC_LETTER_FORMS: Record<string, string> = { 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ة': 'ه', 'ؤ': 'و', 'ئ': 'ي', 'ـ': '' };
const ARABIC_LETTER_FORM = /[أإآٱىةؤئـ]/g;

/** Lower case without accents or Arabic short vowels, so 'Café' and 'cafe' are the same word. */
export function foldCase(word: string): string {
  return word
    .normalize('NFC')
    .replace(ARABIC_LETTER_FORM, (letter) => ARABIC_LETTER_FORMS[letter])
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** 'ال' before at least three Arabic letters (so a short word that starts with those letters stays whole). */
const ARABIC_DEFINITE = /^ال[\u0621-\u064a]{3,}$/;

/**
 * English plurals to the singular, only the regular cases ('vitamins' → 'vitamin', 'berries' →
 * 'berry', 'boxes' → 'box'); words ending in -ss, -us, -is are left alone ('stress', 'status').
 */
export function stem(term: string): string {
  // The Arabic definite article is written onto the word: 'المغنيسيوم' is 'مغنيسيوم'.
  if (ARABIC_DEFINITE.test(term)) return term.slice(2);
  if (term.length <= 3 || /\d/.test(term)) return term;
  if (term.endsWith('ies') && term.length > 4) return `${term.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(term)) return term.slice(0, -2);
  if (term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

export const normaliseTerm = (word: string): string => stem(foldCase(word));

export interface Token {
  /** Normalised term. */
  term: string;
  /** Offsets of the word in the original text. */
  start: number;
  end: number;
}

/**
 * Letters and digits are separate words, so 'D3' is found by 'vitamin d' and 'B12' by 'b 12'.
 * Marks belong to the letters they sit on (Arabic short vowels, combining accents).
 */
const WORD = /\p{L}[\p{L}\p{M}]*|\p{N}+/gu;

export function tokenize(text: string): Token[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    term: normaliseTerm(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Words that match nearly everything; dropped from a query unless it has nothing else. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the to what when which who why with you your'.split(' '),
);

/** The distinct terms of a query, in order, without stop words (unless that would leave none). */
export function queryTerms(query: string): string[] {
  const terms = [...new Set(tokenize(query).map((token) => token.term))];
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term));
  return meaningful.length > 0 ? meaningful : terms;
}
