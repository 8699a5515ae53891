import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CatalogCache } from '../catalog-cache/catalog-cache';
import { ksh } from '../discounts/discount-rules';
import type { Language } from '../i18n/languages';
import { countyName } from './counties';
import { deliveryFee, meetsMinimum } from './delivery-rates';
import { County, DeliveryMethod, DeliveryRate, DeliveryZone, DeliveryZoneCounty, isPickupKind, PickupPoint } from './delivery.entities';

/** What a parcel is priced on: its grams, the goods after any goods discount (cents), and whether a code makes delivery free. */
export interface ParcelBasis {
  grams: number;
  goods: number;
  freeDelivery: boolean;
}

/** A method as offered in a county: its rate and zone, days and points. */
export interface ChosenDelivery {
  method: DeliveryMethod;
  rate: DeliveryRate;
  zone: DeliveryZone;
  /** The county it is offered in. */
  countyName: string;
  daysMin: number;
  daysMax: number;
  /** The points a pickup-kind method's parcel may be collected at (at checkout: the one chosen); none for others (and for an agent method with none in the county). */
  points: PickupPoint[];
}

/** A method offered in a county, priced for one parcel (cents). */
export interface DeliveryOffer extends ChosenDelivery {
  fee: number;
}

/** Everything a quote reads, as one cached value: cleared with the catalog (markCatalogChanged) on every replica. */
interface DeliveryTable {
  counties: Map<string, string>;
  methods: DeliveryMethod[];
  zones: Map<number, DeliveryZone>;
  /** Active zones holding each county, oldest first. */
  zonesOfCounty: Map<string, number[]>;
  rates: DeliveryRate[];
  points: PickupPoint[];
}

const TABLE_KEY = 'delivery table';

/** The choice a checkout makes, checked and priced inside its transaction. */
export interface DeliveryChoice {
  county: string;
  method: string;
  pickupPointId: number | null;
}

/** The fee for a chosen method's parcel (cents); refused below the rate's minimum goods. */
export function chosenFee({ method, rate }: Pick<ChosenDelivery, 'method' | 'rate'>, grams: number, goods: number): number {
  if (!meetsMinimum(rate, goods)) throw new BadRequestException({ delivery_method: [`${method.nameEn} needs at least ${ksh(rate.minGoods!)} of goods.`] });
  return deliveryFee(rate, grams, goods);
}

export const methodName = (method: Pick<DeliveryMethod, 'nameEn' | 'nameSw'>, language: Language): string => (language === 'sw' ? method.nameSw : method.nameEn);

/**
 * Prices delivery from the rates staff set. The cart and the options route read a cached copy of the tables;
 * checkout reads the rate again inside the order's transaction, so an order is priced by the rates as they are
 * when it is placed. A county in two zones is priced by the older zone.
 */
