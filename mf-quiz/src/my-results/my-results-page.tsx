import { format, parseISO } from 'date-fns';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_HEADINGS, type QuizResponseSummary } from '@sahha/contracts';
import { ButtonLink, Card, Container, SkeletonCard } from '@sahha/ui';
import { GOAL_LABELS, labelsOf } from '../shared/quiz-labels';
import { usePageMeta } from '../shared/use-page-meta';
import { useGetQuizResponsesQuery } from './my-results-api';

export const MY_RESULTS_TEXTS = {
  intro: 'Every plan you saved, newest first.',
  empty: "You haven't saved a plan yet.",
  takeQuiz: 'Take the Quiz',
  error: "We couldn't load your saved plans. Please try again later.",
  loading: 'Loading your saved plans',
} as const;

/** Dates as in BRAND.md: '6 January 2025'. */
export const formatSavedDate = (iso: string) => format(parseISO(iso), 'd MMMM yyyy');

export function newestFirst(responses: readonly QuizResponseSummary[]): QuizResponseSummary[] {
  return [...responses].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

const countText = (count: number) => `${count} ${count === 1 ? 'recommendation' : 'recommendations'}`;

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
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
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
          <StyledItem>
            <h2>
              <Link to={`/recommendation/${response.id}`}>{`Plan of ${formatSavedDate(response.createdAt)}`}</Link>
            </h2>
            <p>Goals: {response.goals.length > 0 ? labelsOf(GOAL_LABELS, response.goals) : 'none'}</p>
            <StyledMuted>{countText(response.recommendationCount)}</StyledMuted>
          </StyledItem>
        </li>
      ))}
    </StyledList>
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
