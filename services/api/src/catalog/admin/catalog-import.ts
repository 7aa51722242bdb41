import 'reflect-metadata';

import { runCatalogImport } from './catalog-import-command';

/** Entry of dist/api/catalog-import.js (`npm run catalog:import`), for a scheduled job. */
runCatalogImport(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
