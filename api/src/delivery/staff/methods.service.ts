import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { markCatalogChanged } from '../../catalog-cache/catalog-changes';
import { likePattern } from '../../catalog/product-filter';
import { filterIds, idIn } from '../../common/ids';
import { ListQuery } from '../../common/list-query';
import { inTransaction } from '../../inventory/transaction';
import { DELIVERY_KINDS, DeliveryMethod, isPickupKind } from '../delivery.entities';
import { CreateDeliveryMethodDto, UpdateDeliveryMethodDto } from './methods.dto';
import { booleanFilter, ordersBy, ordersPhrase } from './fields';
import { DeliveryMethodView } from './staff.views';

export const METHOD_SORTABLE = ['sort_order', 'id', 'code', 'name_en', 'kind', 'active'] as const;
const SORT_COLUMNS: Record<(typeof METHOD_SORTABLE)[number], string> = {
  sort_order: 'm.sortOrder',
  id: 'm.id',
  code: 'm.code',
  name_en: 'm.nameEn',
  kind: 'm.kind',
  active: 'm.active',
};

const notFound = () => new NotFoundException({ detail: 'Delivery method not found.' });
const REQUIRED = 'This field is required.';

export const methodView = (method: DeliveryMethod, orders = 0): DeliveryMethodView => ({
  id: method.id,
  code: method.code,
  kind: method.kind,
  name_en: method.nameEn,
  name_sw: method.nameSw,
  description_en: method.descriptionEn,
  description_sw: method.descriptionSw,
  note_en: method.noteEn,
  note_sw: method.noteSw,
  active: method.active,
  sort_order: method.sortOrder,
  days_min: method.daysMin,
  days_max: method.daysMax,
  requires_address: method.requiresAddress,
  orders_count: orders,
});

