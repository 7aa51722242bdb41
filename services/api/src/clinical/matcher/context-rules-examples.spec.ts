import { CONCEPTS_BY_ID, CLINICAL_MATCHER } from '../screening';
import { CONTEXT_RULES, type ContextExample } from './context-rules';

/**
 * Every example of context-rules.data.json, read by the real matcher over the whole knowledge base.
 * The matcher reports which concepts it set aside but not which rule did it, so an example checks
 * counted against set aside (and the answer's unidentified or none), not the category; an example
 * whose rule is removed may still pass through another rule.
 */
const examples = CONTEXT_RULES.rules.flatMap((rule) => rule.examples.map((example) => [rule.id, example.nearMiss === true ? 'must not act on' : 'acts on', example.text, example] as const));

function outcome(example: ContextExample): string {
  const reading = CLINICAL_MATCHER.read(example.text, example.field);
  switch (example.expect) {
    case 'counted':
    case 'set_aside': {
      const counted = reading.concepts.some((c) => c.id === example.concept);
      const setAside = (reading.setAside ?? []).some((c) => c.id === example.concept);
      if (counted) return 'counted';
      return setAside ? 'set_aside' : 'not read at all';
    }
    case 'none':
      return reading.given ? (reading.unidentified ? 'unidentified' : 'identified') : 'none';
    default:
      if (!reading.given) return 'none';
      return reading.unidentified ? 'unidentified' : 'identified';
  }
}

describe('context rule examples', () => {
  it('name concepts of the knowledge base', () => {
    const named = CONTEXT_RULES.rules.flatMap((rule) => rule.examples.flatMap((example) => (example.concept === undefined ? [] : [example.concept])));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((id) => !CONCEPTS_BY_ID.has(id))).toEqual([]);
  });

  it.each(examples)('%s %s "%s"', (_, __, ___, example) => {
    expect(outcome(example)).toBe(example.expect);
  });
});
