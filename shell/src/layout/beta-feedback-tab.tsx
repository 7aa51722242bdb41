import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** The tab's thickness at the right edge of the screen. */
const BETA_TAB_THICKNESS = '2.25rem';

/** On every page but /feedback (docs/requirements.md, "Site: Beta Feedback tab"). */
export function showsBetaFeedbackTab(pathname: string): boolean {
  return pathname !== '/feedback';
}

/**
 * The tab floats over the right edge of the screen. From the small breakpoint (where it appears)
 * up to xl, the page content reaches that edge, so the page keeps a strip free for it and the tab
 * never covers a link or button; from xl up the centred content leaves a wider margin anyway.
 */
export const betaFeedbackTabGutter = css`
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) and (width < ${({ theme }) => theme.breakpoints.xl}) {
    padding-inline-end: ${BETA_TAB_THICKNESS};
  }
`;

// Vertical text keeps the layout box equal to what is painted (a rotated box would not), so the
// tab is exactly BETA_TAB_THICKNESS wide: line height plus inline padding.
const StyledTab = styled(Link)`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: block;
    position: fixed;
    right: 0;
    top: 50%;
    transform: translateY(-50%) rotate(180deg);
    writing-mode: vertical-rl;
    width: ${BETA_TAB_THICKNESS};
    z-index: 15;
    padding: ${({ theme }) => theme.space(4)} 0;
    font-size: 0.875rem;
    line-height: ${BETA_TAB_THICKNESS};
    text-align: center;
    white-space: nowrap;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
    font-weight: 600;
    text-decoration: none;
  }
`;

/** On every page but /feedback, small screens and up (docs/requirements.md, "Site: Beta Feedback tab"). */
export function BetaFeedbackTab() {
  const { pathname } = useLocation();
  if (!showsBetaFeedbackTab(pathname)) return null;
  return <StyledTab to="/feedback">Beta Feedback</StyledTab>;
}
