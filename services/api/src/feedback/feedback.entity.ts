import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One beta feedback submission (docs/requirements.md, "API: POST /api/feedback"); the table comes from the initial migration. */
@Entity('feedback')
export class FeedbackEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  rating!: number;

  /** '' when the visitor left no comment. */
  @Column({ type: 'text' })
  comment!: string;

  /** Trimmed and lower-cased, '' when none was given; matched against account e-mails on deletion. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
