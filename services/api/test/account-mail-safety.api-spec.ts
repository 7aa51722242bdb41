import type { NestExpressApplication } from '@nestjs/platform-express';
import { ACCOUNT_EMAIL_API, ACCOUNT_EMAIL_PAGES } from '@sahha/contracts';
import { ACCOUNT_EMAIL_SUBJECTS } from '@sahha/contracts/account';
import type { ParsedMail } from 'mailparser';

import type { DatabaseConfig } from '../src/config/app-config';
import { ApiClient, newAccount } from './api-client';
import { createTestApp, useTestApp } from './create-test-app';
import { useRedisServer } from './redis-server';
import { testDatabases } from './test-databases';
import { linkIn, messagesTo, startSmtpMailbox, type TestMailbox, waitForMessages } from './test-mailbox';

const { requestPasswordReset, changeEmail } = ACCOUNT_EMAIL_API;
/** MAIL_RECIPIENT_HOURLY_LIMIT's default: these tests leave it unset. */
const DEFAULT_RECIPIENT_LIMIT = 5;
/** Only the per-recipient mail limit may stop anything here, not the routes' own limits. */
const ROUTE_LIMITS = { THROTTLE_AUTH_LIMIT: '1000', THROTTLE_PASSWORD_RESET_LIMIT: '1000', THROTTLE_VERIFICATION_RESEND_LIMIT: '1000' };

/** Waits for `count` messages to `email`, then a moment more, so a message beyond them would have arrived too. */
async function settledMessagesTo(mailbox: TestMailbox, email: string, count: number): Promise<ParsedMail[]> {
  await waitForMessages(mailbox, email, count);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return messagesTo(mailbox, email);
}

describe.each(testDatabases())('account mail only where it is wanted, on $name', (db) => {
  const setup = useTestApp(db, { env: ROUTE_LIMITS, mailbox: startSmtpMailbox });

  it('mails an address an account is switched to and from at most MAIL_RECIPIENT_HOURLY_LIMIT times an hour, answering as before', async () => {
    const account = newAccount();
    const victim = `victim-${Date.now()}@example.com`;
    const client = new ApiClient(setup.app);
    await client.register(account, 201);
    // To the victim's address (a verification link there), back (an "address changed" notice there), and again.
    for (let i = 0; i < 6; i++) {
      await client.send('patch', changeEmail, { email: victim, currentPassword: account.password }, 200);
      await client.send('patch', changeEmail, { email: account.email, currentPassword: account.password }, 200);
    }
    expect(await settledMessagesTo(setup.mailbox, victim, DEFAULT_RECIPIENT_LIMIT)).toHaveLength(DEFAULT_RECIPIENT_LIMIT);
  });

  it('counts reset mails to one address, however the address is written, and answers exactly as for an unknown address', async () => {
    const account = newAccount();
    await new ApiClient(setup.app).register(account, 201);
    await waitForMessages(setup.mailbox, account.email, 1);
    const unknown = await new ApiClient(setup.app).send('post', requestPasswordReset, { email: `nobody-${Date.now()}@example.com` }, 200);
    const answers = [];
    for (const email of [account.email, account.email.toUpperCase(), ` ${account.email}`, account.email, account.email, account.email, account.email]) {
      answers.push((await new ApiClient(setup.app).send('post', requestPasswordReset, { email }, 200)).body);
    }
    expect(answers).toEqual(answers.map(() => unknown.body));
    // The verification from registration and four resets: the hour's five.
    const received = await settledMessagesTo(setup.mailbox, account.email, DEFAULT_RECIPIENT_LIMIT);
    expect(received.map((message) => message.subject)).toEqual([
      ACCOUNT_EMAIL_SUBJECTS.verifyEmail,
      ...Array.from({ length: DEFAULT_RECIPIENT_LIMIT - 1 }, () => ACCOUNT_EMAIL_SUBJECTS.passwordReset),
    ]);
  });

  it('sends the verification only to the new address and the "address changed" notice only to the old one', async () => {
    const account = newAccount();
    const newEmail = `moved-${Date.now()}@example.com`;
    const client = new ApiClient(setup.app);
    await client.register(account, 201);
    const beforeChange = (await waitForMessages(setup.mailbox, account.email, 1)).length;

    await client.send('patch', changeEmail, { email: newEmail, currentPassword: account.password }, 200);

    const toNew = await settledMessagesTo(setup.mailbox, newEmail, 1);
    expect(toNew.map((message) => message.subject)).toEqual([ACCOUNT_EMAIL_SUBJECTS.verifyEmail]);
    expect(linkIn(toNew[0], ACCOUNT_EMAIL_PAGES.verifyEmail)).toBeDefined();

    const toOld = (await settledMessagesTo(setup.mailbox, account.email, beforeChange + 1)).slice(beforeChange);
    expect(toOld.map((message) => message.subject)).toEqual([ACCOUNT_EMAIL_SUBJECTS.emailChanged]);
    expect(toOld[0].text).toContain(newEmail);
    expect(toOld[0].text).not.toMatch(/https?:\/\//);
    expect(toOld[0].text).not.toContain('token');
  });
});

describe('the recipient limit across replicas sharing Redis', () => {
  const redis = useRedisServer();

  describe.each(testDatabases())('two replicas on $name', (db) => {
    let database: DatabaseConfig;
    let replicas: NestExpressApplication[];
    let smtp: TestMailbox;

    beforeAll(async () => {
      smtp = await startSmtpMailbox();
      database = await db.create();
      const env = { ...ROUTE_LIMITS, ...smtp.env, REDIS_URL: redis.url, MAIL_RECIPIENT_HOURLY_LIMIT: '3' };
      replicas = [await createTestApp({ database, env }), await createTestApp({ database, env })];
    });

    afterAll(async () => {
      for (const replica of replicas ?? []) await replica.close();
      await db.dispose();
      await smtp?.close();
    });

    it('counts the mails both replicas send to one address against one limit', async () => {
      await redis.flushAll();
      const account = newAccount();
      await new ApiClient(replicas[0]).register(account, 201);
      for (let i = 0; i < 6; i++) await new ApiClient(replicas[i % 2]).send('post', requestPasswordReset, { email: account.email }, 200);
      expect(await settledMessagesTo(smtp, account.email, 3)).toHaveLength(3);
    });
  });
});
