import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { UsersModule } from '../users/users.module';
import { ContactController } from './contact.controller';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactService } from './contact.service';

@Module({
  imports: [UsersModule, TypeOrmModule.forFeature([ContactMessageEntity])],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
