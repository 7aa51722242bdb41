import { createConnection } from 'mysql2/promise';

import { testDatabases, workerDatabaseUrl } from './test-databases';

// The API tests run in parallel jest workers: each must drop and migrate tables in a MariaDB
// database no other worker uses at the same time.
describe('workerDatabaseUrl', () => {
  const url = 'mysql://sahha:sahha@127.0.0.1:3306/sahha_test';

  it('keeps the given database for the first worker (and for --runInBand)', () => {
    expect(workerDatabaseUrl(url, '1')).toBe(url);
  });

  it('gives every other worker a database of its own next to it', () => {
    expect(workerDatabaseUrl(url, '2')).toBe('mysql://sahha:sahha@127.0.0.1:3306/sahha_test_w2');
    expect(workerDatabaseUrl(`${url}?charset=utf8mb4`, '3')).toBe('mysql://sahha:sahha@127.0.0.1:3306/sahha_test_w3?charset=utf8mb4');
  });

  it('refuses a database name it could not quote safely', () => {
    expect(() => workerDatabaseUrl('mysql://sahha:sahha@127.0.0.1:3306/sahha`test', '2')).toThrow(/letters, digits and _/);
  });
});

// Only with MYSQL_TEST_URL (as in CI); SQLite files are per suite anyway.
const mariadb = testDatabases().find((db) => db.name === 'mariadb');
if (mariadb) {
  describe('the MariaDB database of this jest worker', () => {
    afterAll(() => mariadb.dispose());

    it('is the one workerDatabaseUrl names, created when missing, and empty', async () => {
      const config = await mariadb.create();
      if (config.type !== 'mysql') throw new Error('expected a MariaDB config');
      expect(config.url).toBe(workerDatabaseUrl(process.env.MYSQL_TEST_URL ?? ''));
      const connection = await createConnection(config.url);
      try {
        const [[row]] = (await connection.query(
          'SELECT DATABASE() AS name, (SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE()) AS tables',
        )) as unknown as [{ name: string; tables: number }[]];
        expect(row.name).toBe(new URL(config.url).pathname.slice(1));
        expect(Number(row.tables)).toBe(0);
      } finally {
        await connection.end();
      }
    });
  });
}
