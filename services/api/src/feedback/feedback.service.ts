import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FeedbackEntry } from '@sahha/contracts';
import { Repository } from 'typeorm';

import { AccountDataRegistry } from '../users/account-data.registry';
import { NEWEST_FIRST, rowsOfVerifiedAddress } from '../users/address-rows';
import { UsersService } from '../users/users.service';
import type { CreateFeedbackDto } from './dto/create-feedback.dto';
import { FeedbackEntity } from './feedback.entity';

export function toFeedbackEntry(row: FeedbackEntity): FeedbackEntry {
  return { id: row.id, rating: row.rating, comment: row.comment, email: row.email, timestamp: row.createdAt.toISOString() };
}

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
    this.registry.register(rowsOfVerifiedAddress('feedback', this.feedback, this.users, toFeedbackEntry));
  }

  async create(dto: CreateFeedbackDto): Promise<void> {
    await this.feedback.insert({ rating: dto.rating, comment: dto.comment ?? '', email: dto.email ?? '' });
  }

  async list(rating?: number): Promise<FeedbackEntry[]> {
    const rows = await this.feedback.find({ where: rating === undefined ? {} : { rating }, order: NEWEST_FIRST });
    return rows.map(toFeedbackEntry);
  }
}
