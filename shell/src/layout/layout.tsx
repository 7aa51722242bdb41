import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useAnalytics } from '../analytics/use-analytics';
import { BetaFeedbackTab } from './beta-feedback-tab';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollOnNavigate } from './scroll-on-navigate';

const StyledPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
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
  return (
    <StyledPage>
      <StyledSkipLink href="#main-content">Skip to content</StyledSkipLink>
      <Header />
      <StyledMain id="main-content" tabIndex={-1}>
        <Outlet />
      </StyledMain>
      <Footer />
      <BetaFeedbackTab />
      <ScrollOnNavigate />
    </StyledPage>
  );
}
