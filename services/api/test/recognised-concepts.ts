import type { ScreenedField } from '@sahha/contracts/quiz';

import { recognise } from '../src/clinical/screening';

/**
 * What the quiz reads from one answer, as concept ids: those counted, and those set aside with the
 * reason (`warfarin:stopped`), in reading order. For specs of the reader.
 */
export function recognisedConcepts(text: string, field: ScreenedField): { counted: string[]; setAside: string[] } {
  const concepts = recognise(text, field).concepts ?? [];
  return {
    counted: concepts.filter((c) => !c.setAside).map((c) => c.id),
    setAside: concepts.filter((c) => c.setAside).map((c) => `${c.id}:${c.setAside}`),
  };
}
