import { PAGE_HEADINGS } from '@sahha/contracts';
import { ButtonLink, Card, CenteredSpinner, Container } from '@sahha/ui';
import { spreadRowCss } from '@sahha/ui/mixins';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { useDocumentTitle } from '../shared/use-document-title';
import { LatestCheckInCard } from './latest-check-in-card';
import { MetricCard } from './metric-card';
import { isLowAdherence, latestCheckIn, METRICS, trendOf, type Trend } from './progress-stats';
import { PROGRESS_TEXTS } from './progress-texts';
import { useProgressData } from './use-progress-data';

const StyledPage = styled.div`
  padding-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(12)};
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const StyledToolbar = styled.nav`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
`;

const StyledMuted = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.layout.readableWidth};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

type CalloutTone = 'success' | 'caution' | 'info';

const TREND_TONES: Record<Trend['kind'], CalloutTone> = { positive: 'success', negative: 'caution', mixed: 'info' };

const StyledCallout = styled.section<{ $tone: CalloutTone }>`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Bg`]};
  color: ${({ theme }) => theme.colors.text};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

const StyledWhy = styled(Card)`
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    max-width: ${({ theme }) => theme.layout.readableWidth};
  }
`;

function TrendSummary({ trend }: { trend: Trend }) {
  return (
    <StyledCallout $tone={TREND_TONES[trend.kind]} aria-labelledby="progress-trend" data-trend={trend.kind}>
      <h2 id="progress-trend">{trend.title}</h2>
      <p>{trend.message}</p>
    </StyledCallout>
  );
}

function LowAdherenceWarning() {
  return (
    <StyledCallout $tone="caution" role="alert" aria-labelledby="low-adherence">
      <h2 id="low-adherence">{PROGRESS_TEXTS.lowAdherenceTitle}</h2>
      <p>{PROGRESS_TEXTS.lowAdherenceText}</p>
    </StyledCallout>
  );
}

function Toolbar() {
  return (
    <StyledToolbar aria-label="Progress">
      <ButtonLink to="/" variant="secondary">
        {PROGRESS_TEXTS.back}
      </ButtonLink>
      <ButtonLink to="/check-in">{PROGRESS_TEXTS.newCheckIn}</ButtonLink>
    </StyledToolbar>
  );
}

function WhyTrack() {
  return (
    <StyledWhy as="aside" aria-labelledby="why-track">
      <h2 id="why-track">{PROGRESS_TEXTS.whyTitle}</h2>
      <p>{PROGRESS_TEXTS.whyText}</p>
    </StyledWhy>
  );
}

export default function ProgressPage() {
  useDocumentTitle(`${PAGE_HEADINGS.progress} | Sahha`);
  const progress = useProgressData();

  let content: ReactNode;
  if (progress.status === 'loading') {
    content = <CenteredSpinner text={PROGRESS_TEXTS.loading} minHeight="30vh" />;
  } else if (progress.status === 'error') {
    content = <StyledMuted>{PROGRESS_TEXTS.unavailable}</StyledMuted>;
  } else if (progress.checkIns.length === 0) {
    content = <StyledMuted>{PROGRESS_TEXTS.empty}</StyledMuted>;
  } else {
    const { checkIns } = progress;
    const trend = trendOf(checkIns);
    const latest = latestCheckIn(checkIns);
    content = (
      <>
        {trend ? <TrendSummary trend={trend} /> : null}
        {isLowAdherence(latest) ? <LowAdherenceWarning /> : null}
        <StyledGrid>
          {METRICS.map((metric) => (
            <MetricCard key={metric.key} metric={metric} checkIns={checkIns} />
          ))}
        </StyledGrid>
        {latest ? <LatestCheckInCard checkIn={latest} /> : null}
      </>
    );
  }

  return (
    <StyledPage>
      <Container>
        <StyledStack>
          <Toolbar />
          <StyledHeading>{PAGE_HEADINGS.progress}</StyledHeading>
          {content}
          <WhyTrack />
        </StyledStack>
      </Container>
    </StyledPage>
  );
}
