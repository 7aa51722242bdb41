import { Controller, Get, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AUTH_VALIDATION } from '@sahha/contracts';
import { ACCOUNT_TEXTS } from '@sahha/contracts/account';
import request from 'supertest';
import { DataSource, type EntityManager, type Repository } from 'typeorm';

import { NOT_AUTHENTICATED_MESSAGE } from '../src/auth/session-auth.guard';
import { Roles } from '../src/common/roles.decorator';
import { AccountDataRegistry } from '../src/users/account-data.registry';
import { WRONG_PASSWORD_MESSAGE } from '../src/users/account.service';
import { UserEntity } from '../src/users/user.entity';
import { UsersModule } from '../src/users/users.module';
import { ApiClient, newAccount } from './api-client';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';
import { outboxMailbox, verifyEmailOf } from './test-mailbox';

/** Stands in for a later module's rows: records what the account registry asks of it. */
@Injectable()
class ProbeAccountData implements OnModuleInit {
  static readonly deleted: number[] = [];

  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'probe',
      export: async (userId: number) => [{ ownerId: userId }],
      delete: async (userId: number, manager: EntityManager) => {
        expect(manager.queryRunner?.isTransactionActive).toBe(true);
        ProbeAccountData.deleted.push(userId);
      },
    });
  }
}

@Controller('probe-admin')
class AdminProbeController {
  @Roles('admin')
  @Get()
  read(): { ok: true } {
    return { ok: true };
  }
}

@Module({ imports: [UsersModule], controllers: [AdminProbeController], providers: [ProbeAccountData] })
class ProbeModule {}

const ADMIN_EMAIL = 'boss@sahha.ae';

