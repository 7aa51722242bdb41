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

/** The browser of both e2e runs: Desktop Chrome on the machine's Chromium, a trace kept when a test fails. */
export const CHROMIUM_USE: PlaywrightTestConfig['use'] = {
  trace: 'retain-on-failure',
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Without these, Chromium keeps dialling Google services that this closed network refuses.
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  },
};
