import { expect, test, type Page } from '@playwright/test';
import { PAGE_HEADINGS, PRERENDERED_ATTRIBUTE, STORAGE_KEYS } from '@sahha/contracts';
import { lightTheme } from '@sahha/ui';
import { QUIZ_QUESTIONS, QUIZ_TEXTS } from '../../mf-quiz/src/quiz/quiz-questions';
import { waitForLiveApp } from '../support/live-app';
import { SAMPLE_QUIZ_CLICKS, expectQuizStep } from '../support/quiz-plan';

/** The static public routes, each with a heading its snapshot must already contain. */
const PRERENDERED_ROUTES = [
  { path: '/', heading: 'Feel healthier. In weeks.' },
  { path: '/about', heading: PAGE_HEADINGS.about },
  { path: '/staying-strong', heading: null },
  { path: '/blog', heading: null },
  { path: '/blog/supplement-stacks-that-work', heading: 'Supplement Stacks That Actually Work (and the Ones That Do Not)' },
  { path: '/feedback', heading: null },
  { path: '/quiz', heading: PAGE_HEADINGS.quiz },
];

const prerenderedRoot = `#root[${PRERENDERED_ATTRIBUTE}]`;

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
};

interface RecordedShifts {
  /** Each layout shift from the first paint on: when (ms since navigation) and how much. */
  shifts: { at: number; value: number }[];
  /** When the live app replaced the prerendered #root. */
  swappedAt: number | null;
}

/** Records every layout shift from the first paint on, and the moment of the swap. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorded: { shifts: { at: number; value: number }[]; swappedAt: number | null } = { shifts: [], swappedAt: null };
    Object.assign(window, { recordedShifts: recorded });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) recorded.shifts.push({ at: entry.startTime, value: (entry as PerformanceEntry & { value: number }).value });
    }).observe({ type: 'layout-shift', buffered: true });
    // The swap replaces #root in the body; a shift it caused is reported with the next frame, after this.
    new MutationObserver(() => {
      if (recorded.swappedAt === null && document.querySelector('#root') && !document.querySelector('#root[data-prerendered]')) recorded.swappedAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

async function recordedShifts(page: Page): Promise<RecordedShifts> {
  return page.evaluate(() => (window as unknown as { recordedShifts: RecordedShifts }).recordedShifts);
}

/**
 * The width of the snapshot's page element (the parent of its h1) each time it changes, until the
 * swap. Not every layout shift: a web font arriving after the first paint may still move the
 * header on a loaded machine.
 */
async function recordSnapshotPageWidths(page: Page): Promise<void> {
  await page.addInitScript((prerendered) => {
    const widths: number[] = [];
    Object.assign(window, { snapshotPageWidths: widths });
    new MutationObserver((_records, observer) => {
      const snapshotPage = document.querySelector(`#root[${prerendered}] h1`)?.parentElement;
      if (!snapshotPage) return;
      observer.disconnect();
      new ResizeObserver(() => {
        if (snapshotPage.isConnected) widths.push(snapshotPage.getBoundingClientRect().width);
      }).observe(snapshotPage);
    }).observe(document, { childList: true, subtree: true });
  }, PRERENDERED_ATTRIBUTE);
}

const snapshotPageWidths = (page: Page) => page.evaluate(() => (window as unknown as { snapshotPageWidths: number[] }).snapshotPageWidths);

