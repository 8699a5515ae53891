import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES, type OrderStatus } from './order-state-machine';
import { OrderDeliveryPlaceView } from './order-delivery.views';

export class TrackingStepView {
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' }) status: OrderStatus;
  @ApiProperty() at: Date;
}

/** What anyone holding an order's reference and its phone or e-mail may see of it: where it is, nothing about who. */
export class TrackedOrderView extends OrderDeliveryPlaceView {
  @ApiProperty({ example: 'KC-000123' }) reference: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' }) status: OrderStatus;
  @ApiProperty({ example: 'courier', description: "The delivery method's code" }) delivery_method: string;
  @ApiProperty({ type: String, nullable: true, example: '+254712345678', description: "The courier's tracking number or the rider's phone, once shipped" }) tracking_id: string | null;
  @ApiProperty() placed_at: Date;
  @ApiProperty({ type: [TrackingStepView], description: 'Each status the order reached, oldest first' }) timeline: TrackingStepView[];
}
