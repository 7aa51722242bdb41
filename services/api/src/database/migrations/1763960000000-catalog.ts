import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

import { idColumn, timestampColumn } from '../column-types';

const price = (name: string) => ({ name, type: 'decimal', precision: 8, scale: 2 });

/** Retailers, offers, the master retail table and the fallback table (seeded at start), and product ratings. */
export class Catalog1763960000000 implements MigrationInterface {
  name = 'Catalog1763960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'retailers',
        columns: [
          idColumn(),
          { name: 'key', type: 'varchar', length: '40' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'kind', type: 'varchar', length: '30' },
          { name: 'delivery_time', type: 'varchar', length: '30' },
          { name: 'logo', type: 'varchar', length: '60' },
        ],
        uniques: [{ name: 'UQ_retailers_key', columnNames: ['key'] }],
      }),
    );
    const retailerForeignKey = (table: string) => ({
      name: `FK_${table}_retailer`,
      columnNames: ['retailer_key'],
      referencedTableName: 'retailers',
      referencedColumnNames: ['key'],
    });
    await queryRunner.createTable(
      new Table({
        name: 'product_offers',
        columns: [
          idColumn(),
          { name: 'product_key', type: 'varchar', length: '40' },
          { name: 'retailer_key', type: 'varchar', length: '40' },
          price('price'),
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'url', type: 'varchar', length: '500' },
          { name: 'affiliate_url', type: 'varchar', length: '500', isNullable: true },
          { name: 'affiliate_program', type: 'varchar', length: '20', isNullable: true },
          { name: 'in_stock', type: 'boolean' },
          { name: 'rating', type: 'decimal', precision: 2, scale: 1 },
          { name: 'servings', type: 'integer' },
          { name: 'quantity', type: 'varchar', length: '60' },
          { name: 'checked_at', type: 'varchar', length: '10' },
        ],
        uniques: [{ name: 'UQ_product_offers_product_retailer', columnNames: ['product_key', 'retailer_key'] }],
        foreignKeys: [retailerForeignKey('product_offers')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'retail_listings',
        columns: [
          idColumn(),
          { name: 'supplement', type: 'varchar', length: '100' },
          { name: 'retailer_key', type: 'varchar', length: '40' },
          { name: 'product_name', type: 'varchar', length: '200' },
          { name: 'url', type: 'varchar', length: '500' },
          price('price'),
          { name: 'quantity', type: 'varchar', length: '60' },
          { name: 'has_affiliate', type: 'boolean' },
        ],
        uniques: [{ name: 'UQ_retail_listings_url', columnNames: ['url'] }],
        foreignKeys: [retailerForeignKey('retail_listings')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'fallback_items',
        columns: [
          idColumn(),
          { name: 'code', type: 'varchar', length: '10' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'description', type: 'text' },
          { name: 'time_of_day', type: 'varchar', length: '20' },
          price('price'),
          { name: 'in_stock', type: 'boolean' },
        ],
        uniques: [{ name: 'UQ_fallback_items_code', columnNames: ['code'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'product_ratings',
        columns: [
          idColumn(),
          { name: 'user_id', type: 'integer' },
          { name: 'product_key', type: 'varchar', length: '40' },
          { name: 'rating', type: 'integer' },
          { name: 'text', type: 'varchar', length: '1000' },
          timestampColumn(queryRunner, 'created_at'),
          timestampColumn(queryRunner, 'updated_at'),
        ],
        uniques: [{ name: 'UQ_product_ratings_user_product', columnNames: ['user_id', 'product_key'] }],
        indices: [{ name: 'IDX_product_ratings_product', columnNames: ['product_key'] }],
        foreignKeys: [
          { name: 'FK_product_ratings_user', columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('product_ratings');
    await queryRunner.dropTable('fallback_items');
    await queryRunner.dropTable('retail_listings');
    await queryRunner.dropTable('product_offers');
    await queryRunner.dropTable('retailers');
  }
}
