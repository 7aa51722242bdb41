import type { ISession } from 'connect-typeorm';
import { Column, DeleteDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** Row of the express-session store (connect-typeorm); columns are named as its queries expect. */
@Entity('sessions')
export class SessionEntity implements ISession {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id!: string;

  @Index('IDX_sessions_expiredAt')
  @Column({
    type: 'bigint',
    // mysql2 returns BIGINT as a string; the store compares it with Date.now().
    transformer: { to: (value: number) => value, from: (value: string | number) => Number(value) },
  })
  expiredAt!: number;

  @Column({ type: 'text' })
  json!: string;

  @DeleteDateColumn({ type: 'datetime', nullable: true })
  destroyedAt?: Date;
}