@Injectable()
export class DeliveryQuotes {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: CatalogCache,
  ) {}

  /** The 47 counties by name. */
  async counties(): Promise<County[]> {
    const { counties } = await this.table();
    return [...counties].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Code to name of every county. */
  async countyNames(): Promise<ReadonlyMap<string, string>> {
    return (await this.table()).counties;
  }

  /** Every method, retired ones too (old orders name them), in the shop's order. */
  async methods(): Promise<readonly DeliveryMethod[]> {
    return (await this.table()).methods;
  }

  /** The methods offered in `county` for this parcel, in the shop's order; 400 for an unknown county, 404 when none serves it. */
  async offers(county: string, parcel: ParcelBasis): Promise<DeliveryOffer[]> {
    const table = await this.table();
    const name = table.counties.get(county);
    if (!name) throw new BadRequestException({ county: [`There is no county with code ${county}.`] });
    const offers = table.methods.flatMap((method) => {
      const offer = method.active && offerOf(table, method, county, parcel);
      return offer ? [offer] : [];
    });
    if (!offers.length) throw new NotFoundException({ detail: `We do not deliver to ${name} yet.` });
    return offers;
  }

  /**
   * The checkout's choice as the rates are in this transaction: the method must serve the county and be active, a
   * pickup-kind method's point must be open. Refusals are field errors naming the problem.
   */
  async readChoice(manager: EntityManager, choice: DeliveryChoice): Promise<ChosenDelivery> {
    // One statement when all is well: the rate with its method and zone, all active, for this method and county.
    const rate = await manager
      .createQueryBuilder(DeliveryRate, 'rate')
      .innerJoinAndSelect('rate.method', 'method')
      .innerJoinAndSelect('rate.zone', 'zone')
      .innerJoin(DeliveryZoneCounty, 'holds', 'holds.zone_id = zone.id')
      .where('method.code = :code AND holds.county_code = :county', { code: choice.method, county: choice.county })
      .andWhere('rate.is_active = :yes AND zone.is_active = :yes AND method.is_active = :yes', { yes: true })
      .orderBy('zone.id')
      .getOne();
    if (!rate) throw await this.refusalOf(manager, choice);
    const method = rate.method!;
    const county = { code: choice.county, name: countyName(choice.county) };
    const points = isPickupKind(method.kind) ? await manager.find(PickupPoint, { where: pointsWhere(method, county.code), order: { id: 'ASC' } }) : [];
    if (method.kind === 'shop_pickup' && !points.length) throw new BadRequestException({ delivery_method: [`${method.nameEn} is not available at the moment: choose another delivery method.`] });
    const point = points.length ? await this.chosenPoint(manager, method, county, points, choice.pickupPointId) : null;
    return { method, rate, zone: rate.zone!, countyName: county.name, daysMin: rate.daysMin ?? method.daysMin, daysMax: rate.daysMax ?? method.daysMax, points: point ? [point] : [] };
  }

  /** Why no active rate prices this choice, read only when there is none: no such county or method, a method switched off, or not offered there. */
  private async refusalOf(manager: EntityManager, choice: DeliveryChoice): Promise<BadRequestException> {
    const county = await manager.findOneBy(County, { code: choice.county });
    if (!county) return new BadRequestException({ delivery_county: [`There is no county with code ${choice.county}.`] });
    const method = await manager.findOneBy(DeliveryMethod, { code: choice.method });
    if (!method) return new BadRequestException({ delivery_method: [`There is no delivery method "${choice.method}".`] });
    if (!method.active) return new BadRequestException({ delivery_method: [`${method.nameEn} is not available at the moment: choose another delivery method.`] });
    return new BadRequestException({ delivery_method: [`${method.nameEn} is not offered in ${county.name}: choose another delivery method.`] });
  }

  /** The point the shopper chose among `open` ones; the only one when there is one and none was named. */
  private async chosenPoint(manager: EntityManager, method: DeliveryMethod, county: { name: string }, open: PickupPoint[], pointId: number | null): Promise<PickupPoint> {
    if (pointId === null) {
      if (open.length === 1) return open[0];
      throw new BadRequestException({ pickup_point_id: ['Please choose where you will collect your order.'] });
    }
    const point = open.find((candidate) => candidate.id === pointId);
    if (point) return point;
    const other = await manager.findOneBy(PickupPoint, { id: pointId, methodId: method.id });
    if (!other) throw new BadRequestException({ pickup_point_id: [`There is no such pickup point for ${method.nameEn}.`] });
    if (!other.active) throw new BadRequestException({ pickup_point_id: [`${other.name} is closed: choose another pickup point.`] });
    throw new BadRequestException({ pickup_point_id: [`${other.name} is not in ${county.name}: choose a pickup point there.`] });
  }

  private table(): Promise<DeliveryTable> {
    return this.cache.remember(TABLE_KEY, () => this.readTable());
  }

  private async readTable(): Promise<DeliveryTable> {
    const manager = this.dataSource.manager;
    const [counties, methods, zones, holdings, rates, points] = await Promise.all([
      manager.find(County),
      manager.find(DeliveryMethod, { order: { sortOrder: 'ASC', id: 'ASC' } }),
      manager.find(DeliveryZone, { where: { active: true }, order: { id: 'ASC' } }),
      manager.find(DeliveryZoneCounty, { order: { zoneId: 'ASC' } }),
      manager.find(DeliveryRate, { where: { active: true } }),
      manager.find(PickupPoint, { where: { active: true }, order: { id: 'ASC' } }),
    ]);
    const activeZones = new Map(zones.map((zone) => [zone.id, zone]));
    const zonesOfCounty = new Map<string, number[]>();
    for (const { zoneId, countyCode } of holdings) if (activeZones.has(zoneId)) zonesOfCounty.set(countyCode, [...(zonesOfCounty.get(countyCode) ?? []), zoneId]);
    return { counties: new Map(counties.map((county) => [county.code, county.name])), methods, zones: activeZones, zonesOfCounty, rates, points };
  }
}

/** Points of a pickup-kind method: every counter of the shop's own, an agent network's in the county only. */
function pointsWhere(method: DeliveryMethod, county: string) {
  return method.kind === 'shop_pickup' ? { methodId: method.id, active: true } : { methodId: method.id, countyCode: county, active: true };
}

function offerOf(table: DeliveryTable, method: DeliveryMethod, county: string, parcel: ParcelBasis): DeliveryOffer | null {
  const zoneId = (table.zonesOfCounty.get(county) ?? []).find((id) => table.rates.some((rate) => rate.methodId === method.id && rate.zoneId === id));
  const rate = zoneId === undefined ? undefined : table.rates.find((candidate) => candidate.methodId === method.id && candidate.zoneId === zoneId);
  if (!rate || !meetsMinimum(rate, parcel.goods)) return null;
  const points = isPickupKind(method.kind) ? table.points.filter((point) => point.methodId === method.id && (method.kind === 'shop_pickup' || point.countyCode === county)) : [];
  // The shop's counter with no counter open cannot be offered; an agent network without points here takes the address instead.
  if (method.kind === 'shop_pickup' && !points.length) return null;
  return { method, rate, zone: table.zones.get(rate.zoneId)!, fee: deliveryFee(rate, parcel.grams, parcel.goods), countyName: table.counties.get(county)!, daysMin: rate.daysMin ?? method.daysMin, daysMax: rate.daysMax ?? method.daysMax, points };
}
