import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey } from 'typeorm';
import { createdAt, primaryId, timestampType } from '../migration-helpers';

/**
 * Discount codes (issue 20): the codes staff set up, one redemption row per order that used one (the
 * per-customer limit counts them; a cancelled, expired or failed order's row is released), the code a
 * customer applied to the server cart, and the code and amount on each order.
 */
export class Discounts1700000011000 implements MigrationInterface {
  name = 'Discounts1700000011000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'discount_codes',
        columns: [
          primaryId(),
          // Kept upper-case: codes are case-insensitive and unique.
          { name: 'code', type: 'varchar', length: '40', isUnique: true },
          { name: 'type', type: 'varchar', length: '20' },
          // Whole percent (1-100) or cents off; 0 for free delivery.
          { name: 'value', type: 'integer', default: 0 },
          { name: 'min_goods_total', type: 'integer', isNullable: true },
          { name: 'starts_at', type: timestampType(runner), isNullable: true },
          { name: 'ends_at', type: timestampType(runner), isNullable: true },
          { name: 'usage_limit', type: 'integer', isNullable: true },
          { name: 'per_customer_limit', type: 'integer', isNullable: true },
          { name: 'product_ids', type: 'varchar', length: '2000', default: "''" },
          { name: 'category_ids', type: 'varchar', length: '2000', default: "''" },
          { name: 'is_active', type: 'boolean', default: true },
          { name: 'times_used', type: 'integer', default: 0 },
          createdAt(runner),
          createdAt(runner, 'updated_at'),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'discount_redemptions',
        columns: [
          primaryId(),
          { name: 'code_id', type: 'integer' },
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'order_id', type: 'integer', isUnique: true },
          { name: 'amount', type: 'integer' },
          { name: 'released', type: 'boolean', default: false },
          createdAt(runner),
        ],
        foreignKeys: [
          { columnNames: ['code_id'], referencedTableName: 'discount_codes', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
          { columnNames: ['order_id'], referencedTableName: 'orders', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ name: 'IDX_discount_redemptions_code_user', columnNames: ['code_id', 'user_id', 'released'] }],
      }),
    );
    await runner.addColumn('carts', new TableColumn({ name: 'discount_code_id', type: 'integer', isNullable: true }));
    await runner.createForeignKey('carts', new TableForeignKey({ columnNames: ['discount_code_id'], referencedTableName: 'discount_codes', referencedColumnNames: ['id'], onDelete: 'SET NULL' }));
    await runner.addColumns('orders', [
      new TableColumn({ name: 'discount_code', type: 'varchar', length: '40', isNullable: true }),
      new TableColumn({ name: 'discount_amount', type: 'integer', default: 0 }),
    ]);
    await runner.query('CREATE INDEX "IDX_orders_discount_code" ON "orders" ("discount_code")');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX "IDX_orders_discount_code"');
    await runner.dropColumn('orders', 'discount_amount');
    await runner.dropColumn('orders', 'discount_code');
    const carts = await runner.getTable('carts');
    const fk = carts?.foreignKeys.find((key) => key.columnNames.includes('discount_code_id'));
    if (fk) await runner.dropForeignKey('carts', fk);
    await runner.dropColumn('carts', 'discount_code_id');
    await runner.dropTable('discount_redemptions');
    await runner.dropTable('discount_codes');
  }
}