test.describe('prerendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PRERENDERED_ROUTES) {
    test(`${route.path} arrives as styled HTML with its heading`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.locator(prerenderedRoot)).toHaveCount(1);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      if (route.heading) await expect(heading).toHaveText(route.heading);
      // The snapshot's own styles: the header's quiz button in the brand colour, not a bare link.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Take the Quiz' })).toHaveCSS(
        'background-color',
        rgb(lightTheme.colors.primary),
      );
    });
  }

  test('the title, description, social tags and structured data are in the HTML for crawlers', async ({ page, baseURL }) => {
    // What a crawler that runs no script reads; with the app running, its own tags join these until the take-over.
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/blog/supplement-stacks-that-work');
    await expect(page).toHaveTitle('Supplement Stacks That Actually Work (and the Ones That Do Not) | Sahha');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^(?!Take a free 3-minute quiz).{40,}/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/blog/supplement-stacks-that-work`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog/supplement-stacks-that-work`);
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
    await page.goto('/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  });

  test('form controls stay disabled until the app can handle them', async ({ page }) => {
    await page.goto('/feedback');
    const controls = page.locator(`${prerenderedRoot} :is(button, input, select, textarea)`);
    expect(await controls.count()).toBeGreaterThan(3);
    for (const control of await controls.all()) await expect(control).toBeDisabled();
  });

  test('the quiz arrives on question 1, Fast Mode off, nothing answerable before the app runs', async ({ page }) => {
    await page.goto('/quiz');
    await expect(page.getByRole('progressbar', { name: QUIZ_TEXTS.progress(1) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: QUIZ_QUESTIONS[0].title })).toBeVisible();
    const fastMode = page.getByRole('switch', { name: QUIZ_TEXTS.fastMode });
    await expect(fastMode).not.toBeChecked();
    await expect(fastMode).toBeDisabled();
    for (const option of await page.getByRole('radio').all()) await expect(option).toBeDisabled();
  });

  // Product pages are rendered per request instead (server-rendered-product.spec.ts).
  test.describe('pages that change per visitor are not prerendered', () => {
    for (const path of ['/auth', '/progress', '/research']) {
      test(path, async ({ request }) => {
        const html = await (await request.get(path)).text();
        expect(html).not.toContain(PRERENDERED_ATTRIBUTE);
      });
    }
  });
});

// The brand font is font-display: optional, so a page that paints before it arrives keeps the system
// face: every page's HTML fetches it first, once.
for (const path of ['/about', '/auth']) {
  test(`${path} preloads the brand font once from its HTML`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html.match(/<link[^>]*rel="?preload"?[^>]*as="?font"?[^>]*>/g) ?? []).toHaveLength(1);
  });
}

test.describe('the live app takes over a prerendered page', () => {
  test('in place: no layout shift from the swap on, and navigation is the app’s from then on', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/about');
    await waitForLiveApp(page);
    await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.about })).toBeVisible();
    await expect(page.locator(`style[${PRERENDERED_ATTRIBUTE}]`)).toHaveCount(0);
    const { shifts, swappedAt } = await recordedShifts(page);
    expect(swappedAt).not.toBeNull();
    expect(shifts.filter((shift) => shift.at >= (swappedAt ?? 0))).toEqual([]);
    // Before the swap the snapshot is still, but for a shift of 0.0007 seen in about 1 of 10 loads
    // of a busy machine (not the web font: it stays with font-display: optional; cause not found).
    // Far under the 0.1 of a good CLS, and a snapshot that widened or moved would be ~0.1.
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.01);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle(/Blog|Journal/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a page that narrows a shared component keeps its width while the app loads behind it', async ({ page }) => {
    // /medicine-check narrows Container: the live app's rule for Container, under the same class
    // name, must not widen the snapshot before the swap.
    await recordSnapshotPageWidths(page);
    await page.goto('/medicine-check');
    await waitForLiveApp(page);
    const widths = await snapshotPageWidths(page);
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths).size).toBe(1);
  });

  test('the form works once the app has it', async ({ page }) => {
    await page.goto('/feedback');
    const submit = page.locator('main').getByRole('button').last();
    await expect(submit).toBeEnabled();
    await expect(page.locator(prerenderedRoot)).toHaveCount(0);
  });

  test('the head holds the page’s tags once, as the app set them', async ({ page }) => {
    await page.goto('/blog/supplement-stacks-that-work');
    await waitForLiveApp(page);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('[data-prerendered-head], [data-prerendered-default]')).toHaveCount(0);
    await expect(page).toHaveTitle('Supplement Stacks That Actually Work (and the Ones That Do Not) | Sahha');
  });

  test('a dark-theme visitor never sees the light snapshot', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), STORAGE_KEYS.theme);
    // Hold the app back, so what shows is what the snapshot alone would show.
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/about');
    await expect(page.locator(prerenderedRoot)).toHaveCSS('visibility', 'hidden');
  });

  test('a light-theme visitor sees the snapshot before any script has run', async ({ page }) => {
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/about');
    await expect(page.locator(prerenderedRoot)).toHaveCSS('visibility', 'visible');
    await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.about })).toBeVisible();
  });
});

