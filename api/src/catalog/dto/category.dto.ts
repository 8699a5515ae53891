import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateCategoryDto {
  @ApiProperty({ example: 'Bags' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'This field may not be blank.' })
  @MaxLength(100)
  name: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiPropertyOptional({ default: true })
  @IsOmittable()
  @IsBoolean()
  is_active?: boolean;

  /** react-admin sends the whole record back on update; the id in the path is the one that counts. */
  @Allow()
  id?: unknown;
}

export class UpdateCategoryDto {
  @ApiPropertyOptional()
  @IsOmittable()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'This field may not be blank.' })
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean()
  is_active?: boolean;

  @Allow()
  id?: unknown;
}
