import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';

import { PasswordHasher } from '../src/auth/password-hasher';
import { MIGRATIONS } from '../src/database/migrations';
import { DEMO_USER, seedDemoUser } from '../src/database/seed';
import { inTransaction } from '../src/database/transactions';
import { UserEntity } from '../src/users/user.entity';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

const TABLES = ['users', 'sessions', 'feedback'];

describe.each(testDatabases())('migrations and seed on $name', (db) => {
  let app: NestExpressApplication | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  afterAll(() => db.dispose());

  it('migrates an empty database, seeds the demo user once and is a no-op on the next start', async () => {
    const database = await db.create();

    app = await createTestApp({ database });
    let dataSource = app.get(DataSource);
    const queryRunner = dataSource.createQueryRunner();
    try {
      for (const table of TABLES) expect(await queryRunner.hasTable(table)).toBe(true);
    } finally {
      await queryRunner.release();
    }
    const demo = await dataSource.getRepository(UserEntity).findOneByOrFail({ email: DEMO_USER.email });
    expect(demo).toMatchObject({ name: DEMO_USER.name, role: 'user' });
    expect(demo.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(demo.createdAt).toBeInstanceOf(Date);
    await app.close();

    app = await createTestApp({ database });
    dataSource = app.get(DataSource);
    expect(await dataSource.showMigrations()).toBe(false);
    const applied = await dataSource.query('SELECT name FROM migrations');
    expect(applied).toHaveLength(MIGRATIONS.length);
    expect(await dataSource.getRepository(UserEntity).countBy({ email: DEMO_USER.email })).toBe(1);
    expect(await seedDemoUser(dataSource, app.get(PasswordHasher))).toBe(false);
  });

  it('commits transactions that run at the same instant (SQLite\'s one connection takes them in turn)', async () => {
    app = await createTestApp({ database: await db.create(), env: { SEED_DEMO: 'false' } });
    const dataSource = app.get(DataSource);
    const emails = Array.from({ length: 4 }, (_, index) => `concurrent-${index}@example.com`);
    await Promise.all(
      emails.map((email) =>
        inTransaction(dataSource, async (manager) => {
          await manager.insert(UserEntity, { email, name: null, passwordHash: 'x', role: 'user' });
          // Still open while the others begin theirs.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }),
      ),
    );
    expect(await dataSource.getRepository(UserEntity).count()).toBe(emails.length);
  });

  it('skips the demo user entirely with SEED_DEMO=false', async () => {
    app = await createTestApp({ database: await db.create(), env: { SEED_DEMO: 'false' } });
    expect(await app.get(DataSource).getRepository(UserEntity).count()).toBe(0);
  });
});

describe('SQLite shared by several processes (the single-machine start\'s workers)', () => {
  const [sqlite] = testDatabases();

  afterAll(() => sqlite.dispose());

  it('takes the write lock when a transaction begins, so another process cannot write between its read and its write', async () => {
    const database = await sqlite.create();
    if (database.type !== 'sqlite') throw new Error('testDatabases() lists SQLite first');
    const app = await createTestApp({ database, env: { SEED_DEMO: 'false' } });
    // Another process's connection; timeout 0: refused at once instead of waiting out the lock.
    const otherProcess = await new DataSource({ type: 'better-sqlite3', database: database.path, timeout: 0 }).initialize();
    try {
      const dataSource = app.get(DataSource);
      let otherWrite: unknown = 'not tried';
      await inTransaction(dataSource, async (manager) => {
        await manager.count(UserEntity);
        try {
          otherWrite = await otherProcess.query("INSERT INTO users (email, password_hash, role) VALUES ('other@example.com', 'x', 'user')");
        } catch (error) {
          otherWrite = (error as { driverError?: { code?: string } }).driverError?.code;
        }
        // With a deferred BEGIN the other write would have gone in above, and this one would fail
        // at once with SQLITE_BUSY (a snapshot older than the database), busy timeout or not.
        await manager.insert(UserEntity, { email: 'this@example.com', name: null, passwordHash: 'x', role: 'user' });
      });
      expect(otherWrite).toBe('SQLITE_BUSY');
      expect(await dataSource.getRepository(UserEntity).countBy({ email: 'this@example.com' })).toBe(1);
    } finally {
      await otherProcess.destroy();
      await app.close();
    }
  });
});
