import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each screen is its own chunk: visiting one route of this remote downloads only that screen.
const CheckInPage = lazy(() => import('./check-in/check-in-page'));
const ProgressPage = lazy(() => import('./progress/progress-page'));

const routes: RouteObject[] = [
  { path: '/check-in', Component: CheckInPage },
  { path: '/progress', Component: ProgressPage },
];

export default routes;

/** Replaced at build time (BUILD_VERSION); the shell shows it so a release can be checked live. */
export const buildVersion = process.env.BUILD_VERSION;
