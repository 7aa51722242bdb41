import { evaluatePersona } from './evaluate';
import type { SafetyPersona } from './persona';
import { PERSONA_SETS } from './registry';

/**
 * The safety persona suite: every persona was written from a reference before the engine ran on
 * it (sources beside each case). A failure here is a safety defect of the engine, never a reason
 * to edit the persona's expectation. The sets run are those of registry.ts; structure.spec.ts
 * checks their shape and that no set in sets/ is left out.
 */
describe('safety personas', () => {
  describe.each(PERSONA_SETS.map((set) => [set.name, set] as const))('%s', (_name, set) => {
    const isOpen = (persona: SafetyPersona) => set.openDefects?.[persona.id] !== undefined;
    it.each(set.personas.filter((p) => !isOpen(p)).map((p) => [p.id, p] as const))('%s', (_id, persona) => {
      expect(evaluatePersona(persona).failures).toEqual([]);
    });
    const open = set.personas.filter(isOpen).map((p) => [p.id, set.openDefects?.[p.id], p] as const);
    // An open defect still fails; once the engine is fixed this fails, and the id leaves openDefects.
    if (open.length > 0) {
      it.failing.each(open)('%s is an open defect (%s)', (_id, _defect, persona) => {
        expect(evaluatePersona(persona).failures).toEqual([]);
      });
    }
  });
});
