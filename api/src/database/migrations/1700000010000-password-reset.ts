import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, primaryId, timestampType } from '../migration-helpers';

/**
 * Password reset tokens: only their hashes are kept (the link's token, and the SMS code peppered with
 * the shop's secret), each single use and good for an hour. A request for an unknown account writes a
 * decoy row (no user, used at once), so both kinds of request do the same work.
 */
export class PasswordReset1700000010000 implements MigrationInterface {
  name = 'PasswordReset1700000010000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [
          primaryId(),
          { name: 'user_id', type: 'integer', isNullable: true },
          // sha256 of the link's 32 random bytes, base64url: looked up by it.
          { name: 'token_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'code_hash', type: 'varchar', length: '64' },
          { name: 'code_attempts', type: 'integer', default: 0 },
          { name: 'expires_at', type: timestampType(runner) },
          { name: 'used_at', type: timestampType(runner), isNullable: true },
          createdAt(runner),
        ],
        foreignKeys: [{ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [
          { name: 'IDX_password_reset_tokens_user', columnNames: ['user_id', 'used_at'] },
          { name: 'IDX_password_reset_tokens_expires', columnNames: ['expires_at'] },
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('password_reset_tokens');
  }
}
