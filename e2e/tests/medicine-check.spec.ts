import { expect, type Locator, type Page, test } from '@playwright/test';
import { STORAGE_KEYS } from '@sahha/contracts';
import { conceptLabel } from '@sahha/contracts/quiz';
import { PRODUCT_TEXTS } from '../../mf-catalog/src/product/product-texts';
import { MEDICINE_CHECK_TEXTS as TEXTS } from '../../mf-quiz/src/medicine-check/medicine-check-texts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForLiveApp } from '../support/live-app';

const WARFARIN = conceptLabel({ classes: ['anticoagulant'], term: 'warfarin' });
const LEVOTHYROXINE = conceptLabel({ classes: ['levothyroxine'], term: 'levothyroxine' });
const TYPED = ['warfrin', 'Euthyrox', 'وارفارين'];

const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The card of one supplement in "Supplement by supplement". */
const supplementCard = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: TEXTS.supplementsHeading }).getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

/** The verdict badge of a supplement's card. */
const verdictOf = (card: Locator, verdict: string): Locator => card.getByText(verdict, { exact: true });

async function pick(page: Page, typed: string, label: string): Promise<void> {
  const search = page.getByRole('combobox', { name: TEXTS.label });
  await search.fill(typed);
  await expect(page.getByRole('option', { name: startingWith(label) }).first()).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByRole('region', { name: TEXTS.checkingHeading }).getByText(label, { exact: true })).toBeVisible();
  await expect(search).toHaveValue('');
}

test.describe('the medicine checker on a phone, signed out', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('from a product page: a misspelt medicine, a brand and an Arabic name show what each supplement becomes, with sources, and nothing typed reaches a URL', async ({ page }) => {
    // Two pickers, a removal and two accessibility audits: longer than one page's budget.
    test.slow();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(decodeURIComponent(request.url())));

    await page.goto('/products/vitamin-e');
    await waitForLiveApp(page);
    await page.getByRole('tab', { name: PRODUCT_TEXTS.safetyTab }).click();
    await page.getByRole('link', { name: PRODUCT_TEXTS.medicineCheck }).click();
    await expect(page).toHaveURL(/\/medicine-check$/);
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.title })).toBeVisible();
    await expect(page.getByText(TEXTS.empty)).toBeVisible();

    // NIH ODS, Vitamin E: vitamin E can add to the bleeding risk of anticoagulants such as warfarin.
    // NCCIH, Coenzyme Q10: it may make warfarin less effective.
    await pick(page, 'warfrin', WARFARIN);
    const vitaminE = supplementCard(page, 'Vitamin E');
    await expect(verdictOf(vitaminE, TEXTS.verdict.exclude)).toBeVisible();
    await expect(vitaminE.getByText(TEXTS.because([WARFARIN]))).toBeVisible();
    await expect(vitaminE.getByRole('link', { name: /NIH ODS: Vitamin E/ })).toHaveAttribute('href', /ods\.od\.nih\.gov/);
    await expect(verdictOf(supplementCard(page, 'Coenzyme Q10'), TEXTS.verdict.exclude)).toBeVisible();
    await expect(verdictOf(supplementCard(page, 'Vitamin D3'), TEXTS.verdict.none)).toBeVisible();

    // Levothyroxine label: take iron at least 4 hours apart.
    await pick(page, 'Euthyrox', LEVOTHYROXINE);
    await expect(verdictOf(supplementCard(page, 'Iron'), TEXTS.verdict.space)).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong pick comes off with one tap; what it brought goes with it.
    await page.getByRole('button', { name: TEXTS.removeLabel(WARFARIN) }).click();
    await expect(verdictOf(supplementCard(page, 'Vitamin E'), TEXTS.verdict.none)).toBeVisible();
    await expect(verdictOf(supplementCard(page, 'Iron'), TEXTS.verdict.space)).toBeVisible();

    // The same medicine typed in Arabic, right to left in the same box.
    const search = page.getByRole('combobox', { name: TEXTS.label });
    await expect(search).toHaveAttribute('dir', 'auto');
    await pick(page, 'وارفارين', WARFARIN);
    await expect(verdictOf(supplementCard(page, 'Vitamin E'), TEXTS.verdict.exclude)).toBeVisible();

    await page.evaluate((key) => window.localStorage.setItem(key, 'dark'), STORAGE_KEYS.theme);
    await page.reload();
    await waitForLiveApp(page);
    // Nothing picked survives a reload: it was never stored.
    await expect(page.getByText(TEXTS.empty)).toBeVisible();
    await pick(page, 'Euthyrox', LEVOTHYROXINE);
    await expectNoAxeViolations(page);

    for (const typed of TYPED) expect(requested.filter((url) => url.includes(typed))).toEqual([]);
    expect(requested.filter((url) => /medicine-check\/rules\?|warfarin|levothyroxine/i.test(url))).toEqual([]);
  });

  test('the footer links to it', async ({ page }) => {
    await page.goto('/');
    await waitForLiveApp(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Show links' }).click();
    await footer.getByRole('link', { name: 'Medicine Checker' }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.title })).toBeVisible();
  });
});
