import { defineConfig } from '@playwright/test';
import path from 'node:path';

import { CHROMIUM_USE, freeLoopbackPortSync } from './support/browser-config';

const repoRoot = path.resolve(__dirname, '..');

/**
 * The deployment test (e2e/deploy): nginx with deploy/*.conf in front of two production API
 * replicas, MariaDB and Redis, all as processes of this run (no Docker). The config is evaluated
 * in the runner and again in the worker, which inherits the runner's environment, so nginx's port
 * is chosen once; the global setup starts everything else on free ports.
 */
if (!process.env.DEPLOY_NGINX_PORT) {
  process.env.DEPLOY_NGINX_PORT = freeLoopbackPortSync();
}

export default defineConfig({
  testDir: './deploy',
  // One journey over one shared stack: later tests build on earlier ones (the member signed in,
  // then a replica killed under them).
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './deploy/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'test-results', 'deploy.json') }]],
  outputDir: path.join(repoRoot, 'test-results', 'deploy-artifacts'),
  use: {
    // localhost, not 127.0.0.1: the remotes' origins in the manifest and the shell's CSP say localhost.
    baseURL: `http://localhost:${process.env.DEPLOY_NGINX_PORT}`,
    ...CHROMIUM_USE,
  },
});
