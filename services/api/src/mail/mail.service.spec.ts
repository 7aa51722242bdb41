import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ThrottlerStorageService } from '@nestjs/throttler';
import type { PinoLogger } from 'nestjs-pino';

import { loadConfig } from '../config/app-config';
import { passwordResetMessage } from './mail-messages';
import { MailService, outboxFileName } from './mail.service';

function mailService(env: NodeJS.ProcessEnv, log: ReturnType<typeof logger>, storage = new ThrottlerStorageService()): MailService {
  return new MailService(loadConfig(env, '/repo'), log as unknown as PinoLogger, storage);
}

const LINK = 'http://localhost:3000/auth/reset-password#token=abc';

function logger() {
  return { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
}

describe('MailService', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sahha-mail-spec-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('names outbox files so that they sort by the time they were written', () => {
    const earlier = outboxFileName(new Date('2026-11-23T09:59:59.999Z'), 'ffffff');
    const later = outboxFileName(new Date('2026-11-23T10:00:00.000Z'), '000000');
    expect(earlier).toBe('2026-11-23T09-59-59-999Z-ffffff.eml');
    expect([later, earlier].sort()).toEqual([earlier, later]);
  });

  it('without SMTP_URL writes a standard .eml to the outbox (created on demand) and logs the file, never the link', async () => {
    const outbox = join(dir, 'nested', 'outbox');
    const log = logger();
    const mail = mailService({ MAIL_OUTBOX_DIR: outbox }, log);
    await mail.send('layla@example.ae', passwordResetMessage('Layla', LINK));
    mail.onModuleDestroy();

    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outbox, files[0]), 'utf8');
    expect(eml).toMatch(/^From: Sahha <no-reply@sahha\.ae>$/m);
    expect(eml).toMatch(/^To: layla@example\.ae$/m);
    expect(eml).toMatch(/^Subject: Reset your Sahha password$/m);
    expect(eml).toContain('multipart/alternative');
    expect(log.info).toHaveBeenCalledWith({ event: 'mail.outbox', to: 'l***@example.ae', subject: 'Reset your Sahha password', file: join(outbox, files[0]) }, expect.any(String));
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('token');
  });

  it('sendQuietly logs a failed delivery instead of throwing', async () => {
    const log = logger();
    // Port 9 on loopback: nothing listens, the connection is refused at once.
    const mail = mailService({ SMTP_URL: 'smtp://127.0.0.1:9' }, log);
    await expect(mail.sendQuietly('layla@example.ae', passwordResetMessage('Layla', LINK))).resolves.toBeUndefined();
    mail.onModuleDestroy();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ event: 'mail.failed', to: 'l***@example.ae' }), expect.any(String));
  });

  it('sends a recipient at most MAIL_RECIPIENT_HOURLY_LIMIT messages an hour, counting the address as the database folds it', async () => {
    const log = logger();
    const storage = new ThrottlerStorageService();
    const mail = mailService({ MAIL_OUTBOX_DIR: dir, MAIL_RECIPIENT_HOURLY_LIMIT: '3' }, log, storage);
    const sent: boolean[] = [];
    for (const to of ['layla@example.ae', 'Layla@Example.AE', ' layla@example.ae', 'layla@example.ae']) {
      sent.push(await mail.send(to, passwordResetMessage('Layla', LINK)));
    }
    // Another replica sharing the storage counts on the same key; another address has its own count.
    const replica = mailService({ MAIL_OUTBOX_DIR: dir, MAIL_RECIPIENT_HOURLY_LIMIT: '3' }, logger(), storage);
    sent.push(await replica.send('LAYLA@example.ae', passwordResetMessage('Layla', LINK)));
    sent.push(await mail.send('omar@example.ae', passwordResetMessage('Omar', LINK)));
    mail.onModuleDestroy();
    replica.onModuleDestroy();
    storage.onApplicationShutdown();

    expect(sent).toEqual([true, true, true, false, false, true]);
    expect(readdirSync(dir).filter((name) => name.endsWith('.eml'))).toHaveLength(4);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { event: 'mail.recipient_limited', to: 'l***@example.ae', subject: 'Reset your Sahha password', limit: 3 },
      expect.any(String),
    );
    // Nothing of the message itself: not its link, not its body.
    expect(JSON.stringify(log.warn.mock.calls)).not.toMatch(/token|Hello|http/);
  });

  it('sendQuietly drops a message over the limit without throwing', async () => {
    const log = logger();
    const mail = mailService({ MAIL_OUTBOX_DIR: dir, MAIL_RECIPIENT_HOURLY_LIMIT: '1' }, log);
    await mail.sendQuietly('layla@example.ae', passwordResetMessage('Layla', LINK));
    await expect(mail.sendQuietly('layla@example.ae', passwordResetMessage('Layla', LINK))).resolves.toBeUndefined();
    mail.onModuleDestroy();
    expect(readdirSync(dir)).toHaveLength(1);
    expect(log.error).not.toHaveBeenCalled();
  });
});
