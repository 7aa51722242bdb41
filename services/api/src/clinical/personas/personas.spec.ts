import { evaluatePersona, loadPersonas } from './evaluate';

/**
 * The safety persona suite: every persona was written from a reference before the engine ran on
 * it (sources beside each case). A failure here is a safety defect of the engine, never a reason
 * to edit the persona's expectation.
 */
const PERSONAS = loadPersonas();

describe('safety personas', () => {
  it('has at least 200 personas with unique ids', () => {
    expect(PERSONAS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(PERSONAS.map((p) => p.id)).size).toBe(PERSONAS.length);
  });

  it.each(PERSONAS.map((p) => [p.id, p] as const))('%s', (_id, persona) => {
    expect(evaluatePersona(persona).failures).toEqual([]);
  });
});
