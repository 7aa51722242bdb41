import { copyFileSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { MAIL_OUTBOX_ENV } from '../support/mailbox';

import { DEPLOY_ADMIN_EMAIL, DEPLOY_AUTH_LIMIT, publishRunStack } from './deploy-run';
import { DEFAULT_DEPLOY_DATABASE_URL, repoRoot, startDeployStack } from './deploy-stack.cjs';

const LOG_COPY_DIR = path.join(repoRoot, 'test-results', 'deploy-logs');

/**
 * Starts nginx, Redis and both API replicas (at the same moment, on an emptied database) before
 * any test, and answers the teardown that stops them after the last one, passed or failed. A
 * failed start stops whatever had started before the error reaches Playwright.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  // One outbox for both replicas: a link mailed by one must be readable whichever served the request.
  const mailOutboxDir = mkdtempSync(path.join(tmpdir(), 'sahha-deploy-outbox-'));
  process.env[MAIL_OUTBOX_ENV] = mailOutboxDir;
  const stack = await startDeployStack({
    databaseUrl: process.env.DEPLOY_DATABASE_URL || DEFAULT_DEPLOY_DATABASE_URL,
    // Chosen by playwright.deploy.config.ts, which needs it for baseURL.
    ports: { nginx: Number(process.env.DEPLOY_NGINX_PORT) || undefined },
    replicaEnv: {
      ADMIN_EMAILS: DEPLOY_ADMIN_EMAIL,
      THROTTLE_AUTH_LIMIT: String(DEPLOY_AUTH_LIMIT),
      MAIL_OUTBOX_DIR: mailOutboxDir,
    },
  });
  process.stdout.write(
    `deployment: nginx at ${stack.baseUrl} → ${stack.replicas.map((replica) => `${replica.name} :${replica.port}`).join(', ')}, ` +
      `Redis ${stack.redisUrl}; up in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  publishRunStack({
    replicas: stack.replicas.map(({ name, port, pid, url }) => ({ name, port, pid, url })),
    accessLogFile: stack.accessLogFile,
    databaseUrl: stack.databaseUrl,
  });
  return async () => {
    try {
      // The replicas' and nginx's logs outlive the run, for a failure to be read afterwards.
      mkdirSync(LOG_COPY_DIR, { recursive: true });
      for (const file of readdirSync(stack.workDir).filter((name) => name.endsWith('.log'))) {
        copyFileSync(path.join(stack.workDir, file), path.join(LOG_COPY_DIR, file));
      }
    } finally {
      await stack.stop();
    }
  };
}
