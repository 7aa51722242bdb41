import type { InteractionClass } from '@sahha/contracts/quiz';
import { supplementByKey, type ProductKey } from '../catalog/knowledge';
import { CONDITION_CONCEPTS } from './concepts/conditions';
import { INFECTION_ADHD_MINERAL_CONCEPTS } from './concepts/medicines-infection-adhd-minerals';
import { METABOLIC_CARDIO_CONCEPTS } from './concepts/medicines-metabolic-cardio';
import { NERVOUS_BLOOD_IMMUNE_CONCEPTS } from './concepts/medicines-nervous-blood-immune';
import { CLASS_RULES } from './rules/class-rules';
import { PRODUCT_RULES } from './rules/product-rules';
import type { Concept, ProductRule } from './types';

/** Every concept people can type: medicines (generic, brand, lay phrase) and conditions, in English and Arabic. */
export const CONCEPTS: readonly Concept[] = [
  ...NERVOUS_BLOOD_IMMUNE_CONCEPTS,
  ...METABOLIC_CARDIO_CONCEPTS,
  ...INFECTION_ADHD_MINERAL_CONCEPTS,
  ...CONDITION_CONCEPTS,
];

export { CLASS_RULES, PRODUCT_RULES };

/** Product rules by class, built once. */
export const PRODUCT_RULES_BY_CLASS: ReadonlyMap<InteractionClass, readonly ProductRule[]> = (() => {
  const map = new Map<InteractionClass, ProductRule[]>();
  for (const rule of PRODUCT_RULES) {
    for (const cls of rule.classes) map.set(cls, [...(map.get(cls) ?? []), rule]);
  }
  return map;
})();

/** The sentences a product page shows for the product's interactions, one per rule, in rule order. */
export function interactionCautions(product: ProductKey): string[] {
  return [...new Set(PRODUCT_RULES.filter((r) => r.product === product).map((r) => r.productCaution))];
}

/** Classes that stop the engine, in INTERACTION_CLASSES order of the caller. */
export function hardStopMessage(cls: InteractionClass): string | undefined {
  return CLASS_RULES[cls].hardStop;
}

/**
 * Products with the broadest interaction profiles: excluded by at least this many classes of the
 * knowledge base. When text names something we cannot identify they are left out, because they
 * are the products most likely to clash with whatever it was. Derived from the rules, not chosen
 * by hand: a new rule can move a product in or out.
 */
export const BROAD_PROFILE_MIN_CLASSES = 4;

export function exclusionCount(product: ProductKey): number {
  const classes = new Set<InteractionClass>();
  for (const rule of PRODUCT_RULES) {
    if (rule.product === product && rule.action.kind === 'exclude') for (const cls of rule.classes) classes.add(cls);
  }
  return classes.size;
}

/**
 * Every caution of a product as the product page and the plan show it: its general cautions
 * (which name no medicine or condition) and one sentence per interaction rule acting on it.
 */
export function productCautions(product: ProductKey): string[] {
  return [...(supplementByKey.get(product)?.cautions ?? []), ...interactionCautions(product)];
}
