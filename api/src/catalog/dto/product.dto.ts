import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MAX_PRICE_SHILLINGS } from '../money';
import { IsId } from '../../common/ids';
import { nestsDeeperThan } from '../../common/json-depth';
import { IsOmittable } from '../../common/validation';

/** Multipart sends every field as text; these read "12", "true", "[...]" into their JSON types. */
const number = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);
const boolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One unit of a variant weighs at most 100 kg: more is a typo (grams for kilograms) that would price delivery absurdly. */
export const MAX_VARIANT_GRAMS = 100_000;
const WEIGHT_MESSAGE = `Enter the weight in whole grams, from 0 to ${MAX_VARIANT_GRAMS.toLocaleString('en-KE')}.`;

/** Grams or null (an emptied field); multipart sends text. */
const IsWeightGrams = (required = false) =>
  applyDecorators(
    ...(required ? [] : [IsOmittable()]),
    Transform(({ value }: { value: unknown }) => (value === '' || value === 'null' ? null : number({ value }))),
    ValidateIf((_object: object, value: unknown) => value !== null),
    // One rule, so a value that misses several ways is told once.
    ValidateBy({
      name: 'weightGrams',
      validator: { validate: (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_VARIANT_GRAMS, defaultMessage: () => WEIGHT_MESSAGE },
    }),
  );

/** A price staff set: whole KSh (M-Pesa takes no cents), above 0 (`positive` tells a price of 0 or less). */
export const IsPrice = (positive: string) =>
  applyDecorators(IsInt({ message: 'Enter a price in whole KSh (no cents).' }), Min(1, { message: positive }), Max(MAX_PRICE_SHILLINGS, { message: 'Price is too high.' }));

export class VariantAttributeInput {
  @ApiPropertyOptional({ description: 'Attribute type id (checked against the value)' })
  @IsOmittable()
  @Transform(number)
  @IsId('Give an attribute type id.')
  type?: number;

  @ApiProperty({ description: 'Attribute value id' })
  @Transform(number)
  @IsId('Give an attribute value id.')
  value: number;
}

export class VariantInput {
  @ApiPropertyOptional({
    description: 'A saved variant id (update it) or any temporary id such as "new-1" (create it); it names the files `variant_{id}_images`',
    oneOf: [{ type: 'integer' }, { type: 'string' }],
  })
  @Allow()
  id?: number | string;

  @ApiProperty({ example: 2500, description: 'Whole KSh (no cents)' })
  @Transform(number)
  @IsPrice('Variant price must be > 0 and stock >= 0')
  price: number;

  @ApiPropertyOptional({ default: 0, description: 'Opening stock of a new variant; ignored for saved variants (use the inventory route)' })
  @IsOmittable()
  @Transform(number)
  @IsInt({ message: 'Stock must be a whole number.' })
  @Min(0, { message: 'Variant price must be > 0 and stock >= 0' })
  @Max(1_000_000)
  stock?: number;

  @ApiPropertyOptional({ default: true })
  @IsOmittable()
  @Transform(boolean)
  @IsBoolean()
  is_active?: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 450, minimum: 0, maximum: MAX_VARIANT_GRAMS, description: 'One unit in grams, for the delivery fee; null (or empty) when not weighed; left out keeps a saved variant\'s' })
  @IsWeightGrams()
  weight_grams?: number | null;

  @ApiPropertyOptional({ type: [VariantAttributeInput] })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'object' && item !== null ? plainToInstance(VariantAttributeInput, item) : item)) : value))
  attributes?: VariantAttributeInput[];
}

/** `variants` arrives as a JSON string in multipart and as an array in JSON bodies. */
const variantsJson = ({ value }: { value: unknown }) => {
  let parsed = value;
  // Refused before JSON.parse: class-transformer would recurse through any depth and overflow the stack.
  if (typeof value === 'string' && nestsDeeperThan(value)) throw new BadRequestException({ variants: ['The variants are nested too deeply.'] });
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return value;
    }
  }
  return Array.isArray(parsed) ? parsed.map((item) => (typeof item === 'object' && item !== null ? plainToInstance(VariantInput, item) : item)) : parsed;
};

/** POST and PUT /api/products/ (multipart: these fields as text, plus main_image and variant_{id}_images files). */
export class ProductFormDto {
  @ApiProperty({ example: 'Maasai Beaded Tote' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'This field may not be blank.' })
  @MaxLength(200)
  name: string;

  @ApiProperty({ description: 'Category id' })
  @Transform(number)
  @IsId('Choose a category.')
  category_id: number;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsString()
  @MaxLength(5000)
  description?: string;

  @ApiPropertyOptional({ default: true, description: '"true" or "false"' })
  @IsOmittable()
  @Transform(boolean)
  @IsBoolean({ message: 'Must be true or false.' })
  is_active?: boolean;

  @ApiProperty({ description: 'JSON array of variants', type: [VariantInput] })
  @Transform(variantsJson)
  @IsArray({ message: 'Give the variants as a JSON array.' })
  @ArrayMinSize(1, { message: 'Please add at least one variant' })
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  variants: VariantInput[];

  /** Present in multipart bodies as a file; a text value here would be a client mistake. */
  @Allow()
  main_image?: unknown;
}

/** PATCH /api/products/{id}/: single fields, e.g. the active switch. */
export class PatchProductDto {
  @ApiPropertyOptional()
  @IsOmittable()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'This field may not be blank.' })
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsId('Choose a category.')
  category_id?: number;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsString()
  @MaxLength(5000)
  description?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean({ message: 'Must be true or false.' })
  is_active?: boolean;
}

/** POST /api/products/{id}/weights/: one weight for every variant of the product. */
export class SetWeightsDto {
  @ApiProperty({ type: Number, nullable: true, example: 450, minimum: 0, maximum: MAX_VARIANT_GRAMS, description: 'Grams per unit; null clears them' })
  @IsWeightGrams(true)
  weight_grams: number | null;
}
