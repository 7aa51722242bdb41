import { INTERACTION_CLASSES, INTERACTION_CLASS_LABELS } from '@sahha/contracts/quiz';
import type { ProductKey } from '../catalog/knowledge';
import { classEffect, HARD_STOP_EFFECT, safetyClasses } from './class-effects';
import type * as KnowledgeBase from './knowledge-base';
import { CLASS_RULES } from './knowledge-base';
import { SOURCES } from './rules/product-rules';
import type { ProductRule, RuleAction } from './types';

describe('classEffect', () => {
  // Computed from the current rules: when a rule changes, the sentence on /science changes with it.
  it.each([
    [
      'anticoagulant',
      'Leaves out vitamin E, green tea extract and coenzyme Q10; keeps omega-3 (EPA & DHA) to a lower dose; adds a caution to multivitamin; and adds 2 safety notes.',
    ],
    [
      'digoxin',
      'Adds a caution to calcium with vitamin D and ashwagandha; adds spacing to magnesium glycinate and glucomannan; and adds 2 safety notes.',
    ],
    ['g6pd_deficiency', 'Leaves out vitamin C, and adds 1 safety note.'],
    ['ppi', 'Adds 1 safety note.'],
  ] as const)('describes %s from its rules', (cls, sentence) => {
    expect(classEffect(cls)).toBe(sentence);
  });

  it('names a left-out product only as left out, even when another rule of the class would keep it', async () => {
    // No class of the current rules does this, so the rules are replaced for this one test.
    const rule = (product: ProductKey, action: RuleAction): ProductRule => ({ product, classes: ['statin'], productCaution: '', action, source: SOURCES.odsIron });
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./knowledge-base', () => ({
        ...jest.requireActual<typeof KnowledgeBase>('./knowledge-base'),
        PRODUCT_RULES_BY_CLASS: new Map([
          [
            'statin',
            [
              rule('iron', { kind: 'caution', caution: '' }),
              rule('iron', { kind: 'exclude', note: '' }),
              rule('zinc', { kind: 'space', caution: '' }),
            ],
          ],
        ]),
      }));
      const isolated = await import('./class-effects');
      expect(isolated.classEffect('statin')).toBe('Leaves out iron; adds spacing to zinc; and adds 2 safety notes.');
    });
  });

  it('says that a hard-stop class stops the plan, and nothing else', () => {
    const hardStops = INTERACTION_CLASSES.filter((cls) => CLASS_RULES[cls].hardStop);
    expect(hardStops.length).toBeGreaterThan(0);
    for (const cls of hardStops) expect(classEffect(cls)).toBe(HARD_STOP_EFFECT);
    expect(HARD_STOP_EFFECT).toMatch(/^Stops the plan: we make no recommendations/);
  });

  it('gives every class one non-empty sentence', () => {
    for (const cls of INTERACTION_CLASSES) expect({ cls, effect: classEffect(cls) }).toEqual({ cls, effect: expect.stringMatching(/^[A-Z][^.]*\S\.$/) });
  });
});

describe('safetyClasses', () => {
  it('lists every class once, in INTERACTION_CLASSES order, with its label and effect', () => {
    const classes = safetyClasses();
    expect(classes.map((c) => c.class)).toEqual([...INTERACTION_CLASSES]);
    for (const c of classes) expect(c).toEqual({ class: c.class, label: INTERACTION_CLASS_LABELS[c.class], effect: classEffect(c.class) });
  });
});
