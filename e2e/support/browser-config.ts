import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';

/**
 * A loopback port nothing listens on right now. A Playwright config is evaluated synchronously, so
 * a child process finds it.
 */
export function freeLoopbackPortSync(): string {
  return execFileSync(
    process.execPath,
    ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
    { encoding: 'utf8' },
  ).trim();
}

/**
 * The browser of both e2e runs: Desktop Chrome on the machine's Chromium. A trace is recorded only
 * with E2E_TRACE=1 (kept for a failed test): recording every test's snapshots made each test about
 * a quarter slower (3.9 s against 2.8 s for the same footer-link test), and CI prints the failure,
 * never the trace file.
 */
export const CHROMIUM_USE: PlaywrightTestConfig['use'] = {
  trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Without these, Chromium keeps dialling Google services that this closed network refuses.
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  },
};
