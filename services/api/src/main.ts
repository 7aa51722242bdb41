import 'reflect-metadata';

import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
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
