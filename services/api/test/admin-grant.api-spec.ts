import { DataSource } from 'typeorm';

import { dataSourceOptions } from '../src/database/database-options';
import { grantAdmin } from '../src/users/grant-admin';
import { UserEntity } from '../src/users/user.entity';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('admin:grant on $name', (db) => {
  let dataSource: DataSource;

  beforeAll(async () => {
    // Like the CLI: a bare DataSource that migrates an empty database by itself.
    dataSource = await new DataSource({ ...dataSourceOptions(await db.create()), entities: [UserEntity] }).initialize();
    await dataSource.getRepository(UserEntity).insert({ name: 'Nadia', email: 'nadia@sahha.ae', passwordHash: 'x', role: 'user' });
  });

  afterAll(async () => {
    await dataSource.destroy();
    await db.dispose();
  });

  it('grants the role by e-mail in any case, once', async () => {
    expect(await grantAdmin(dataSource, '  NADIA@sahha.ae ')).toBe('granted');
    expect(await dataSource.getRepository(UserEntity).findOneByOrFail({ email: 'nadia@sahha.ae' })).toMatchObject({ role: 'admin' });
    expect(await grantAdmin(dataSource, 'nadia@sahha.ae')).toBe('already-admin');
  });

  it('reports an unknown e-mail', async () => {
    expect(await grantAdmin(dataSource, 'nobody@sahha.ae')).toBe('not-found');
  });
});
