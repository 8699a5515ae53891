import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsString, Matches, MaxLength } from 'class-validator';
import { IsId } from '../../common/ids';
import { IsOmittable } from '../../common/validation';
import { IsOptionalText, IsText, trim } from './fields';

export const PHONE_RULE = /^[0-9+()\- ]{0,20}$/;
export const PHONE_MESSAGE = 'Use at most 20 digits, spaces, +, - or brackets.';

class PickupPointFields {
  @ApiPropertyOptional({ description: 'A pickup-kind method (shop_pickup or agent_pickup)' })
  @IsOmittable()
  @IsId('Choose a delivery method.')
  method_id?: number;

  @ApiPropertyOptional({ example: 'Westlands agent', maxLength: 120 })
  @IsOmittable()
  @IsText(120)
  name?: string;

  @ApiPropertyOptional({ example: 'KE-30' })
  @IsOmittable()
  @Transform(trim)
  @IsString({ message: 'Choose a county.' })
  @MaxLength(5, { message: 'Choose a county.' })
  county_code?: string;

  @ApiPropertyOptional({ example: 'Westlands', maxLength: 100 })
  @IsOmittable()
  @IsText(100)
  town?: string;

  @ApiPropertyOptional({ example: 'Sarit Centre, ground floor', maxLength: 300 })
  @IsOmittable()
  @IsText(300)
  address?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Mon-Sat 8am-8pm', maxLength: 200 })
  @IsOptionalText(200)
  opening_hours?: string | null;

  @ApiPropertyOptional({ example: '+254712345678', maxLength: 20 })
  @IsOmittable()
  @Transform(trim)
  @IsString({ message: PHONE_MESSAGE })
  @Matches(PHONE_RULE, { message: PHONE_MESSAGE })
  phone?: string;

  @ApiPropertyOptional({ default: true })
  @IsOmittable()
  @IsBoolean({ message: 'Must be true or false.' })
  active?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60, description: "The agent network's own id; unique per method" })
  @IsOptionalText(60)
  external_id?: string | null;

  /** react-admin sends the whole record back on update; read-only fields are ignored. */
  @Allow() id?: unknown;
  @Allow() county_name?: unknown;
}

export class CreatePickupPointDto extends PickupPointFields {
  @ApiProperty()
  declare method_id: number;
  @ApiProperty({ example: 'Westlands agent', maxLength: 120 })
  declare name: string;
  @ApiProperty({ example: 'KE-30' })
  declare county_code: string;
  @ApiProperty({ example: 'Westlands', maxLength: 100 })
  declare town: string;
  @ApiProperty({ example: 'Sarit Centre, ground floor', maxLength: 300 })
  declare address: string;
}

export class UpdatePickupPointDto extends PickupPointFields {}

/** The form fields of a CSV import besides its `file`. */
export class ImportPickupPointsDto {
  @ApiProperty({ description: 'The pickup-kind method the points belong to' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value))
  @IsId('Choose a delivery method.')
  method_id: number;

  /** The file part, when a client sends it as text. */
  @Allow() file?: unknown;
}
