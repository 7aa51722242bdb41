import { expect, type Page } from '@playwright/test';
import { PRERENDERED_ATTRIBUTE } from '@sahha/contracts';

/**
 * Waits until the live app has taken over a prerendered page. Clicks and fills wait for enabled
 * controls on their own; a bare focus() or keyboard press does not.
 */
export async function waitForLiveApp(page: Page): Promise<void> {
  await expect(page.locator(`#root[${PRERENDERED_ATTRIBUTE}]`)).toHaveCount(0);
}
