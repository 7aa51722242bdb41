import 'reflect-metadata';

import { runMigrateCommand } from './migrate-command';

/** Entry of dist/api/migrate.js (`npm run migrate`), a one-shot job run before the API replicas start. */
runMigrateCommand().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
