/**
 * Fills the configured database (DATABASE_URL, or the SQLite file under DATA_DIR) with a large
 * catalog for benchmarks: `npm run seed:large -- --products 10000` adds 10,000 products with about
 * 30,000 variants, their attribute values, images, initial and price-change logs, and the list
 * columns the API keeps on each product. Bulk multi-row INSERTs in one transaction per batch.
 */
import * as path from 'node:path';
import { DataSource, QueryRunner } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { fileStoreFor } from '../src/media/media.module';
import { searchTextOf, summariseProduct } from '../src/catalog/product-summary';
import { generateSku } from '../src/catalog/sku';
import { ArtworkKind, renderArtwork } from '../src/seed/catalog-artwork';

const CATEGORIES: { name: string; kind: ArtworkKind; nouns: string[]; base: number }[] = [
  { name: 'Bags', kind: 'bag', nouns: ['Tote', 'Basket', 'Satchel', 'Clutch', 'Backpack', 'Shopper'], base: 1500 },
  { name: 'Ponchos', kind: 'poncho', nouns: ['Poncho', 'Wrap', 'Cape', 'Shawl'], base: 2200 },
  { name: 'Scarves', kind: 'scarf', nouns: ['Scarf', 'Head Wrap', 'Stole', 'Bandana'], base: 700 },
  { name: 'Wallets', kind: 'wallet', nouns: ['Wallet', 'Card Holder', 'Purse', 'Pouch'], base: 400 },
];
const STYLES = ['Maasai', 'Kikoi', 'Kitenge', 'Ankara', 'Shuka', 'Lamu', 'Turkana', 'Samburu', 'Kamba', 'Swahili', 'Savanna', 'Rift Valley', 'Coastal', 'Safari'];
const FINISHES = ['Beaded', 'Woven', 'Striped', 'Printed', 'Embroidered', 'Fringed', 'Hand-dyed', 'Stitched'];
const COLORS: Record<string, string> = { Red: '#b03a2e', Blue: '#1f5fa8', Green: '#1e8449', Yellow: '#d4ac0d', Black: '#2c2c2c', Orange: '#d35400', Purple: '#6c3483', Brown: '#7b4a24' };
const SIZES = ['Small', 'Medium', 'Large', 'One Size'];
const MATERIALS = ['Leather', 'Cotton', 'Sisal', 'Glass Beads', 'Wool', 'Kitenge Fabric'];
const BATCH = 1000;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

/** A small deterministic random generator, so two runs build the same catalog. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

class Inserter {
  constructor(
    private readonly runner: QueryRunner,
    private readonly postgres: boolean,
  ) {}

  /** One multi-row INSERT per chunk, kept under both dialects' parameter limits. */
  async insert(table: string, columns: string[], rows: unknown[][]): Promise<void> {
    const perStatement = Math.max(1, Math.floor(30000 / columns.length));
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      const params: unknown[] = [];
      const tuples = chunk.map((row) => `(${row.map((value) => (params.push(this.value(value)), this.postgres ? `$${params.length}` : '?')).join(', ')})`);
      await this.runner.query(`INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${tuples.join(', ')}`, params);
    }
  }

  private value(value: unknown): unknown {
    if (typeof value === 'boolean') return this.postgres ? value : value ? 1 : 0;
    if (value instanceof Date) return value.toISOString().replace('T', ' ').slice(0, 19);
    return value;
  }
}

async function idOf(runner: QueryRunner, table: string, column: string, value: string, insert: () => Promise<void>): Promise<number> {
  const placeholder = runner.connection.options.type === 'postgres' ? '$1' : '?';
  const find = async () => (await runner.query(`SELECT id FROM "${table}" WHERE "${column}" = ${placeholder}`, [value]))[0]?.id as number | undefined;
  const found = await find();
  if (found !== undefined) return Number(found);
  await insert();
  return Number(await find());
}

