import type { InteractionClass } from '@sahha/contracts/quiz';
import type { PersonaStyle } from '../persona';
import { CONDITION_PERSONAS } from './personas-conditions';

// This set's coverage only: whether the engine passes these personas is personas.spec.ts's job, and
// what every set must satisfy (ids, classes, products, references, valid answers) structure.spec.ts's.

/** The condition and life-stage classes this file covers, with the minimum number of personas each. */
const MIN_PER_CLASS: Partial<Record<InteractionClass, number>> = {
  pregnancy_breastfeeding: 8,
  kidney_disease: 8,
  liver_disease: 8,
  iron_overload: 8,
  autoimmune_disease: 8,
  cancer_treatment: 5,
  hormone_sensitive_cancer: 5,
  bipolar_disorder: 5,
  bleeding_disorder: 5,
  surgery: 5,
  g6pd_deficiency: 5,
  sickle_cell: 5,
  kidney_stones: 5,
  hypercalcaemia: 5,
  swallowing_difficulty: 5,
  heart_rhythm: 5,
  // Conditions that imply a medicine family.
  glucose_lowering: 4,
  blood_pressure: 4,
  levothyroxine: 4,
  antithyroid: 4,
  antiepileptic: 4,
  levodopa: 4,
  immunosuppressant: 4,
};

const byClass = (cls: InteractionClass) => CONDITION_PERSONAS.filter((p) => p.cls === cls);

describe('CONDITION_PERSONAS coverage', () => {
  it('has at least 100 personas', () => {
    expect(CONDITION_PERSONAS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(Object.entries(MIN_PER_CLASS))('covers %s with at least %i personas', (cls, min) => {
    expect(byClass(cls as InteractionClass).length).toBeGreaterThanOrEqual(min);
  });

  it('gives every covered class at least 4 personas and only covers the classes it lists', () => {
    const counts = new Map<InteractionClass, number>();
    for (const p of CONDITION_PERSONAS) counts.set(p.cls, (counts.get(p.cls) ?? 0) + 1);
    for (const [cls, n] of counts) {
      expect(Object.keys(MIN_PER_CLASS)).toContain(cls);
      expect(n).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(Object.keys(MIN_PER_CLASS))('mixes styles for %s: english, brand or health box; Arabic or transliteration; typo or multi', (cls) => {
    const styles = new Set<PersonaStyle>(byClass(cls as InteractionClass).map((p) => p.style));
    expect(styles.has('english') || styles.has('brand') || styles.has('health-box')).toBe(true);
    expect(styles.has('arabic') || styles.has('transliteration')).toBe(true);
    expect(styles.has('typo') || styles.has('multi')).toBe(true);
  });

  it('expects the persona class or (explicit negation) excludes it, with lowercase warning words', () => {
    for (const p of CONDITION_PERSONAS) {
      expect(p.expectClasses.includes(p.cls) || (p.notClasses ?? []).includes(p.cls)).toBe(true);
      for (const m of p.mustMention) expect(m).toBe(m.toLowerCase());
    }
  });

  it('keeps notClasses for explicit negations, which then forbid nothing', () => {
    for (const p of CONDITION_PERSONAS.filter((x) => x.notClasses?.length)) {
      expect(p.style).toBe('negation');
      expect(p.mustNotRecommend).toEqual([]);
    }
  });

  it('asks for a warning whenever a class is expected, and a pharmacist for vague text', () => {
    for (const p of CONDITION_PERSONAS) {
      if (p.expectClasses.length > 0) expect(p.mustMention.length).toBeGreaterThan(0);
      if (p.style === 'vague') expect(p.mustMention).toContain('pharmacist');
    }
  });

  it('covers several conditions in one text and at least one explicit cancellation', () => {
    expect(CONDITION_PERSONAS.filter((p) => p.expectClasses.length >= 2).length).toBeGreaterThanOrEqual(10);
    expect(CONDITION_PERSONAS.some((p) => p.notClasses?.includes('pregnancy_breastfeeding'))).toBe(true);
  });
});
