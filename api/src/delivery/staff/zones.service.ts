import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { markCatalogChanged } from '../../catalog-cache/catalog-changes';
import { likePattern } from '../../catalog/product-filter';
import { filterIds, idIn } from '../../common/ids';
import { ListQuery } from '../../common/list-query';
import { inTransaction } from '../../inventory/transaction';
import { DeliveryZone, DeliveryZoneCounty } from '../delivery.entities';
import { booleanFilter, countyNames, ordersBy, ordersPhrase } from './fields';
import { DeliveryZoneView } from './staff.views';
import { CreateDeliveryZoneDto, UpdateDeliveryZoneDto } from './zones.dto';

export const ZONE_SORTABLE = ['id', 'name', 'active'] as const;
const SORT_COLUMNS: Record<(typeof ZONE_SORTABLE)[number], string> = { id: 'z.id', name: 'z.name', active: 'z.active' };

const notFound = () => new NotFoundException({ detail: 'Delivery zone not found.' });

/** Zones: named sets of counties that rates are set for. One an order was priced in is deactivated, never deleted. */
@Injectable()
export class DeliveryZonesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: ListQuery<Record<string, unknown>>): Promise<[DeliveryZoneView[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(DeliveryZone, 'z');
    const { q, active, county } = query.filter;
    if (query.filter.id !== undefined) {
      const ids = filterIds('filter.id', query.filter.id);
      qb.andWhere(idIn('z.id', 'ids', ids), { ids });
    }
    if (typeof q === 'string' && q.trim()) qb.andWhere("LOWER(z.name) LIKE :q ESCAPE '\\'", { q: likePattern(q.trim().toLowerCase()) });
    const isActive = booleanFilter('active', active);
    if (isActive !== undefined) qb.andWhere('z.active = :active', { active: isActive });
    if (county !== undefined && county !== '') {
      if (typeof county !== 'string' || county.length > 5) throw new BadRequestException({ 'filter.county': ['Give a county code such as KE-30.'] });
      qb.andWhere('EXISTS (SELECT 1 FROM delivery_zone_counties zc WHERE zc.zone_id = z.id AND zc.county_code = :county)', { county: county.toUpperCase() });
    }
    const sort = query.sort ?? { field: 'id', order: 'ASC' };
    qb.orderBy(SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS], sort.order).addOrderBy('z.id', 'ASC').skip(query.offset).take(query.limit);
    const [zones, total] = await qb.getManyAndCount();
    return [await this.views(this.dataSource.manager, zones), total];
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<DeliveryZoneView> {
    const zone = await manager.findOne(DeliveryZone, { where: { id } });
    if (!zone) throw notFound();
    return (await this.views(manager, [zone]))[0];
  }

  async create(dto: CreateDeliveryZoneDto): Promise<DeliveryZoneView> {
    const errors: Record<string, string[]> = {};
    if (dto.name === undefined) errors.name = ['This field is required.'];
    if (dto.counties === undefined) errors.counties = ['Choose at least one county.'];
    if (Object.keys(errors).length) throw new BadRequestException(errors);
    const id = await inTransaction(this.dataSource, async (manager) => {
      const counties = await this.checkCounties(manager, dto.counties);
      await this.assertNameFree(manager, dto.name);
      const zone = await manager.save(manager.create(DeliveryZone, { name: dto.name, active: dto.active ?? true }));
      await manager.insert(DeliveryZoneCounty, counties.map((countyCode) => ({ zoneId: zone.id, countyCode })));
      markCatalogChanged(manager);
      return zone.id;
    });
    return this.get(id);
  }

  async update(id: number, dto: UpdateDeliveryZoneDto): Promise<DeliveryZoneView> {
    await inTransaction(this.dataSource, async (manager) => {
      const zone = await manager.findOne(DeliveryZone, { where: { id } });
      if (!zone) throw notFound();
      const counties = dto.counties === undefined ? null : await this.checkCounties(manager, dto.counties);
      if (dto.name !== undefined && dto.name !== zone.name) await this.assertNameFree(manager, dto.name, id);
      await manager.update(DeliveryZone, { id }, { name: dto.name ?? zone.name, active: dto.active ?? zone.active });
      if (counties) {
        await manager.delete(DeliveryZoneCounty, { zoneId: id });
        await manager.insert(DeliveryZoneCounty, counties.map((countyCode) => ({ zoneId: id, countyCode })));
      }
      markCatalogChanged(manager);
    });
    return this.get(id);
  }

  /** Deletes an unused zone with its rates; one an order was priced in is refused (409). */
  async remove(id: number): Promise<DeliveryZoneView> {
    return inTransaction(this.dataSource, async (manager) => {
      const view = await this.get(id, manager);
      if (view.orders_count) throw new ConflictException({ detail: `Zone "${view.name}" was used by ${ordersPhrase(view.orders_count)}: deactivate it instead.` });
      markCatalogChanged(manager);
      await manager.delete(DeliveryZoneCounty, { zoneId: id });
      await manager.delete(DeliveryZone, { id });
      return view;
    });
  }

  /** The codes, upper-cased, once each, all of them counties; else 400 {counties: [...]}. */
  private async checkCounties(manager: EntityManager, codes: string[]): Promise<string[]> {
    const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
    const known = await countyNames(manager);
    const unknown = wanted.filter((code) => !known.has(code));
    if (unknown.length) throw new BadRequestException({ counties: unknown.map((code) => `Unknown county "${code}".`) });
    if (!wanted.length) throw new BadRequestException({ counties: ['Choose at least one county.'] });
    return wanted.sort();
  }

  private async assertNameFree(manager: EntityManager, name: string, exceptId?: number): Promise<void> {
    const qb = manager.createQueryBuilder(DeliveryZone, 'z').where('LOWER(z.name) = LOWER(:name)', { name });
    if (exceptId) qb.andWhere('z.id != :exceptId', { exceptId });
    if (await qb.getExists()) throw new BadRequestException({ name: ['A zone with this name already exists.'] });
  }

  private async views(manager: EntityManager, zones: DeliveryZone[]): Promise<DeliveryZoneView[]> {
    if (!zones.length) return [];
    const ids = zones.map((zone) => zone.id);
    const [links, orders] = await Promise.all([
      manager.find(DeliveryZoneCounty, { where: { zoneId: In(ids) }, order: { countyCode: 'ASC' } }),
      ordersBy(manager, 'delivery_zone_id', ids),
    ]);
    return zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      active: zone.active,
      counties: links.filter((link) => link.zoneId === zone.id).map((link) => link.countyCode),
      orders_count: orders.get(String(zone.id)) ?? 0,
    }));
  }
}
