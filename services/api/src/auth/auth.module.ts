import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';

import { BackgroundWork } from '../common/background-work';
import { RedisConnection } from '../common/redis-connection';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { UsersService } from '../users/users.service';
import { AuthEvents } from './auth-events';
import { authThrottleOptions } from './auth-throttle';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailVerificationTokenEntity } from './email-verification/email-verification-token.entity';
import { EmailVerificationController } from './email-verification/email-verification.controller';
import { EmailVerificationService } from './email-verification/email-verification.service';
import { ListedAdmins } from './listed-admins';
import { createPassport, PASSPORT } from './passport-setup';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';
import { PasswordResetTokenEntity } from './password-reset/password-reset-token.entity';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetService } from './password-reset/password-reset.service';
import { RolesGuard } from './roles.guard';
import { SessionAuthGuard } from './session-auth.guard';
import { SessionEntity } from './session.entity';
import { SessionsService } from './sessions.service';

@Module({
  imports: [
    UsersModule,
    MailModule,
    TypeOrmModule.forFeature([SessionEntity, PasswordResetTokenEntity, EmailVerificationTokenEntity]),
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, RedisConnection],
      useFactory: (config: AppConfig, redis: RedisConnection) => authThrottleOptions(config, redis),
    }),
  ],
  controllers: [AuthController, PasswordResetController, EmailVerificationController],
  providers: [
    AuthService,
    AuthEvents,
    ListedAdmins,
    PasswordResetService,
    EmailVerificationService,
    PasswordHasher,
    PasswordPolicy,
    SessionsService,
    BackgroundWork,
    { provide: PASSPORT, inject: [AuthService, UsersService], useFactory: createPassport },
    // Order matters: authentication first, so RolesGuard only ever sees signed-in requests.
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [AuthService, AuthEvents, SessionsService, EmailVerificationService, BackgroundWork, MailModule, PASSPORT],
})
export class AuthModule {}
