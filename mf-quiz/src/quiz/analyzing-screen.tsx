import { useEffect, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { QUIZ_TEXTS } from './quiz-questions';

/** How often the progress value (and, under reduced motion, the bar) moves on. */
export const ANALYZING_TICK_MS = 1000;

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

/**
 * With motion the bar glides over the whole duration (one CSS animation, no re-render per frame).
 * Under prefers-reduced-motion the global kill switch would end that animation at once and show a
 * full bar from the start, so the bar is set from the elapsed share instead and steps once a second.
 */
const StyledBar = styled.div<{ $durationMs: number; $animate: boolean; $fraction: number }>`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: left center;
  ${({ $animate, $durationMs, $fraction }) =>
    $animate
      ? css`
          animation: ${fill} ${$durationMs}ms linear forwards;
        `
      : css`
          transform: scaleX(${$fraction});
        `}
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Whole percent of `durationMs` elapsed since mount, moving on every ANALYZING_TICK_MS. */
function useElapsedPercent(durationMs: number): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    if (durationMs <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const next = Math.min(100, Math.round(((Date.now() - started) / durationMs) * 100));
      setPercent(next);
      if (next >= 100) clearInterval(timer);
    }, ANALYZING_TICK_MS);
    return () => clearInterval(timer);
  }, [durationMs]);
  return percent;
}

export interface AnalyzingScreenProps {
  /** Length of the animation; 0 (Fast Mode) shows an indeterminate bar for as long as the request. */
  durationMs: number;
  reducedMotion: boolean;
}

export function AnalyzingScreen({ durationMs, reducedMotion }: AnalyzingScreenProps) {
  const percent = useElapsedPercent(durationMs);
  const determinate = durationMs > 0;
  return (
    <StyledAnalyzing aria-labelledby="quiz-analyzing-title">
      <div role="status">
        <h2 id="quiz-analyzing-title">{QUIZ_TEXTS.analyzing}</h2>
      </div>
      <StyledTrack
        role="progressbar"
        aria-label={QUIZ_TEXTS.analyzing}
        aria-busy="true"
        {...(determinate
          ? { 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': percent, 'aria-valuetext': QUIZ_TEXTS.analyzingProgress(percent) }
          : {})}
      >
        {determinate ? <StyledBar $durationMs={durationMs} $animate={!reducedMotion} $fraction={percent / 100} /> : null}
      </StyledTrack>
      <StyledNote>{QUIZ_TEXTS.analyzingNote}</StyledNote>
    </StyledAnalyzing>
  );
}
