import { TIMES_OF_DAY } from '@sahha/contracts';
import { CURRENT_SUPPLEMENTS, EVIDENCE_GRADES } from '@sahha/contracts/quiz';
import { CURRENT_SUPPLEMENT_NUTRIENTS } from './current-supplement-nutrients';
import { PRODUCT_KEYS, SUPPLEMENTS, isProductKey, supplementByKey } from './supplement-knowledge';
import { NUTRIENTS, UPPER_LIMITS_SOURCE, upperLimitsFor } from './upper-limits';

const EVIDENCE_HOSTS = /^https:\/\/(ods\.od\.nih\.gov\/|pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/$|www\.nccih\.nih\.gov\/health\/)/;

/** The product keys (docs/requirements.md, "Data: products, retailers and prices"), written out here so a renamed key fails the test. */
const SPEC_KEYS = [
  'zinc', 'rhodiola-rosea', 'probiotics', 'vitamin-e', 'folate', 'calcium-with-vitamin-d', 'multivitamin', 'vitamin-b12',
  'green-tea-extract', 'glucomannan', 'iron', 'coq10', 'ashwagandha', 'magnesium', 'b-complex', 'vitamin-d', 'vitamin-c', 'omega-3',
];

describe('supplement knowledge base', () => {
  it('holds exactly the 18 required product keys, once each', () => {
    expect([...SUPPLEMENTS.map((s) => s.key)].sort()).toEqual([...SPEC_KEYS].sort());
    expect([...PRODUCT_KEYS].sort()).toEqual([...SPEC_KEYS].sort());
    for (const key of SPEC_KEYS) expect(supplementByKey.get(key as never)?.key).toBe(key);
    expect(isProductKey('vitamin-k')).toBe(false);
  });

  describe.each(SUPPLEMENTS.map((s) => [s.key, s] as const))('%s', (_key, s) => {
    it('has the product-page fields filled in', () => {
      expect(s.name.trim()).not.toBe('');
      expect(s.description.length).toBeGreaterThan(40);
      expect(s.benefits).toHaveLength(5);
      for (const b of s.benefits) expect(b.trim()).not.toBe('');
      expect(s.cautions.length).toBeGreaterThan(0);
      expect(s.recommendedDosage).toMatch(/\d/);
      expect(s.scientificEvidence.length).toBeGreaterThan(120);
      expect(TIMES_OF_DAY).toContain(s.timeOfDay);
    });

    it('links only to NIH ODS, NCCIH or a PubMed record', () => {
      expect(s.evidenceUrl).toMatch(EVIDENCE_HOSTS);
      expect(s.sources.length).toBeGreaterThan(0);
      for (const source of s.sources) {
        expect(source.url).toMatch(EVIDENCE_HOSTS);
        expect(source.title.trim()).not.toBe('');
      }
    });

    it('grades every use with a basis', () => {
      for (const e of [{ grade: s.evidenceGrade, basis: s.evidenceBasis }, ...Object.values(s.evidenceByUse)]) {
        expect(EVIDENCE_GRADES).toContain(e?.grade);
        expect(e?.basis.trim()).not.toBe('');
      }
    });

    it('maps to valid current-supplement values and nutrients', () => {
      for (const id of s.quizSupplementIds) expect(CURRENT_SUPPLEMENTS).toContain(id);
      for (const n of Object.keys(s.nutrients)) expect(NUTRIENTS).toContain(n);
      if (s.reducedDose) {
        for (const n of NUTRIENTS) expect(s.reducedDose.nutrients[n] ?? 0).toBeLessThanOrEqual(s.nutrients[n] ?? 0);
      }
    });
  });

  it.each([
    ['vitamin-d', 'vitamin_d'],
    ['omega-3', 'omega3'],
    ['b-complex', 'vitamin_b'],
    ['multivitamin', 'multivitamin'],
    ['calcium-with-vitamin-d', 'calcium'],
    ['rhodiola-rosea', 'rhodiola'],
    ['green-tea-extract', 'green_tea'],
  ])('%s corresponds to the quiz value %s', (key, value) => {
    expect(supplementByKey.get(key as never)?.quizSupplementIds).toContain(value);
  });

  it('never maps "none" to a product', () => {
    for (const s of SUPPLEMENTS) expect(s.quizSupplementIds).not.toContain('none');
    expect(CURRENT_SUPPLEMENT_NUTRIENTS.none).toEqual({});
  });

  it('uses the NIH ODS adult upper limits, lowering calcium from 51', () => {
    expect(upperLimitsFor('26-35')).toMatchObject({
      vitaminD: 4000, calcium: 2500, iron: 45, zinc: 40, magnesium: 350, vitaminE: 1000, folicAcid: 1000,
      vitaminB6: 100, niacin: 35, vitaminA: 3000, vitaminC: 2000, selenium: 400,
    });
    expect(upperLimitsFor('46-55').calcium).toBe(2000);
    expect(upperLimitsFor('56+').calcium).toBe(2000);
    expect(UPPER_LIMITS_SOURCE.url).toMatch(/^https:\/\/ods\.od\.nih\.gov\//);
  });

  it('keeps every typical catalog dose within the upper limits on its own', () => {
    const limits = upperLimitsFor('56+');
    for (const s of SUPPLEMENTS) for (const n of NUTRIENTS) expect(s.nutrients[n] ?? 0).toBeLessThanOrEqual(limits[n]);
  });
});
