import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

import { idColumn, longTextColumn, timestampColumn } from '../column-types';

export class InitialSchema1763856000000 implements MigrationInterface {
  name = 'InitialSchema1763856000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          idColumn(),
          { name: 'name', type: 'varchar', length: '100', isNullable: true },
          // 254: the longest address SMTP can carry (RFC 5321).
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'role', type: 'varchar', length: '10', default: "'user'" },
          timestampColumn(queryRunner, 'created_at'),
          timestampColumn(queryRunner, 'updated_at'),
        ],
        uniques: [{ name: 'UQ_users_email', columnNames: ['email'] }],
      }),
    );

    // Shape required by connect-typeorm's ISession (property names are used in its queries).
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '255', isPrimary: true },
          { name: 'expiredAt', type: 'bigint' },
          longTextColumn(queryRunner, 'json'),
          { name: 'destroyedAt', type: 'datetime', isNullable: true },
        ],
        indices: [{ name: 'IDX_sessions_expiredAt', columnNames: ['expiredAt'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'feedback',
        columns: [
          idColumn(),
          { name: 'rating', type: 'int' },
          { name: 'comment', type: 'text' },
          { name: 'email', type: 'varchar', length: '254' },
          timestampColumn(queryRunner, 'created_at'),
        ],
        indices: [{ name: 'IDX_feedback_created_at', columnNames: ['created_at'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('feedback');
    await queryRunner.dropTable('sessions');
    await queryRunner.dropTable('users');
  }
}
