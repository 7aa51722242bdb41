import { useId } from 'react';
import styled from 'styled-components';
import { CONCEPT_PICKER_TEXTS, chipQuestionOf, conceptLabel, type ScreenedField } from '@sahha/contracts/quiz';
import { Button, Chip } from '@sahha/ui';
import { spreadRowCss, wrapRowCss } from '@sahha/ui/mixins';
import type { Chip as ConceptChip, ChipAnswer } from './concept-chips';

const StyledList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &[data-counted='false'] {
    border-style: dashed;
  }
`;

const StyledRow = styled.div`
  ${spreadRowCss}
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledQuestion = styled.div`
  ${wrapRowCss}
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledNote = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledHeading = styled.h3`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

function ChipItem({ field, chip, onAnswer }: { field: ScreenedField; chip: ConceptChip; onAnswer: (answer: ChipAnswer) => void }) {
  const label = conceptLabel(chip.concept);
  const asked = chip.setAside ? chipQuestionOf(chip.setAside, field) : undefined;
  return (
    <StyledItem data-counted={chip.counted}>
      <StyledRow>
        <StyledLabel dir="auto">{label}</StyledLabel>
        <Button type="button" variant="secondary" size="sm" aria-label={CONCEPT_PICKER_TEXTS.removeLabel(label)} onClick={() => onAnswer('removed')}>
          {CONCEPT_PICKER_TEXTS.notMe}
        </Button>
      </StyledRow>
      {asked ? (
        <StyledQuestion role="group" aria-label={`${asked.question} ${label}`}>
          <span aria-hidden="true">{asked.question}</span>
          <Chip pressed={chip.answer === 'counted'} onClick={() => onAnswer('counted')}>
            {asked.counted}
          </Chip>
          <Chip pressed={chip.answer === 'not-counted'} onClick={() => onAnswer('not-counted')}>
            {asked.notCounted}
          </Chip>
          <StyledNote>{chip.counted ? (chip.answer ? null : CONCEPT_PICKER_TEXTS.countedUntilAnswered) : CONCEPT_PICKER_TEXTS.notCounted}</StyledNote>
        </StyledQuestion>
      ) : null}
    </StyledItem>
  );
}

/**
 * Every concept the plan will be checked against for this answer, picked or read, each with "Not
 * me"; what the reader set aside asks its question and counts until answered (fail safe).
 */
export function ConceptChipList({ field, chips, onAnswer }: { field: ScreenedField; chips: readonly ConceptChip[]; onAnswer: (id: string, answer: ChipAnswer) => void }) {
  const headingId = useId();
  if (chips.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{CONCEPT_PICKER_TEXTS.chipsHeading[field]}</StyledHeading>
      <StyledList>
        {chips.map((chip) => (
          <ChipItem key={chip.concept.id} field={field} chip={chip} onAnswer={(answer) => onAnswer(chip.concept.id, answer)} />
        ))}
      </StyledList>
    </section>
  );
}
