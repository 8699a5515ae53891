import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { IsId, MAX_ID } from '../../common/ids';
import { IsOmittable } from '../../common/validation';

export const MAX_MERGE_LINES = 100;

/** Older clients send numbers as strings ("3"). */
const number = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value);

/** `variant_id`, or `variant` from older clients (SPEC.md section 7, the guest-merge step). */
class VariantLine {
  @ApiPropertyOptional({ description: 'Variant id (required unless `variant` is given)' })
  // Checked whenever given: with `variant` beside it, an unchecked variant_id ([], {}) would still win below.
  @ValidateIf((line: VariantLine) => line.variant == null || line.variant_id != null)
  @Transform(number)
  @IsId('Give a variant id.')
  variant_id?: number;

  @ApiPropertyOptional({ description: 'Same as variant_id, sent by older clients' })
  @IsOmittable()
  @Transform(number)
  @IsId('Give a variant id.')
  variant?: number;

  @ApiProperty({ minimum: 1, example: 1 })
  @Transform(number)
  @IsInt({ message: 'Quantity must be a whole number.' })
  @Min(1, { message: 'Quantity must be at least 1.' })
  @Max(MAX_ID, { message: 'Quantity is too large.' })
  quantity: number;

  get variantId(): number {
    return (this.variant_id ?? this.variant)!;
  }
}

export class AddToCartDto extends VariantLine {}

export class MergeLineDto extends VariantLine {}

export class MergeCartDto {
  @ApiProperty({ type: [MergeLineDto], description: `The guest cart's lines (at most ${MAX_MERGE_LINES})` })
  @IsArray({ message: 'Send the guest lines as a list.' })
  @ArrayMaxSize(MAX_MERGE_LINES, { message: `Send at most ${MAX_MERGE_LINES} lines.` })
  @ValidateNested({ each: true })
  @Type(() => MergeLineDto)
  items: MergeLineDto[];
}

export class UpdateCartItemDto {
  @ApiProperty({ minimum: 1, example: 2 })
  @Transform(number)
  @IsInt({ message: 'Quantity must be a whole number.' })
  @Min(1, { message: 'Quantity must be at least 1.' })
  @Max(MAX_ID, { message: 'Quantity is too large.' })
  quantity: number;
}
