import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { PinoLogger } from 'nestjs-pino';

import { loadConfig } from '../config/app-config';
import { passwordResetMessage } from './mail-messages';
import { MailService, outboxFileName } from './mail.service';

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

  it('without SMTP_URL writes a standard .eml to the outbox (created on demand) and logs its links', async () => {
    const outbox = join(dir, 'nested', 'outbox');
    const log = logger();
    const mail = new MailService(loadConfig({ MAIL_OUTBOX_DIR: outbox }, '/repo'), log as unknown as PinoLogger);
    await mail.send('layla@example.ae', passwordResetMessage('Layla', LINK));
    mail.onModuleDestroy();

    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outbox, files[0]), 'utf8');
    expect(eml).toMatch(/^From: Sahha <no-reply@sahha\.ae>$/m);
    expect(eml).toMatch(/^To: layla@example\.ae$/m);
    expect(eml).toMatch(/^Subject: Reset your Sahha password$/m);
    expect(eml).toContain('multipart/alternative');
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ event: 'mail.outbox', to: 'l***@example.ae', links: [LINK] }), expect.any(String));
  });

  it('sendQuietly logs a failed delivery instead of throwing', async () => {
    const log = logger();
    // Port 9 on loopback: nothing listens, the connection is refused at once.
    const mail = new MailService(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:9' }, '/repo'), log as unknown as PinoLogger);
    await expect(mail.sendQuietly('layla@example.ae', passwordResetMessage('Layla', LINK))).resolves.toBeUndefined();
    mail.onModuleDestroy();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ event: 'mail.failed', to: 'l***@example.ae' }), expect.any(String));
  });
});
