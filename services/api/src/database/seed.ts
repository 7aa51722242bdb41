import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { PasswordHasher } from '../auth/password-hasher';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UserEntity } from '../users/user.entity';
import { withDatabaseSetupLock } from './database-lock';

export const DEMO_USER = { name: 'Layla Demo', email: 'demo@sahha.ae', password: 'SahhaDemo!2026' } as const;

/**
 * Creates the demo user unless it exists; safe on every start. Under the setup lock, so replicas
 * starting together cannot both find it missing and both insert it.
 */
export function seedDemoUser(dataSource: DataSource, hasher: PasswordHasher): Promise<boolean> {
  return withDatabaseSetupLock(dataSource, async () => {
    const users = dataSource.getRepository(UserEntity);
    if (await users.existsBy({ email: DEMO_USER.email })) return false;
    await users.insert({
      name: DEMO_USER.name,
      email: DEMO_USER.email,
      passwordHash: await hasher.hash(DEMO_USER.password),
      role: 'user',
    });
    return true;
  });
}

/** Seeds after DatabaseMigrator (onModuleInit) has brought the schema up to date. */
@Injectable()
export class DatabaseSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DatabaseSeeder.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    if (await seedDemoUser(this.dataSource, this.hasher)) {
      this.logger.log(`Seeded demo user ${DEMO_USER.email}`);
    }
  }
}
