import styled from 'styled-components';
import { PAGE_HEADINGS } from '@sahha/contracts';
import { ButtonLink, Card, Container, VisuallyHidden } from '@sahha/ui';
import { useHeadTags } from '../shared/use-head-tags';
import { StyledCardGrid, StyledPage, StyledPageHeader, StyledSection } from '../shared/page-layout';

export const EVIDENCE_STATEMENT =
  'Every recommendation is backed by peer-reviewed research and comes with an evidence link and a plain-language explanation of why it suits you.';

export const BELIEFS = [
  {
    title: 'Tailored solutions',
    text: 'Your age, diet, routine, goals and the UAE climate shape what you need. We start from you, not from a best-seller list.',
  },
  {
    title: 'Science-backed',
    text: 'We recommend only supplements with credible human research, and we say so plainly when the evidence is limited.',
  },
  {
    title: 'Quality over quantity',
    text: 'A short list of the right supplements beats a cupboard full of the wrong ones. Often the best advice is to take less.',
  },
  {
    title: 'Simple and beautiful',
    text: 'Health information should be calm and clear: no jargon, no pressure, no flashing discounts.',
  },
] as const;

export const APPROACH = [
  {
    title: 'Science first',
    text: 'We review trials and official fact sheets, such as those from the NIH Office of Dietary Supplements, before anything reaches a recommendation.',
  },
  {
    title: 'Personalised',
    text: 'A short quiz about your goals, diet and lifestyle turns that research into a plan for you, with the best time of day for each supplement.',
  },
  {
    title: 'Transparent',
    text: 'Each recommendation shows why it was chosen and links to its evidence, so you and your doctor can check our reasoning.',
  },
] as const;

export const TEAM = [
  {
    title: 'Nutrition science',
    text: 'Nutrition specialists review the evidence behind every supplement, set safe dosage ranges and write the cautions, including interactions with common medicines.',
  },
  {
    title: 'Data and technology',
    text: 'Engineers and designers build the quiz and recommendation engine, keep your data private and make the experience fast and accessible on every device.',
  },
] as const;

const DESCRIPTION =
  'Sahha gives UAE residents personalised, evidence-based supplement guidance. Learn about our mission, beliefs, approach and team.';

const StyledHero = styled(StyledPageHeader)`
  margin-bottom: ${({ theme }) => theme.space(12)};

  p {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledProseSection = styled(StyledSection)`
  > p {
    max-width: ${({ theme }) => theme.layout.readableWidth};
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.7;
  }
`;

const StyledCard = styled(Card)`
  height: 100%;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledStep = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space(8)};
  height: ${({ theme }) => theme.space(8)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledEvidence = styled.p`
  max-width: ${({ theme }) => theme.layout.readableWidth};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

interface CardListProps {
  items: readonly { title: string; text: string }[];
  columns: number;
  numbered?: boolean;
}

function CardList({ items, columns, numbered = false }: CardListProps) {
  return (
    <StyledCardGrid $columns={columns}>
      {items.map((item, index) => (
        <li key={item.title}>
          <StyledCard>
            {numbered ? <StyledStep aria-hidden="true">{index + 1}</StyledStep> : null}
            <h3>
              {numbered ? <VisuallyHidden>Step {index + 1}: </VisuallyHidden> : null}
              {item.title}
            </h3>
            <p>{item.text}</p>
          </StyledCard>
        </li>
      ))}
    </StyledCardGrid>
  );
}

export default function AboutPage() {
  useHeadTags({
    title: `${PAGE_HEADINGS.about} | Personalised supplement guidance in the UAE`,
    canonicalPath: '/about',
    meta: [
      { name: 'description', content: DESCRIPTION },
      { property: 'og:title', content: PAGE_HEADINGS.about },
      { property: 'og:description', content: DESCRIPTION },
      { property: 'og:type', content: 'website' },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AboutPage',
        name: PAGE_HEADINGS.about,
        description: DESCRIPTION,
        about: {
          '@type': 'Organization',
          name: 'Sahha',
          areaServed: { '@type': 'Country', name: 'United Arab Emirates' },
        },
      },
    ],
  });

  return (
    <StyledPage>
      <Container>
        <StyledHero>
          <h1>{PAGE_HEADINGS.about}</h1>
          <p>
            Sahha (صحة) means health. We help people across the UAE choose supplements with clarity and confidence,
            guided by science rather than marketing.
          </p>
        </StyledHero>

        <StyledProseSection aria-labelledby="story-heading">
          <h2 id="story-heading">Our story</h2>
          <p>
            Sahha began with a familiar frustration. Pharmacy shelves and online stores in the UAE offer thousands of
            supplements, each with bold promises, yet very little guidance on what a particular person actually needs.
            Many of us were taking products that did not suit us, while missing the few that would.
          </p>
          <p>
            Life here brings its own questions: why vitamin D is so often low in a sunny country, how to stay energetic
            through long summers indoors, how to plan around Ramadan. We set out to answer them with evidence, in plain
            language, for free.
          </p>
        </StyledProseSection>

        <StyledProseSection aria-labelledby="mission-heading">
          <h2 id="mission-heading">Our mission</h2>
          <p>
            To give every UAE resident personalised, evidence-based supplement guidance that is honest about what works,
            what does not, and when to talk to a doctor instead.
          </p>
        </StyledProseSection>

        <StyledProseSection aria-labelledby="beliefs-heading">
          <h2 id="beliefs-heading">What we believe</h2>
          <CardList items={BELIEFS} columns={4} />
        </StyledProseSection>

        <StyledProseSection aria-labelledby="approach-heading">
          <h2 id="approach-heading">Our approach</h2>
          <CardList items={APPROACH} columns={3} numbered />
        </StyledProseSection>

        <StyledProseSection aria-labelledby="team-heading">
          <h2 id="team-heading">Our team</h2>
          <p>Sahha is built by a small team that brings two kinds of expertise together.</p>
          <CardList items={TEAM} columns={2} />
        </StyledProseSection>

        <StyledProseSection aria-labelledby="evidence-heading">
          <h2 id="evidence-heading">Backed by evidence</h2>
          <StyledEvidence>{EVIDENCE_STATEMENT}</StyledEvidence>
          <ButtonLink to="/quiz" size="lg">
            Take the Quiz
          </ButtonLink>
        </StyledProseSection>
      </Container>
    </StyledPage>
  );
}
