import { SUPPLEMENTS } from '../knowledge';
import { researchEntries } from './research';

describe('researchEntries', () => {
  const entries = researchEntries();

  it('lists every supplement of the knowledge base once, alphabetically', () => {
    expect(entries.map((entry) => entry.key).sort()).toEqual(SUPPLEMENTS.map((supplement) => supplement.key).sort());
    const names = entries.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('carries each supplement its own sources and evidence link', () => {
    for (const supplement of SUPPLEMENTS) {
      const entry = entries.find((candidate) => candidate.key === supplement.key);
      expect(entry?.sources).toEqual(supplement.sources.map(({ title, url }) => ({ title, url })));
      expect(entry?.evidenceUrl).toBe(supplement.evidenceUrl);
      expect(entry?.sources.length).toBeGreaterThan(0);
    }
  });
});
