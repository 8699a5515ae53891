import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { IsOmittable } from '../../common/validation';
import { NoWebAddress } from '../../common/web-address';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimmedOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
/** Left out, null or blank: none. */
const Optional = () => ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null);

/** Every field of a saved address; POST needs county_code, town and line, PUT any of them. */
export class UpdateAddressDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Home', maxLength: 60 })
  @Transform(trimmedOrNull)
  @Optional()
  @IsString({ message: 'Give the label as text.' })
  @MaxLength(60, { message: 'The label is too long (60 characters at most).' })
  @NoWebAddress('address')
  label?: string | null;

  @ApiPropertyOptional({ example: 'KE-28', description: 'County code (ISO 3166-2:KE)' })
  @IsOmittable()
  @Transform(trimmed)
  @IsString({ message: 'Choose the county of this address.' })
  @Matches(/^KE-\d{2}$/i, { message: 'Choose the county of this address from the list.' })
  county_code?: string;

  @ApiPropertyOptional({ example: 'Nyali', maxLength: 100, description: 'Town or area' })
  @IsOmittable()
  @Transform(trimmed)
  @IsString({ message: 'Give the town or area.' })
  @Matches(/\S/, { message: 'Give the town or area.' })
  @MaxLength(100, { message: 'The town or area is too long (100 characters at most).' })
  @NoWebAddress('address')
  town?: string;

  @ApiPropertyOptional({ example: 'Links Road, Nyali Centre, 2nd floor', maxLength: 500, description: 'Street, building or landmark' })
  @IsOmittable()
  @Transform(trimmed)
  @IsString({ message: 'Give the street, building or landmark.' })
  @Matches(/\S/, { message: 'Give the street, building or landmark.' })
  @MaxLength(500, { message: 'The street, building or landmark is too long (500 characters at most).' })
  @NoWebAddress('address')
  line?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Blue gate', maxLength: 300, description: 'For the rider or courier' })
  @Transform(trimmedOrNull)
  @Optional()
  @IsString({ message: 'Give the notes as text.' })
  @MaxLength(300, { message: 'The notes for the rider are too long (300 characters at most).' })
  @NoWebAddress('address')
  notes?: string | null;

  @ApiPropertyOptional({ description: 'Make it the default address (there is always exactly one)' })
  @IsOmittable()
  @IsBoolean({ message: 'Send is_default as true or false.' })
  is_default?: boolean;

  /** A client may send a saved address back whole; these are read-only. */
  @Allow() id?: unknown;
  @Allow() county_name?: unknown;
}

export class CreateAddressDto extends UpdateAddressDto {
  @ApiProperty({ example: 'KE-28', description: 'County code (ISO 3166-2:KE)' })
  declare county_code: string;
  @ApiProperty({ example: 'Nyali', maxLength: 100 })
  declare town: string;
  @ApiProperty({ example: 'Links Road, Nyali Centre, 2nd floor', maxLength: 500 })
  declare line: string;
}
