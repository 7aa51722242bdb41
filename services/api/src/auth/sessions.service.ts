import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOperator, Like, Not, Repository } from 'typeorm';

import { SessionEntity } from './session.entity';

/**
 * Passport keeps the signed-in user as `"passport":{"user":<id>}` in the session JSON; the closing
 * brace keeps user 1 from matching user 12. A scan is fine at this scale and needs no extra column
 * kept in step with the store.
 */
function sessionsOf(userId: number): FindOperator<string> {
  return Like(`%"passport":{"user":${Math.trunc(userId)}}%`);
}

@Injectable()
export class SessionsService {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

  /** Signs the user out everywhere except in the session `keepSessionId` (if given). */
  async destroyForUser(userId: number, keepSessionId?: string): Promise<number> {
    const result = await this.sessions.delete(
      keepSessionId === undefined ? { json: sessionsOf(userId) } : { json: sessionsOf(userId), id: Not(keepSessionId) },
    );
    return result.affected ?? 0;
  }

  countForUser(userId: number): Promise<number> {
    return this.sessions.countBy({ json: sessionsOf(userId) });
  }
}
