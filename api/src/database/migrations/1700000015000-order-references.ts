import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { isPostgres } from '../migration-helpers';

/**
 * Order references stored on the order (issue 28): new orders draw a random one, since a reference made of
 * the id let anyone with one phone walk the shop's orders through /track. Orders placed before keep the one
 * they were known by, "KC-" and the id padded to six digits, written here.
 */
export class OrderReferences1700000015000 implements MigrationInterface {
  name = 'OrderReferences1700000015000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.addColumn('orders', new TableColumn({ name: 'reference', type: 'varchar', length: '16', isNullable: true }));
    const padded = isPostgres(runner) ? `lpad(id::text, greatest(6, length(id::text)), '0')` : `printf('%06d', id)`;
    await runner.query(`UPDATE orders SET reference = 'KC-' || ${padded}`);
    // SQLite cannot make a column NOT NULL short of rebuilding the table; there the shop's code is what fills it.
    if (isPostgres(runner)) await runner.query('ALTER TABLE orders ALTER COLUMN reference SET NOT NULL');
    await runner.createIndex('orders', new TableIndex({ name: 'UQ_orders_reference', columnNames: ['reference'], isUnique: true }));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropIndex('orders', 'UQ_orders_reference');
    await runner.dropColumn('orders', 'reference');
  }
}
