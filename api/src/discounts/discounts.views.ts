import { ApiProperty } from '@nestjs/swagger';
import { toShillings, toShillingsOrNull } from '../catalog/money';
import { DISCOUNT_TYPES, type DiscountType, toNairobiIso } from './discount-rules';
import type { DiscountCode } from './discount.entities';

/** A code as staff see it (money in KSh, times in Nairobi). */
export class DiscountCodeView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'KARIBU10' }) code: string;
  @ApiProperty({ enum: DISCOUNT_TYPES, enumName: 'DiscountType' }) type: DiscountType;
  @ApiProperty({ description: 'Percent (1-100) for percent, KSh for fixed, 0 for free_delivery', example: 10 }) value: number;
  @ApiProperty({ type: Number, nullable: true, description: 'KSh' }) min_goods_total: number | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-01T00:00:00+03:00', description: 'Nairobi time' }) starts_at: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-31T23:59:59+03:00', description: 'Nairobi time' }) ends_at: string | null;
  @ApiProperty({ type: Number, nullable: true }) usage_limit: number | null;
  @ApiProperty({ type: Number, nullable: true }) per_customer_limit: number | null;
  @ApiProperty({ type: [Number] }) product_ids: number[];
  @ApiProperty({ type: [Number] }) category_ids: number[];
  @ApiProperty() is_active: boolean;
  @ApiProperty({ description: 'Orders holding the code now (cancelled, expired and failed ones give it back)' }) times_used: number;
  @ApiProperty({ description: 'Orders placed with the code, not cancelled, expired or failed' }) orders_count: number;
  @ApiProperty({ description: 'KSh taken off those orders' }) given_away: number;
  @ApiProperty() created_at: Date;
}

export function discountCodeView(code: DiscountCode, stats: { orders: number; givenAway: number } = { orders: 0, givenAway: 0 }): DiscountCodeView {
  return {
    id: code.id,
    code: code.code,
    type: code.type,
    value: code.type === 'fixed' ? toShillings(code.value) : code.value,
    min_goods_total: toShillingsOrNull(code.minGoodsTotal),
    starts_at: toNairobiIso(code.startsAt),
    ends_at: toNairobiIso(code.endsAt),
    usage_limit: code.usageLimit,
    per_customer_limit: code.perCustomerLimit,
    product_ids: code.productIds,
    category_ids: code.categoryIds,
    is_active: code.isActive,
    times_used: code.timesUsed,
    orders_count: stats.orders,
    given_away: toShillings(stats.givenAway),
    created_at: code.createdAt,
  };
}
