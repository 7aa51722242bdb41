import type { QueryRunner, TableColumnOptions } from 'typeorm';

/**
 * The one place where migrations differ between SQLite (embedded, dev) and MySQL/MariaDB
 * (production, CI). Every migration builds its columns through these helpers.
 */
export function isMysql(queryRunner: QueryRunner): boolean {
  return queryRunner.connection.driver.options.type === 'mysql';
}

export function idColumn(): TableColumnOptions {
  return { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
}

/** Row timestamps filled by the database, so rows inserted by raw SQL are stamped too. */
export function timestampColumn(queryRunner: QueryRunner, name: string): TableColumnOptions {
  return isMysql(queryRunner)
    ? { name, type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
    : { name, type: 'datetime', default: "(datetime('now'))" };
}

/** Text that may exceed MySQL's 64 KB TEXT limit (session JSON). */
export function longTextColumn(queryRunner: QueryRunner, name: string): TableColumnOptions {
  return { name, type: isMysql(queryRunner) ? 'mediumtext' : 'text' };
}
