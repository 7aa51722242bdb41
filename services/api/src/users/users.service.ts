import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AUTH_MESSAGES, type User, type UserRole } from '@sahha/contracts';
import { type EntityManager, Repository } from 'typeorm';

import { isDuplicateKey } from '../database/duplicate-key';
import { UserEntity } from './user.entity';

export interface NewUser {
  name: string | null;
  email: string;
  passwordHash: string;
  role: UserRole;
}

export function toPublicUser(user: UserEntity): User {
  return { id: user.id, name: user.name, email: user.email, role: user.role, emailVerified: user.emailVerifiedAt !== null };
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** `email` must already be normalised (trimmed, lower-cased), as every DTO does. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email });
  }

  async create(user: NewUser): Promise<UserEntity> {
    if (await this.users.existsBy({ email: user.email })) {
      throw new ConflictException({ success: false, message: AUTH_MESSAGES.emailTaken });
    }
    try {
      return await this.users.save(this.users.create(user));
    } catch (error) {
      // Two registrations for one address raced past the check above.
      if (isDuplicateKey(error)) throw new ConflictException({ success: false, message: AUTH_MESSAGES.emailTaken });
      throw error;
    }
  }

  async update(user: UserEntity, changes: Partial<Pick<UserEntity, 'name' | 'passwordHash' | 'role' | 'emailVerifiedAt'>>): Promise<UserEntity> {
    Object.assign(user, changes);
    return this.users.save(user);
  }

  /** A new address starts unverified; 409 when another account has it (or takes it meanwhile). */
  async changeEmail(user: UserEntity, email: string): Promise<UserEntity> {
    const holder = await this.users.findOneBy({ email });
    if (holder !== null && holder.id !== user.id) {
      throw new ConflictException({ success: false, message: AUTH_MESSAGES.emailTaken });
    }
    try {
      await this.users.update({ id: user.id }, { email, emailVerifiedAt: null });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException({ success: false, message: AUTH_MESSAGES.emailTaken });
      throw error;
    }
    return Object.assign(user, { email, emailVerifiedAt: null });
  }

  async delete(id: number, manager: EntityManager): Promise<void> {
    await manager.delete(UserEntity, { id });
  }
}
