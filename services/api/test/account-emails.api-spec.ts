import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

import { ACCOUNT_EMAIL_API, ACCOUNT_EMAIL_PAGES, AUTH_MESSAGES, AUTH_VALIDATION, CONTACT_VALIDATION, FEEDBACK_VALIDATION } from '@sahha/contracts';
import { ACCOUNT_TEXTS } from '@sahha/contracts/account';
import { ACCOUNT_EMAIL_SUBJECTS, ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import request from 'supertest';
import { DataSource, type Repository } from 'typeorm';

import { hashAccountToken } from '../src/auth/account-tokens';
import { EmailVerificationTokenEntity } from '../src/auth/email-verification/email-verification-token.entity';
import { PasswordResetTokenEntity } from '../src/auth/password-reset/password-reset-token.entity';
import { NOT_AUTHENTICATED_MESSAGE } from '../src/auth/session-auth.guard';
import { UserEntity } from '../src/users/user.entity';
import { ApiClient, newAccount, sessionCookieOf } from './api-client';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';
import {
  latestTokenTo,
  linkIn,
  messagesTo,
  outboxMailbox,
  startSmtpMailbox,
  tokenOfLink,
  verifyEmailOf,
  waitForMessages,
  waitForSubject,
} from './test-mailbox';

const NEW_PASSWORD = 'Crescent-Harbour-77';
const { requestPasswordReset, confirmPasswordReset, confirmEmailVerification, resendEmailVerification, changeEmail } = ACCOUNT_EMAIL_API;

describe.each(testDatabases())('account e-mails through SMTP on $name', (db) => {
  const setup = useTestApp(db, {
    env: { THROTTLE_AUTH_LIMIT: '1000', THROTTLE_PASSWORD_RESET_LIMIT: '1000', THROTTLE_VERIFICATION_RESEND_LIMIT: '1000' },
    mailbox: startSmtpMailbox,
  });
  let users: Repository<UserEntity>;
  let resetTokens: Repository<PasswordResetTokenEntity>;
  let verificationTokens: Repository<EmailVerificationTokenEntity>;

  beforeAll(() => {
    const dataSource = setup.app.get(DataSource);
    users = dataSource.getRepository(UserEntity);
    resetTokens = dataSource.getRepository(PasswordResetTokenEntity);
    verificationTokens = dataSource.getRepository(EmailVerificationTokenEntity);
  });

  async function registered(): Promise<{ client: ApiClient; account: ReturnType<typeof newAccount>; id: number }> {
    const account = newAccount();
    const client = new ApiClient(setup.app);
    const res = await client.register(account, 201);
    return { client, account, id: res.body.user.id as number };
  }

  async function requestReset(email: string): Promise<request.Response> {
    return new ApiClient(setup.app).send('post', requestPasswordReset, { email }, 200);
  }

  describe('password reset', () => {
    it('sets a new password through the e-mailed link, ends every session and signs this browser in afresh', async () => {
      const { client: laptop, account, id } = await registered();
      const phone = new ApiClient(setup.app);
      await phone.login(account.email, account.password, 200);

      const requested = await requestReset(account.email.toUpperCase());
      expect(requested.body).toEqual({ success: true, message: ACCOUNT_EMAIL_TEXTS.resetRequested });

      const mail = await waitForSubject(setup.mailbox, account.email, ACCOUNT_EMAIL_SUBJECTS.passwordReset);
      expect(mail.from?.value).toEqual([{ name: 'Sahha', address: 'no-reply@sahha.ae' }]);
      const link = linkIn(mail, ACCOUNT_EMAIL_PAGES.resetPassword)!;
      expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password#token=[A-Za-z0-9_-]{43}$/);
      expect(mail.html).toContain(`href="${link}"`);
      const token = tokenOfLink(link);
      // Only the hash is stored.
      const [row] = await resetTokens.findBy({ userId: id });
      expect(row.tokenHash).toBe(hashAccountToken(token));
      expect(JSON.stringify(await resetTokens.find())).not.toContain(token);

      const browser = new ApiClient(setup.app);
      const before = sessionCookieOf(await browser.agent.get('/api/csrf-token').expect(200));
      const confirmed = await browser.send('post', confirmPasswordReset, { token, password: NEW_PASSWORD }, 200);
      expect(confirmed.body).toEqual({ success: true, user: expect.objectContaining({ id, email: account.email, emailVerified: true }) });
      const after = sessionCookieOf(confirmed);
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      expect((await browser.currentUser().expect(200)).body.user.id).toBe(id);

      expect((await laptop.currentUser().expect(401)).body.message).toBe(NOT_AUTHENTICATED_MESSAGE);
      await phone.currentUser().expect(401);
      await new ApiClient(setup.app).login(account.email, account.password, 401);
      await new ApiClient(setup.app).login(account.email, NEW_PASSWORD, 200);

      const again = await new ApiClient(setup.app).send('post', confirmPasswordReset, { token, password: 'Another-Pass-2026' }, 400);
      expect(again.body).toMatchObject({ message: ACCOUNT_EMAIL_TEXTS.invalidResetLink });
      await new ApiClient(setup.app).login(account.email, NEW_PASSWORD, 200);

      const notice = await waitForSubject(setup.mailbox, account.email, ACCOUNT_EMAIL_SUBJECTS.passwordChanged);
      expect(notice.text).toContain('every device that was signed in has been signed out');
    });

    it('answers an unknown address exactly as a known one, and mails nothing to it', async () => {
      const { account } = await registered();
      const unknown = `nobody-${Date.now()}@example.com`;
      const known = await requestReset(account.email);
      const missing = await requestReset(unknown);
      expect(missing.status).toBe(known.status);
      expect(missing.body).toEqual(known.body);
      await latestTokenTo(setup.mailbox, account.email, ACCOUNT_EMAIL_PAGES.resetPassword);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await messagesTo(setup.mailbox, unknown)).toEqual([]);
    });

    it('refuses a weak password without using the link up, and an expired or superseded link', async () => {
      const { account, id } = await registered();
      await requestReset(account.email);
      const first = await latestTokenTo(setup.mailbox, account.email, ACCOUNT_EMAIL_PAGES.resetPassword);

      const common = await new ApiClient(setup.app).send('post', confirmPasswordReset, { token: first, password: 'password123' }, 400);
      expect(common.body.message).toMatch(new RegExp(`^${AUTH_VALIDATION.passwordTooWeak}\\. .*Add more words`));
      const short = await new ApiClient(setup.app).send('post', confirmPasswordReset, { token: first, password: '123' }, 400);
      expect(short.body.message).toEqual([AUTH_VALIDATION.password]);

      await requestReset(account.email);
      const second = await waitForMessages(setup.mailbox, account.email, 3).then(() => latestTokenTo(setup.mailbox, account.email, ACCOUNT_EMAIL_PAGES.resetPassword));
      expect(second).not.toBe(first);
      const superseded = await new ApiClient(setup.app).send('post', confirmPasswordReset, { token: first, password: NEW_PASSWORD }, 400);
      expect(superseded.body.message).toBe(ACCOUNT_EMAIL_TEXTS.invalidResetLink);

      await resetTokens.update({ userId: id }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await new ApiClient(setup.app).send('post', confirmPasswordReset, { token: second, password: NEW_PASSWORD }, 400);
      expect(expired.body).toMatchObject({ success: false, message: ACCOUNT_EMAIL_TEXTS.invalidResetLink });
      await new ApiClient(setup.app).login(account.email, account.password, 200);

      const forged = await new ApiClient(setup.app).send('post', confirmPasswordReset, { token: 'x'.repeat(43), password: NEW_PASSWORD }, 400);
      expect(forged.body.message).toBe(ACCOUNT_EMAIL_TEXTS.invalidResetLink);
    });

    it('lets only one of two simultaneous uses of a link win', async () => {
      const { account } = await registered();
      await requestReset(account.email);
      const token = await latestTokenTo(setup.mailbox, account.email, ACCOUNT_EMAIL_PAGES.resetPassword);
      const [one, two] = [new ApiClient(setup.app), new ApiClient(setup.app)];
      await Promise.all([one.csrfToken(), two.csrfToken()]);
      const statuses = await Promise.all(
        [one, two].map(async (client) => (await client.agent.post(confirmPasswordReset).set('x-csrf-token', await client.csrfToken()).send({ token, password: NEW_PASSWORD })).status),
      );
      expect(statuses.sort()).toEqual([200, 400]);
    });

    it('needs the CSRF header like every other write', async () => {
      await request(setup.app.getHttpServer()).post(requestPasswordReset).send({ email: 'someone@example.com' }).expect(403);
    });
  });

  describe('e-mail verification', () => {
    it('mails a link on registration that marks the address verified, once', async () => {
      const { client, account } = await registered();
      expect((await client.currentUser().expect(200)).body.user.emailVerified).toBe(false);
      const [mail] = await waitForMessages(setup.mailbox, account.email);
      expect(mail.subject).toBe(ACCOUNT_EMAIL_SUBJECTS.verifyEmail);

      const confirmed = await verifyEmailOf(client, setup.mailbox, account.email);
      expect(confirmed.body).toEqual({ success: true, user: expect.objectContaining({ email: account.email, emailVerified: true }) });
      expect((await client.currentUser().expect(200)).body.user.emailVerified).toBe(true);

      const token = tokenOfLink(linkIn(mail, ACCOUNT_EMAIL_PAGES.verifyEmail)!);
      const again = await client.send('post', confirmEmailVerification, { token }, 400);
      expect(again.body).toMatchObject({ success: false, message: ACCOUNT_EMAIL_TEXTS.invalidVerificationLink });
    });

    it('works in a browser that is signed out (or signed in as someone else) without giving it the user', async () => {
      const { account } = await registered();
      const token = await latestTokenTo(setup.mailbox, account.email, ACCOUNT_EMAIL_PAGES.verifyEmail);
      const { client: stranger } = await registered();
      const res = await stranger.send('post', confirmEmailVerification, { token }, 200);
      expect(res.body).toEqual({ success: true, user: null });
      expect((await new ApiClient(setup.app).login(account.email, account.password, 200)).body.user.emailVerified).toBe(true);
    });

    it('resends while unverified only, voiding the older link; signed-in only', async () => {
      const { client, account } = await registered();
      const first = await latestTokenTo(setup.mailbox, account.email, ACCOUNT_EMAIL_PAGES.verifyEmail);
      expect((await client.send('post', resendEmailVerification, undefined, 200)).body).toEqual({ success: true });
      await waitForMessages(setup.mailbox, account.email, 2);
      await client.send('post', confirmEmailVerification, { token: first }, 400);
      await verifyEmailOf(client, setup.mailbox, account.email);

      await client.send('post', resendEmailVerification, undefined, 200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await messagesTo(setup.mailbox, account.email)).toHaveLength(2);

      await new ApiClient(setup.app).send('post', resendEmailVerification, undefined, 401);
    });

    it('refuses a link sent to an address the account has left', async () => {
      const { account, id } = await registered();
      const token = await latestTokenTo(setup.mailbox, account.email, ACCOUNT_EMAIL_PAGES.verifyEmail);
      await users.update({ id }, { email: `moved-${Date.now()}@example.com` });
      await new ApiClient(setup.app).send('post', confirmEmailVerification, { token }, 400);
      expect(await users.findOneByOrFail({ id })).toMatchObject({ emailVerifiedAt: null });
    });
  });

  describe('changing the e-mail address', () => {
    it('needs the password and a free address, re-verifies the new one and tells the old one', async () => {
      const { client, account, id } = await registered();
      await verifyEmailOf(client, setup.mailbox, account.email);
      const { account: neighbour } = await registered();
      const newEmail = `renamed-${Date.now()}@example.com`;

      const wrong = await client.send('patch', changeEmail, { email: newEmail, currentPassword: 'Not-My-Password-1' }, 400);
      expect(wrong.body.message).toBe(ACCOUNT_TEXTS.currentPasswordIncorrect);
      const taken = await client.send('patch', changeEmail, { email: ` ${neighbour.email.toUpperCase()} `, currentPassword: account.password }, 409);
      expect(taken.body.message).toBe(AUTH_MESSAGES.emailTaken);
      const invalid = await client.send('patch', changeEmail, { email: 'foo@bar', currentPassword: account.password }, 400);
      expect(invalid.body.message).toEqual([AUTH_VALIDATION.email]);
      await new ApiClient(setup.app).send('patch', changeEmail, { email: newEmail, currentPassword: account.password }, 401);

      const changed = await client.send('patch', changeEmail, { email: newEmail, currentPassword: account.password }, 200);
      expect(changed.body).toEqual({ success: true, user: expect.objectContaining({ id, email: newEmail, emailVerified: false }) });
      expect((await client.currentUser().expect(200)).body.user).toMatchObject({ email: newEmail, emailVerified: false });

      const notice = await waitForSubject(setup.mailbox, account.email, ACCOUNT_EMAIL_SUBJECTS.emailChanged);
      expect(notice.text).toContain(newEmail);
      const verified = await verifyEmailOf(client, setup.mailbox, newEmail);
      expect(verified.body.user).toMatchObject({ email: newEmail, emailVerified: true });

      await new ApiClient(setup.app).login(account.email, account.password, 401);
      await new ApiClient(setup.app).login(newEmail, account.password, 200);
    });
  });

  it('refuses addresses without a dotted domain at every API edge', async () => {
    const { client, account } = await registered();
    for (const email of ['a@b', 'foo@bar']) {
      const anonymous = new ApiClient(setup.app);
      expect((await anonymous.register(newAccount({ email }), 400)).body.message).toEqual([AUTH_VALIDATION.email]);
      expect((await anonymous.login(email, account.password, 400)).body.message).toEqual([AUTH_VALIDATION.email]);
      expect((await anonymous.send('post', requestPasswordReset, { email }, 400)).body.message).toEqual([AUTH_VALIDATION.email]);
      expect((await anonymous.send('post', '/api/feedback', { rating: 5, email }, 400)).body.message).toEqual([FEEDBACK_VALIDATION.email]);
      const contact = { name: 'Layla', email, topic: 'general', message: 'How do I export my data?' };
      expect((await anonymous.send('post', '/api/contact', contact, 400)).body.message).toEqual([CONTACT_VALIDATION.email]);
      expect((await client.send('patch', changeEmail, { email, currentPassword: account.password }, 400)).body.message).toEqual([AUTH_VALIDATION.email]);
    }
  });

  it('deletes the token rows with the account', async () => {
    const { client, account, id } = await registered();
    await requestReset(account.email);
    await latestTokenTo(setup.mailbox, account.email, ACCOUNT_EMAIL_PAGES.resetPassword);
    expect(await resetTokens.countBy({ userId: id })).toBe(1);
    expect(await verificationTokens.countBy({ userId: id })).toBe(1);
    await client.send('delete', '/api/account', { password: account.password }, 200);
    expect(await resetTokens.countBy({ userId: id })).toBe(0);
    expect(await verificationTokens.countBy({ userId: id })).toBe(0);
  });
});

describe.each(testDatabases())('account e-mails without SMTP (outbox) on $name', (db) => {
  const setup = useTestApp(db, {
    env: { THROTTLE_AUTH_LIMIT: '1000', THROTTLE_PASSWORD_RESET_LIMIT: '2', THROTTLE_VERIFICATION_RESEND_LIMIT: '1', PUBLIC_BASE_URL: 'https://sahha.example' },
    mailbox: outboxMailbox,
  });

  it('writes each message as a readable .eml file named by time', async () => {
    const account = newAccount();
    await new ApiClient(setup.app).register(account, 201);
    const files = (await readdir(setup.mailbox.dir)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{12}\.eml$/);
    expect(join(setup.mailbox.dir, files[0])).toContain(setup.mailbox.dir);
    const [mail] = await messagesTo(setup.mailbox, account.email);
    expect(mail).toMatchObject({ subject: ACCOUNT_EMAIL_SUBJECTS.verifyEmail, from: { value: [{ name: 'Sahha', address: 'no-reply@sahha.ae' }] } });
    expect(linkIn(mail, ACCOUNT_EMAIL_PAGES.verifyEmail)).toMatch(/^https:\/\/sahha\.example\/auth\/verify-email#token=/);
  });

  it('limits reset requests per address (429) and resends per account', async () => {
    const account = newAccount();
    const client = new ApiClient(setup.app);
    await client.register(account, 201);
    await client.send('post', requestPasswordReset, { email: account.email }, 200);
    await client.send('post', requestPasswordReset, { email: account.email }, 200);
    const limited = await client.send('post', requestPasswordReset, { email: account.email }, 429);
    expect(limited.body.message).toBe(ACCOUNT_EMAIL_TEXTS.tooManyRequests);

    await client.send('post', resendEmailVerification, undefined, 200);
    await client.send('post', resendEmailVerification, undefined, 429);
  });
});
