import { Card, StarRating } from '@sahha/ui';
import { wrapRowCss } from '@sahha/ui/mixins';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { FEEDBACK_DASHBOARD_TEXTS as TEXTS } from './feedback-dashboard-texts';
import type { FeedbackStats } from './feedback-stats';

const StyledStatGrid = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const StyledStatCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledStatLabel = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledStatValue = styled.dd`
  ${wrapRowCss}
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`;

function StatCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <StyledStatCard>
      <StyledStatLabel>{label}</StyledStatLabel>
      <StyledStatValue>{children}</StyledStatValue>
    </StyledStatCard>
  );
}

/** Total Feedback; Average Rating to one decimal with rounded stars; With Comments; With Email (docs/requirements.md, "Route: /admin/feedback"). */
export function FeedbackStatCards({ stats }: { stats: FeedbackStats }) {
  return (
    <StyledStatGrid>
      <StatCard label={TEXTS.totalFeedback}>{stats.total}</StatCard>
      <StatCard label={TEXTS.averageRating}>
        {stats.averageRating.toFixed(1)}
        <StarRating value={stats.averageStars} readOnly label={TEXTS.averageRating} size={20} />
      </StatCard>
      <StatCard label={TEXTS.withComments}>{stats.withComments}</StatCard>
      <StatCard label={TEXTS.withEmail}>{stats.withEmail}</StatCard>
    </StyledStatGrid>
  );
}
