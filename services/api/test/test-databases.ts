import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createConnection } from 'mysql2/promise';

import type { DatabaseConfig } from '../src/config/app-config';

/** A database the API tests run against; `create()` always hands out an empty one. */
export interface TestDatabase {
  readonly name: 'sqlite' | 'mariadb';
  create(): Promise<DatabaseConfig>;
  dispose(): Promise<void>;
}

class SqliteTestDatabase implements TestDatabase {
  readonly name = 'sqlite';
  private readonly folders: string[] = [];

  async create(): Promise<DatabaseConfig> {
    const folder = mkdtempSync(join(tmpdir(), 'sahha-api-test-'));
    this.folders.push(folder);
    return { type: 'sqlite', path: join(folder, 'sahha.db') };
  }

  async dispose(): Promise<void> {
    for (const folder of this.folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  }
}

class MariadbTestDatabase implements TestDatabase {
  readonly name = 'mariadb';

  constructor(private readonly url: string) {}

  /** Drops every table, so each suite proves the migrations apply to an empty MariaDB database. */
  async create(): Promise<DatabaseConfig> {
    const connection = await createConnection(this.url);
    try {
      const [rows] = await connection.query(
        'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
      );
      await connection.query('SET FOREIGN_KEY_CHECKS = 0');
      for (const { name } of rows as { name: string }[]) {
        await connection.query(`DROP TABLE \`${name}\``);
      }
      await connection.query('SET FOREIGN_KEY_CHECKS = 1');
    } finally {
      await connection.end();
    }
    return { type: 'mysql', url: this.url };
  }

  async dispose(): Promise<void> {}
}

/** SQLite always; MariaDB too when MYSQL_TEST_URL is set (CI sets it). Use with describe.each. */
export function testDatabases(): TestDatabase[] {
  const mysqlUrl = process.env.MYSQL_TEST_URL;
  return [new SqliteTestDatabase(), ...(mysqlUrl ? [new MariadbTestDatabase(mysqlUrl)] : [])];
}
