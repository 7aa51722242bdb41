import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ACCOUNT_EMAIL_API, ACCOUNT_EMAIL_PAGES } from '@sahha/contracts';
import { tokenFromHash } from '@sahha/contracts/account';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type request from 'supertest';

import type { ApiClient } from './api-client';

type AccountEmailPage = (typeof ACCOUNT_EMAIL_PAGES)[keyof typeof ACCOUNT_EMAIL_PAGES];

const WAIT_MS = 5_000;

function recipients(field: AddressObject | AddressObject[] | undefined): string[] {
  const groups = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return groups.flatMap((group) => group.value.map((mailbox) => (mailbox.address ?? '').toLowerCase()));
}

/** The first link to `page` in the message's text body, or undefined. */
export function linkIn(message: ParsedMail, page: AccountEmailPage): string | undefined {
  return (message.text ?? '').split(/\s+/).find((word) => /^https?:\/\//.test(word) && word.includes(`${page}#token=`));
}

/** The token of an e-mailed link, as the page reads it from the fragment. */
export function tokenOfLink(link: string): string {
  const token = tokenFromHash(new URL(link).hash);
  if (token === null) throw new Error(`no token in ${link}`);
  return token;
}

/** Where the app under test sends mail, read back the way a person would: parsed messages. */
export interface TestMailbox {
  /** Environment for createTestApp: SMTP_URL or MAIL_OUTBOX_DIR. */
  readonly env: NodeJS.ProcessEnv;
  /** Every message received so far, oldest first. */
  messages(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function messagesTo(mailbox: TestMailbox, email: string): Promise<ParsedMail[]> {
  return (await mailbox.messages()).filter((message) => recipients(message.to).includes(email.toLowerCase()));
}

/** Waits (up to 5 s) for the `count`-th message to `email` and returns all of them, oldest first. */
export async function waitForMessages(mailbox: TestMailbox, email: string, count = 1): Promise<ParsedMail[]> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = await messagesTo(mailbox, email);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} message(s) to ${email}, got ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits (up to 5 s) for the newest message to `email` with this subject. */
export async function waitForSubject(mailbox: TestMailbox, email: string, subject: string): Promise<ParsedMail> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = (await messagesTo(mailbox, email)).filter((message) => message.subject === subject).at(-1);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email} with the subject "${subject}"`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the newest message to `email` linking to `page`, waiting for it to arrive. */
export async function latestTokenTo(mailbox: TestMailbox, email: string, page: AccountEmailPage): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const link = (await messagesTo(mailbox, email))
      .map((message) => linkIn(message, page))
      .filter((found) => found !== undefined)
      .at(-1);
    if (link !== undefined) return tokenOfLink(link);
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email} linking to ${page}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A real SMTP server (smtp-server) on an ephemeral port: the app talks SMTP to it as to any provider. */
export async function startSmtpMailbox(): Promise<TestMailbox> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (message) => {
          received.push(message);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    messages: async () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The outbox mode of `npm start`: .eml files in a fresh temporary folder. */
export function outboxMailbox(): TestMailbox & { dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sahha-api-outbox-'));
  return {
    dir,
    env: { MAIL_OUTBOX_DIR: dir },
    messages: async () => {
      const files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
      return Promise.all(files.map(async (name) => simpleParser(await readFile(join(dir, name)))));
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Opens the newest verification link mailed to `email` with this client, as the verify page does. */
export async function verifyEmailOf(client: ApiClient, mailbox: TestMailbox, email: string): Promise<request.Response> {
  const token = await latestTokenTo(mailbox, email, ACCOUNT_EMAIL_PAGES.verifyEmail);
  return client.send('post', ACCOUNT_EMAIL_API.confirmEmailVerification, { token }, 200);
}
