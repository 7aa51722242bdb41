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
