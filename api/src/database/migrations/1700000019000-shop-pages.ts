import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { primaryId, timestampType } from '../migration-helpers';

/** Policy pages (issue 29): privacy, terms, shipping and returns, in Markdown, in English and Kiswahili; the seed writes the drafts. */
export class ShopPages1700000019000 implements MigrationInterface {
  name = 'ShopPages1700000019000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'shop_pages',
        columns: [
          primaryId(),
          { name: 'slug', type: 'varchar', length: '40' },
          { name: 'title_en', type: 'varchar', length: '120' },
          { name: 'body_en', type: 'text' },
          { name: 'title_sw', type: 'varchar', length: '120' },
          { name: 'body_sw', type: 'text' },
          { name: 'updated_at', type: timestampType(runner), default: 'CURRENT_TIMESTAMP' },
          { name: 'updated_by', type: 'varchar', length: '150', default: "''" },
        ],
        uniques: [{ name: 'UQ_shop_pages_slug', columnNames: ['slug'] }],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('shop_pages');
  }
}
