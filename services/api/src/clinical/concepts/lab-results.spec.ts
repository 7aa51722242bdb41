import { recognisedConcepts } from '../../../test/recognised-concepts';
import { CONCEPTS } from '../knowledge-base';
import { normaliseText, words } from '../matcher/normalise';
import { LAB_RESULTS, resultPastTheLimit, type LabResult } from './lab-results';

const lab = (concept: string, name: string): LabResult => {
  const found = LAB_RESULTS.find((l) => l.concept === concept && l.names.includes(name));
  if (found === undefined) throw new Error(`no test ${name} for ${concept}`);
  return found;
};

const read = (text: string, field: 'medications' | 'healthInfo' = 'healthInfo') => recognisedConcepts(text, field);

describe('LAB_RESULTS', () => {
  it('reads every test as a concept of the knowledge base, each with its source', () => {
    const ids = new Set(CONCEPTS.map((c) => c.id));
    for (const l of LAB_RESULTS) {
      expect([l.concept, ids.has(l.concept)]).toEqual([l.concept, true]);
      expect(l.source.url).toMatch(/^https:\/\/(medlineplus\.gov|www\.niddk\.nih\.gov)\//);
    }
  });

  it('writes every name as the matcher normalises text', () => {
    for (const name of LAB_RESULTS.flatMap((l) => l.names)) expect(words(normaliseText(name)).join(' ')).toBe(name);
  });

  it('gives each test scales in rising order, so the value picks its unit', () => {
    for (const l of LAB_RESULTS) {
      const limits = l.scales.map((s) => s.upTo);
      expect([...limits].sort((a, b) => a - b)).toEqual(limits);
    }
  });
});

describe('resultPastTheLimit: the limits of the sources', () => {
  it('reads diabetes from an HbA1c of 6.5 % or 48 mmol/mol (NIDDK)', () => {
    const a1c = lab('cond-diabetes', 'hba1c');
    expect([6.4, 6.5, 47, 48].map((v) => resultPastTheLimit(a1c, v, 'exactly'))).toEqual([false, true, false, true]);
  });

  it('reads kidney disease from an eGFR below 60 (NIDDK), and a bound by what it allows', () => {
    const egfr = lab('cond-kidney-disease', 'egfr');
    expect([59, 60, 98].map((v) => resultPastTheLimit(egfr, v, 'exactly'))).toEqual([true, false, false]);
    expect(resultPastTheLimit(egfr, 90, 'more_than')).toBe(false);
    expect(resultPastTheLimit(egfr, 60, 'less_than')).toBe(true);
    // 'under 90' allows 45 as well as 85: fail-safe, read as past the limit.
    expect(resultPastTheLimit(egfr, 90, 'less_than')).toBe(true);
  });

  it('reads a blood thinner from an INR of 1.5 or more (MedlinePlus PT/INR)', () => {
    const inr = lab('lay-anticoagulant', 'inr');
    expect([1.0, 1.4, 1.5, 2.5].map((v) => resultPastTheLimit(inr, v, 'exactly'))).toEqual([false, false, true, true]);
  });

  it('tells the unit by the value: creatinine in mg/dL or µmol/L, calcium in mmol/L or mg/dL', () => {
    const creatinine = lab('cond-kidney-disease', 'creatinine');
    expect([1.0, 3, 90, 180].map((v) => resultPastTheLimit(creatinine, v, 'exactly'))).toEqual([false, true, false, true]);
    const calcium = lab('cond-hypercalcaemia', 'calcium');
    expect([2.4, 2.8, 9.5, 11.2].map((v) => resultPastTheLimit(calcium, v, 'exactly'))).toEqual([false, true, false, true]);
  });

  it('reads no result from a number that fits no scale: a dose', () => {
    expect(resultPastTheLimit(lab('cond-hypercalcaemia', 'calcium'), 600, 'exactly')).toBeNull();
  });
});

describe('blood tests in what people type', () => {
  it('counts a result past the limit, in either answer and in Arabic', () => {
    expect(read('INR 2.5 every month at the clinic', 'medications').counted).toContain('lay-anticoagulant');
    expect(read('HbA1c 8.2 even on my tablets').counted).toContain('cond-diabetes');
    expect(read('الكرياتينين ٣').counted).toContain('cond-kidney-disease');
    expect(read('eGFR <60').counted).toContain('cond-kidney-disease');
    expect(read('ferritin over 1500').counted).toContain('cond-iron-overload');
  });

  it('denies a test name the dictionary reads as a condition when its result is within the limit', () => {
    expect(read('eGFR 98')).toEqual({ counted: [], setAside: ['cond-kidney-disease:denied'] });
    expect(read('eGFR > 90, urine albumin negative')).toEqual({ counted: [], setAside: ['cond-kidney-disease:denied'] });
    expect(read('HbA1c 5.3, no diabetes')).toEqual({ counted: [], setAside: ['cond-diabetes:denied'] });
  });

  it('keeps the condition when another mention says it: a normal result under treatment', () => {
    expect(read('diabetic, HbA1c 6.1 on metformin').counted).toContain('cond-diabetes');
  });

  it('reads no result from a dose or a count', () => {
    expect(read('calcium 600 mg daily', 'medications').counted).not.toContain('cond-hypercalcaemia');
    expect(read('calcium 2 tablets', 'medications')).toEqual({ counted: [], setAside: [] });
  });

  it("reads a relative's result as theirs", () => {
    expect(read("my mother's HbA1c is 9").counted).toEqual([]);
  });
});

describe('the tests of the thirty-first set', () => {
  it.each([
    ['PLT ↓ 38, bruises on both legs', 'cond-low-platelets'],
    ['platelets 45,000', 'cond-low-platelets'],
    ['the blood test for the baby hormone was 3000 something', 'cond-pregnancy'],
    ['beta hCG 1250', 'cond-pregnancy'],
    ['my 3 month sugar test came 9 point something', 'cond-diabetes'],
    ['Ferritin ko 2,300 daw, sobrang taas', 'cond-iron-overload'], // Tagalog: my ferritin is 2,300, they say
  ])('reads %s as %s', (text, id) => {
    expect(read(text).counted).toContain(id);
  });

  it.each([
    ['platelets 250', 'cond-low-platelets'],
    ['beta hCG under 5, not pregnant', 'cond-pregnancy'],
  ])('does not read the normal %s as %s', (text, id) => {
    expect(read(text).counted).not.toContain(id);
  });
});
