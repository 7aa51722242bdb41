import { useEffect, useRef, type RefObject } from 'react';
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

// Phones: the line and its close button share the first row, the quiz button takes the second
// (a wrapping flex row used to push the close button onto a row of its own). From md: one row.
const StyledInner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'text close'
    'cta cta';
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto auto auto;
    grid-template-areas: 'text details cta close';
  }
`;

const StyledText = styled.p`
  grid-area: text;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledDetailsButton = styled(Button)`
  grid-area: details;
  display: none;

  ${({ theme }) => theme.media.md} {
    display: inline-flex;
  }
`;

const StyledQuizLink = styled(ButtonLink)`
  grid-area: cta;
`;

const StyledClose = styled(Button)`
  grid-area: close;
  min-width: 44px;
  padding-inline: ${({ theme }) => theme.space(2)};
`;

/**
 * While the bar floats over the bottom of the screen the page grows by its height, so the end of
 * the page (the footer's last links) can still scroll up from under it.
 */
function useRoomAtPageEnd(bar: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = bar.current;
    if (!active || !element) return undefined;
    const body = document.body;
    const previous = body.style.paddingBottom;
    const reserve = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = previous;
    };
  }, [bar, active]);
}

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
  const barRef = useRef<HTMLElement>(null);
  useRoomAtPageEnd(barRef, visible);
  if (!visible) return null;
  return (
    <StyledBar ref={barRef} $leaving={leaving} aria-label="Quiz suggestion">
      <StyledInner>
        <StyledText>{cta.barText}</StyledText>
        <StyledDetailsButton type="button" variant="secondary" size="sm" onClick={scrollToBlock}>
          See details
        </StyledDetailsButton>
        <StyledQuizLink to={quizHref(cta, 'cta')} size="sm">
          {QUIZ_CTA_LABEL}
        </StyledQuizLink>
        <StyledClose type="button" variant="ghost" size="sm" aria-label="Close" onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </StyledClose>
      </StyledInner>
    </StyledBar>
  );
}
