import type { RecognitionResponse, ScreenedField } from '@sahha/contracts/quiz';
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
  nothingRecognised: {
    medications: "We could not identify a medicine or condition in this. Check the spelling, or add what it is for (for example 'blood pressure').",
    healthInfo: "We could not identify a condition or medicine in this. Check the spelling, or add what it is for (for example 'blood pressure').",
  } satisfies Record<ScreenedField, string>,
} as const;

export const shouldRecognise = (text: string) => text.trim().length >= RECOGNITION_MIN_LENGTH;

/**
 * The one line shown under the box: what was recognised ('label — term', or the label alone for
 * a class-level phrase), or that nothing was. A bare label is dropped when the same label also
 * came with a term, so 'warfarin, a blood thinner' does not list the class twice.
 */
export function recognitionLine(field: ScreenedField, response: RecognitionResponse): string | null {
  const withTerm = new Set(response.recognised.filter((item) => item.term).map((item) => item.label));
  const parts = response.recognised
    .filter((item) => item.term || !withTerm.has(item.label))
    .map((item) => (item.term ? `${item.label} — ${item.term}` : item.label));
  const unique = [...new Set(parts)];
  if (unique.length > 0) return `${RECOGNITION_TEXTS.recognisedPrefix}${unique.join('; ')}`;
  return response.nothingRecognised ? RECOGNITION_TEXTS.nothingRecognised[field] : null;
}
