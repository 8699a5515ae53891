import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { createdAt, primaryId, timestampType } from '../migration-helpers';

/**
 * WhatsApp order updates (issue 33): a customer's opt-in (when and where given, when and how withdrawn), a WhatsApp
 * row's template message and the SMS that replaces it should WhatsApp not deliver, staff's template mapping, and the
 * conversations: what customers write to the shop's number and staff's answers.
 */
export class WhatsApp1700000026000 implements MigrationInterface {
  name = 'WhatsApp1700000026000';

  async up(runner: QueryRunner): Promise<void> {
    const at = (name: string) => new TableColumn({ name, type: timestampType(runner), isNullable: true });
    const via = (name: string) => new TableColumn({ name, type: 'varchar', length: '16', isNullable: true });
    await runner.addColumns('users', [at('whatsapp_opt_in_at'), via('whatsapp_opt_in_via'), at('whatsapp_opt_out_at'), via('whatsapp_opt_out_via')]);
    await runner.addColumns('notifications', [
      new TableColumn({ name: 'payload', type: 'text', isNullable: true }),
      new TableColumn({ name: 'fallback_of', type: 'integer', isNullable: true }),
    ]);
    await runner.createTable(
      new Table({
        name: 'whatsapp_templates',
        columns: [
          primaryId(),
          { name: 'event', type: 'varchar', length: '40' },
          { name: 'language', type: 'varchar', length: '8' },
          { name: 'name', type: 'varchar', length: '512', default: "''" },
          { name: 'body', type: 'text' },
          { name: 'variables', type: 'text' },
          { name: 'updated_by', type: 'varchar', default: "''" },
          createdAt(runner, 'updated_at'),
        ],
        uniques: [{ name: 'UQ_whatsapp_templates_event_language', columnNames: ['event', 'language'] }],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'whatsapp_messages',
        columns: [
          primaryId(),
          { name: 'direction', type: 'varchar', length: '3' },
          { name: 'phone', type: 'varchar', length: '20' },
          { name: 'wa_message_id', type: 'varchar', length: '128', isNullable: true },
          { name: 'name', type: 'varchar', length: '100', default: "''" },
          { name: 'body', type: 'text' },
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'order_id', type: 'integer', isNullable: true },
          { name: 'sent_by', type: 'varchar', length: '150', isNullable: true },
          { name: 'delivery_status', type: 'varchar', length: '16', isNullable: true },
          createdAt(runner),
        ],
        uniques: [{ name: 'UQ_whatsapp_messages_wa_id', columnNames: ['wa_message_id'] }],
        indices: [{ name: 'IDX_whatsapp_messages_phone', columnNames: ['phone', 'created_at'] }],
      }),
    );
    // A customer's message is matched to their latest order by phone.
    await runner.createIndex('orders', new TableIndex({ name: 'IDX_orders_client_phone', columnNames: ['client_phone'] }));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropIndex('orders', 'IDX_orders_client_phone');
    await runner.dropTable('whatsapp_messages');
    await runner.dropTable('whatsapp_templates');
    await runner.dropColumns('notifications', ['payload', 'fallback_of']);
    await runner.dropColumns('users', ['whatsapp_opt_in_at', 'whatsapp_opt_in_via', 'whatsapp_opt_out_at', 'whatsapp_opt_out_via']);
  }
}
