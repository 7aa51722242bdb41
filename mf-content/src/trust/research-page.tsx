import { EVIDENCE_GRADE_MEANINGS } from '@sahha/contracts/quiz';
import { Badge, Card, CenteredSpinner } from '@sahha/ui';
import { stackListCss } from '@sahha/ui/mixins';
import styled from 'styled-components';
import { useGetResearchQuery } from './research-api';
import { StyledNotice, TrustPageFrame } from './trust-layout';
import { TRUST_PAGES } from './trust-pages';
import { useTrustPageHead } from './use-trust-page-head';

const PAGE = TRUST_PAGES.research;

export const RESEARCH_TEXTS = {
  intro:
    'Every fact sheet and study our recommendations and product pages cite, grouped by supplement. The list is read from the same knowledge base the recommendation engine uses.',
  loading: 'Loading sources...',
  error: 'We could not load the sources right now. Please try again later.',
  grade: (grade: string) => `Evidence grade ${grade}`,
  newTab: '(opens in a new tab)',
} as const;

const DESCRIPTION = 'The NIH fact sheets and studies behind every Sahha recommendation, grouped by supplement, with the strength of the evidence.';

const StyledList = styled.ul`
  ${stackListCss}
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledEntry = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

export default function ResearchPage() {
  useTrustPageHead(PAGE, DESCRIPTION);
  const { data, isLoading, isError } = useGetResearchQuery();

  return (
    <TrustPageFrame current="research" intro={RESEARCH_TEXTS.intro}>
      {isLoading && <CenteredSpinner text={RESEARCH_TEXTS.loading} minHeight="30vh" />}
      {isError && <StyledNotice role="alert">{RESEARCH_TEXTS.error}</StyledNotice>}
      {data && (
        <StyledList>
          {data.supplements.map((supplement) => (
            <li key={supplement.key}>
              <StyledEntry as="section" aria-labelledby={`research-${supplement.key}`}>
                <h2 id={`research-${supplement.key}`}>{supplement.name}</h2>
                <div>
                  <Badge tone="info" title={EVIDENCE_GRADE_MEANINGS[supplement.evidenceGrade]}>
                    {RESEARCH_TEXTS.grade(supplement.evidenceGrade)}
                  </Badge>
                </div>
                <p>
                  {EVIDENCE_GRADE_MEANINGS[supplement.evidenceGrade]}. {supplement.evidenceBasis}
                </p>
                <ul>
                  {supplement.sources.map((source) => (
                    <li key={source.url}>
                      <a href={source.url} target="_blank" rel="noopener noreferrer">
                        {source.title}
                        <span className="visually-hidden"> {RESEARCH_TEXTS.newTab}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </StyledEntry>
            </li>
          ))}
        </StyledList>
      )}
    </TrustPageFrame>
  );
}
