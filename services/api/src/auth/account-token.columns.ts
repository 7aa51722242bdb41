import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns every account-link token table has (TypeORM concrete-table inheritance: each entity
 * extending this gets its own table with these columns). Only the SHA-256 of the token is stored;
 * a link works until `expires_at`, its first use (`used_at`), or the account leaving `email`, the
 * address it was mailed to: a link proves that one address and nothing else (issue Q). The
 * foreign key to users lives in the migration.
 */
export abstract class AccountTokenColumns {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  /** Folded as users.email is: compared with it as stored. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