/** Delivery methods as staff set them; a code past orders used stays as it is, and such a method is deactivated, never deleted. */
@Injectable()
export class DeliveryMethodsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: ListQuery<Record<string, unknown>>): Promise<[DeliveryMethodView[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(DeliveryMethod, 'm');
    const { q, active, kind } = query.filter;
    if (query.filter.id !== undefined) {
      const ids = filterIds('filter.id', query.filter.id);
      qb.andWhere(idIn('m.id', 'ids', ids), { ids });
    }
    if (typeof q === 'string' && q.trim())
      qb.andWhere("(LOWER(m.code) LIKE :q ESCAPE '\\' OR LOWER(m.nameEn) LIKE :q ESCAPE '\\' OR LOWER(m.nameSw) LIKE :q ESCAPE '\\')", { q: likePattern(q.trim().toLowerCase()) });
    const isActive = booleanFilter('active', active);
    if (isActive !== undefined) qb.andWhere('m.active = :active', { active: isActive });
    if (kind !== undefined && kind !== '') {
      if (!DELIVERY_KINDS.includes(kind as never)) throw new BadRequestException({ 'filter.kind': [`Must be one of: ${DELIVERY_KINDS.join(', ')}.`] });
      qb.andWhere('m.kind = :kind', { kind });
    }
    const sort = query.sort ?? { field: 'sort_order', order: 'ASC' };
    qb.orderBy(SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS], sort.order).addOrderBy('m.id', 'ASC').skip(query.offset).take(query.limit);
    const [methods, total] = await qb.getManyAndCount();
    const orders = await ordersBy(this.dataSource.manager, 'delivery_method', methods.map((method) => method.code));
    return [methods.map((method) => methodView(method, orders.get(method.code) ?? 0)), total];
  }

  async get(id: number): Promise<DeliveryMethodView> {
    const method = await this.dataSource.manager.findOne(DeliveryMethod, { where: { id } });
    if (!method) throw notFound();
    return methodView(method, await this.ordersOf(method.code));
  }

  async create(dto: CreateDeliveryMethodDto): Promise<DeliveryMethodView> {
    const errors: Record<string, string[]> = {};
    for (const field of ['code', 'kind', 'name_en', 'name_sw'] as const) if (dto[field] === undefined) errors[field] = [REQUIRED];
    if (Object.keys(errors).length) throw new BadRequestException(errors);
    const method = this.dataSource.manager.create(DeliveryMethod, {
      code: dto.code,
      kind: dto.kind,
      nameEn: dto.name_en,
      nameSw: dto.name_sw,
      descriptionEn: '',
      descriptionSw: '',
      noteEn: null,
      noteSw: null,
      active: true,
      sortOrder: 0,
      daysMin: 0,
      daysMax: 0,
      requiresAddress: !isPickupKind(dto.kind),
    });
    this.apply(method, dto);
    const id = await inTransaction(this.dataSource, async (manager) => {
      if (await manager.exists(DeliveryMethod, { where: { code: method.code } })) throw new BadRequestException({ code: ['A delivery method with this code already exists.'] });
      markCatalogChanged(manager);
      return (await manager.save(method)).id;
    });
    return this.get(id);
  }

  async update(id: number, dto: UpdateDeliveryMethodDto): Promise<DeliveryMethodView> {
    await inTransaction(this.dataSource, async (manager) => {
      const method = await manager.findOne(DeliveryMethod, { where: { id } });
      if (!method) throw notFound();
      if (dto.code !== undefined && dto.code !== method.code) {
        const used = (await ordersBy(manager, 'delivery_method', [method.code])).get(method.code) ?? 0;
        if (used) throw new BadRequestException({ code: [`${ordersPhrase(used)} used this code: it cannot change. Add a new method instead.`] });
        if (await manager.exists(DeliveryMethod, { where: { code: dto.code } })) throw new BadRequestException({ code: ['A delivery method with this code already exists.'] });
      }
      this.apply(method, dto);
      markCatalogChanged(manager);
      const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = method;
      await manager.update(DeliveryMethod, { id }, fields);
    });
    return this.get(id);
  }

  /** Deletes an unused method with its rates and pickup points; one an order used is refused (409). */
  async remove(id: number): Promise<DeliveryMethodView> {
    return inTransaction(this.dataSource, async (manager) => {
      const method = await manager.findOne(DeliveryMethod, { where: { id } });
      if (!method) throw notFound();
      const used = (await ordersBy(manager, 'delivery_method', [method.code])).get(method.code) ?? 0;
      if (used) throw new ConflictException({ detail: `Method "${method.nameEn}" was used by ${ordersPhrase(used)}: deactivate it instead.` });
      markCatalogChanged(manager);
      await manager.delete(DeliveryMethod, { id });
      return methodView(method);
    });
  }

  private async ordersOf(code: string): Promise<number> {
    return (await ordersBy(this.dataSource.manager, 'delivery_method', [code])).get(code) ?? 0;
  }

  /** Writes the sent fields onto `method` and checks the whole (days in order). */
  private apply(method: DeliveryMethod, dto: UpdateDeliveryMethodDto): void {
    if (dto.code !== undefined) method.code = dto.code;
    if (dto.kind !== undefined) method.kind = dto.kind;
    if (dto.name_en !== undefined) method.nameEn = dto.name_en;
    if (dto.name_sw !== undefined) method.nameSw = dto.name_sw;
    if (dto.description_en !== undefined) method.descriptionEn = dto.description_en ?? '';
    if (dto.description_sw !== undefined) method.descriptionSw = dto.description_sw ?? '';
    if (dto.note_en !== undefined) method.noteEn = dto.note_en;
    if (dto.note_sw !== undefined) method.noteSw = dto.note_sw;
    if (dto.active !== undefined) method.active = dto.active;
    if (dto.sort_order !== undefined) method.sortOrder = dto.sort_order;
    if (dto.days_min !== undefined) method.daysMin = dto.days_min;
    if (dto.days_max !== undefined) method.daysMax = dto.days_max;
    if (dto.requires_address !== undefined) method.requiresAddress = dto.requires_address;
    if (method.daysMin > method.daysMax) throw new BadRequestException({ days_max: ['The most days cannot be fewer than the fewest.'] });
  }
}
