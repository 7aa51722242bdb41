import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { withDatabaseSetupLock } from './database-lock';
import { beginTransactionsImmediately } from './transactions';

/** Thrown on start with MIGRATE_ON_START=false when `npm run migrate` has not run for this code. */
export class PendingMigrationsError extends Error {
  override readonly name = 'PendingMigrationsError';
}

/**
 * Applies the pending migrations under the setup lock and names the ones it ran. Replicas that
 * start together take turns: the first migrates, the others then find nothing pending.
 */
export async function runPendingMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = await withDatabaseSetupLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
  return applied.map((migration) => migration.name);
}

/** For replicas that leave migrating to `npm run migrate`: refuse to serve an older schema. */
export async function assertMigrationsApplied(dataSource: DataSource): Promise<void> {
  // Under the lock too: on an empty database the check itself creates the migrations table.
  if (await withDatabaseSetupLock(dataSource, () => dataSource.showMigrations())) {
    throw new PendingMigrationsError('The database has migrations that have not run: run `npm run migrate`, or start with MIGRATE_ON_START=true');
  }
}

/**
 * Migrates on start, replacing TypeORM's `migrationsRun` (which takes no lock). onModuleInit runs
 * after the connection opens and before any onApplicationBootstrap (the seeds) or `listen`, so
 * no module may touch the database in its own onModuleInit.
 */
@Injectable()
export class DatabaseMigrator implements OnModuleInit {
  private readonly logger = new Logger(DatabaseMigrator.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    beginTransactionsImmediately(this.dataSource);
    if (!this.config.migrateOnStart) {
      await assertMigrationsApplied(this.dataSource);
      return;
    }
    const applied = await runPendingMigrations(this.dataSource);
    if (applied.length > 0) this.logger.log(`Applied migrations: ${applied.join(', ')}`);
  }
}
