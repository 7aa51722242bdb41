import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  EVIDENCE_GRADES,
  EVIDENCE_GRADE_MEANINGS,
  INTERACTION_CLASSES,
  INTERACTION_CLASS_LABELS,
  MEDICAL_DISCLAIMER,
  QUIZ_QUESTION_COUNT,
  type InteractionClass,
} from '@sahha/contracts';
import { Badge, ButtonLink, Container } from '@sahha/ui';
import { StyledPage, StyledPageHeader } from '../shared/page-layout';
import { RelatedPages, StyledNotice, StyledProse } from './trust-layout';
import { TRUST_PAGES } from './trust-pages';
import { useTrustPageHead } from './use-trust-page-head';

const PAGE = TRUST_PAGES.science;

const DESCRIPTION =
  'How Sahha turns nine quiz answers into supplement recommendations: the rules, evidence grades A to D, the medicine safety screen and the upper-limit check.';

/** The nine quiz questions as the reader knows them (spec §3). */
export const QUIZ_INPUTS = [
  'Gender',
  'Age range (from 18–25 to 56+)',
  'Diet, such as omnivore, vegetarian, vegan or keto',
  'Up to three health goals, such as energy, sleep or immunity',
  'Lifestyle, from sedentary to athletic',
  'The supplements you already take',
  'Health concerns, such as sleep, stress or digestion',
  'Medicines you take (or none)',
  'Anything else about your health you want us to consider (optional)',
] as const;

export const RULE_GROUPS = [
  {
    title: 'Your goals',
    text: 'Each goal points to supplements that have been studied for it: magnesium and ashwagandha for sleep, ashwagandha, magnesium and rhodiola for stress, vitamin C, zinc and vitamin D for immunity, probiotics for digestion. For weight loss we say plainly that glucomannan’s effect is modest at best.',
  },
  {
    title: 'Your diet',
    text: 'A vegan diet supplies almost no vitamin B12, vitamin D or the omega-3 fats EPA and DHA, and little calcium and zinc, so those come first. Vegetarians are often low in B12. Keto and paleo diets leave out food groups, so a B-complex or a multivitamin covers the gaps.',
  },
  {
    title: 'Your age and sex',
    text: 'From 56, the body absorbs vitamin B12 from food less well and bones need more vitamin D and calcium. Women aged 18–45 are reminded that 400 mcg of folic acid a day is advised if there is any chance of pregnancy. Iron is only ever suggested with a condition: take it only if a blood test shows low iron or ferritin.',
  },
  {
    title: 'Your lifestyle',
    text: 'A sedentary, mostly indoor day adds weight to vitamin D. Active and athletic people lose magnesium in sweat in the UAE heat, so magnesium, and for athletes omega-3 and vitamin C, move up the list.',
  },
  {
    title: 'Sun, indoor life and vitamin D in the UAE',
    text: 'Everyone is considered for vitamin D. Despite the sunshine, most days here are spent indoors or covered up, away from the midday sun, and a large Abu Dhabi study (Haq and colleagues, 2016) found low vitamin D in most people tested.',
  },
  {
    title: 'What you already take and the medicines you use',
    text: 'Supplements you already take are listed under ‘Keep Taking These’ rather than suggested again. Metformin and long-term stomach acid reducers lower vitamin B12 over time, so B12 is suggested with them. When your answers point to fewer than three supplements, we add well-studied, well-tolerated basics such as vitamin D, omega-3 or magnesium.',
  },
] as const;

/** What each detected class changes in the plan, as CLASS_SAFETY_RULES and HARD_STOP_MESSAGES apply it. */
export const SAFETY_EFFECTS: Record<InteractionClass, string> = {
  anticoagulant:
    'Leaves out vitamin E, green tea extract and coenzyme Q10, keeps omega-3 to no more than 1,000 mg EPA + DHA a day, and warns about vitamin K, ginkgo and curcumin.',
  antiplatelet:
    'Leaves out vitamin E and green tea extract, keeps omega-3 to no more than 1,000 mg EPA + DHA a day, and warns about supplements that add to bleeding risk.',
  ssri_snri:
    'Leaves out rhodiola, adds a drowsiness caution to ashwagandha, and warns against St John’s wort, 5-HTP, tryptophan and SAMe.',
  levothyroxine:
    'Moves iron, calcium, magnesium, zinc and multivitamins later in the day, at least 4 hours apart from your tablet, and adds a caution to ashwagandha.',
  metformin: 'Suggests vitamin B12 and a yearly B12 blood test.',
  ppi: 'Suggests vitamin B12 and reminds you to ask about checking B12 and magnesium.',
  methotrexate:
    'Leaves out folic acid, B-complex and multivitamins, because your prescriber sets the folic acid dose, and leaves out green tea extract.',
  quinolone_tetracycline:
    'Adds spacing: take the antibiotic at least 2 hours before or 6 hours after calcium, iron, zinc, magnesium or a multivitamin.',
  pregnancy_breastfeeding:
    'Leaves out ashwagandha, rhodiola, green tea extract, glucomannan, coenzyme Q10, vitamin E and standard multivitamins, suggests 400 mcg folic acid, and leaves iron to your obstetrician.',
  kidney_disease: 'Stops the plan: we make no recommendations and ask you to talk to your doctor or kidney specialist first.',
  liver_disease: 'Stops the plan: we make no recommendations and ask you to talk to your doctor first.',
};

const UPPER_LIMITS_URL = 'https://ods.od.nih.gov/HealthInformation/nutrientrecommendations.aspx';