test('a prerendered blog shows its cards at once, and the app does not replay their fade-in', async ({ page }) => {
  await page.goto('/blog');
  const cardOpacities = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        // Read in the first frame after the swap: a replayed fade-in would start from 0 there.
        const check = () => {
          if (document.querySelector('#root[data-prerendered]')) requestAnimationFrame(check);
          else resolve(Array.from(document.querySelectorAll('ul[aria-label="Articles"] > li'), (card) => getComputedStyle(card).opacity));
        };
        check();
      }),
  );
  expect(cardOpacities.length).toBeGreaterThan(0);
  expect(cardOpacities.every((opacity) => opacity === '1')).toBe(true);
});

test('the snapshot arrives with its entrance animations at rest', async ({ page }) => {
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/blog');
  const cards = page.locator(`${prerenderedRoot} ul[aria-label="Articles"] > li`);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1');
});

test.describe('the prerendered quiz', () => {
  const [firstQuestion, secondQuestion] = QUIZ_QUESTIONS;
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  test('the HTML holds the first question and its description typed out in full', async ({ request }) => {
    const html = await (await request.get('/quiz')).text();
    expect(html).toContain(PRERENDERED_ATTRIBUTE);
    expect(html).toMatch(new RegExp(`<h2[^>]*>${escapeRegExp(firstQuestion.title)}</h2>`));
    // The typed copy (the one on screen), not only the live region that holds the text all along.
    expect(html).toMatch(new RegExp(`<p[^>]*aria-hidden="true"[^>]*>${escapeRegExp(firstQuestion.description)}</p>`));
    expect(html).not.toContain('aria-busy="true"');
  });

  test('the live quiz takes over with the same full text, title and layout, then answers as before', async ({ page }) => {
    await recordSnapshotPageWidths(page);
    // The typed description at the swap itself, before anything else can run, and every layout
    // shift from the swap on.
    await page.addInitScript((prerendered) => {
      const shiftsSinceSwap: number[] = [];
      Object.assign(window, { shiftsSinceSwap });
      new MutationObserver((_records, observer) => {
        const root = document.getElementById('root');
        if (!root || root.hasAttribute(prerendered)) return;
        observer.disconnect();
        const swappedAt = performance.now();
        Object.assign(window, { typedAtSwap: root.querySelector('h2 + p')?.textContent ?? null });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.startTime >= swappedAt) shiftsSinceSwap.push((entry as PerformanceEntry & { value: number }).value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      }).observe(document, { childList: true, subtree: true });
    }, PRERENDERED_ATTRIBUTE);
    const served = await (await page.request.get('/quiz')).text();
    const servedTitle = /<title[^>]*>([^<]*)<\/title>/.exec(served)?.[1];
    const servedDescription = /<meta name="description" content="([^"]*)"/.exec(served)?.[1];

    await page.goto('/quiz');
    await waitForLiveApp(page);
    expect(await page.evaluate(() => (window as unknown as { typedAtSwap?: string | null }).typedAtSwap)).toBe(firstQuestion.description);
    const widths = await snapshotPageWidths(page);
    // The widths in the message: the rare run where a second width shows (1 of 24 runs here, cause not found yet) says which.
    expect(new Set(widths).size, `snapshot page widths seen: ${widths.join(', ')}`).toBe(1);
    // Read before the first answer: the next question's typing moves what is below it, by design.
    expect(await page.evaluate(() => (window as unknown as { shiftsSinceSwap: number[] }).shiftsSinceSwap)).toEqual([]);
    await expect(page).toHaveTitle(servedTitle ?? 'missing');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', servedDescription ?? 'missing');
    await expect(page.locator('[data-prerendered-head], [data-prerendered-default]')).toHaveCount(0);

    await page.getByRole('radio', { name: SAMPLE_QUIZ_CLICKS.gender, exact: true }).click();
    await expectQuizStep(page, 2);
    await expect(page.getByRole('heading', { level: 2, name: secondQuestion.title })).toBeFocused();
  });
});
