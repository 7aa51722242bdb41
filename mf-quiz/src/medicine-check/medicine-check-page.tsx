import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MEDICAL_DISCLAIMER } from '@sahha/contracts';
import { SUGGESTION_QUERY_MAX, conceptLabel, type ConceptRef, type MedicineCheckRulesResponse, type RuleSource } from '@sahha/contracts/quiz';
import { Badge, Button, ButtonLink, Card, CenteredSpinner, Container, useHeadTags, type BadgeTone } from '@sahha/ui';
import { spreadRowCss, stackListCss, wrapRowCss } from '@sahha/ui/mixins';
import { ConceptCombobox, type ComboboxOption } from '../shared/concept-search/concept-combobox';
import { useConceptSearch } from '../shared/concept-search/use-concept-search';
import { NewTabLink } from '../shared/new-tab-link';
import { useGetMedicineCheckRulesQuery } from './medicine-check-api';
import { MEDICINE_CHECK_TEXTS as TEXTS } from './medicine-check-texts';
import { checkOutcome, type SupplementVerdict, type Verdict } from './supplement-verdicts';

export const MEDICINE_CHECK_PATH = '/medicine-check';

const VERDICT_TONES: Record<Verdict, BadgeTone> = { exclude: 'danger', limit: 'caution', space: 'info', caution: 'caution', none: 'neutral' };

