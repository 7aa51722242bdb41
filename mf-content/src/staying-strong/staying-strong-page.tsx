import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_HEADINGS } from '@sahha/contracts';
import {
  DEFAULT_GUIDE_CATEGORY,
  GUIDE_CATEGORIES,
  GUIDE_CATEGORY_PARAM,
  type GuideCategory,
  guideCardId,
  isGuideCategoryId,
} from '@sahha/contracts/content-library/guide';
import { Badge, ButtonLink, Card, Container, Tabs } from '@sahha/ui';
import { useHeadTags } from '../shared/use-head-tags';
import { StyledCardGrid, StyledPage, StyledPageHeader, StyledSection } from '../shared/page-layout';
import { useScrollToHash } from '../shared/use-scroll-to-hash';

export const NOT_MEDICAL_ADVICE = 'Not medical advice';
export const PERSONALISED_CTA = 'Get personalized recommendations';

export const STAYING_STRONG_TIPS = [
  {
    title: 'Sleep 7-9 hours',
    text: 'Adults who regularly sleep less than seven hours catch colds more easily. Keep a regular bedtime and a cool, dark bedroom.',
  },
  {
    title: 'Moderate exercise',
    text: 'Aim for 150 minutes of moderate activity a week. In summer, walk early, swim, or use an air-conditioned gym or mall.',
  },
  {
    title: 'Colourful eating',
    text: 'Fill half your plate with vegetables and fruit of different colours, and add legumes, nuts, fish and whole grains.',
  },
  {
    title: 'Stress management',
    text: 'Long-term stress weakens defences. Short breaks, time outdoors in cooler hours, prayer or breathing exercises all help.',
  },
] as const;

const FAQ = [
  {
    question: 'What are the basics of staying healthy in the UAE climate?',
    answer:
      'Sleep 7-9 hours, move for about 150 minutes a week (indoors or early morning in summer), eat a colourful diet, drink enough water for the heat and manage stress.',
  },
  {
    question: 'Why is vitamin D low in the UAE despite the sun?',
    answer:
      'Most people avoid the midday sun the skin needs to make vitamin D: indoor work, cars, covering clothing and summer heat all reduce exposure. A blood test shows whether you are low.',
  },
  {
    question: 'Can supplements replace a healthy lifestyle?',
    answer:
      'No. Supplements can fill specific gaps, but sleep, activity, diet and vaccinations do the most for immunity. Ask your doctor before starting any supplement.',
  },
];

const DESCRIPTION =
  'A clinically reviewed guide to staying strong in the UAE: sleep, exercise, colourful eating, stress management and an evidence-based supplement guide.';

const StyledHero = styled(StyledPageHeader)`
  margin-top: ${({ theme }) => theme.space(6)};
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

const StyledSupplementCard = styled(Card)`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  /* Clears the sticky header when a link scrolls a card into view. */
  scroll-margin-top: 96px;

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const StyledDosage = styled.p`
  font-variant-numeric: tabular-nums;
`;

const StyledNote = styled.p`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.cautionBg};
  color: ${({ theme }) => theme.colors.caution};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledPanelIntro = styled.div`
  max-width: ${({ theme }) => theme.layout.readableWidth};
  margin-bottom: ${({ theme }) => theme.space(6)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledCta = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(8)};
