import { type LintCase, lintErrorCounts } from './lint-cases';

const RULE = 'sahha/feature-boundaries';

const forbidden: LintCase[] = [
  ['mf-quiz/src/quiz/x.ts', "import { x } from '../results/results-page';"],
  ['mf-tracker/src/progress/charts/x.tsx', "import { CheckInPage } from '../../check-in/check-in-page';"],
  ['mf-content/src/blog/x.tsx', "const About = lazy(() => import('../about/about-page'));"],
  ['mf-admin/src/feedback-dashboard/x.ts', "export { list } from '../audit-log/audit-log-list';"],
  ['mf-catalog/src/product/x.ts', "export * from '../reviews/reviews-api';"],
  // shared/ is what features have in common: it never depends on one of them.
  ['mf-content/src/shared/x.ts', "import { BlogListPage } from '../blog/blog-list-page';"],
  // Test helpers are for specs only.
  ['mf-quiz/src/quiz/x.ts', "import { planFixture } from '../testing/fixtures';"],
  ['mf-tracker/src/progress/x.spec.tsx', "jest.mock('../check-in/use-check-in-reminder');"],
];

const allowed: LintCase[] = [
  ['mf-quiz/src/quiz/x.ts', "import { labels } from '../shared/quiz-labels';\nimport { rules } from './quiz-rules';"],
  ['mf-tracker/src/progress/charts/x.tsx', "import { api } from '../../shared/check-ins-api';\nimport { y } from '../progress-stats';"],
  ['mf-content/src/about/x.spec.tsx', "import { render } from '../testing/render';\njest.mock('../shared/use-head-tags');"],
  ['mf-quiz/src/testing/fixtures.ts', "import { stored } from '../shared/stored-plan';"],
  // routes.tsx composes the features.
  ['mf-content/src/routes.tsx', "const AboutPage = lazy(() => import('./about/about-page'));"],
  // An explicit, commented exception in eslint.config.mjs (FEATURE_BOUNDARY_EXCEPTIONS).
  ['mf-catalog/src/product/x.tsx', "import { RetailerLogo } from '../retailers/retailer-logo';"],
  // Only remotes have features; the shell and libs are outside this rule.
  ['shell/src/auth/x.ts', "import { x } from '../account/account-page';"],
  ['libs/ui/src/toast/x.ts', "import { x } from '../head/use-head-tags';"],
];

describe('feature boundaries inside a remote', () => {
  const counts = lintErrorCounts(RULE, [...forbidden, ...allowed]);

  it.each(forbidden.map((testCase, index) => [...testCase, index] as const))('rejects %s: %s', (_file, _code, index) => {
    expect(counts[index]).toBe(1);
  });

  it.each(allowed.map((testCase, index) => [...testCase, forbidden.length + index] as const))('allows %s: %s', (_file, _code, index) => {
    expect(counts[index]).toBe(0);
  });
});
