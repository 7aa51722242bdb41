import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { MEDICAL_DISCLAIMER, PAGE_HEADINGS } from '@sahha/contracts';
import { useSession } from '@sahha/store';
import { ButtonLink, Card, Container, Tabs } from '@sahha/ui';
import { DailyPlanner } from '../planner/daily-planner';
import { KeepTakingCard, RecommendationCard } from '../shared/recommendation-card';
import { readStoredPlan, type StoredPlan, type StoredQuizData } from '../shared/stored-plan';
import { splitRecommendations } from './already-taking';
import { personalisationBullets, shouldShowPersonalisation } from './personalisation-summary';
import { SavePlanToAccount } from './save-plan-to-account';
import { WHAT_WE_CHECKED_TEXTS, whatWeChecked } from './what-we-checked';
import { usePageMeta } from '../shared/use-page-meta';

/** Where visitors register; `returnTo` brings them back here to save the plan. */
export const REGISTER_PATH = `/auth?tab=register&returnTo=${encodeURIComponent('/results')}`;

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
  newHeading: 'New Recommendations for You',
  keepHeading: 'Keep Taking These',
  noNew: 'You already take everything we would recommend. Keep it up!',
  safetyHeading: 'Safety notes',
  summaryHeading: 'How we personalised your plan',
  safetyStopTitle: 'Please talk to your doctor first',
  plannerIntro: 'When to take each supplement through the day.',
} as const;

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
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
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

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledTabContent = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
`;

const StyledStop = styled(Card)`
  border: 2px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBg};

  h2 {
    color: ${({ theme }) => theme.colors.danger};
  }

  p:last-child {
    margin: 0;
  }
`;

const StyledBullets = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const StyledParagraph = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.layout.readableWidth};
`;

const StyledCallToAction = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};

  h2,
  p {
    margin: 0;
  }
`;

function SupplementList({ plan }: { plan: StoredPlan }) {
  const { quizData } = plan;
  const { newItems, keepTaking } = splitRecommendations(plan.recommendations, quizData.currentSupplements, quizData.currentSupplements_text);
  return (
    <StyledTabContent>
      <StyledSection aria-labelledby="results-new">
        <h2 id="results-new">{RESULTS_TEXTS.newHeading}</h2>
        {newItems.length > 0 ? (
          <StyledList>
            {newItems.map((item, index) => (
              <li key={item.name}>
                <RecommendationCard item={item} index={index} />
              </li>
            ))}
          </StyledList>
        ) : (
          <p>{RESULTS_TEXTS.noNew}</p>
        )}
      </StyledSection>
      {keepTaking.length > 0 ? (
        <StyledSection aria-labelledby="results-keep">
          <h2 id="results-keep">{RESULTS_TEXTS.keepHeading}</h2>
          <StyledList>
            {keepTaking.map((item) => (
              <li key={item.name}>
                <KeepTakingCard item={item} />
              </li>
            ))}
          </StyledList>
        </StyledSection>
      ) : null}
      <SafetyNotes notes={quizData.safetyNotes} />
      <WhatWeChecked quizData={quizData} />
      <PersonalisationSummary quizData={quizData} />
    </StyledTabContent>
  );
}

function SafetyNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <StyledSection aria-labelledby="results-safety">
      <h2 id="results-safety">{RESULTS_TEXTS.safetyHeading}</h2>
      <StyledBullets>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </StyledBullets>
    </StyledSection>
  );
}

/** Names the recognised classes, so the user can see what the plan was checked against. */
function WhatWeChecked({ quizData }: { quizData: StoredQuizData }) {
  const checked = whatWeChecked(quizData.screening, quizData.safetyNotes);
  if (!checked) return null;
  return (
    <StyledSection aria-labelledby="results-checked">
      <h2 id="results-checked">{WHAT_WE_CHECKED_TEXTS.heading}</h2>
      {checked.labels.length > 0 ? (
        <>
          <StyledParagraph>{WHAT_WE_CHECKED_TEXTS.intro}</StyledParagraph>
          <StyledBullets>
            {checked.labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </StyledBullets>
        </>
      ) : null}
      {checked.unidentifiedNote ? <StyledParagraph>{checked.unidentifiedNote}</StyledParagraph> : null}
    </StyledSection>
  );
}

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

export default function ResultsPage() {
  const [plan, setPlan] = useState(readStoredPlan);
  const [tab, setTab] = useState('list');
  const session = useSession();
  usePageMeta(PAGE_HEADINGS.results);

  // Spec §2/§8: nothing stored, or storage that does not parse → back to the quiz.
  if (!plan) return <Navigate to="/quiz" replace />;

  const { quizData } = plan;
  const signedIn = session.status === 'authenticated';
  const visitor = session.status === 'anonymous';

  return (
    <StyledPage>
      {signedIn ? (
        <div>
          <ButtonLink to="/" variant="ghost" size="sm">
            {RESULTS_TEXTS.backToDashboard}
          </ButtonLink>
        </div>
      ) : null}
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

      {signedIn && quizData.quizResponseId === undefined ? (
        <SavePlanToAccount quizData={quizData} onSaved={(next) => setPlan({ ...plan, quizData: next })} />
      ) : null}

      {quizData.safetyStop ? (
        <StyledStop as="section" aria-labelledby="results-stop">
          <h2 id="results-stop">{RESULTS_TEXTS.safetyStopTitle}</h2>
          <p>{quizData.safetyStop.message}</p>
          {/* The engine's notes begin with the stop message itself; the rest is advice about what else was mentioned. */}
          <SafetyNotes notes={quizData.safetyNotes.filter((note) => note !== quizData.safetyStop?.message)} />
          <WhatWeChecked quizData={quizData} />
        </StyledStop>
      ) : (
        <Tabs
          label="Your plan"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'list', label: RESULTS_TEXTS.listTab, content: <SupplementList plan={plan} /> },
            {
              id: 'planner',
              label: RESULTS_TEXTS.plannerTab,
              content: (
                <StyledSection aria-labelledby="results-planner">
                  <h2 id="results-planner">{RESULTS_TEXTS.plannerTab}</h2>
                  <StyledIntro>{RESULTS_TEXTS.plannerIntro}</StyledIntro>
                  <DailyPlanner items={plan.recommendations} labels="windows" />
                </StyledSection>
              ),
            },
          ]}
        />
      )}

      {visitor ? (
        <StyledCallToAction as="section" aria-labelledby="results-create-account">
          <h2 id="results-create-account">{RESULTS_TEXTS.createAccountTitle}</h2>
          <p>{RESULTS_TEXTS.createAccountText}</p>
          <ButtonLink to={REGISTER_PATH}>{RESULTS_TEXTS.createAccountTitle}</ButtonLink>
        </StyledCallToAction>
      ) : null}
      <StyledIntro>{MEDICAL_DISCLAIMER}</StyledIntro>
    </StyledPage>
  );
}
