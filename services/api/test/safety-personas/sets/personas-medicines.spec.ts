import { GOALS, GOALS_MAX, INTERACTION_CLASSES, type InteractionClass } from '@sahha/contracts/quiz';
import { isProductKey } from '../../../src/catalog/knowledge';
import { MEDICINE_PERSONAS } from './personas-medicines';
import type { PersonaStyle, SafetyPersona } from '../persona';

/*
 * Structure only: whether the engine passes these personas is the runner's job. This keeps the
 * set honest (unique ids, real classes and products, allowed references) and keeps the coverage
 * the brief asks for from silently shrinking when personas are edited.
 */

/** NIH ODS health-professional fact sheets, NCCIH, LiverTox, DailyMed or EMC labels. */
const ALLOWED_SOURCES: readonly RegExp[] = [
  /^https:\/\/ods\.od\.nih\.gov\/factsheets\/[A-Za-z0-9]+-HealthProfessional\/$/,
  /^https:\/\/www\.nccih\.nih\.gov\/health\/[a-z0-9-]+$/,
  /^https:\/\/www\.ncbi\.nlm\.nih\.gov\/books\/NBK\d+\/$/,
  /^https:\/\/dailymed\.nlm\.nih\.gov\/dailymed\/\S+$/,
  /^https:\/\/www\.medicines\.org\.uk\/emc\/\S+$/,
];

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

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

function typed(p: SafetyPersona): string {
  return [p.answers.currentMedications, p.answers.additionalHealthInfo, p.answers.healthConcerns_text]
    .filter((t): t is string => typeof t === 'string' && t !== 'none' && t !== 'no_additional_info')
    .join(' ');
}

function withStyle(style: PersonaStyle): SafetyPersona[] {
  return MEDICINE_PERSONAS.filter((p) => p.style === style);
}

describe('medicine safety personas', () => {
  it('has at least 115 personas with unique ids of the form <cls>-<style>-<n>', () => {
    expect(MEDICINE_PERSONAS.length).toBeGreaterThanOrEqual(115);
    const ids = MEDICINE_PERSONAS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of MEDICINE_PERSONAS) expect(p.id).toMatch(new RegExp(`^${p.cls}-${p.style}-\\d+$`));
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

  it('links every persona to an allowed reference', () => {
    for (const p of MEDICINE_PERSONAS) {
      expect({ id: p.id, allowed: ALLOWED_SOURCES.some((re) => re.test(p.source)) }).toEqual({ id: p.id, allowed: true });
    }
  });

  it('uses real goals (at most 3), classes and catalog products', () => {
    for (const p of MEDICINE_PERSONAS) {
      const goals = p.answers.goals ?? [];
      expect(goals.length).toBeLessThanOrEqual(GOALS_MAX);
      expect(new Set(goals).size).toBe(goals.length);
      for (const g of goals) expect(GOALS).toContain(g);
      for (const c of [...p.expectClasses, ...(p.notClasses ?? [])]) expect(INTERACTION_CLASSES).toContain(c);
      for (const key of p.mustNotRecommend) expect({ id: p.id, key, valid: isProductKey(key) }).toEqual({ id: p.id, key, valid: true });
      expect(new Set(p.mustNotRecommend).size).toBe(p.mustNotRecommend.length);
    }
  });

  it('types text where a person would, with the medicines box copied into its _text field', () => {
    for (const p of MEDICINE_PERSONAS) {
      expect({ id: p.id, typed: typed(p).trim().length > 0 }).toEqual({ id: p.id, typed: true });
      if (p.answers.currentMedications !== undefined) expect(p.answers.currentMedications_text).toBe(p.answers.currentMedications);
    }
  });

  it('keeps warning words lowercase and short', () => {
    for (const p of MEDICINE_PERSONAS) {
      for (const word of p.mustMention) {
        expect(word).toBe(word.toLowerCase());
        expect(word.trim()).toBe(word);
        expect(word.length).toBeGreaterThan(1);
      }
      // Anything recognised or unrecognisable must be explained in the plan.
      if (p.expectClasses.length > 0 || p.style === 'vague') expect({ id: p.id, n: p.mustMention.length > 0 }).toEqual({ id: p.id, n: true });
    }
  });

  it('uses notClasses only for explicit negations, which expect nothing and forbid nothing', () => {
    for (const p of MEDICINE_PERSONAS) {
      if (!p.notClasses) continue;
      expect(p.style).toBe('negation');
      expect(p.notClasses.length).toBeGreaterThan(0);
      for (const c of p.notClasses) expect(p.expectClasses).not.toContain(c);
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

  it('has at least 25 Arabic-script or Arabizi personas, each written in its own script', () => {
    const arabic = withStyle('arabic');
    const arabizi = withStyle('transliteration');
    expect(arabic.length + arabizi.length).toBeGreaterThanOrEqual(25);
    for (const p of arabic) expect({ id: p.id, arabic: ARABIC_SCRIPT.test(typed(p)) }).toEqual({ id: p.id, arabic: true });
    for (const p of arabizi) expect({ id: p.id, arabic: ARABIC_SCRIPT.test(typed(p)) }).toEqual({ id: p.id, arabic: false });
  });
});
