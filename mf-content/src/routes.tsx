import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each screen is its own chunk: visiting one route of this remote downloads only that screen.
const AboutPage = lazy(() => import('./about/about-page'));
const StayingStrongPage = lazy(() => import('./staying-strong/staying-strong-page'));
const BlogListPage = lazy(() => import('./blog/blog-list-page'));
const BlogArticlePage = lazy(() => import('./blog/blog-article-page'));
const FeedbackPage = lazy(() => import('./feedback/feedback-page'));

const routes: RouteObject[] = [
  { path: '/about', Component: AboutPage },
  { path: '/staying-strong', Component: StayingStrongPage },
  { path: '/blog', Component: BlogListPage },
  { path: '/blog/:slug', Component: BlogArticlePage },
  { path: '/feedback', Component: FeedbackPage },
];

export default routes;
