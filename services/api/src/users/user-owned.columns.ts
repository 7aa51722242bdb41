import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import { UserEntity } from './user.entity';

/**
 * The columns of a table whose rows belong to one account and go with it (TypeORM concrete-table
 * inheritance: each entity extending this gets its own table with these columns): the account's
 * id, whose foreign key deletes the row with the account (ON DELETE CASCADE, as in the migrations).
 */
export abstract class UserOwnedColumns {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;
}
