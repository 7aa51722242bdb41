import { INTERACTION_CLASSES } from '@sahha/contracts/quiz';
import { evaluatePersona, type PersonaOutcome } from './evaluate';
import { ALL_PERSONAS } from './registry';

/**
 * `npm run report:safety`: pass/fail of the persona suite per class and per style. Runs under
 * jest (the API is TypeScript) over every set of registry.ts and prints a table; it fails when
 * any persona fails.
 */
describe('safety report', () => {
  it('prints pass/fail per class and per style', () => {
    const outcomes = ALL_PERSONAS.map(evaluatePersona);
    const rows = (key: (o: PersonaOutcome) => string, order: readonly string[]) => {
      const groups = new Map<string, PersonaOutcome[]>();
      for (const o of outcomes) groups.set(key(o), [...(groups.get(key(o)) ?? []), o]);
      return order
        .filter((k) => groups.has(k))
        .map((k) => {
          const list = groups.get(k) ?? [];
          const failed = list.filter((o) => o.failures.length > 0).length;
          return `${k.padEnd(26)} ${String(list.length - failed).padStart(4)} passed ${String(failed).padStart(3)} failed`;
        });
    };
    const styles = [...new Set(outcomes.map((o) => o.persona.style))].sort();
    const failed = outcomes.filter((o) => o.failures.length > 0);
    const lines = [
      '',
      'Safety personas by class',
      ...rows((o) => o.persona.cls, INTERACTION_CLASSES),
      '',
      'By style',
      ...rows((o) => o.persona.style, styles),
      '',
      ...failed.map((o) => `FAIL ${o.persona.id}: ${o.failures.join('; ')}`),
      `${outcomes.length - failed.length} passed, ${failed.length} failed`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    expect(failed.map((o) => o.persona.id)).toEqual([]);
  });
});
