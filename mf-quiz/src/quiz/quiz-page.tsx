import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { PAGE_HEADINGS } from '@sahha/contracts';
import { QUIZ_QUESTION_COUNT } from '@sahha/contracts/quiz';
import { Card, Container } from '@sahha/ui';
import { wrapRowCss } from '@sahha/ui/mixins';
import { AnalyzingScreen } from './analyzing-screen';
import { QUIZ_TEXTS } from './quiz-questions';
import { answersKey } from './quiz-rules';
import { QuizWizard } from './quiz-wizard';
import { usePageMeta } from '../shared/use-page-meta';
import { useFastMode } from './use-fast-mode';
import { useQuizSubmission } from './use-quiz-submission';
import { useQuizWizard } from './use-quiz-wizard';
import { usePrefersReducedMotion } from './use-typewriter';

const StyledPage = styled(Container)`
  max-width: 860px;
  padding-block: ${({ theme }) => theme.space(8)};
`;

const StyledHeader = styled.header`
  ${wrapRowCss}
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const StyledAvatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledIdentity = styled.div`
  flex: 1;
  min-width: 0;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledSwitch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledProgress = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const StyledTrack = styled.div`
  height: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;

const StyledFill = styled.div<{ $fraction: number }>`
  height: 100%;
  width: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transform: scaleX(${({ $fraction }) => $fraction});
  transform-origin: left center;
  transition: transform ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};
`;

function QuizProgress({ step }: { step: number }) {
  const labelId = useId();
  const text = QUIZ_TEXTS.progress(step);
  return (
    <StyledProgress>
      <p id={labelId}>{text}</p>
      <StyledTrack
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={1}
        aria-valuemax={QUIZ_QUESTION_COUNT}
        aria-valuenow={step}
        aria-valuetext={text}
      >
        <StyledFill $fraction={step / QUIZ_QUESTION_COUNT} />
      </StyledTrack>
    </StyledProgress>
  );
}

export default function QuizPage() {
  usePageMeta('Free supplement quiz', 'Answer 9 quick questions and get free, evidence-based supplement recommendations for life in the UAE.');
  const { fastMode, toggleFastMode } = useFastMode();
  const reducedMotion = usePrefersReducedMotion();
  const { analyzing, analyzingMs, failed, submit, dismissFailure } = useQuizSubmission(fastMode);
  const wizard = useQuizWizard(submit);
  const answers = answersKey(wizard.draft);
  useEffect(dismissFailure, [answers, dismissFailure]);

  return (
    <StyledPage>
      <StyledHeader>
        <StyledAvatar aria-hidden="true">WA</StyledAvatar>
        <StyledIdentity>
          <h1>{PAGE_HEADINGS.quiz}</h1>
          <p>Your personal, evidence-based supplement guide</p>
        </StyledIdentity>
        <StyledSwitch>
          <input type="checkbox" role="switch" checked={fastMode} onChange={toggleFastMode} />
          {QUIZ_TEXTS.fastMode}
        </StyledSwitch>
      </StyledHeader>
      <Card>
        {analyzing ? (
          <AnalyzingScreen durationMs={analyzingMs} reducedMotion={reducedMotion} />
        ) : (
          <>
            <QuizProgress step={wizard.step} />
            <QuizWizard wizard={wizard} animateTyping={!fastMode && !reducedMotion} focusHeadingOnMount={failed} />
          </>
        )}
      </Card>
    </StyledPage>
  );
}
