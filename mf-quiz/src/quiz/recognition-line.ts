import type { RecognisedItem, RecognitionResponse, ScreenedField } from '@sahha/contracts/quiz';
import type { TextQuestion } from './quiz-questions';

/** Ask once typing has paused, not on every key: the endpoint is rate-limited. */
export const RECOGNITION_DEBOUNCE_MS = 400;
/** One character names nothing; two already can ('Zn'). */
export const RECOGNITION_MIN_LENGTH = 2;

/** Which screened field each free-text step feeds. */
export const SCREENED_FIELD_OF: Record<TextQuestion['textField'], ScreenedField> = {
  medicationsText: 'medications',
  additionalInfoText: 'healthInfo',
};

export const RECOGNITION_TEXTS = {
  recognisedPrefix: 'We recognised: ',
  setAsidePrefix: 'Not counted, as it reads as stopped, not the case, or someone else’s: ',
  setAsideHint: 'If you do take or have it, say so plainly, for example “still taking it”.',
  nothingRecognised: {
    medications: "We could not identify a medicine or condition in this. Check the spelling, or add what it is for (for example 'blood pressure').",
    healthInfo: "We could not identify a condition or medicine in this. Check the spelling, or add what it is for (for example 'blood pressure').",
  } satisfies Record<ScreenedField, string>,
} as const;

export const shouldRecognise = (text: string) => text.trim().length >= RECOGNITION_MIN_LENGTH;

/** 'label — term', or the label alone for a class-level phrase; a bare label is dropped when the same label also came with a term. */
function itemList(items: readonly RecognisedItem[]): string {
  const withTerm = new Set(items.filter((item) => item.term).map((item) => item.label));
  const parts = items.filter((item) => item.term || !withTerm.has(item.label)).map((item) => (item.term ? `${item.label} — ${item.term}` : item.label));
  return [...new Set(parts)].join('; ');
}

/**
 * The one line shown under the box: what was recognised, what was named but not counted (so a
 * wrong reading of "stopped" or "not" is seen and can be corrected), or that nothing was identified.
 */
export function recognitionLine(field: ScreenedField, response: RecognitionResponse): string | null {
  const recognised = itemList(response.recognised);
  const setAside = itemList(response.setAside ?? []);
  const sentences = [
    recognised && `${RECOGNITION_TEXTS.recognisedPrefix}${recognised}${setAside ? '.' : ''}`,
    setAside && `${RECOGNITION_TEXTS.setAsidePrefix}${setAside}. ${RECOGNITION_TEXTS.setAsideHint}`,
  ].filter(Boolean);
  if (sentences.length > 0) return sentences.join(' ');
  return response.nothingRecognised ? RECOGNITION_TEXTS.nothingRecognised[field] : null;
}
