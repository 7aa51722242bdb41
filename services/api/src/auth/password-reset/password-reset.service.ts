import { BadRequestException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ACCOUNT_EMAIL_PAGES, PASSWORD_RESET_TOKEN_MINUTES } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS, accountEmailLink } from '@sahha/contracts/account';
import { DataSource, type EntityManager, type Repository } from 'typeorm';

import { BackgroundWork } from '../../common/background-work';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { inTransaction } from '../../database/transactions';
import { passwordChangedMessage, passwordResetMessage } from '../../mail/mail-messages';
import { MailService } from '../../mail/mail.service';
import { AccountDataRegistry } from '../../users/account-data.registry';
import type { UserEntity } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { claimToken, expiryAfter, findUsableToken, isForCurrentAddress, issueAccountToken, voidPendingAccountTokens } from '../account-tokens';
import { AuthEvents } from '../auth-events';
import { AuthService } from '../auth.service';
import { EmailVerificationService } from '../email-verification/email-verification.service';
import { ListedAdmins } from '../listed-admins';
import { SessionsService } from '../sessions.service';
import { PasswordResetTokenEntity } from './password-reset-token.entity';

/** Issue L: 'Forgot password?' → an e-mailed, single-use link (30 minutes) → a new password, every session ended. */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  constructor(
    @InjectRepository(PasswordResetTokenEntity) private readonly tokens: Repository<PasswordResetTokenEntity>,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly emailVerification: EmailVerificationService,
    private readonly listedAdmins: ListedAdmins,
    private readonly mail: MailService,
    private readonly events: AuthEvents,
    private readonly accountData: AccountDataRegistry,
    private readonly dataSource: DataSource,
    private readonly background: BackgroundWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.accountData.register({
      key: 'resetLinks',
      export: async (userId: number) =>
        (await this.tokens.find({ where: { userId }, order: { id: 'ASC' } })).map((row) => ({
          requestedAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          usedAt: row.usedAt?.toISOString() ?? null,
        })),
      delete: async (userId: number, manager: EntityManager) => {
        await manager.delete(PasswordResetTokenEntity, { userId });
      },
    });
  }

  /**
   * Mails a reset link when an account has the address; the caller answers the same either way.
   * The work runs after the answer (`start` returns at once), so the answer takes the same time for
   * a known address as for an unknown one: nothing about the account can be read from it.
   */
  request(email: string, ip: string | undefined): void {
    this.background.start('password reset request', () => this.issueLink(email, ip));
  }

  private async issueLink(email: string, ip: string | undefined): Promise<void> {
    const { token, hash } = issueAccountToken();
    const user = await this.users.findByEmail(email);
    this.events.passwordResetRequested(user?.id, ip);
    if (user === null) return;
    // A new request voids the older links: only the newest e-mail works.
    await this.tokens.delete({ userId: user.id });
    await this.tokens.insert({
      userId: user.id,
      email: user.email,
      tokenHash: hash,
      expiresAt: expiryAfter(PASSWORD_RESET_TOKEN_MINUTES),
      usedAt: null,
    });
    const link = accountEmailLink(this.config.publicBaseUrl, ACCOUNT_EMAIL_PAGES.resetPassword, token);
    await this.mail.sendQuietly(user.email, passwordResetMessage(user.name, link));
  }

  /**
   * Sets the new password and ends every session of the account (whoever knew the old password
   * is out); the caller then signs this browser in afresh. The password is checked before the
   * link is used up, so a refused password leaves the link working. The link proves the address
   * it was mailed to and nothing else: it works only while the account still has that address,
   * verifies only that address, and every other pending link of the account dies with the change.
   */
  async confirm(token: string, password: string, ip: string | undefined): Promise<UserEntity> {
    this.auth.assertAcceptablePassword(password);
    const row = await findUsableToken(this.tokens, token);
    const user = row === null ? null : await this.users.findById(row.userId);
    const passwordHash = await this.auth.hashPassword(password);
    const invalid = () => new BadRequestException({ success: false, message: ACCOUNT_EMAIL_TEXTS.invalidResetLink });
    if (row === null || user === null || !isForCurrentAddress(row, user) || !(await claimToken(this.tokens, row))) throw invalid();
    const changed = await inTransaction(this.dataSource, async (manager) => {
      // Conditional on the address: a change of address racing with this link wins, and the link does nothing.
      if (!(await this.users.setPasswordAt(user.id, row.email, passwordHash, manager))) return false;
      await voidPendingAccountTokens(manager, user.id);
      await this.emailVerification.markVerified(user.id, row.email, manager);
      return true;
    });
    const current = changed ? await this.users.findById(user.id) : null;
    if (current === null) throw invalid();
    const ended = await this.sessions.destroyForUser(user.id);
    this.events.passwordReset(user.id, ip, ended);
    await this.mail.sendQuietly(current.email, passwordChangedMessage(current.name));
    return this.listedAdmins.promoteIfVerified(current);
  }
}
