import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** QUALITY.md: WCAG 2.0, 2.1 and 2.2 A/AA (the tags accessibility.spec.ts audits every route with). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until every transition and finite animation on the page has ended. A theme switched a
 * moment ago fades its colours in: audited mid-fade, a text's contrast is measured between the two
 * themes and fails (it did once, on a loaded machine). Endless animations (a spinner) are not waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Audits the page as it is now: for screen states the route audit cannot reach (a form behind a link, a result). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settledAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}
