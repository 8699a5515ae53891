import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsBoolean, ValidateNested } from 'class-validator';
import { IsId } from '../../common/ids';
import { IsOmittable } from '../../common/validation';
import { MAX_PRICE_SHILLINGS } from '../../catalog/money';
import { blankIsNull, IsOmittableShillings, IsShillings, IsWholeNumber, MAX_DAYS, MAX_GRAMS, Nullable } from './fields';

export class WeightBandInput {
  @ApiProperty({ example: 2000, minimum: 1, maximum: MAX_GRAMS })
  @IsWholeNumber(1, MAX_GRAMS)
  up_to_grams: number;

  @ApiProperty({ example: 250, description: 'Whole KSh' })
  @IsShillings()
  fee: number;
}

const bands = ({ value }: { value: unknown }) => {
  if (value === '' || (Array.isArray(value) && !value.length)) return null;
  return Array.isArray(value) ? value.map((item) => (typeof item === 'object' && item !== null ? plainToInstance(WeightBandInput, item) : item)) : value;
};

const DaysField = () => applyDecorators(IsOmittable(), Transform(blankIsNull), Nullable(), IsWholeNumber(0, MAX_DAYS));

class RateFields {
  @ApiPropertyOptional()
  @IsOmittable()
  @IsId('Choose a delivery method.')
  method_id?: number;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsId('Choose a zone.')
  zone_id?: number;

  @ApiPropertyOptional({ example: 400, description: 'Whole KSh for the first base_grams (0 to 100,000)' })
  @IsOmittableShillings(false)
  base_fee?: number;

  @ApiPropertyOptional({ example: 2000, default: 0, minimum: 0, maximum: MAX_GRAMS })
  @IsOmittable()
  @IsWholeNumber(0, MAX_GRAMS)
  base_grams?: number;

  @ApiPropertyOptional({ example: 100, default: 0, description: 'Whole KSh for each further started kilogram' })
  @IsOmittableShillings(false)
  per_kg_fee?: number;

  @ApiPropertyOptional({ type: [WeightBandInput], nullable: true, description: 'Up_to_grams strictly increasing; null or empty for the base and per-kg fees' })
  @IsOmittable()
  @Transform(bands)
  @Nullable()
  @IsArray({ message: 'Give the bands as a list.' })
  @ArrayMaxSize(20, { message: 'Use at most 20 bands.' })
  @ValidateNested({ each: true })
  weight_bands?: WeightBandInput[] | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Whole KSh of goods from which delivery is free; null for never' })
  @IsOmittableShillings(true, MAX_PRICE_SHILLINGS)
  free_over?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Whole KSh of goods the cart must hold; null for none' })
  @IsOmittableShillings(true, MAX_PRICE_SHILLINGS)
  min_goods?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: MAX_DAYS, description: "Null for the method's" })
  @DaysField()
  days_min?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: MAX_DAYS })
  @DaysField()
  days_max?: number | null;

  @ApiPropertyOptional({ default: true })
  @IsOmittable()
  @IsBoolean({ message: 'Must be true or false.' })
  active?: boolean;

  /** react-admin sends the whole record back on update; read-only fields are ignored. */
  @Allow() id?: unknown;
  @Allow() orders_count?: unknown;
}

export class CreateDeliveryRateDto extends RateFields {
  @ApiProperty()
  declare method_id: number;
  @ApiProperty()
  declare zone_id: number;
  @ApiProperty({ example: 400, description: 'Whole KSh for the first base_grams (0 to 100,000)' })
  declare base_fee: number;
}

export class UpdateDeliveryRateDto extends RateFields {}
