import { expect, test } from '@playwright/test';
import { TRUST_PAGES } from '../../mf-content/src/trust/trust-pages';

for (const page of Object.values(TRUST_PAGES)) {
  test(`the footer link '${page.footerLabel}' opens ${page.path}`, async ({ page: browserPage }) => {
    await browserPage.goto('/');
    const footer = browserPage.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Show links' }).click();
    await footer.getByRole('link', { name: page.footerLabel, exact: true }).click();
    await expect(browserPage).toHaveURL(new RegExp(`${page.path}$`));
    await expect(browserPage.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
    await expect(browserPage.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}

test('/faq publishes FAQPage structured data for its visible questions', async ({ page }) => {
  await page.goto(TRUST_PAGES.faq.path);
  await expect(page.getByRole('heading', { level: 1, name: TRUST_PAGES.faq.heading })).toBeVisible();
  const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  const faq = scripts.map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string }[] }).find((data) => data['@type'] === 'FAQPage');
  expect(faq?.mainEntity?.length).toBeGreaterThanOrEqual(12);
  for (const question of faq?.mainEntity ?? []) {
    await expect(page.getByRole('heading', { level: 2, name: question.name, exact: true })).toBeVisible();
  }
});

test('the trust pages link to each other', async ({ page }) => {
  await page.goto(TRUST_PAGES.privacy.path);
  await page.getByRole('navigation', { name: 'Related pages' }).getByRole('link', { name: TRUST_PAGES.cookies.heading }).click();
  await expect(page.getByRole('heading', { level: 1, name: TRUST_PAGES.cookies.heading })).toBeVisible();
});
