import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactMessage } from '@sahha/contracts';
import { Repository } from 'typeorm';

import { AccountDataRegistry } from '../users/account-data.registry';
import { NEWEST_FIRST, rowsOfVerifiedAddress } from '../users/address-rows';
import { UsersService } from '../users/users.service';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto';
import { ContactMessageEntity } from './contact-message.entity';

export function toContactMessage(row: ContactMessageEntity): ContactMessage {
  return { id: row.id, name: row.name, email: row.email, topic: row.topic, message: row.message, timestamp: row.createdAt.toISOString() };
}

@Injectable()
export class ContactService implements OnModuleInit {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly users: UsersService,
    private readonly registry: AccountDataRegistry,
  ) {}

  /** A message is personal data: exported with, and deleted with, the account that has verified the same e-mail. */
  onModuleInit(): void {
    this.registry.register(rowsOfVerifiedAddress('contactMessages', this.messages, this.users, toContactMessage));
  }

  async create(dto: CreateContactMessageDto): Promise<void> {
    await this.messages.insert({ name: dto.name, email: dto.email, topic: dto.topic, message: dto.message });
  }

  async list(): Promise<ContactMessage[]> {
    const rows = await this.messages.find({ order: NEWEST_FIRST });
    return rows.map(toContactMessage);
  }
}
