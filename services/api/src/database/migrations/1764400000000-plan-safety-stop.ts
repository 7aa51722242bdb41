import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A saved plan keeps the engine's safety stop, so reopening a stopped plan says "please talk to
 * your doctor first" instead of "no recommendations"; and a plan saved from a visitor's token
 * records the token's hash, unique per user, so concurrent saves of one token store one plan.
 * Plans saved before this have no stop on record (NULL) and no token hash.
 */
export class PlanSafetyStop1764400000000 implements MigrationInterface {
  name = 'PlanSafetyStop1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Plain ALTER on both databases: TypeORM's addColumn rebuilds a SQLite table, which the foreign keys forbid.
    await queryRunner.query('ALTER TABLE supplement_recommendations ADD COLUMN safety_stop text NULL');
    await queryRunner.query('ALTER TABLE quiz_responses ADD COLUMN plan_token_hash varchar(64) NULL');
    await queryRunner.query('CREATE UNIQUE INDEX UQ_quiz_responses_user_plan_token ON quiz_responses (user_id, plan_token_hash)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('quiz_responses', 'UQ_quiz_responses_user_plan_token');
    await queryRunner.query('ALTER TABLE quiz_responses DROP COLUMN plan_token_hash');
    await queryRunner.query('ALTER TABLE supplement_recommendations DROP COLUMN safety_stop');
  }
}
