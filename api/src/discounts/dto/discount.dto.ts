import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { MAX_ID } from '../../common/ids';
import { IsOmittable } from '../../common/validation';
import { MAX_PRICE_SHILLINGS } from '../../catalog/money';
import { DISCOUNT_TYPES, type DiscountType } from '../discount-rules';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Null (or an empty text from a cleared console field) means "no such rule". */
const Nullable = () => ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null);
const blankIsNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

/** The shopper's code, applied to the server cart. */
export class ApplyDiscountDto {
  @ApiProperty({ example: 'KARIBU10' })
  @Transform(trim)
  @IsString({ message: 'Enter a discount code.' })
  @Matches(/\S/, { message: 'Enter a discount code.' })
  @MaxLength(40, { message: 'This code is not valid.' })
  code: string;
}

/** A count of orders, or null (or empty) for no limit. */
const IsUsageLimit = () =>
  applyDecorators(
    IsOmittable(),
    Transform(blankIsNull),
    Nullable(),
    IsInt({ message: 'Enter a whole number.' }),
    Min(1, { message: 'Enter at least 1, or leave it empty for no limit.' }),
    Max(MAX_ID, { message: 'This number is too large.' }),
  );

/** At most this many products or categories per code: their ids fit the column (2,000 characters) with room to spare. */
const MAX_SCOPE_IDS = 100;

/** Product or category ids the code is kept to; empty (or null) for all. */
const IsIdList = (what: 'product' | 'category') =>
  applyDecorators(
    IsOmittable(),
    Transform(blankIsNull),
    Nullable(),
    IsArray({ message: `Give a list of ${what} ids.` }),
    ArrayMaxSize(MAX_SCOPE_IDS, { message: `Choose at most ${MAX_SCOPE_IDS} ${what === 'product' ? 'products' : 'categories'}.` }),
    IsInt({ each: true, message: `Give ${what} ids.` }),
    Min(1, { each: true, message: `Give ${what} ids.` }),
    Max(MAX_ID, { each: true, message: `Give ${what} ids.` }),
  );

/**
 * A time staff type, as text (the service reads it as Nairobi time). Its year is kept to 2000-2100: a year such as
 * 0000 was saved on SQLite as text no date could be read from, and the codes list failed until it was edited.
 */
const IsCodeTime = (unreadable: string) =>
  applyDecorators(
    IsOmittable(),
    Transform(blankIsNull),
    Nullable(),
    IsString({ message: unreadable }),
    MaxLength(40),
    Matches(/^\s*(20\d\d|2100)-/, { message: 'Give a date from the year 2000 to 2100.' }),
  );

const CODE_RULE = /^[A-Za-z0-9_-]{3,40}$/;
const CODE_MESSAGE = 'Use 3-40 letters, digits, - or _.';

/** Every field of a code; on create `code` and `type` are required, on update any subset is sent. */
class DiscountFields {
  @ApiPropertyOptional({ enum: DISCOUNT_TYPES, enumName: 'DiscountType' })
  @IsOmittable()
  @IsIn(DISCOUNT_TYPES, { message: `Choose one of: ${DISCOUNT_TYPES.join(', ')}.` })
  type?: DiscountType;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Whole percent off (1-100) for percent, whole KSh off for fixed; ignored for free_delivery', example: 10 })
  @IsOmittable()
  @Transform(blankIsNull)
  @Nullable()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Enter a number (at most two decimals).' })
  @Min(0, { message: 'Enter a positive number.' })
  @Max(MAX_PRICE_SHILLINGS, { message: 'This number is too large.' })
  value?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Whole KSh of goods the cart must hold at least' })
  @IsOmittable()
  @Transform(blankIsNull)
  @Nullable()
  // Whole shillings as every other amount staff type, though it is a threshold and never money in a total.
  @IsInt({ message: 'Enter an amount in whole KSh (no cents).' })
  @Min(0, { message: 'Enter a positive amount.' })
  @Max(MAX_PRICE_SHILLINGS, { message: 'This amount is too large.' })
  min_goods_total?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-01T00:00', description: 'Nairobi time unless an offset is given; a bare date is that day\'s start' })
  @IsCodeTime('Give a date and time such as 2026-12-01T09:00.')
  starts_at?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-31', description: 'Nairobi time unless an offset is given; a bare date is that day\'s end' })
  @IsCodeTime('Give a date and time such as 2026-12-31T23:59.')
  ends_at?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Orders that may use the code in all; null for no limit' })
  @IsUsageLimit()
  usage_limit?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Orders one customer may use it on; null for no limit' })
  @IsUsageLimit()
  per_customer_limit?: number | null;

  @ApiPropertyOptional({ type: [Number], description: 'Only these products (with category_ids: either); empty for every product' })
  @IsIdList('product')
  product_ids?: number[] | null;

  @ApiPropertyOptional({ type: [Number], description: 'Only products of these categories; empty for every category' })
  @IsIdList('category')
  category_ids?: number[] | null;

  @ApiPropertyOptional({ default: true })
  @IsOmittable()
  @IsBoolean()
  is_active?: boolean;

  /** react-admin sends the whole record back on update; read-only fields are ignored. */
  @Allow() id?: unknown;
  @Allow() times_used?: unknown;
  @Allow() orders_count?: unknown;
  @Allow() given_away?: unknown;
  @Allow() created_at?: unknown;
}

export class CreateDiscountDto extends DiscountFields {
  @ApiProperty({ example: 'KARIBU10', description: 'Case-insensitive and unique; kept upper-case' })
  @Transform(trim)
  @IsString({ message: CODE_MESSAGE })
  @Matches(CODE_RULE, { message: CODE_MESSAGE })
  code: string;

  @ApiProperty({ enum: DISCOUNT_TYPES, enumName: 'DiscountType' })
  @IsIn(DISCOUNT_TYPES, { message: `Choose one of: ${DISCOUNT_TYPES.join(', ')}.` })
  declare type: DiscountType;
}

export class UpdateDiscountDto extends DiscountFields {
  @ApiPropertyOptional({ example: 'KARIBU10' })
  @IsOmittable()
  @Transform(trim)
  @IsString({ message: CODE_MESSAGE })
  @Matches(CODE_RULE, { message: CODE_MESSAGE })
  code?: string;
}
