import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';

import type { DatabaseConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';

/** Connection, migrations and driver settings shared by the app and the command-line tools. */
export function dataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  const common = {
    synchronize: false,
    // A bare DataSource (the admin-grant CLI) migrates while connecting; the app and `npm run migrate`
    // turn this off and migrate under the setup lock instead (database-migrator.ts).
    migrationsRun: true,
    migrations: MIGRATIONS,
    // Migrations are plain DDL; a failure half way must not leave a partly-migrated schema behind.
    migrationsTransactionMode: 'each',
  } as const;

  if (database.type === 'mysql') {
    return { ...common, type: 'mysql', url: database.url, charset: 'utf8mb4_unicode_ci', timezone: 'Z' };
  }
  mkdirSync(dirname(database.path), { recursive: true });
  // The driver turns foreign keys on for every connection; WAL lets readers run during writes.
  return { ...common, type: 'better-sqlite3', database: database.path, enableWAL: true };
}

export function databaseModuleOptions(database: DatabaseConfig): TypeOrmModuleOptions {
  return {
    ...dataSourceOptions(database),
    // DatabaseMigrator runs them under a lock once connected: replicas starting together take turns.
    migrationsRun: false,
    autoLoadEntities: true,
    // Fail fast on start: the orchestrator restarts us, and tests want the error, not 9 retries.
    retryAttempts: 0,
  };
}
