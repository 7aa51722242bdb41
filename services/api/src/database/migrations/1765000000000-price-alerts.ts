import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

import { idColumn, isMysql, timestampColumn } from '../column-types';

/**
 * Price-drop alerts (issue M item 6): one per member and product. `armed` is cleared when the
 * e-mail goes and set again once the price is back at or above the threshold, so a price that stays
 * low sends one e-mail, not one per import. Only the SHA-256 of the newest unsubscribe token is
 * kept (unique: it names the one alert it was mailed for).
 */
export class PriceAlerts1765000000000 implements MigrationInterface {
  name = 'PriceAlerts1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'price_alerts',
        columns: [
          idColumn(),
          { name: 'user_id', type: 'integer' },
          { name: 'product_key', type: 'varchar', length: '40' },
          { name: 'threshold', type: 'decimal', precision: 8, scale: 2 },
          { name: 'armed', type: 'boolean' },
          { name: 'unsubscribe_token_hash', type: 'varchar', length: '64', isNullable: true },
          { name: 'notified_at', type: 'datetime', isNullable: true, ...(isMysql(queryRunner) ? { precision: 6 } : {}) },
          timestampColumn(queryRunner, 'created_at'),
        ],
        uniques: [
          { name: 'UQ_price_alerts_user_product', columnNames: ['user_id', 'product_key'] },
          { name: 'UQ_price_alerts_unsubscribe_token', columnNames: ['unsubscribe_token_hash'] },
        ],
        indices: [{ name: 'IDX_price_alerts_product', columnNames: ['product_key'] }],
        foreignKeys: [
          { name: 'FK_price_alerts_user', columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('price_alerts');
  }
}
