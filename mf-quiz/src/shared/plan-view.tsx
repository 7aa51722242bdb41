import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ConceptRef, SafetyStop, ScreeningSummary } from '@sahha/contracts/quiz';
import { Card, Tabs } from '@sahha/ui';
import { stackListCss } from '@sahha/ui/mixins';
import { DailyPlanner } from '../planner/daily-planner';
import { PlanCost } from './plan-cost';
import { KeepTakingCard, RecommendationCard, type RecommendationItem } from './recommendation-card';
import { WHAT_WE_CHECKED_TEXTS, checkedAgainstLine, whatWeChecked } from './what-we-checked';

export const PLAN_VIEW_TEXTS = {
  newHeading: 'New Recommendations for You',
  keepHeading: 'Keep Taking These',
  noNew: 'You already take everything we would recommend. Keep it up!',
  safetyHeading: 'Safety notes',
  safetyStopTitle: 'Please talk to your doctor first',
  plannerIntro: 'When to take each supplement through the day.',
} as const;

/** The tabs are named differently on /results and on a saved plan; the content is the same (docs/requirements.md, "Data: times of day and the daily planner"). */
export const PLAN_VIEW_VARIANTS = {
  results: {
    listTab: () => 'Supplement List',
    plannerTab: 'Daily Planner',
    plannerLabels: 'windows',
    tabsLabel: 'Your plan',
  },
  saved: {
    listTab: (count: number) => `Recommendations (${count})`,
    plannerTab: 'Daily Schedule',
    plannerLabels: 'saved-plan',
    tabsLabel: 'Your saved plan',
  },
} as const;

export type PlanViewVariant = keyof typeof PLAN_VIEW_VARIANTS;

/** One plan, wherever it comes from (this browser after the quiz, or the account). */
export interface PlanViewPlan {
  recommendations: readonly RecommendationItem[];
  safetyNotes: readonly string[];
  safetyStop: SafetyStop | null;
  /** Classes recognised in the typed medicines and health details; absent for old browser plans. */
  screening?: ScreeningSummary;
  /** The concepts the plan was checked against (confirmed on steps 8 and 9); absent for older plans. */
  checked?: readonly ConceptRef[];
}

export const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const StyledBullets = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: ${({ theme }) => theme.layout.readableWidth};
`;

const StyledList = styled.ol`
  ${stackListCss}
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledPlan = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
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

