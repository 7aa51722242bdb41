import { useId } from 'react';
import styled from 'styled-components';
import { PAGE_HEADINGS } from '@sahha/contracts';
import { type QuizResponseSummary } from '@sahha/contracts/quiz';
import { formatGulf } from '@sahha/contracts/time';
import { ButtonLink, Card, Container, SkeletonCard } from '@sahha/ui';
import { stackListCss } from '@sahha/ui/mixins';
import { GOAL_LABELS, labelsOf } from '../shared/quiz-labels';
import { usePageMeta } from '../shared/use-page-meta';
import { newestFirst, useGetQuizResponsesQuery } from './my-results-api';

export const MY_RESULTS_TEXTS = {
  intro: 'Every plan you saved, newest first.',
  empty: "You haven't saved a plan yet.",
  takeQuiz: 'Take the Quiz',
  error: "We couldn't load your saved plans. Please try again later.",
  loading: 'Loading your saved plans',
  open: 'Open',
  noItems: 'No supplements: this plan asks you to see your doctor first.',
  noSafetyNotes: 'No safety notes for this plan.',
} as const;

/** Dates as in BRAND.md, in Gulf time: '6 January 2025'. */
export const formatSavedDate = (iso: string) => formatGulf(iso, 'dayMonthYear');

export const planTitle = (iso: string) => `Plan of ${formatSavedDate(iso)}`;

/** The first note in full and how many more there are: enough to recognise a plan, the rest behind Open. */
export function safetyNotesText(notes: readonly string[]): { count: string; first: string } | null {
  if (notes.length === 0) return null;
  return { count: notes.length === 1 ? '1 safety note' : `${notes.length} safety notes`, first: notes[0] };
}

const StyledPage = styled(Container)`
  padding-block: ${({ theme }) => theme.space(8)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  h1,
  p {
    margin: 0;
  }
`;

const StyledList = styled.ul`
  ${stackListCss}
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledItem = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

function Body() {
  const { data, isLoading, isError } = useGetQuizResponsesQuery();

  if (isLoading) {
    return (
      <div role="status" aria-busy="true" aria-label={MY_RESULTS_TEXTS.loading}>
        <StyledList as="div">
          <SkeletonCard />
          <SkeletonCard />
          <SkeletonCard />
        </StyledList>
      </div>
    );
  }
  if (isError || !data) return <StyledError role="alert">{MY_RESULTS_TEXTS.error}</StyledError>;

  const responses = newestFirst(data.quizResponses ?? []);
  if (responses.length === 0) {
    return (
      <Card>
        <p>{MY_RESULTS_TEXTS.empty}</p>
        <ButtonLink to="/quiz">{MY_RESULTS_TEXTS.takeQuiz}</ButtonLink>
      </Card>
    );
  }
  return (
    <StyledList>
      {responses.map((response) => (
        <li key={response.id}>
          <SavedPlanCard response={response} />
        </li>
      ))}
    </StyledList>
  );
}

function SavedPlanCard({ response }: { response: QuizResponseSummary }) {
  const titleId = useId();
  const notes = safetyNotesText(response.safetyNotes ?? []);
  const items = response.itemNames ?? [];
  return (
    <StyledItem as="article" aria-labelledby={titleId}>
      <h2 id={titleId}>{planTitle(response.createdAt)}</h2>
      <p>Goals: {response.goals.length > 0 ? labelsOf(GOAL_LABELS, response.goals) : 'none'}</p>
      {items.length > 0 ? (
        <ul aria-label="Supplements">
          {items.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p>{MY_RESULTS_TEXTS.noItems}</p>
      )}
      {notes ? (
        <p>
          <strong>{notes.count}:</strong> {notes.first}
        </p>
      ) : (
        <StyledMuted>{MY_RESULTS_TEXTS.noSafetyNotes}</StyledMuted>
      )}
      <ButtonLink to={`/recommendation/${response.id}`} size="sm" variant="secondary" aria-label={`${MY_RESULTS_TEXTS.open} ${planTitle(response.createdAt)}`}>
        {MY_RESULTS_TEXTS.open}
      </ButtonLink>
    </StyledItem>
  );
}

export default function MyResultsPage() {
  usePageMeta(PAGE_HEADINGS.myResults);
  return (
    <StyledPage>
      <div>
        <h1>{PAGE_HEADINGS.myResults}</h1>
        <StyledMuted>{MY_RESULTS_TEXTS.intro}</StyledMuted>
      </div>
      <Body />
    </StyledPage>
  );
}
