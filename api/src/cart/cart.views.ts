import { ApiProperty } from '@nestjs/swagger';
import { DISCOUNT_TYPES, type DiscountType } from '../discounts/discount-rules';

/** JSON shapes of the cart (orders contract, "Cart"); money in KSh. */
export class CartItemView {
  @ApiProperty() id: number;
  @ApiProperty() variant_id: number;
  @ApiProperty() product_id: number;
  @ApiProperty({ example: 'Kiondo Basket - Red' }) variant_name: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ example: 2500 }) unit_price: number;
  @ApiProperty({ example: 5000 }) total_price: number;
  @ApiProperty({ type: String, nullable: true, example: '/media/products/3f2a.webp' }) image: string | null;
  @ApiProperty({ description: 'Units available now (0 when the variant is no longer sold): the most this line may hold' }) stock: number;
}

export class CartCustomerView {
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: '+254712345678', description: "The account's phone ('' when none): checkout starts from it" }) phone: string;
}

export class CartView {
  @ApiProperty() id: number;
  @ApiProperty({ type: [CartItemView] }) items: CartItemView[];
  @ApiProperty({ example: 7500 }) total: number;
  @ApiProperty({ type: CartCustomerView }) customer: CartCustomerView;
  @ApiProperty({ type: String, nullable: true, example: 'KARIBU10', description: 'The code applied to this cart' }) discount_code: string | null;
  @ApiProperty({ enum: DISCOUNT_TYPES, enumName: 'DiscountType', nullable: true }) discount_type: DiscountType | null;
  @ApiProperty({ example: 750, description: 'KSh off the goods now (0 for a free-delivery code, which takes off the chosen method\'s fee: see fee_discount in GET /api/delivery/options/)' }) discount_amount: number;
  @ApiProperty({ type: String, nullable: true, example: 'This code needs at least KSh 2,000 of goods.', description: 'Why the applied code does not count now (the cart changed, it expired…); null when it does' }) discount_problem: string | null;
}

export class SkippedLineView {
  @ApiProperty() variant_id: number;
  @ApiProperty({ enum: ['unavailable', 'out_of_stock'], enumName: 'SkipReason' }) reason: 'unavailable' | 'out_of_stock';
  @ApiProperty({ example: 'Kiondo Basket - Red is out of stock.' }) detail: string;
}

export class MergedCartView extends CartView {
  @ApiProperty({ type: [SkippedLineView], description: 'Guest lines not merged: variant gone, no longer sold or out of stock' })
  skipped: SkippedLineView[];
}
