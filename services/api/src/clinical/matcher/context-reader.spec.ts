import type { ScreenedField } from '@sahha/contracts/quiz';
import { evaluatePersona } from '../../../test/safety-personas/evaluate';
import { PERSONA_SETS } from '../../../test/safety-personas/registry';
import { CONCEPTS } from '../knowledge-base';
import { CLINICAL_MATCHER } from '../screening';
import { ClinicalMatcher, type TextReading } from './clinical-matcher';
import { CONTEXT_RULES } from './context-rules';
import type { ReadingCost } from './reading-cost';

/**
 * The switch-over guard of issue P item 3 (docs/reading-rules.md): the generic reader of
 * context-rules.data.json (context-reader.ts) must read every text the safety personas make the
 * engine read, and every example of the rules file, exactly as the matcher's reading code does:
 * the same concepts counted, set aside and why, the same unidentified flag and none answer.
 */
const BY_RULES = new ClinicalMatcher(CONCEPTS, { reader: 'rules' });

interface Read {
  text: string;
  field: ScreenedField;
}

/** What a reading says, in a form two readings can be compared in. */
function outcome(reading: TextReading): string {
  const ids = (concepts: readonly { id: string }[] | undefined) => (concepts ?? []).map((c) => c.id).join(',');
  const why = Object.entries(reading.whySetAside ?? {})
    .map(([id, reason]) => `${id}:${reason}`)
    .join(',');
  return `given=${reading.given} unidentified=${reading.unidentified} counted=[${ids(reading.concepts)}] classes=[${reading.classes.join(',')}] setAside=[${ids(reading.setAside)}] why=[${why}]`;
}

/** Every read call the personas make, recorded as the engine makes it (POST /api/quiz/submit). */
function personaReads(): Read[] {
  const reads = new Map<string, Read>();
  const original = CLINICAL_MATCHER.read.bind(CLINICAL_MATCHER);
  const spy = jest.spyOn(CLINICAL_MATCHER, 'read').mockImplementation((text: string, field: ScreenedField, cost?: ReadingCost) => {
    reads.set(`${field}\u0000${text}`, { text, field });
    return original(text, field, cost);
  });
  try {
    for (const set of PERSONA_SETS) for (const persona of set.personas) evaluatePersona(persona);
  } finally {
    spy.mockRestore();
  }
  return [...reads.values()];
}

const exampleReads: Read[] = CONTEXT_RULES.rules.flatMap((rule) => rule.examples.map(({ text, field }) => ({ text, field })));

function differences(reads: readonly Read[]): string[] {
  return reads.flatMap(({ text, field }) => {
    const byLists = outcome(CLINICAL_MATCHER.read(text, field));
    const byRules = outcome(BY_RULES.read(text, field));
    return byLists === byRules ? [] : [`${field} "${text}"\n  lists: ${byLists}\n  rules: ${byRules}`];
  });
}

describe('the generic reader of context-rules.data.json', () => {
  it('reads every text of the safety personas as the matcher does', () => {
    const reads = personaReads();
    expect(reads.length).toBeGreaterThan(1000);
    expect(differences(reads)).toEqual([]);
  });

  it('reads every example of the rules file as the matcher does', () => {
    expect(exampleReads.length).toBeGreaterThan(100);
    expect(differences(exampleReads)).toEqual([]);
  });
});
