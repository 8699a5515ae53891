import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, primaryId, timestampType } from '../migration-helpers';

/**
 * Server carts: one per customer (created on first use), one line per variant. Prices are not
 * stored here: a cart always shows today's price; checkout snapshots it into the order.
 */
export class Cart1700000003000 implements MigrationInterface {
  name = 'Cart1700000003000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'carts',
        columns: [
          primaryId(),
          { name: 'user_id', type: 'integer', isUnique: true },
          createdAt(runner),
          // Every cart change bumps it first: the row doubles as the cart's lock (see CartService).
          { name: 'updated_at', type: timestampType(runner), default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [{ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'cart_items',
        columns: [
          primaryId(),
          { name: 'cart_id', type: 'integer' },
          { name: 'variant_id', type: 'integer' },
          { name: 'quantity', type: 'integer' },
          createdAt(runner),
        ],
        uniques: [{ name: 'UQ_cart_items_cart_variant', columnNames: ['cart_id', 'variant_id'] }],
        checks: [{ name: 'CHK_cart_items_quantity', expression: 'quantity >= 1' }],
        foreignKeys: [
          { columnNames: ['cart_id'], referencedTableName: 'carts', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          // A variant deleted from the catalog leaves the carts it was in.
          { columnNames: ['variant_id'], referencedTableName: 'variants', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ name: 'IDX_cart_items_variant', columnNames: ['variant_id'] }],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('cart_items');
    await runner.dropTable('carts');
  }
}
