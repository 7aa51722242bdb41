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

/**
 * The MariaDB database of this jest worker. Jest numbers its workers from 1 (also with
 * --runInBand); the first uses MYSQL_TEST_URL's database as it is, every other one the same name
 * with `_w<n>` (sahha_test_w2), created on first use, so workers running at once never drop each
 * other's tables. The user needs the right to create it (.ci/run grants on `sahha\_test%`).
 */
export function workerDatabaseUrl(url: string, workerId = process.env.JEST_WORKER_ID): string {
  const worker = Number(workerId ?? '1');
  if (!Number.isInteger(worker) || worker <= 1) return url;
  const parsed = new URL(url);
  const base = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^\w+$/.test(base)) throw new Error(`MYSQL_TEST_URL names the database ${JSON.stringify(base)}: use letters, digits and _ only`);
  parsed.pathname = `/${base}_w${worker}`;
  return parsed.toString();
}

class MariadbTestDatabase implements TestDatabase {
  readonly name = 'mariadb';
  private readonly url: string;
  private created = false;

  constructor(private readonly baseUrl: string) {
    this.url = workerDatabaseUrl(baseUrl);
  }

  /** The worker's own database exists (made once per worker over MYSQL_TEST_URL's connection). */
  private async ensureDatabase(): Promise<void> {
    if (this.created || this.url === this.baseUrl) return;
    const name = new URL(this.url).pathname.slice(1);
    const connection = await createConnection(this.baseUrl);
    try {
      await connection.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    } finally {
      await connection.end();
    }
    this.created = true;
  }

  /** Drops every table, so each suite proves the migrations apply to an empty MariaDB database. */
  async create(): Promise<DatabaseConfig> {
    await this.ensureDatabase();
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
