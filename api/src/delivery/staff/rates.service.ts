import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { markCatalogChanged } from '../../catalog-cache/catalog-changes';
import { toCents, toShillings, toShillingsOrNull } from '../../catalog/money';
import { filterIds, idIn, MAX_ID } from '../../common/ids';
import { ListQuery } from '../../common/list-query';
import { inTransaction } from '../../inventory/transaction';
import { DeliveryMethod, DeliveryRate, DeliveryZone } from '../delivery.entities';
import { booleanFilter, checkDays } from './fields';
import { CreateDeliveryRateDto, UpdateDeliveryRateDto } from './rates.dto';
import { DeliveryRateView } from './staff.views';

export const RATE_SORTABLE = ['id', 'method_id', 'zone_id', 'base_fee', 'active'] as const;
const SORT_COLUMNS: Record<(typeof RATE_SORTABLE)[number], string> = { id: 'r.id', method_id: 'r.methodId', zone_id: 'r.zoneId', base_fee: 'r.baseFee', active: 'r.active' };

const notFound = () => new NotFoundException({ detail: 'Delivery rate not found.' });

export const rateView = (rate: DeliveryRate): DeliveryRateView => ({
  id: rate.id,
  method_id: rate.methodId,
  zone_id: rate.zoneId,
  base_fee: toShillings(rate.baseFee),
  base_grams: rate.baseGrams,
  per_kg_fee: toShillings(rate.perKgFee),
  weight_bands: rate.weightBands?.length ? rate.weightBands.map((band) => ({ up_to_grams: band.upToGrams, fee: toShillings(band.fee) })) : null,
  free_over: toShillingsOrNull(rate.freeOver),
  min_goods: toShillingsOrNull(rate.minGoods),
  days_min: rate.daysMin,
  days_max: rate.daysMax,
  active: rate.active,
});

/** What a method costs in a zone; one rate per (method, zone). Every change clears the quote cache with the catalog's. */
@Injectable()
export class DeliveryRatesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: ListQuery<Record<string, unknown>>): Promise<[DeliveryRateView[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(DeliveryRate, 'r');
    const { method_id: methodId, zone_id: zoneId, active } = query.filter;
    if (query.filter.id !== undefined) {
      const ids = filterIds('filter.id', query.filter.id);
      qb.andWhere(idIn('r.id', 'ids', ids), { ids });
    }
    if (methodId !== undefined && methodId !== '') {
      const methodIds = filterIds('filter.method_id', methodId);
      qb.andWhere(idIn('r.methodId', 'methodIds', methodIds), { methodIds });
    }
    if (zoneId !== undefined && zoneId !== '') {
      const zoneIds = filterIds('filter.zone_id', zoneId);
      qb.andWhere(idIn('r.zoneId', 'zoneIds', zoneIds), { zoneIds });
    }
    const isActive = booleanFilter('active', active);
    if (isActive !== undefined) qb.andWhere('r.active = :active', { active: isActive });
    const sort = query.sort ?? { field: 'id', order: 'ASC' };
    qb.orderBy(SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS], sort.order).addOrderBy('r.id', 'ASC').skip(query.offset).take(query.limit);
    const [rates, total] = await qb.getManyAndCount();
    return [rates.map(rateView), total];
  }

  async get(id: number): Promise<DeliveryRateView> {
    const rate = await this.dataSource.manager.findOne(DeliveryRate, { where: { id } });
    if (!rate) throw notFound();
    return rateView(rate);
  }

  async create(dto: CreateDeliveryRateDto): Promise<DeliveryRateView> {
    const errors: Record<string, string[]> = {};
    for (const field of ['method_id', 'zone_id', 'base_fee'] as const) if (dto[field] === undefined) errors[field] = ['This field is required.'];
    if (Object.keys(errors).length) throw new BadRequestException(errors);
    const rate = this.dataSource.manager.create(DeliveryRate, { baseGrams: 0, perKgFee: 0, weightBands: null, freeOver: null, minGoods: null, daysMin: null, daysMax: null, active: true });
    const id = await inTransaction(this.dataSource, async (manager) => {
      await this.apply(manager, rate, dto);
      markCatalogChanged(manager);
      return (await manager.save(rate)).id;
    });
    return this.get(id);
  }

  async update(id: number, dto: UpdateDeliveryRateDto): Promise<DeliveryRateView> {
    await inTransaction(this.dataSource, async (manager) => {
      const rate = await manager.findOne(DeliveryRate, { where: { id } });
      if (!rate) throw notFound();
      await this.apply(manager, rate, dto);
      markCatalogChanged(manager);
      await manager.save(rate);
    });
    return this.get(id);
  }

  /** Rates are not kept on orders (each order has its own snapshot): any may be deleted. */
  async remove(id: number): Promise<DeliveryRateView> {
    return inTransaction(this.dataSource, async (manager) => {
      const rate = await manager.findOne(DeliveryRate, { where: { id } });
      if (!rate) throw notFound();
      markCatalogChanged(manager);
      await manager.delete(DeliveryRate, { id });
      return rateView(rate);
    });
  }

  /** Writes the sent fields onto `rate` and checks the whole: method and zone exist and are a new pair, bands rise, days in order. */
  private async apply(manager: EntityManager, rate: DeliveryRate, dto: UpdateDeliveryRateDto): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (dto.method_id !== undefined) rate.methodId = dto.method_id;
    if (dto.zone_id !== undefined) rate.zoneId = dto.zone_id;
    if (dto.base_fee !== undefined) rate.baseFee = toCents(dto.base_fee);
    if (dto.base_grams !== undefined) rate.baseGrams = dto.base_grams;
    if (dto.per_kg_fee !== undefined) rate.perKgFee = toCents(dto.per_kg_fee);
    if (dto.weight_bands !== undefined) {
      const bands = dto.weight_bands ?? [];
      if (bands.some((band, index) => index > 0 && band.up_to_grams <= bands[index - 1].up_to_grams))
        errors.weight_bands = ['Each band must reach more grams than the one before it.'];
      rate.weightBands = bands.length ? bands.map((band) => ({ upToGrams: band.up_to_grams, fee: toCents(band.fee) })) : null;
    }
    if (dto.free_over !== undefined) rate.freeOver = dto.free_over === null ? null : toCents(dto.free_over);
    if (dto.min_goods !== undefined) rate.minGoods = dto.min_goods === null ? null : toCents(dto.min_goods);
    if (dto.days_min !== undefined) rate.daysMin = dto.days_min;
    if (dto.days_max !== undefined) rate.daysMax = dto.days_max;
    if (dto.active !== undefined) rate.active = dto.active;
    checkDays(rate.daysMin, rate.daysMax, errors);
    if (rate.methodId > MAX_ID || !(await manager.exists(DeliveryMethod, { where: { id: rate.methodId } }))) errors.method_id = ['This delivery method does not exist.'];
    if (rate.zoneId > MAX_ID || !(await manager.exists(DeliveryZone, { where: { id: rate.zoneId } }))) errors.zone_id = ['This zone does not exist.'];
    if (!errors.method_id && !errors.zone_id) {
      const other = await manager.findOne(DeliveryRate, { where: { methodId: rate.methodId, zoneId: rate.zoneId }, select: { id: true } });
      if (other && other.id !== rate.id) errors.zone_id = ['This method already has a rate for this zone: edit that one.'];
    }
    if (Object.keys(errors).length) throw new BadRequestException(errors);
  }
}
