import { DataSource } from 'typeorm';

import { ConfigError, loadConfig } from '../config/app-config';
import { dataSourceOptions } from './database-options';
import { runPendingMigrations } from './database-migrator';

type Output = Pick<Console, 'log' | 'error'>;

/**
 * `npm run migrate`: applies the pending migrations to the database of DATABASE_URL (same
 * environment as the API) and answers the exit code, 0 when the schema is up to date. It takes
 * the same lock as a starting API, so it is safe beside replicas that still migrate on start.
 */
export async function runMigrateCommand(env: NodeJS.ProcessEnv = process.env, output: Output = console): Promise<number> {
  let dataSource: DataSource;
  try {
    dataSource = new DataSource({ ...dataSourceOptions(loadConfig(env).database), migrationsRun: false });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.error(`Invalid configuration: ${error.message}`);
    return 1;
  }
  try {
    await dataSource.initialize();
    const applied = await runPendingMigrations(dataSource);
    output.log(applied.length === 0 ? 'No pending migrations: the schema is up to date.' : `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${applied.join(', ')}`);
    return 0;
  } catch (error) {
    output.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}
