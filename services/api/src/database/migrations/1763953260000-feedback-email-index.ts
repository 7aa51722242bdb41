import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/** Account export and deletion find a user's feedback by e-mail (personal data, docs/requirements.md, "API: GET /api/account/export"). */
export class FeedbackEmailIndex1763953260000 implements MigrationInterface {
  name = 'FeedbackEmailIndex1763953260000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('feedback', new TableIndex({ name: 'IDX_feedback_email', columnNames: ['email'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('feedback', 'IDX_feedback_email');
  }
}
