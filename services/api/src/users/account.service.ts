import { BadRequestException, Injectable } from '@nestjs/common';
import { type AccountExportResponse } from '@sahha/contracts';
import { ACCOUNT_TEXTS } from '@sahha/contracts/account';
import { DataSource } from 'typeorm';

import { voidPendingAccountTokens } from '../auth/account-tokens';
import { AuthEvents } from '../auth/auth-events';
import { AuthService } from '../auth/auth.service';
import { EmailVerificationService } from '../auth/email-verification/email-verification.service';
import { SessionsService } from '../auth/sessions.service';
import { emailChangedMessage } from '../mail/mail-messages';
import { MailService } from '../mail/mail.service';
import { AccountDataRegistry } from './account-data.registry';
import type { UserEntity } from './user.entity';
import { toPublicUser, UsersService } from './users.service';
import { inTransaction } from '../database/transactions';

export const WRONG_PASSWORD_MESSAGE = 'Password is incorrect';

@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly registry: AccountDataRegistry,
    private readonly events: AuthEvents,
    private readonly dataSource: DataSource,
    private readonly emailVerification: EmailVerificationService,
    private readonly mail: MailService,
  ) {}

  updateName(user: UserEntity, name: string): Promise<UserEntity> {
    return this.users.update(user, { name });
  }

  /** Signs out every other device: whoever knew the old password must not stay signed in. */
  async changePassword(
    user: UserEntity,
    currentPassword: string,
    newPassword: string,
    currentSessionId: string,
    ip: string | undefined,
  ): Promise<void> {
    if (!(await this.auth.verifyPassword(user, currentPassword))) {
      this.events.passwordChangeFailed(user.id, ip);
      throw new BadRequestException({ success: false, message: ACCOUNT_TEXTS.currentPasswordIncorrect });
    }
    this.auth.assertAcceptablePassword(newPassword, [user.name ?? '', user.email]);
    const passwordHash = await this.auth.hashPassword(newPassword);
    // A reset link mailed before the change must not undo it (nor sign anyone in afterwards).
    await inTransaction(this.dataSource, async (manager) => {
      await this.users.update(user, { passwordHash }, manager);
      await voidPendingAccountTokens(manager, user.id);
    });
    const ended = await this.sessions.destroyForUser(user.id, currentSessionId);
    this.events.passwordChanged(user.id, ip, ended);
  }

  /**
   * Issue L: the new address starts unverified and gets the verification link (and nothing else);
   * the old one gets the notice (and no link), so an owner whose session was stolen learns of it. The current password is required, as for
   * changing the password: the address is the way back into the account.
   */
  async changeEmail(user: UserEntity, email: string, currentPassword: string, ip: string | undefined): Promise<UserEntity> {
    if (!(await this.auth.verifyPassword(user, currentPassword))) {
      this.events.passwordChangeFailed(user.id, ip);
      throw new BadRequestException({ success: false, message: ACCOUNT_TEXTS.currentPasswordIncorrect });
    }
    const oldEmail = user.email;
    if (email === oldEmail) return user;
    // Every link mailed before the change dies with it: a reset link sent to the old address must
    // not verify the new one (nor grant a role listed for it), and a pending verification proves nothing now.
    const updated = await inTransaction(this.dataSource, async (manager) => {
      const changed = await this.users.changeEmail(user, email, manager);
      await voidPendingAccountTokens(manager, user.id);
      return changed;
    });
    this.events.emailChanged(user.id, ip);
    await this.emailVerification.send(updated);
    await this.mail.sendQuietly(oldEmail, emailChangedMessage(updated.name, email));
    return updated;
  }

  async exportData(user: UserEntity): Promise<AccountExportResponse> {
    const data: AccountExportResponse['data'] = {
      user: { ...toPublicUser(user), createdAt: user.createdAt.toISOString(), updatedAt: user.updatedAt.toISOString() },
    };
    for (const contributor of this.registry.all()) {
      data[contributor.key] = await contributor.export(user.id);
    }
    return { success: true, exportedAt: new Date().toISOString(), data };
  }

  /** Deletes every row of the user in one transaction, then every session (the caller's included). */
  async deleteAccount(user: UserEntity, password: string, ip: string | undefined): Promise<void> {
    if (!(await this.auth.verifyPassword(user, password))) {
      throw new BadRequestException({ success: false, message: WRONG_PASSWORD_MESSAGE });
    }
    await inTransaction(this.dataSource, async (manager) => {
      for (const contributor of this.registry.all()) await contributor.delete(user.id, manager);
      await this.users.delete(user.id, manager);
    });
    await this.sessions.destroyForUser(user.id);
    this.events.accountDeleted(user.id, ip);
  }
}
