/**
 * How a Latin-letter word sounds, as a key two spellings of the same sound share: a brand name
 * dictated by voice comes out as English words that sound like its syllables ('Rock you tane' for
 * Roaccutane, 'Bic tarvy' for Biktarvy, 'Mon Jarrow' for Mounjaro, 'Glue co farge' for Glucophage),
 * too far from the name in letters for a typo's distance but the same in sound.
 *
 * The key keeps the consonants, spelt one way each, and marks where vowels are:
 * - one spelling per sound: ph → f, ck/q/c before a, o, u or a consonant → k, c before e, i, y → s,
 *   x → ks, z → s, g before e, i, y → j, a silent k before n dropped ('knocks');
 * - h dropped but at the start ('chrono', 'thyro', 'oh zempic'), w after a vowel dropped ('jarrow'), r before a
 *   consonant or at the end dropped (English voices that do not sound it: 'farge' for 'phage');
 * - doubled letters once ('ammar'), every run of vowels (y among them) one 'a', a final vowel dropped
 *   (the silent e: 'depakine' and 'deepakin' sound alike).
 * Roaccutane and 'rockyoutane' are both 'rakatan'. The key is lossy on purpose, so the reader looks a
 * key up only for dictated syllables (several tokens joined) and only among brand names.
 */
export function soundKey(word: string): string {
  let s = word.toLowerCase().replace(/[^a-z]/g, '');
  s = s
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/kn/g, 'n')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/g(?=[eiy])/g, 'j')
    .replace(/z/g, 's')
    .replace(/y/g, 'i');
  s = (s.slice(0, 1) + s.slice(1).replace(/h/g, '')).replace(/([aeiou])w/g, '$1');
  s = s.replace(/(.)\1+/g, '$1');
  s = s.replace(/r(?=[^aeiou]|$)/g, '');
  s = s.replace(/(.)\1+/g, '$1');
  s = s.replace(/[aeiou]+/g, 'a');
  return s.length > 1 ? s.replace(/a$/, '') : s;
}
