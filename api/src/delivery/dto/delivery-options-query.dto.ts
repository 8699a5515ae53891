import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNumber, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { MAX_PRICE_SHILLINGS } from '../../catalog/money';
import { IsOmittable } from '../../common/validation';

/** Heaviest parcel a quote is asked for: a tonne, far beyond any basket. */
export const MAX_PARCEL_GRAMS = 1_000_000;
const asNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** Where to, and (for a guest, or the console's preview) what the parcel weighs and its goods cost. */
export class DeliveryOptionsQuery {
  @ApiProperty({ example: 'KE-17', description: 'The county, ISO 3166-2:KE' })
  @IsString({ message: 'Choose your county.' })
  @Matches(/^KE-\d{2}$/, { message: 'Choose a county from the list (a code such as KE-30).' })
  county: string;

  @ApiPropertyOptional({ example: 1200, description: "Grams; with goods_total, priced for these instead of the signed-in cart" })
  @IsOmittable()
  @Transform(asNumber)
  @IsInt({ message: 'Give the weight in whole grams.' })
  @Min(0, { message: 'The weight cannot be negative.' })
  @Max(MAX_PARCEL_GRAMS, { message: `The weight can be at most ${MAX_PARCEL_GRAMS} grams.` })
  weight_grams?: number;

  @ApiPropertyOptional({ example: 2400, description: 'KSh of goods (after any discount); goes with weight_grams' })
  @ValidateIf((query: DeliveryOptionsQuery) => query.goods_total !== undefined || query.weight_grams !== undefined)
  @Transform(asNumber)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Give the goods total in KSh, with weight_grams.' })
  @Min(0, { message: 'The goods total cannot be negative.' })
  @Max(MAX_PRICE_SHILLINGS, { message: `The goods total can be at most KSh ${MAX_PRICE_SHILLINGS}.` })
  goods_total?: number;
}
