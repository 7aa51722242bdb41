import { INTERACTION_CLASSES, type InteractionClass } from '@sahha/contracts/quiz';
import { SUPPLEMENTS } from '../catalog/knowledge';
import { CLASS_RULES, PRODUCT_RULES, productCautions } from './knowledge-base';
import { CLINICAL_MATCHER } from './screening';

/**
 * The caution a user reads and the rule that acts on it are one entry. Every sentence a product
 * shows is read with the same matcher that reads the user's answers: any medicine or condition it
 * names must be a class that a rule acts on for that product (or a class that stops the engine).
 */
const HARD_STOP_CLASSES = new Set(INTERACTION_CLASSES.filter((cls) => CLASS_RULES[cls].hardStop));

function classesActingOn(product: string): Set<InteractionClass> {
  return new Set([...PRODUCT_RULES.filter((r) => r.product === product).flatMap((r) => r.classes), ...HARD_STOP_CLASSES]);
}

describe('product cautions and the rules that act on them', () => {
  it.each(SUPPLEMENTS.map((s) => [s.key, s] as const))('%s names no class that no rule acts on', (key, item) => {
    const acting = classesActingOn(key);
    const unhandled = productCautions(key).flatMap((sentence) =>
      CLINICAL_MATCHER.read(sentence, 'healthInfo')
        .classes.filter((cls) => !acting.has(cls))
        .map((cls) => `${cls} in "${sentence}"`),
    );
    expect(unhandled).toEqual([]);
    // General cautions name no medicine or condition at all: those live in rules.
    for (const sentence of item.cautions) expect(CLINICAL_MATCHER.read(sentence, 'healthInfo').classes).toEqual([]);
  });

  it('shows every rule’s caution on its product page', () => {
    for (const rule of PRODUCT_RULES) expect(productCautions(rule.product)).toContain(rule.productCaution);
  });

  it('would catch a caution that names a condition no rule acts on', () => {
    expect(CLINICAL_MATCHER.read('Avoid with bipolar disorder', 'healthInfo').classes).toEqual(['bipolar_disorder']);
  });
});
