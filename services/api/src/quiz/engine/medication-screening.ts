import { INTERACTION_CLASSES, NO_ADDITIONAL_INFO, NO_MEDICATIONS, type InteractionClass } from '@sahha/contracts';
import { normaliseWords, withinOneEdit } from './text-normalise';

/**
 * Spec §3 q8: medication names are never stored. The quiz text is screened in memory into
 * interaction classes and only the classes travel further.
 *
 * Terms are generic and brand names (UAE-market brands included), plus condition words. One
 * edit (typo, swap) is tolerated for dictionary words of 6+ letters; shorter words (ppi, ckd,
 * cipro, paxil) must match a whole word exactly, so 'ppi' inside 'happiness' never matches.
 *
 * Liver disease: 'fatty liver' (NAFLD/MAFLD) is treated as liver disease and therefore a hard
 * stop. Several catalog products (green tea extract, ashwagandha) have case reports of liver
 * injury and we cannot judge severity from free text, so a clinician should decide first.
 * Generic words map to a class on purpose ('blood thinner', 'antidepressant', 'hypothyroid',
 * 'PPI'): a false positive only adds caution. For the same reason 'nursing' is read as
 * breastfeeding although it can mean the profession, and the one-edit tolerance lets
 * 'aspiring' count as aspirin. Any mention of hepatitis counts as liver disease.
 */
export const INTERACTION_TERMS: Record<InteractionClass, readonly string[]> = {
  anticoagulant: [
    'warfarin', 'coumadin', 'marevan', 'jantoven', 'apixaban', 'eliquis', 'rivaroxaban', 'xarelto',
    'dabigatran', 'pradaxa', 'edoxaban', 'lixiana', 'savaysa', 'heparin', 'enoxaparin', 'clexane',
    'lovenox', 'tinzaparin', 'fondaparinux', 'arixtra', 'acenocoumarol', 'sintrom', 'anticoagulant',
    'anticoagulants', 'blood thinner', 'blood thinners',
  ],
  antiplatelet: [
    'clopidogrel', 'plavix', 'aspirin', 'jusprin', 'aspocid', 'ecotrin', 'disprin', 'cardiprin',
    'asa', 'ticagrelor', 'brilinta', 'brilique', 'prasugrel', 'effient', 'dipyridamole', 'persantine',
    'cilostazol', 'antiplatelet',
  ],
  ssri_snri: [
    'sertraline', 'zoloft', 'lustral', 'serlift', 'fluoxetine', 'prozac', 'escitalopram', 'cipralex',
    'lexapro', 'citalopram', 'cipram', 'celexa', 'paroxetine', 'seroxat', 'paxil', 'fluvoxamine',
    'faverin', 'luvox', 'venlafaxine', 'effexor', 'efexor', 'duloxetine', 'cymbalta', 'desvenlafaxine',
    'pristiq', 'vortioxetine', 'brintellix', 'trintellix', 'ssri', 'ssris', 'snri', 'snris',
    'antidepressant', 'antidepressants',
  ],
  levothyroxine: [
    'levothyroxine', 'euthyrox', 'synthroid', 'eltroxin', 'thyroxine', 'levoxyl', 'tirosint',
    'unithroid', 'hypothyroid', 'hypothyroidism', 'underactive thyroid', 'thyroid hormone',
  ],
  metformin: [
    'metformin', 'glucophage', 'cidophage', 'janumet', 'kombiglyze', 'xigduo', 'synjardy',
    'jentadueto', 'galvus met', 'galvusmet', 'eucreas', 'glucovance', 'segluromet',
  ],
  ppi: [
    'omeprazole', 'losec', 'prilosec', 'risek', 'esomeprazole', 'nexium', 'pantoprazole', 'controloc',
    'protonix', 'pantozol', 'lansoprazole', 'prevacid', 'lanzor', 'rabeprazole', 'pariet', 'aciphex',
    'dexlansoprazole', 'dexilant', 'ppi', 'ppis', 'proton pump inhibitor',
  ],
  methotrexate: ['methotrexate', 'mtx', 'trexall', 'otrexup', 'metoject', 'rasuvo'],
  quinolone_tetracycline: [
    'ciprofloxacin', 'cipro', 'ciprobay', 'levofloxacin', 'tavanic', 'levaquin', 'moxifloxacin', 'avelox',
    'ofloxacin', 'norfloxacin', 'doxycycline', 'vibramycin', 'doxy', 'tetracycline', 'minocycline',
    'minocin', 'lymecycline', 'tetralysal', 'oxytetracycline',
  ],
  pregnancy_breastfeeding: [
    'pregnant', 'pregnancy', 'trying to conceive', 'trying for a baby', 'expecting a baby', 'ivf',
    'breastfeeding', 'breast feeding', 'breastfeed', 'nursing', 'lactating', 'lactation',
  ],
  kidney_disease: [
    'kidney disease', 'chronic kidney', 'ckd', 'renal failure', 'renal disease', 'renal impairment',
    'renal insufficiency', 'dialysis', 'haemodialysis', 'hemodialysis', 'kidney failure',
    'kidney transplant', 'nephropathy',
  ],
  liver_disease: [
    'liver disease', 'cirrhosis', 'hepatitis', 'fatty liver', 'nafld', 'mafld', 'nash', 'liver failure',
    'liver transplant', 'hepatic impairment',
  ],
};

