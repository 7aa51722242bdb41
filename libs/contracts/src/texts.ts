/** Required texts (docs/requirements.md) shown by more than one module, kept once so tests import rather than copy. */
export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_HINT = 'Did you forget to add the page to the router?';
export const REMOTE_UNAVAILABLE_TEXT = 'This section is temporarily unavailable';
export const REMOTE_RETRY_LABEL = 'Retry';
export const NO_ACCESS_TEXT = "You don't have access to this page";
export const MEDICAL_DISCLAIMER =
  'Always consult a healthcare provider before starting any new supplement.';

/** localStorage keys (docs/requirements.md, "Site: storage keys"). */
export const STORAGE_KEYS = {
  recommendations: 'recommendations',
  quizData: 'quizData',
  theme: 'ui-theme',
  stickyCtaDismissed: 'sticky-cta-dismissed',
} as const;

/** Page headings each remote owns (each route's section of docs/requirements.md); the e2e suite checks them. */
export const PAGE_HEADINGS = {
  quiz: 'Wellness Advisor',
  results: 'Your Personalized Recommendations',
  myResults: 'My Results',
  recommendation: 'Your Supplement Plan',
  checkIn: 'Weekly Check-in',
  progress: 'Your Progress',
  product: 'Product details',
  about: 'About Sahha',
  stayingStrong: 'Staying Strong',
  blog: 'Wellness Journal',
  feedback: 'How is your Sahha experience?',
  adminFeedback: 'Feedback Dashboard',
} as const;

/** The one cookie the site sets (API session middleware) and its rolling lifetime; the privacy and cookie pages describe it. */
export const SESSION_COOKIE_NAME = 'sahha.sid';
/**
 * Its name over https: browsers keep a `__Host-` cookie only if it is Secure, Path=/ and has no
 * Domain, so no subdomain or plain-http page can set or overwrite it. Plain http (localhost) keeps
 * SESSION_COOKIE_NAME, as a browser refuses the prefix there.
 */
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;
export const SESSION_LIFETIME_DAYS = 14;
