import { useEffect, useRef, useState } from 'react';
import type { ConceptSuggestion, ScreenedField } from '@sahha/contracts/quiz';
import { useSuggestConceptsMutation } from './suggestions-api';

/** One call per pause in typing: the endpoint is rate-limited like recognise. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;
/** One letter matches too much to help. */
export const SUGGESTIONS_MIN_LENGTH = 2;

export interface ConceptSuggestions {
  /** The fragment these suggestions answer (trimmed); '' while nothing is asked. */
  fragment: string;
  suggestions: ConceptSuggestion[];
}

const NONE: ConceptSuggestions = { fragment: '', suggestions: [] };

/**
 * Suggestions for the picker's text: a pause in typing asks the server; only the answer for the
 * current text counts, an earlier, slower one is dropped; a failed call suggests nothing and never
 * blocks the quiz (the person can still describe it in the text box).
 */
export function useConceptSuggestions(field: ScreenedField, text: string): ConceptSuggestions {
  const [suggest] = useSuggestConceptsMutation();
  const suggestRef = useRef(suggest);
  const [answer, setAnswer] = useState<ConceptSuggestions>(NONE);
  const fragment = text.trim();
  const active = fragment.length >= SUGGESTIONS_MIN_LENGTH;

  useEffect(() => {
    suggestRef.current = suggest;
  });

  useEffect(() => {
    if (!active) {
      setAnswer(NONE);
      return undefined;
    }
    let current = true;
    let request: ReturnType<typeof suggest> | undefined;
    const timer = setTimeout(() => {
      request = suggestRef.current({ field, q: fragment });
      request.unwrap().then(
        (response) => {
          if (current) setAnswer({ fragment, suggestions: response.suggestions });
        },
        () => {
          if (current) setAnswer(NONE);
        },
      );
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      request?.abort();
    };
  }, [active, field, fragment]);

  return active ? answer : NONE;
}
