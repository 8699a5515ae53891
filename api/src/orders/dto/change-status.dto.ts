import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { ORDER_STATUSES, type OrderStatus } from '../order-state-machine';
import { IsOmittable } from '../../common/validation';

export class ChangeStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  @IsIn(ORDER_STATUSES, { message: `Status must be one of: ${ORDER_STATUSES.join(', ')}.` })
  status: OrderStatus;

  @ApiPropertyOptional({ maxLength: 300, description: 'Why, for the status history' })
  @IsOmittable()
  @IsString()
  @MaxLength(300)
  note?: string;
}
