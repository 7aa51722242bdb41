import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { PasswordHasher } from '../auth/password-hasher';
import { UserEntity } from '../users/user.entity';
import { DatabaseMigrator } from './database-migrator';
import { DatabaseSeeder } from './seed';
import { SeedVersionEntity } from './seed-version.entity';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, SeedVersionEntity])],
  providers: [DatabaseMigrator, DatabaseSeeder, PasswordHasher],
})
export class DatabaseModule {}
