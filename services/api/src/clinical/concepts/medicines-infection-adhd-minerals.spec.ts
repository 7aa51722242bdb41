import { spellingsOf } from '../types';
import type { InteractionClass } from '@sahha/contracts/quiz';
import { CLINICAL_MATCHER } from '../screening';
import { INFECTION_ADHD_MINERAL_CONCEPTS as CONCEPTS } from './medicines-infection-adhd-minerals';

const ASSIGNED: readonly InteractionClass[] = ['adhd_medicine', 'integrase_inhibitor', 'tb_treatment', 'prescription_omega3', 'calcium_antacid'];
const ARABIC = /[\u0600-\u06FF]/;

describe('INFECTION_ADHD_MINERAL_CONCEPTS', () => {
  it('has unique ids, an English term, a class and an https source for each concept', () => {
    expect(new Set(CONCEPTS.map((c) => c.id)).size).toBe(CONCEPTS.length);
    for (const c of CONCEPTS) {
      expect({ id: c.id, en: c.en.length > 0, classes: c.classes.length > 0 }).toEqual({ id: c.id, en: true, classes: true });
      expect(c.source.url).toMatch(/^https:\/\/(dailymed\.nlm\.nih\.gov|www\.medicines\.org\.uk)\//);
    }
  });

  it.each(ASSIGNED)('covers %s with a branded concept and one in Arabic script', (cls) => {
    const ofClass = CONCEPTS.filter((c) => c.classes.includes(cls));
    expect(ofClass.some((c) => (c.brands ?? []).length > 0)).toBe(true);
    expect(ofClass.some((c) => (c.ar ?? []).length > 0)).toBe(true);
  });

  it('writes Arabic script only in ar, without blanks or repeats', () => {
    for (const c of CONCEPTS) {
      for (const term of [...c.en, ...(c.brands ?? []), ...(c.translit ?? [])]) expect({ id: c.id, term, arabic: ARABIC.test(term) }).toEqual({ id: c.id, term, arabic: false });
      for (const term of c.ar ?? []) expect({ id: c.id, term, arabic: ARABIC.test(term) }).toEqual({ id: c.id, term, arabic: true });
      const all = spellingsOf(c).map((t) => t.toLowerCase());
      for (const term of all) expect(term.trim()).toBe(term);
      expect({ id: c.id, size: new Set(all).size }).toEqual({ id: c.id, size: all.length });
    }
  });

  it('reads every HIV integrase medicine as HIV too, so what the conditions file says of HIV applies', () => {
    for (const c of CONCEPTS.filter((x) => x.classes.includes('integrase_inhibitor') && x.brands)) expect(c.classes).toContain('immunosuppressant');
  });

  it('leaves out words that mean something else: TB alone, heart bypass, Gaviscon is read as its calcium formulas', () => {
    expect(CLINICAL_MATCHER.read('2 tb olive oil', 'medications').classes).not.toContain('tb_treatment');
    expect(CLINICAL_MATCHER.read('heart bypass 2015', 'healthInfo').classes).not.toContain('bariatric_surgery');
    expect(CLINICAL_MATCHER.read('Gaviscon Double Action', 'medications').classes).toEqual(['calcium_antacid']);
    expect(CLINICAL_MATCHER.read('Omacor 1g', 'medications').classes).toEqual(['prescription_omega3']);
  });

  it('reads fish oil said to be prescribed as prescription omega-3, and plain fish oil as no medicine', () => {
    // Lovaza label: 4 g a day, prescribed for very high triglycerides.
    for (const text of ['fish oil capsules from the cardiologist (prescription) 4 a day', 'prescribed fish oil 4g', 'omega 3 prescribed by my doctor', 'Rx fish oil 2 caps bid']) {
      expect(CLINICAL_MATCHER.read(text, 'medications').classes).toEqual(['prescription_omega3']);
    }
    expect(CLINICAL_MATCHER.read('fish oil 1000mg', 'medications').classes).not.toContain('prescription_omega3');
  });
});
