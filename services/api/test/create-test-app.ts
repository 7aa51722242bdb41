import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';

import { createApp } from '../src/bootstrap';
import { type AppConfig, type DatabaseConfig, loadConfig } from '../src/config/app-config';
import type { TestDatabase } from './test-databases';
import type { TestMailbox } from './test-mailbox';

export interface TestAppOptions {
  database: DatabaseConfig;
  /** Environment as main.ts would read it; the database always comes from `database`. */
  env?: NodeJS.ProcessEnv;
  /** Probe modules (test-only routes or account-data contributors) mounted beside the real ones. */
  extraModules?: Type[];
}

let defaultOutbox: string | undefined;

/** Mail of tests that do not read it goes to a temporary folder, never to the repository's data/outbox. */
function defaultOutboxDir(): string {
  defaultOutbox ??= mkdtempSync(join(tmpdir(), 'sahha-api-test-mail-'));
  return defaultOutbox;
}

export function testConfig({ database, env = {} }: TestAppOptions): AppConfig {
  // DATABASE_URL only satisfies production's check: the database itself always comes from `database`.
  // Suites take the quiz far more often than a person would; the limit's own test sets it low.
  // One screening thread per app: a suite boots many apps, and each thread builds its dictionary
  // index on start (about a second of CPU); the pool's own tests ask for more.
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'sqlite:/database-from-test-options.db',
      MAIL_OUTBOX_DIR: defaultOutboxDir(),
      THROTTLE_QUIZ_SUBMIT_LIMIT: '100000',
      SCREENING_THREADS: '1',
      ...env,
    }),
    database,
  };
}

/** The production bootstrap (createApp) on a test database, initialised but not listening. */
export function createTestApp(options: TestAppOptions): Promise<NestExpressApplication> {
  return createApp(testConfig(options), options.extraModules);
}

/** What `useTestApp` gives a test file: set by its beforeAll, before the file's own hooks and tests run. */
export class TestApp<Mailbox extends TestMailbox = TestMailbox> {
  app!: NestExpressApplication;
  /** The database the app runs on, for a second app on the same (already migrated) tables. */
  database!: DatabaseConfig;
  /** Where the app's mail goes: only when the options asked for a mailbox. */
  mailbox!: Mailbox;
}

export interface UseTestAppOptions<Mailbox extends TestMailbox> extends Omit<TestAppOptions, 'database'> {
  /** Opens the mailbox the test reads the app's mail from (outboxMailbox, startSmtpMailbox); closed after the app. */
  mailbox?: () => Mailbox | Promise<Mailbox>;
}

/**
 * Registers the hooks of a test file that needs one app: on an empty database of `db`, with its
 * mailbox if asked for (beforeAll), closed with its database and mailbox afterwards (afterAll).
 * Call it inside the file's describe; the fields of the returned object (or of `setup`, for helpers
 * that add their own) are set by the time its tests run.
 */
export function useTestApp<Mailbox extends TestMailbox = TestMailbox>(
  db: TestDatabase,
  { mailbox, ...options }: UseTestAppOptions<Mailbox> = {},
  setup = new TestApp<Mailbox>(),
): TestApp<Mailbox> {
  beforeAll(async () => {
    setup.database = await db.create();
    if (mailbox) setup.mailbox = await mailbox();
    setup.app = await createTestApp({ ...options, database: setup.database, env: { ...options.env, ...setup.mailbox?.env } });
  });

  afterAll(async () => {
    await setup.app?.close();
    await db.dispose();
    await setup.mailbox?.close();
  });

  return setup;
}
