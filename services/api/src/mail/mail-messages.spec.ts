import { ACCOUNT_EMAIL_SUBJECTS } from '@sahha/contracts/account';

import { PRICE_ALERT_TEXTS } from '@sahha/contracts/price-alerts';

import {
  emailChangedMessage,
  MAIL_NAME_MAX_LENGTH,
  nameForMail,
  passwordChangedMessage,
  passwordResetMessage,
  priceDropMessage,
  verifyEmailMessage,
} from './mail-messages';

const LINK = 'https://sahha.ae/auth/reset-password#token=abc_DEF-123';

describe('mail messages', () => {
  it('puts the reset link in both bodies', () => {
    const message = passwordResetMessage('Layla', LINK);
    expect(message.subject).toBe(ACCOUNT_EMAIL_SUBJECTS.passwordReset);
    expect(message.text).toContain(`Hello Layla,`);
    expect(message.text).toContain(`\n${LINK}\n`);
    expect(message.text).toContain('30 minutes');
    expect(message.html).toContain(`href="${LINK}"`);
  });

  it('escapes user data in the HTML body and keeps it readable in the text body', () => {
    const message = emailChangedMessage('<b>Eve</b> & "co"', 'new@example.ae');
    expect(message.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(message.html).not.toContain('<b>Eve</b>');
    expect(message.text).toContain('Hello <b>Eve</b> & "co",');
    expect(message.text).toContain('changed to new@example.ae');
  });

  it('names the drop and carries the product link, the unsubscribe link and the one-click list headers of the alert', () => {
    const links = {
      product: 'https://sahha.ae/products/zinc',
      unsubscribe: 'https://sahha.ae/products/zinc#unsubscribe=abc_DEF-123',
      oneClickUnsubscribe: 'https://sahha.ae/api/price-alerts/unsubscribe/one-click?token=abc_DEF-123',
    };
    const message = priceDropMessage('Layla', { productName: 'Zinc', price: '38.00', storeName: 'iHerb', threshold: '40.00' }, links);
    expect(message.subject).toBe(PRICE_ALERT_TEXTS.mailSubject('Zinc'));
    expect(message.text).toContain('Zinc is now AED 38.00 at iHerb, below the AED 40.00 you asked us to watch for.');
    expect(message.text).toContain(`\n${links.product}\n`);
    expect(message.text).toContain(`Stop this alert:\n${links.unsubscribe}\n`);
    expect(message.html).toContain(`href="${links.unsubscribe}"`);
    // RFC 8058: the address in angle brackets, and the POST body a mail client sends to it.
    expect(message.headers).toEqual({ 'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('adds no list headers to account messages (they cannot be unsubscribed from)', () => {
    expect(passwordResetMessage('Layla', LINK).headers).toBeUndefined();
    expect(verifyEmailMessage('Layla', LINK).headers).toBeUndefined();
  });

  it('greets without a name and gives each message its subject', () => {
    expect(verifyEmailMessage(null, LINK).text.startsWith('Hello,\n')).toBe(true);
    expect(verifyEmailMessage(null, LINK).subject).toBe(ACCOUNT_EMAIL_SUBJECTS.verifyEmail);
    expect(passwordChangedMessage('Layla').subject).toBe(ACCOUNT_EMAIL_SUBJECTS.passwordChanged);
    expect(emailChangedMessage(null, 'a@b.ae').subject).toBe(ACCOUNT_EMAIL_SUBJECTS.emailChanged);
  });

  describe('the chosen name (quoted in every message)', () => {
    const INJECTED = 'Layla\r\n\r\nYour account is locked. Unlock it at https://evil.example/unlock\u2028\u202Eelif';

    it('stays on the greeting line whatever line breaks, controls or format characters it holds', () => {
      for (const message of [
        passwordResetMessage(INJECTED, LINK),
        verifyEmailMessage(INJECTED, LINK),
        emailChangedMessage(INJECTED, 'new@example.ae'),
        passwordChangedMessage(INJECTED),
      ]) {
        const [firstLine, secondLine] = message.text.split('\n');
        expect(firstLine.startsWith('Hello Layla Your account is locked.')).toBe(true);
        expect(firstLine.endsWith(',')).toBe(true);
        expect(secondLine).toBe('');
        expect(message.text).not.toMatch(/[\r\u2028\u2029\u202E]/u);
        expect(message.html).not.toMatch(/[\r\u2028\u2029\u202E]/u);
      }
    });

    it('collapses to single spaces, trims, and cuts a long name', () => {
      expect(nameForMail('  Layla\t\u200B Demo\u0000 ')).toBe('Layla Demo');
      const cut = nameForMail('ل'.repeat(100));
      expect(Array.from(cut)).toHaveLength(MAIL_NAME_MAX_LENGTH);
      expect(cut.endsWith('…')).toBe(true);
      expect(nameForMail('ليلى Layla')).toBe('ليلى Layla');
    });

    it('greets without a name when nothing printable is left', () => {
      expect(passwordChangedMessage('\r\n\u200E').text.startsWith('Hello,\n')).toBe(true);
    });
  });
});
