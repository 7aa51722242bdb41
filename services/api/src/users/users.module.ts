import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AccountDataRegistry } from './account-data.registry';
import { UserEntity } from './user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [UsersService, AccountDataRegistry],
  exports: [UsersService, AccountDataRegistry],
})
export class UsersModule {}
