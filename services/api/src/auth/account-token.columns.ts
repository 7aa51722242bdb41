import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns every account-link token table has (TypeORM concrete-table inheritance: each entity
 * extending this gets its own table with these columns). Only the SHA-256 of the token is stored;
 * a link works until `expires_at` or its first use (`used_at`). The foreign key to users lives in
 * the migration.
 */
export abstract class AccountTokenColumns {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
