import { CHECK_IN_IMPROVEMENTS, PAGE_HEADINGS } from '@sahha/contracts';
import { Button, ButtonLink, Card, Container, Slider, TextArea } from '@sahha/ui';
import { spreadRowCss } from '@sahha/ui/mixins';
import type { FormEvent } from 'react';
import styled from 'styled-components';

import { IMPROVEMENT_LABELS } from '../shared/improvement-labels';
import { useDocumentTitle } from '../shared/use-document-title';
import { CHECK_IN_TEXTS, SLIDER_LABELS } from './check-in-texts';
import { ADHERENCE_RANGE, SCORE_RANGE, TEXT_MAX_LENGTH, useCheckInForm } from './use-check-in-form';
import { useCheckInSubmission } from './use-check-in-submission';

const StyledPage = styled.div`
  padding-block: ${({ theme }) => theme.space(10)};
`;

const StyledHeader = styled.header`
  max-width: ${({ theme }) => theme.layout.readableWidth};
  margin-bottom: ${({ theme }) => theme.space(8)};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledCard = styled(Card)`
  max-width: 720px;
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(7)};
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(3)};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledCheckboxGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledCheckbox = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledActions = styled.div`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space(3)};
`;

export default function CheckInPage() {
  useDocumentTitle(`${PAGE_HEADINGS.checkIn} | Sahha`);
  const { values, set, toggleImprovement, clearDraft } = useCheckInForm();
  const { submit, isSubmitting } = useCheckInSubmission(clearDraft);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSubmitting) void submit(values);
  };

  return (
    <StyledPage>
      <Container>
        <StyledHeader>
          <h1>{PAGE_HEADINGS.checkIn}</h1>
          <p>{CHECK_IN_TEXTS.intro}</p>
        </StyledHeader>
        <StyledCard>
          <StyledForm noValidate onSubmit={onSubmit} aria-label={PAGE_HEADINGS.checkIn}>
            {(['energyLevel', 'sleepQuality', 'mood'] as const).map((key) => (
              <Slider
                key={key}
                id={`check-in-${key}`}
                label={SLIDER_LABELS[key]}
                min={SCORE_RANGE.min}
                max={SCORE_RANGE.max}
                step={SCORE_RANGE.step}
                value={values[key]}
                onChange={(value) => set(key, value)}
              />
            ))}
            <Slider
              id="check-in-adherence"
              label={SLIDER_LABELS.adherence}
              min={ADHERENCE_RANGE.min}
              max={ADHERENCE_RANGE.max}
              step={ADHERENCE_RANGE.step}
              value={values.adherence}
              onChange={(value) => set('adherence', value)}
              valueSuffix="%"
            />
            <StyledFieldset>
              <legend>{CHECK_IN_TEXTS.improvementsLegend}</legend>
              <StyledCheckboxGrid>
                {CHECK_IN_IMPROVEMENTS.map((item) => (
                  <StyledCheckbox key={item}>
                    <input
                      type="checkbox"
                      name="improvements"
                      value={item}
                      checked={values.improvements.includes(item)}
                      onChange={(event) => toggleImprovement(item, event.target.checked)}
                    />
                    {IMPROVEMENT_LABELS[item]}
                  </StyledCheckbox>
                ))}
              </StyledCheckboxGrid>
            </StyledFieldset>
            <TextArea
              label={CHECK_IN_TEXTS.sideEffectsLabel}
              rows={3}
              maxLength={TEXT_MAX_LENGTH}
              value={values.sideEffects}
              onChange={(event) => set('sideEffects', event.target.value)}
              placeholder="Anything unusual, e.g. an upset stomach after a new supplement"
            />
            <TextArea
              label={CHECK_IN_TEXTS.notesLabel}
              rows={3}
              maxLength={TEXT_MAX_LENGTH}
              value={values.notes}
              onChange={(event) => set('notes', event.target.value)}
              placeholder="How was your week?"
            />
            <StyledActions>
              <ButtonLink to="/progress" variant="secondary">
                {CHECK_IN_TEXTS.back}
              </ButtonLink>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? CHECK_IN_TEXTS.submitting : CHECK_IN_TEXTS.submit}
              </Button>
            </StyledActions>
          </StyledForm>
        </StyledCard>
      </Container>
    </StyledPage>
  );
}
