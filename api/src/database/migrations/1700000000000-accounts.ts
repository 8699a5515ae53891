import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, primaryId, timestampType } from '../migration-helpers';

export class Accounts1700000000000 implements MigrationInterface {
  name = 'Accounts1700000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'users',
        columns: [
          primaryId(),
          { name: 'username', type: 'varchar', length: '150', isUnique: true },
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'password_hash', type: 'varchar', length: '100' },
          { name: 'first_name', type: 'varchar', length: '150', default: "''" },
          { name: 'last_name', type: 'varchar', length: '150', default: "''" },
          { name: 'phone', type: 'varchar', length: '32', default: "''" },
          { name: 'address', type: 'varchar', length: '500', default: "''" },
          { name: 'profile_image', type: 'varchar', length: '300', isNullable: true },
          { name: 'role', type: 'varchar', length: '16', default: "'customer'" },
          createdAt(runner, 'date_joined'),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'revoked_tokens',
        columns: [
          { name: 'jti', type: 'varchar', length: '64', isPrimary: true },
          { name: 'expires_at', type: timestampType(runner) },
        ],
        indices: [{ columnNames: ['expires_at'] }],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('revoked_tokens');
    await runner.dropTable('users');
  }
}
