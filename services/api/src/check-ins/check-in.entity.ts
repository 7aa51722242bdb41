import type { CheckInImprovement } from '@sahha/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { improvementsColumn } from './improvements-column';

/** One weekly check-in (docs/requirements.md, "API: POST /api/check-in"). The foreign key to users lives in the migration. */
@Entity('check_ins')
@Index('IDX_check_ins_user_id_date', ['userId', 'date'])
export class CheckInEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'datetime' })
  date!: Date;

  @Column({ name: 'energy_level', type: 'integer' })
  energyLevel!: number;

  @Column({ name: 'sleep_quality', type: 'integer' })
  sleepQuality!: number;

  @Column({ type: 'integer' })
  mood!: number;

  @Column({ type: 'integer' })
  adherence!: number;

  @Column({ name: 'side_effects', type: 'text', nullable: true })
  sideEffects!: string | null;

  @Column({ type: 'text', nullable: true, transformer: improvementsColumn })
  improvements!: CheckInImprovement[] | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
