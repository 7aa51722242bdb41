import { CONCEPT_PICKER_TEXTS, conceptLabel, type ConceptRef, type ConceptSuggestion, type ScreenedField } from '@sahha/contracts/quiz';
import type { ComboboxOption } from './concept-combobox';
import { useConceptSuggestions } from './use-concept-suggestions';

export interface ConceptSearch {
  /** The trimmed text the suggestions answer ('' while nothing is asked). */
  fragment: string;
  suggestions: ConceptSuggestion[];
  /** The suggestions as combobox options, once they answer the current text. */
  options: ComboboxOption[];
  /** Only typo readings (or nothing) came back: say "We couldn't find …" and offer the closest. */
  onlyClosest: boolean;
  /** "We couldn't find 'xyz'." when `onlyClosest`, else ''. */
  notFound: string;
  /** The caption above the options when they are only the closest. */
  listCaption?: string;
  /** What the live region announces: the count of suggestions, or that nothing was found. */
  status: string;
  /** The concept of a picked option, without how it matched (never the typed text). */
  conceptOf: (option: ComboboxOption) => ConceptRef | undefined;
}

const optionOf = (suggestion: ConceptSuggestion): ComboboxOption => ({
  id: suggestion.id,
  label: conceptLabel(suggestion),
  ...(suggestion.matched.toLowerCase() !== (suggestion.term ?? '').toLowerCase() ? { detail: suggestion.matched } : {}),
});

/**
 * Search of the knowledge base as the person types (quiz steps 8 and 9, /medicine-check): the
 * suggestions for the current text, as options, with what to announce and whether only typo
 * readings were found. Answers for an older text are never shown for the new one.
 */
export function useConceptSearch(field: ScreenedField, query: string): ConceptSearch {
  const { fragment, suggestions } = useConceptSuggestions(field, query);
  const answered = fragment !== '' && fragment === query.trim();
  const onlyClosest = answered && !suggestions.some((s) => s.match !== 'typo');
  const notFound = onlyClosest ? CONCEPT_PICKER_TEXTS.notFound(fragment) : '';
  const status = !answered ? '' : suggestions.length === 0 ? notFound : `${notFound ? `${notFound} ` : ''}${CONCEPT_PICKER_TEXTS.suggestionCount(suggestions.length)}`;
  return {
    fragment,
    suggestions,
    options: answered ? suggestions.map(optionOf) : [],
    onlyClosest,
    notFound,
    ...(notFound ? { listCaption: `${notFound} ${CONCEPT_PICKER_TEXTS.closest}` } : {}),
    status,
    conceptOf: (option) => {
      const suggestion = suggestions.find((s) => s.id === option.id);
      if (!suggestion) return undefined;
      const { matched: _matched, match: _match, ...concept } = suggestion;
      return concept;
    },
  };
}
