import { spellingsOf } from '../types';
import type { InteractionClass } from '@sahha/contracts/quiz';
import { METABOLIC_CARDIO_CONCEPTS } from './medicines-metabolic-cardio';

const ASSIGNED: readonly InteractionClass[] = [
  'metformin',
  'glucose_lowering',
  'glp1_agonist',
  'digoxin',
  'diuretic',
  'blood_pressure',
  'statin',
  'levothyroxine',
  'antithyroid',
  'ppi',
  'methotrexate',
  'quinolone_tetracycline',
  'retinoid',
  'hormonal_therapy',
  'bisphosphonate',
];

/** Short words allowed as a whole term: unambiguous abbreviations in a medicines box. */
const SHORT_TERMS = new Set([
  'bp', 'mtx', 'ppi', 'ptu', 't3', 't4', 'hct', 'trt', 'hcg', 'arb', 'ccb', 'coc', 'ocp', 'yaz', 'hrt', 'amlo', 'doxy', 'acei', 'hctz', 'pioz',
  'glp1', 'cocp', 'enap', 'ziac', 'azor', 'omez', 'axid', 'evra', 'unat', 'h2ra', 'pcab',
  // Ator: an atorvastatin brand of the region, no English word.
  'ator',
]);

/** Everyday words that must never be a term on their own: they would flag half of all answers. */
const BARE_WORDS = ['pill', 'pills', 'tablet', 'tablets', 'medicine', 'medication', 'sugar', 'heart', 'pressure', 'water', 'thyroid', 'hormone',
  'hormones', 'injection', 'diane', 'focus', 'cover', 'vitamin', 'calcium', 'iron', 'zinc', 'magnesium'];


describe('METABOLIC_CARDIO_CONCEPTS', () => {
  it('has unique ids', () => {
    const ids = METABOLIC_CARDIO_CONCEPTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every concept an English term, a class and an https source', () => {
    for (const c of METABOLIC_CARDIO_CONCEPTS) {
      expect({ id: c.id, en: c.en.length > 0 }).toEqual({ id: c.id, en: true });
      expect({ id: c.id, classes: c.classes.length > 0 }).toEqual({ id: c.id, classes: true });
      expect(c.source.url).toMatch(/^https:\/\//);
      expect(c.source.title.length).toBeGreaterThan(0);
    }
  });

  it.each(ASSIGNED)('covers %s with at least one Arabic-script concept and one branded concept', (cls) => {
    const ofClass = METABOLIC_CARDIO_CONCEPTS.filter((c) => c.classes.includes(cls));
    expect(ofClass.some((c) => (c.ar ?? []).length > 0)).toBe(true);
    expect(ofClass.some((c) => (c.brands ?? []).length > 0)).toBe(true);
  });

  it('gives every metformin product the glucose-lowering class too', () => {
    for (const c of METABOLIC_CARDIO_CONCEPTS.filter((x) => x.classes.includes('metformin'))) {
      expect({ id: c.id, both: c.classes.includes('glucose_lowering') }).toEqual({ id: c.id, both: true });
    }
  });

  it('gives every GLP-1 or tirzepatide product the glucose-lowering class too', () => {
    for (const c of METABOLIC_CARDIO_CONCEPTS.filter((x) => x.classes.includes('glp1_agonist'))) {
      expect({ id: c.id, both: c.classes.includes('glucose_lowering') }).toEqual({ id: c.id, both: true });
    }
  });

  it('writes Arabic in Arabic script and everything else in Latin script', () => {
    const arabicOnly = /^[\u0621-\u064A\u0660-\u0669 0-9]+$/;
    for (const c of METABOLIC_CARDIO_CONCEPTS) {
      for (const term of c.ar ?? []) expect({ id: c.id, term, ok: arabicOnly.test(term) }).toEqual({ id: c.id, term, ok: true });
      for (const term of [...c.en, ...(c.brands ?? []), ...(c.translit ?? [])]) {
        expect({ id: c.id, term, ok: /^[A-Za-z0-9 .\-/+]+$/.test(term) }).toEqual({ id: c.id, term, ok: true });
      }
    }
  });

  it('lists no term twice within a concept', () => {
    for (const c of METABOLIC_CARDIO_CONCEPTS) {
      const terms = spellingsOf(c).map((t) => t.toLowerCase());
      expect({ id: c.id, dupes: terms.filter((t, i) => terms.indexOf(t) !== i) }).toEqual({ id: c.id, dupes: [] });
    }
  });

  it('never uses an everyday word, or an unlisted very short word, as a whole term', () => {
    for (const c of METABOLIC_CARDIO_CONCEPTS) {
      for (const term of spellingsOf(c)) {
        const t = term.toLowerCase();
        expect({ id: c.id, term, bare: BARE_WORDS.includes(t) }).toEqual({ id: c.id, term, bare: false });
        if (!/\s/.test(t) && /^[a-z0-9]+$/.test(t) && t.length <= 4) {
          expect({ id: c.id, term, allowed: SHORT_TERMS.has(t) }).toEqual({ id: c.id, term, allowed: true });
        }
      }
    }
  });
});
