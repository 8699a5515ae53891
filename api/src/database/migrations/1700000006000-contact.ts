import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, primaryId } from '../migration-helpers';

/** Messages from the contact form and newsletter subscribers, both read by staff in the console. */
export class Contact1700000006000 implements MigrationInterface {
  name = 'Contact1700000006000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          primaryId(),
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'phone', type: 'varchar', length: '30', default: "''" },
          { name: 'subject', type: 'varchar', length: '20' },
          { name: 'message', type: 'text' },
          createdAt(runner),
        ],
        indices: [
          { name: 'IDX_contact_messages_created', columnNames: ['created_at', 'id'] },
          { name: 'IDX_contact_messages_subject', columnNames: ['subject', 'id'] },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'newsletter_subscribers',
        columns: [
          primaryId(),
          // Stored trimmed and lower-cased, so the unique index compares addresses case-insensitively.
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          createdAt(runner),
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('newsletter_subscribers');
    await runner.dropTable('contact_messages');
  }
}
