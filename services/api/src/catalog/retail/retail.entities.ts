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
}

/** One retailer's current price for one product (spec §3 pricing entry). */
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

  @Column({ type: 'varchar', length: 500 })
  url!: string;

  @Column({ name: 'affiliate_url', type: 'varchar', length: 500, nullable: true })
  affiliateUrl!: string | null;

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

  /** 'YYYY-MM-DD', kept as text so neither driver shifts it by a time zone. */
  @Column({ name: 'checked_at', type: 'varchar', length: 10 })
  checkedAt!: string;
}

/** Spec §3 master retail table. */
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

/** Spec §3 fallback table: marketplace products known only by their code. */
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
