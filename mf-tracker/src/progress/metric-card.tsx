import { type CheckIn } from '@sahha/contracts';
import { formatGulf, gulfCalendarDay } from '@sahha/contracts/time';
import { Card, Skeleton, VisuallyHidden } from '@sahha/ui';
import { ChartBoundary } from '@sahha/ui/charts';
import { spreadRowCss } from '@sahha/ui/mixins';
import { lazy, Suspense } from 'react';
import styled, { useTheme, type DefaultTheme } from 'styled-components';

import { PROGRESS_TEXTS } from './progress-texts';
import {
  adherenceMessage,
  average,
  changeVsPrevious,
  describeChange,
  formatAverage,
  type Change,
  type Metric,
  type MetricKey,
} from './progress-stats';

const MetricBarChart = lazy(() => import(/* webpackChunkName: "progress-charts" */ './metric-bar-chart'));

const METRIC_COLORS: Record<MetricKey, (theme: DefaultTheme) => string> = {
  energyLevel: (theme) => theme.colors.primary,
  sleepQuality: (theme) => theme.colors.info,
  mood: (theme) => theme.colors.accent,
  adherence: (theme) => theme.colors.success,
};

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledFigures = styled.div`
  ${spreadRowCss}
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  font-variant-numeric: tabular-nums;
`;

const StyledAverage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const StyledChange = styled.p<{ $direction: Change['direction'] }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $direction }) =>
    $direction === 'up' ? theme.colors.success : $direction === 'down' ? theme.colors.danger : theme.colors.textMuted};
`;

const StyledChartArea = styled.div`
  min-height: 220px;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Short bar labels ('6 Jan') of Gulf days, with the year once the check-ins span more than one. */
export function chartCategories(checkIns: readonly CheckIn[]): string[] {
  const oneYear = new Set(checkIns.map((checkIn) => gulfCalendarDay(checkIn.date).slice(0, 4))).size <= 1;
  return checkIns.map((checkIn) => formatGulf(checkIn.date, oneYear ? 'dayMonth' : 'dayMonthShortYear'));
}

const ARROWS: Record<Change['direction'], string> = { up: '↑', down: '↓', none: '' };

export interface MetricCardProps {
  metric: Metric;
  /** Oldest first. */
  checkIns: CheckIn[];
}

export function MetricCard({ metric, checkIns }: MetricCardProps) {
  const theme = useTheme();
  const mean = average(checkIns, metric.key) ?? 0;
  const change = changeVsPrevious(checkIns, metric.key);
  const values = checkIns.map((checkIn) => checkIn[metric.key]);
  const headingId = `metric-${metric.key}`;
  const scale = metric.suffix === '%' ? '%' : ` / ${metric.max}`;

  return (
    <StyledCard as="section" aria-labelledby={headingId}>
      <h3 id={headingId}>{metric.label}</h3>
      <StyledFigures>
        <StyledAverage>
          Average: <strong>{formatAverage(mean)}</strong>
          {scale}
        </StyledAverage>
        {change ? (
          <StyledChange $direction={change.direction}>
            {ARROWS[change.direction] ? <span aria-hidden="true">{ARROWS[change.direction]} </span> : null}
            {describeChange(change)}
          </StyledChange>
        ) : null}
      </StyledFigures>
      <StyledChartArea aria-hidden="true">
        <ChartBoundary chartName="Progress chart" fallback={<StyledNote>{PROGRESS_TEXTS.chartUnavailable}</StyledNote>}>
          <Suspense fallback={<Skeleton height="220px" />}>
            <MetricBarChart
              label={metric.label}
              categories={chartCategories(checkIns)}
              values={values}
              max={metric.max}
              color={METRIC_COLORS[metric.key](theme)}
              suffix={metric.suffix}
            />
          </Suspense>
        </ChartBoundary>
      </StyledChartArea>
      <VisuallyHidden as="table">
        <caption>{`${metric.label} by check-in, scale 0 to ${metric.max}${metric.suffix}`}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">{metric.label}</th>
          </tr>
        </thead>
        <tbody>
          {checkIns.map((checkIn, index) => (
            <tr key={checkIn.id ?? index}>
              <td>{formatGulf(checkIn.date, 'dayMonthYear')}</td>
              <td>{`${checkIn[metric.key]}${metric.suffix}`}</td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
      {metric.key === 'adherence' ? <StyledNote>{adherenceMessage(mean)}</StyledNote> : null}
    </StyledCard>
  );
}
