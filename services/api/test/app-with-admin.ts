import type { NestExpressApplication } from '@nestjs/platform-express';

import type { DatabaseConfig } from '../src/config/app-config';
import { ApiClient, newAccount } from './api-client';
import { createTestApp } from './create-test-app';
import type { TestDatabase } from './test-databases';
import { outboxMailbox, type TestMailbox, verifyEmailOf } from './test-mailbox';

/** What `useAppWithAdmin` gives a test file: set by its beforeAll, before the file's own hooks and tests run. */
export class AppWithAdmin {
  app!: NestExpressApplication;
  database!: DatabaseConfig;
  /** Signed in, with a verified address listed in ADMIN_EMAILS: the admin role (issue L). */
  admin!: ApiClient;

  constructor(readonly mailbox: TestMailbox) {}
}

export interface AppWithAdminOptions {
  adminEmail: string;
  /** Environment of the app beside the admin list, the mail outbox and a generous sign-in limit. */
  env?: Record<string, string>;
}

/**
 * Registers the hooks of a test file about an admin-only area: an app on `db` with a verified admin
 * signed in (beforeAll), closed with its database and outbox afterwards (afterAll). Call it inside
 * the file's describe; the fields of the returned object are set by the time its tests run.
 */
export function useAppWithAdmin(db: TestDatabase, { adminEmail, env = {} }: AppWithAdminOptions): AppWithAdmin {
  const mailbox = outboxMailbox();
  const setup = new AppWithAdmin(mailbox);

  beforeAll(async () => {
    setup.database = await db.create();
    setup.app = await createTestApp({ database: setup.database, env: { THROTTLE_AUTH_LIMIT: '1000', ADMIN_EMAILS: adminEmail, ...mailbox.env, ...env } });
    setup.admin = new ApiClient(setup.app);
    await setup.admin.register(newAccount({ email: adminEmail }), 201);
    await verifyEmailOf(setup.admin, mailbox, adminEmail);
  });

  afterAll(async () => {
    await setup.app?.close();
    await db.dispose();
    await mailbox.close();
  });

  return setup;
}
