import { Module } from '@nestjs/common';

import { AuthModule } from '../auth/auth.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { UsersModule } from './users.module';

@Module({ imports: [UsersModule, AuthModule], controllers: [AccountController], providers: [AccountService] })
export class AccountModule {}
