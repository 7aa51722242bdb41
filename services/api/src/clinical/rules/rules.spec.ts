import { INTERACTION_CLASSES, type InteractionClass } from '@sahha/contracts/quiz';
import { PRODUCT_KEYS } from '../../catalog/knowledge';
import type { ProductRule, Source } from '../types';
import { CLASS_RULES } from './class-rules';
import { OMEGA3_CAPPED_DOSAGE, PRODUCT_RULES } from './product-rules';

/** The references the knowledge base may cite: NIH ODS, NCCIH, NCBI (LiverTox, PubMed, PMC), DailyMed, EMC and the FDA. */
const SOURCE_URL =
  /^https:\/\/(ods\.od\.nih\.gov|www\.nccih\.nih\.gov|www\.ncbi\.nlm\.nih\.gov|pubmed\.ncbi\.nlm\.nih\.gov|dailymed\.nlm\.nih\.gov|www\.medicines\.org\.uk|www\.fda\.gov|www\.accessdata\.fda\.gov)\//;
const HARD_STOPS: readonly InteractionClass[] = ['kidney_disease', 'liver_disease', 'cancer_treatment'];

const classRules = INTERACTION_CLASSES.map((cls) => CLASS_RULES[cls]);
const rulesActingOn = (cls: InteractionClass): ProductRule[] => PRODUCT_RULES.filter((r) => r.classes.includes(cls));

/** Every sentence the user may read from a product rule's action. */
function actionTexts(r: ProductRule): string[] {
  const a = r.action;
  switch (a.kind) {
    case 'exclude':
      return a.ifAlreadyTaking ? [a.note, a.ifAlreadyTaking] : [a.note];
    case 'limit':
      return [a.note];
    case 'space':
    case 'caution':
      return [a.caution];
  }
}

function expectSource(source: Source): void {
  expect(source.title.trim()).not.toBe('');
  expect(source.url).toMatch(SOURCE_URL);
}

describe('class rules', () => {
  it('has exactly one ClassRule per interaction class, keyed by its own class', () => {
    expect(Object.keys(CLASS_RULES).sort()).toEqual([...INTERACTION_CLASSES].sort());
    for (const cls of INTERACTION_CLASSES) expect(CLASS_RULES[cls].cls).toBe(cls);
  });

  it('stops the engine for kidney disease, liver disease and cancer treatment only, sending the user to a clinician', () => {
    expect(classRules.filter((r) => r.hardStop).map((r) => r.cls).sort()).toEqual([...HARD_STOPS].sort());
    for (const cls of HARD_STOPS) {
      expect(CLASS_RULES[cls].hardStop).toMatch(/please ask your (doctor|oncology team)/);
      expect(CLASS_RULES[cls].hardStop).toMatch(/We have not made recommendations for you\.$/);
    }
  });

  it('cites at least one allowed reference per class', () => {
    for (const r of classRules) {
      expect(r.sources.length).toBeGreaterThan(0);
      r.sources.forEach(expectSource);
    }
  });

  it('acts on every class that is not a hard stop, through a product rule or a note', () => {
    for (const cls of INTERACTION_CLASSES.filter((c) => !HARD_STOPS.includes(c))) {
      expect({ cls, acted: rulesActingOn(cls).length > 0 || CLASS_RULES[cls].notes.length > 0 }).toEqual({ cls, acted: true });
    }
  });

  it('writes notes as unique, complete sentences', () => {
    for (const r of classRules) {
      expect(new Set(r.notes).size).toBe(r.notes.length);
      for (const note of [...r.notes, ...Object.values(r.currentSupplementNotes ?? {})]) expect(note).toMatch(/^[A-Z].*\.$/);
    }
    // A note repeated across classes is shown once by the engine, so it must be word for word the
    // same; two notes that differ only in case or spacing would both be shown.
    const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
    const byNormal = new Map<string, Set<string>>();
    for (const note of classRules.flatMap((r) => r.notes)) byNormal.set(normalise(note), (byNormal.get(normalise(note)) ?? new Set()).add(note));
    for (const variants of byNormal.values()) expect(variants.size).toBe(1);
  });

  it('gives a daily intake only to a medicine that is itself a nutrient source: calcium antacids, at a usual two-tablet dose', () => {
    expect(classRules.filter((r) => r.dailyIntake).map((r) => r.cls)).toEqual(['calcium_antacid']);
    // Rennie 272 mg and extra-strength Tums 300 mg of calcium a tablet (EMC and DailyMed labels).
    expect(CLASS_RULES.calcium_antacid.dailyIntake).toEqual({ calcium: 600 });
  });

  it('never repeats a product rule’s sentence as a plan-wide note', () => {
    const classNotes = new Set(classRules.flatMap((r) => r.notes));
    for (const r of PRODUCT_RULES) for (const text of actionTexts(r)) expect(classNotes.has(text)).toBe(false);
  });
});

