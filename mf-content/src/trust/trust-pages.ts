/**
 * The trust pages linked from the footer (docs/requirements.md, "Route: /science, /research, /faq, /privacy, /terms, /cookies"): path, h1 and footer label in one place so the
 * pages, the links between them and the tests (unit and e2e) share one spelling.
 */
export const TRUST_PAGES = {
  science: { path: '/science', heading: 'How Sahha makes recommendations', footerLabel: 'Science' },
  research: { path: '/research', heading: 'The research behind Sahha', footerLabel: 'Research' },
  faq: { path: '/faq', heading: 'Frequently asked questions', footerLabel: 'FAQ' },
  terms: { path: '/terms', heading: 'Terms of use', footerLabel: 'Terms' },
  privacy: { path: '/privacy', heading: 'Privacy policy', footerLabel: 'Privacy' },
  cookies: { path: '/cookies', heading: 'Cookies and local storage', footerLabel: 'Cookies' },
} as const;

export type TrustPageKey = keyof typeof TRUST_PAGES;

/** Date shown on the privacy, terms and cookies pages; change it with their content. */
export const LEGAL_LAST_UPDATED = { iso: '2026-11-23', display: '23 November 2026' } as const;

export const PRIVACY_EMAIL = 'privacy@sahha.ae';
