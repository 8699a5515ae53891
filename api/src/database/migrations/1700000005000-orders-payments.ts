import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, primaryId, timestampType } from '../migration-helpers';

/**
 * Orders with their lines (name and price snapshots) and status history, the Pesapal IPN
 * registration, and the built-in sandbox's own tables. Money is integer cents.
 */
export class OrdersPayments1700000005000 implements MigrationInterface {
  name = 'OrdersPayments1700000005000';

  async up(runner: QueryRunner): Promise<void> {
    const updatedAt = { name: 'updated_at', type: timestampType(runner), default: 'CURRENT_TIMESTAMP' };
    await runner.createTable(
      new Table({
        name: 'orders',
        columns: [
          primaryId(),
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'delivery_method', type: 'varchar', length: '12' },
          { name: 'delivery_address', type: 'varchar', length: '500', isNullable: true },
          { name: 'client_name', type: 'varchar', length: '150' },
          { name: 'client_email', type: 'varchar', length: '254' },
          { name: 'client_phone', type: 'varchar', length: '16' },
          { name: 'product_total', type: 'integer' },
          { name: 'delivery_fee', type: 'integer' },
          { name: 'total_price', type: 'integer' },
          { name: 'payment_tracking_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'payment_redirect_url', type: 'varchar', length: '500', isNullable: true },
          { name: 'payment_status', type: 'varchar', length: '12', isNullable: true },
          { name: 'payment_method', type: 'varchar', length: '32', isNullable: true },
          { name: 'payment_confirmation_code', type: 'varchar', length: '64', isNullable: true },
          { name: 'payment_account', type: 'varchar', length: '64', isNullable: true },
          createdAt(runner),
          updatedAt,
        ],
        foreignKeys: [{ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' }],
        indices: [
          { name: 'IDX_orders_user_created', columnNames: ['user_id', 'created_at', 'id'] },
          { name: 'IDX_orders_status_created', columnNames: ['status', 'created_at', 'id'] },
          { name: 'IDX_orders_created', columnNames: ['created_at', 'id'] },
          { name: 'IDX_orders_tracking', columnNames: ['payment_tracking_id'], isUnique: true },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'order_items',
        columns: [
          primaryId(),
          { name: 'order_id', type: 'integer' },
          { name: 'variant_id', type: 'integer', isNullable: true },
          { name: 'name', type: 'varchar', length: '300' },
          { name: 'sku', type: 'varchar', length: '64' },
          { name: 'unit_price', type: 'integer' },
          { name: 'quantity', type: 'integer' },
          { name: 'subtotal', type: 'integer' },
        ],
        checks: [{ name: 'CHK_order_items_quantity', expression: 'quantity > 0' }],
        foreignKeys: [
          { columnNames: ['order_id'], referencedTableName: 'orders', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['variant_id'], referencedTableName: 'variants', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [
          { name: 'IDX_order_items_order', columnNames: ['order_id'] },
          { name: 'IDX_order_items_variant', columnNames: ['variant_id'] },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'order_status_changes',
        columns: [
          primaryId(),
          { name: 'order_id', type: 'integer' },
          { name: 'from_status', type: 'varchar', length: '12', isNullable: true },
          { name: 'to_status', type: 'varchar', length: '12' },
          { name: 'actor', type: 'varchar', length: '150' },
          { name: 'note', type: 'varchar', length: '300', default: "''" },
          createdAt(runner),
        ],
        foreignKeys: [{ columnNames: ['order_id'], referencedTableName: 'orders', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ name: 'IDX_order_status_changes_order', columnNames: ['order_id', 'id'] }],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'pesapal_ipns',
        columns: [
          primaryId(),
          { name: 'base_url', type: 'varchar', length: '300' },
          { name: 'url', type: 'varchar', length: '500' },
          { name: 'ipn_id', type: 'varchar', length: '64' },
          createdAt(runner),
        ],
        uniques: [{ name: 'UQ_pesapal_ipns_url', columnNames: ['base_url', 'url'] }],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'pesapal_sandbox_ipns',
        columns: [
          primaryId(),
          { name: 'ipn_id', type: 'varchar', length: '64', isUnique: true },
          { name: 'url', type: 'varchar', length: '500' },
          { name: 'notification_type', type: 'varchar', length: '4' },
          createdAt(runner),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'pesapal_sandbox_transactions',
        columns: [
          primaryId(),
          { name: 'tracking_id', type: 'varchar', length: '64', isUnique: true },
          { name: 'merchant_reference', type: 'varchar', length: '50' },
          { name: 'amount', type: 'integer' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'description', type: 'varchar', length: '100' },
          { name: 'callback_url', type: 'varchar', length: '500' },
          { name: 'notification_id', type: 'varchar', length: '64' },
          { name: 'phone', type: 'varchar', length: '32', default: "''" },
          { name: 'email', type: 'varchar', length: '254', default: "''" },
          { name: 'status_code', type: 'integer', default: 0 },
          { name: 'payment_method', type: 'varchar', length: '32', default: "''" },
          { name: 'confirmation_code', type: 'varchar', length: '64', default: "''" },
          { name: 'payment_account', type: 'varchar', length: '64', default: "''" },
          createdAt(runner),
          updatedAt,
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['pesapal_sandbox_transactions', 'pesapal_sandbox_ipns', 'pesapal_ipns', 'order_status_changes', 'order_items', 'orders']) {
      await runner.dropTable(table);
    }
  }
}
