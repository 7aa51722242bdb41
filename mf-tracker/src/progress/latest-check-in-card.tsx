import { type CheckIn } from '@sahha/contracts';
import { formatGulf } from '@sahha/contracts/time';
import { Badge, Card } from '@sahha/ui';
import styled from 'styled-components';

import { IMPROVEMENT_LABELS } from '../shared/improvement-labels';
import { PROGRESS_TEXTS } from './progress-texts';
import { METRICS } from './progress-stats';

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledDate = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledScores = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const StyledDetails = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    max-width: ${({ theme }) => theme.layout.readableWidth};
    overflow-wrap: anywhere;
  }
`;

const StyledBadges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export function LatestCheckInCard({ checkIn }: { checkIn: CheckIn }) {
  return (
    <StyledCard as="section" aria-labelledby="latest-check-in">
      <h2 id="latest-check-in">{PROGRESS_TEXTS.latestTitle}</h2>
      <StyledDate>{formatGulf(checkIn.date, 'dayMonthYear')}</StyledDate>
      <StyledScores>
        {METRICS.map((metric) => (
          <div key={metric.key}>
            <dt>{metric.label}</dt>
            <dd>{metric.suffix ? `${checkIn[metric.key]}${metric.suffix}` : `${checkIn[metric.key]}/${metric.max}`}</dd>
          </div>
        ))}
      </StyledScores>
      <StyledDetails>
        <div>
          <dt>Improvements</dt>
          <dd>
            {checkIn.improvements && checkIn.improvements.length > 0 ? (
              <StyledBadges>
                {checkIn.improvements.map((item) => (
                  <Badge key={item} tone="success">
                    {IMPROVEMENT_LABELS[item] ?? item}
                  </Badge>
                ))}
              </StyledBadges>
            ) : (
              PROGRESS_TEXTS.noImprovements
            )}
          </dd>
        </div>
        <div>
          <dt>Side effects</dt>
          <dd>{checkIn.sideEffects ?? PROGRESS_TEXTS.noText}</dd>
        </div>
        <div>
          <dt>Notes</dt>
          <dd>{checkIn.notes ?? PROGRESS_TEXTS.noText}</dd>
        </div>
      </StyledDetails>
    </StyledCard>
  );
}
