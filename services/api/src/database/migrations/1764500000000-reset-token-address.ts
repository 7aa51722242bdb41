import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue Q: a password-reset link records the address it was mailed to, like a verification link,
 * so it proves that address and no other: once the account's address changes, the link is void.
 * Links issued before this (30 minutes at most) are dropped rather than given a guessed address;
 * their owners ask again.
 */
export class ResetTokenAddress1764500000000 implements MigrationInterface {
  name = 'ResetTokenAddress1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM password_reset_tokens');
    // Plain ALTER on both databases (TypeORM's addColumn rebuilds a SQLite table, which the foreign keys forbid);
    // the default only satisfies SQLite's rule for adding a NOT NULL column, every row written carries an address.
    await queryRunner.query("ALTER TABLE password_reset_tokens ADD COLUMN email varchar(254) NOT NULL DEFAULT ''");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE password_reset_tokens DROP COLUMN email');
  }
}
