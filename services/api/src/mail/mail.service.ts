import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { createTransport, type Transporter } from 'nodemailer';

import { maskEmail } from '../auth/auth-events';
import { accountKey } from '../auth/auth-throttle';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { MailMessage } from './mail-messages';

/** `2026-11-23T21-04-05-123Z-<random>.eml`: names sort by the time they were written. */
export function outboxFileName(now: Date, random: string): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${random}.eml`;
}

const ONE_HOUR_MS = 60 * 60_000;
/** The throttler name of the per-recipient count; no route guard uses it. */
export const MAIL_RECIPIENT_THROTTLER = 'mail-recipient';

/**
 * The throttler-storage key of a recipient: the address folded as the database compares it
 * (accountKey), so 'Layla@X.ae' and 'layla@x.ae ' share one count, and hashed, so Redis holds no
 * addresses.
 */
export function recipientKey(to: string): string {
  return `mail-recipient:${createHash('sha256').update(accountKey(to)).digest('hex')}`;
}

/**
 * Sends through SMTP_URL; without it, nodemailer renders each message to a standard .eml file in
 * MAIL_OUTBOX_DIR (any mail client opens it; the e2e tests read their links back from the folder),
 * so `npm start` needs no mail server. Only the file's name is logged, never a link: a link
 * carries a token that signs in as its owner.
 *
 * Every message counts against its recipient: at most MAIL_RECIPIENT_HOURLY_LIMIT an hour, in the
 * shared throttler storage (Redis across replicas). Whoever can trigger mail to an address they do
 * not own (a reset request, an account switched to and from it) cannot fill that mailbox.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectPinoLogger('MailService') private readonly logger: PinoLogger,
    @InjectThrottlerStorage() private readonly throttle: ThrottlerStorage,
  ) {
    this.transport = config.smtpUrl
      ? createTransport(config.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    if (config.production && !config.smtpUrl) {
      this.logger.warn({ event: 'mail.no_smtp', outbox: config.mailOutboxDir }, 'SMTP_URL is not set: e-mail is only written to the outbox folder');
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }

  /**
   * Sends one message, or drops it (logged) when its recipient has had the hourly number already;
   * resolves to whether it went. Rejects when the server, the outbox folder or the shared storage
   * fails.
   */
  async send(to: string, message: MailMessage): Promise<boolean> {
    if (!(await this.recipientMayReceive(to))) {
      this.logger.warn(
        { event: 'mail.recipient_limited', to: maskEmail(to), subject: message.subject, limit: this.config.mailRecipientHourlyLimit },
        'e-mail not sent: its recipient had the hourly number of messages already',
      );
      return false;
    }
    const info: { message?: unknown } = await this.transport.sendMail({
      from: this.config.mailFrom,
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
    if (this.config.smtpUrl) return true;
    const file = await this.writeToOutbox(info.message as Buffer);
    this.logger.info({ event: 'mail.outbox', to: maskEmail(to), subject: message.subject, file }, 'e-mail written to the outbox');
    return true;
  }

  /**
   * Sends and never throws: a mail failure is logged, and the request that caused it still gets
   * its answer (a password-reset request must not reveal anything by failing differently).
   */
  async sendQuietly(to: string, message: MailMessage): Promise<void> {
    try {
      await this.send(to, message);
    } catch (error) {
      this.logger.error({ event: 'mail.failed', to: maskEmail(to), subject: message.subject, err: error }, 'e-mail could not be sent');
    }
  }

  /** Counts this message against its recipient's hour; false once the count is over the limit. */
  private async recipientMayReceive(to: string): Promise<boolean> {
    const { isBlocked } = await this.throttle.increment(recipientKey(to), ONE_HOUR_MS, this.config.mailRecipientHourlyLimit, ONE_HOUR_MS, MAIL_RECIPIENT_THROTTLER);
    return !isBlocked;
  }

  private async writeToOutbox(rendered: Buffer): Promise<string> {
    await mkdir(this.config.mailOutboxDir, { recursive: true });
    const file = join(this.config.mailOutboxDir, outboxFileName(new Date(), randomBytes(6).toString('hex')));
    // Written whole, then renamed: a reader polling the folder never sees half a message.
    await writeFile(`${file}.part`, rendered);
    await rename(`${file}.part`, file);
    return file;
  }
}
