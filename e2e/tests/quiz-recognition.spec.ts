import { expect, type Page, test } from '@playwright/test';
import { PAGE_HEADINGS, STORAGE_KEYS } from '@sahha/contracts';
import { INTERACTION_CLASS_LABELS } from '@sahha/contracts/quiz';
import { expectNoAxeViolations } from '../support/axe';
import { VITAMIN_E_CANDIDATE_CLICKS, clickQuizAnswers, expectQuizStep, openQuiz } from '../support/quiz-plan';

const MEDICATIONS_BOX = 'Which medications do you take?';
const HEALTH_BOX = 'Tell us more about your health';
const NOT_IDENTIFIED = /^We could not identify a medicine or condition in this\. Check the spelling, or add what it is for/;
const TYPED = ['Marevan', 'Concor', 'xqzt', 'حامل'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/** What the user typed about medicines and health stays in memory: never in storage or the address. */
async function expectTypedTextKeptOutOfTheBrowser(page: Page): Promise<void> {
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  for (const text of TYPED) {
    expect(stored).not.toContain(text);
    expect(decodeURIComponent(page.url())).not.toContain(text);
  }
}

test('the quiz shows what it understood of typed medicines and health details, and the plan says what it checked', async ({ page }) => {
  await openQuiz(page);
  await clickQuizAnswers(page, VITAMIN_E_CANDIDATE_CLICKS, 8);

  const medications = page.getByRole('textbox', { name: MEDICATIONS_BOX });
  await medications.fill('Marevan 5mg and Concor');
  // A brand name is recognised and named by its generic, under the box and in its description.
  const warfarinLine = new RegExp(`^We recognised: .*${escapeRegExp(`${INTERACTION_CLASS_LABELS.anticoagulant} — warfarin`)}`);
  await expect(medications).toHaveAccessibleDescription(warfarinLine);
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: warfarinLine })).toBeVisible();
  await expectNoAxeViolations(page);

  await medications.fill('xqzt pills');
  await expect(medications).toHaveAccessibleDescription(NOT_IDENTIFIED);

  // Named but not counted is said, so a wrong reading of "stopped" can be corrected before the plan.
  await medications.fill('stopped Marevan last year');
  await expect(medications).toHaveAccessibleDescription(/^Not counted, as it reads as stopped, not the case, or someone else’s: .*warfarin\. If you do take or have it/);

  await medications.fill('Marevan 5mg');
  await expect(medications).toHaveAccessibleDescription(warfarinLine);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectQuizStep(page, 9);

  const health = page.getByRole('textbox', { name: HEALTH_BOX });
  await health.fill('حامل');
  await expect(health).toHaveAccessibleDescription(`We recognised: ${INTERACTION_CLASS_LABELS.pregnancy_breastfeeding} — pregnancy`);
  await expectTypedTextKeptOutOfTheBrowser(page);

  // Finish with the blood thinner alone: the option clears the box and submits.
  await page.getByRole('checkbox', { name: 'No additional information' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.results })).toBeVisible();

  const checked = page.getByRole('region', { name: 'What we checked' });
  await expect(checked.getByRole('listitem').filter({ hasText: INTERACTION_CLASS_LABELS.anticoagulant })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'New Recommendations for You' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /vitamin e\b/i })).toHaveCount(0);
  // The engine explains every product the blood thinner rules out, whether or not the answers pointed to it.
  await expect(page.getByText(/We left out vitamin E because/)).toBeVisible();

  // The plan keeps the recognised classes, not the words.
  const quizData = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.quizData)) ?? '{}') as {
    currentMedications?: string;
    screening?: { medicationClasses?: string[] };
  };
  expect(quizData.currentMedications).toBe('provided');
  expect(quizData.screening?.medicationClasses).toContain('anticoagulant');
  await expectTypedTextKeptOutOfTheBrowser(page);
});
