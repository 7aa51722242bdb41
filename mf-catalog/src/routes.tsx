import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Each screen is its own chunk: visiting one route of this remote downloads only that screen.
const ProductPage = lazy(() => import('./product/product-page'));

const routes: RouteObject[] = [
  { path: '/products/:id', Component: ProductPage },
];

export default routes;

/** Replaced at build time (BUILD_VERSION); the shell shows it so a release can be checked live. */
export const buildVersion = process.env.BUILD_VERSION;
