import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { createdAt, primaryId, timestampType } from '../migration-helpers';

/**
 * Verified-buyer reviews (issue 20): one per customer and product, shown once staff approve it. A
 * product row keeps its approved reviews' average (in tenths, 0 when none) and count, written in the
 * same transaction as every approval, hiding, edit or deletion, so lists sort by rating on an index.
 */
export class Reviews1700000012000 implements MigrationInterface {
  name = 'Reviews1700000012000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.addColumns('products', [
      new TableColumn({ name: 'rating_tenths', type: 'integer', default: 0 }),
      new TableColumn({ name: 'rating_count', type: 'integer', default: 0 }),
    ]);
    await runner.createIndex('products', new TableIndex({ name: 'IDX_products_rating', columnNames: ['rating_tenths', 'rating_count', 'id'] }));
    await runner.createTable(
      new Table({
        name: 'reviews',
        columns: [
          primaryId(),
          { name: 'product_id', type: 'integer' },
          { name: 'user_id', type: 'integer' },
          { name: 'rating', type: 'integer' },
          { name: 'title', type: 'varchar', length: '100', default: "''" },
          { name: 'text', type: 'varchar', length: '2000', default: "''" },
          { name: 'status', type: 'varchar', length: '10', default: "'pending'" },
          { name: 'reply', type: 'varchar', length: '2000', isNullable: true },
          { name: 'replied_at', type: timestampType(runner), isNullable: true },
          createdAt(runner),
          { name: 'updated_at', type: timestampType(runner), default: 'CURRENT_TIMESTAMP' },
        ],
        uniques: [{ name: 'UQ_reviews_product_user', columnNames: ['product_id', 'user_id'] }],
        checks: [{ name: 'CHK_reviews_rating', expression: 'rating BETWEEN 1 AND 5' }],
        foreignKeys: [
          { columnNames: ['product_id'], referencedTableName: 'products', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [
          // The product page's approved reviews, newest first.
          { name: 'IDX_reviews_product_status', columnNames: ['product_id', 'status', 'created_at', 'id'] },
          // The console's moderation queue.
          { name: 'IDX_reviews_status', columnNames: ['status', 'created_at', 'id'] },
          { name: 'IDX_reviews_user', columnNames: ['user_id'] },
        ],
      }),
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropTable('reviews');
    await runner.dropIndex('products', 'IDX_products_rating');
    for (const column of ['rating_count', 'rating_tenths']) await runner.dropColumn('products', column);
  }
}
