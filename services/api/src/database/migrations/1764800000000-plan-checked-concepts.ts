import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A saved plan keeps the knowledge-base concept ids it was checked against (what the person
 * confirmed on quiz steps 8 and 9, or what was read in their text), so the plan can say "we
 * checked your plan against: …" again later. Ids only, never the text. Older plans have NULL.
 */
export class PlanCheckedConcepts1764800000000 implements MigrationInterface {
  name = 'PlanCheckedConcepts1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Plain ALTER on both databases: TypeORM's addColumn rebuilds a SQLite table, which the foreign keys forbid.
    await queryRunner.query('ALTER TABLE quiz_responses ADD COLUMN checked_concepts text NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE quiz_responses DROP COLUMN checked_concepts');
  }
}
