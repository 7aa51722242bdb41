import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

import { idColumn, isMysql, timestampColumn } from '../column-types';

export class CheckIns1763949600000 implements MigrationInterface {
  name = 'CheckIns1763949600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'check_ins',
        columns: [
          idColumn(),
          { name: 'user_id', type: 'integer' },
          // Milliseconds kept on MariaDB too, so two check-ins of one minute still sort by time.
          isMysql(queryRunner) ? { name: 'date', type: 'datetime', precision: 3 } : { name: 'date', type: 'datetime' },
          { name: 'energy_level', type: 'integer' },
          { name: 'sleep_quality', type: 'integer' },
          { name: 'mood', type: 'integer' },
          { name: 'adherence', type: 'integer' },
          { name: 'side_effects', type: 'text', isNullable: true },
          // JSON text: a list of CHECK_IN_IMPROVEMENTS, or null when none was ticked.
          { name: 'improvements', type: 'text', isNullable: true },
          { name: 'notes', type: 'text', isNullable: true },
          timestampColumn(queryRunner, 'created_at'),
        ],
        indices: [{ name: 'IDX_check_ins_user_id_date', columnNames: ['user_id', 'date'] }],
        foreignKeys: [
          {
            name: 'FK_check_ins_user_id',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('check_ins');
  }
}
