import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { IsEmailAddress } from '../../common/email';
import { MAX_ID } from '../../common/ids';
import { normaliseKenyanMobile } from '../phone';
import { IsOmittable } from '../../common/validation';
import { NoWebAddress } from '../../common/web-address';
import { WhatsAppUpdatesField } from '../../users/dto/whatsapp-updates.field';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const IsKenyanMobile = () =>
  ValidateBy({
    name: 'isKenyanMobile',
    validator: {
      // An empty value is IsNotEmpty's to report, with the spec's message alone.
      validate: (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'string' && normaliseKenyanMobile(value) !== null),
      defaultMessage: () => 'Enter a Kenyan mobile number such as 0712345678.',
    },
  });

/** One message per problem: no county at all, or something that is not a county's code. */
const IsCountyCode = () =>
  ValidateBy({
    name: 'isCountyCode',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && /^KE-\d{2}$/.test(value),
      defaultMessage: (args) => (args?.value === undefined || args?.value === null || args?.value === '' ? 'Please choose your county.' : 'Please choose your county from the list.'),
    },
  });

/** Optional text: left out, null or blank all mean none. */
const IsOptionalText = () => ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== null && value !== '');

/** The checkout form (SPEC.md section 5); name and e-mail default to the account's. */
export class CheckoutDto {
  @WhatsAppUpdatesField("true: the customer ticked \"Send my order updates on WhatsApp\"; their order updates go there instead of SMS from now on (false or absent changes nothing)")
  whatsapp_updates?: boolean;

  @ApiPropertyOptional({ example: 'Wanjiku Kamau', description: "Defaults to the account's name" })
  @IsOmittable()
  @Transform(trimmed)
  @IsString()
  @MaxLength(150)
  @NoWebAddress('name')
  client_name?: string;

  @ApiPropertyOptional({ example: 'wanjiku@example.com', description: "Defaults to the account's e-mail" })
  @IsOmittable()
  @Transform(trimmed)
  @ValidateIf((dto: CheckoutDto) => dto.client_email !== '')
  @IsEmailAddress({ message: 'Enter a valid e-mail address.' })
  @MaxLength(254)
  client_email?: string;

  @ApiProperty({ example: '0712345678', description: 'Kenyan mobile: 07XXXXXXXX, 01XXXXXXXX, +2547…, 2547…; stored as 2547XXXXXXXX' })
  @Transform(trimmed)
  @IsNotEmpty({ message: 'Please provide your phone number.' })
  @IsKenyanMobile()
  client_phone: string;

  @ApiProperty({ example: 'courier', description: "A delivery method's code, offered in the county (GET /api/delivery/options/)" })
  @IsString({ message: 'Choose a delivery method.' })
  @Matches(/^[a-z][a-z0-9_-]{0,31}$/, { message: 'Choose a delivery method.' })
  delivery_method: string;

  @ApiProperty({ example: 'KE-28', description: 'The county, ISO 3166-2:KE (GET /api/counties/)' })
  @IsCountyCode()
  delivery_county: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Nyali', description: 'Town or area; required when the method requires_address' })
  @Transform(trimmed)
  @IsOptionalText()
  @IsString()
  @MaxLength(100, { message: 'The town is too long (100 characters at most).' })
  @NoWebAddress('address')
  delivery_town?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Links Road, Nyali Centre, 2nd floor', description: 'Street, building or landmark; required when the method requires_address (ignored otherwise)' })
  @Transform(trimmed)
  @IsOptionalText()
  @IsString()
  @MaxLength(500, { message: 'The delivery address is too long (500 characters at most).' })
  @NoWebAddress('address')
  delivery_address?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Call when at the gate', description: 'For the rider or courier' })
  @Transform(trimmed)
  @IsOptionalText()
  @IsString()
  @MaxLength(300, { message: 'The notes are too long (300 characters at most).' })
  @NoWebAddress('address')
  delivery_notes?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: "Where a pickup-kind method's parcel is collected: one of the option's pickup_points (may be left out when there is only one)" })
  @ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== null)
  @IsInt({ message: 'Choose a pickup point from the list.' })
  @Min(1, { message: 'Choose a pickup point from the list.' })
  @Max(MAX_ID, { message: 'Choose a pickup point from the list.' })
  pickup_point_id?: number | null;
}
