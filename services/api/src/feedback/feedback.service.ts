import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FeedbackEntry } from '@sahha/contracts';
import { type EntityManager, Repository } from 'typeorm';

import { AccountDataRegistry } from '../users/account-data.registry';
import { UserEntity } from '../users/user.entity';
import { UsersService, verifiedAddressOf } from '../users/users.service';
import type { CreateFeedbackDto } from './dto/create-feedback.dto';
import { FeedbackEntity } from './feedback.entity';

export function toFeedbackEntry(row: FeedbackEntity): FeedbackEntry {
  return { id: row.id, rating: row.rating, comment: row.comment, email: row.email, timestamp: row.createdAt.toISOString() };
}

/** Newest first; rows stamped in the same instant (SQLite stores whole seconds) by insertion order. */
const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

@Injectable()
export class FeedbackService implements OnModuleInit {
  constructor(
    @InjectRepository(FeedbackEntity) private readonly feedback: Repository<FeedbackEntity>,
    private readonly users: UsersService,
    private readonly registry: AccountDataRegistry,
  ) {}

  /**
   * Feedback is anonymous, but an e-mail in it is personal data: it is exported with, and deleted
   * with, the account that has verified the same address (never one that merely typed it).
   */
  onModuleInit(): void {
    this.registry.register({
      key: 'feedback',
      export: (userId) => this.listForAccount(userId),
      delete: (userId, manager) => this.deleteForAccount(userId, manager),
    });
  }

  async create(dto: CreateFeedbackDto): Promise<void> {
    await this.feedback.insert({ rating: dto.rating, comment: dto.comment ?? '', email: dto.email ?? '' });
  }

  async list(rating?: number): Promise<FeedbackEntry[]> {
    const rows = await this.feedback.find({ where: rating === undefined ? {} : { rating }, order: NEWEST_FIRST });
    return rows.map(toFeedbackEntry);
  }

  private async listForAccount(userId: number): Promise<FeedbackEntry[]> {
    const user = await this.users.findById(userId);
    const address = user === null ? null : verifiedAddressOf(user);
    if (address === null) return [];
    const rows = await this.feedback.find({ where: { email: address }, order: NEWEST_FIRST });
    return rows.map(toFeedbackEntry);
  }

  private async deleteForAccount(userId: number, manager: EntityManager): Promise<void> {
    const user = await manager.findOneBy(UserEntity, { id: userId });
    const address = user === null ? null : verifiedAddressOf(user);
    if (address !== null) await manager.delete(FeedbackEntity, { email: address });
  }
}
