import { useState } from 'react';
import styled from 'styled-components';
import { CONCEPT_PICKER_TEXTS, QUIZ_FREE_TEXT_MAX, SUGGESTION_QUERY_MAX, conceptLabel, type ConceptSuggestion, type ScreenedField } from '@sahha/contracts/quiz';
import { Button } from '@sahha/ui';
import { ConceptChipList } from './concept-chip-list';
import { answerChip, chipsOf, pickConcept, type ChipState } from './concept-chips';
import { ConceptCombobox, type ComboboxOption } from './concept-combobox';
import { useConceptSuggestions } from './use-concept-suggestions';

const StyledNotFound = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface ConceptPickerProps {
  field: ScreenedField;
  chips: ChipState;
  onChipsChange: (chips: ChipState) => void;
  /** "Keep it as something we could not check": the words go to the free-text box, read as today (unidentified). */
  onKeepUnchecked: (text: string) => void;
}

const optionOf = (suggestion: ConceptSuggestion): ComboboxOption => ({
  id: suggestion.id,
  label: conceptLabel(suggestion),
  ...(suggestion.matched.toLowerCase() !== (suggestion.term ?? '').toLowerCase() ? { detail: suggestion.matched } : {}),
});

/**
 * Quiz steps 8 and 9: a combobox of knowledge-base suggestions; a pick becomes a chip. Text that
 * matches nothing (or only with a typo) says so, offers the closest concepts, and can be kept as
 * something we could not check.
 */
export function ConceptPicker({ field, chips, onChipsChange, onKeepUnchecked }: ConceptPickerProps) {
  const [query, setQuery] = useState('');
  const { fragment, suggestions } = useConceptSuggestions(field, query);
  const answered = fragment !== '' && fragment === query.trim();
  const onlyClosest = answered && !suggestions.some((s) => s.match !== 'typo');
  const options = answered ? suggestions.map(optionOf) : [];
  const notFound = onlyClosest ? CONCEPT_PICKER_TEXTS.notFound(fragment) : '';
  const status = !answered ? '' : suggestions.length === 0 ? notFound : `${notFound ? `${notFound} ` : ''}${CONCEPT_PICKER_TEXTS.suggestionCount(suggestions.length)}`;

  const pick = (option: ComboboxOption) => {
    const suggestion = suggestions.find((s) => s.id === option.id);
    if (!suggestion) return;
    const { matched: _matched, match: _match, ...concept } = suggestion;
    onChipsChange(pickConcept(chips, concept));
    setQuery('');
  };

  const keep = () => {
    onKeepUnchecked(fragment);
    setQuery('');
  };

  return (
    <div>
      <ConceptCombobox
        label={CONCEPT_PICKER_TEXTS.label[field]}
        hint={CONCEPT_PICKER_TEXTS.hint}
        value={query}
        onValueChange={setQuery}
        options={options}
        onPick={pick}
        listCaption={notFound ? `${notFound} ${CONCEPT_PICKER_TEXTS.closest}` : undefined}
        status={status}
        maxLength={Math.min(SUGGESTION_QUERY_MAX, QUIZ_FREE_TEXT_MAX)}
      />
      {onlyClosest ? (
        <StyledNotFound>
          {suggestions.length === 0 ? <span dir="auto">{notFound}</span> : null}
          <Button type="button" variant="secondary" size="sm" onClick={keep}>
            {CONCEPT_PICKER_TEXTS.keepUnchecked}
          </Button>
        </StyledNotFound>
      ) : null}
      <ConceptChipList field={field} chips={chipsOf(chips)} onAnswer={(id, answer) => onChipsChange(answerChip(chips, id, answer))} />
    </div>
  );
}
