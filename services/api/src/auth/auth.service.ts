import { randomBytes } from 'node:crypto';

import { BadRequestException, Injectable, type OnModuleInit } from '@nestjs/common';

import type { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AuthEvents } from './auth-events';
import type { RegisterDto } from './dto/register.dto';
import { ListedAdmins } from './listed-admins';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';

@Injectable()
export class AuthService implements OnModuleInit {
  /** Verified against when the e-mail is unknown, so both failures take the same time. */
  private dummyHash!: Promise<string>;

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly events: AuthEvents,
    private readonly listedAdmins: ListedAdmins,
  ) {}

  onModuleInit(): void {
    this.dummyHash = this.hasher.hash(randomBytes(24).toString('base64'));
  }

  /**
   * Refuses a password the policy rejects with a 400 the client shows as is. `personal`: the
   * account's name and e-mail where known, which a password should not be built from.
   */
  assertAcceptablePassword(password: string, personal: readonly string[] = []): void {
    const refusal = this.policy.check(password, personal);
    if (refusal !== null) throw new BadRequestException({ success: false, message: refusal });
  }

  /** A new account is a plain, unverified user, whatever ADMIN_EMAILS says (see ListedAdmins). */
  async register(dto: RegisterDto, ip: string | undefined): Promise<UserEntity> {
    this.assertAcceptablePassword(dto.password, [dto.name, dto.email]);
    const user = await this.users.create({
      name: dto.name,
      email: dto.email,
      passwordHash: await this.hasher.hash(dto.password),
      role: 'user',
    });
    this.events.registered(user.id, ip);
    return user;
  }

  /** passport-local's verify step: the user for these credentials, or null. */
  async validateCredentials(email: string, password: string, ip: string | undefined): Promise<UserEntity | null> {
    const normalized = email.trim().toLowerCase();
    const user = await this.users.findByEmail(normalized);
    const valid = await this.hasher.verify(user?.passwordHash ?? (await this.dummyHash), password);
    if (user === null || !valid) {
      this.events.loginFailed(normalized, ip);
      return null;
    }
    this.events.loginSucceeded(user.id, ip);
    return this.listedAdmins.promoteIfVerified(user);
  }

  async verifyPassword(user: UserEntity, password: string): Promise<boolean> {
    return this.hasher.verify(user.passwordHash, password);
  }

  hashPassword(password: string): Promise<string> {
    return this.hasher.hash(password);
  }
}
