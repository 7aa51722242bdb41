import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each screen is its own chunk: visiting one route of this remote downloads only that screen.
const QuizPage = lazy(() => import('./quiz/quiz-page'));
const ResultsPage = lazy(() => import('./results/results-page'));
const MyResultsPage = lazy(() => import('./my-results/my-results-page'));
const RecommendationPage = lazy(() => import('./recommendation/recommendation-page'));
const MedicineCheckPage = lazy(() => import('./medicine-check/medicine-check-page'));

const routes: RouteObject[] = [
  { path: '/quiz', Component: QuizPage },
  { path: '/medicine-check', Component: MedicineCheckPage },
  { path: '/results', Component: ResultsPage },
  { path: '/my-results', Component: MyResultsPage },
  { path: '/recommendation/:id', Component: RecommendationPage },
];

export default routes;

/** Replaced at build time (BUILD_VERSION); the shell shows it so a release can be checked live. */
export const buildVersion = process.env.BUILD_VERSION;
