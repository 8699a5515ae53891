import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { markCatalogChanged } from '../../catalog-cache/catalog-changes';
import { inTransaction } from '../../inventory/transaction';
import { PickupPoint } from '../delivery.entities';
import { parseCsv } from './csv';
import { countyNames } from './fields';
import { PHONE_RULE } from './pickup-points.dto';
import { assertPickupMethod, PickupPointsService } from './pickup-points.service';
import { ImportLineProblemView, PickupPointImportView } from './staff.views';

export const IMPORT_COLUMNS = ['external_id', 'name', 'county', 'town', 'address', 'opening_hours', 'phone'] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
const REQUIRED: Column[] = ['name', 'county', 'town', 'address'];
const LIMITS: Record<Column, number> = { external_id: 60, name: 120, county: 60, town: 100, address: 300, opening_hours: 200, phone: 20 };
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

interface Row {
  line: number;
  values: Record<Column, string>;
  countyCode: string;
}

const refused = (detail: string) => new BadRequestException({ file: [detail] });

/**
 * Loads an agent network's points from CSV (header: external_id,name,county,town,address,opening_hours,phone; county by
 * code or name, any case). All or nothing: every row is checked first, and one bad row imports none, naming each line.
 * A row whose external_id matches a point of the method updates it; the others are created.
 */
@Injectable()
export class PickupPointsImport {
  constructor(
    private readonly dataSource: DataSource,
    private readonly points: PickupPointsService,
  ) {}

  async run(methodId: number, file: { buffer: Buffer; size: number } | undefined): Promise<PickupPointImportView> {
    if (!file) throw new BadRequestException({ file: ['Choose a CSV file.'] });
    if (file.size > MAX_IMPORT_BYTES) throw refused(`The file is too large: the limit is ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`);
    await assertPickupMethod(this.dataSource.manager, methodId);
    const text = file.buffer.toString('utf8');
    if (text.includes('\u0000') || text.includes('\ufffd')) throw refused('Save the file as CSV in UTF-8 text.');
    const [header, ...records] = parseCsv(text);
    if (!header) throw refused('The file is empty.');
    const names = header.fields.map((name) => name.trim().toLowerCase());
    const missing = IMPORT_COLUMNS.filter((column) => !names.includes(column));
    if (missing.length) throw refused(`The header row must name the columns ${IMPORT_COLUMNS.join(',')} (missing: ${missing.join(', ')}).`);
    if (!records.length) throw refused('The file has no rows to import.');
    if (records.length > MAX_IMPORT_ROWS) throw refused(`Import at most ${MAX_IMPORT_ROWS} rows at once.`);

    const counties = await countyNames(this.dataSource.manager);
    const byName = new Map([...counties].flatMap(([code, name]) => [[code.toLowerCase(), code], [name.toLowerCase(), code]]));
    const problems: ImportLineProblemView[] = [];
    const seen = new Map<string, number>();
    const rows: Row[] = [];
    for (const record of records) {
      const values = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, (record.fields[names.indexOf(column)] ?? '').trim()])) as Record<Column, string>;
      const problem = this.problemOf(values, byName, seen);
      if (problem) problems.push({ line: record.line, detail: problem });
      else rows.push({ line: record.line, values, countyCode: byName.get(values.county.toLowerCase())! });
      if (values.external_id) seen.set(values.external_id, record.line);
    }
    if (problems.length) {
      const count = problems.length === 1 ? '1 row has' : `${problems.length} rows have`;
      throw new BadRequestException({ detail: `Nothing was imported: ${count} problems.`, lines: problems });
    }

    return inTransaction(this.dataSource, async (manager) => {
      const existing = await this.points.byExternalIds(manager, methodId, rows.map((row) => row.values.external_id).filter((id) => id !== ''));
      const byExternalId = new Map(existing.map((point) => [point.externalId!, point]));
      let created = 0;
      let updated = 0;
      for (const { values, countyCode } of rows) {
        const fields = { name: values.name, countyCode, town: values.town, address: values.address, openingHours: values.opening_hours, phone: values.phone };
        const point = values.external_id ? byExternalId.get(values.external_id) : undefined;
        if (point) {
          await manager.update(PickupPoint, { id: point.id }, fields);
          updated++;
        } else {
          await manager.insert(PickupPoint, { ...fields, methodId, active: true, externalId: values.external_id || null });
          created++;
        }
      }
      markCatalogChanged(manager);
      return { created, updated };
    });
  }

  private problemOf(values: Record<Column, string>, counties: Map<string, string>, seen: Map<string, number>): string | null {
    const empty = REQUIRED.filter((column) => !values[column]);
    if (empty.length) return `Fill in ${empty.join(', ')}.`;
    const long = IMPORT_COLUMNS.find((column) => values[column].length > LIMITS[column]);
    if (long) return `The ${long} is too long (${LIMITS[long]} characters at most).`;
    if (!counties.has(values.county.toLowerCase())) return `Unknown county "${values.county}".`;
    if (!PHONE_RULE.test(values.phone)) return `The phone "${values.phone}" is not a phone number.`;
    if (values.external_id && seen.has(values.external_id)) return `The external_id "${values.external_id}" is on line ${seen.get(values.external_id)} too.`;
    return null;
  }
}
