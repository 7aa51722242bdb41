import { INTERACTION_CLASSES, INTERACTION_CLASS_LABELS, type ClassRules, type InteractionClass, type MedicineCheckRulesResponse, type SupplementEffect } from '@sahha/contracts/quiz';
import { PRODUCT_KEYS, supplementByKey } from '../catalog/knowledge';
import { CLASS_RULES, PRODUCT_RULES_BY_CLASS } from './knowledge-base';
import type { ProductRule } from './types';

/** The rule as the plan words it: the note of a left-out or capped supplement, the caution of a spaced or cautioned one. */
function supplementEffect(rule: ProductRule): SupplementEffect {
  const { action } = rule;
  const base = { product: rule.product, kind: action.kind, source: { title: rule.source.title, url: rule.source.url } };
  switch (action.kind) {
    case 'exclude':
      return { ...base, text: action.note, ...(action.ifAlreadyTaking ? { ifAlreadyTaking: action.ifAlreadyTaking } : {}) };
    case 'limit':
      return { ...base, text: action.note, dosage: action.dosage };
    case 'space':
    case 'caution':
      return { ...base, text: action.caution };
  }
}

function classRules(cls: InteractionClass): ClassRules {
  const rule = CLASS_RULES[cls];
  return {
    class: cls,
    label: INTERACTION_CLASS_LABELS[cls],
    ...(rule.hardStop ? { hardStop: rule.hardStop } : {}),
    notes: [...rule.notes],
    alreadyTakingNotes: [...new Set(Object.values(rule.currentSupplementNotes ?? {}))],
    effects: (PRODUCT_RULES_BY_CLASS.get(cls) ?? []).map(supplementEffect),
    sources: rule.sources.map(({ title, url }) => ({ title, url })),
  };
}

/**
 * What /medicine-check shows: for every class, exactly what the engine does when it detects it,
 * read from the same product and class rules (never a second copy), and every supplement we
 * recommend, so the page can also say which ones a medicine leaves untouched.
 */
export function medicineCheckRules(): MedicineCheckRulesResponse {
  return {
    classes: INTERACTION_CLASSES.map(classRules),
    supplements: PRODUCT_KEYS.map((product) => ({ product, name: supplementByKey.get(product)?.name ?? product })),
  };
}
