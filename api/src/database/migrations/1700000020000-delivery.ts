import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { KENYA_COUNTIES, NAIROBI } from '../../delivery/counties';
import { FIRST_METHODS as METHODS, FIRST_RATES as RATES, FIRST_ZONES as ZONES } from '../../delivery/first-rates';
import { createdAt, insertRows, primaryId, timestampType } from '../migration-helpers';

/**
 * Delivery as data (issue 30): counties, methods, zones, rates and pickup points that staff set; variant
 * weights; customers' address books; and on each order its structured address and a snapshot of what its
 * delivery was priced at (a later rate change never rewrites it).
 */
export class Delivery1700000020000 implements MigrationInterface {
  name = 'Delivery1700000020000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.createTable(new Table({ name: 'counties', columns: [{ name: 'code', type: 'varchar', length: '5', isPrimary: true }, { name: 'name', type: 'varchar', length: '60' }] }));
    await runner.createTable(
      new Table({
        name: 'delivery_methods',
        columns: [
          primaryId(),
          { name: 'code', type: 'varchar', length: '32', isUnique: true },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'name_en', type: 'varchar', length: '80' },
          { name: 'name_sw', type: 'varchar', length: '80' },
          { name: 'description_en', type: 'varchar', length: '300', default: "''" },
          { name: 'description_sw', type: 'varchar', length: '300', default: "''" },
          { name: 'note_en', type: 'varchar', length: '300', isNullable: true },
          { name: 'note_sw', type: 'varchar', length: '300', isNullable: true },
          { name: 'is_active', type: 'boolean', default: true },
          { name: 'sort_order', type: 'integer', default: 0 },
          { name: 'days_min', type: 'integer', default: 0 },
          { name: 'days_max', type: 'integer', default: 0 },
          { name: 'requires_address', type: 'boolean', default: true },
          createdAt(runner),
          createdAt(runner, 'updated_at'),
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'delivery_zones',
        columns: [primaryId(), { name: 'name', type: 'varchar', length: '80', isUnique: true }, { name: 'is_active', type: 'boolean', default: true }],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'delivery_zone_counties',
        columns: [
          { name: 'zone_id', type: 'integer', isPrimary: true },
          { name: 'county_code', type: 'varchar', length: '5', isPrimary: true },
        ],
        foreignKeys: [
          { columnNames: ['zone_id'], referencedTableName: 'delivery_zones', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['county_code'], referencedTableName: 'counties', referencedColumnNames: ['code'] },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'delivery_rates',
        columns: [
          primaryId(),
          { name: 'method_id', type: 'integer' },
          { name: 'zone_id', type: 'integer' },
          { name: 'base_fee', type: 'integer' },
          { name: 'base_grams', type: 'integer' },
          { name: 'per_kg_fee', type: 'integer', default: 0 },
          { name: 'weight_bands', type: 'text', isNullable: true },
          { name: 'free_over', type: 'integer', isNullable: true },
          { name: 'min_goods', type: 'integer', isNullable: true },
          { name: 'days_min', type: 'integer', isNullable: true },
          { name: 'days_max', type: 'integer', isNullable: true },
          { name: 'is_active', type: 'boolean', default: true },
          { name: 'updated_at', type: timestampType(runner), default: 'CURRENT_TIMESTAMP' },
        ],
        uniques: [{ name: 'UQ_delivery_rates_method_zone', columnNames: ['method_id', 'zone_id'] }],
        foreignKeys: [
          { columnNames: ['method_id'], referencedTableName: 'delivery_methods', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['zone_id'], referencedTableName: 'delivery_zones', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'pickup_points',
        columns: [
          primaryId(),
          { name: 'method_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'county_code', type: 'varchar', length: '5' },
          { name: 'town', type: 'varchar', length: '100' },
          { name: 'address', type: 'varchar', length: '300' },
          { name: 'opening_hours', type: 'varchar', length: '200', default: "''" },
          { name: 'phone', type: 'varchar', length: '20', default: "''" },
          { name: 'is_active', type: 'boolean', default: true },
          { name: 'external_id', type: 'varchar', length: '60', isNullable: true },
        ],
        uniques: [{ name: 'UQ_pickup_points_method_external', columnNames: ['method_id', 'external_id'] }],
        foreignKeys: [
          { columnNames: ['method_id'], referencedTableName: 'delivery_methods', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['county_code'], referencedTableName: 'counties', referencedColumnNames: ['code'] },
        ],
      }),
    );
    await runner.createTable(
      new Table({
        name: 'customer_addresses',
        columns: [
          primaryId(),
          { name: 'user_id', type: 'integer' },
          { name: 'label', type: 'varchar', length: '60', isNullable: true },
          { name: 'county_code', type: 'varchar', length: '5' },
          { name: 'town', type: 'varchar', length: '100' },
          { name: 'line', type: 'varchar', length: '500' },
          { name: 'notes', type: 'varchar', length: '300', isNullable: true },
          { name: 'is_default', type: 'boolean', default: false },
          createdAt(runner),
        ],
        foreignKeys: [
          { columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['county_code'], referencedTableName: 'counties', referencedColumnNames: ['code'] },
        ],
        indices: [{ name: 'IDX_customer_addresses_user', columnNames: ['user_id'] }],
      }),
    );
    await runner.addColumn('variants', new TableColumn({ name: 'weight_grams', type: 'integer', isNullable: true }));
    await runner.addColumns('orders', [
      ...['delivery_county:5', 'delivery_town:100', 'delivery_line:500', 'delivery_notes:300', 'delivery_method_name:80', 'delivery_kind:20', 'delivery_zone:80', 'pickup_point_name:120', 'pickup_point_address:300', 'pickup_point_hours:200', 'pickup_point_phone:20'].map((spec) => {
        const [name, length] = spec.split(':');
        return new TableColumn({ name, type: 'varchar', length, isNullable: true });
      }),
      ...['delivery_zone_id', 'delivery_weight_grams', 'delivery_days_min', 'delivery_days_max', 'pickup_point_id'].map((name) => new TableColumn({ name, type: 'integer', isNullable: true })),
    ]);
    await runner.query('CREATE INDEX "IDX_orders_delivery_county" ON "orders" ("delivery_county")');
    await this.seed(runner);
  }

  private async seed(runner: QueryRunner): Promise<void> {
    const insert = (table: string, rows: Record<string, unknown>[]) => insertRows(runner, table, rows);
    await insert('counties', KENYA_COUNTIES.map(({ code, name }) => ({ code, name })));
    await insert(
      'delivery_methods',
      METHODS.map(([code, kind, nameEn, nameSw, descriptionEn, descriptionSw, sortOrder, daysMin, daysMax, requiresAddress]) => ({
        code,
        kind,
        name_en: nameEn,
        name_sw: nameSw,
        description_en: descriptionEn,
        description_sw: descriptionSw,
        sort_order: sortOrder,
        days_min: daysMin,
        days_max: daysMax,
        requires_address: requiresAddress,
      })),
    );
    await insert('delivery_zones', ZONES.map(([name]) => ({ name })));
    const methodIds = new Map<string, number>((await runner.query('SELECT id, code FROM delivery_methods')).map((row: { id: number; code: string }) => [row.code, Number(row.id)]));
    const zoneIds = new Map<string, number>((await runner.query('SELECT id, name FROM delivery_zones')).map((row: { id: number; name: string }) => [row.name, Number(row.id)]));
    await insert('delivery_zone_counties', ZONES.flatMap(([zone, codes]) => codes.map((code) => ({ zone_id: zoneIds.get(zone), county_code: code }))));
    await insert(
      'delivery_rates',
      RATES.map(([method, zone, baseFee, baseGrams, perKgFee, freeOver, daysMin, daysMax]) => ({
        method_id: methodIds.get(method),
        zone_id: zoneIds.get(zone),
        base_fee: baseFee,
        base_grams: baseGrams,
        per_kg_fee: perKgFee,
        free_over: freeOver,
        days_min: daysMin,
        days_max: daysMax,
      })),
    );
    await insert('pickup_points', [
      {
        method_id: methodIds.get('pickup'),
        name: 'Kimathi Chambers counter',
        county_code: NAIROBI,
        town: 'Nairobi CBD',
        address: 'Kimathi Street, Kimathi Chambers 2nd Floor',
        opening_hours: 'Mon-Fri 9am-6pm, Sat 10am-4pm',
        phone: '+254712345678',
      },
    ]);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX "IDX_orders_delivery_county"');
    for (const name of ['delivery_county', 'delivery_town', 'delivery_line', 'delivery_notes', 'delivery_method_name', 'delivery_kind', 'delivery_zone', 'pickup_point_name', 'pickup_point_address', 'pickup_point_hours', 'pickup_point_phone', 'delivery_zone_id', 'delivery_weight_grams', 'delivery_days_min', 'delivery_days_max', 'pickup_point_id'])
      await runner.dropColumn('orders', name);
    await runner.dropColumn('variants', 'weight_grams');
    for (const table of ['customer_addresses', 'pickup_points', 'delivery_rates', 'delivery_zone_counties', 'delivery_zones', 'delivery_methods', 'counties']) await runner.dropTable(table);
  }
}
