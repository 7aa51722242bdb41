import { BadRequestException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ACCOUNT_EMAIL_PAGES, EMAIL_VERIFICATION_TOKEN_HOURS } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS, accountEmailLink } from '@sahha/contracts/account';
import type { EntityManager, Repository } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { verifyEmailMessage } from '../../mail/mail-messages';
import { MailService } from '../../mail/mail.service';
import { AccountDataRegistry } from '../../users/account-data.registry';
import type { UserEntity } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { claimToken, expiryAfter, findUsableToken, isForCurrentAddress, issueAccountToken } from '../account-tokens';
import { AuthEvents } from '../auth-events';
import { ListedAdmins } from '../listed-admins';
import { EmailVerificationTokenEntity } from './email-verification-token.entity';

/**
 * Issue L: a verification link proves that the account's address reaches its owner (password
 * reset depends on it, and ADMIN_EMAILS waits for it). Using the product never waits for it.
 */
@Injectable()
export class EmailVerificationService implements OnModuleInit {
  constructor(
    @InjectRepository(EmailVerificationTokenEntity) private readonly tokens: Repository<EmailVerificationTokenEntity>,
    private readonly users: UsersService,
    private readonly listedAdmins: ListedAdmins,
    private readonly mail: MailService,
    private readonly events: AuthEvents,
    private readonly accountData: AccountDataRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.accountData.register({
      key: 'verificationLinks',
      // When links were sent where, and whether they were used; never the token (nor its hash).
      export: async (userId: number) =>
        (await this.tokens.find({ where: { userId }, order: { id: 'ASC' } })).map((row) => ({
          email: row.email,
          sentAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          usedAt: row.usedAt?.toISOString() ?? null,
        })),
      delete: async (userId: number, manager: EntityManager) => {
        await manager.delete(EmailVerificationTokenEntity, { userId });
      },
    });
  }

  /** Mails a new link to the account's current address; earlier links stop working. */
  async send(user: UserEntity): Promise<void> {
    const { token, hash } = issueAccountToken();
    await this.tokens.delete({ userId: user.id });
    await this.tokens.insert({
      userId: user.id,
      email: user.email,
      tokenHash: hash,
      expiresAt: expiryAfter(EMAIL_VERIFICATION_TOKEN_HOURS * 60),
      usedAt: null,
    });
    const link = accountEmailLink(this.config.publicBaseUrl, ACCOUNT_EMAIL_PAGES.verifyEmail, token);
    await this.mail.sendQuietly(user.email, verifyEmailMessage(user.name, link));
  }

  /** "Send the link again": nothing to do for an address that is already verified. */
  async resend(user: UserEntity): Promise<void> {
    if (user.emailVerifiedAt === null) await this.send(user);
  }

  /**
   * Marks the address the link was mailed to verified (and grants a listed admin its role), only
   * while the account still has that address; 400 for a link that no longer works.
   */
  async confirm(token: string): Promise<UserEntity> {
    const row = await findUsableToken(this.tokens, token);
    const user = row === null ? null : await this.users.findById(row.userId);
    // A link sent to an address the account has since left proves nothing about the new one.
    if (row === null || user === null || !isForCurrentAddress(row, user) || !(await claimToken(this.tokens, row))) {
      throw new BadRequestException({ success: false, message: ACCOUNT_EMAIL_TEXTS.invalidVerificationLink });
    }
    await this.markVerified(user.id, row.email);
    const current = await this.users.findById(user.id);
    if (current === null) throw new BadRequestException({ success: false, message: ACCOUNT_EMAIL_TEXTS.invalidVerificationLink });
    return this.listedAdmins.promoteIfVerified(current);
  }

  /**
   * `email` is proved by a link mailed to it (this one, or a used password-reset link): verified
   * if it is still the account's address, in `manager`'s transaction when given.
   */
  async markVerified(userId: number, email: string, manager?: EntityManager): Promise<void> {
    if (await this.users.markAddressVerified(userId, email, manager)) this.events.emailVerified(userId);
  }
}
