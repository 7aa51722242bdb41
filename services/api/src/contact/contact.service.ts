import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactMessage } from '@sahha/contracts';
import { type EntityManager, Repository } from 'typeorm';

import { AccountDataRegistry } from '../users/account-data.registry';
import { UserEntity } from '../users/user.entity';
import { UsersService, verifiedAddressOf } from '../users/users.service';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto';
import { ContactMessageEntity } from './contact-message.entity';

export function toContactMessage(row: ContactMessageEntity): ContactMessage {
  return { id: row.id, name: row.name, email: row.email, topic: row.topic, message: row.message, timestamp: row.createdAt.toISOString() };
}

/** Newest first; rows stamped in the same instant (SQLite stores whole seconds) by insertion order. */
const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

@Injectable()
export class ContactService implements OnModuleInit {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly users: UsersService,
    private readonly registry: AccountDataRegistry,
  ) {}

  /** A message is personal data: exported with, and deleted with, the account that has verified the same e-mail. */
  onModuleInit(): void {
    this.registry.register({
      key: 'contactMessages',
      export: (userId) => this.listForAccount(userId),
      delete: (userId, manager) => this.deleteForAccount(userId, manager),
    });
  }

  async create(dto: CreateContactMessageDto): Promise<void> {
    await this.messages.insert({ name: dto.name, email: dto.email, topic: dto.topic, message: dto.message });
  }

  async list(): Promise<ContactMessage[]> {
    const rows = await this.messages.find({ order: NEWEST_FIRST });
    return rows.map(toContactMessage);
  }

  private async listForAccount(userId: number): Promise<ContactMessage[]> {
    const user = await this.users.findById(userId);
    const address = user === null ? null : verifiedAddressOf(user);
    if (address === null) return [];
    const rows = await this.messages.find({ where: { email: address }, order: NEWEST_FIRST });
    return rows.map(toContactMessage);
  }

  private async deleteForAccount(userId: number, manager: EntityManager): Promise<void> {
    const user = await manager.findOneBy(UserEntity, { id: userId });
    const address = user === null ? null : verifiedAddressOf(user);
    if (address !== null) await manager.delete(ContactMessageEntity, { email: address });
  }
}
