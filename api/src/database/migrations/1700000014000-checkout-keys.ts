import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, primaryId } from '../migration-helpers';

/**
 * Idempotency-Key of POST /api/checkout/ (issue 22): the order a customer's key placed, with the hash of
 * the request, so a retried checkout answers that order instead of placing a second one. A key counts for
 * 24 hours; an older row is replaced when its key comes again.
 */
export class CheckoutKeys1700000014000 implements MigrationInterface {
  name = 'CheckoutKeys1700000014000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'checkout_keys',
        columns: [
          primaryId(),
          { name: 'user_id', type: 'integer' },
          { name: 'key', type: 'varchar', length: '255' },
          { name: 'request_hash', type: 'varchar', length: '64' },
          { name: 'order_id', type: 'integer' },
          createdAt(runner),
        ],
        uniques: [{ name: 'UQ_checkout_keys_user_key', columnNames: ['user_id', 'key'] }],
        foreignKeys: [
          { columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['order_id'], referencedTableName: 'orders', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ name: 'IDX_checkout_keys_order', columnNames: ['order_id'] }],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('checkout_keys');
  }
}
