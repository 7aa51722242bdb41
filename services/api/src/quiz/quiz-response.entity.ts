import type {
  AgeRange,
  CurrentSupplement,
  Diet,
  EngineRecommendation,
  Gender,
  Goal,
  HealthConcern,
  InteractionClass,
  Lifestyle,
  SafetyStop,
} from '@sahha/contracts/quiz';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';

import { UserOwnedColumns } from '../users/user-owned.columns';

/** JSON kept as text so the same column works on SQLite and MySQL. */
export const jsonText = {
  to: (value: unknown) => JSON.stringify(value),
  from: (value: string | null) => (value === null ? null : JSON.parse(value)),
};

/**
 * A saved quiz. Medication and additional-info free text are never stored: only 'none' or the
 * interaction classes detected in them (the promise of question 8).
 */
@Entity('quiz_responses')
@Index('IDX_quiz_responses_user_created', ['userId', 'createdAt'])
@Index('UQ_quiz_responses_plan_token', ['planTokenHash'], { unique: true })
export class QuizResponseEntity extends UserOwnedColumns {
  @Column({ type: 'varchar', length: 20 })
  gender!: Gender;

  @Column({ type: 'varchar', length: 10 })
  age!: AgeRange;

  @Column({ type: 'varchar', length: 20 })
  diet!: Diet;

  @Column({ type: 'varchar', length: 20 })
  lifestyle!: Lifestyle;

  @Column({ type: 'text', transformer: jsonText })
  goals!: Goal[];

  @Column({ name: 'health_concerns', type: 'text', transformer: jsonText })
  healthConcerns!: HealthConcern[];

  @Column({ name: 'current_supplements', type: 'text', transformer: jsonText })
  currentSupplements!: CurrentSupplement[];

  @Column({ name: 'medication_classes', type: 'text', transformer: jsonText })
  medicationClasses!: 'none' | InteractionClass[];

  @Column({ name: 'health_info_classes', type: 'text', transformer: jsonText })
  healthInfoClasses!: 'none' | InteractionClass[];

  /**
   * Knowledge-base concept ids the plan was checked against (confirmed on steps 8 and 9, or read
   * in the text): our ids, never the text. Null for plans saved before they were kept.
   */
  @Column({ name: 'checked_concepts', type: 'text', nullable: true, transformer: jsonText })
  checkedConcepts?: string[] | null;

  /**
   * SHA-256 of the visitor's plan token this row was saved from (null for a signed-in submit):
   * unique across all accounts, so a token is saved once, to one account, even when saves race.
   */
  @Column({ name: 'plan_token_hash', type: 'varchar', length: 64, nullable: true })
  planTokenHash!: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}

@Entity('supplement_recommendations')
export class SupplementRecommendationSetEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'quiz_response_id', type: 'integer', unique: true })
  quizResponseId!: number;

  @OneToOne(() => QuizResponseEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quiz_response_id' })
  quizResponse?: QuizResponseEntity;

  @Column({ type: 'text', transformer: jsonText })
  recommendations!: EngineRecommendation[];

  @Column({ name: 'safety_notes', type: 'text', transformer: jsonText })
  safetyNotes!: string[];

  /** Set when the engine stopped (kidney or liver disease): the plan's message is "see your doctor first", not an empty list. */
  @Column({ name: 'safety_stop', type: 'text', nullable: true, transformer: jsonText })
  safetyStop!: SafetyStop | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
