import { useEffect, useRef, useState } from 'react';
import type { ReadConcept, ScreenedField } from '@sahha/contracts/quiz';
import { useRecogniseHealthTextMutation } from './recognition-api';
import { RECOGNITION_DEBOUNCE_MS, recognitionLine, shouldRecognise } from './recognition-line';

export interface Recognition {
  /** The line under the box, or null. */
  line: string | null;
  /**
   * The concepts read in the text (each a chip to confirm); empty for no text, null while the
   * current text has no answer yet (the chips then stay as they are).
   */
  concepts: ReadConcept[] | null;
}

const NOTHING: Recognition = { line: null, concepts: [] };

interface Answer extends Recognition {
  /** The text it answers. */
  text: string;
}

/**
 * 'Show what we understood' for a free-text step: a pause in typing sends the text to the
 * recognition endpoint and returns the line to show, or null, with the concepts it read. Only the answer for the text that
 * is current counts (an earlier, slower answer is dropped); a failed call shows nothing, so the
 * quiz never waits on it. The previous line stays while the user types on, so the live region
 * is not emptied and re-announced on every pause.
 */
export function useRecognition(field: ScreenedField, text: string, enabled: boolean): Recognition {
  const [recognise] = useRecogniseHealthTextMutation();
  const recogniseRef = useRef(recognise);
  const [answer, setAnswer] = useState<Answer>({ ...NOTHING, text: '' });
  const trimmed = text.trim();
  const active = enabled && shouldRecognise(trimmed);

  useEffect(() => {
    recogniseRef.current = recognise;
  });

  useEffect(() => {
    if (!active) {
      setAnswer({ ...NOTHING, text: '' });
      return undefined;
    }
    let current = true;
    let request: ReturnType<typeof recognise> | undefined;
    const timer = setTimeout(() => {
      request = recogniseRef.current({ field, text: trimmed });
      request.unwrap().then(
        (response) => {
          if (current) setAnswer({ line: recognitionLine(field, response), concepts: response.concepts ?? [], text: trimmed });
        },
        () => {
          if (current) setAnswer({ line: null, concepts: null, text: trimmed });
        },
      );
    }, RECOGNITION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      request?.abort();
    };
  }, [active, field, trimmed]);

  if (!active) return NOTHING;
  return { line: answer.line, concepts: answer.text === trimmed ? answer.concepts : null };
}
