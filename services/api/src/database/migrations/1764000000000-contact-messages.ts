import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

import { idColumn, timestampColumn } from '../column-types';

/** Messages from the /contact form; looked up by e-mail for account export and deletion. */
export class ContactMessages1764000000000 implements MigrationInterface {
  name = 'ContactMessages1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          idColumn(),
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'topic', type: 'varchar', length: '20' },
          { name: 'message', type: 'text' },
          timestampColumn(queryRunner, 'created_at'),
        ],
        indices: [
          { name: 'IDX_contact_messages_created_at', columnNames: ['created_at'] },
          { name: 'IDX_contact_messages_email', columnNames: ['email'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('contact_messages');
  }
}
