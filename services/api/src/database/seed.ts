import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';

import { PasswordHasher } from '../auth/password-hasher';
import { CheckInsService } from '../check-ins/check-ins.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { QuizService } from '../quiz/quiz.service';
import { UserEntity } from '../users/user.entity';
import { withDatabaseSetupLock } from './database-lock';
import { DEMO_CHECK_INS, type DemoDataWriters, seedDemoData } from './demo-data';

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
      // The README publishes this account; nobody can open a link sent to it, so it starts verified.
      emailVerifiedAt: new Date(),
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
    private readonly moduleRef: ModuleRef,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    if (await seedDemoUser(this.dataSource, this.hasher)) {
      this.logger.log(`Seeded demo user ${DEMO_USER.email}`);
    }
    if (await seedDemoData(this.dataSource, DEMO_USER.email, this.demoDataWriters())) {
      this.logger.log(`Seeded a saved plan and ${DEMO_CHECK_INS.length} weekly check-ins for ${DEMO_USER.email}`);
    }
  }

  /** Looked up across modules (strict: false): the feature modules own these services, not this one. */
  private demoDataWriters(): DemoDataWriters {
    const quiz = this.moduleRef.get(QuizService, { strict: false });
    const checkIns = this.moduleRef.get(CheckInsService, { strict: false });
    return {
      submitQuiz: (answers, userId) => quiz.submit(answers, userId),
      createCheckIn: (userId, fields, date) => checkIns.create(userId, fields, date),
    };
  }
}