describe('product rules', () => {
  it('names a catalog product and known, distinct classes', () => {
    for (const r of PRODUCT_RULES) {
      expect(PRODUCT_KEYS).toContain(r.product);
      expect(r.classes.length).toBeGreaterThan(0);
      expect(new Set(r.classes).size).toBe(r.classes.length);
      for (const cls of r.classes) expect(INTERACTION_CLASSES).toContain(cls);
    }
  });

  it('cites an allowed reference for every rule', () => {
    for (const r of PRODUCT_RULES) expectSource(r.source);
  });

  it('has a product-page caution and complete sentences for the plan', () => {
    for (const r of PRODUCT_RULES) {
      // Product-page cautions follow the catalog style: a capital letter and no final full stop.
      expect(r.productCaution).toMatch(/^[A-Z].*[^.\s]$/);
      for (const text of actionTexts(r)) expect(text).toMatch(/^[A-Z].*\.$/);
      if (r.action.kind === 'exclude') expect(r.action.note).toMatch(/^We left out /);
      if (r.action.kind === 'limit') {
        expect(r.action.note).toMatch(/^We kept /);
        expect(r.action.dosage.trim()).not.toBe('');
      }
    }
  });

  it('gives each product at most one rule per class, so actions never conflict', () => {
    const seen = new Set<string>();
    for (const r of PRODUCT_RULES) {
      for (const cls of r.classes) {
        const key = `${r.product} × ${cls}`;
        expect(seen.has(key) ? key : null).toBeNull();
        seen.add(key);
      }
    }
  });

  it('never gives a product two limit rules for the same class', () => {
    const limits = PRODUCT_RULES.filter((r) => r.action.kind === 'limit');
    for (const product of PRODUCT_KEYS) {
      const classes = limits.filter((r) => r.product === product).flatMap((r) => r.classes);
      expect(new Set(classes).size).toBe(classes.length);
    }
  });

  it('caps omega-3 at 1,000 mg EPA + DHA for blood thinners and antiplatelet medicines with the wording users already see', () => {
    for (const cls of ['anticoagulant', 'antiplatelet'] as const) {
      const cap = PRODUCT_RULES.find((r) => r.product === 'omega-3' && r.classes.includes(cls));
      expect(cap?.action).toEqual({
        kind: 'limit',
        dosage: OMEGA3_CAPPED_DOSAGE,
        note: 'We kept omega-3 to no more than 1,000 mg EPA + DHA a day because higher doses can add to bleeding risk with your medicine.',
      });
      expect(cap?.productCaution).toMatch(/blood thinner/);
    }
  });

  // 2 hours before is the window the integrase labels share; 6 hours after is the dolutegravir label's alone.
  it('spaces every mineral product from integrase inhibitors (2 hours before; 6 hours after for dolutegravir only), and leaves fish oil out beside prescription omega-3', () => {
    for (const product of ['iron', 'calcium-with-vitamin-d', 'magnesium', 'zinc', 'multivitamin'] as const) {
      const spacing = PRODUCT_RULES.find((r) => r.product === product && r.classes.includes('integrase_inhibitor'));
      expect(spacing?.action).toMatchObject({ kind: 'space', caution: expect.stringMatching(/at least 2 hours before this supplement.*dolutegravir .* 6 hours after it/) });
    }
    expect(PRODUCT_RULES.find((r) => r.product === 'omega-3' && r.classes.includes('prescription_omega3'))?.action.kind).toBe('exclude');
  });

  it('moves morning minerals away from levothyroxine and bisphosphonates, which are taken on waking', () => {
    for (const cls of ['levothyroxine', 'bisphosphonate'] as const) {
      for (const product of ['iron', 'calcium-with-vitamin-d', 'magnesium', 'zinc', 'multivitamin'] as const) {
        const spacing = PRODUCT_RULES.find((r) => r.product === product && r.classes.includes(cls));
        expect(spacing?.action).toMatchObject({ kind: 'space', moveAwayFromMorning: true });
      }
    }
  });
});
