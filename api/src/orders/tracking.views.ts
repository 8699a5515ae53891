import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_METHOD_CODES, type DeliveryMethodCode } from '../checkout/delivery';
import { ORDER_STATUSES, type OrderStatus } from './order-state-machine';

export class TrackingStepView {
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' }) status: OrderStatus;
  @ApiProperty() at: Date;
}

/** What anyone holding an order's reference and its phone or e-mail may see of it: where it is, nothing about who. */
export class TrackedOrderView {
  @ApiProperty({ example: 'KC-000123' }) reference: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' }) status: OrderStatus;
  @ApiProperty({ enum: DELIVERY_METHOD_CODES, enumName: 'DeliveryMethodCode' }) delivery_method: DeliveryMethodCode;
  @ApiProperty({ type: String, nullable: true, example: '+254712345678', description: "The courier's tracking number or the rider's phone, once shipped" }) tracking_id: string | null;
  @ApiProperty() placed_at: Date;
  @ApiProperty({ type: [TrackingStepView], description: 'Each status the order reached, oldest first' }) timeline: TrackingStepView[];
}
