import type { RetailerKind } from '@sahha/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** MariaDB hands DECIMAL back as a string, SQLite as a number: both become numbers here. */
export const decimalNumber = {
  to: (value: number) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

@Entity('retailers')
export class RetailerEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 40, unique: true })
  key!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 30 })
  kind!: RetailerKind;

  @Column({ name: 'delivery_time', type: 'varchar', length: 30 })
  deliveryTime!: string;

  /** Logo key: the front end bundles the image under this name. */
  @Column({ type: 'varchar', length: 60 })
  logo!: string;

  /** The store's home page; its host is the one our links to the store may go to. */
  @Column({ name: 'site_url', type: 'varchar', length: 200 })
  siteUrl!: string;

  /** The store's own site search with `{query}` where the URL-encoded text goes. */
  @Column({ name: 'search_url', type: 'varchar', length: 300 })
  searchUrl!: string;
}

/** One retailer's price for one product (docs/requirements.md, "Data: products, retailers and prices"). */
@Entity('product_offers')
export class ProductOfferEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'product_key', type: 'varchar', length: 40 })
  productKey!: string;

  @Column({ name: 'retailer_key', type: 'varchar', length: 40 })
  retailerKey!: string;

  @Column({ type: 'decimal', precision: 8, scale: 2, transformer: decimalNumber })
  price!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: 'AED';

  /** A product page someone verified on the store; null links to the store's search instead. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  url!: string | null;

  @Column({ name: 'affiliate_program', type: 'varchar', length: 20, nullable: true })
  affiliateProgram!: 'amazon' | null;

  @Column({ name: 'in_stock', type: 'boolean' })
  inStock!: boolean;

  @Column({ type: 'decimal', precision: 2, scale: 1, transformer: decimalNumber })
  rating!: number;

  @Column({ type: 'integer' })
  servings!: number;

  @Column({ type: 'varchar', length: 60 })
  quantity!: string;

  /** 'YYYY-MM-DD' (Gulf time) a person or an import checked the price on the store, null until then; text so neither driver shifts it. */
  @Column({ name: 'checked_at', type: 'varchar', length: 10, nullable: true })
  checkedAt!: string | null;

  /** The offer's own delivery time (admin Catalog area); null shows the store's usual one. */
  @Column({ name: 'delivery_time', type: 'varchar', length: 30, nullable: true })
  deliveryTime!: string | null;
}

/** The master retail table (docs/requirements.md, "Data: products, retailers and prices"). */
@Entity('retail_listings')
export class RetailListingEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  supplement!: string;

  @Column({ name: 'retailer_key', type: 'varchar', length: 40 })
  retailerKey!: string;

  @Column({ name: 'product_name', type: 'varchar', length: 200 })
  productName!: string;

  @Column({ type: 'varchar', length: 500, unique: true })
  url!: string;

  @Column({ type: 'decimal', precision: 8, scale: 2, transformer: decimalNumber })
  price!: number;

  @Column({ type: 'varchar', length: 60 })
  quantity!: string;

  @Column({ name: 'has_affiliate', type: 'boolean' })
  hasAffiliate!: boolean;
}

/** The fallback table (docs/requirements.md, "Data: products, retailers and prices"): marketplace products known only by their code. */
@Entity('fallback_items')
export class FallbackItemEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 10, unique: true })
  code!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'time_of_day', type: 'varchar', length: 20 })
  timeOfDay!: string;

  @Column({ type: 'decimal', precision: 8, scale: 2, transformer: decimalNumber })
  price!: number;

  @Column({ name: 'in_stock', type: 'boolean' })
  inStock!: boolean;
}
