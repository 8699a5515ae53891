import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The language each customer is spoken to in (issue 21): an account's choice, the language of the visit
 * that placed an order (its notices follow it) and of a newsletter subscription. 'en' or 'sw'.
 */
const TABLES = ['users', 'orders', 'newsletter_subscribers'];

export class Languages1700000013000 implements MigrationInterface {
  name = 'Languages1700000013000';

  async up(runner: QueryRunner): Promise<void> {
    for (const table of TABLES) await runner.addColumn(table, new TableColumn({ name: 'language', type: 'varchar', length: '2', default: "'en'" }));
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of TABLES) await runner.dropColumn(table, 'language');
  }
}
