import { INTERACTION_CLASSES, INTERACTION_CLASS_LABELS, type InteractionClass, type SafetyClass } from '@sahha/contracts/quiz';
import { supplementByKey, type ProductKey } from '../catalog/knowledge';
import { CLASS_RULES, hardStopMessage, PRODUCT_RULES_BY_CLASS } from './knowledge-base';
import type { RuleAction } from './types';

/** What /science says of a class that stops the engine (kidney disease, liver disease, cancer treatment). */
export const HARD_STOP_EFFECT = 'Stops the plan: we make no recommendations and ask you to talk to your doctor first.';

/**
 * Catalog names are title case ("Coenzyme Q10", "Omega-3 (EPA & DHA)"); inside a sentence they read
 * in lower case, keeping the capitals that belong to the name (vitamin E, Q10, EPA).
 */
function proseName(product: ProductKey): string {
  const name = supplementByKey.get(product)?.name ?? product;
  return name.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}

/** "a", "a and b", "a, b and c". */
function englishList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Products acted on by the class, by what is done to them, in rule order; a left-out product is only listed as left out. */
function productsByAction(cls: InteractionClass): Record<RuleAction['kind'], ProductKey[]> {
  const byKind: Record<RuleAction['kind'], ProductKey[]> = { exclude: [], limit: [], space: [], caution: [] };
  const rules = PRODUCT_RULES_BY_CLASS.get(cls) ?? [];
  for (const rule of rules) {
    if (!byKind[rule.action.kind].includes(rule.product)) byKind[rule.action.kind].push(rule.product);
  }
  const excluded = new Set(byKind.exclude);
  for (const kind of ['limit', 'space', 'caution'] as const) byKind[kind] = byKind[kind].filter((p) => !excluded.has(p));
  return byKind;
}

/**
 * One sentence saying what detecting the class does to a plan, generated from the knowledge base
 * so the public page cannot drift from the rules the engine applies.
 */
export function classEffect(cls: InteractionClass): string {
  if (hardStopMessage(cls)) return HARD_STOP_EFFECT;

  const products = productsByAction(cls);
  const names = (keys: readonly ProductKey[]) => englishList(keys.map(proseName));
  const notes = CLASS_RULES[cls].notes.length;
  const parts = [
    products.exclude.length ? `leaves out ${names(products.exclude)}` : '',
    products.limit.length ? `keeps ${names(products.limit)} to a lower dose` : '',
    products.caution.length ? `adds a caution to ${names(products.caution)}` : '',
    products.space.length ? `adds spacing to ${names(products.space)}` : '',
    notes ? `adds ${notes} safety ${notes === 1 ? 'note' : 'notes'}` : '',
  ].filter(Boolean);
  // rules.spec.ts requires every class that is not a hard stop to act; one that does not must not reach the page.
  if (!parts.length) throw new Error(`Interaction class ${cls} neither stops the plan nor changes it`);

  // The product lists carry their own commas, so three or more parts are set apart by semicolons.
  const [head, last] = [parts.slice(0, -1), parts[parts.length - 1]];
  const sentence = head.length === 0 ? last : head.length === 1 ? `${head[0]}, and ${last}` : `${head.join('; ')}; and ${last}`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** Every class with its label and effect, in INTERACTION_CLASSES order. */
export function safetyClasses(): SafetyClass[] {
  return INTERACTION_CLASSES.map((cls) => ({ class: cls, label: INTERACTION_CLASS_LABELS[cls], effect: classEffect(cls) }));
}
