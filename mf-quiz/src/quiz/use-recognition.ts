import { useEffect, useRef, useState } from 'react';
import type { ScreenedField } from '@sahha/contracts/quiz';
import { useRecogniseHealthTextMutation } from './recognition-api';
import { RECOGNITION_DEBOUNCE_MS, recognitionLine, shouldRecognise } from './recognition-line';

/**
 * 'Show what we understood' for a free-text step: a pause in typing sends the text to the
 * recognition endpoint and returns the line to show, or null. Only the answer for the text that
 * is current counts (an earlier, slower answer is dropped); a failed call shows nothing, so the
 * quiz never waits on it. The previous line stays while the user types on, so the live region
 * is not emptied and re-announced on every pause.
 */
export function useRecognition(field: ScreenedField, text: string, enabled: boolean): string | null {
  const [recognise] = useRecogniseHealthTextMutation();
  const recogniseRef = useRef(recognise);
  const [line, setLine] = useState<string | null>(null);
  const trimmed = text.trim();
  const active = enabled && shouldRecognise(trimmed);

  useEffect(() => {
    recogniseRef.current = recognise;
  });

  useEffect(() => {
    if (!active) {
      setLine(null);
      return undefined;
    }
    let current = true;
    let request: ReturnType<typeof recognise> | undefined;
    const timer = setTimeout(() => {
      request = recogniseRef.current({ field, text: trimmed });
      request.unwrap().then(
        (response) => {
          if (current) setLine(recognitionLine(field, response));
        },
        () => {
          if (current) setLine(null);
        },
      );
    }, RECOGNITION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      request?.abort();
    };
  }, [active, field, trimmed]);

  return active ? line : null;
}
