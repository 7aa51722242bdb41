import { ACCOUNT_EMAIL_API, ACCOUNT_EMAIL_PAGES } from '@sahha/contracts';
import { ACCOUNT_EMAIL_SUBJECTS, ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { DataSource, type Repository } from 'typeorm';

import { BackgroundWork } from '../src/common/background-work';
import { ContactMessageEntity } from '../src/contact/contact-message.entity';
import { FeedbackEntity } from '../src/feedback/feedback.entity';
import { UserEntity } from '../src/users/user.entity';
import { UsersService } from '../src/users/users.service';
import { ApiClient, newAccount } from './api-client';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';
import { latestTokenTo, startSmtpMailbox, verifyEmailOf, waitForSubject } from './test-mailbox';

/**
 * Issue Q: the chains an outside security test found, each replayed as the attacker played it.
 * Every one worked before the fix: a link proved any address the account moved to, links outlived
 * the change they should die with, and data sent with an address went to whoever registered it.
 */
const LISTED_ADMIN = 'owner-of-the-shop@sahha-admins.example';
/** Listed too, and its mailbox is the test's: the positive case. */
const LISTED_ADMIN_OWNED = 'second-admin@sahha-admins.example';
const NEW_PASSWORD = 'Crescent-Harbour-77';
const { requestPasswordReset, confirmPasswordReset, confirmEmailVerification, changeEmail } = ACCOUNT_EMAIL_API;

describe.each(testDatabases())('attacks on account links and data on $name', (db) => {
  const setup = useTestApp(db, {
    env: {
      THROTTLE_AUTH_LIMIT: '1000',
      THROTTLE_PASSWORD_RESET_LIMIT: '1000',
      THROTTLE_CONTACT_LIMIT: '1000',
      THROTTLE_FEEDBACK_LIMIT: '1000',
      MAIL_RECIPIENT_HOURLY_LIMIT: '1000',
      ADMIN_EMAILS: `${LISTED_ADMIN},${LISTED_ADMIN_OWNED}`,
    },
    mailbox: startSmtpMailbox,
  });
  let users: Repository<UserEntity>;

  beforeAll(() => {
    users = setup.app.get(DataSource).getRepository(UserEntity);
  });

  async function registered(): Promise<{ client: ApiClient; account: ReturnType<typeof newAccount>; id: number }> {
    const account = newAccount();
    const client = new ApiClient(setup.app);
    const res = await client.register(account, 201);
    return { client, account, id: res.body.user.id as number };
  }

  /** A reset link mailed to `email`, as its owner reads it from the mailbox. */
  async function resetTokenFor(email: string): Promise<string> {
    await new ApiClient(setup.app).send('post', requestPasswordReset, { email }, 200);
    return latestTokenTo(setup.mailbox, email, ACCOUNT_EMAIL_PAGES.resetPassword);
  }

  describe('a link proves only the address it was mailed to', () => {
    it('a reset link from my own mailbox neither verifies a listed admin address I moved to nor makes me admin', async () => {
      const { client, account, id } = await registered();
      const token = await resetTokenFor(account.email);
      await client.send('patch', changeEmail, { email: LISTED_ADMIN, currentPassword: account.password }, 200);

      const used = await new ApiClient(setup.app).send('post', confirmPasswordReset, { token, password: NEW_PASSWORD }, 400);
      expect(used.body.message).toBe(ACCOUNT_EMAIL_TEXTS.invalidResetLink);
      expect(await users.findOneByOrFail({ id })).toMatchObject({ email: LISTED_ADMIN, emailVerifiedAt: null, role: 'user' });
      const signedIn = await new ApiClient(setup.app).login(LISTED_ADMIN, account.password, 200);
      expect(signedIn.body.user).toMatchObject({ role: 'user', emailVerified: false });
      await client.agent.get('/api/feedback/view').expect(403);
      // Moving back does not revive the link either: the change voided it.
      await client.send('patch', changeEmail, { email: account.email, currentPassword: account.password }, 200);
      await new ApiClient(setup.app).send('post', confirmPasswordReset, { token, password: NEW_PASSWORD }, 400);
    });

    it('a link whose address the account has left does nothing, even when nothing voided it', async () => {
      const { account, id } = await registered();
      const token = await resetTokenFor(account.email);
      // The address changes behind the service's back (another replica, a direct edit): the link's own address decides.
      await users.update({ id }, { email: LISTED_ADMIN.replace('owner', `moved-${id}`) });
      await new ApiClient(setup.app).send('post', confirmPasswordReset, { token, password: NEW_PASSWORD }, 400);
      const user = await users.findOneByOrFail({ id });
      expect(user.emailVerifiedAt).toBeNull();
      await new ApiClient(setup.app).login(user.email, account.password, 200);
    });

    it('a reset link mailed to the listed address itself verifies it and grants its role', async () => {
      const { client, account, id } = await registered();
      await client.send('patch', changeEmail, { email: LISTED_ADMIN_OWNED, currentPassword: account.password }, 200);
      const token = await resetTokenFor(LISTED_ADMIN_OWNED);
      const confirmed = await new ApiClient(setup.app).send('post', confirmPasswordReset, { token, password: NEW_PASSWORD }, 200);
      expect(confirmed.body.user).toMatchObject({ id, email: LISTED_ADMIN_OWNED, emailVerified: true, role: 'admin' });
    });
  });

  describe('links die with the change they should die with', () => {
    it('a reset link mailed before a password change no longer works, and signs nobody in', async () => {
      const { client, account } = await registered();
      const token = await resetTokenFor(account.email);
      await client.send('post', '/api/account/password', { currentPassword: account.password, newPassword: NEW_PASSWORD }, 200);

      const browser = new ApiClient(setup.app);
      const refused = await browser.send('post', confirmPasswordReset, { token, password: 'Thief-Chosen-Pass-9' }, 400);
      expect(refused.body.message).toBe(ACCOUNT_EMAIL_TEXTS.invalidResetLink);
      await browser.currentUser().expect(401);
      await new ApiClient(setup.app).login(account.email, NEW_PASSWORD, 200);
    });

    it('a reset link mailed before an e-mail change no longer works', async () => {
      const { client, account } = await registered();
      const token = await resetTokenFor(account.email);
      await client.send('patch', changeEmail, { email: `elsewhere-${Date.now()}@example.com`, currentPassword: account.password }, 200);
      const browser = new ApiClient(setup.app);
      await browser.send('post', confirmPasswordReset, { token, password: 'Thief-Chosen-Pass-9' }, 400);
      await browser.currentUser().expect(401);
    });

    it('a verification link mailed before a password change no longer works', async () => {
      const { client, account, id } = await registered();
      const token = await latestTokenTo(setup.mailbox, account.email, ACCOUNT_EMAIL_PAGES.verifyEmail);
      await client.send('post', '/api/account/password', { currentPassword: account.password, newPassword: NEW_PASSWORD }, 200);
      const refused = await new ApiClient(setup.app).send('post', confirmEmailVerification, { token }, 400);
      expect(refused.body.message).toBe(ACCOUNT_EMAIL_TEXTS.invalidVerificationLink);
      expect(await users.findOneByOrFail({ id })).toMatchObject({ emailVerifiedAt: null });
    });

    it('a used reset link voids the other pending links of the account', async () => {
      const { account, id } = await registered();
      const verification = await latestTokenTo(setup.mailbox, account.email, ACCOUNT_EMAIL_PAGES.verifyEmail);
      const reset = await resetTokenFor(account.email);
      await new ApiClient(setup.app).send('post', confirmPasswordReset, { token: reset, password: NEW_PASSWORD }, 200);
      // The reset proved the address itself; the older verification link is spent with the rest.
      expect(await users.findOneByOrFail({ id })).toMatchObject({ emailVerifiedAt: expect.any(Date) });
      await new ApiClient(setup.app).send('post', confirmEmailVerification, { token: verification }, 400);
    });
  });

  describe("other people's messages stay theirs", () => {
    async function sentByVictim(email: string): Promise<void> {
      const visitor = new ApiClient(setup.app);
      await visitor.send('post', '/api/contact', { name: 'Mariam', email, topic: 'general', message: 'My private question about my thyroid.' }, 201);
      await visitor.send('post', '/api/feedback', { rating: 2, comment: 'My private feedback.', email }, 201);
    }

    it('registering somebody else’s address hands over none of what they sent, and deleting that account deletes none of it', async () => {
      const victim = `victim-${Date.now()}@example.com`;
      await sentByVictim(victim);
      const attacker = new ApiClient(setup.app);
      const account = newAccount({ email: victim });
      await attacker.register(account, 201);

      const exported = await attacker.agent.get('/api/account/export').expect(200);
      expect(exported.body.data.contactMessages).toEqual([]);
      expect(exported.body.data.feedback).toEqual([]);
      expect(JSON.stringify(exported.body)).not.toContain('My private');

      await attacker.send('delete', '/api/account', { password: account.password }, 200);
      const dataSource = setup.app.get(DataSource);
      expect(await dataSource.getRepository(ContactMessageEntity).countBy({ email: victim })).toBe(1);
      expect(await dataSource.getRepository(FeedbackEntity).countBy({ email: victim })).toBe(1);
    });

    it('the owner who verifies the address gets what was sent with it, in the export and in the deletion', async () => {
      const owner = `owner-${Date.now()}@example.com`;
      await sentByVictim(owner);
      const client = new ApiClient(setup.app);
      const account = newAccount({ email: owner });
      await client.register(account, 201);
      await verifyEmailOf(client, setup.mailbox, owner);

      const exported = await client.agent.get('/api/account/export').expect(200);
      expect(exported.body.data.contactMessages).toEqual([expect.objectContaining({ email: owner, message: 'My private question about my thyroid.' })]);
      expect(exported.body.data.feedback).toEqual([expect.objectContaining({ email: owner, comment: 'My private feedback.' })]);

      await client.send('delete', '/api/account', { password: account.password }, 200);
      const dataSource = setup.app.get(DataSource);
      expect(await dataSource.getRepository(ContactMessageEntity).countBy({ email: owner })).toBe(0);
      expect(await dataSource.getRepository(FeedbackEntity).countBy({ email: owner })).toBe(0);
    });
  });

  describe('the reset request tells nothing about the address', () => {
    it('answers before the address is even looked up, so known and unknown addresses take the same time', async () => {
      const { account } = await registered();
      const lookups = setup.app.get(UsersService);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const original = lookups.findByEmail.bind(lookups);
      const spy = jest.spyOn(lookups, 'findByEmail').mockImplementation(async (email) => {
        await held;
        return original(email);
      });
      try {
        const known = await new ApiClient(setup.app).send('post', requestPasswordReset, { email: account.email }, 200);
        const unknown = await new ApiClient(setup.app).send('post', requestPasswordReset, { email: `nobody-${Date.now()}@example.com` }, 200);
        expect(unknown.body).toEqual(known.body);
      } finally {
        release();
        await setup.app.get(BackgroundWork).settled();
        spy.mockRestore();
      }
      // The work still happened, after the answer.
      await waitForSubject(setup.mailbox, account.email, ACCOUNT_EMAIL_SUBJECTS.passwordReset);
    });
  });
});
