import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { MEDICAL_DISCLAIMER, PAGE_HEADINGS, signInPathReturningTo } from '@sahha/contracts';
import { useSession } from '@sahha/store';
import { ButtonLink, Container, SkeletonCard } from '@sahha/ui';
import { spreadRowCss } from '@sahha/ui/mixins';
import { newestFirst, useGetQuizResponsesQuery } from '../my-results/my-results-api';
import { SavedPlan } from '../recommendation/recommendation-page';
import { PLAN_VIEW_TEXTS, PlanView, StyledBullets, StyledSection } from '../shared/plan-view';
import { readStoredPlan, type StoredQuizData } from '../shared/stored-plan';
import { usePageMeta } from '../shared/use-page-meta';
import { StyledMessageCard } from '../shared/message-card';
import { personalisationBullets, shouldShowPersonalisation } from './personalisation-summary';
import { SavePlanToAccount } from './save-plan-to-account';

/** Where visitors register; `next` brings them back here to save the plan. */
export const REGISTER_PATH = signInPathReturningTo('/results', 'register');

export const RESULTS_TEXTS = {
  intro: 'Based on your answers, here is a plan built on published evidence. Check with your doctor before starting anything new.',
  backToDashboard: 'Back to Dashboard',
  saveBannerTitle: 'Save Your Plan',
  saveBannerText: 'Your plan is kept only in this browser. Create a free account to save it and track your progress.',
  saveBannerLink: 'Sign up to save',
  createAccountTitle: 'Create Free Account',
  createAccountText: 'Save your recommendations, track your progress with weekly check-ins, and keep your data secure and private.',
  listTab: 'Supplement List',
  plannerTab: 'Daily Planner',
  ...PLAN_VIEW_TEXTS,
  summaryHeading: 'How we personalised your plan',
  latestSaved: 'Nothing from the quiz is kept in this browser, so here is the latest plan saved to your account.',
  allPlans: 'All my plans',
  latestFailed: "We couldn't load your saved plans just now. Please try again in a moment.",
  loadingLatest: 'Loading your latest plan',
} as const;

function BackToDashboard() {
  return (
    <div>
      <ButtonLink to="/" variant="ghost" size="sm">
        {RESULTS_TEXTS.backToDashboard}
      </ButtonLink>
    </div>
  );
}

const StyledPage = styled(Container)`
  padding-block: ${({ theme }) => theme.space(8)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: ${({ theme }) => theme.layout.readableWidth};
`;

const StyledBanner = styled.section`
  ${spreadRowCss}
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.text};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

function PersonalisationSummary({ quizData }: { quizData: StoredQuizData }) {
  if (!shouldShowPersonalisation(quizData)) return null;
  return (
    <StyledSection aria-labelledby="results-summary">
      <h2 id="results-summary">{RESULTS_TEXTS.summaryHeading}</h2>
      <StyledBullets>
        {personalisationBullets(quizData).map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </StyledBullets>
    </StyledSection>
  );
}

/**
 * A signed-in user with no plan in this browser (a new device, cleared storage) sees the newest
 * plan saved to the account; with none saved there is nothing to show, so the quiz it is.
 */
function LatestSavedPlan() {
  const { data, isLoading, isError } = useGetQuizResponsesQuery();
  if (isLoading) {
    return (
      <div role="status" aria-busy="true" aria-label={RESULTS_TEXTS.loadingLatest}>
        <SkeletonCard />
      </div>
    );
  }
  if (isError) {
    return (
      <StyledIntro role="alert">
        {RESULTS_TEXTS.latestFailed} <Link to="/my-results">{RESULTS_TEXTS.allPlans}</Link>
      </StyledIntro>
    );
  }
  const latest = newestFirst(data?.quizResponses ?? [])[0];
  if (!latest) return <Navigate to="/quiz" replace />;
  return (
    <>
      <StyledIntro>
        {RESULTS_TEXTS.latestSaved} <Link to="/my-results">{RESULTS_TEXTS.allPlans}</Link>
      </StyledIntro>
      <SavedPlan id={latest.id} />
    </>
  );
}

export default function ResultsPage() {
  const [plan, setPlan] = useState(readStoredPlan);
  const session = useSession();
  usePageMeta(PAGE_HEADINGS.results);

  const signedIn = session.status === 'authenticated';
  const visitor = session.status === 'anonymous';

  if (!plan) {
    // A visitor with nothing stored (or storage that does not parse) goes to the quiz (docs/requirements.md, "Route: /results").
    if (visitor) return <Navigate to="/quiz" replace />;
    return (
      <StyledPage>
        {signedIn ? <BackToDashboard /> : null}
        <h1>{PAGE_HEADINGS.results}</h1>
        {signedIn ? (
          <LatestSavedPlan />
        ) : (
          <div role="status" aria-busy="true" aria-label={RESULTS_TEXTS.loadingLatest}>
            <SkeletonCard />
          </div>
        )}
        <StyledIntro>{MEDICAL_DISCLAIMER}</StyledIntro>
      </StyledPage>
    );
  }

  const { quizData } = plan;

  return (
    <StyledPage>
      {signedIn ? <BackToDashboard /> : null}
      <div>
        <h1>{PAGE_HEADINGS.results}</h1>
        <StyledIntro>{RESULTS_TEXTS.intro}</StyledIntro>
      </div>

      {visitor ? (
        <StyledBanner aria-labelledby="results-save-banner">
          <div>
            <h2 id="results-save-banner">{RESULTS_TEXTS.saveBannerTitle}</h2>
            <p>{RESULTS_TEXTS.saveBannerText}</p>
          </div>
          <Link to={REGISTER_PATH}>{RESULTS_TEXTS.saveBannerLink}</Link>
        </StyledBanner>
      ) : null}

      {signedIn && quizData.quizResponseId === undefined && quizData.planToken ? (
        <SavePlanToAccount quizData={quizData} planToken={quizData.planToken} onSaved={(next) => setPlan({ ...plan, quizData: next })} />
      ) : null}

      <PlanView
        variant="results"
        plan={{ recommendations: plan.recommendations, safetyNotes: quizData.safetyNotes, safetyStop: quizData.safetyStop, screening: quizData.screening, checked: quizData.checked }}
      >
        <PersonalisationSummary quizData={quizData} />
      </PlanView>

      {visitor ? (
        <StyledMessageCard as="section" aria-labelledby="results-create-account">
          <h2 id="results-create-account">{RESULTS_TEXTS.createAccountTitle}</h2>
          <p>{RESULTS_TEXTS.createAccountText}</p>
          <ButtonLink to={REGISTER_PATH}>{RESULTS_TEXTS.createAccountTitle}</ButtonLink>
        </StyledMessageCard>
      ) : null}
      <StyledIntro>{MEDICAL_DISCLAIMER}</StyledIntro>
    </StyledPage>
  );
}
