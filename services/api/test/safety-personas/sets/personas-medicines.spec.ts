import type { InteractionClass } from '@sahha/contracts/quiz';
import { MEDICINE_PERSONAS } from './personas-medicines';
import type { PersonaStyle, SafetyPersona } from '../persona';

/*
 * This set's coverage only: whether the engine passes these personas is personas.spec.ts's job, and
 * what every set must satisfy (unique ids, real classes and products, allowed references, valid
 * answers) structure.spec.ts's. This keeps the coverage the brief asked of this set from silently
 * shrinking when personas are edited.
 */

const MEDICINE_CLASSES: readonly InteractionClass[] = [
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
  'glucose_lowering',
  'metformin',
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

/** The classes people most often type: they get more personas, including a negation and a health-box one. */
const COMMON_CLASSES: readonly InteractionClass[] = [
  'anticoagulant',
  'antiplatelet',
  'ssri_snri',
  'glucose_lowering',
  'metformin',
  'blood_pressure',
  'statin',
  'levothyroxine',
  'ppi',
];

function typed(p: SafetyPersona): string {
  return [p.answers.currentMedications, p.answers.additionalHealthInfo, p.answers.healthConcerns_text]
    .filter((t): t is string => typeof t === 'string' && t !== 'none' && t !== 'no_additional_info')
    .join(' ');
}

function withStyle(style: PersonaStyle): SafetyPersona[] {
  return MEDICINE_PERSONAS.filter((p) => p.style === style);
}

describe('medicine safety personas', () => {
  it('has at least 115 personas', () => {
    expect(MEDICINE_PERSONAS.length).toBeGreaterThanOrEqual(115);
  });

  it('covers every medicine class with at least 4 personas, more for the common ones', () => {
    const count = (cls: InteractionClass) => MEDICINE_PERSONAS.filter((p) => p.cls === cls).length;
    for (const cls of MEDICINE_CLASSES) expect({ cls, enough: count(cls) >= 4 }).toEqual({ cls, enough: true });
    for (const cls of COMMON_CLASSES) expect({ cls, enough: count(cls) >= 6 }).toEqual({ cls, enough: true });
    for (const p of MEDICINE_PERSONAS) expect(MEDICINE_CLASSES).toContain(p.cls);
  });

  it('gives each common class a negation and a health-box persona', () => {
    for (const cls of COMMON_CLASSES) {
      const styles = new Set(MEDICINE_PERSONAS.filter((p) => p.cls === cls).map((p) => p.style));
      expect({ cls, negation: styles.has('negation') }).toEqual({ cls, negation: true });
      expect({ cls, healthBox: styles.has('health-box') }).toEqual({ cls, healthBox: true });
    }
  });

  it('gives each class an English or brand persona, an Arabic or Arabizi one, and a typo or multi one', () => {
    for (const cls of MEDICINE_CLASSES) {
      const styles = new Set(MEDICINE_PERSONAS.filter((p) => p.cls === cls).map((p) => p.style));
      expect({ cls, english: styles.has('english') || styles.has('brand') }).toEqual({ cls, english: true });
      expect({ cls, arabic: styles.has('arabic') || styles.has('transliteration') }).toEqual({ cls, arabic: true });
      expect({ cls, typo: styles.has('typo') || styles.has('multi') }).toEqual({ cls, typo: true });
    }
  });

  it('keeps warning words lowercase and explains whatever it recognises', () => {
    for (const p of MEDICINE_PERSONAS) {
      for (const word of p.mustMention) expect(word).toBe(word.toLowerCase());
      // Anything recognised or unrecognisable must be explained in the plan.
      if (p.expectClasses.length > 0 || p.style === 'vague') expect({ id: p.id, n: p.mustMention.length > 0 }).toEqual({ id: p.id, n: true });
    }
  });

  it('uses notClasses only for explicit negations, which expect nothing and forbid nothing', () => {
    for (const p of MEDICINE_PERSONAS) {
      if (!p.notClasses) continue;
      expect(p.style).toBe('negation');
      expect(p.notClasses.length).toBeGreaterThan(0);
      expect(p.mustNotRecommend).toEqual([]);
    }
  });

  it('has at least 10 negations, half explicit cancellations and half fail-safe mentions that still count', () => {
    const negations = withStyle('negation');
    expect(negations.length).toBeGreaterThanOrEqual(10);
    const explicit = negations.filter((p) => (p.notClasses ?? []).length > 0);
    const failSafe = negations.filter((p) => !p.notClasses && p.expectClasses.includes(p.cls));
    expect(explicit.length).toBeGreaterThanOrEqual(5);
    expect(failSafe.length).toBeGreaterThanOrEqual(5);
    expect(explicit.length + failSafe.length).toBe(negations.length);
  });

  it('has at least 12 multi-medicine lines that name several medicines', () => {
    const multi = withStyle('multi');
    expect(multi.length).toBeGreaterThanOrEqual(12);
    for (const p of multi) expect({ id: p.id, text: typed(p) }).toEqual({ id: p.id, text: expect.stringMatching(/,|\+| and /) });
  });

  it('has at least 6 vague personas, each sending the user to a pharmacist, some naming no medicine at all', () => {
    const vague = withStyle('vague');
    expect(vague.length).toBeGreaterThanOrEqual(6);
    for (const p of vague) expect(p.mustMention).toContain('pharmacist');
    expect(vague.filter((p) => p.expectClasses.length === 0).length).toBeGreaterThanOrEqual(3);
    expect(vague.some((p) => p.expectClasses.includes('blood_pressure') && p.expectClasses.includes('glucose_lowering'))).toBe(true);
  });

  it('has at least 25 Arabic-script or Arabizi personas', () => {
    expect(withStyle('arabic').length + withStyle('transliteration').length).toBeGreaterThanOrEqual(25);
  });
});
