import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PRICE_SHILLINGS } from '../../catalog/money';

export class UpdateVariantStockDto {
  @ApiPropertyOptional({ description: 'New stock level (0 or more)' })
  @IsOptional()
  @IsInt({ message: 'Stock must be a whole number.' })
  @Min(0, { message: 'Stock cannot be negative.' })
  @Max(1_000_000, { message: 'Stock is unrealistically high.' })
  stock?: number;

  @ApiPropertyOptional({ description: 'New price in KSh' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Enter a price in KSh with at most 2 decimals.' })
  @Min(0.01, { message: 'Price must be greater than 0.' })
  @Max(MAX_PRICE_SHILLINGS, { message: 'Price is too high.' })
  price?: number;

  @ApiPropertyOptional({ description: 'Why (shown in the log)' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  comment?: string;
}
