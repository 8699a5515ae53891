import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_METHOD_CODES, type DeliveryMethodCode } from '../checkout/delivery';
import { ORDER_STATUSES, type OrderStatus } from './order-state-machine';

export class OrderItemVariantView {
  @ApiProperty({ type: Number, nullable: true, description: 'Null once the variant is deleted' }) id: number | null;
  @ApiProperty({ example: 'Kiondo Basket - Red', description: 'Name when the order was placed' }) name: string;
}

export class OrderItemView {
  @ApiProperty() id: number;
  @ApiProperty({ type: OrderItemVariantView }) variant: OrderItemVariantView;
  @ApiProperty() sku: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'KSh, as when the order was placed' }) unit_price: number;
  @ApiProperty({ description: 'KSh' }) subtotal: number;
}

export class OrderPaymentView {
  @ApiProperty() tracking_id: string;
  @ApiProperty({ type: String, nullable: true, example: 'MpesaKE' }) method: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'SBM2VWCQ5G' }) confirmation_code: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2547xxx18241' }) account: string | null;
  @ApiProperty({ enum: ['PENDING', 'COMPLETED', 'FAILED', 'REVERSED'] }) status: string;
}

export class OrderHistoryView {
  @ApiProperty({ enum: ORDER_STATUSES, nullable: true }) from: OrderStatus | null;
  @ApiProperty({ enum: ORDER_STATUSES }) to: OrderStatus;
  @ApiProperty() at: Date;
  @ApiProperty({ description: 'Username, or system / pesapal' }) by: string;
  @ApiProperty() note: string;
}

export class OrderCustomerView {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty() full_name: string;
}

export class OrderView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'KC-000123' }) reference: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ type: [OrderItemView] }) items: OrderItemView[];
  @ApiProperty({ description: 'KSh' }) product_total: number;
  @ApiProperty({ description: 'KSh' }) delivery_fee: number;
  @ApiProperty({ description: 'KSh' }) total_price: number;
  @ApiProperty({ enum: DELIVERY_METHOD_CODES }) delivery_method: DeliveryMethodCode;
  @ApiProperty({ type: String, nullable: true }) delivery_address: string | null;
  @ApiProperty() client_name: string;
  @ApiProperty() client_email: string;
  @ApiProperty({ example: '254712345678' }) client_phone: string;
  @ApiProperty({ type: OrderPaymentView, nullable: true }) payment: OrderPaymentView | null;
  @ApiProperty({ type: [OrderHistoryView] }) history: OrderHistoryView[];
  @ApiProperty({ type: OrderCustomerView, nullable: true }) customer: OrderCustomerView | null;
  @ApiProperty() created_at: Date;
  @ApiProperty() updated_at: Date;
}
