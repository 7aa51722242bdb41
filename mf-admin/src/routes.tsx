import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each screen is its own chunk: visiting one route of this remote downloads only that screen.
const FeedbackDashboardPage = lazy(() => import('./feedback-dashboard/feedback-dashboard-page'));
const CatalogPage = lazy(() => import('./catalog/catalog-page'));

const routes: RouteObject[] = [
  { path: '/admin/feedback', Component: FeedbackDashboardPage },
  { path: '/admin/catalog', Component: CatalogPage },
];

export default routes;

/** Replaced at build time (BUILD_VERSION); the shell shows it so a release can be checked live. */
export const buildVersion = process.env.BUILD_VERSION;
