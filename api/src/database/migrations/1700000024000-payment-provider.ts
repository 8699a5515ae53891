import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Which provider's payment an order's payment fields describe (issue 32: M-Pesa Express beside Pesapal), so its
 * refund goes the right way. Orders paid before it were all paid through Pesapal.
 */
export class PaymentProvider1700000024000 implements MigrationInterface {
  name = 'PaymentProvider1700000024000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.addColumn('orders', new TableColumn({ name: 'payment_provider', type: 'varchar', length: '16', isNullable: true }));
    await runner.query("UPDATE orders SET payment_provider = 'pesapal' WHERE payment_tracking_id IS NOT NULL AND payment_status IS NOT NULL AND payment_status <> 'PENDING'");
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropColumn('orders', 'payment_provider');
  }
}
