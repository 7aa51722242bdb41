import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';

import { AuthModule } from './auth/auth.module';
import { CatalogModule } from './catalog/catalog.module';
import { CheckInsModule } from './check-ins/check-ins.module';
import { ClinicalModule } from './clinical/clinical.module';
import { requestLogOptions } from './common/request-log';
import { RedisModule } from './common/redis.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { databaseModuleOptions } from './database/database-options';
import { DatabaseModule } from './database/database.module';
import { FeedbackModule } from './feedback/feedback.module';
import { HealthModule } from './health/health.module';
import { QuizModule } from './quiz/quiz.module';
import { SearchModule } from './search/search.module';
import { SeoModule } from './seo/seo.module';
import { AccountModule } from './users/account.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  /** `extraModules` lets API tests mount probe routes next to the real ones. */
  static register(config: AppConfig, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        LoggerModule.forRoot({
          pinoHttp: requestLogOptions(config.logLevel),
        }),
        TypeOrmModule.forRoot(databaseModuleOptions(config.database)),
        DatabaseModule,
        RedisModule,
        HealthModule,
        UsersModule,
        AuthModule,
        AccountModule,
        FeedbackModule,
        ContactModule,
        CheckInsModule,
        QuizModule,
        CatalogModule,
        SeoModule,
        SearchModule,
        ClinicalModule,
        ...extraModules,
      ],
    };
  }
}