const StyledPage = styled(Container)`
  padding-block: ${({ theme }) => theme.space(8)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 820px;

  h1,
  h2,
  h3,
  p {
    margin: 0;
  }
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledList = styled.ul`
  ${stackListCss}
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledChecked = styled.li`
  ${spreadRowCss}
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSupplement = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  h3 {
    ${wrapRowCss}
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledStop = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledReason = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

function SourceLink({ source }: { source: RuleSource }) {
  return (
    <StyledMuted>
      {TEXTS.source}: <NewTabLink href={source.url}>{source.title}</NewTabLink>
    </StyledMuted>
  );
}

function SupplementCard({ supplement, stopped }: { supplement: SupplementVerdict; stopped: boolean }) {
  return (
    <StyledSupplement as="li">
      <h3>
        <Link to={`/products/${encodeURIComponent(supplement.product)}`}>{supplement.name}</Link>
        <Badge tone={VERDICT_TONES[supplement.verdict]}>{TEXTS.verdict[supplement.verdict]}</Badge>
      </h3>
      {supplement.reasons.length === 0 ? <StyledMuted>{stopped ? TEXTS.noRuleAfterStop : TEXTS.noRule}</StyledMuted> : null}
      {supplement.reasons.map((reason) => (
        <StyledReason key={reason.text}>
          {reason.dosage ? <p>{TEXTS.dosage(reason.dosage)}</p> : null}
          <p>{reason.text}</p>
          {reason.ifAlreadyTaking ? <p>{reason.ifAlreadyTaking}</p> : null}
          <StyledMuted dir="auto">{TEXTS.because(reason.because)}</StyledMuted>
          <SourceLink source={reason.source} />
        </StyledReason>
      ))}
    </StyledSupplement>
  );
}

function Outcome({ rules, checked }: { rules: MedicineCheckRulesResponse; checked: readonly ConceptRef[] }) {
  const outcome = checkOutcome(rules, checked);
  const stopped = outcome.stops.length > 0;
  return (
    <>
      {outcome.stops.map((stop) => (
        <StyledStop key={stop.message} as="section" aria-label={TEXTS.stopHeading}>
          <h2>{TEXTS.stopHeading}</h2>
          <p>{stop.message}</p>
          <StyledMuted dir="auto">{TEXTS.because(stop.because)}</StyledMuted>
        </StyledStop>
      ))}
      <StyledSection aria-labelledby="medicine-check-supplements">
        <h2 id="medicine-check-supplements">{TEXTS.supplementsHeading}</h2>
        <StyledList>
          {outcome.supplements.map((supplement) => (
            <SupplementCard key={supplement.product} supplement={supplement} stopped={stopped} />
          ))}
        </StyledList>
      </StyledSection>
      {outcome.notes.length > 0 ? (
        <StyledSection aria-labelledby="medicine-check-notes">
          <h2 id="medicine-check-notes">{TEXTS.notesHeading}</h2>
          <ul>
            {outcome.notes.map((note) => (
              <li key={note.text}>{note.text}</li>
            ))}
          </ul>
        </StyledSection>
      ) : null}
      {outcome.alreadyTakingNotes.length > 0 ? (
        <StyledSection aria-labelledby="medicine-check-already">
          <h2 id="medicine-check-already">{TEXTS.alreadyTakingHeading}</h2>
          <ul>
            {outcome.alreadyTakingNotes.map((note) => (
              <li key={note.text}>{note.text}</li>
            ))}
          </ul>
        </StyledSection>
      ) : null}
      {outcome.sources.length > 0 ? (
        <StyledSection aria-labelledby="medicine-check-sources">
          <h2 id="medicine-check-sources">{TEXTS.sourcesHeading}</h2>
          <ul>
            {outcome.sources.map((source) => (
              <li key={source.url}>
                <NewTabLink href={source.url}>{source.title}</NewTabLink>
              </li>
            ))}
          </ul>
        </StyledSection>
      ) : null}
    </>
  );
}

/**
 * /medicine-check: anyone, signed in or not, picks medicines and conditions from the knowledge
 * base and sees what each supplement we recommend becomes with them, from the rules the engine
 * applies. What is picked stays in this page: never stored, never in the URL.
 */
export default function MedicineCheckPage() {
  const [query, setQuery] = useState('');
  const [checked, setChecked] = useState<ConceptRef[]>([]);
  const { suggestions, options, notFound, listCaption, status, conceptOf } = useConceptSearch('medications', query);
  const rules = useGetMedicineCheckRulesQuery();
  const checkedHeadingId = useId();

  useHeadTags({ title: TEXTS.title, description: TEXTS.description, canonicalPath: MEDICINE_CHECK_PATH });

  const pick = (option: ComboboxOption) => {
    const concept = conceptOf(option);
    if (!concept) return;
    setChecked((list) => (list.some((c) => c.id === concept.id) ? list : [...list, concept]));
    setQuery('');
  };

  return (
    <StyledPage>
      <h1>{TEXTS.title}</h1>
      <p>{TEXTS.intro}</p>
      <ConceptCombobox
        label={TEXTS.label}
        hint={TEXTS.hint}
        value={query}
        onValueChange={setQuery}
        options={options}
        onPick={pick}
        listCaption={listCaption}
        status={status}
        maxLength={SUGGESTION_QUERY_MAX}
      />
      {notFound && suggestions.length === 0 ? <p dir="auto">{notFound}</p> : null}
      {checked.length > 0 ? (
        <StyledSection aria-labelledby={checkedHeadingId}>
          <h2 id={checkedHeadingId}>{TEXTS.checkingHeading}</h2>
          <StyledList>
            {checked.map((concept) => (
              <StyledChecked key={concept.id}>
                <span dir="auto">{conceptLabel(concept)}</span>
                <Button type="button" variant="secondary" size="sm" aria-label={TEXTS.removeLabel(conceptLabel(concept))} onClick={() => setChecked((list) => list.filter((c) => c.id !== concept.id))}>
                  {TEXTS.remove}
                </Button>
              </StyledChecked>
            ))}
          </StyledList>
        </StyledSection>
      ) : null}
      {checked.length === 0 ? (
        <StyledMuted>{TEXTS.empty}</StyledMuted>
      ) : rules.data ? (
        <Outcome rules={rules.data} checked={checked} />
      ) : rules.isError ? (
        <div role="alert">
          <p>{TEXTS.error}</p>
          <Button type="button" variant="secondary" onClick={() => void rules.refetch()}>
            {TEXTS.retry}
          </Button>
        </div>
      ) : (
        <CenteredSpinner text={TEXTS.loading} minHeight="120px" />
      )}
      <StyledMuted>
        {TEXTS.scope} {MEDICAL_DISCLAIMER}
      </StyledMuted>
      <Card>
        <p>{TEXTS.quizCta}</p>
        <ButtonLink to="/quiz">{TEXTS.takeQuiz}</ButtonLink>
      </Card>
    </StyledPage>
  );
}
