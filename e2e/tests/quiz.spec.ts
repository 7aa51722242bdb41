import { expect, type Page, test } from '@playwright/test';
import { PAGE_HEADINGS, STORAGE_KEYS } from '@sahha/contracts';
import { newAccount } from '../support/accounts';
import { SAMPLE_QUIZ_ANSWERS, expectQuizStep, openQuiz, registerFromResults } from '../support/quiz-plan';

/** Presses Tab until a quiz option (radio or checkbox) has focus. */
async function tabToFirstOption(page: Page): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const onOption = await page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      const isChoice = active?.tagName === 'INPUT' && (active.type === 'radio' || active.type === 'checkbox');
      // The Fast Mode switch is a checkbox too, but not an answer.
      return isChoice && active?.getAttribute('role') !== 'switch';
    });
    if (onOption) return;
  }
  throw new Error('no quiz option reachable with Tab');
}

async function answerQuizWithKeyboard(page: Page): Promise<void> {
  await openQuiz(page);
  await expectQuizStep(page, 1);

  await tabToFirstOption(page); // gender: female is the second option
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectQuizStep(page, 2);

  await tabToFirstOption(page); // age 18-25 → 26-35
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectQuizStep(page, 3);

  await tabToFirstOption(page); // diet: omnivore → vegetarian → vegan
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectQuizStep(page, 4);

  await tabToFirstOption(page); // goals: energy + sleep, then Continue
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expectQuizStep(page, 5);

  await tabToFirstOption(page); // lifestyle: sedentary (Space picks and advances)
  await page.keyboard.press('Space');
  await expectQuizStep(page, 6);

  await tabToFirstOption(page); // supplements: 'none' advances on its own
  await page.keyboard.press('Space');
  await expectQuizStep(page, 7);

  await tabToFirstOption(page); // concerns: 'none'
  await page.keyboard.press('Space');
  await expectQuizStep(page, 8);

  await tabToFirstOption(page); // medications: 'no medications currently'
  await expect(page.locator(':focus')).toHaveAccessibleName('no medications currently');
  await page.keyboard.press('Space');
  await expectQuizStep(page, 9);

  await tabToFirstOption(page); // additional info: the option submits
  await page.keyboard.press('Space');
}

test('a visitor takes the quiz by keyboard, reads the plan, registers and finds it saved', async ({ page }) => {
  await answerQuizWithKeyboard(page);
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.results })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Recommendations for You' })).toBeVisible();
  await expect(page.getByText('Why this is recommended for you:').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Vitamin B12/ }).first()).toBeVisible();
  const evidence = page.getByRole('link', { name: /View scientific evidence/ }).first();
  await expect(evidence).toHaveAttribute('target', '_blank');
  await expect(evidence).toHaveAttribute('href', /^https:\/\/(ods\.od\.nih\.gov|pubmed\.ncbi\.nlm\.nih\.gov|www\.nccih\.nih\.gov)\//);

  // Every 'Shop Now' opens the exact catalog product of that recommendation, not a fallback match.
  const recommended = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.recommendations)) ?? '[]') as {
    productId: string;
  }[];
  const shopLinks = await page.getByRole('link', { name: /Shop Now/ }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(shopLinks.sort()).toEqual(recommended.map((item) => `/products/${item.productId}`).sort());
  for (const href of shopLinks) {
    const product = await page.context().request.get(`/api${href}`);
    expect(product.status()).toBe(200);
    expect(((await product.json()) as { id: string }).id).toBe(href?.split('/').pop());
  }

  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.quizData);
  expect(stored).toContain('"currentMedications":"none"');

  await page.getByRole('tab', { name: 'Daily Planner' }).click();
  await expect(page.getByRole('tab', { name: 'Daily Planner' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(/Morning|Breakfast|Lunch|Dinner|Evening|Bedtime|Anytime/);

  await registerFromResults(page, newAccount('Mariam Khalid', 'mariam'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.results })).toBeVisible();

  await page.goto('/my-results');
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.myResults })).toBeVisible();
  const plans = page.getByRole('link', { name: /^Open Plan of \d{1,2} \w+ \d{4}$/ });
  await expect(plans).toHaveCount(1);
  await plans.first().click();

  await expect(page).toHaveURL(/\/recommendation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.recommendation })).toBeVisible();
  await expect(page.getByText('Profile Summary')).toBeVisible();
  const recommendationsTab = page.getByRole('tab', { name: /^Recommendations \(\d\)$/ });
  await expect(recommendationsTab).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Daily Schedule' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/Morning|With Breakfast|With Lunch|With Dinner|Evening|Before Bed|Flexible Timing/);
});

test('the results page sends a visitor without a stored plan to the quiz', async ({ page }) => {
  await page.goto('/results');
  await expect(page).toHaveURL(/\/quiz$/);
});

test('medication text is screened: a blood thinner leaves out vitamin E and says why', async ({ page }) => {
  const request = page.context().request;
  const token = ((await (await request.get('/api/csrf-token')).json()) as { token: string }).token;
  const response = await request.post('/api/quiz/submit', {
    headers: { 'x-csrf-token': token },
    // Answers for which the plan would otherwise consider vitamin E (skin, ageing).
    data: {
      ...SAMPLE_QUIZ_ANSWERS,
      gender: 'male',
      age: '56+',
      diet: 'omnivore',
      goals: ['aging', 'skin'],
      lifestyle: 'sedentary',
      currentMedications: 'I take Xarelto every evening',
      currentMedications_text: 'I take Xarelto every evening',
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { recommendations: { productId: string }[]; safetyNotes: string[] };
  const ids = body.recommendations.map((item) => item.productId);
  expect(ids).not.toContain('vitamin-e');
  expect(body.safetyNotes.join(' ')).toMatch(/blood thinner|bleeding/i);
  expect(JSON.stringify(body)).not.toContain('Xarelto');
});
