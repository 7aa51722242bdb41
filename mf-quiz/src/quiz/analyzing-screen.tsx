import styled, { keyframes } from 'styled-components';
import { QUIZ_TEXTS } from './quiz-questions';

/** Spec §9: the analysing animation runs for 8 seconds, alongside the request. */
export const ANALYZING_ANIMATION_MS = 8000;

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const StyledAnalyzing = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(12)};
  text-align: center;
`;

const StyledTrack = styled.div`
  width: 100%;
  max-width: 420px;
  height: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;

const StyledBar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: left center;
  animation: ${fill} ${ANALYZING_ANIMATION_MS}ms linear forwards;
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function AnalyzingScreen() {
  return (
    <StyledAnalyzing aria-labelledby="quiz-analyzing-title">
      <div role="status">
        <h2 id="quiz-analyzing-title">{QUIZ_TEXTS.analyzing}</h2>
      </div>
      <StyledTrack role="progressbar" aria-label={QUIZ_TEXTS.analyzing} aria-busy="true">
        <StyledBar />
      </StyledTrack>
      <StyledNote>Matching your answers against the evidence and checking for interactions.</StyledNote>
    </StyledAnalyzing>
  );
}
