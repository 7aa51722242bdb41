import 'reflect-metadata';

import { DataSource } from 'typeorm';

import { loadConfig } from '../config/app-config';
import { runPendingMigrations } from '../database/database-migrator';
import { dataSourceOptions } from '../database/database-options';
import { grantAdmin } from './grant-admin';
import { UserEntity } from './user.entity';

/** `npm run admin:grant -- <email>`: gives an existing account the admin role, on the configured database. */
async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email || !email.includes('@')) {
    console.error('Usage: npm run admin:grant -- <email>');
    return 2;
  }
  // Migrations run under the same database lock as a starting replica (never TypeORM's own
  // unlocked `migrationsRun`), so granting during a rollout cannot race the API's migrations.
  const dataSource = await new DataSource({ ...dataSourceOptions(loadConfig().database), entities: [UserEntity], migrationsRun: false }).initialize();
  try {
    await runPendingMigrations(dataSource);
    const result = await grantAdmin(dataSource, email);
    const messages = {
      granted: `${email} is now an admin. The change applies on the user's next request.`,
      'already-admin': `${email} is already an admin.`,
      'not-found': `No account with the e-mail ${email}. The user must register first.`,
    };
    (result === 'not-found' ? console.error : console.log)(messages[result]);
    return result === 'not-found' ? 1 : 0;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
