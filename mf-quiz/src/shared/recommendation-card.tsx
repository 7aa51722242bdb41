import { useId } from 'react';
import styled from 'styled-components';
import { EVIDENCE_GRADE_MEANINGS, type EngineRecommendation, type EvidenceGrade } from '@sahha/contracts/quiz';
import { Badge, ButtonLink, Card, VisuallyHidden } from '@sahha/ui';
import { wrapRowCss } from '@sahha/ui/mixins';
import { bestTimeText } from '../planner/planner-groups';
import { NewTabLink } from './new-tab-link';
import { productPathOf } from './product-path';

export const RECOMMENDATION_TEXTS = {
  why: 'Why this is recommended for you:',
  approve: 'Why we approve this choice:',
  currentlyTaking: 'Currently Taking',
  continueCurrent: 'Continue with your current dosage and timing',
  evidence: 'View scientific evidence',
  shop: 'Shop Now',
} as const;

/** Items may come from older storage without the engine's extra fields. */
export type RecommendationItem = Pick<EngineRecommendation, 'name' | 'description' | 'recommendationReason' | 'evidenceUrl'> &
  Partial<Omit<EngineRecommendation, 'name' | 'description' | 'recommendationReason' | 'evidenceUrl'>>;

export const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
  }
`;

const StyledTitleRow = styled.div`
  ${wrapRowCss}
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

export const StyledWhyBox = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.text};

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledCautions = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.caution};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.cautionBg};

  strong {
    color: ${({ theme }) => theme.colors.caution};
  }

  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const StyledMeta = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  ${wrapRowCss}
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function EvidenceGradeChip({ grade, basis }: { grade: EvidenceGrade; basis?: string }) {
  const meaningId = useId();
  const meaning = EVIDENCE_GRADE_MEANINGS[grade];
  return (
    <>
      <Badge tone="info" aria-describedby={meaningId} title={meaning}>
        Evidence grade {grade}
      </Badge>
      <VisuallyHidden id={meaningId}>{meaning}</VisuallyHidden>
      {basis ? <StyledMuted>{basis}</StyledMuted> : null}
    </>
  );
}

export function RecommendationCard({ item, index }: { item: RecommendationItem; index?: number }) {
  const titleId = useId();
  const grade = item.evidenceGrade && item.evidenceGrade in EVIDENCE_GRADE_MEANINGS ? item.evidenceGrade : undefined;
  const productPath = productPathOf(item);
  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <StyledTitleRow>
        {index !== undefined ? <StyledNumber aria-hidden="true">{index + 1}</StyledNumber> : null}
        <h3 id={titleId}>{item.name}</h3>
        {grade ? <EvidenceGradeChip grade={grade} basis={item.evidenceBasis} /> : null}
      </StyledTitleRow>
      <p>{item.description}</p>
      <StyledWhyBox>
        <strong>{RECOMMENDATION_TEXTS.why}</strong>
        {item.recommendationReason}
      </StyledWhyBox>
      <StyledMeta>
        <div>
          <dt>Best time:</dt>
          <dd>{bestTimeText(item)}</dd>
        </div>
        {item.dosage ? (
          <div>
            <dt>Dosage:</dt>
            <dd>{item.dosage}</dd>
          </div>
        ) : null}
      </StyledMeta>
      {item.cautions && item.cautions.length > 0 ? (
        <StyledCautions>
          <strong>Cautions</strong>
          <ul>
            {item.cautions.map((caution) => (
              <li key={caution}>{caution}</li>
            ))}
          </ul>
        </StyledCautions>
      ) : null}
      <StyledActions>
        <NewTabLink href={item.evidenceUrl}>{RECOMMENDATION_TEXTS.evidence}</NewTabLink>
        {productPath ? (
          <ButtonLink to={productPath} size="sm" aria-describedby={titleId}>
            {RECOMMENDATION_TEXTS.shop}
          </ButtonLink>
        ) : null}
      </StyledActions>
    </StyledCard>
  );
}

export function KeepTakingCard({ item }: { item: RecommendationItem }) {
  const titleId = useId();
  return (
    <StyledCard as="article" aria-labelledby={titleId}>
      <StyledTitleRow>
        <h3 id={titleId}>{item.name}</h3>
        <Badge tone="success">{RECOMMENDATION_TEXTS.currentlyTaking}</Badge>
      </StyledTitleRow>
      <StyledWhyBox>
        <strong>{RECOMMENDATION_TEXTS.approve}</strong>
        {item.recommendationReason}
      </StyledWhyBox>
      <p>{RECOMMENDATION_TEXTS.continueCurrent}</p>
    </StyledCard>
  );
}
