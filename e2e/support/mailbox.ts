import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { ACCOUNT_EMAIL_PAGES } from '@sahha/contracts';
import { type AddressObject, simpleParser } from 'mailparser';

/** Set by playwright.config.ts (and the deployment setup): the MAIL_OUTBOX_DIR the server writes .eml files to. */
export const MAIL_OUTBOX_ENV = 'E2E_MAIL_OUTBOX_DIR';

type AccountEmailPage = (typeof ACCOUNT_EMAIL_PAGES)[keyof typeof ACCOUNT_EMAIL_PAGES];

const POLL_TIMEOUT_MS = 10_000;
const POLL_INTERVAL_MS = 100;

function outboxDir(): string {
  const dir = process.env[MAIL_OUTBOX_ENV];
  if (!dir) throw new Error(`${MAIL_OUTBOX_ENV} is not set: the Playwright config sets it for the server's MAIL_OUTBOX_DIR`);
  return dir;
}

function recipients(field: AddressObject | AddressObject[] | undefined): string[] {
  const groups = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return groups.flatMap((group) => group.value.map((mailbox) => (mailbox.address ?? '').toLowerCase()));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first match of `linkPattern` in the newest message to `email` that has one, or null when no such message is there yet. */
async function findLatestLink(dir: string, email: string, linkPattern: RegExp): Promise<string | null> {
  // File names start with the time they were written, so the newest sorts last.
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
  for (const file of files) {
    const message = await simpleParser(await readFile(path.join(dir, file)));
    if (!recipients(message.to).includes(email.toLowerCase())) continue;
    const link = (message.text ?? '').match(linkPattern)?.[0];
    if (link !== undefined) return link;
  }
  return null;
}

/**
 * The absolute link (with its `#token=`) of the newest e-mail to `email` that links to `page`,
 * read from the server's outbox; waits up to 10 s for the message to be written.
 */
export async function latestLinkTo(email: string, page: AccountEmailPage): Promise<string> {
  return latestLinkMatching(email, new RegExp(`https?://[^\\s"'<>]+${escapeRegExp(page)}#token=[A-Za-z0-9_%-]+`));
}

/** The newest link to `email` that matches `linkPattern` (an absolute link), waiting up to 10 s for it. */
export async function latestLinkMatching(email: string, linkPattern: RegExp): Promise<string> {
  const dir = outboxDir();
  const deadline = Date.now() + POLL_TIMEOUT_MS;
  for (;;) {
    const link = await findLatestLink(dir, email, linkPattern);
    if (link !== null) return link;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email} with a link like ${linkPattern} in ${dir} within ${POLL_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
