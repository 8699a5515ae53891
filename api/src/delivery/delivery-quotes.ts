import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CatalogCache } from '../catalog-cache/catalog-cache';
import { type ChosenDelivery, type DeliveryChoice, readDeliveryChoice } from './delivery-choice';
import { deliveryFee, meetsMinimum } from './delivery-rates';
import { County, DeliveryMethod, DeliveryRate, DeliveryZone, DeliveryZoneCounty, isPickupKind, PickupPoint } from './delivery.entities';

/** What a parcel is priced on: its grams, the goods after any goods discount (cents), and whether a code makes delivery free. */
export interface ParcelBasis {
  grams: number;
  goods: number;
  freeDelivery: boolean;
}

/** A method offered in a county, priced for one parcel (cents). */
export interface DeliveryOffer extends ChosenDelivery {
  method: DeliveryMethod;
  rate: DeliveryRate;
  zone: DeliveryZone;
  points: PickupPoint[];
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

  /** The checkout's choice as the rates are in this transaction (delivery-choice.ts): never from the cached tables, which every stock change clears. */
  readChoice(manager: EntityManager, choice: DeliveryChoice): Promise<ChosenDelivery> {
    return readDeliveryChoice(manager, choice);
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

function offerOf(table: DeliveryTable, method: DeliveryMethod, county: string, parcel: ParcelBasis): DeliveryOffer | null {
  const zoneId = (table.zonesOfCounty.get(county) ?? []).find((id) => table.rates.some((rate) => rate.methodId === method.id && rate.zoneId === id));
  const rate = zoneId === undefined ? undefined : table.rates.find((candidate) => candidate.methodId === method.id && candidate.zoneId === zoneId);
  if (!rate || !meetsMinimum(rate, parcel.goods)) return null;
  const points = isPickupKind(method.kind) ? table.points.filter((point) => point.methodId === method.id && (method.kind === 'shop_pickup' || point.countyCode === county)) : [];
  // The shop's counter with no counter open cannot be offered; an agent network without points here takes the address instead.
  if (method.kind === 'shop_pickup' && !points.length) return null;
  return { method, rate, zone: table.zones.get(rate.zoneId)!, fee: deliveryFee(rate, parcel.grams, parcel.goods), countyName: table.counties.get(county)!, daysMin: rate.daysMin ?? method.daysMin, daysMax: rate.daysMax ?? method.daysMax, points };
}
