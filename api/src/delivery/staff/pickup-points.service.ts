import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { markCatalogChanged } from '../../catalog-cache/catalog-changes';
import { likePattern } from '../../catalog/product-filter';
import { filterIds, idIn } from '../../common/ids';
import { ListQuery } from '../../common/list-query';
import { inTransaction } from '../../inventory/transaction';
import { DeliveryMethod, isPickupKind, PickupPoint } from '../delivery.entities';
import { booleanFilter, countyNames, ordersBy, ordersPhrase } from './fields';
import { CreatePickupPointDto, UpdatePickupPointDto } from './pickup-points.dto';
import { PickupPointView } from './staff.views';

export const POINT_SORTABLE = ['id', 'name', 'county_code', 'town', 'method_id', 'active'] as const;
const SORT_COLUMNS: Record<(typeof POINT_SORTABLE)[number], string> = {
  id: 'p.id',
  name: 'p.name',
  county_code: 'p.countyCode',
  town: 'p.town',
  method_id: 'p.methodId',
  active: 'p.active',
};

const notFound = () => new NotFoundException({ detail: 'Pickup point not found.' });

export const pointView = (point: PickupPoint, counties: Map<string, string>): PickupPointView => ({
  id: point.id,
  method_id: point.methodId,
  name: point.name,
  county_code: point.countyCode,
  county_name: counties.get(point.countyCode) ?? point.countyCode,
  town: point.town,
  address: point.address,
  opening_hours: point.openingHours,
  phone: point.phone,
  active: point.active,
  external_id: point.externalId,
});

/** Refused unless the method exists and is collected at a point (shop_pickup, agent_pickup). */
export async function assertPickupMethod(manager: EntityManager, methodId: number, field = 'method_id'): Promise<DeliveryMethod> {
  const method = await manager.findOne(DeliveryMethod, { where: { id: methodId } });
  if (!method) throw new BadRequestException({ [field]: ['This delivery method does not exist.'] });
  if (!isPickupKind(method.kind)) throw new BadRequestException({ [field]: [`"${method.nameEn}" is not collected at a point: choose a pickup method.`] });
  return method;
}

/** Pickup points of the pickup-kind methods; one an order named is deactivated, never deleted. */
@Injectable()
export class PickupPointsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: ListQuery<Record<string, unknown>>): Promise<[PickupPointView[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(PickupPoint, 'p');
    const { q, method_id: methodId, county_code: county, active } = query.filter;
    if (query.filter.id !== undefined) {
      const ids = filterIds('filter.id', query.filter.id);
      qb.andWhere(idIn('p.id', 'ids', ids), { ids });
    }
    if (typeof q === 'string' && q.trim())
      qb.andWhere("(LOWER(p.name) LIKE :q ESCAPE '\\' OR LOWER(p.town) LIKE :q ESCAPE '\\' OR LOWER(p.address) LIKE :q ESCAPE '\\')", { q: likePattern(q.trim().toLowerCase()) });
    if (methodId !== undefined && methodId !== '') {
      const methodIds = filterIds('filter.method_id', methodId);
      qb.andWhere(idIn('p.methodId', 'methodIds', methodIds), { methodIds });
    }
    if (county !== undefined && county !== '') {
      const codes = Array.isArray(county) ? county : [county];
      if (!codes.length || !codes.every((code) => typeof code === 'string' && code.length <= 5)) throw new BadRequestException({ 'filter.county_code': ['Give county codes such as KE-30.'] });
      qb.andWhere('p.countyCode IN (:...codes)', { codes: codes.map((code: string) => code.toUpperCase()) });
    }
    const isActive = booleanFilter('active', active);
    if (isActive !== undefined) qb.andWhere('p.active = :active', { active: isActive });
    const sort = query.sort ?? { field: 'id', order: 'ASC' };
    qb.orderBy(SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS], sort.order).addOrderBy('p.id', 'ASC').skip(query.offset).take(query.limit);
    const [points, total] = await qb.getManyAndCount();
    const counties = await countyNames(this.dataSource.manager);
    return [points.map((point) => pointView(point, counties)), total];
  }

  async get(id: number): Promise<PickupPointView> {
    const point = await this.dataSource.manager.findOne(PickupPoint, { where: { id } });
    if (!point) throw notFound();
    return pointView(point, await countyNames(this.dataSource.manager));
  }

  async create(dto: CreatePickupPointDto): Promise<PickupPointView> {
    const errors: Record<string, string[]> = {};
    for (const field of ['method_id', 'name', 'county_code', 'town', 'address'] as const) if (dto[field] === undefined) errors[field] = ['This field is required.'];
    if (Object.keys(errors).length) throw new BadRequestException(errors);
    const point = this.dataSource.manager.create(PickupPoint, { openingHours: '', phone: '', active: true, externalId: null });
    const id = await inTransaction(this.dataSource, async (manager) => {
      await this.apply(manager, point, dto);
      markCatalogChanged(manager);
      return (await manager.save(point)).id;
    });
    return this.get(id);
  }

  async update(id: number, dto: UpdatePickupPointDto): Promise<PickupPointView> {
    await inTransaction(this.dataSource, async (manager) => {
      const point = await manager.findOne(PickupPoint, { where: { id } });
      if (!point) throw notFound();
      await this.apply(manager, point, dto);
      markCatalogChanged(manager);
      await manager.save(point);
    });
    return this.get(id);
  }

  async remove(id: number): Promise<PickupPointView> {
    const view = await this.get(id);
    await inTransaction(this.dataSource, async (manager) => {
      const used = (await ordersBy(manager, 'pickup_point_id', [id])).get(String(id)) ?? 0;
      if (used) throw new ConflictException({ detail: `Pickup point "${view.name}" was used by ${ordersPhrase(used)}: deactivate it instead.` });
      markCatalogChanged(manager);
      await manager.delete(PickupPoint, { id });
    });
    return view;
  }

  /** Points of `methodId` by external id, for an import to update. */
  byExternalIds(manager: EntityManager, methodId: number, externalIds: string[]): Promise<PickupPoint[]> {
    return externalIds.length ? manager.find(PickupPoint, { where: { methodId, externalId: In(externalIds) } }) : Promise.resolve([]);
  }

  private async apply(manager: EntityManager, point: PickupPoint, dto: UpdatePickupPointDto): Promise<void> {
    if (dto.method_id !== undefined) point.methodId = dto.method_id;
    if (dto.name !== undefined) point.name = dto.name;
    if (dto.county_code !== undefined) point.countyCode = dto.county_code.toUpperCase();
    if (dto.town !== undefined) point.town = dto.town;
    if (dto.address !== undefined) point.address = dto.address;
    if (dto.opening_hours !== undefined) point.openingHours = dto.opening_hours ?? '';
    if (dto.phone !== undefined) point.phone = dto.phone;
    if (dto.active !== undefined) point.active = dto.active;
    if (dto.external_id !== undefined) point.externalId = dto.external_id;
    await assertPickupMethod(manager, point.methodId);
    if (!(await countyNames(manager)).has(point.countyCode)) throw new BadRequestException({ county_code: [`Unknown county "${point.countyCode}".`] });
    if (point.externalId !== null) {
      const other = await manager.findOne(PickupPoint, { where: { methodId: point.methodId, externalId: point.externalId }, select: { id: true } });
      if (other && other.id !== point.id) throw new BadRequestException({ external_id: ['Another point of this method has this external id.'] });
    }
  }
}
