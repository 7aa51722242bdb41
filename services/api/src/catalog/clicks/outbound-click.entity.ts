import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Clicks on one store's link for one product on one Gulf calendar day. A count, never a log of
 * events: no address, no account, no time of day, so nothing here can be traced to a person.
 */
@Entity('outbound_clicks')
export class OutboundClickEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'retailer_key', type: 'varchar', length: 40 })
  retailerKey!: string;

  @Column({ name: 'product_key', type: 'varchar', length: 40 })
  productKey!: string;

  /** 'YYYY-MM-DD' in Gulf time. */
  @Column({ type: 'varchar', length: 10 })
  day!: string;

  @Column({ type: 'integer' })
  clicks!: number;
}
