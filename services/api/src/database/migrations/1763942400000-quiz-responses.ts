import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

import { idColumn, longTextColumn, timestampColumn } from '../column-types';

export class QuizResponses1763942400000 implements MigrationInterface {
  name = 'QuizResponses1763942400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'quiz_responses',
        columns: [
          idColumn(),
          { name: 'user_id', type: 'integer' },
          { name: 'gender', type: 'varchar', length: '20' },
          { name: 'age', type: 'varchar', length: '10' },
          { name: 'diet', type: 'varchar', length: '20' },
          { name: 'lifestyle', type: 'varchar', length: '20' },
          { name: 'goals', type: 'text' },
          { name: 'health_concerns', type: 'text' },
          { name: 'current_supplements', type: 'text' },
          { name: 'medication_classes', type: 'text' },
          { name: 'health_info_classes', type: 'text' },
          timestampColumn(queryRunner, 'created_at'),
        ],
        indices: [{ name: 'IDX_quiz_responses_user_created', columnNames: ['user_id', 'created_at'] }],
        foreignKeys: [
          { name: 'FK_quiz_responses_user', columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'supplement_recommendations',
        columns: [
          idColumn(),
          { name: 'quiz_response_id', type: 'integer' },
          longTextColumn(queryRunner, 'recommendations'),
          { name: 'safety_notes', type: 'text' },
          timestampColumn(queryRunner, 'created_at'),
        ],
        uniques: [{ name: 'UQ_supplement_recommendations_quiz', columnNames: ['quiz_response_id'] }],
        foreignKeys: [
          {
            name: 'FK_supplement_recommendations_quiz',
            columnNames: ['quiz_response_id'],
            referencedTableName: 'quiz_responses',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('supplement_recommendations');
    await queryRunner.dropTable('quiz_responses');
  }
}