const NEGATIONS = new Set(['no', 'not', 'never', 'without', 'none', 'nor', 'neither', 'dont', 'doesnt', 'isnt', 'arent', 'denies', 'deny']);
/** Words that cancel a negation right after it ("not sure if pregnant" must still count). */
const NEGATION_CANCELLERS = new Set(['sure', 'certain', 'only']);
const NEGATION_WINDOW = 3;
const FUZZY_MIN_LENGTH = 6;

interface Term {
  cls: InteractionClass;
  words: readonly string[];
}

const TERMS: readonly Term[] = INTERACTION_CLASSES.flatMap((cls) =>
  INTERACTION_TERMS[cls].map((term) => ({ cls, words: normaliseWords(term) })),
);

/** Terms by exact first word, and the fuzzy-eligible first words by length, built once. */
const TERMS_BY_FIRST_WORD = new Map<string, Term[]>();
const FUZZY_FIRST_WORDS_BY_LENGTH = new Map<number, string[]>();
for (const term of TERMS) {
  const first = term.words[0];
  const list = TERMS_BY_FIRST_WORD.get(first);
  if (list) list.push(term);
  else {
    TERMS_BY_FIRST_WORD.set(first, [term]);
    if (first.length >= FUZZY_MIN_LENGTH) {
      FUZZY_FIRST_WORDS_BY_LENGTH.set(first.length, [...(FUZZY_FIRST_WORDS_BY_LENGTH.get(first.length) ?? []), first]);
    }
  }
}

const CLAUSE_SPLIT = /[.;,!?\n\r/()]+|\bbut\b|\bexcept\b|\bapart from\b/i;

function wordMatches(word: string, termWord: string): boolean {
  if (word === termWord) return true;
  if (termWord.length < FUZZY_MIN_LENGTH || word.length < FUZZY_MIN_LENGTH - 1 || /\d/.test(word)) return false;
  return withinOneEdit(word, termWord);
}

/** Dictionary first words equal to `word` or, for 6+ letter names, one edit away from it. */
function candidateFirstWords(word: string): string[] {
  const found = TERMS_BY_FIRST_WORD.has(word) ? [word] : [];
  if (word.length < FUZZY_MIN_LENGTH - 1 || /\d/.test(word)) return found;
  for (let len = word.length - 1; len <= word.length + 1; len++) {
    for (const first of FUZZY_FIRST_WORDS_BY_LENGTH.get(len) ?? []) {
      if (first !== word && withinOneEdit(word, first)) found.push(first);
    }
  }
  return found;
}

function isNegated(words: readonly string[], start: number): boolean {
  for (let k = Math.max(0, start - NEGATION_WINDOW); k < start; k++) {
    if (NEGATIONS.has(words[k]) && !NEGATION_CANCELLERS.has(words[k + 1] ?? '')) return true;
  }
  return false;
}

function termAt(words: readonly string[], i: number, term: readonly string[]): boolean {
  if (i + term.length > words.length) return false;
  for (let t = 1; t < term.length; t++) if (!wordMatches(words[i + t], term[t])) return false;
  return true;
}

function screenText(text: string, found: Set<InteractionClass>): void {
  for (const clause of text.split(CLAUSE_SPLIT)) {
    const words = normaliseWords(clause);
    for (let i = 0; i < words.length; i++) {
      for (const first of candidateFirstWords(words[i])) {
        for (const term of TERMS_BY_FIRST_WORD.get(first) ?? []) {
          if (!found.has(term.cls) && termAt(words, i, term.words) && !isNegated(words, i)) found.add(term.cls);
        }
      }
    }
  }
}

/**
 * Interaction classes found in the medication and health free text, in INTERACTION_CLASSES
 * order. 'none' and 'no_additional_info' option values are ignored.
 */
export function screenMedications(
  currentMedications: string,
  currentMedications_text: string,
  additionalHealthInfo: string,
  healthConcerns_text = '',
): InteractionClass[] {
  const found = new Set<InteractionClass>();
  for (const text of [currentMedications, currentMedications_text, additionalHealthInfo, healthConcerns_text]) {
    const trimmed = (text ?? '').trim();
    if (trimmed === '' || trimmed === NO_MEDICATIONS || trimmed === NO_ADDITIONAL_INFO) continue;
    screenText(trimmed, found);
  }
  return INTERACTION_CLASSES.filter((cls) => found.has(cls));
}
