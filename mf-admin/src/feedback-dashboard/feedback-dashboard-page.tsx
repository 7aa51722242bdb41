import { type FeedbackEntry, PAGE_HEADINGS } from '@sahha/contracts';
import { Button, CenteredSpinner, Container } from '@sahha/ui';
import { spreadRowCss } from '@sahha/ui/mixins';
import { useMemo, useState } from 'react';
import styled from 'styled-components';

import { ContactMessages } from './contact-messages/contact-messages';
import { FEEDBACK_DASHBOARD_TEXTS as TEXTS } from './feedback-dashboard-texts';
import { useGetFeedbackQuery } from './feedback-dashboard-api';
import { FeedbackList } from './feedback-list';
import { FeedbackStatCards } from './feedback-stat-cards';
import { feedbackStats } from './feedback-stats';
import { RatingDistribution } from './rating-distribution';
import { RatingFilter } from './rating-filter';
import { useDownloadFeedbackCsv } from './use-download-feedback-csv';
import { LoadError } from '../shared/load-error';

const StyledPage = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding-block: ${({ theme }) => theme.space(8)};
`;

const StyledHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledSectionHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledToolbar = styled.div`
  ${spreadRowCss}
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const LIST_SPINNER_HEIGHT = '12rem';

/** The entries with one rating, fetched with ?rating= when the filter chooses it. */
function FeedbackWithRating({ rating }: { rating: number }) {
  // currentData, not data: data still holds the previous rating's entries while this one loads.
  const { currentData, isError } = useGetFeedbackQuery(rating);
  if (isError) return <StyledError role="alert">{TEXTS.loadError}</StyledError>;
  if (currentData === undefined) return <CenteredSpinner text={TEXTS.loading} minHeight={LIST_SPINNER_HEIGHT} />;
  return <FeedbackList entries={currentData} emptyText={TEXTS.noneWithRating(rating)} />;
}

/** 'All Feedback' with the rating filter and the CSV download of what it shows. */
function AllFeedback({ all }: { all: readonly FeedbackEntry[] }) {
  const [rating, setRating] = useState<number | undefined>(undefined);
  const { download, isDownloading } = useDownloadFeedbackCsv();

  return (
    <StyledSection aria-labelledby="all-feedback-heading">
      <StyledSectionHeading id="all-feedback-heading">{TEXTS.allFeedback}</StyledSectionHeading>
      {all.length > 0 && (
        <StyledToolbar>
          <RatingFilter value={rating} onChange={setRating} />
          <Button variant="secondary" size="sm" onClick={() => void download(rating)} disabled={isDownloading}>
            {isDownloading ? TEXTS.downloading : TEXTS.downloadCsv}
          </Button>
        </StyledToolbar>
      )}
      {rating === undefined ? <FeedbackList entries={all} emptyText={TEXTS.empty} /> : <FeedbackWithRating rating={rating} />}
    </StyledSection>
  );
}

function Dashboard({ entries }: { entries: readonly FeedbackEntry[] }) {
  const stats = useMemo(() => feedbackStats(entries), [entries]);
  return (
    <>
      <FeedbackStatCards stats={stats} />
      <RatingDistribution distribution={stats.distribution} total={stats.total} />
      <AllFeedback all={entries} />
    </>
  );
}

function DashboardContent() {
  const { data, isLoading, isError, refetch } = useGetFeedbackQuery(undefined);
  if (isLoading) return <CenteredSpinner text={TEXTS.loading} />;
  if (isError || data === undefined) return <LoadError text={TEXTS.loadError} onRetry={() => void refetch()} />;
  return <Dashboard entries={data} />;
}

/** /admin/feedback (docs/requirements.md, "Route: /admin/feedback"): admins only, enforced by the API and by the shell's route guard. */
export default function FeedbackDashboardPage() {
  return (
    <StyledPage>
      <StyledHeading>{PAGE_HEADINGS.adminFeedback}</StyledHeading>
      <DashboardContent />
      <ContactMessages />
    </StyledPage>
  );
}
