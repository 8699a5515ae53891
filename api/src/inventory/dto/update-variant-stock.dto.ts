import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsPrice } from '../../catalog/dto/product.dto';
import { IsOmittable } from '../../common/validation';

export class UpdateVariantStockDto {
  @ApiPropertyOptional({ description: 'New stock level (0 or more)' })
  @IsOmittable()
  @IsInt({ message: 'Stock must be a whole number.' })
  @Min(0, { message: 'Stock cannot be negative.' })
  @Max(1_000_000, { message: 'Stock is unrealistically high.' })
  stock?: number;

  @ApiPropertyOptional({ description: 'New price in whole KSh (no cents)' })
  @IsOmittable()
  @IsPrice('Price must be greater than 0.')
  price?: number;

  @ApiPropertyOptional({ description: 'Staff hear when the stock falls below this; the low-stock list shows variants under it' })
  @IsOmittable()
  @IsInt({ message: 'The threshold must be a whole number.' })
  @Min(0, { message: 'The threshold cannot be negative.' })
  @Max(100_000, { message: 'The threshold is at most 100,000.' })
  low_stock_threshold?: number;

  @ApiPropertyOptional({ description: 'Why (shown in the log)' })
  @IsOmittable()
  @IsString()
  @MaxLength(300)
  comment?: string;
}
