import { expect, type Page, test } from '@playwright/test';
import { PAGE_HEADINGS, REMOTE_RETRY_LABEL, REMOTE_UNAVAILABLE_TEXT, REMOTES, type RemoteName } from '@sahha/contracts';

import { ADMIN_EMAIL } from '../playwright.config';
import { signInAsAdmin } from '../support/accounts';

/** One page per remote and the level-1 heading that proves its real code rendered. */
const PAGE_OF_REMOTE: Record<RemoteName, { path: string; heading: string | RegExp }> = {
  mf_quiz: { path: '/quiz', heading: PAGE_HEADINGS.quiz },
  mf_tracker: { path: '/check-in', heading: PAGE_HEADINGS.checkIn },
  mf_catalog: { path: '/products/vitamin-d', heading: /Vitamin D/ },
  mf_content: { path: '/about', heading: PAGE_HEADINGS.about },
  mf_admin: { path: '/admin/feedback', heading: PAGE_HEADINGS.adminFeedback },
};

/**
 * Client-side navigation, as a link inside the app would do it: the page is not reloaded, so the
 * shell that already met the failed remote is the one that has to keep working.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

const realPage = (page: Page, remote: RemoteName) =>
  page.getByRole('heading', { level: 1, name: PAGE_OF_REMOTE[remote].heading });

test('every remote has a page in the remote-failure drill', () => {
  expect(Object.keys(PAGE_OF_REMOTE).sort()).toEqual(REMOTES.map((remote) => remote.name).sort());
});

// QUALITY.md "Remote failure": each remote unreachable in turn.
for (const blocked of REMOTES) {
  test(`with ${blocked.folder} unreachable, its page shows Retry, the shell and the other remotes work, and Retry recovers`, async ({
    page,
  }) => {
    // The admin is a signed-in user too: every protected page and the admin page open for it.
    await signInAsAdmin(page, ADMIN_EMAIL);
    const blockedFiles = `**/remotes/${blocked.folder}/**`;
    await page.route(blockedFiles, (route) => route.abort());

    await page.goto(PAGE_OF_REMOTE[blocked.name].path);
    await expect(page.getByText(REMOTE_UNAVAILABLE_TEXT)).toBeVisible();
    await expect(page.getByRole('button', { name: REMOTE_RETRY_LABEL })).toBeVisible();

    // Header and footer are the shell's own and keep working.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const aboutUs = footer.getByRole('link', { name: 'About Us' });
    // On a loaded machine the first click can land before the home page's footer has hydrated
    // and be lost: click again only while the links are still hidden.
    await expect(async () => {
      if (!(await aboutUs.isVisible())) await footer.getByRole('button', { name: 'Show links' }).click();
      await expect(aboutUs).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });

    for (const other of REMOTES.filter((remote) => remote !== blocked)) {
      await navigateInApp(page, PAGE_OF_REMOTE[other.name].path);
      await expect(realPage(page, other.name)).toBeVisible();
      await expect(page.getByText(REMOTE_UNAVAILABLE_TEXT)).toHaveCount(0);
    }

    await navigateInApp(page, PAGE_OF_REMOTE[blocked.name].path);
    await expect(page.getByText(REMOTE_UNAVAILABLE_TEXT)).toBeVisible();
    await page.unroute(blockedFiles);
    await page.getByRole('button', { name: REMOTE_RETRY_LABEL }).click();
    await expect(realPage(page, blocked.name)).toBeVisible();
    await expect(page.getByText(REMOTE_UNAVAILABLE_TEXT)).toHaveCount(0);
  });
}
