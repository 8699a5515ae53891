import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, primaryId } from '../migration-helpers';

/** M-Pesa Express (issue 32): each prompt to a shopper's phone, and Safaricom's callbacks as they came. */
export class MpesaAttempts1700000021000 implements MigrationInterface {
  name = 'MpesaAttempts1700000021000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'mpesa_attempts',
        columns: [
          primaryId(),
          { name: 'order_id', type: 'integer' },
          { name: 'phone', type: 'varchar', length: '12' },
          { name: 'amount', type: 'bigint' },
          { name: 'status', type: 'varchar', length: '16', default: "'pending'" },
          { name: 'merchant_request_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'checkout_request_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'result_code', type: 'integer', isNullable: true },
          { name: 'result_desc', type: 'varchar', length: '255', isNullable: true },
          { name: 'receipt', type: 'varchar', length: '20', isNullable: true },
          { name: 'paid_amount', type: 'bigint', isNullable: true },
          createdAt(runner),
          createdAt(runner, 'updated_at'),
        ],
        uniques: [
          { name: 'UQ_mpesa_attempts_checkout_request', columnNames: ['checkout_request_id'] },
          { name: 'UQ_mpesa_attempts_receipt', columnNames: ['receipt'] },
        ],
        foreignKeys: [{ name: 'FK_mpesa_attempts_order', columnNames: ['order_id'], referencedTableName: 'orders', referencedColumnNames: ['id'] }],
        indices: [
          { name: 'IDX_mpesa_attempts_order', columnNames: ['order_id'] },
          // A second tap on Pay while a prompt waits finds this one instead of sending another.
          { name: 'UQ_mpesa_attempts_one_pending', columnNames: ['order_id'], isUnique: true, where: "status = 'pending'" },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'mpesa_callbacks',
        columns: [primaryId(), { name: 'checkout_request_id', type: 'varchar', length: '64', isNullable: true }, { name: 'body', type: 'text' }, createdAt(runner, 'received_at')],
        indices: [{ name: 'IDX_mpesa_callbacks_checkout_request', columnNames: ['checkout_request_id'] }],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('mpesa_callbacks');
    await runner.dropTable('mpesa_attempts');
  }
}
