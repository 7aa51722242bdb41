import type { OfferChangeSource } from '@sahha/contracts/catalog-admin';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { decimalNumber } from '../retail/retail.entities';

/**
 * One recorded state of an offer (docs/requirements.md, "API: admin catalog"): written when an
 * offer is created and whenever its price or stock changes, with who and when. Also the price
 * history, so it is read by product and time.
 */
@Entity('offer_changes')
@Index('IDX_offer_changes_product_changed', ['productKey', 'changedAt'])
@Index('IDX_offer_changes_retailer_changed', ['retailerKey', 'changedAt'])
export class OfferChangeEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'offer_id', type: 'integer' })
  offerId!: number;

  @Column({ name: 'product_key', type: 'varchar', length: 40 })
  productKey!: string;

  @Column({ name: 'retailer_key', type: 'varchar', length: 40 })
  retailerKey!: string;

  @Column({ type: 'decimal', precision: 8, scale: 2, transformer: decimalNumber })
  price!: number;

  @Column({ name: 'in_stock', type: 'boolean' })
  inStock!: boolean;

  @CreateDateColumn({ name: 'changed_at' })
  changedAt!: Date;

  @Column({ type: 'varchar', length: 10 })
  source!: OfferChangeSource;

  /** The admin's e-mail ('edit', 'feed') or the job's name ('cli'). */
  @Column({ name: 'changed_by', type: 'varchar', length: 254 })
  changedBy!: string;
}

/** A store's feed item an admin matched to one of our products (or to none: null), reused by the store's next import. */
@Entity('feed_item_matches')
@Index('UQ_feed_item_matches_retailer_item', ['retailerKey', 'feedItemId'], { unique: true })
export class FeedItemMatchEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'retailer_key', type: 'varchar', length: 40 })
  retailerKey!: string;

  @Column({ name: 'feed_item_id', type: 'varchar', length: 50 })
  feedItemId!: string;

  @Column({ name: 'product_key', type: 'varchar', length: 40, nullable: true })
  productKey!: string | null;

  @Column({ name: 'confirmed_by', type: 'varchar', length: 254 })
  confirmedBy!: string;

  @CreateDateColumn({ name: 'confirmed_at' })
  confirmedAt!: Date;
}
