import { defineConfig } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defaultRemoteManifest } from '@sahha/contracts';

import { CHROMIUM_USE, freeLoopbackPortSync } from './support/browser-config';
import { MAIL_OUTBOX_ENV } from './support/mailbox';

const repoRoot = path.resolve(__dirname, '..');

/**
 * The config is evaluated in the runner and again in every worker; workers inherit the runner's
 * environment, so the free port and database file are chosen once and shared.
 */
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = freeLoopbackPortSync();
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'sahha-e2e-'));
  // The normal manifest, but from a file: independent-release.spec rewrites it to release a remote.
  process.env.E2E_REMOTES_MANIFEST_FILE = path.join(process.env.E2E_DATA_DIR, 'remotes.json');
  writeFileSync(process.env.E2E_REMOTES_MANIFEST_FILE, JSON.stringify(defaultRemoteManifest(), null, 2));
  // The server writes every e-mail here (no SMTP_URL); support/mailbox.ts reads the links back.
  process.env[MAIL_OUTBOX_ENV] = path.join(process.env.E2E_DATA_DIR, 'outbox');
  mkdirSync(process.env[MAIL_OUTBOX_ENV]);
}

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export const ADMIN_EMAIL = 'admin.e2e@sahha.ae';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The longest journeys (quiz, sign-up, My Plans and a second browser; the 8 s analysing screen
  // with two axe runs) load 15+ pages: on the 2-core CI machine under two workers they took up to
  // 32 s. Every step still has the 10 s expect timeout; this only bounds the whole journey.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'test-results', 'e2e.json') }]],
  outputDir: path.join(repoRoot, 'test-results', 'e2e-artifacts'),
  use: {
    baseURL,
    ...CHROMIUM_USE,
  },
  projects: [
    { name: 'site', testIgnore: [/independent-release\.spec\.ts/, /interaction-latency\.spec\.ts/] },
    // Times the quiz's clicks on a throttled CPU, so it runs alone, after the site: beside the other
    // worker's browser the same build measured 512 ms at load 12, against under 200 ms alone.
    { name: 'latency', testMatch: /interaction-latency\.spec\.ts/, dependencies: ['site'] },
    // Publishes a new mf-content and rewrites /remotes.json on the one shared server, so it runs
    // alone, after every other spec: a page loaded mid-switch would otherwise fetch a release
    // that is deleted a moment later.
    { name: 'release', testMatch: /independent-release\.spec\.ts/, dependencies: ['latency'] },
  ],
  webServer: {
    command: 'node dist/api/main.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      DATABASE_URL: `sqlite:${path.join(process.env.E2E_DATA_DIR ?? tmpdir(), 'e2e.db')}`,
      SESSION_SECRET: 'e2e-session-secret-not-for-production',
      THROTTLE_AUTH_LIMIT: '1000',
      THROTTLE_FEEDBACK_LIMIT: '1000',
      THROTTLE_CONTACT_LIMIT: '1000',
      THROTTLE_PASSWORD_RESET_LIMIT: '1000',
      THROTTLE_VERIFICATION_RESEND_LIMIT: '1000',
      THROTTLE_QUIZ_SUBMIT_LIMIT: '1000',
      // outbound-links.spec follows every store link of all 18 products (about 60) within a minute.
      THROTTLE_OUTBOUND_LIMIT: '1000',
      MAIL_RECIPIENT_HOURLY_LIMIT: '1000',
      ADMIN_EMAILS: ADMIN_EMAIL,
      LOG_LEVEL: 'warn',
      // One API process, as before the per-core start: with two workers session-ended.spec's axe
      // check met a colour-contrast violation in 3 of 4 runs (passing with one, 3 of 3), not yet
      // explained. The per-core start is tested by services/api/test/api-workers.api-spec.ts.
      API_WORKERS: '1',
      // As with `npm start`: the demo account and its plan and check-ins (demo-account.spec).
      SEED_DEMO: 'true',
      SITE_VERIFICATION: 'impact-site-verification=e2e-token',
      PUBLIC_BASE_URL: baseURL,
      REMOTES_MANIFEST_FILE: process.env.E2E_REMOTES_MANIFEST_FILE ?? '',
      MAIL_OUTBOX_DIR: process.env[MAIL_OUTBOX_ENV] ?? '',
    },
  },
});
