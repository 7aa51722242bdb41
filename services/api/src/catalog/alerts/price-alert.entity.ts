import { Column, CreateDateColumn, Entity, Index } from 'typeorm';

import { UserOwnedColumns } from '../../users/user-owned.columns';
import { decimalNumber } from '../retail/retail.entities';

/** A member's price-drop alert on one product (docs/requirements.md, "API: price alerts"). */
@Entity('price_alerts')
@Index('UQ_price_alerts_user_product', ['userId', 'productKey'], { unique: true })
@Index('UQ_price_alerts_unsubscribe_token', ['unsubscribeTokenHash'], { unique: true })
@Index('IDX_price_alerts_product', ['productKey'])
export class PriceAlertEntity extends UserOwnedColumns {
  @Column({ name: 'product_key', type: 'varchar', length: 40 })
  productKey!: string;

  /** AED: an e-mail goes when a fresh in-stock offer is below it. */
  @Column({ type: 'decimal', precision: 8, scale: 2, transformer: decimalNumber })
  threshold!: number;

  /** Cleared when the e-mail goes; set again once the fresh price is back at or above the threshold. */
  @Column({ type: 'boolean' })
  armed!: boolean;

  /** SHA-256 (hex) of the token in the newest e-mail's unsubscribe link; null before the first e-mail. */
  @Column({ name: 'unsubscribe_token_hash', type: 'varchar', length: 64, nullable: true })
  unsubscribeTokenHash!: string | null;

  @Column({ name: 'notified_at', type: 'datetime', nullable: true })
  notifiedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
