import { ACCOUNT_EMAIL_SUBJECTS } from '@sahha/contracts/account';

import { emailChangedMessage, passwordChangedMessage, passwordResetMessage, verifyEmailMessage } from './mail-messages';

const LINK = 'https://sahha.ae/auth/reset-password#token=abc_DEF-123';

describe('mail messages', () => {
  it('puts the reset link in both bodies and lists it for the outbox log', () => {
    const message = passwordResetMessage('Layla', LINK);
    expect(message.subject).toBe(ACCOUNT_EMAIL_SUBJECTS.passwordReset);
    expect(message.text).toContain(`Hello Layla,`);
    expect(message.text).toContain(`\n${LINK}\n`);
    expect(message.text).toContain('30 minutes');
    expect(message.html).toContain(`href="${LINK}"`);
    expect(message.links).toEqual([LINK]);
  });

  it('escapes user data in the HTML body and keeps it readable in the text body', () => {
    const message = emailChangedMessage('<b>Eve</b> & "co"', 'new@example.ae');
    expect(message.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(message.html).not.toContain('<b>Eve</b>');
    expect(message.text).toContain('Hello <b>Eve</b> & "co",');
    expect(message.text).toContain('changed to new@example.ae');
    expect(message.links).toEqual([]);
  });

  it('greets without a name and gives each message its subject', () => {
    expect(verifyEmailMessage(null, LINK).text.startsWith('Hello,\n')).toBe(true);
    expect(verifyEmailMessage(null, LINK).subject).toBe(ACCOUNT_EMAIL_SUBJECTS.verifyEmail);
    expect(passwordChangedMessage('Layla').subject).toBe(ACCOUNT_EMAIL_SUBJECTS.passwordChanged);
    expect(emailChangedMessage(null, 'a@b.ae').subject).toBe(ACCOUNT_EMAIL_SUBJECTS.emailChanged);
  });
});
