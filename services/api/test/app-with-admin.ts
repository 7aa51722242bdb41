import { ApiClient, newAccount } from './api-client';
import { TestApp, type UseTestAppOptions, useTestApp } from './create-test-app';
import type { TestDatabase } from './test-databases';
import { outboxMailbox, type TestMailbox, verifyEmailOf } from './test-mailbox';

/** What `useAppWithAdmin` gives a test file: set by its beforeAll, before the file's own hooks and tests run. */
export class AppWithAdmin extends TestApp {
  /** Signed in, with a verified address listed in ADMIN_EMAILS: the admin role (issue L). */
  admin!: ApiClient;
}

export interface AppWithAdminOptions {
  adminEmail: string;
  /** Environment of the app beside the admin list, the mailbox and a generous sign-in limit. */
  env?: Record<string, string>;
  /** The mailbox the admin's address is verified through: an outbox folder unless the test needs SMTP. */
  mailbox?: UseTestAppOptions<TestMailbox>['mailbox'];
}

/**
 * Registers the hooks of a test file about an admin-only area: an app on `db` with a verified admin
 * signed in (beforeAll), closed with its database and mailbox afterwards (afterAll). Call it inside
 * the file's describe; the fields of the returned object are set by the time its tests run.
 */
export function useAppWithAdmin(db: TestDatabase, { adminEmail, env = {}, mailbox = outboxMailbox }: AppWithAdminOptions): AppWithAdmin {
  const setup = new AppWithAdmin();
  useTestApp(db, { env: { THROTTLE_AUTH_LIMIT: '1000', ADMIN_EMAILS: adminEmail, ...env }, mailbox }, setup);

  beforeAll(async () => {
    setup.admin = new ApiClient(setup.app);
    await setup.admin.register(newAccount({ email: adminEmail }), 201);
    await verifyEmailOf(setup.admin, setup.mailbox, adminEmail);
  });

  return setup;
}
