import { BadRequestException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { hotRows } from '../database/prepared';
import { ksh } from '../discounts/discount-rules';
import { countyName } from './counties';
import { deliveryFee, meetsMinimum, type RateTerms } from './delivery-rates';
import { Language } from '../i18n/languages';
import { County, DeliveryMethod, type DeliveryKind, type DeliveryZone, methodName, PickupPoint, weightBandsOf } from './delivery.entities';

/** The choice a checkout makes, checked and priced inside its transaction. */
export interface DeliveryChoice {
  county: string;
  method: string;
  pickupPointId: number | null;
  /** The page's language: refusals name the method in it (the answer's sentence is translated around the name). */
  language: Language;
}

/** What an order keeps of a pickup point. */
export type ChosenPoint = Pick<PickupPoint, 'id' | 'name' | 'countyCode' | 'town' | 'address' | 'openingHours' | 'phone'>;

/** A method as offered in a county: its rate and zone, days and points. */
export interface ChosenDelivery {
  method: Pick<DeliveryMethod, 'id' | 'code' | 'kind' | 'nameEn' | 'nameSw' | 'requiresAddress'>;
  rate: RateTerms;
  zone: Pick<DeliveryZone, 'id' | 'name'>;
  /** The county it is offered in. */
  countyName: string;
  daysMin: number;
  daysMax: number;
  /** The points a pickup-kind method's parcel may be collected at (at checkout: the one chosen); none for others (and for an agent method with none in the county). */
  points: ChosenPoint[];
}

/** The fee for a chosen method's parcel (cents); refused below the rate's minimum goods. */
export function chosenFee({ method, rate }: Pick<ChosenDelivery, 'method' | 'rate'>, grams: number, goods: number, language: Language): number {
  if (!meetsMinimum(rate, goods)) throw new BadRequestException({ delivery_method: [`${methodName(method, language)} needs at least ${ksh(rate.minGoods!)} of goods.`] });
  return deliveryFee(rate, grams, goods);
}

type Row = Record<string, unknown>;
const count = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

// Plain SQL, as checkout runs it for every order, in one statement: the active rate with its method and zone for a
// method code and a county (a county in two zones is priced by the older zone), with a pickup method's open points
// (an agent's in that county), one row a point.
const CHOICE_SQL = (mark: (n: number) => string) => `SELECT r.base_fee, r.base_grams, r.per_kg_fee, r.weight_bands, r.free_over, r.min_goods, r.days_min, r.days_max,
  m.id AS method_id, m.code, m.kind, m.name_en, m.name_sw, m.requires_address, m.days_min AS method_days_min, m.days_max AS method_days_max, z.id AS zone_id, z.name AS zone_name,
  p.id AS point_id, p.name AS point_name, p.county_code AS point_county, p.town AS point_town, p.address AS point_address, p.opening_hours AS point_hours, p.phone AS point_phone
  FROM delivery_rates r JOIN delivery_methods m ON m.id = r.method_id JOIN delivery_zones z ON z.id = r.zone_id JOIN delivery_zone_counties h ON h.zone_id = z.id
  LEFT JOIN pickup_points p ON p.method_id = m.id AND p.is_active AND (m.kind = 'shop_pickup' OR (m.kind = 'agent_pickup' AND p.county_code = h.county_code))
  WHERE m.code = ${mark(1)} AND h.county_code = ${mark(2)} AND r.is_active AND z.is_active AND m.is_active ORDER BY z.id, p.id`;

/**
 * The checkout's choice as the rates are in this transaction: the method must serve the county and be active, a
 * pickup-kind method's point must be open. Refusals are field errors naming the problem.
 */
export async function readDeliveryChoice(manager: EntityManager, choice: DeliveryChoice): Promise<ChosenDelivery> {
  const mark = manager.connection.driver.options.type === 'postgres' ? (n: number) => `$${n}` : () => '?';
  const rows = await hotRows<Row>(manager, CHOICE_SQL(mark), [choice.method, choice.county]);
  const row = rows[0];
  if (!row) throw await refusalOf(manager, choice);
  const method = { id: Number(row.method_id), code: String(row.code), kind: row.kind as DeliveryKind, nameEn: String(row.name_en), nameSw: String(row.name_sw), requiresAddress: !!row.requires_address && row.requires_address !== '0' };
  const rate: RateTerms = {
    baseFee: Number(row.base_fee),
    baseGrams: Number(row.base_grams),
    perKgFee: Number(row.per_kg_fee),
    weightBands: weightBandsOf(row.weight_bands as string | null),
    freeOver: count(row.free_over),
    minGoods: count(row.min_goods),
  };
  const county = { code: choice.county, name: countyName(choice.county) };
  const points = rows.filter((point) => point.zone_id === row.zone_id && point.point_id !== null).map(pointOf);
  if (method.kind === 'shop_pickup' && !points.length) throw new BadRequestException({ delivery_method: [`${methodName(method, choice.language)} is not available at the moment: choose another delivery method.`] });
  const point = points.length ? await chosenPoint(manager, { id: method.id, name: methodName(method, choice.language) }, county, points, choice.pickupPointId) : null;
  return {
    method,
    rate,
    zone: { id: Number(row.zone_id), name: String(row.zone_name) },
    countyName: county.name,
    daysMin: count(row.days_min) ?? Number(row.method_days_min),
    daysMax: count(row.days_max) ?? Number(row.method_days_max),
    points: point ? [point] : [],
  };
}

const pointOf = (row: Row): ChosenPoint => ({
  id: Number(row.point_id),
  name: String(row.point_name),
  countyCode: String(row.point_county),
  town: String(row.point_town),
  address: String(row.point_address),
  openingHours: String(row.point_hours ?? ''),
  phone: String(row.point_phone ?? ''),
});

/** Why no active rate prices this choice, read only when there is none: no such county or method, a method switched off, or not offered there. */
async function refusalOf(manager: EntityManager, choice: DeliveryChoice): Promise<BadRequestException> {
  const county = await manager.findOneBy(County, { code: choice.county });
  if (!county) return new BadRequestException({ delivery_county: [`There is no county with code ${choice.county}.`] });
  const method = await manager.findOneBy(DeliveryMethod, { code: choice.method });
  if (!method) return new BadRequestException({ delivery_method: [`There is no delivery method "${choice.method}".`] });
  if (!method.active) return new BadRequestException({ delivery_method: [`${methodName(method, choice.language)} is not available at the moment: choose another delivery method.`] });
  return new BadRequestException({ delivery_method: [`${methodName(method, choice.language)} is not offered in ${county.name}: choose another delivery method.`] });
}

/** The point the shopper chose among `open` ones; the only one when there is one and none was named. */
async function chosenPoint(manager: EntityManager, method: { id: number; name: string }, county: { name: string }, open: ChosenPoint[], pointId: number | null): Promise<ChosenPoint> {
  if (pointId === null) {
    if (open.length === 1) return open[0];
    throw new BadRequestException({ pickup_point_id: ['Please choose where you will collect your order.'] });
  }
  const point = open.find((candidate) => candidate.id === pointId);
  if (point) return point;
  const other = await manager.findOneBy(PickupPoint, { id: pointId, methodId: method.id });
  if (!other) throw new BadRequestException({ pickup_point_id: [`There is no such pickup point for ${method.name}.`] });
  if (!other.active) throw new BadRequestException({ pickup_point_id: [`${other.name} is closed: choose another pickup point.`] });
  throw new BadRequestException({ pickup_point_id: [`${other.name} is not in ${county.name}: choose a pickup point there.`] });
}
