import { useSession } from '@sahha/store';
import { ButtonLink, Card, Container } from '@sahha/ui';
import styled from 'styled-components';
import { firstNameFor } from '../layout/initials';
import { CheckInReminderSlot } from './check-in-reminder-slot';
import { useHomeHeadTags } from './home-head';
import { HOME_DASHBOARD, HOME_HERO, HOME_JOIN, HOME_STEPS, HOME_TESTIMONIALS } from './home-content';

const StyledHero = styled.section`
  padding-block: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(12)};
  h1 {
    font-size: clamp(2.25rem, 6vw, 3.5rem);
    line-height: 1.1;
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  p {
    max-width: 60ch;
    font-size: 1.125rem;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const StyledSection = styled.section`
  padding-block: ${({ theme }) => theme.space(10)};
  h2 {
    margin-top: 0;
  }
`;

const StyledGrid = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  h3 {
    margin-top: 0;
  }
`;

const StyledTestimonials = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  blockquote {
    margin: 0;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(3)};
    font-weight: 600;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function VisitorHome() {
  return (
    <Container>
      <StyledHero aria-labelledby="home-hero-title">
        <h1 id="home-hero-title">{HOME_HERO.title}</h1>
        <p>{HOME_HERO.lead}</p>
        <StyledActions>
          <ButtonLink to="/quiz" size="lg">
            {HOME_HERO.cta}
          </ButtonLink>
        </StyledActions>
        <StyledMuted>{HOME_HERO.note}</StyledMuted>
      </StyledHero>
      <StyledSection aria-labelledby="home-steps-title">
        <h2 id="home-steps-title">How Sahha works</h2>
        <StyledGrid>
          {HOME_STEPS.map((step, index) => (
            <li key={step.title}>
              <Card>
                <h3>
                  {index + 1}. {step.title}
                </h3>
                <p>{step.text}</p>
              </Card>
            </li>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="home-testimonials-title">
        <h2 id="home-testimonials-title">What members say</h2>
        <StyledTestimonials>
          {HOME_TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.author}>
              <Card as="figure">
                <blockquote>“{testimonial.quote}”</blockquote>
                <figcaption>{testimonial.author}</figcaption>
              </Card>
            </li>
          ))}
        </StyledTestimonials>
      </StyledSection>
      <StyledSection aria-labelledby="home-join-title">
        <Card>
          <h2 id="home-join-title">{HOME_JOIN.title}</h2>
          <p>{HOME_JOIN.text}</p>
          <ButtonLink to="/quiz">{HOME_JOIN.cta}</ButtonLink>
        </Card>
      </StyledSection>
    </Container>
  );
}

function SignedInHome({ name, email }: { name: string | null; email: string }) {
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
        <StyledGrid>
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
        </StyledGrid>
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

export function HomePage() {
  useHomeHeadTags();
  const session = useSession();
  if (session.status === 'authenticated') return <SignedInHome name={session.user.name} email={session.user.email} />;
  return <VisitorHome />;
}
