import { evaluatePersona, loadPersonaFiles } from './evaluate';

/**
 * The safety persona suite: every persona was written from a reference before the engine ran on
 * it (sources beside each case). A failure here is a safety defect of the engine, never a reason
 * to edit the persona's expectation.
 */
const FILES = loadPersonaFiles();

describe('safety personas', () => {
  it('has at least 200 personas, ids unique within each set', () => {
    expect(FILES.reduce((n, f) => n + f.personas.length, 0)).toBeGreaterThanOrEqual(200);
    for (const { personas } of FILES) expect(new Set(personas.map((p) => p.id)).size).toBe(personas.length);
  });

  describe.each(FILES.map((f) => [f.file, f.personas] as const))('%s', (_file, personas) => {
    it.each(personas.map((p) => [p.id, p] as const))('%s', (_id, persona) => {
      expect(evaluatePersona(persona).failures).toEqual([]);
    });
  });
});
