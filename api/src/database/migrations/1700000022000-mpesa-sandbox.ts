import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, primaryId, timestampType } from '../migration-helpers';

/** The built-in M-Pesa stand-in's prompts (issue 32), shared by every API replica as Daraja's are. */
export class MpesaSandbox1700000022000 implements MigrationInterface {
  name = 'MpesaSandbox1700000022000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'mpesa_sandbox_prompts',
        columns: [
          primaryId(),
          { name: 'checkout_request_id', type: 'varchar', length: '64', isUnique: true },
          { name: 'merchant_request_id', type: 'varchar', length: '64' },
          { name: 'amount', type: 'integer' },
          { name: 'phone', type: 'varchar', length: '12' },
          { name: 'account_reference', type: 'varchar', length: '12' },
          { name: 'callback_url', type: 'varchar', length: '500' },
          { name: 'answer', type: 'varchar', length: '32', isNullable: true },
          { name: 'result_code', type: 'integer', isNullable: true },
          { name: 'result_desc', type: 'varchar', length: '255', isNullable: true },
          { name: 'receipt', type: 'varchar', length: '10', isNullable: true, isUnique: true },
          createdAt(runner),
          { name: 'answered_at', type: timestampType(runner), isNullable: true },
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('mpesa_sandbox_prompts');
  }
}
