import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

const REQUIRED = { message: 'This field is required.' };

/** The public tracking form: an order reference and the phone or e-mail given at checkout. */
export class TrackQueryDto {
  @ApiProperty({ example: 'KC-000123', maxLength: 30 })
  @IsString(REQUIRED)
  @MaxLength(30, { message: 'Use at most 30 characters.' })
  reference: string;

  @ApiProperty({ example: '0712 345 678', maxLength: 254, description: "The order's phone in any usual spelling, or its e-mail (any case)" })
  @IsString(REQUIRED)
  @MaxLength(254, { message: 'Use at most 254 characters.' })
  contact: string;
}
