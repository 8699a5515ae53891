import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsIn, IsString, Matches } from 'class-validator';
import { Transform } from 'class-transformer';
import { IsOmittable } from '../../common/validation';
import { DELIVERY_KINDS, type DeliveryKind } from '../delivery.entities';
import { IsOptionalText, IsText, IsWholeNumber, MAX_DAYS, trim } from './fields';

export const METHOD_CODE = /^[a-z][a-z0-9_-]{1,31}$/;
const CODE_MESSAGE = 'Use 2-32 lower-case letters, digits, - or _, starting with a letter.';
const KIND_MESSAGE = `Choose one of: ${DELIVERY_KINDS.join(', ')}.`;

/** Every field of a method; on create code, kind and both names are required, on update any subset. */
class MethodFields {
  @ApiPropertyOptional({ example: 'rider' })
  @IsOmittable()
  @Transform(trim)
  @IsString({ message: CODE_MESSAGE })
  @Matches(METHOD_CODE, { message: CODE_MESSAGE })
  code?: string;

  @ApiPropertyOptional({ enum: DELIVERY_KINDS, enumName: 'DeliveryKind' })
  @IsOmittable()
  @IsIn(DELIVERY_KINDS, { message: KIND_MESSAGE })
  kind?: DeliveryKind;

  @ApiPropertyOptional({ maxLength: 80 })
  @IsOmittable()
  @IsText(80)
  name_en?: string;

  @ApiPropertyOptional({ maxLength: 80 })
  @IsOmittable()
  @IsText(80)
  name_sw?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300, description: 'Empty for none' })
  @IsOptionalText(300)
  description_en?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300, description: 'Empty for none' })
  @IsOptionalText(300)
  description_sw?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300, description: 'Shown to the shopper under the method' })
  @IsOptionalText(300)
  note_en?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  @IsOptionalText(300)
  note_sw?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOmittable()
  @IsBoolean({ message: 'Must be true or false.' })
  active?: boolean;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: 1000 })
  @IsOmittable()
  @IsWholeNumber(0, 1000)
  sort_order?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: MAX_DAYS })
  @IsOmittable()
  @IsWholeNumber(0, MAX_DAYS)
  days_min?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: MAX_DAYS })
  @IsOmittable()
  @IsWholeNumber(0, MAX_DAYS)
  days_max?: number;

  @ApiPropertyOptional({ description: 'Default: true for door and courier_office, false for the pickup kinds' })
  @IsOmittable()
  @IsBoolean({ message: 'Must be true or false.' })
  requires_address?: boolean;

  /** react-admin sends the whole record back on update; read-only fields are ignored. */
  @Allow() id?: unknown;
  @Allow() orders_count?: unknown;
}

export class CreateDeliveryMethodDto extends MethodFields {
  @ApiProperty({ example: 'boda', description: 'Unique; 2-32 of a-z, 0-9, - and _' })
  declare code: string;
  @ApiProperty({ enum: DELIVERY_KINDS, enumName: 'DeliveryKind' })
  declare kind: DeliveryKind;
  @ApiProperty({ maxLength: 80 })
  declare name_en: string;
  @ApiProperty({ maxLength: 80 })
  declare name_sw: string;
}

export class UpdateDeliveryMethodDto extends MethodFields {}
