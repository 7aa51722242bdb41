import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AUTH_MESSAGES, type User, type UserRole } from '@sahha/contracts';
import { type EntityManager, IsNull, Repository } from 'typeorm';

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

/**
 * The address the account has proved it owns by opening a link mailed to it, or null. Data sent
 * with an e-mail address but without an account (contact messages, feedback) joins the account
 * only through this: whoever merely types someone's address into a sign-up form gets nothing of
 * what that person sent (issue Q; docs/security.md).
 */
export function verifiedAddressOf(user: Pick<UserEntity, 'email' | 'emailVerifiedAt'>): string | null {
  return user.emailVerifiedAt !== null ? user.email : null;
}

@Injectable()
export class UsersService {
  /** Every column of the users row, by primary key: plain SQL, the same on SQLite and MySQL. */
  private readonly selectById: string;

  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {
    const { metadata } = users;
    const { driver } = users.manager.connection;
    const columns = metadata.columns.map((column) => driver.escape(column.databaseName)).join(', ');
    this.selectById = `SELECT ${columns} FROM ${driver.escape(metadata.tableName)} WHERE ${driver.escape(metadata.primaryColumns[0]!.databaseName)} = ?`;
  }

  /**
   * The user row as findOneBy({ id }) gives it (a UserEntity, every column converted by the
   * driver), or null. Every signed-in request reads it (passport's deserializeUser, so a role
   * change or an account deletion takes effect at once): building the query with TypeORM's find
   * options cost more CPU than running it (bench:api profiles, docs/quality.md), so the statement
   * is built once and only the row is converted per call.
   */
  async findById(id: number): Promise<UserEntity | null> {
    const [row] = (await this.users.query(this.selectById, [id])) as Record<string, unknown>[];
    if (!row) return null;
    const { metadata } = this.users;
    const { driver } = this.users.manager.connection;
    const user = metadata.create() as UserEntity;
    for (const column of metadata.columns) column.setEntityValue(user, driver.prepareHydratedValue(row[column.databaseName], column));
    return user;
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

  /**
   * Writes only the given columns (an UPDATE by id, never a save of the whole entity): a copy of the
   * user loaded earlier in the request must not write back an address another request has changed.
   */
  async update(
    user: UserEntity,
    changes: Partial<Pick<UserEntity, 'name' | 'passwordHash' | 'role' | 'emailVerifiedAt'>>,
    manager: EntityManager = this.users.manager,
  ): Promise<UserEntity> {
    await manager.update(UserEntity, { id: user.id }, changes);
    return Object.assign(user, changes);
  }

  /**
   * Marks `email` verified, only while it is still the account's address (one conditional UPDATE,
   * so a change of address racing with the link cannot verify the new one). True when this call
   * verified it; false when it was verified already or the account has left the address.
   */
  async markAddressVerified(userId: number, email: string, manager: EntityManager = this.users.manager): Promise<boolean> {
    const result = await manager.update(UserEntity, { id: userId, email, emailVerifiedAt: IsNull() }, { emailVerifiedAt: new Date() });
    return result.affected === 1;
  }

  /** Sets the password only while the account still has `email` (the address a reset link proved); false otherwise. */
  async setPasswordAt(userId: number, email: string, passwordHash: string, manager: EntityManager): Promise<boolean> {
    const result = await manager.update(UserEntity, { id: userId, email }, { passwordHash });
    return result.affected === 1;
  }

  /**
   * A new address starts unverified; 409 when another account has it (or takes it meanwhile). Run
   * it in the transaction that voids the account's pending links (AccountService.changeEmail).
   */
  async changeEmail(user: UserEntity, email: string, manager: EntityManager = this.users.manager): Promise<UserEntity> {
    const holder = await manager.findOneBy(UserEntity, { email });
    if (holder !== null && holder.id !== user.id) {
      throw new ConflictException({ success: false, message: AUTH_MESSAGES.emailTaken });
    }
    try {
      await manager.update(UserEntity, { id: user.id }, { email, emailVerifiedAt: null });
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
