import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

import { idColumn, timestampColumn } from '../column-types';

/** Token columns shared by both tables: only the SHA-256 of a token is stored, never the token. */
function tokenColumns(queryRunner: QueryRunner): TableColumnOptions[] {
  return [
    { name: 'token_hash', type: 'varchar', length: '64' },
    { name: 'expires_at', type: 'datetime' },
    { name: 'used_at', type: 'datetime', isNullable: true },
    timestampColumn(queryRunner, 'created_at'),
  ];
}

function userForeignKey(table: string) {
  return { name: `FK_${table}_user_id`, columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
}

/**
 * Issue L: password reset and e-mail verification. Existing accounts stay unverified (NULL): we
 * never confirmed that their address reaches them.
 */
export class AccountEmails1764300000000 implements MigrationInterface {
  name = 'AccountEmails1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Plain ALTER on both databases: TypeORM's addColumn rebuilds a SQLite table, which the foreign keys of users forbid.
    await queryRunner.query('ALTER TABLE users ADD COLUMN email_verified_at datetime NULL');
    await queryRunner.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [idColumn(), { name: 'user_id', type: 'integer' }, ...tokenColumns(queryRunner)],
        uniques: [{ name: 'UQ_password_reset_tokens_token_hash', columnNames: ['token_hash'] }],
        indices: [{ name: 'IDX_password_reset_tokens_user_id', columnNames: ['user_id'] }],
        foreignKeys: [userForeignKey('password_reset_tokens')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'email_verification_tokens',
        columns: [
          idColumn(),
          { name: 'user_id', type: 'integer' },
          // The address the link was sent to: once the account's address changes, the link is void.
          { name: 'email', type: 'varchar', length: '254' },
          ...tokenColumns(queryRunner),
        ],
        uniques: [{ name: 'UQ_email_verification_tokens_token_hash', columnNames: ['token_hash'] }],
        indices: [{ name: 'IDX_email_verification_tokens_user_id', columnNames: ['user_id'] }],
        foreignKeys: [userForeignKey('email_verification_tokens')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('email_verification_tokens');
    await queryRunner.dropTable('password_reset_tokens');
    await queryRunner.query('ALTER TABLE users DROP COLUMN email_verified_at');
  }
}