describe.each(testDatabases())('account on $name', (db) => {
  let app: NestExpressApplication;
  let users: Repository<UserEntity>;
  const mailbox = outboxMailbox();

  beforeAll(async () => {
    app = await createTestApp({
      database: await db.create(),
      env: { THROTTLE_AUTH_LIMIT: '1000', ADMIN_EMAILS: `other@sahha.ae, ${ADMIN_EMAIL.toUpperCase()}`, ...mailbox.env },
      extraModules: [ProbeModule],
    });
    users = app.get(DataSource).getRepository(UserEntity);
  });

  afterAll(async () => {
    await app.close();
    await db.dispose();
    await mailbox.close();
  });

  async function signedIn(): Promise<{ client: ApiClient; id: number; account: ReturnType<typeof newAccount> }> {
    const account = newAccount();
    const client = new ApiClient(app);
    const res = await client.register(account, 201);
    return { client, id: res.body.user.id as number, account };
  }

  it('renames the signed-in user', async () => {
    const { client } = await signedIn();
    const res = await client.send('patch', '/api/account/name', { name: '  Omar Al Mansoori ' }, 200);
    expect(res.body).toMatchObject({ success: true, user: { name: 'Omar Al Mansoori' } });
    expect((await client.currentUser().expect(200)).body.user.name).toBe('Omar Al Mansoori');
    const invalid = await client.send('patch', '/api/account/name', { name: 'O' }, 400);
    expect(invalid.body.message).toEqual([AUTH_VALIDATION.name]);
  });

  it.each([
    ['GET', '/api/user'],
    ['GET', '/api/account/export'],
  ])('answers %s %s with 401 when signed out', async (_method, path) => {
    const res = await request(app.getHttpServer()).get(path).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: NOT_AUTHENTICATED_MESSAGE, error: 'Unauthorized' });
  });

  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const { client, account, id } = await signedIn();
    const otherDevice = new ApiClient(app);
    await otherDevice.login(account.email, account.password, 200);

    const wrong = await client.send('post', '/api/account/password', { currentPassword: 'Not-It-123', newPassword: 'Tamarind-Falcon-77' }, 400);
    expect(wrong.body).toMatchObject({ message: ACCOUNT_TEXTS.currentPasswordIncorrect, statusCode: 400 });
    const common = await client.send('post', '/api/account/password', { currentPassword: account.password, newPassword: 'password1' }, 400);
    expect(common.body.message).toMatch(new RegExp(`^${AUTH_VALIDATION.passwordTooWeak}\\. .*Add more words`));
    const short = await client.send('post', '/api/account/password', { currentPassword: account.password, newPassword: 'abc' }, 400);
    expect(short.body.message).toEqual([AUTH_VALIDATION.password]);

    const changed = await client.send('post', '/api/account/password', { currentPassword: account.password, newPassword: 'Tamarind-Falcon-77' }, 200);
    expect(changed.body).toEqual({ success: true });
    await client.currentUser().expect(200);
    await otherDevice.currentUser().expect(401);

    await new ApiClient(app).login(account.email, account.password, 401);
    const again = await new ApiClient(app).login(account.email, 'Tamarind-Falcon-77', 200);
    expect(again.body.user.id).toBe(id);
  });

  it('exports only my rows, without the password hash', async () => {
    const me = await signedIn();
    await signedIn();
    const res = await me.client.agent.get('/api/account/export').expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sahha-account-export.json"');
    // Other modules add their own keys (quiz responses, check-ins, ...); each checks its rows itself.
    expect(res.body).toEqual({
      success: true,
      exportedAt: expect.any(String),
      data: expect.objectContaining({
        user: {
          id: me.id,
          name: me.account.name,
          email: me.account.email,
          role: 'user',
          emailVerified: false,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
        probe: [{ ownerId: me.id }],
        // Issue L: when links were mailed where, never their tokens.
        verificationLinks: [{ email: me.account.email, sentAt: expect.any(String), expiresAt: expect.any(String), usedAt: null }],
        resetLinks: [],
      }),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
  });

  it("deletes every row of mine and every session, and nobody else's", async () => {
    const me = await signedIn();
    const neighbour = await signedIn();
    const myOtherDevice = new ApiClient(app);
    await myOtherDevice.login(me.account.email, me.account.password, 200);

    const wrong = await me.client.send('delete', '/api/account', { password: 'Not-It-123' }, 400);
    expect(wrong.body.message).toBe(WRONG_PASSWORD_MESSAGE);
    expect(await users.countBy({ id: me.id })).toBe(1);

    const res = await me.client.send('delete', '/api/account', { password: me.account.password }, 200);
    expect(res.body).toEqual({ success: true });
    expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^sahha\.sid=;/)]);
    expect(ProbeAccountData.deleted).toContain(me.id);
    expect(ProbeAccountData.deleted).not.toContain(neighbour.id);
    expect(await users.countBy({ id: me.id })).toBe(0);
    expect(await users.countBy({ id: neighbour.id })).toBe(1);

    await me.client.currentUser().expect(401);
    await myOtherDevice.currentUser().expect(401);
    await neighbour.client.currentUser().expect(200);
    await new ApiClient(app).login(me.account.email, me.account.password, 401);
  });

  it('gives the admin role to ADMIN_EMAILS accounts once verified and lets only admins through @Roles', async () => {
    await request(app.getHttpServer()).get('/api/probe-admin').expect(401);

    const user = await signedIn();
    const forbidden = await user.client.agent.get('/api/probe-admin').expect(403);
    expect(forbidden.body).toEqual({ statusCode: 403, message: 'You do not have access to this resource', error: 'Forbidden' });

    // Whoever registers a listed address is a plain user until the owner opens the e-mailed link.
    const admin = new ApiClient(app);
    const registered = await admin.register(newAccount({ email: ADMIN_EMAIL }), 201);
    expect(registered.body.user).toMatchObject({ role: 'user', emailVerified: false });
    await admin.agent.get('/api/probe-admin').expect(403);

    const verified = await verifyEmailOf(admin, mailbox, ADMIN_EMAIL);
    expect(verified.body.user).toMatchObject({ role: 'admin', emailVerified: true });
    expect((await admin.agent.get('/api/probe-admin').expect(200)).body).toEqual({ ok: true });
  });

  it('promotes a verified account listed in ADMIN_EMAILS when it signs in, never an unverified one', async () => {
    const account = newAccount({ email: 'other@sahha.ae' });
    const { id } = (await new ApiClient(app).register(account, 201)).body.user;

    const unverified = await new ApiClient(app).login(account.email, account.password, 200);
    expect(unverified.body.user).toMatchObject({ role: 'user', emailVerified: false });

    // Verified earlier (e.g. before the address was added to ADMIN_EMAILS): the next sign-in grants the role.
    await users.update({ id }, { emailVerifiedAt: new Date() });
    const res = await new ApiClient(app).login(account.email, account.password, 200);
    expect(res.body.user).toMatchObject({ role: 'admin', emailVerified: true });
    expect(await users.findOneByOrFail({ id })).toMatchObject({ role: 'admin' });
  });
});