const StyledGradeList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  > div {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: baseline;
  }

  dd {
    margin: 0;
  }
`;

const StyledClassList = styled.dl`
  dt {
    margin-top: ${({ theme }) => theme.space(4)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

export default function SciencePage() {
  useTrustPageHead(PAGE, DESCRIPTION, { ogType: 'article', webPage: { inLanguage: 'en-AE' } });

  return (
    <StyledPage>
      <Container>
        <StyledPageHeader>
          <h1>{PAGE.heading}</h1>
          <p>
            A short quiz, a set of written rules built from published research, and a safety check. This page explains
            each step, including what we never keep.
          </p>
        </StyledPageHeader>

        <StyledProse aria-labelledby="inputs-heading">
          <h2 id="inputs-heading">What we ask</h2>
          <p>The quiz has {QUIZ_QUESTION_COUNT} questions and takes about three minutes:</p>
          <ol>
            {QUIZ_INPUTS.map((input) => (
              <li key={input}>{input}</li>
            ))}
          </ol>
          <p>The quiz is for adults aged 18 and over; the doses and limits below are adult values.</p>
        </StyledProse>

        <StyledProse aria-labelledby="rules-heading">
          <h2 id="rules-heading">How the rules work</h2>
          <p>
            Every answer can add points to supplements that research links to it. The highest-scoring three to six become
            your plan, and each one comes with the reason in plain words, quoting the answer it came from, a dose and the
            best time of day to take it. The rules are the same for everyone: the same answers always give the same plan.
          </p>
          {RULE_GROUPS.map((group) => (
            <Fragment key={group.title}>
              <h3>{group.title}</h3>
              <p>{group.text}</p>
            </Fragment>
          ))}
        </StyledProse>

        <StyledProse aria-labelledby="grades-heading">
          <h2 id="grades-heading">Evidence grades</h2>
          <p>
            Each recommendation shows an evidence grade for the reason it was chosen, what the grade is based on, and a link
            to the research. A grade describes the research, not a promise that a supplement will work for you.
          </p>
          <StyledGradeList>
            {EVIDENCE_GRADES.map((grade) => (
              <div key={grade}>
                <dt>
                  <Badge tone="info">Grade {grade}</Badge>
                </dt>
                <dd>{EVIDENCE_GRADE_MEANINGS[grade]}</dd>
              </div>
            ))}
          </StyledGradeList>
        </StyledProse>

        <StyledProse aria-labelledby="safety-heading">
          <h2 id="safety-heading">The safety screen</h2>
          <p>
            What you write about your medicines and health is read once, in memory, to look for the situations below, which
            change what is safe to take. Generic and UAE brand names are recognised, small typos are tolerated, and ‘no’ or
            ‘not’ before a name is respected. When in doubt the screen errs towards caution. It can still miss a medicine,
            so please show your plan to your pharmacist.
          </p>
          <StyledClassList>
            {INTERACTION_CLASSES.map((cls) => (
              <div key={cls}>
                <dt>{INTERACTION_CLASS_LABELS[cls]}</dt>
                <dd>{SAFETY_EFFECTS[cls]}</dd>
              </div>
            ))}
          </StyledClassList>
          <p>
            If you mention hormone concerns, we add a note that thyroid, menstrual, menopause or testosterone symptoms need a
            doctor’s assessment and blood tests; supplements are not a substitute.
          </p>
        </StyledProse>

        <StyledProse aria-labelledby="limits-check-heading">
          <h2 id="limits-check-heading">The upper-limit check</h2>
          <p>
            Before a supplement is added, we add up what your current supplements and a typical diet already provide for
            twelve nutrients, including vitamin D, calcium, iron, zinc, magnesium, vitamin A and folic acid, and compare the
            total with the adult Tolerable Upper Intake Levels{' '}
            <a href={UPPER_LIMITS_URL} target="_blank" rel="noopener noreferrer">
              published by the NIH Office of Dietary Supplements (opens in a new tab)
            </a>
            . If the usual dose would pass a limit, we suggest a lower dose or leave the supplement out and tell you why. If
            your current supplements already pass a limit, we say so and ask you to check the labels with your pharmacist.
          </p>
        </StyledProse>

        <StyledProse aria-labelledby="never-stored-heading">
          <h2 id="never-stored-heading">What we never store</h2>
          <p>
            Medication names and the free text you type about your health are never saved on our servers. If you are
            signed in, your saved plan keeps only the situations found, such as ‘{INTERACTION_CLASS_LABELS.anticoagulant}’,
            or ‘none’. In your browser, your medication text and additional health information are replaced by ‘none’ or
            ‘provided’. The{' '}
            <Link to={TRUST_PAGES.privacy.path}>privacy policy</Link> lists everything that is kept.
          </p>
        </StyledProse>

        <StyledProse aria-labelledby="limits-heading">
          <h2 id="limits-heading">The limits</h2>
          <StyledNotice>
            <strong>Not medical advice.</strong> Talk to your doctor or pharmacist before starting a supplement, especially if
            you take medicines, are pregnant or have a long-term condition.
          </StyledNotice>
          <p>
            The rules only know your answers. They cannot see your blood tests, your full medical history or how you respond
            to a supplement. {MEDICAL_DISCLAIMER} More answers are in the{' '}
            <Link to={TRUST_PAGES.faq.path}>frequently asked questions</Link>.
          </p>
          <ButtonLink to="/quiz" size="lg">
            Take the Quiz
          </ButtonLink>
        </StyledProse>

        <RelatedPages current="science" />
      </Container>
    </StyledPage>
  );
}
