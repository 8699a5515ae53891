import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { createdAt, primaryId, timestampType } from '../migration-helpers';

/**
 * The outbox of SMS and e-mail (one row per event, channel and recipient), the templates staff edit,
 * and each variant's low-stock alert threshold.
 */
export class Notifications1700000009500 implements MigrationInterface {
  name = 'Notifications1700000009500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'notifications',
        columns: [
          primaryId(),
          { name: 'event', type: 'varchar', length: '40' },
          // The occurrence (order 12 paid, variant 7's crossing in log 90…): with channel and recipient, unique.
          { name: 'event_key', type: 'varchar', length: '120' },
          { name: 'channel', type: 'varchar', length: '10' },
          { name: 'recipient', type: 'varchar', length: '254' },
          { name: 'template', type: 'varchar', length: '60' },
          { name: 'language', type: 'varchar', length: '5' },
          { name: 'order_id', type: 'integer', isNullable: true },
          { name: 'subject', type: 'varchar', length: '300', default: "''" },
          { name: 'body', type: 'text' },
          { name: 'html', type: 'text', isNullable: true },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'due_at', type: timestampType(runner) },
          { name: 'provider', type: 'varchar', length: '20', isNullable: true },
          { name: 'provider_message_id', type: 'varchar', length: '200', isNullable: true },
          { name: 'delivery_status', type: 'varchar', length: '40', isNullable: true },
          { name: 'error', type: 'varchar', length: '500', isNullable: true },
          { name: 'sent_at', type: timestampType(runner), isNullable: true },
          createdAt(runner),
          createdAt(runner, 'updated_at'),
        ],
        uniques: [{ name: 'UQ_notifications_event_channel_recipient', columnNames: ['event_key', 'channel', 'recipient'] }],
        indices: [
          { name: 'IDX_notifications_due', columnNames: ['status', 'due_at'] },
          { name: 'IDX_notifications_order', columnNames: ['order_id', 'id'] },
          { name: 'IDX_notifications_created', columnNames: ['created_at', 'id'] },
          { name: 'IDX_notifications_provider_message', columnNames: ['provider_message_id'] },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'notification_templates',
        columns: [
          primaryId(),
          { name: 'template', type: 'varchar', length: '60' },
          { name: 'language', type: 'varchar', length: '5' },
          { name: 'subject', type: 'varchar', length: '300', default: "''" },
          { name: 'body', type: 'text' },
          { name: 'updated_by', type: 'varchar', length: '150', default: "''" },
          createdAt(runner, 'updated_at'),
        ],
        uniques: [{ name: 'UQ_notification_templates_template_language', columnNames: ['template', 'language'] }],
      }),
    );
    await runner.addColumn('variants', new TableColumn({ name: 'low_stock_threshold', type: 'integer', default: 5 }));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropColumn('variants', 'low_stock_threshold');
    await runner.dropTable('notification_templates');
    await runner.dropTable('notifications');
  }
}
