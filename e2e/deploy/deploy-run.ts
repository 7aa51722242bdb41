import type { DeployReplica } from './deploy-stack.cjs';

/** ADMIN_EMAILS of both replicas: this account becomes an admin once it verifies its address. */
export const DEPLOY_ADMIN_EMAIL = 'admin.deploy@sahha.ae';

/** THROTTLE_AUTH_LIMIT of both replicas: small, so the shared limit shows within a few attempts. */
export const DEPLOY_AUTH_LIMIT = 4;

/** Where the global setup leaves the running stack for the tests (workers inherit its environment). */
const STACK_ENV = 'DEPLOY_STACK';

export interface RunStack {
  replicas: Pick<DeployReplica, 'name' | 'port' | 'pid' | 'url'>[];
  accessLogFile: string;
  databaseUrl: string;
}

export function publishRunStack(stack: RunStack): void {
  process.env[STACK_ENV] = JSON.stringify(stack);
}

export function runStack(): RunStack {
  const published = process.env[STACK_ENV];
  if (!published) throw new Error(`${STACK_ENV} is not set: run these tests with -c e2e/playwright.deploy.config.ts, whose global setup starts the stack`);
  return JSON.parse(published) as RunStack;
}