const StyledParagraph = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.layout.readableWidth};
`;

function SafetyNotes({ notes }: { notes: readonly string[] }) {
  const headingId = useId();
  if (notes.length === 0) return null;
  return (
    <StyledSection aria-labelledby={headingId}>
      <h2 id={headingId}>{PLAN_VIEW_TEXTS.safetyHeading}</h2>
      <StyledBullets>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </StyledBullets>
    </StyledSection>
  );
}

/** Names the recognised classes, so the user can see what the plan was checked against. */
function WhatWeChecked({ screening, checkedConcepts, safetyNotes }: { screening?: ScreeningSummary; checkedConcepts?: readonly ConceptRef[]; safetyNotes: readonly string[] }) {
  const headingId = useId();
  const checked = whatWeChecked(screening, safetyNotes);
  const against = checkedAgainstLine(checkedConcepts);
  if (!checked && !against) return null;
  return (
    <StyledSection aria-labelledby={headingId}>
      <h2 id={headingId}>{WHAT_WE_CHECKED_TEXTS.heading}</h2>
      {against ? <StyledParagraph dir="auto">{against}</StyledParagraph> : null}
      {!checked ? null : (
        <>
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
        </>
      )}
    </StyledSection>
  );
}

/**
 * 'Keep Taking These' holds exactly what the engine marked `alreadyTaking` (its matching rule is
 * the only one: services/api/src/quiz/engine/already-taking.ts); everything else is new.
 */
export function splitByAlreadyTaking<T extends { alreadyTaking?: boolean }>(items: readonly T[]): { newItems: T[]; keepTaking: T[] } {
  return { newItems: items.filter((item) => item.alreadyTaking !== true), keepTaking: items.filter((item) => item.alreadyTaking === true) };
}

function SupplementList({ plan, children }: { plan: PlanViewPlan; children?: ReactNode }) {
  const newId = useId();
  const keepId = useId();
  const { newItems, keepTaking } = splitByAlreadyTaking(plan.recommendations);
  return (
    <StyledTabContent>
      <StyledSection aria-labelledby={newId}>
        <h2 id={newId}>{PLAN_VIEW_TEXTS.newHeading}</h2>
        {newItems.length > 0 ? (
          <StyledList>
            {newItems.map((item, index) => (
              <li key={item.name}>
                <RecommendationCard item={item} index={index} />
              </li>
            ))}
          </StyledList>
        ) : (
          <p>{PLAN_VIEW_TEXTS.noNew}</p>
        )}
      </StyledSection>
      {keepTaking.length > 0 ? (
        <StyledSection aria-labelledby={keepId}>
          <h2 id={keepId}>{PLAN_VIEW_TEXTS.keepHeading}</h2>
          <StyledList>
            {keepTaking.map((item) => (
              <li key={item.name}>
                <KeepTakingCard item={item} />
              </li>
            ))}
          </StyledList>
        </StyledSection>
      ) : null}
      <SafetyNotes notes={plan.safetyNotes} />
      <WhatWeChecked screening={plan.screening} checkedConcepts={plan.checked} safetyNotes={plan.safetyNotes} />
      {children}
    </StyledTabContent>
  );
}

export interface PlanViewProps {
  plan: PlanViewPlan;
  variant: PlanViewVariant;
  /** Shown at the end of the list tab (the results page's personalisation summary). */
  children?: ReactNode;
  /** Replaces the lists when there is nothing to list (a saved plan without items). */
  empty?: ReactNode;
}

/**
 * The plan itself, the same on /results and /recommendation/:id: the list (new items, Keep
 * Taking These, safety notes, what we checked) and the daily planner, or the doctor-first stop.
 */
export function PlanView({ plan, variant, children, empty }: PlanViewProps) {
  const [tab, setTab] = useState('list');
  const plannerHeadingId = useId();
  const stopHeadingId = useId();
  const texts = PLAN_VIEW_VARIANTS[variant];

  if (plan.safetyStop) {
    return (
      <StyledStop as="section" aria-labelledby={stopHeadingId}>
        <h2 id={stopHeadingId}>{PLAN_VIEW_TEXTS.safetyStopTitle}</h2>
        <p>{plan.safetyStop.message}</p>
        {/* The engine's notes begin with the stop message itself; the rest is advice about what else was mentioned. */}
        <SafetyNotes notes={plan.safetyNotes.filter((note) => note !== plan.safetyStop?.message)} />
        <WhatWeChecked screening={plan.screening} checkedConcepts={plan.checked} safetyNotes={plan.safetyNotes} />
      </StyledStop>
    );
  }

  const nothing = plan.recommendations.length === 0 && empty !== undefined;
  return (
    <StyledPlan>
      {/* Above the tabs: the list and the daily planner both show what the plan costs (docs/requirements.md, "Data: plan cost"). */}
      <PlanCost items={plan.recommendations} />
      <Tabs
        label={texts.tabsLabel}
        value={tab}
        onChange={setTab}
        tabs={[
          {
            id: 'list',
            label: texts.listTab(plan.recommendations.length),
            content: nothing ? (
              <StyledTabContent>
                {empty}
                <SafetyNotes notes={plan.safetyNotes} />
                <WhatWeChecked screening={plan.screening} checkedConcepts={plan.checked} safetyNotes={plan.safetyNotes} />
              </StyledTabContent>
            ) : (
              <SupplementList plan={plan}>{children}</SupplementList>
            ),
          },
          {
            id: 'planner',
            label: texts.plannerTab,
            content: (
              <StyledSection aria-labelledby={plannerHeadingId}>
                <h2 id={plannerHeadingId}>{texts.plannerTab}</h2>
                <StyledIntro>{PLAN_VIEW_TEXTS.plannerIntro}</StyledIntro>
                {nothing ? empty : <DailyPlanner items={plan.recommendations} labels={texts.plannerLabels} />}
              </StyledSection>
            ),
          },
        ]}
      />
    </StyledPlan>
  );
}
