import { Card } from '@sahha/ui';
import { stackListCss } from '@sahha/ui/mixins';
import styled from 'styled-components';

import { starsLabel, FEEDBACK_DASHBOARD_TEXTS as TEXTS } from './feedback-dashboard-texts';
import type { RatingShare } from './feedback-stats';

const StyledHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledRows = styled.ul`
  ${stackListCss}
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledRow = styled.li`
  display: grid;
  grid-template-columns: 4.5rem 1fr 3rem 3.5rem;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-variant-numeric: tabular-nums;
`;

const StyledTrack = styled.div`
  height: ${({ theme }) => theme.space(3)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const StyledFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const StyledNumber = styled.span`
  text-align: end;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 5 down to 1 stars, each a bar, its count and rounded percentage (docs/requirements.md, "Route: /admin/feedback"). */
export function RatingDistribution({ distribution, total }: { distribution: RatingShare[]; total: number }) {
  return (
    <Card as="section" aria-labelledby="rating-distribution-heading">
      <StyledHeading id="rating-distribution-heading">{TEXTS.ratingDistribution}</StyledHeading>
      <StyledRows>
        {distribution.map(({ rating, count, percentage }) => (
          <StyledRow key={rating}>
            <span>{starsLabel(rating)}</span>
            {/* The bar speaks for the whole row, so the numbers beside it are not read twice. */}
            <StyledTrack role="img" aria-label={`${starsLabel(rating)}: ${count} of ${total} (${percentage}%)`}>
              <StyledFill style={{ width: `${percentage}%` }} />
            </StyledTrack>
            <StyledNumber aria-hidden="true">{count}</StyledNumber>
            <StyledNumber aria-hidden="true">{percentage}%</StyledNumber>
          </StyledRow>
        ))}
      </StyledRows>
    </Card>
  );
}
