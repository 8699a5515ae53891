import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { timestampType } from '../migration-helpers';

/** When each account last changed its password: tokens issued before it are refused (other sessions end). */
export class PasswordChanged1700000008000 implements MigrationInterface {
  name = 'PasswordChanged1700000008000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.addColumn('users', new TableColumn({ name: 'password_changed_at', type: timestampType(runner), isNullable: true }));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropColumn('users', 'password_changed_at');
  }
}
