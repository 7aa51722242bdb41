import type { DataSource, EntityManager } from 'typeorm';

import { takeTurns } from './database-lock';

/**
 * `dataSource.transaction`, safe under concurrent requests on every database. MySQL/MariaDB give
 * each transaction a pooled connection of its own. SQLite has one connection per DataSource, and
 * a second BEGIN on it while the first transaction is open fails ("cannot start a transaction
 * within a transaction", a 500), so there the transactions of one DataSource take turns.
 */
export function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type === 'mysql') return dataSource.transaction(work);
  return takeTurns(dataSource, () => dataSource.transaction(work));
}

const beginsImmediately = new WeakSet<object>();

/**
 * SQLite with several processes on one file, as the single-machine start's workers are
 * (docs/requirements.md "Single-machine start: one worker per core"): TypeORM's `BEGIN TRANSACTION` is deferred, so a
 * transaction that reads and then writes asks for the write lock only at its first write, and if
 * another process wrote in between, SQLite refuses it at once (SQLITE_BUSY, a 500) without waiting
 * out the busy timeout. `BEGIN IMMEDIATE` takes the write lock at the start instead, where waiting
 * for another process's write is what the busy timeout (5 s) is for. The better-sqlite3 driver has
 * one query runner per DataSource, so rewriting that runner's BEGIN covers every transaction.
 */
export function beginTransactionsImmediately(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const runner = dataSource.driver.createQueryRunner('master');
  if (beginsImmediately.has(runner)) return;
  beginsImmediately.add(runner);
  const query = runner.query.bind(runner) as (sql: string, ...rest: unknown[]) => Promise<unknown>;
  runner.query = ((sql: string, ...rest: unknown[]) => query(sql === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : sql, ...rest)) as typeof runner.query;
}
