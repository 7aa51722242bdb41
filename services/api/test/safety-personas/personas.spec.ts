import { evaluatePersona } from './evaluate';
import { PERSONA_SETS } from './registry';

/**
 * The safety persona suite: every persona was written from a reference before the engine ran on
 * it (sources beside each case). A failure here is a safety defect of the engine, never a reason
 * to edit the persona's expectation. The sets run are those of registry.ts; structure.spec.ts
 * checks their shape and that no set in sets/ is left out.
 */
describe('safety personas', () => {
  describe.each(PERSONA_SETS.map((set) => [set.name, set.personas] as const))('%s', (_name, personas) => {
    it.each(personas.map((p) => [p.id, p] as const))('%s', (_id, persona) => {
      expect(evaluatePersona(persona).failures).toEqual([]);
    });
  });
});
