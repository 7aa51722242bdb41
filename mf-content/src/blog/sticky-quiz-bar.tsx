import styled, { css, keyframes } from 'styled-components';
import { Button, ButtonLink } from '@sahha/ui';
import { QUIZ_CTA_BLOCK_ID, QUIZ_CTA_LABEL, quizHref, type QuizCta } from './quiz-cta';
import { STICKY_BAR_HIDE_MS, useStickyBar } from './use-sticky-bar';

const slideIn = keyframes`
  from { transform: translateY(100%); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const slideOut = keyframes`
  from { transform: none; opacity: 1; }
  to { transform: translateY(100%); opacity: 0; }
`;

const StyledBar = styled.aside<{ $leaving: boolean }>`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  animation: ${({ $leaving, theme }) =>
    $leaving
      ? css`
          ${slideOut} ${STICKY_BAR_HIDE_MS}ms ${theme.motion.easing} forwards
        `
      : css`
          ${slideIn} ${theme.motion.base} ${theme.motion.easing}
        `};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
`;

const StyledText = styled.p`
  flex: 1 1 220px;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledDetailsButton = styled(Button)`
  display: none;

  ${({ theme }) => theme.media.md} {
    display: inline-flex;
  }
`;

const StyledClose = styled(Button)`
  min-width: 44px;
  padding-inline: ${({ theme }) => theme.space(2)};
`;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function scrollToBlock() {
  const block = document.getElementById(QUIZ_CTA_BLOCK_ID);
  if (!block) return;
  block.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
  // Keyboard and screen-reader users land on the block, not just see it scroll by.
  block.focus({ preventScroll: true });
}

export function StickyQuizBar({ cta }: { cta: QuizCta }) {
  const { visible, leaving, dismiss } = useStickyBar();
  if (!visible) return null;
  return (
    <StyledBar $leaving={leaving} aria-label="Quiz suggestion">
      <StyledInner>
        <StyledText>{cta.barText}</StyledText>
        <StyledDetailsButton type="button" variant="secondary" size="sm" onClick={scrollToBlock}>
          See details
        </StyledDetailsButton>
        <ButtonLink to={quizHref(cta, 'cta')} size="sm">
          {QUIZ_CTA_LABEL}
        </ButtonLink>
        <StyledClose type="button" variant="ghost" size="sm" aria-label="Close" onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </StyledClose>
      </StyledInner>
    </StyledBar>
  );
}
