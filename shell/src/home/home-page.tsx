import { lazy, Suspense } from 'react';
import { useSession } from '@sahha/store';
import { ButtonLink, Card, CenteredSpinner, Container } from '@sahha/ui';
import styled from 'styled-components';
import { useHomeHeadTags } from './home-head';
import { HOME_HERO, HOME_JOIN, HOME_STEPS, HOME_TESTIMONIALS } from './home-content';
import { StyledActions, StyledGrid, StyledHero, StyledMuted, StyledSection } from './home-styles';

/**
 * The signed-in dashboard is its own chunk: the first load of `/` (a visitor's, prerendered) does
 * not carry it, and a member fetches it while the session answer is already in.
 */
const SignedInHome = lazy(() => import('./signed-in-home'));

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

export function HomePage() {
  useHomeHeadTags();
  const session = useSession();
  if (session.status === 'authenticated') {
    return (
      <Suspense fallback={<CenteredSpinner label="Loading" />}>
        <SignedInHome name={session.user.name} email={session.user.email} />
      </Suspense>
    );
  }
  return <VisitorHome />;
}
