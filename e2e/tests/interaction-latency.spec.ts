import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { PAGE_HEADINGS } from '@sahha/contracts';

import { waitForLiveApp } from '../support/live-app';
import { SAMPLE_QUIZ_CLICKS, clickQuizAnswers } from '../support/quiz-plan';

/**
 * Issue O item 4: Interaction to Next Paint under 200 ms on the quiz's option clicks ("good" in
 * Core Web Vitals), on a CPU slowed as Lighthouse's mobile preset slows it (4×), so the figure
 * stands for a mid-range phone rather than this machine.
 */
const INP_BUDGET_MS = 200;
const PHONE_CPU_SLOWDOWN = 4;

interface Interaction {
  id: number;
  name: string;
  duration: number;
}

declare global {
  interface Window {
    sahhaInteractions?: Interaction[];
  }
}

/** Event Timing entries with an interactionId, as the INP metric reads them (web.dev/articles/inp). */
async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.sahhaInteractions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) window.sahhaInteractions?.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** The longest event of each interaction; with fewer than 50 interactions INP is the longest of those. */
async function interactionLatencies(page: Page): Promise<number[]> {
  const entries = await page.evaluate(() => window.sahhaInteractions ?? []);
  const longest = new Map<number, number>();
  for (const { id, duration } of entries) longest.set(id, Math.max(longest.get(id) ?? 0, duration));
  return [...longest.values()];
}

async function slowCpu(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return cdp;
}

/** One pass through the quiz's first five questions by clicks on a slowed CPU; its INP in ms. */
async function quizClickInp(page: Page): Promise<{ inp: number; latencies: number[] }> {
  await page.goto('/quiz');
  // The heading is in the prerendered snapshot: wait for the live quiz, whose clicks are measured.
  await waitForLiveApp(page);
  await expect(page.getByRole('heading', { level: 1, name: PAGE_HEADINGS.quiz })).toBeVisible();
  const cdp = await slowCpu(page);
  try {
    await clickQuizAnswers(page, SAMPLE_QUIZ_CLICKS, 6);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const latencies = await interactionLatencies(page);
  // Interactions faster than 16 ms are not reported at all: none reported is the best case.
  return { inp: Math.max(0, ...latencies), latencies };
}

test('the quiz answers each option click within 200 ms on a phone-speed CPU (INP, median of 3 visits)', async ({ page }) => {
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('event'))).toBe(true);
  await recordInteractions(page);
  // Median of three, as Lighthouse reports: one visit on a shared machine can be paused by the scheduler.
  const visits = [];
  for (let visit = 0; visit < 3; visit += 1) visits.push(await quizClickInp(page));
  const inps = visits.map((visit) => visit.inp).sort((a, b) => a - b);
  test.info().annotations.push({
    type: 'INP (ms)',
    description: `median ${inps[1]} of ${inps.join(', ')}; interactions over 16 ms: ${visits.map((visit) => visit.latencies.map(Math.round).join(' ')).join(' | ')}`,
  });
  expect(inps[1]).toBeLessThan(INP_BUDGET_MS);
});
