import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, isPostgres, primaryId, timestampType } from '../migration-helpers';

/**
 * Catalog and inventory: categories, attribute types and values, products, variants with their
 * attribute values and images, and the inventory log. Money is integer cents. A product row also
 * keeps what lists filter and sort on (shown price, total stock, stock band, search text, on sale),
 * kept current by every write, so a page is an index range scan instead of a per-request computation.
 */
export class Catalog1700000001000 implements MigrationInterface {
  name = 'Catalog1700000001000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(
      new Table({
        name: 'categories',
        columns: [
          primaryId(),
          { name: 'name', type: 'varchar', length: '100', isUnique: true },
          { name: 'description', type: 'text', default: "''" },
          { name: 'is_active', type: 'boolean', default: true },
          createdAt(runner),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'attribute_types',
        columns: [primaryId(), { name: 'name', type: 'varchar', length: '50', isUnique: true }],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'attribute_values',
        columns: [primaryId(), { name: 'type_id', type: 'integer' }, { name: 'value', type: 'varchar', length: '100' }],
        uniques: [{ columnNames: ['type_id', 'value'] }],
        foreignKeys: [{ columnNames: ['type_id'], referencedTableName: 'attribute_types', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'products',
        columns: [
          primaryId(),
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'description', type: 'text', default: "''" },
          { name: 'is_active', type: 'boolean', default: true },
          { name: 'main_image', type: 'varchar', length: '300', isNullable: true },
          { name: 'category_id', type: 'integer', isNullable: true },
          createdAt(runner),
          { name: 'updated_at', type: timestampType(runner), default: 'CURRENT_TIMESTAMP' },
          // Kept by ProductSummary on every variant write (see catalog/product-summary.ts).
          { name: 'shown_price', type: 'integer', isNullable: true },
          { name: 'shown_old_price', type: 'integer', isNullable: true },
          { name: 'total_stock', type: 'integer', default: 0 },
          { name: 'stock_band', type: 'varchar', length: '3', default: "'out'" },
          { name: 'on_sale', type: 'boolean', default: false },
          { name: 'search_text', type: 'varchar', length: '320', default: "''" },
        ],
        foreignKeys: [{ columnNames: ['category_id'], referencedTableName: 'categories', referencedColumnNames: ['id'], onDelete: 'SET NULL' }],
        indices: [
          { name: 'IDX_products_category_price', columnNames: ['category_id', 'shown_price', 'id'] },
          { name: 'IDX_products_price', columnNames: ['shown_price', 'id'] },
          { name: 'IDX_products_name', columnNames: ['name', 'id'] },
          { name: 'IDX_products_created', columnNames: ['created_at', 'id'] },
          { name: 'IDX_products_featured', columnNames: ['on_sale', 'created_at', 'id'] },
          { name: 'IDX_products_band', columnNames: ['stock_band'] },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'variants',
        columns: [
          primaryId(),
          { name: 'product_id', type: 'integer' },
          { name: 'sku', type: 'varchar', length: '64', isUnique: true },
          { name: 'price', type: 'integer' },
          { name: 'old_price', type: 'integer', isNullable: true },
          { name: 'stock', type: 'integer', default: 0 },
          { name: 'is_active', type: 'boolean', default: true },
          { name: 'position', type: 'integer', default: 0 },
          createdAt(runner),
        ],
        checks: [{ name: 'CHK_variants_stock', expression: 'stock >= 0' }],
        foreignKeys: [{ columnNames: ['product_id'], referencedTableName: 'products', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ name: 'IDX_variants_product', columnNames: ['product_id', 'position', 'id'] }],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'variant_attribute_values',
        columns: [
          { name: 'variant_id', type: 'integer', isPrimary: true },
          { name: 'attribute_value_id', type: 'integer', isPrimary: true },
        ],
        foreignKeys: [
          { columnNames: ['variant_id'], referencedTableName: 'variants', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['attribute_value_id'], referencedTableName: 'attribute_values', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ name: 'IDX_variant_values_value', columnNames: ['attribute_value_id', 'variant_id'] }],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'variant_images',
        columns: [
          primaryId(),
          { name: 'variant_id', type: 'integer' },
          { name: 'image', type: 'varchar', length: '300' },
          { name: 'alt_text', type: 'varchar', length: '300', default: "''" },
          { name: 'position', type: 'integer', default: 0 },
        ],
        foreignKeys: [{ columnNames: ['variant_id'], referencedTableName: 'variants', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ name: 'IDX_variant_images_variant', columnNames: ['variant_id', 'position'] }],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'inventory_logs',
        columns: [
          primaryId(),
          { name: 'variant_id', type: 'integer' },
          { name: 'change_type', type: 'varchar', length: '20' },
          { name: 'quantity', type: 'integer', default: 0 },
          { name: 'balance_after', type: 'integer' },
          { name: 'old_price', type: 'integer', isNullable: true },
          { name: 'new_price', type: 'integer', isNullable: true },
          { name: 'comment', type: 'varchar', length: '300', default: "''" },
          { name: 'user_id', type: 'integer', isNullable: true },
          createdAt(runner),
        ],
        foreignKeys: [
          { columnNames: ['variant_id'], referencedTableName: 'variants', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [{ name: 'IDX_inventory_logs_variant', columnNames: ['variant_id', 'id'] }],
      }),
    );
    if (isPostgres(runner)) {
      // Free-text search is `search_text LIKE '%term%'`; a trigram index serves it without a full scan.
      await runner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await runner.query('CREATE INDEX "IDX_products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops)');
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['inventory_logs', 'variant_images', 'variant_attribute_values', 'variants', 'products', 'attribute_values', 'attribute_types', 'categories']) {
      await runner.dropTable(table);
    }
  }
}
