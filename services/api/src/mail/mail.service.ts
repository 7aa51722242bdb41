import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { createTransport, type Transporter } from 'nodemailer';

import { maskEmail } from '../auth/auth-events';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { MailMessage } from './mail-messages';

/** `2026-11-23T21-04-05-123Z-<random>.eml`: names sort by the time they were written. */
export function outboxFileName(now: Date, random: string): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${random}.eml`;
}

/**
 * Sends through SMTP_URL; without it, nodemailer renders each message to a standard .eml file in
 * MAIL_OUTBOX_DIR (any mail client opens it) and the links are logged, so `npm start` needs no
 * mail server and the e2e tests read their links back from the folder.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectPinoLogger('MailService') private readonly logger: PinoLogger,
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

  /** Sends one message; rejects when the server (or the outbox folder) refuses it. */
  async send(to: string, message: MailMessage): Promise<void> {
    const info: { message?: unknown } = await this.transport.sendMail({
      from: this.config.mailFrom,
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (this.config.smtpUrl) return;
    const file = await this.writeToOutbox(info.message as Buffer);
    // Only without a mail server, i.e. on a developer's machine: the link is the way in.
    this.logger.info({ event: 'mail.outbox', to: maskEmail(to), subject: message.subject, file, links: message.links }, 'e-mail written to the outbox');
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

  private async writeToOutbox(rendered: Buffer): Promise<string> {
    await mkdir(this.config.mailOutboxDir, { recursive: true });
    const file = join(this.config.mailOutboxDir, outboxFileName(new Date(), randomBytes(6).toString('hex')));
    // Written whole, then renamed: a reader polling the folder never sees half a message.
    await writeFile(`${file}.part`, rendered);
    await rename(`${file}.part`, file);
    return file;
  }
}
