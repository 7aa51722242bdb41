import { DataSource, type Repository } from 'typeorm';

import { UserEntity } from '../src/users/user.entity';
import { UsersService } from '../src/users/users.service';
import { ApiClient, newAccount } from './api-client';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

/** The user row every signed-in request reads (UsersService.findById, passport's deserializeUser). */
describe.each(testDatabases())('the signed-in user, read on every request, on $name', (db) => {
  const setup = useTestApp(db, { env: { THROTTLE_AUTH_LIMIT: '1000' } });
  let users: Repository<UserEntity>;
  let service: UsersService;

  beforeAll(() => {
    users = setup.app.get(DataSource).getRepository(UserEntity);
    service = setup.app.get(UsersService);
  });

  async function signedIn(): Promise<{ client: ApiClient; id: number }> {
    const client = new ApiClient(setup.app);
    const res = await client.register(newAccount(), 201);
    return { client, id: res.body.user.id as number };
  }

  it('is the entity TypeORM reads, column for column, verified or not', async () => {
    const { id } = await signedIn();
    const { id: verifiedId } = await signedIn();
    await users.update({ id: verifiedId }, { emailVerifiedAt: new Date('2026-11-28T07:45:12.000Z'), name: null });
    for (const userId of [id, verifiedId]) {
      const read = await service.findById(userId);
      expect(read).toBeInstanceOf(UserEntity);
      expect(read).toEqual(await users.findOneByOrFail({ id: userId }));
      expect(read!.createdAt).toBeInstanceOf(Date);
      expect(typeof read!.id).toBe('number');
    }
    expect((await service.findById(verifiedId))!.emailVerifiedAt).toEqual(new Date('2026-11-28T07:45:12.000Z'));
    expect(await service.findById(id)).toMatchObject({ emailVerifiedAt: null });
  });

  it('is null for an id with no row', async () => {
    expect(await service.findById(2_000_000_000)).toBeNull();
  });

  it('is read again on each request: a role change and an account deletion take effect at once', async () => {
    const { client, id } = await signedIn();
    expect((await client.currentUser().expect(200)).body.user).toMatchObject({ id, role: 'user' });
    await users.update({ id }, { role: 'admin' });
    expect((await client.currentUser().expect(200)).body.user).toMatchObject({ id, role: 'admin' });
    await users.update({ id }, { role: 'user' });
    await client.agent.get('/api/admin/catalog').expect(403);
    await users.delete({ id });
    await client.currentUser().expect(401);
  });
});
