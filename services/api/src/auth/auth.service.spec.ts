import type { PinoLogger } from 'nestjs-pino';

import { loadConfig } from '../config/app-config';
import type { UserEntity } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import { AuthEvents } from './auth-events';
import { AuthService } from './auth.service';
import { ListedAdmins } from './listed-admins';
import type { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';

function setup(adminEmails = '') {
  const stored: UserEntity = {
    id: 7,
    name: 'Layla',
    email: 'layla@sahha.ae',
    passwordHash: 'hash-of:Right-Password-1',
    role: 'user',
    emailVerifiedAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  const hasher = {
    hash: jest.fn(async (password: string) => `hash-of:${password}`),
    verify: jest.fn(async (hash: string, password: string) => hash === `hash-of:${password}`),
  };
  const users = {
    findByEmail: jest.fn(async (email: string) => (email === stored.email ? stored : null)),
    create: jest.fn(async (user: Partial<UserEntity>) => ({ ...stored, ...user, id: 8 })),
    update: jest.fn(async (user: UserEntity, changes: Partial<UserEntity>) => Object.assign(user, changes)),
  };
  const log = { info: jest.fn(), warn: jest.fn() };
  const events = new AuthEvents(log as unknown as PinoLogger);
  const service = new AuthService(
    users as unknown as UsersService,
    hasher as unknown as PasswordHasher,
    new PasswordPolicy(),
    events,
    new ListedAdmins(users as unknown as UsersService, events, loadConfig({ ADMIN_EMAILS: adminEmails }, '/repo')),
  );
  service.onModuleInit();
  return { service, hasher, users, log, stored };
}

describe('AuthService.validateCredentials', () => {
  it('returns the user for the right password, matching the e-mail case-insensitively', async () => {
    const { service, stored } = setup();
    expect(await service.validateCredentials(' LAYLA@sahha.ae', 'Right-Password-1', '10.0.0.1')).toBe(stored);
  });

  it('still verifies a hash when the e-mail is unknown, so the two failures take the same time', async () => {
    const { service, hasher } = setup();
    hasher.verify.mockClear();
    expect(await service.validateCredentials('ghost@sahha.ae', 'Right-Password-1', '10.0.0.1')).toBeNull();
    expect(hasher.verify).toHaveBeenCalledTimes(1);
    expect(await service.validateCredentials('layla@sahha.ae', 'Wrong-Password-1', '10.0.0.1')).toBeNull();
    expect(hasher.verify).toHaveBeenCalledTimes(2);
  });

  it('logs failures with a masked e-mail and never the password', async () => {
    const { service, log } = setup();
    await service.validateCredentials('layla@sahha.ae', 'Wrong-Password-1', '10.0.0.1');
    expect(log.warn).toHaveBeenCalledWith(
      { event: 'auth.login_failed', email: 'l***@sahha.ae', ip: '10.0.0.1' },
      'login failed',
    );
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('Wrong-Password-1');
  });

  it('promotes a verified account listed in ADMIN_EMAILS on sign-in', async () => {
    const { service, users, stored } = setup('layla@sahha.ae');
    stored.emailVerifiedAt = new Date();
    const user = await service.validateCredentials('layla@sahha.ae', 'Right-Password-1', undefined);
    expect(user?.role).toBe('admin');
    expect(users.update).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), { role: 'admin' });
  });

  it('leaves a listed account a plain user while its address is unverified', async () => {
    const { service, users } = setup('layla@sahha.ae');
    const user = await service.validateCredentials('layla@sahha.ae', 'Right-Password-1', undefined);
    expect(user?.role).toBe('user');
    expect(users.update).not.toHaveBeenCalled();
  });
});

describe('AuthService.register', () => {
  it('refuses an easily guessed password before touching the database', async () => {
    const { service, users } = setup();
    await expect(service.register({ name: 'Sam', email: 'sam@sahha.ae', password: 'Password1' }, undefined)).rejects.toMatchObject({
      response: { success: false, message: expect.stringMatching(/^This password is too easy to guess\. /) },
    });
    expect(users.create).not.toHaveBeenCalled();
  });

  it('stores the hash, never the password, and no admin role even for listed e-mails (not verified yet)', async () => {
    const { service, users } = setup('sam@sahha.ae');
    await service.register({ name: 'Sam', email: 'sam@sahha.ae', password: 'Xylophone-Saffron-42' }, undefined);
    expect(users.create).toHaveBeenCalledWith({
      name: 'Sam',
      email: 'sam@sahha.ae',
      passwordHash: 'hash-of:Xylophone-Saffron-42',
      role: 'user',
    });
  });
});
