import type { InteractionClass } from '@sahha/contracts/quiz';
import { CONDITION_CONCEPTS } from './conditions';

const ARABIC = /[\u0600-\u06FF]/;

/** The condition and life-stage classes this dictionary owns. */
const CONDITION_CLASSES: readonly InteractionClass[] = [
  'pregnancy_breastfeeding',
  'kidney_disease',
  'liver_disease',
  'bipolar_disorder',
  'bleeding_disorder',
  'surgery',
  'iron_overload',
  'g6pd_deficiency',
  'sickle_cell',
  'kidney_stones',
  'autoimmune_disease',
  'hypercalcaemia',
  'swallowing_difficulty',
  'heart_rhythm',
  'bariatric_surgery',
];

/** Medicine classes a condition implies here (their brands live in the medicine dictionaries). */
const IMPLIED_CLASSES: readonly InteractionClass[] = [
  'glucose_lowering',
  'blood_pressure',
  'levothyroxine',
  'antithyroid',
  'antiepileptic',
  'levodopa',
  'immunosuppressant',
  'cancer_treatment',
  'hormone_sensitive_cancer',
  'iron_chelator',
];

/** No product is sold under a brand for an operation, upcoming or past, or for G6PD deficiency. */
const NO_BRANDS_EXIST: readonly InteractionClass[] = ['surgery', 'bariatric_surgery', 'g6pd_deficiency'];

describe('CONDITION_CONCEPTS', () => {
  it('has unique ids prefixed cond-', () => {
    const ids = CONDITION_CONCEPTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^cond-[a-z0-9-]+$/);
  });

  it('gives every concept an English term, a class and an https source', () => {
    for (const c of CONDITION_CONCEPTS) {
      expect({ id: c.id, en: c.en.length > 0 }).toEqual({ id: c.id, en: true });
      expect({ id: c.id, classes: c.classes.length > 0 }).toEqual({ id: c.id, classes: true });
      expect({ id: c.id, url: c.source.url.startsWith('https://') }).toEqual({ id: c.id, url: true });
      expect(c.source.title.trim()).not.toBe('');
    }
  });

  it('keeps displays short and lowercase', () => {
    for (const c of CONDITION_CONCEPTS) {
      if (c.display === undefined) continue;
      expect(c.display).toBe(c.display.toLowerCase());
      expect(c.display.length).toBeLessThanOrEqual(40);
    }
  });

  it('writes Arabic script only in ar and Latin only elsewhere, without blanks or repeats', () => {
    for (const c of CONDITION_CONCEPTS) {
      const latin = [...c.en, ...(c.brands ?? []), ...(c.translit ?? [])];
      for (const term of latin) expect({ id: c.id, term, arabic: ARABIC.test(term) }).toEqual({ id: c.id, term, arabic: false });
      for (const term of c.ar ?? []) expect({ id: c.id, term, arabic: ARABIC.test(term) }).toEqual({ id: c.id, term, arabic: true });
      const all = [...latin, ...(c.ar ?? [])];
      for (const term of all) expect(term.trim()).toBe(term);
      for (const term of all) expect(term).not.toBe('');
      const lowered = all.map((t) => t.toLowerCase());
      expect({ id: c.id, size: new Set(lowered).size }).toEqual({ id: c.id, size: lowered.length });
    }
  });

  it('covers every assigned class with at least one concept in Arabic script', () => {
    for (const cls of [...CONDITION_CLASSES, ...IMPLIED_CLASSES]) {
      const withArabic = CONDITION_CONCEPTS.some((c) => c.classes.includes(cls) && (c.ar ?? []).length > 0);
      expect({ cls, withArabic }).toEqual({ cls, withArabic: true });
    }
  });

  it('covers every condition class that has products with at least one branded concept', () => {
    for (const cls of CONDITION_CLASSES.filter((c) => !NO_BRANDS_EXIST.includes(c))) {
      const withBrands = CONDITION_CONCEPTS.some((c) => c.classes.includes(cls) && (c.brands ?? []).length > 0);
      expect({ cls, withBrands }).toEqual({ cls, withBrands: true });
    }
  });

  it('maps the fail-safe conditions to their usual medicine family', () => {
    const classesOf = (id: string) => CONDITION_CONCEPTS.find((c) => c.id === id)?.classes ?? [];
    expect(classesOf('cond-diabetes')).toContain('glucose_lowering');
    expect(classesOf('cond-type-1-diabetes')).toEqual(expect.arrayContaining(['autoimmune_disease', 'glucose_lowering']));
    expect(classesOf('cond-graves')).toEqual(expect.arrayContaining(['autoimmune_disease', 'antithyroid']));
    expect(classesOf('cond-hashimoto')).toEqual(['autoimmune_disease']);
    expect(classesOf('cond-kidney-transplant')).toEqual(expect.arrayContaining(['kidney_disease', 'immunosuppressant']));
    expect(classesOf('cond-liver-transplant')).toEqual(expect.arrayContaining(['liver_disease', 'immunosuppressant']));
    expect(classesOf('cond-thin-blood')).toEqual(expect.arrayContaining(['anticoagulant', 'bleeding_disorder']));
    expect(classesOf('cond-breast-cancer')).toEqual(expect.arrayContaining(['cancer_treatment', 'hormone_sensitive_cancer']));
    expect(classesOf('cond-epilepsy')).toContain('antiepileptic');
    expect(classesOf('cond-parkinsons')).toContain('levodopa');
    for (const id of ['cond-deferasirox', 'cond-deferoxamine', 'cond-deferiprone']) expect(classesOf(id)).toEqual(['iron_overload', 'iron_chelator']);
  });

  it('reads a past weight-loss operation as its own class, apart from an upcoming operation', () => {
    expect(CONDITION_CONCEPTS.find((c) => c.id === 'cond-bariatric-surgery')?.classes).toEqual(['bariatric_surgery']);
  });

  it('keeps kidney stones apart from kidney disease', () => {
    const stones = CONDITION_CONCEPTS.find((c) => c.id === 'cond-kidney-stones');
    expect(stones?.classes).toEqual(['kidney_stones']);
    const kidneyDiseaseTerms = CONDITION_CONCEPTS.filter((c) => c.classes.includes('kidney_disease')).flatMap((c) => c.en);
    expect(kidneyDiseaseTerms.some((t) => /stone/.test(t))).toBe(false);
  });
});
