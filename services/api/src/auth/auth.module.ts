import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';

import { RedisConnection } from '../common/redis-connection';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { UsersService } from '../users/users.service';
import { AuthEvents } from './auth-events';
import { authThrottleOptions } from './auth-throttle';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { createPassport, PASSPORT } from './passport-setup';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';
import { RolesGuard } from './roles.guard';
import { SessionAuthGuard } from './session-auth.guard';
import { SessionEntity } from './session.entity';
import { SessionsService } from './sessions.service';

@Module({
  imports: [
    UsersModule,
    TypeOrmModule.forFeature([SessionEntity]),
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, RedisConnection],
      useFactory: (config: AppConfig, redis: RedisConnection) => authThrottleOptions(config, redis),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    AuthEvents,
    PasswordHasher,
    PasswordPolicy,
    SessionsService,
    { provide: PASSPORT, inject: [AuthService, UsersService], useFactory: createPassport },
    // Order matters: authentication first, so RolesGuard only ever sees signed-in requests.
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [AuthService, AuthEvents, SessionsService, PASSPORT],
})
export class AuthModule {}
