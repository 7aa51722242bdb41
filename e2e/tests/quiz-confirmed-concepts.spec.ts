import { expect, test } from '@playwright/test';
import { PAGE_HEADINGS, STORAGE_KEYS } from '@sahha/contracts';
import { CONCEPT_PICKER_TEXTS, INTERACTION_CLASS_LABELS, conceptLabel } from '@sahha/contracts/quiz';
import { expectNoAxeViolations } from '../support/axe';
import { VITAMIN_E_CANDIDATE_CLICKS, clickQuizAnswers, expectQuizStep, openQuiz } from '../support/quiz-plan';

const WARFARIN = conceptLabel({ classes: ['anticoagulant'], term: 'warfarin' });
const BISOPROLOL = conceptLabel({ classes: ['blood_pressure'], term: 'bisoprolol' });
const CLOPIDOGREL = conceptLabel({ classes: ['antiplatelet'], term: 'clopidogrel' });
const PREGNANCY = conceptLabel({ classes: ['pregnancy_breastfeeding'], term: 'pregnancy' });
const TYPED = ['warfrin', 'Concor', 'Plavix', 'حامل'];

const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('the person picks a misspelt medicine, answers a "Stopped?" chip, removes a wrong one, and gets the plan for what they confirmed', async ({ page }) => {
  // Nine steps, two pickers and three accessibility audits: longer than one page's budget.
  test.slow();
  await openQuiz(page);
  await clickQuizAnswers(page, VITAMIN_E_CANDIDATE_CLICKS, 8);

  // A misspelt name, picked from the suggestions with the keyboard alone.
  const picker = page.getByRole('combobox', { name: CONCEPT_PICKER_TEXTS.label.medications });
  await picker.fill('warfrin');
  await expect(page.getByRole('option', { name: startingWith(WARFARIN) })).toBeVisible();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await picker.press('ArrowDown');
  await expect(picker).toHaveAttribute('aria-activedescendant', /.+/);
  await picker.press('Enter');
  await expect(picker).toHaveValue('');
  const chips = page.getByRole('region', { name: CONCEPT_PICKER_TEXTS.chipsHeading.medications });
  await expect(chips.getByText(WARFARIN, { exact: true })).toBeVisible();

  // What the reader finds in the text is a chip too; what it sets aside asks, and counts until answered.
  await page.getByRole('textbox', { name: 'Which medications do you take?' }).fill('stopped Concor last year, Plavix');
  const stopped = chips.getByRole('group', { name: `${CONCEPT_PICKER_TEXTS.question.stopped} ${BISOPROLOL}` });
  await expect(stopped.getByText(CONCEPT_PICKER_TEXTS.countedUntilAnswered)).toBeVisible();
  await expect(chips.getByText(CLOPIDOGREL, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await stopped.getByRole('button', { name: CONCEPT_PICKER_TEXTS.notCountedAnswer.stopped }).click();
  await expect(stopped.getByRole('button', { name: CONCEPT_PICKER_TEXTS.notCountedAnswer.stopped })).toHaveAttribute('aria-pressed', 'true');
  // The reader was wrong about Plavix: one tap removes it.
  await chips.getByRole('button', { name: CONCEPT_PICKER_TEXTS.removeLabel(CLOPIDOGREL) }).click();
  await expect(chips.getByText(CLOPIDOGREL, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectQuizStep(page, 9);

  // Arabic, right to left in the same picker.
  const healthPicker = page.getByRole('combobox', { name: CONCEPT_PICKER_TEXTS.label.healthInfo });
  await expect(healthPicker).toHaveAttribute('dir', 'auto');
  await healthPicker.fill('حامل');
  await expect(page.getByRole('option', { name: startingWith(PREGNANCY) })).toBeVisible();
  await healthPicker.press('ArrowDown');
  await healthPicker.press('Enter');
  await expect(page.getByRole('region', { name: CONCEPT_PICKER_TEXTS.chipsHeading.healthInfo }).getByText(PREGNANCY, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.results })).toBeVisible();
  const checked = page.getByRole('region', { name: 'What we checked' });
  await expect(checked.getByText(`${CONCEPT_PICKER_TEXTS.checkedAgainst}${WARFARIN}; ${PREGNANCY}.`)).toBeVisible();
  // Only what was confirmed counts: the stopped and the removed medicines change nothing.
  await expect(checked.getByRole('listitem').filter({ hasText: INTERACTION_CLASS_LABELS.anticoagulant })).toHaveCount(1);
  await expect(checked.getByRole('listitem').filter({ hasText: INTERACTION_CLASS_LABELS.blood_pressure })).toHaveCount(0);
  await expect(checked.getByRole('listitem').filter({ hasText: INTERACTION_CLASS_LABELS.antiplatelet })).toHaveCount(0);
  // The blood thinner's rules: vitamin E is left out and says why.
  await expect(page.getByRole('heading', { name: /vitamin e\b/i })).toHaveCount(0);
  await expect(page.getByText(/We left out vitamin E because/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The browser keeps our ids and labels, never what was typed.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  for (const text of TYPED) expect(stored).not.toContain(text);
  const quizData = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.quizData)) ?? '{}') as { checked?: { id: string }[] };
  expect(quizData.checked?.map((c) => c.id)).toEqual(['warfarin', 'cond-pregnancy']);
});
