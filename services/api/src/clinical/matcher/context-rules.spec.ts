import { INTERACTION_CLASSES } from '@sahha/contracts/quiz';
import Ajv from 'ajv';
import contextRulesFile from './context-rules.data.json';
import schema from './context-rules.schema.json';
// For its side effect: the matcher takes its lists from the rules when it loads, which untakenEntries checks.
import './clinical-matcher';
import { CONTEXT_RULES, phrasesOfGroups, untakenEntries, type TermGroup } from './context-rules';
import { normaliseText, words } from './normalise';

/**
 * A trigger the matcher can never see, because normaliseText rewrites it before any rule is read
 * ('ؤ' to 'و', 'ة' to 'ه', a final hamza dropped), silently does nothing: 'مؤقتا' did, so
 * "stopped warfarin مؤقتا" read as stopped, not paused. Triggers are written as the matcher reads them.
 */
const entries: { id: string; groups: readonly TermGroup[] }[] = [
  ...CONTEXT_RULES.rules.map((rule) => ({ id: rule.id, groups: rule.triggers })),
  ...CONTEXT_RULES.vocabularies.map((vocabulary) => ({ id: vocabulary.id, groups: vocabulary.terms })),
];

describe('context-rules.data.json', () => {
  it('matches its schema', () => {
    const validate = new Ajv({ allErrors: true }).compile(schema);
    const valid = validate(contextRulesFile);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('names every rule and vocabulary once', () => {
    const ids = entries.map((entry) => entry.id);
    expect(ids.filter((id, k) => ids.indexOf(id) !== k)).toEqual([]);
  });

  it('names only interaction classes in onlyClasses, so a misspelt class cannot silently stop a rule from acting', () => {
    const known = new Set<string>(INTERACTION_CLASSES);
    const limited = CONTEXT_RULES.rules.filter((rule) => rule.onlyClasses !== undefined);
    expect(limited.length).toBeGreaterThan(0);
    for (const rule of limited) expect([rule.id, (rule.onlyClasses ?? []).filter((c) => !known.has(c))]).toEqual([rule.id, []]);
  });

  it('pairs rules both ways', () => {
    const rules = new Map(CONTEXT_RULES.rules.map((rule) => [rule.id, rule]));
    const paired = CONTEXT_RULES.rules.filter((rule) => rule.pairedWith !== undefined);
    expect(paired.length).toBeGreaterThan(0);
    for (const rule of paired) expect([rule.id, rules.get(rule.pairedWith ?? '')?.pairedWith]).toEqual([rule.id, rule.id]);
  });

  it('writes every trigger as the matcher normalises text, so none can silently fail to match', () => {
    const unreachable = entries.flatMap(({ id, groups }) =>
      phrasesOfGroups(groups)
        .flat()
        .filter((word) => words(normaliseText(word)).join(' ') !== word)
        .map((word) => `${id}: ${word}`),
    );
    expect([...new Set(unreachable)].sort()).toEqual([]);
  });

  it('holds no phrase twice in one rule or vocabulary', () => {
    for (const { id, groups } of entries) {
      const phrases = phrasesOfGroups(groups).map((phrase) => phrase.join(' '));
      expect([id, phrases.filter((phrase, k) => phrases.indexOf(phrase) !== k)]).toEqual([id, []]);
    }
  });

  it('shows every rule acting on at least one example', () => {
    for (const rule of CONTEXT_RULES.rules) expect([rule.id, rule.examples.filter((example) => example.nearMiss !== true).length > 0]).toEqual([rule.id, true]);
  });

  it("gives each example that shows a rule acting the outcome the rule's effect promises", () => {
    const promised = { sets_aside: 'set_aside', extends_scope: 'set_aside', marks_unidentified: 'unidentified', makes_none_answer: 'none' } as const;
    let checked = 0;
    for (const rule of CONTEXT_RULES.rules) {
      if (!(rule.effect in promised)) continue;
      for (const example of rule.examples.filter((e) => e.nearMiss !== true)) {
        expect([rule.id, example.text, example.expect]).toEqual([rule.id, example.text, promised[rule.effect as keyof typeof promised]]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('is read entirely by the matcher: a rule no list was built from would silently do nothing', () => {
    expect(untakenEntries()).toEqual([]);
  });
});
