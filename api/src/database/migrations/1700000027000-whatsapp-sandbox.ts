import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, primaryId } from '../migration-helpers';

/** The built-in WhatsApp Cloud API stand-in's messages (issue 33), shared by every API replica and worker as Meta's are. */
export class WhatsAppSandbox1700000027000 implements MigrationInterface {
  name = 'WhatsAppSandbox1700000027000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'whatsapp_sandbox_messages',
        columns: [
          primaryId(),
          { name: 'wa_message_id', type: 'varchar', length: '128', isUnique: true },
          { name: 'direction', type: 'varchar', length: '3' },
          { name: 'phone', type: 'varchar', length: '20' },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'template_name', type: 'varchar', length: '512', isNullable: true },
          { name: 'language', type: 'varchar', length: '16', isNullable: true },
          { name: 'parameters', type: 'text', isNullable: true },
          { name: 'body', type: 'text' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'webhook_error', type: 'varchar', length: '255', isNullable: true },
          createdAt(runner),
        ],
        indices: [{ name: 'IDX_whatsapp_sandbox_messages_phone', columnNames: ['phone', 'id'] }],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('whatsapp_sandbox_messages');
  }
}
