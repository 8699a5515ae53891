import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { ORDER_STATUSES, type OrderStatus } from '../order-state-machine';
import { IsOmittable } from '../../common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ChangeStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  @IsIn(ORDER_STATUSES, { message: `Status must be one of: ${ORDER_STATUSES.join(', ')}.` })
  status: OrderStatus;

  @ApiPropertyOptional({ maxLength: 300, description: 'Why, for the status history' })
  @IsOmittable()
  @IsString()
  @MaxLength(300)
  note?: string;

  @ApiPropertyOptional({
    maxLength: 100,
    example: '0712 345 678',
    description: "Only with status shipped, and required then (a pickup order is never shipped: it becomes ready_for_collection): the courier's tracking number or the rider's phone (a Kenyan mobile number is kept as +2547XXXXXXXX)",
  })
  @IsOmittable()
  @Transform(trim)
  @IsString({ message: 'Give the tracking id as text.' })
  @MaxLength(100, { message: 'Use at most 100 characters.' })
  tracking_id?: string;
}
