import type { ResearchEntry } from '@sahha/contracts';

import { SUPPLEMENTS } from '../knowledge';

/**
 * The research list is read straight from the knowledge base the engine and product pages use,
 * so a source added there appears on /research with no second copy. Alphabetical by name.
 */
export function researchEntries(): ResearchEntry[] {
  return SUPPLEMENTS.map((supplement) => ({
    key: supplement.key,
    name: supplement.name,
    evidenceGrade: supplement.evidenceGrade,
    evidenceBasis: supplement.evidenceBasis,
    evidenceUrl: supplement.evidenceUrl,
    sources: supplement.sources.map(({ title, url }) => ({ title, url })),
  })).sort((a, b) => a.name.localeCompare(b.name));
}
