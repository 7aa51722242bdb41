import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

import { idColumn, timestampColumn } from '../column-types';

/**
 * The admin Catalog area (issue M item 2): an offer may carry its own delivery time (NULL shows
 * the store's usual one); every create and every change of an offer's price or stock is recorded
 * with who made it and when (also the price history, so read by product and time); a feed item an
 * admin matched to one of our products (or to none) is remembered for the store's next import.
 */
export class OfferChanges1764900000000 implements MigrationInterface {
  name = 'OfferChanges1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Plain ALTER on both databases: TypeORM's addColumn rebuilds a SQLite table, which the foreign key to retailers forbids.
    await queryRunner.query('ALTER TABLE product_offers ADD COLUMN delivery_time varchar(30) NULL');
    await queryRunner.createTable(
      new Table({
        name: 'offer_changes',
        columns: [
          idColumn(),
          // No foreign key: the history outlives an offer a reset removes.
          { name: 'offer_id', type: 'integer' },
          { name: 'product_key', type: 'varchar', length: '40' },
          { name: 'retailer_key', type: 'varchar', length: '40' },
          { name: 'price', type: 'decimal', precision: 8, scale: 2 },
          { name: 'in_stock', type: 'boolean' },
          timestampColumn(queryRunner, 'changed_at'),
          { name: 'source', type: 'varchar', length: '10' },
          { name: 'changed_by', type: 'varchar', length: '254' },
        ],
        indices: [
          { name: 'IDX_offer_changes_product_changed', columnNames: ['product_key', 'changed_at'] },
          { name: 'IDX_offer_changes_retailer_changed', columnNames: ['retailer_key', 'changed_at'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'feed_item_matches',
        columns: [
          idColumn(),
          { name: 'retailer_key', type: 'varchar', length: '40' },
          { name: 'feed_item_id', type: 'varchar', length: '50' },
          // NULL: an admin decided the item is none of our products.
          { name: 'product_key', type: 'varchar', length: '40', isNullable: true },
          { name: 'confirmed_by', type: 'varchar', length: '254' },
          timestampColumn(queryRunner, 'confirmed_at'),
        ],
        uniques: [{ name: 'UQ_feed_item_matches_retailer_item', columnNames: ['retailer_key', 'feed_item_id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('feed_item_matches');
    await queryRunner.dropTable('offer_changes');
    await queryRunner.query('ALTER TABLE product_offers DROP COLUMN delivery_time');
  }
}
