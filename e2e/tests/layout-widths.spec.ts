import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL } from '../playwright.config';
import { registerViaApi, signInAsAdmin } from '../support/accounts';
import { checkOffersAsAdmin } from '../support/catalog';
import { waitForLiveApp } from '../support/live-app';
import { SAMPLE_QUIZ_ANSWERS, storePlanInBrowser, submitQuizViaApi } from '../support/quiz-plan';

/**
 * Issue L §8: from phone to wide desktop no floating element (sticky header, Beta tab, the blog's
 * quiz bar, toasts) covers a link or button of the page, and the header keeps to one line from
 * 1024 px. One browser context per page; the viewport walks the widths inside it.
 */
const WIDTHS = [320, 375, 414, 768, 1024, 1280, 1440, 1920] as const;
const VIEWPORT_HEIGHT = 800;
/** Widths where the desktop header shows every link in one row. */
const DESKTOP_WIDTHS = [1024, 1280, 1440] as const;
/** The header bar's min-height plus its bottom border: what one row measures. */
const ONE_ROW_HEADER_PX = 65;
const LONG_NAME = 'Sheikha Maryam bint Abdullah Al Qasimi-Fernandes';

interface CoveredControl {
  control: string;
  coveredBy: string;
}

/**
 * Edge-docked floats (the Beta tab): no control may share their column, since scrolling carries
 * it beneath them. Then scrolls every visible link and button to the middle of the screen (controls inside a floating
 * element stay where they are) and hit-tests its centre: the topmost element there must be the
 * control itself, something inside it, or part of the same floating element.
 */
function findCoveredControls(page: Page): Promise<CoveredControl[]> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const label = element.getAttribute('aria-label') ?? element.getAttribute('href') ?? '';
      return `<${element.tagName.toLowerCase()}> "${text}" ${label}`.trim();
    };
    const floatingAncestor = (element: Element): Element | null => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    // Edge-docked floats (the Beta tab) stay put while the page scrolls under them, so a control
    // in their column passes beneath them at some scroll position: no horizontal overlap allowed.
    const dockedFloats = Array.from(document.querySelectorAll('body *')).filter((element) => {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' || style.pointerEvents === 'none' || !element.checkVisibility({ checkVisibilityCSS: true })) return false;
      const { width } = element.getBoundingClientRect();
      return width > 0 && width < window.innerWidth / 2;
    });
    const { scrollX, scrollY } = window;
    const covered: CoveredControl[] = [];
    for (const control of Array.from(document.querySelectorAll('a[href], button'))) {
      if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const floating = floatingAncestor(control);
      if (!floating) control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      // A link that wraps onto two lines has a bounding box whose centre can fall between its
      // lines: hit-test the centre of its first line box instead.
      const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) and the off-screen skip link are not click targets.
      if (box.width < 2 || box.height < 2 || box.right <= 0 || box.left >= window.innerWidth) continue;
      if (!floating) {
        const dockedOver = dockedFloats.find((dock) => {
          const zone = dock.getBoundingClientRect();
          const whole = control.getBoundingClientRect();
          return whole.right > zone.left && whole.left < zone.right;
        });
        if (dockedOver) {
          covered.push({ control: describe(control), coveredBy: `${describe(dockedOver)} (while scrolling)` });
          continue;
        }
      }
      const y = box.top + box.height / 2;
      if (y < 0 || y >= window.innerHeight) continue;
      // Centre and both ends: a tab over the right end of a wide button covers it too.
      const xs = [box.left + 2, box.left + box.width / 2, box.right - 2].map((x) => Math.min(Math.max(x, 0), window.innerWidth - 1));
      for (const x of xs) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || control === hit || control.contains(hit)) continue;
        if (floating && floating.contains(hit)) continue;
        covered.push({ control: describe(control), coveredBy: describe(hit) });
        break;
      }
    }
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    return covered;
  });
}

