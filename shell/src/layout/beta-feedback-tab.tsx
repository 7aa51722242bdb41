import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';

const StyledTab = styled(Link)`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: block;
    position: fixed;
    right: 0;
    top: 50%;
    transform: translateY(-50%) rotate(-90deg);
    transform-origin: bottom right;
    z-index: 15;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
    font-weight: 600;
    text-decoration: none;
  }
`;

/** Spec §2: on every page but /feedback, small screens and up. */
export function BetaFeedbackTab() {
  const { pathname } = useLocation();
  if (pathname === '/feedback') return null;
  return <StyledTab to="/feedback">Beta Feedback</StyledTab>;
}
