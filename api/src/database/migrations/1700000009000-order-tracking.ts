import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** The courier's tracking number or the rider's phone, given by staff when the order ships (not Pesapal's payment_tracking_id). */
export class OrderTracking1700000009000 implements MigrationInterface {
  name = 'OrderTracking1700000009000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.addColumn('orders', new TableColumn({ name: 'tracking_id', type: 'varchar', isNullable: true }));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropColumn('orders', 'tracking_id');
  }
}