/** The header's height and whether anything in it runs past the right edge of the screen. */
function measureHeader(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) throw new Error('no header');
    const controls = Array.from(header.querySelectorAll('a[href], button, input, select')).filter((element) =>
      element.checkVisibility({ checkVisibilityCSS: true }),
    );
    return {
      height: Math.round(header.getBoundingClientRect().height),
      overflowing: controls.filter((element) => element.getBoundingClientRect().right > window.innerWidth).map((element) => element.outerHTML.slice(0, 80)),
    };
  });
}

async function setWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  // Let listeners that react to the resize (sticky bar, menus) render before measuring.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Walks every width: nothing covered anywhere; one header row on desktop widths. */
async function walkWidths(page: Page, beforeEachWidth?: (width: number) => Promise<void>) {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await setWidth(page, width);
    await beforeEachWidth?.(width);
    for (const { control, coveredBy } of await findCoveredControls(page)) problems.push(`${width}px: ${control} is covered by ${coveredBy}`);
    const header = await measureHeader(page);
    if (header.overflowing.length > 0) problems.push(`${width}px: header runs off screen: ${header.overflowing.join(', ')}`);
    if ((DESKTOP_WIDTHS as readonly number[]).includes(width) && header.height > ONE_ROW_HEADER_PX) {
      problems.push(`${width}px: header is ${header.height}px high, more than one row`);
    }
  }
  expect(problems).toEqual([]);
}

async function signInAsAdminWithLongName(page: Page) {
  await signInAsAdmin(page, ADMIN_EMAIL);
  const request = page.context().request;
  const token = ((await (await request.get('/api/csrf-token')).json()) as { token: string }).token;
  const renamed = await request.patch('/api/account/name', { data: { name: LONG_NAME }, headers: { 'x-csrf-token': token } });
  expect(renamed.status()).toBe(200);
}

test('home, signed in as an admin with a long name: one header row, nothing covered', async ({ page }) => {
  await signInAsAdminWithLongName(page);
  await page.goto('/');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open My Plans' })).toHaveAttribute('href', '/my-results');
  await walkWidths(page);

  await setWidth(page, 1280);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Progress Tracker' })).toHaveCount(1);
  await banner.getByRole('button', { name: /^Account menu for / }).click();
  await expect(banner.getByText(`Welcome, ${LONG_NAME}`)).toBeVisible();
  await expect(banner.getByRole('link', { name: 'My Plans' })).toHaveAttribute('href', '/my-results');
  await banner.getByRole('link', { name: 'Feedback dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/feedback$/);
});

test('home as a visitor', async ({ page }) => {
  await page.goto('/');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walkWidths(page);
});

test('product page', async ({ page, browser }) => {
  // A checked price, so the page carries a full Best Deal card (the seed's prices are unchecked).
  await checkOffersAsAdmin(browser, 'vitamin-d', { 'amazon-ae': {} });
  await page.goto('/products/vitamin-d');
  await waitForLiveApp(page);
  await expect(page.getByRole('link', { name: /^Shop Now on Amazon/ })).toBeVisible();
  await walkWidths(page);
});

test('blog article with its sticky quiz bar shown', async ({ page }) => {
  await page.goto('/blog/supplement-stacks-that-work');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const quizBar = page.getByRole('complementary', { name: 'Quiz suggestion' });
  await walkWidths(page, async (width) => {
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect(quizBar).toBeVisible();
    // On phones the close button shares the first row with the bar's text.
    const [text, close] = await Promise.all([quizBar.locator('p').boundingBox(), quizBar.getByRole('button', { name: 'Close' }).boundingBox()]);
    if (!text || !close) throw new Error(`${width}px: quiz bar text or close button not laid out`);
    expect(close.y, `${width}px: close button on the text's row`).toBeLessThan(text.y + text.height);
  });
});

test('results after a quiz', async ({ page }) => {
  await storePlanInBrowser(page, SAMPLE_QUIZ_ANSWERS, await submitQuizViaApi(page));
  await page.goto('/results');
  await waitForLiveApp(page);
  await expect(page.getByRole('tab', { name: 'Supplement List' })).toBeVisible();
  await walkWidths(page);
});

test('progress, signed in', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/progress');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { name: 'Why Track Your Progress?' })).toBeVisible();
  await walkWidths(page);
});

test('about', async ({ page }) => {
  await page.goto('/about');
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walkWidths(page);
});
