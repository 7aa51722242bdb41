import { ForbiddenException, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CheckIn } from '@sahha/contracts';
import { type EntityManager, Repository } from 'typeorm';

import { AccountDataRegistry } from '../users/account-data.registry';
import { CheckInEntity } from './check-in.entity';
import type { CheckInFieldsDto } from './dto/submit-check-in.dto';

export const OTHER_USER_MESSAGE = 'You can only access your own check-ins';

export function toCheckIn(entity: CheckInEntity): CheckIn {
  return {
    id: entity.id,
    date: entity.date.toISOString(),
    energyLevel: entity.energyLevel,
    sleepQuality: entity.sleepQuality,
    mood: entity.mood,
    adherence: entity.adherence,
    sideEffects: entity.sideEffects,
    improvements: entity.improvements,
    notes: entity.notes,
  };
}

/** A user reads and writes only their own check-ins, whatever id the client sends (docs/requirements.md, "API: POST /api/check-in"). */
export function assertOwnUser(sessionUserId: number, requestedUserId: number): void {
  if (sessionUserId !== requestedUserId) {
    throw new ForbiddenException({ success: false, message: OTHER_USER_MESSAGE });
  }
}

@Injectable()
export class CheckInsService implements OnModuleInit {
  constructor(
    @InjectRepository(CheckInEntity) private readonly checkIns: Repository<CheckInEntity>,
    private readonly accountData: AccountDataRegistry,
  ) {}

  onModuleInit(): void {
    this.accountData.register({
      key: 'checkIns',
      export: (userId: number) => this.list(userId),
      delete: async (userId: number, manager: EntityManager) => {
        await manager.delete(CheckInEntity, { userId });
      },
    });
  }

  /**
   * `fields` has passed the DTO: trimmed, empty texts and lists already null. The check-in is
   * dated now by the server's clock; only server code (e.g. a demo seed) may pass another instant,
   * the HTTP route never does.
   */
  async create(userId: number, fields: CheckInFieldsDto, date: Date = new Date()): Promise<CheckIn> {
    const entity = this.checkIns.create({
      userId,
      date,
      energyLevel: fields.energyLevel,
      sleepQuality: fields.sleepQuality,
      mood: fields.mood,
      adherence: fields.adherence,
      sideEffects: fields.sideEffects ?? null,
      improvements: fields.improvements ?? null,
      notes: fields.notes ?? null,
    });
    return toCheckIn(await this.checkIns.save(entity));
  }

  /** Oldest first; check-ins with the same date keep the order they were saved in. */
  async list(userId: number): Promise<CheckIn[]> {
    const rows = await this.checkIns.find({ where: { userId }, order: { date: 'ASC', id: 'ASC' } });
    return rows.map(toCheckIn);
  }

  async latest(userId: number): Promise<CheckIn | null> {
    const row = await this.checkIns.findOne({ where: { userId }, order: { date: 'DESC', id: 'DESC' } });
    return row === null ? null : toCheckIn(row);
  }
}
