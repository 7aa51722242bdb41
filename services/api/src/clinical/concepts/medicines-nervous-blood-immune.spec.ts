import { normaliseText, words } from '../matcher/normalise';
import { INTERACTION_CLASSES, type InteractionClass } from '@sahha/contracts/quiz';
import { spellingsOf } from '../types';
import { NERVOUS_BLOOD_IMMUNE_CONCEPTS as CONCEPTS } from './medicines-nervous-blood-immune';

const ASSIGNED: readonly InteractionClass[] = [
  'anticoagulant',
  'antiplatelet',
  'ssri_snri',
  'maoi',
  'tricyclic',
  'lithium',
  'antipsychotic',
  'antiepileptic',
  'sedative',
  'levodopa',
  'immunosuppressant',
  'cancer_treatment',
  'hormone_sensitive_cancer',
];

const ARABIC = /[\u0600-\u06FF]/;
/** Arabic letters, tashkeel and spaces only. */
const ARABIC_ONLY = /^[\u0600-\u06FF ]+$/;
/** The matcher's own folding (case, accents, Arabic letter forms, Cyrillic's Latin spelling), to catch terms listed twice in one concept. */
const fold = (term: string) => words(normaliseText(term)).join(' ');
/** Single words of three letters or fewer are allowed only as unambiguous abbreviations. */
const SHORT_ALLOWED = new Set(['asa', 'inr', 'doac', 'noac', 'lmwh', 'dapt', 'sapt', 'vpa', 'ssri', 'snri', 'maoi', 'mmf', 'hcq', 'hcqs', 'tca', 'orap', 'ixel', 'kemo', 'منوم', 'ورم', 'كيمو']);

describe('NERVOUS_BLOOD_IMMUNE_CONCEPTS', () => {
  it('has unique ids', () => {
    const ids = CONCEPTS.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(CONCEPTS.map((c) => [c.id, c] as const))('%s has an English term, valid classes and an https source', (_id, c) => {
    expect(c.en.length).toBeGreaterThanOrEqual(1);
    expect(c.classes.length).toBeGreaterThanOrEqual(1);
    for (const cls of c.classes) expect(INTERACTION_CLASSES).toContain(cls);
    expect(c.source.url).toMatch(/^https:\/\//);
    expect(c.source.title.length).toBeGreaterThan(0);
  });

  it.each(ASSIGNED)('class %s has a concept with Arabic script and one with brands', (cls) => {
    const ofClass = CONCEPTS.filter((c) => c.classes.includes(cls));
    expect(ofClass.some((c) => (c.ar ?? []).some((t) => ARABIC.test(t)))).toBe(true);
    expect(ofClass.some((c) => (c.brands ?? []).length > 0)).toBe(true);
  });

  it('writes Arabic only in ar, and no empty or repeated terms', () => {
    const problems: string[] = [];
    for (const c of CONCEPTS) {
      for (const t of c.ar ?? []) if (!ARABIC_ONLY.test(t)) problems.push(`${c.id}: non-Arabic ar term ${t}`);
      for (const t of [...c.en, ...(c.brands ?? []), ...(c.translit ?? [])]) if (ARABIC.test(t)) problems.push(`${c.id}: Arabic outside ar ${t}`);
      const folded = spellingsOf(c).map(fold);
      folded.forEach((t, i) => {
        if (t === '') problems.push(`${c.id}: empty term`);
        else if (folded.indexOf(t) !== i) problems.push(`${c.id}: repeated term ${t}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('uses single words of three letters or fewer only for known abbreviations', () => {
    const short = CONCEPTS.flatMap(spellingsOf)
      .map(fold)
      .filter((t) => !t.includes(' ') && t.length <= 3 && !SHORT_ALLOWED.has(t));
    expect(short).toEqual([]);
  });

  it('leaves methotrexate (part 2) and dupilumab (not an immunosuppressant) out', () => {
    const all = CONCEPTS.flatMap(spellingsOf).map(fold);
    for (const t of ['methotrexate', 'dupilumab', 'dupixent']) expect(all).not.toContain(t);
  });

  it('maps generic antidepressant phrases to every antidepressant family', () => {
    const lay = CONCEPTS.find((c) => c.id === 'lay-antidepressant');
    expect(lay?.classes).toEqual(expect.arrayContaining(['ssri_snri', 'tricyclic', 'maoi']));
  });

  it.each([
    'tamoxifen', 'letrozole', 'anastrozole', 'exemestane', 'fulvestrant', 'bicalutamide', 'enzalutamide', 'abiraterone', 'leuprorelin',
    'goserelin', 'degarelix',
  ])('hormone therapy %s carries cancer_treatment and hormone_sensitive_cancer', (id) => {
    const c = CONCEPTS.find((x) => x.id === id);
    expect(c?.classes).toEqual(expect.arrayContaining(['cancer_treatment', 'hormone_sensitive_cancer']));
  });

  it('files linezolid and the MAO-B inhibitors as MAOIs', () => {
    for (const id of ['linezolid', 'selegiline', 'rasagiline', 'safinamide']) {
      expect(CONCEPTS.find((c) => c.id === id)?.classes).toContain('maoi');
    }
  });
});