async function main(): Promise<void> {
  const products = argument('products', 10000);
  // `npm start` runs the shop from the repository root, so a relative DATA_DIR means the same folder here.
  process.chdir(path.resolve(__dirname, '..', '..'));
  // Bulk inserts and index builds may take longer than the shop's statement timeout.
  const config = Object.assign(loadConfig(), { DATABASE_STATEMENT_TIMEOUT_MS: 0 });
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  const postgres = dataSource.options.type === 'postgres';
  const runner = dataSource.createQueryRunner();
  const insert = new Inserter(runner, postgres);
  const started = Date.now();
  const p = (n: number) => (postgres ? `$${n}` : '?');

  // Categories and attribute values: reuse the seeded ones, add what is missing.
  const categoryIds = new Map<string, number>();
  for (const category of CATEGORIES) {
    categoryIds.set(
      category.name,
      await idOf(runner, 'categories', 'name', category.name, () =>
        runner.query(`INSERT INTO categories (name, description, is_active) VALUES (${p(1)}, ${p(2)}, ${p(3)})`, [category.name, `Handmade ${category.name.toLowerCase()}`, postgres ? true : 1]),
      ),
    );
  }
  const values = new Map<string, number>();
  for (const [type, list] of [['Color', Object.keys(COLORS)], ['Size', SIZES], ['Material', MATERIALS]] as const) {
    const typeId = await idOf(runner, 'attribute_types', 'name', type, () => runner.query(`INSERT INTO attribute_types (name) VALUES (${p(1)})`, [type]));
    for (const value of list) {
      const existing = await runner.query(`SELECT id FROM attribute_values WHERE type_id = ${p(1)} AND value = ${p(2)}`, [typeId, value]);
      if (!existing.length) await runner.query(`INSERT INTO attribute_values (type_id, value) VALUES (${p(1)}, ${p(2)})`, [typeId, value]);
      values.set(value, Number((await runner.query(`SELECT id FROM attribute_values WHERE type_id = ${p(1)} AND value = ${p(2)}`, [typeId, value]))[0].id));
    }
  }

  // One picture per category and colour, shared by the products (a benchmark needs rows, not 40,000 files).
  const files = fileStoreFor(config);
  const pictures = new Map<string, string>();
  await Promise.all(
    CATEGORIES.flatMap((category) =>
      Object.entries(COLORS).map(async ([color, hex], index) => {
        pictures.set(`${category.kind}:${color}`, await files.save('products', await renderArtwork(category.kind, hex, index), 'webp'));
      }),
    ),
  );

  const maxId = async (table: string) => Number((await runner.query(`SELECT COALESCE(MAX(id), 0) AS id FROM "${table}"`))[0].id);
  let productId = await maxId('products');
  let variantId = await maxId('variants');
  let imageId = await maxId('variant_images');
  const next = random(20250101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  let variantCount = 0;

  for (let done = 0; done < products; done += BATCH) {
    const productRows: unknown[][] = [];
    const variantRows: unknown[][] = [];
    const valueRows: unknown[][] = [];
    const imageRows: unknown[][] = [];
    const logRows: unknown[][] = [];
    for (let i = done; i < Math.min(products, done + BATCH); i++) {
      const category = CATEGORIES[i % CATEGORIES.length];
      const id = ++productId;
      const name = `${pick(STYLES)} ${pick(FINISHES)} ${pick(category.nouns)} ${id}`;
      const createdAt = new Date(now - Math.floor(next() * 365 * 24 * 3600 * 1000));
      const onSale = next() < 0.15;
      const basePrice = (category.base + Math.floor(next() * 60) * 100) * 100;
      const colors = Object.keys(COLORS).sort(() => next() - 0.5).slice(0, 2 + Math.floor(next() * 3));
      const second = next() < 0.4 ? pick(SIZES) : next() < 0.5 ? pick(MATERIALS) : null;
      const variants = colors.map((color, position) => {
        const stockRoll = next();
        const stock = stockRoll < 0.08 ? 0 : stockRoll < 0.25 ? 1 + Math.floor(next() * 8) : 10 + Math.floor(next() * 90);
        const price = onSale ? Math.round((basePrice * 0.8) / 5000) * 5000 : basePrice;
        return { id: ++variantId, color, position, stock, price, oldPrice: onSale ? basePrice : null, isActive: next() > 0.03 };
      });
      const summary = summariseProduct(variants);
      productRows.push([
        id,
        name,
        `${name}: handmade in Kenya from ${second && MATERIALS.includes(second) ? second.toLowerCase() : 'local materials'}.`,
        next() > 0.02,
        pictures.get(`${category.kind}:${colors[0]}`),
        categoryIds.get(category.name),
        createdAt,
        createdAt,
        summary.shownPrice,
        summary.shownOldPrice,
        summary.totalStock,
        summary.stockBand,
        summary.onSale,
        searchTextOf(name, category.name),
      ]);
      for (const variant of variants) {
        const attributeNames = [variant.color, ...(second ? [second] : [])];
        variantRows.push([
          variant.id,
          id,
          generateSku({ categoryName: category.name, productId: id, variantId: variant.id, values: attributeNames }),
          variant.price,
          variant.oldPrice,
          variant.stock,
          variant.isActive,
          variant.position,
          createdAt,
        ]);
        for (const value of attributeNames) valueRows.push([variant.id, values.get(value)]);
        imageRows.push([++imageId, variant.id, pictures.get(`${category.kind}:${variant.color}`), `${name} - ${attributeNames.join(' / ')}`, 0]);
        logRows.push([variant.id, 'initial', variant.stock, variant.stock, null, variant.oldPrice ?? variant.price, 'Large catalog seed', createdAt]);
        if (variant.oldPrice !== null) logRows.push([variant.id, 'price_change', 0, variant.stock, variant.oldPrice, variant.price, 'Seasonal offer', createdAt]);
      }
      variantCount += variants.length;
    }
    await runner.startTransaction();
    try {
      await insert.insert('products', ['id', 'name', 'description', 'is_active', 'main_image', 'category_id', 'created_at', 'updated_at', 'shown_price', 'shown_old_price', 'total_stock', 'stock_band', 'on_sale', 'search_text'], productRows);
      await insert.insert('variants', ['id', 'product_id', 'sku', 'price', 'old_price', 'stock', 'is_active', 'position', 'created_at'], variantRows);
      await insert.insert('variant_attribute_values', ['variant_id', 'attribute_value_id'], valueRows);
      await insert.insert('variant_images', ['id', 'variant_id', 'image', 'alt_text', 'position'], imageRows);
      await insert.insert('inventory_logs', ['variant_id', 'change_type', 'quantity', 'balance_after', 'old_price', 'new_price', 'comment', 'created_at'], logRows);
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    }
    process.stdout.write(`\r${Math.min(products, done + BATCH)} / ${products} products`);
  }
  if (postgres) {
    // Ids were given explicitly; move the sequences past them.
    for (const table of ['products', 'variants', 'variant_images']) {
      await runner.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT MAX(id) FROM "${table}"))`);
    }
    // VACUUM sets the visibility map, so counts can be answered from the indexes alone.
    await runner.query('VACUUM ANALYZE');
  } else {
    await runner.query('ANALYZE');
  }
  await runner.release();
  await dataSource.destroy();
  console.log(`\nAdded ${products} products and ${variantCount} variants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
