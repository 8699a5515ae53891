import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { createdAt, isPostgres, primaryId, timestampType } from '../migration-helpers';

/**
 * What money under faults needs (issue 9): each unpaid order's payment deadline (the expiry sweeper
 * reads it), what Pesapal reported as paid, whether the order still holds stock, longer status names
 * (payment_review, refund_requested …) and the refunds staff ask Pesapal for.
 */
export class OrderMoney1700000007500 implements MigrationInterface {
  name = 'OrderMoney1700000007500';

  async up(runner: QueryRunner): Promise<void> {
    if (isPostgres(runner)) {
      // SQLite does not enforce varchar lengths; PostgreSQL needs room for the new status names.
      await runner.query('ALTER TABLE orders ALTER COLUMN status TYPE varchar(20)');
      await runner.query('ALTER TABLE order_status_changes ALTER COLUMN from_status TYPE varchar(20)');
      await runner.query('ALTER TABLE order_status_changes ALTER COLUMN to_status TYPE varchar(20)');
    }
    await runner.addColumns('orders', [
      new TableColumn({ name: 'payment_amount', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'payment_currency', type: 'varchar', length: '3', isNullable: true }),
      new TableColumn({ name: 'payment_due_at', type: timestampType(runner), isNullable: true }),
      new TableColumn({ name: 'stock_held', type: 'boolean', default: true }),
    ]);
    // Orders placed before this migration: the ones that ended or shipped hold no stock; pending ones
    // get a deadline now, so the sweeper also expires those whose timers were lost.
    await runner.query(`UPDATE orders SET stock_held = false WHERE status IN ('cancelled', 'failed', 'refunded', 'shipped', 'completed')`);
    await runner.query(`UPDATE orders SET payment_due_at = CURRENT_TIMESTAMP WHERE status = 'pending'`);
    await runner.createIndex('orders', new TableIndex({ name: 'IDX_orders_status_due', columnNames: ['status', 'payment_due_at'] }));
    await runner.createTable(
      new Table({
        name: 'order_refunds',
        columns: [
          primaryId(),
          { name: 'order_id', type: 'integer' },
          { name: 'amount', type: 'bigint' },
          { name: 'remarks', type: 'varchar', length: '255' },
          { name: 'requested_by', type: 'varchar', length: '150' },
          { name: 'confirmation_code', type: 'varchar', length: '64' },
          { name: 'from_status', type: 'varchar', length: '20' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'answer', type: 'varchar', length: '500', isNullable: true },
          createdAt(runner),
          { name: 'updated_at', type: timestampType(runner), default: 'CURRENT_TIMESTAMP' },
        ],
        checks: [{ name: 'CHK_order_refunds_amount', expression: 'amount > 0' }],
        foreignKeys: [{ columnNames: ['order_id'], referencedTableName: 'orders', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ name: 'IDX_order_refunds_order', columnNames: ['order_id', 'id'] }],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('order_refunds');
    await runner.dropIndex('orders', 'IDX_orders_status_due');
    for (const column of ['stock_held', 'payment_due_at', 'payment_currency', 'payment_amount']) await runner.dropColumn('orders', column);
  }
}
