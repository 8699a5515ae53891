import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../common/validation';
import { IsText } from './fields';

const COUNTIES_MESSAGE = 'Choose at least one county.';

class ZoneFields {
  @ApiPropertyOptional({ example: 'Nairobi metro', maxLength: 80 })
  @IsOmittable()
  @IsText(80)
  name?: string;

  @ApiPropertyOptional({ default: true })
  @IsOmittable()
  @IsBoolean({ message: 'Must be true or false.' })
  active?: boolean;

  @ApiPropertyOptional({ type: [String], example: ['KE-13', 'KE-22'], description: 'County codes (ISO 3166-2:KE), at least one' })
  @IsOmittable()
  @IsArray({ message: COUNTIES_MESSAGE })
  @ArrayMinSize(1, { message: COUNTIES_MESSAGE })
  @ArrayMaxSize(47, { message: 'Kenya has 47 counties.' })
  @IsString({ each: true, message: 'Give county codes such as KE-30.' })
  @MaxLength(5, { each: true, message: 'Give county codes such as KE-30.' })
  counties?: string[];

  /** react-admin sends the whole record back on update; read-only fields are ignored. */
  @Allow() id?: unknown;
  @Allow() orders_count?: unknown;
}

export class CreateDeliveryZoneDto extends ZoneFields {
  @ApiProperty({ example: 'Coast', maxLength: 80 })
  declare name: string;
  @ApiProperty({ type: [String], example: ['KE-28', 'KE-14'] })
  declare counties: string[];
}

export class UpdateDeliveryZoneDto extends ZoneFields {}
