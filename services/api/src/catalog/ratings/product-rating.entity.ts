import { Column, CreateDateColumn, Entity, Index, UpdateDateColumn } from 'typeorm';

import { UserOwnedColumns } from '../../users/user-owned.columns';

/** One user's rating of one product; rating again updates it. */
@Entity('product_ratings')
@Index('UQ_product_ratings_user_product', ['userId', 'productKey'], { unique: true })
export class ProductRatingEntity extends UserOwnedColumns {
  @Column({ name: 'product_key', type: 'varchar', length: 40 })
  productKey!: string;

  @Column({ type: 'integer' })
  rating!: number;

  @Column({ type: 'varchar', length: 1000 })
  text!: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt!: Date;
}
