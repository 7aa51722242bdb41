import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { PasswordHasher } from '../auth/password-hasher';
import { UserEntity } from '../users/user.entity';
import { DatabaseSeeder } from './seed';

@Module({ imports: [TypeOrmModule.forFeature([UserEntity])], providers: [DatabaseSeeder, PasswordHasher] })
export class DatabaseModule {}
