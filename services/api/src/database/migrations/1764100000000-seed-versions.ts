import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

import { timestampColumn } from '../column-types';

/**
 * Which version of each seed (the catalog reference data) a database has applied: a seed inserts
 * only rows added after the newest version recorded here, so rows an operator changed or deleted
 * stay that way. The primary key also stops two replicas recording the same version.
 */
export class SeedVersions1764100000000 implements MigrationInterface {
  name = 'SeedVersions1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'seed_versions',
        columns: [
          { name: 'seed', type: 'varchar', length: '40', isPrimary: true },
          { name: 'version', type: 'integer', isPrimary: true },
          timestampColumn(queryRunner, 'applied_at'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('seed_versions');
  }
}
