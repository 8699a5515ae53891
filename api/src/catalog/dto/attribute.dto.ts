import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsId } from '../../common/ids';
import { IsOmittable } from '../../common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AttributeTypeDto {
  @ApiProperty({ example: 'Color' })
  @Transform(trim)
  @IsString({ message: 'Type name is required' })
  @IsNotEmpty({ message: 'Type name is required' })
  @MaxLength(50)
  name: string;

  @Allow()
  id?: unknown;
}

export class CreateAttributeValueDto {
  @ApiProperty({ description: 'Attribute type id' })
  @IsId('Choose an attribute type.')
  type_id: number;

  @ApiProperty({ example: 'Red' })
  @Transform(trim)
  @IsString({ message: 'Value is required' })
  @IsNotEmpty({ message: 'Value is required' })
  @MaxLength(100)
  value: string;
}

export class UpdateAttributeValueDto {
  @ApiPropertyOptional({ example: 'Crimson' })
  @IsOmittable()
  @Transform(trim)
  @IsString({ message: 'Value is required' })
  @IsNotEmpty({ message: 'Value is required' })
  @MaxLength(100)
  value?: string;

  @ApiPropertyOptional({ description: 'Move the value to another type' })
  @IsOmittable()
  @IsId('Choose an attribute type.')
  type_id?: number;

  /** react-admin sends the whole record ({id, value, type}) on a full update. */
  @Allow()
  id?: unknown;

  @Allow()
  type?: unknown;
}
