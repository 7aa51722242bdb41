import 'reflect-metadata';

import cluster from 'node:cluster';

import { runApiWorkers } from './api-workers';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
  // One worker per core unless API_WORKERS says otherwise; the configuration is checked here
  // first, so a mistake is reported once, by the primary, before any worker starts.
  // docs/requirements.md "Single-machine start: one worker per core"
  if (cluster.isPrimary && config.apiWorkers > 1) {
    runApiWorkers(config.apiWorkers);
    return;
  }
  const app = await createApp(config);
  await app.listen(config.port);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Invalid configuration: ${error.message}`);
  } else {
    console.error('API failed to start:', error);
  }
  process.exit(1);
});
