import { CLINICAL_MATCHER } from '../screening';
import { CHECK_NAMES, ContextReader } from './context-reader';
import { CONTEXT_RULES, phrasesOfGroups, type ContextRule } from './context-rules';

/**
 * The generic reader applies context-rules.data.json by each rule's own fields, so a field that
 * names nothing, or a rule no field makes the reader act on, would silently read nothing. These
 * checks hold the file to what the reader reads; what each rule does is shown by its examples
 * (context-rules-examples.spec.ts) and the safety personas.
 */
const rules = new Map(CONTEXT_RULES.rules.map((rule) => [rule.id, rule]));
const triggersOf = (rule: ContextRule): Set<string> =>
  new Set([...(rule.triggersOf ?? []).flatMap((id) => [...triggersOf(rules.get(id) as ContextRule)]), ...phrasesOfGroups(rule.triggers).map((p) => p.join(' '))]);
const undoSpecs = CONTEXT_RULES.rules.flatMap((rule) => (rule.undoes ?? []).map((undo) => ({ by: rule.id, undo })));
const readingCategories = new Set(CONTEXT_RULES.readings.groups.flat());

describe('the generic reader of context-rules.data.json', () => {
  it('builds from the file', () => {
    expect(() => new ContextReader({ isNumber: (t) => /^\d+$/.test(t), isFiller: () => false })).not.toThrow();
  });

  it('reads every rule that sets a mention aside in some group of readings, or as an answer to the clause before', () => {
    const unread = CONTEXT_RULES.rules.filter((r) => r.effect === 'sets_aside' && r.scope !== 'previous_clause' && !readingCategories.has(r.category));
    expect(unread.map((r) => r.id)).toEqual([]);
  });

  it('gives every undoing rule something to undo', () => {
    const reaffirmsPreviousClause = (r: ContextRule) => r.category === 'reaffirmed' && (r.scope === 'previous_clause' || r.alsoPreviousClause === true);
    const idle = CONTEXT_RULES.rules.filter((r) => r.effect === 'undoes_trigger' && (r.undoes ?? []).length === 0 && !reaffirmsPreviousClause(r));
    expect(idle.map((r) => r.id)).toEqual([]);
  });

  it('undoes only rules of the file, and only triggers those rules have', () => {
    expect(undoSpecs.length).toBeGreaterThan(0);
    for (const { by, undo } of undoSpecs) {
      if (undo.rule === undefined) {
        expect([by, (undo.category ?? []).every((c) => readingCategories.has(c))]).toEqual([by, true]);
        continue;
      }
      const target = rules.get(undo.rule);
      expect([by, undo.rule, target !== undefined]).toEqual([by, undo.rule, true]);
      const triggers = triggersOf(target as ContextRule);
      expect([by, undo.rule, (undo.onlyTriggers ?? []).filter((t) => !triggers.has(t))]).toEqual([by, undo.rule, []]);
    }
  });

  it('names only checks the reader has', () => {
    const named = CONTEXT_RULES.rules.flatMap((r) => (r.check === undefined ? [] : [r.check]));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !CHECK_NAMES.includes(name))).toEqual([]);
  });

  // The conflict order of docs/reading-rules.md: five undoing rules negate a reaffirmation, so the mention stays set aside.
  it.each([
    ['medications', 'stopped warfarin, have not restarted it', 'warfarin'],
    ['medications', 'stopped warfarin, going to restart it', 'warfarin'],
    ['medications', 'was on warfarin 5 mg now nothing', 'warfarin'],
    ['healthInfo', 'no surgery planned any more', 'cond-surgery'],
    ['healthInfo', 'no diabetes, though my mum and sister have it too', 'cond-diabetes'],
  ] as const)('keeps a mention set aside when its reaffirmation is undone: %s "%s"', (field, text, concept) => {
    const reading = CLINICAL_MATCHER.read(text, field);
    expect(reading.concepts.map((c) => c.id)).not.toContain(concept);
    expect((reading.setAside ?? []).map((c) => c.id)).toContain(concept);
  });
});
