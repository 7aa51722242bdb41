import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FAQ_ITEMS } from '@sahha/contracts/content-library/faq';
import { ButtonLink } from '@sahha/ui';
import { absoluteUrl } from '../shared/use-head-tags';
import { useScrollToHash } from '../shared/use-scroll-to-hash';
import { StyledProse, TrustPageFrame } from './trust-layout';
import { TRUST_PAGES } from './trust-pages';
import { useTrustPageHead } from './use-trust-page-head';

const PAGE = TRUST_PAGES.faq;

const DESCRIPTION =
  'Answers about Sahha: cost, how recommendations are made, evidence, pregnancy, medicines, your data, prices in AED and check-ins.';

const StyledQuestions = styled(StyledProse)`
  section {
    /* Clears the sticky header when a link (/faq#id) scrolls an answer into view. */
    scroll-margin-top: 96px;
  }

  h2 {
    margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export default function FaqPage() {
  useScrollToHash();
  useTrustPageHead(PAGE, DESCRIPTION, {
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: absoluteUrl(PAGE.path),
      mainEntity: FAQ_ITEMS.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
  });

  return (
    <TrustPageFrame current="faq" intro="Short, honest answers about how Sahha works, what it costs and what happens to your data.">
      <StyledQuestions aria-label="Questions and answers">
        {FAQ_ITEMS.map((item) => (
          <section key={item.id} id={item.id}>
            <h2>{item.question}</h2>
            <p>{item.answer}</p>
          </section>
        ))}
      </StyledQuestions>

      <StyledProse aria-labelledby="more-heading">
        <h2 id="more-heading">Read more</h2>
        <p>
          See <Link to={TRUST_PAGES.science.path}>how Sahha makes recommendations</Link>, our{' '}
          <Link to={TRUST_PAGES.privacy.path}>privacy policy</Link> and the{' '}
          <Link to={TRUST_PAGES.cookies.path}>cookies page</Link>. Something we have not answered? Tell us through the
          feedback form.
        </p>
        <ButtonLink to="/feedback" variant="secondary">
          Send feedback
        </ButtonLink>
      </StyledProse>
    </TrustPageFrame>
  );
}
