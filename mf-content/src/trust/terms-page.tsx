import { Link } from 'react-router-dom';
import { MEDICAL_DISCLAIMER } from '@sahha/contracts';
import { LastUpdated, StyledNotice, StyledProse, TrustPageFrame } from './trust-layout';
import { LEGAL_LAST_UPDATED, PRIVACY_EMAIL, TRUST_PAGES } from './trust-pages';
import { useTrustPageHead } from './use-trust-page-head';

const PAGE = TRUST_PAGES.terms;

const DESCRIPTION =
  'The terms for using Sahha: general information, not medical advice; adults 18+; accounts; acceptable use; affiliate links and retailer prices; liability; UAE law.';

export const TERMS_SECTIONS = [
  {
    id: 'agreement',
    title: 'About these terms',
    paragraphs: [
      'These terms apply when you use the Sahha website, including the quiz, your account, check-ins, product pages, the blog and the feedback form. By using Sahha you agree to them. If you do not agree, please do not use Sahha.',
    ],
  },
  {
    id: 'not-medical-advice',
    title: 'Information, not medical advice',
    paragraphs: [
      'Sahha gives general information about supplements, based on your answers and published research. It does not diagnose, treat or prevent any disease and does not replace a doctor, pharmacist or other health professional who knows you.',
      `${MEDICAL_DISCLAIMER} This matters most if you take medicines, are pregnant or breastfeeding, or have a long-term condition. If you feel unwell, contact a health professional; in an emergency in the UAE call 998 or 999.`,
    ],
  },
  {
    id: 'eligibility',
    title: 'Who can use Sahha',
    paragraphs: [
      'Sahha is for adults aged 18 and over. Our recommendations, doses and safety limits are written for adults and must not be used for children.',
    ],
  },
  {
    id: 'accounts',
    title: 'Your account',
    paragraphs: [
      'An account is free and optional. Please give accurate details, keep your password to yourself and tell us if you think someone else has used your account. You are responsible for what is done with your account.',
      'You can download your data or delete your account at any time in Account Settings. We may suspend an account that breaks these terms.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    paragraphs: [
      'Please use Sahha lawfully and for your own personal, non-commercial use. Do not try to break or get around its security, overload it, collect its content or other people’s data with automated tools, impersonate anyone, or send abusive, misleading or unlawful content through the feedback form or product ratings.',
    ],
  },
  {
    id: 'affiliate-links',
    title: 'Products, prices and affiliate links',
    paragraphs: [
      'Sahha does not sell or deliver products. Product pages show prices in AED, stock and delivery times that come from third-party retailers; they can change at any time and may be out of date. The price and terms at the retailer’s checkout are the ones that apply, and your purchase is a contract between you and the retailer.',
      'Some shop links are affiliate links: if you buy through them, the retailer may pay Sahha a commission at no extra cost to you. Commissions play no part in which supplements we recommend.',
    ],
  },
  {
    id: 'content',
    title: 'Our content',
    paragraphs: [
      'The texts, design and software of Sahha belong to Sahha or its licensors. You may read, print and share pages for personal use; please do not copy or republish them for commercial use without our permission.',
    ],
  },
  {
    id: 'availability',
    title: 'Changes to Sahha',
    paragraphs: [
      'Sahha is in beta. We may change, add or remove features, and the service may sometimes be unavailable. We try to keep it accurate and working but cannot promise that it will always be.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    paragraphs: [
      'Sahha is provided free of charge and as it is. To the extent UAE law allows, we are not responsible for loss or harm that comes from relying on Sahha’s information without checking it with a health professional, from products you buy from retailers, or from retailer prices, stock or delivery.',
      'Nothing in these terms limits any liability that cannot be limited under UAE law.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    paragraphs: [
      'These terms are governed by the laws of the United Arab Emirates. Any dispute will be heard by the competent courts of the United Arab Emirates.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    paragraphs: [
      'We may update these terms. When we do, we change the date at the top of this page. If you keep using Sahha after a change, the new terms apply.',
    ],
  },
] as const;

export default function TermsPage() {
  useTrustPageHead(PAGE, DESCRIPTION, { webPage: { dateModified: LEGAL_LAST_UPDATED.iso } });

  return (
    <TrustPageFrame current="terms" intro="The rules for using Sahha, in plain words.">
      <StyledProse aria-labelledby="terms-summary-heading">
        <h2 id="terms-summary-heading">In short</h2>
        <LastUpdated />
        <StyledNotice>
          <strong>Not medical advice.</strong> Sahha is for adults aged 18 and over and gives general information only.
          Talk to your doctor or pharmacist before starting any supplement.
        </StyledNotice>
      </StyledProse>

      {TERMS_SECTIONS.map((section) => (
        <StyledProse key={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </StyledProse>
      ))}

      <StyledProse aria-labelledby="terms-contact-heading">
        <h2 id="terms-contact-heading">Contact</h2>
        <p>
          For questions about your data, e-mail <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. For anything else,
          use the <Link to="/feedback">feedback form</Link>. How we handle your data is described in our{' '}
          <Link to={TRUST_PAGES.privacy.path}>privacy policy</Link>.
        </p>
      </StyledProse>
    </TrustPageFrame>
  );
}
