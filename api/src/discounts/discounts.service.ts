import { BadRequestException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { toCents } from '../catalog/money';
import { likePattern } from '../catalog/product-filter';
import { ListQuery } from '../common/list-query';
import { OrderEvent, OrderEvents } from '../orders/order-events';
import { DISCOUNT_TYPES, DiscountLine, discountRefusal, normaliseCode, parseNairobiTime } from './discount-rules';
import { DiscountCode, DiscountRedemption } from './discount.entities';
import { DiscountCodeView, discountCodeView } from './discounts.views';
import { CreateDiscountDto, UpdateDiscountDto } from './dto/discount.dto';

export const DISCOUNT_SORTABLE = ['id', 'code', 'type', 'times_used', 'starts_at', 'ends_at', 'is_active', 'created_at'] as const;
export interface DiscountFilter {
  q?: unknown;
  is_active?: unknown;
  type?: unknown;
}

const SORT_COLUMNS: Record<(typeof DISCOUNT_SORTABLE)[number], string> = {
  id: 'd.id',
  code: 'd.code',
  type: 'd.type',
  times_used: 'd.timesUsed',
  starts_at: 'd.startsAt',
  ends_at: 'd.endsAt',
  is_active: 'd.isActive',
  created_at: 'd.createdAt',
};

const notFound = () => new NotFoundException({ detail: 'Discount code not found.' });
/** A refusal the shopper reads under the code field. */
export const codeRefused = (reason: string) => new BadRequestException({ code: [reason] });

/** A code and whether it may be used on these lines now. */
export interface DiscountAssessment {
  code: DiscountCode;
  refusal: string | null;
}

/**
 * Discount codes (issue 20): staff set them up; the cart and checkout assess them with the pure rules;
 * checkout counts a use with one conditional UPDATE and a redemption row in its own transaction, and a
 * move of the order to cancelled or failed (expiry included) gives the use back, exactly once.
 */
@Injectable()
export class DiscountsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orderEvents: OrderEvents,
  ) {}

  onModuleInit(): void {
    this.orderEvents.listenInTransaction((manager, event) => this.orderMoved(manager, event));
  }

  /** The code a shopper typed (any case), or null. */
  byCode(text: string, manager: EntityManager = this.dataSource.manager): Promise<DiscountCode | null> {
    return manager.findOne(DiscountCode, { where: { code: normaliseCode(text) } });
  }

  /**
   * Whether `userId` may use the code on `lines` now; `manager` is the checkout's transaction when it re-checks.
   * `onCart`: the code is on the shopper's cart already, so its own state may be told (see discountRefusal).
   */
  async assess(manager: EntityManager, codeId: number, userId: number, lines: DiscountLine[], onCart: boolean, now = new Date()): Promise<DiscountAssessment | null> {
    const code = await manager.findOne(DiscountCode, { where: { id: codeId } });
    if (!code) return null;
    const used = code.perCustomerLimit === null ? 0 : await manager.count(DiscountRedemption, { where: { codeId, userId, released: false } });
    return { code, refusal: discountRefusal(code, lines, used, now, onCart) };
  }

  /**
   * Counts one use for the order inside the checkout's transaction: the conditional UPDATE lets exactly
   * `usage_limit` checkouts through however many race for the last use; the others are refused.
   */
  async redeem(manager: EntityManager, code: DiscountCode, userId: number, orderId: number, amount: number): Promise<void> {
    const result = await manager
      .createQueryBuilder()
      .update(DiscountCode)
      .set({ timesUsed: () => 'times_used + 1' })
      .where('id = :id AND (usage_limit IS NULL OR times_used < usage_limit)', { id: code.id })
      .execute();
    if (!result.affected) throw codeRefused('This code has been used up.');
    await manager.insert(DiscountRedemption, { codeId: code.id, userId, orderId, amount, released: false });
  }

  /** An order that ends unpaid (cancelled, expired, failed) gives its use back; a refund does not. */
  private async orderMoved(manager: EntityManager, event: OrderEvent): Promise<void> {
    if (event.type !== 'status-changed' || (event.to !== 'cancelled' && event.to !== 'failed')) return;
    const redemption = await manager.findOne(DiscountRedemption, { where: { orderId: event.orderId, released: false } });
    if (!redemption) return;
    const released = await manager
      .createQueryBuilder()
      .update(DiscountRedemption)
      .set({ released: true })
      .where('id = :id AND released = :no', { id: redemption.id, no: false })
      .execute();
    if (!released.affected) return;
    await manager
      .createQueryBuilder()
      .update(DiscountCode)
      .set({ timesUsed: () => 'times_used - 1' })
      .where('id = :id AND times_used > 0', { id: redemption.codeId })
      .execute();
  }

  async list(query: ListQuery<DiscountFilter>): Promise<[DiscountCodeView[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(DiscountCode, 'd');
    const { q, is_active: active, type } = query.filter;
    if (typeof q === 'string' && q.trim()) qb.andWhere("d.code LIKE :q ESCAPE '\\'", { q: likePattern(normaliseCode(q)) });
    if (active === true || active === false || active === 'true' || active === 'false') qb.andWhere('d.isActive = :active', { active: active === true || active === 'true' });
    if (type !== undefined && type !== '') {
      if (!DISCOUNT_TYPES.includes(type as never)) throw new BadRequestException({ 'filter.type': [`Must be one of: ${DISCOUNT_TYPES.join(', ')}.`] });
      qb.andWhere('d.type = :type', { type });
    }
    const sort = query.sort ?? { field: 'id', order: 'DESC' };
    qb.orderBy(SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS], sort.order).addOrderBy('d.id', sort.order).skip(query.offset).take(query.limit);
    const [codes, total] = await qb.getManyAndCount();
    const stats = await this.stats(codes.map((code) => code.id));
    return [codes.map((code) => discountCodeView(code, stats.get(code.id))), total];
  }

  async get(id: number): Promise<DiscountCodeView> {
    const code = await this.dataSource.manager.findOne(DiscountCode, { where: { id } });
    if (!code) throw notFound();
    return discountCodeView(code, (await this.stats([id])).get(id));
  }

  async create(dto: CreateDiscountDto): Promise<DiscountCodeView> {
    const code = this.dataSource.manager.create(DiscountCode, { code: normaliseCode(dto.code), type: dto.type, value: 0, timesUsed: 0, isActive: true, productIds: [], categoryIds: [] });
    this.applyFields(code, dto);
    await this.assertCodeFree(code.code);
    const saved = await this.dataSource.manager.save(code);
    return this.get(saved.id);
  }

  async update(id: number, dto: UpdateDiscountDto): Promise<DiscountCodeView> {
    const code = await this.dataSource.manager.findOne(DiscountCode, { where: { id } });
    if (!code) throw notFound();
    if (dto.code !== undefined && normaliseCode(dto.code) !== code.code) {
      code.code = normaliseCode(dto.code);
      await this.assertCodeFree(code.code, id);
    }
    this.applyFields(code, dto);
    // times_used is the checkouts' to change: never written from here, even by a stale record.
    const { id: _id, timesUsed: _counted, createdAt: _created, updatedAt: _updated, ...fields } = code;
    await this.dataSource.manager.update(DiscountCode, { id }, fields);
    return this.get(id);
  }

  /** Writes the sent fields onto `code` and checks the whole: value for its type, window in order. */
  private applyFields(code: DiscountCode, dto: UpdateDiscountDto): void {
    const errors: Record<string, string[]> = {};
    if (dto.type !== undefined) code.type = dto.type;
    const value = dto.value === undefined ? (code.type === 'fixed' ? code.value / 100 : code.value) : dto.value;
    if (code.type === 'percent') {
      if (value === null || !Number.isInteger(value) || value < 1 || value > 100) errors.value = ['Enter a whole percent from 1 to 100.'];
      else code.value = value;
    } else if (code.type === 'fixed') {
      if (value === null || value <= 0) errors.value = ['Enter the KSh taken off (more than 0).'];
      else if (!Number.isInteger(value)) errors.value = ['Enter the KSh taken off in whole shillings (no cents).'];
      else code.value = toCents(value);
    } else code.value = 0;
    if (dto.min_goods_total !== undefined) code.minGoodsTotal = dto.min_goods_total === null || dto.min_goods_total === 0 ? null : toCents(dto.min_goods_total);
    for (const [field, endOfDay] of [['starts_at', false], ['ends_at', true]] as const) {
      const text = dto[field];
      if (text === undefined) continue;
      const at = text === null ? null : parseNairobiTime(text, endOfDay);
      if (text !== null && !at) errors[field] = ['Give a date and time such as 2026-12-01T09:00 (Nairobi time).'];
      else if (field === 'starts_at') code.startsAt = at;
      else code.endsAt = at;
    }
    if (!errors.starts_at && !errors.ends_at && code.startsAt && code.endsAt && code.endsAt <= code.startsAt) errors.ends_at = ['The end must be after the start.'];
    if (dto.usage_limit !== undefined) code.usageLimit = dto.usage_limit;
    if (dto.per_customer_limit !== undefined) code.perCustomerLimit = dto.per_customer_limit;
    if (dto.product_ids !== undefined) code.productIds = [...new Set(dto.product_ids ?? [])];
    if (dto.category_ids !== undefined) code.categoryIds = [...new Set(dto.category_ids ?? [])];
    if (dto.is_active !== undefined) code.isActive = dto.is_active;
    if (Object.keys(errors).length) throw new BadRequestException(errors);
  }

  private async assertCodeFree(code: string, exceptId?: number): Promise<void> {
    const existing = await this.dataSource.manager.findOne(DiscountCode, { where: { code }, select: { id: true } });
    if (existing && existing.id !== exceptId) throw new BadRequestException({ code: ['A discount code with this code already exists.'] });
  }

  /** Per code: orders holding it and the cents they were given off (one grouped query for a page). */
  private async stats(ids: number[]): Promise<Map<number, { orders: number; givenAway: number }>> {
    if (!ids.length) return new Map();
    const rows = await this.dataSource.manager
      .createQueryBuilder(DiscountRedemption, 'r')
      .select('r.code_id', 'code_id')
      .addSelect('COUNT(*)', 'orders')
      .addSelect('COALESCE(SUM(r.amount), 0)', 'given_away')
      .where({ codeId: In(ids), released: false })
      .groupBy('r.code_id')
      .getRawMany<{ code_id: number; orders: string; given_away: string }>();
    return new Map(rows.map((row) => [Number(row.code_id), { orders: Number(row.orders), givenAway: Number(row.given_away) }]));
  }
}
