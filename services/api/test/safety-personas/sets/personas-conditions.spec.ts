import { GOALS, GOALS_MAX, INTERACTION_CLASSES, QUIZ_FREE_TEXT_MAX, type InteractionClass } from '@sahha/contracts/quiz';
import { PRODUCT_KEYS } from '../../../src/catalog/knowledge';
import { BASE_PERSONA_ANSWERS, type PersonaStyle } from '../persona';
import { CONDITION_PERSONAS } from './personas-conditions';

// Structure only: whether the engine passes these personas is checked by the persona runner.

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

/** The references personas may cite (preamble): NIH ODS, NCCIH, LiverTox (NCBI Bookshelf), DailyMed, EMC. */
const ALLOWED_SOURCE = [
  /^https:\/\/ods\.od\.nih\.gov\/factsheets\/[A-Za-z0-9]+-HealthProfessional\/$/,
  /^https:\/\/www\.nccih\.nih\.gov\/health\/[a-z0-9-]+$/,
  /^https:\/\/www\.ncbi\.nlm\.nih\.gov\/books\/NBK\d+\/$/,
  /^https:\/\/dailymed\.nlm\.nih\.gov\/dailymed\/\S+$/,
  /^https:\/\/www\.medicines\.org\.uk\/emc\/\S+$/,
];

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

const typedText = (p: (typeof CONDITION_PERSONAS)[number]): string =>
  [p.answers.currentMedications, p.answers.additionalHealthInfo, p.answers.healthConcerns_text]
    .filter((t): t is string => typeof t === 'string' && t !== 'none' && t !== 'no_additional_info')
    .join(' ');

const byClass = (cls: InteractionClass) => CONDITION_PERSONAS.filter((p) => p.cls === cls);

describe('CONDITION_PERSONAS structure', () => {
  it('has at least 100 personas with unique ids of the form <class>-<style>-<n>', () => {
    expect(CONDITION_PERSONAS.length).toBeGreaterThanOrEqual(100);
    const ids = CONDITION_PERSONAS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of CONDITION_PERSONAS) expect(p.id).toMatch(new RegExp(`^${p.cls}-${p.style}-\\d+$`));
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

  it('cites an https reference from an allowed host', () => {
    for (const p of CONDITION_PERSONAS) {
      expect(ALLOWED_SOURCE.some((re) => re.test(p.source))).toBe(true);
    }
  });

  it('uses valid quiz answers with at most 3 goals and typed text within the quiz limit', () => {
    for (const p of CONDITION_PERSONAS) {
      const answers = { ...BASE_PERSONA_ANSWERS, ...p.answers };
      expect(answers.goals.length).toBeGreaterThan(0);
      expect(answers.goals.length).toBeLessThanOrEqual(GOALS_MAX);
      for (const g of answers.goals) expect(GOALS).toContain(g);
      expect(new Set(answers.goals).size).toBe(answers.goals.length);
      expect(answers.additionalHealthInfo.length).toBeLessThanOrEqual(QUIZ_FREE_TEXT_MAX);
      expect(answers.currentMedications.length).toBeLessThanOrEqual(QUIZ_FREE_TEXT_MAX);
      // The quiz copies the medicines answer into its _text twin; a persona must do the same.
      if (answers.currentMedications !== 'none') expect(answers.currentMedications_text).toBe(answers.currentMedications);
      expect(typedText(p).trim().length).toBeGreaterThan(0);
    }
  });

  it('names real classes and products, with the persona class expected or (explicit negation) excluded', () => {
    for (const p of CONDITION_PERSONAS) {
      for (const c of [p.cls, ...p.expectClasses, ...(p.notClasses ?? [])]) expect(INTERACTION_CLASSES).toContain(c);
      for (const k of p.mustNotRecommend) expect(PRODUCT_KEYS).toContain(k);
      expect(new Set(p.mustNotRecommend).size).toBe(p.mustNotRecommend.length);
      expect(new Set(p.expectClasses).size).toBe(p.expectClasses.length);
      expect(p.expectClasses.includes(p.cls) || (p.notClasses ?? []).includes(p.cls)).toBe(true);
      for (const m of p.mustMention) expect(m).toBe(m.toLowerCase());
    }
  });

  it('keeps notClasses for explicit negations, which then forbid nothing and overlap no expected class', () => {
    for (const p of CONDITION_PERSONAS.filter((x) => x.notClasses?.length)) {
      expect(p.style).toBe('negation');
      expect(p.mustNotRecommend).toEqual([]);
      for (const c of p.notClasses ?? []) expect(p.expectClasses).not.toContain(c);
    }
  });

  it('asks for a warning whenever a class is expected, and a pharmacist for vague text', () => {
    for (const p of CONDITION_PERSONAS) {
      if (p.expectClasses.length > 0) expect(p.mustMention.length).toBeGreaterThan(0);
      if (p.style === 'vague') expect(p.mustMention).toContain('pharmacist');
    }
  });

  it('writes Arabic personas in Arabic script and transliterations in Latin letters', () => {
    for (const p of CONDITION_PERSONAS) {
      if (p.style === 'arabic') expect(typedText(p)).toMatch(ARABIC_SCRIPT);
      if (p.style === 'transliteration') expect(typedText(p)).not.toMatch(ARABIC_SCRIPT);
    }
  });

  it('covers several conditions in one text and at least one explicit cancellation', () => {
    expect(CONDITION_PERSONAS.filter((p) => p.expectClasses.length >= 2).length).toBeGreaterThanOrEqual(10);
    expect(CONDITION_PERSONAS.some((p) => p.notClasses?.includes('pregnancy_breastfeeding'))).toBe(true);
  });
});