`;

const StyledFooter = styled.footer`
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function GuidePanel({ category }: { category: GuideCategory }) {
  return (
    <>
      <StyledPanelIntro>
        <h3>{category.title}</h3>
        <p>{category.description}</p>
      </StyledPanelIntro>
      <StyledCardGrid $columns={4} aria-label={`${category.title} supplements`}>
        {category.supplements.map((supplement) => (
          <li key={supplement.name}>
            <StyledSupplementCard id={guideCardId(category.id, supplement.name)}>
              <h4>{supplement.name}</h4>
              <p>{supplement.description}</p>
              <ul aria-label={`Benefits of ${supplement.name}`}>
                {supplement.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              <StyledDosage>
                <strong>Typical dosage:</strong> {supplement.dosage}
              </StyledDosage>
              {supplement.note ? <StyledNote>{supplement.note}</StyledNote> : null}
            </StyledSupplementCard>
          </li>
        ))}
      </StyledCardGrid>
    </>
  );
}

export default function StayingStrongPage() {
  // ?category=<id> opens that tab, so a link (a search result) can point at one card.
  const [params] = useSearchParams();
  const requestedCategory = params.get(GUIDE_CATEGORY_PARAM);
  const [categoryId, setCategoryId] = useState<string>(isGuideCategoryId(requestedCategory) ? requestedCategory : DEFAULT_GUIDE_CATEGORY);
  useEffect(() => {
    if (isGuideCategoryId(requestedCategory)) setCategoryId(requestedCategory);
  }, [requestedCategory]);
  useScrollToHash();

  useHeadTags({
    title: `${PAGE_HEADINGS.stayingStrong}: immunity guide for the UAE | Sahha`,
    canonicalPath: '/staying-strong',
    meta: [
      { name: 'description', content: DESCRIPTION },
      { name: 'geo.region', content: 'AE' },
      { name: 'geo.placename', content: 'Dubai, Abu Dhabi, Sharjah' },
      { name: 'geo.position', content: '25.2048;55.2708' },
      { name: 'ICBM', content: '25.2048, 55.2708' },
      { property: 'og:title', content: PAGE_HEADINGS.stayingStrong },
      { property: 'og:description', content: DESCRIPTION },
      { property: 'og:locale', content: 'en_AE' },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: FAQ.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'HowTo',
        name: 'How to stay strong and support your immunity in the UAE',
        description: DESCRIPTION,
        step: STAYING_STRONG_TIPS.map((tip, index) => ({
          '@type': 'HowToStep',
          position: index + 1,
          name: tip.title,
          text: tip.text,
        })),
      },
    ],
  });

  return (
    <StyledPage>
      <Container>
        <ButtonLink to="/" variant="ghost" size="sm">
          <span aria-hidden="true">←</span> Back to Home
        </ButtonLink>
        <StyledHero>
          <Badge tone="success">Clinically reviewed</Badge>
          <h1>{PAGE_HEADINGS.stayingStrong}</h1>
          <p>
            Simple, evidence-based habits to support your immunity and energy through the UAE's heat, indoor life and
            busy routines, plus a guide to the supplements with real research behind them.
          </p>
        </StyledHero>

        <StyledSection aria-labelledby="tips-heading">
          <h2 id="tips-heading">Four foundations</h2>
          <StyledCardGrid $columns={4}>
            {STAYING_STRONG_TIPS.map((tip) => (
              <li key={tip.title}>
                <StyledCard>
                  <h3>{tip.title}</h3>
                  <p>{tip.text}</p>
                </StyledCard>
              </li>
            ))}
          </StyledCardGrid>
        </StyledSection>

        <StyledSection aria-labelledby="guide-heading">
          <h2 id="guide-heading">Supplement Guide</h2>
          <Tabs
            label="Supplement categories"
            value={categoryId}
            onChange={setCategoryId}
            tabs={GUIDE_CATEGORIES.map((category) => ({
              id: category.id,
              label: category.label,
              content: <GuidePanel category={category} />,
            }))}
          />
          <StyledCta>
            <ButtonLink to="/quiz" size="lg">
              {PERSONALISED_CTA}
            </ButtonLink>
          </StyledCta>
        </StyledSection>

        <StyledFooter>
          <p>
            <strong>{NOT_MEDICAL_ADVICE}.</strong> This guide is general information. Talk to your doctor or pharmacist
            before starting any supplement, especially if you are pregnant, breastfeeding or take regular medicines.
          </p>
        </StyledFooter>
      </Container>
    </StyledPage>
  );
}
