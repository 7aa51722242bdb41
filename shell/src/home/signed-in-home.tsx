import { ButtonLink, Card, Container } from '@sahha/ui';
import styled from 'styled-components';
import { firstNameFor } from '../layout/initials';
import { CheckInReminderSlot } from './check-in-reminder-slot';
import { StyledActions, StyledGrid, StyledHero, StyledMuted, StyledSection } from './home-styles';

export const HOME_DASHBOARD = {
  title: 'Your Wellness Dashboard',
  cards: [
    { title: 'My Recommendations', text: 'Your personalised supplement list and daily planner.', to: '/results' },
    // Issue L: saved plans must be findable again, on any device.
    { title: 'My Plans', text: 'Every plan you saved, with its date, items and safety notes.', to: '/my-results' },
    { title: 'Weekly Check-in', text: 'Two minutes to record energy, sleep, mood and adherence.', to: '/check-in' },
    { title: 'Progress Tracker', text: 'Charts and trends from your check-ins.', to: '/progress' },
  ],
  retake: 'Retake Quiz',
  retakeNote: 'Your health changes over time. Retake the quiz when your goals, diet or medicines change.',
} as const;

// Four dashboard cards: two per row on tablets, one row from xl, never a lone card on a row.
const StyledDashboardGrid = styled(StyledGrid)`
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export default function SignedInHome({ name, email }: { name: string | null; email: string }) {
  return (
    <Container>
      <StyledHero aria-labelledby="home-hero-title">
        <h1 id="home-hero-title">Welcome back, {firstNameFor(name, email)}</h1>
        <StyledActions>
          <ButtonLink to="/results">View My Results</ButtonLink>
          <ButtonLink to="/progress" variant="secondary">
            Track Progress
          </ButtonLink>
        </StyledActions>
      </StyledHero>
      <StyledSection aria-labelledby="home-dashboard-title">
        <h2 id="home-dashboard-title">{HOME_DASHBOARD.title}</h2>
        <StyledDashboardGrid>
          {HOME_DASHBOARD.cards.map((card) => (
            <li key={card.title}>
              <Card>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
                <ButtonLink to={card.to} variant="secondary" size="sm">
                  Open {card.title}
                </ButtonLink>
              </Card>
            </li>
          ))}
        </StyledDashboardGrid>
      </StyledSection>
      <CheckInReminderSlot />
      <StyledSection aria-labelledby="home-retake-title">
        <h2 id="home-retake-title" className="visually-hidden">
          {HOME_DASHBOARD.retake}
        </h2>
        <StyledMuted>{HOME_DASHBOARD.retakeNote}</StyledMuted>
        <ButtonLink to="/quiz" variant="secondary">
          {HOME_DASHBOARD.retake}
        </ButtonLink>
      </StyledSection>
    </Container>
  );
}
