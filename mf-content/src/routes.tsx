import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each screen is its own chunk: visiting one route of this remote downloads only that screen.
const AboutPage = lazy(() => import('./about/about-page'));
const StayingStrongPage = lazy(() => import('./staying-strong/staying-strong-page'));
const BlogListPage = lazy(() => import('./blog/blog-list-page'));
const BlogArticlePage = lazy(() => import('./blog/blog-article-page'));
const FeedbackPage = lazy(() => import('./feedback/feedback-page'));
const SciencePage = lazy(() => import('./trust/science-page'));
const FaqPage = lazy(() => import('./trust/faq-page'));
const ResearchPage = lazy(() => import('./trust/research-page'));
const PrivacyPage = lazy(() => import('./trust/privacy-page'));
const TermsPage = lazy(() => import('./trust/terms-page'));
const CookiesPage = lazy(() => import('./trust/cookies-page'));
const ContactPage = lazy(() => import('./contact/contact-page'));
const SearchPage = lazy(() => import('./search/search-page'));

const routes: RouteObject[] = [
  { path: '/about', Component: AboutPage },
  { path: '/staying-strong', Component: StayingStrongPage },
  { path: '/blog', Component: BlogListPage },
  { path: '/blog/:slug', Component: BlogArticlePage },
  { path: '/feedback', Component: FeedbackPage },
  { path: '/science', Component: SciencePage },
  { path: '/faq', Component: FaqPage },
  { path: '/research', Component: ResearchPage },
  { path: '/privacy', Component: PrivacyPage },
  { path: '/terms', Component: TermsPage },
  { path: '/cookies', Component: CookiesPage },
  { path: '/contact', Component: ContactPage },
  { path: '/search', Component: SearchPage },
];

export default routes;

/** Replaced at build time (BUILD_VERSION); the shell shows it so a release can be checked live. */
export const buildVersion = process.env.BUILD_VERSION;
