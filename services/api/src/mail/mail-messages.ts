import { EMAIL_VERIFICATION_TOKEN_HOURS, PASSWORD_RESET_TOKEN_MINUTES } from '@sahha/contracts';
import { ACCOUNT_EMAIL_SUBJECTS } from '@sahha/contracts/account';
import { PRICE_ALERT_TEXTS } from '@sahha/contracts/price-alerts';

import { escapeMarkup } from '../common/escape-markup';

/** One e-mail as we send it: a plain-text body for every client, and a simple HTML one. */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (the list headers of an alert); values are ours, never user text. */
  headers?: Record<string, string>;
}

/** One paragraph of a message: plain text, or a link with its label. */
type Block = string | { label: string; href: string };

/** Code points of a name a greeting quotes: enough for a real name, too few for a paragraph of someone else's text. */
export const MAIL_NAME_MAX_LENGTH = 50;

/**
 * The user's chosen name as one short plain line: control, line-break and format characters
 * (bidi overrides, zero-width marks) become a space, runs of spaces one space, and a long name is
 * cut. A name reaches whatever address the account names, so it must not be able to start a
 * line of its own ("Reset your password at …") or reorder the text around it.
 */
export function nameForMail(name: string): string {
  const line = name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();
  const codePoints = Array.from(line);
  return codePoints.length <= MAIL_NAME_MAX_LENGTH ? line : `${codePoints.slice(0, MAIL_NAME_MAX_LENGTH - 1).join('').trimEnd()}…`;
}

function greeting(name: string | null): string {
  const shown = name === null ? '' : nameForMail(name);
  return shown ? `Hello ${shown},` : 'Hello,';
}

/**
 * Every message from one layout: the text body lists links on their own line; the HTML body
 * escapes everything (names and addresses are user data) and draws links as a plain button.
 */
function compose(subject: string, name: string | null, blocks: Block[]): MailMessage {
  const all: Block[] = [greeting(name), ...blocks, 'The Sahha team'];
  const text = all.map((block) => (typeof block === 'string' ? block : `${block.label}:\n${block.href}`)).join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;max-width:560px">',
    ...all.map((block) =>
      typeof block === 'string'
        ? `<p>${escapeMarkup(block)}</p>`
        : `<p><a href="${escapeMarkup(block.href)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px">${escapeMarkup(block.label)}</a></p>` +
          `<p style="font-size:13px;color:#52606d">Or copy this address into your browser: ${escapeMarkup(block.href)}</p>`,
    ),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export function passwordResetMessage(name: string | null, link: string): MailMessage {
  return compose(ACCOUNT_EMAIL_SUBJECTS.passwordReset, name, [
    'Someone asked to reset the password of your Sahha account. If it was you, choose a new password here:',
    { label: 'Choose a new password', href: link },
    `The link works once, for ${PASSWORD_RESET_TOKEN_MINUTES} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
  ]);
}

export function verifyEmailMessage(name: string | null, link: string): MailMessage {
  return compose(ACCOUNT_EMAIL_SUBJECTS.verifyEmail, name, [
    'Please confirm that this is your e-mail address, so we can help you if you ever lose access to your account:',
    { label: 'Confirm my e-mail address', href: link },
    `The link works for ${EMAIL_VERIFICATION_TOKEN_HOURS} hours; your account page can send a new one. If you did not create a Sahha account, ignore this message.`,
  ]);
}

/** Sent to the old address, so an owner whose session was stolen learns of the change. */
export function emailChangedMessage(name: string | null, newEmail: string): MailMessage {
  return compose(ACCOUNT_EMAIL_SUBJECTS.emailChanged, name, [
    `The e-mail address of your Sahha account was changed to ${newEmail}. Messages about the account now go there.`,
    'If you did not make this change, reply to this message or write to us through the contact page at once.',
  ]);
}

export function passwordChangedMessage(name: string | null): MailMessage {
  return compose(ACCOUNT_EMAIL_SUBJECTS.passwordChanged, name, [
    'The password of your Sahha account was just changed, and every device that was signed in has been signed out.',
    'If you did not make this change, reset your password at once from the sign-in page and write to us through the contact page.',
  ]);
}

/**
 * One price-drop alert crossing (issue M item 6): the offer, the product page and this alert's own
 * unsubscribe link. `oneClickUnsubscribe` is the address mail clients POST to for their own
 * "Unsubscribe" button (RFC 8058 one-click: `List-Unsubscribe` with `List-Unsubscribe-Post`),
 * which large mailbox providers expect of any mail a person asked for and may stop; the link in
 * the body still opens the product page, where the person sees what was stopped.
 */
export function priceDropMessage(
  name: string | null,
  drop: { productName: string; price: string; storeName: string; threshold: string },
  links: { product: string; unsubscribe: string; oneClickUnsubscribe: string },
): MailMessage {
  const message = compose(PRICE_ALERT_TEXTS.mailSubject(drop.productName), name, [
    `${drop.productName} is now AED ${drop.price} at ${drop.storeName}, below the AED ${drop.threshold} you asked us to watch for.`,
    { label: 'See the prices', href: links.product },
    'Prices change often: check the store before you buy. We will write again only after the price has gone back up and dropped below your price once more.',
    { label: 'Stop this alert', href: links.unsubscribe },
  ]);
  return { ...message, headers: { 'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
