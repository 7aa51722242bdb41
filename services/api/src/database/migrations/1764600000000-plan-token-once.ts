import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A visitor's plan token is saved once, to one account: the token's hash becomes unique across
 * accounts instead of per account, so a copied token cannot put someone's plan (their medicine
 * and condition classes) into a second account. Until now one token could be saved by several
 * accounts; where it was, the first save keeps the token and the later ones keep their plan
 * without it (their hash is cleared), so no one's saved plan is lost and the index can be built.
 * Both databases allow any number of NULLs under a unique index (signed-in submits have none).
 */
export class PlanTokenOnce1764600000000 implements MigrationInterface {
  name = 'PlanTokenOnce1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const shared: { id: number; hash: string }[] = await queryRunner.query(
      `SELECT id, plan_token_hash AS hash FROM quiz_responses
       WHERE plan_token_hash IN (SELECT plan_token_hash FROM quiz_responses WHERE plan_token_hash IS NOT NULL GROUP BY plan_token_hash HAVING COUNT(*) > 1)
       ORDER BY id`,
    );
    const kept = new Set<string>();
    const released: number[] = [];
    for (const { id, hash } of shared) {
      if (kept.has(hash)) released.push(Number(id));
      else kept.add(hash);
    }
    if (released.length > 0) {
      await queryRunner.query(`UPDATE quiz_responses SET plan_token_hash = NULL WHERE id IN (${released.map(() => '?').join(', ')})`, released);
    }
    await queryRunner.query('CREATE UNIQUE INDEX UQ_quiz_responses_plan_token ON quiz_responses (plan_token_hash)');
    // The per-account key is implied by the new one. On MariaDB the user_id foreign key keeps IDX_quiz_responses_user_created.
    await queryRunner.dropIndex('quiz_responses', 'UQ_quiz_responses_user_plan_token');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE UNIQUE INDEX UQ_quiz_responses_user_plan_token ON quiz_responses (user_id, plan_token_hash)');
    await queryRunner.dropIndex('quiz_responses', 'UQ_quiz_responses_plan_token');
  }
}
