import { ApiProperty } from '@nestjs/swagger';
import { toShillings, toShillingsOrNull } from '../catalog/money';
import { DELIVERY_METHOD_CODES, type DeliveryMethod, type DeliveryMethodCode } from './delivery';

export class DeliveryMethodView {
  @ApiProperty({ enum: DELIVERY_METHOD_CODES, enumName: 'DeliveryMethodCode' }) code: DeliveryMethodCode;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'KSh' }) fee: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Free when the goods total is above this (KSh)' }) free_over: number | null;
  @ApiProperty() description: string;
  @ApiProperty() requires_address: boolean;

  static of(method: DeliveryMethod): DeliveryMethodView {
    return {
      code: method.code,
      label: method.label,
      fee: toShillings(method.fee),
      free_over: toShillingsOrNull(method.freeOver),
      description: method.description,
      requires_address: method.requiresAddress,
    };
  }
}
