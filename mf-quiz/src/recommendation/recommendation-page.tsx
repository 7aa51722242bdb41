import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_HEADINGS } from '@sahha/contracts';
import { type SupplementRecommendationsResponse } from '@sahha/contracts/quiz';
import { formatGulf } from '@sahha/contracts/time';
import { isApiError, useSession } from '@sahha/store';
import { ButtonLink, Card, Container, SkeletonCard } from '@sahha/ui';
import { PlanView } from '../shared/plan-view';
import { usePageMeta } from '../shared/use-page-meta';
import { StyledMessageCard } from '../shared/message-card';
import { profileSummaryRows } from './profile-summary';
import { useGetQuizResponseQuery, useGetSupplementRecommendationsQuery, type QuizResponseDetailResponse } from './recommendation-api';
import { savedScreening } from './saved-screening';

export const RECOMMENDATION_PAGE_TEXTS = {
  loginRequired: 'Please log in to view your recommendations',
  logIn: 'Log In',
  error: 'Error loading recommendation details',
  backToMyResults: 'Back to My Results',
  notFound: 'Recommendation not found',
  profileSummary: 'Profile Summary',
  noRecommendations: 'No recommendations available.',
  loading: 'Loading your plan',
} as const;

/** The quiz date reads like 'January 6, 2025', in Gulf time like every date we show (docs/requirements.md, "Route: /recommendation/:id"). */
export const formatPlanDate = (iso: string) => formatGulf(iso, 'monthDayYear');

const StyledPage = styled(Container)`
  padding-block: ${({ theme }) => theme.space(8)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  h1 {
    margin: 0;
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledProfile = styled(Card)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  dl {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    ${({ theme }) => theme.media.md} {
      grid-template-columns: max-content 1fr;
      column-gap: ${({ theme }) => theme.space(6)};
    }
  }

  dl > div {
    display: contents;
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
  }
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

function Loading() {
  return (
    <StyledStack role="status" aria-busy="true" aria-label={RECOMMENDATION_PAGE_TEXTS.loading}>
      <SkeletonCard />
      <SkeletonCard />
      <SkeletonCard />
    </StyledStack>
  );
}

function NotFound() {
  return (
    <StyledMessageCard as="section">
      <h2>{RECOMMENDATION_PAGE_TEXTS.notFound}</h2>
      <ButtonLink to="/my-results" variant="secondary">
        {RECOMMENDATION_PAGE_TEXTS.backToMyResults}
      </ButtonLink>
    </StyledMessageCard>
  );
}

function LoadedPlan({ detail, recommendations }: { detail: QuizResponseDetailResponse; recommendations: SupplementRecommendationsResponse }) {
  const plan = {
    recommendations: recommendations.recommendations ?? [],
    safetyNotes: recommendations.safetyNotes ?? [],
    safetyStop: recommendations.safetyStop ?? null,
    screening: savedScreening(detail),
    checked: detail.checked,
  };
  return (
    <>
      <StyledMuted>Quiz taken on {formatPlanDate(detail.createdAt)}</StyledMuted>
      <StyledProfile as="section" aria-labelledby="plan-profile">
        <h2 id="plan-profile">{RECOMMENDATION_PAGE_TEXTS.profileSummary}</h2>
        <dl>
          {profileSummaryRows(detail).map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </StyledProfile>
      <PlanView plan={plan} variant="saved" empty={<p>{RECOMMENDATION_PAGE_TEXTS.noRecommendations}</p>} />
    </>
  );
}

/** A saved plan of the signed-in user, loaded by id: also what /results shows on a new device. */
export function SavedPlan({ id }: { id: number | null }) {
  const session = useSession();
  const skip = session.status !== 'authenticated' || id === null;
  // Both reads start together, not one after the other (docs/requirements.md, "Route: /recommendation/:id").
  const detail = useGetQuizResponseQuery(id ?? 0, { skip });
  const recommendations = useGetSupplementRecommendationsQuery(id ?? 0, { skip });

  if (session.status === 'anonymous') {
    return (
      <StyledMessageCard as="section">
        <h2>{RECOMMENDATION_PAGE_TEXTS.loginRequired}</h2>
        <ButtonLink to="/auth">{RECOMMENDATION_PAGE_TEXTS.logIn}</ButtonLink>
      </StyledMessageCard>
    );
  }
  if (id === null) return <NotFound />;
  if (session.status === 'loading' || detail.isLoading || recommendations.isLoading) return <Loading />;
  if (isNotFound(detail.error) || isNotFound(recommendations.error)) return <NotFound />;
  const error = detail.error ?? recommendations.error;
  if (error) {
    return (
      <StyledMessageCard as="section" role="alert">
        <h2>{RECOMMENDATION_PAGE_TEXTS.error}</h2>
        <StyledError>{isApiError(error) ? error.message : String(error)}</StyledError>
        <ButtonLink to="/my-results" variant="secondary">
          {RECOMMENDATION_PAGE_TEXTS.backToMyResults}
        </ButtonLink>
      </StyledMessageCard>
    );
  }
  if (!detail.data || !recommendations.data) return <NotFound />;
  return <LoadedPlan detail={detail.data} recommendations={recommendations.data} />;
}

export default function RecommendationPage() {
  usePageMeta(PAGE_HEADINGS.recommendation);
  const { id } = useParams();
  return (
    <StyledPage>
      <h1>{PAGE_HEADINGS.recommendation}</h1>
      <SavedPlan id={parseId(id)} />
    </StyledPage>
  );
}
