import { Outlet, useLocation } from 'react-router-dom';
import { SessionEndedNoticeHost } from '@sahha/store';
import styled from 'styled-components';
import { useAnalytics } from '../analytics/use-analytics';
import { BetaFeedbackTab, betaFeedbackTabGutter, showsBetaFeedbackTab } from './beta-feedback-tab';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollOnNavigate } from './scroll-on-navigate';

// The header is left out of the gutter: it is sticky at the top, never at the tab's mid-height.
const StyledPage = styled.div<{ $betaTabGutter: boolean }>`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  > main,
  > footer {
    ${({ $betaTabGutter }) => $betaTabGutter && betaFeedbackTabGutter}
  }
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space(2)};
    top: ${({ theme }) => theme.space(2)};
    z-index: 50;
    background: ${({ theme }) => theme.colors.surface};
    padding: ${({ theme }) => theme.space(2)};
  }
`;

// A remote page arrives after the shell has painted; reserving a screen's height keeps the footer
// below the fold meanwhile, so it does not jump down when the content lands (layout shift).
const StyledMain = styled.main`
  flex: 1;
  min-height: 100vh;
  min-height: 100dvh;
`;

export function Layout() {
  useAnalytics();
  const { pathname } = useLocation();
  return (
    <StyledPage $betaTabGutter={showsBetaFeedbackTab(pathname)}>
      <StyledSkipLink href="#main-content">Skip to content</StyledSkipLink>
      <Header />
      <StyledMain id="main-content" tabIndex={-1}>
        <SessionEndedNoticeHost />
        <Outlet />
      </StyledMain>
      <Footer />
      <BetaFeedbackTab />
      <ScrollOnNavigate />
    </StyledPage>
  );
}
