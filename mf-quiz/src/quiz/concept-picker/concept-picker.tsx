import { useState } from 'react';
import styled from 'styled-components';
import { CONCEPT_PICKER_TEXTS, QUIZ_FREE_TEXT_MAX, SUGGESTION_QUERY_MAX, type ScreenedField } from '@sahha/contracts/quiz';
import { Button } from '@sahha/ui';
import { wrapRowCss } from '@sahha/ui/mixins';
import { ConceptChipList } from './concept-chip-list';
import { answerChip, chipsOf, pickConcept, type ChipState } from './concept-chips';
import { ConceptCombobox, type ComboboxOption } from '../../shared/concept-search/concept-combobox';
import { useConceptSearch } from '../../shared/concept-search/use-concept-search';

const StyledNotFound = styled.div`
  ${wrapRowCss}
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

/**
 * Quiz steps 8 and 9: a combobox of knowledge-base suggestions; a pick becomes a chip. Text that
 * matches nothing (or only with a typo) says so, offers the closest concepts, and can be kept as
 * something we could not check.
 */
export function ConceptPicker({ field, chips, onChipsChange, onKeepUnchecked }: ConceptPickerProps) {
  const [query, setQuery] = useState('');
  const { fragment, suggestions, options, onlyClosest, notFound, listCaption, status, conceptOf } = useConceptSearch(field, query);

  const pick = (option: ComboboxOption) => {
    const concept = conceptOf(option);
    if (!concept) return;
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
        listCaption={listCaption}
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
