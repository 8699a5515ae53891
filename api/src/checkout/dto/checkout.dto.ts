import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { IsEmailAddress } from '../../common/email';
import { DELIVERY_METHOD_CODES, type DeliveryMethodCode, deliveryMethod } from '../delivery';
import { normaliseKenyanMobile } from '../phone';
import { IsOmittable } from '../../common/validation';
import { NoWebAddress } from '../../common/web-address';

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

const MAX_ADDRESS = 500;
/** One message per problem: missing (the spec's alert text) or too long. */
const IsDeliveryAddress = () =>
  ValidateBy({
    name: 'isDeliveryAddress',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value !== '' && value.length <= MAX_ADDRESS,
      defaultMessage: (args) =>
        typeof args?.value === 'string' && args.value.length > MAX_ADDRESS
          ? `The delivery address is too long (${MAX_ADDRESS} characters at most).`
          : 'Please provide your delivery address.',
    },
  });

/** The checkout form (SPEC.md section 5); name and e-mail default to the account's. */
export class CheckoutDto {
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

  @ApiProperty({ enum: DELIVERY_METHOD_CODES, enumName: 'DeliveryMethodCode' })
  @IsIn(DELIVERY_METHOD_CODES, { message: `Choose a delivery method: ${DELIVERY_METHOD_CODES.join(', ')}.` })
  delivery_method: DeliveryMethodCode;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Kilimani, Argwings Kodhek Rd, Apt 4B', description: 'Required unless pickup (then ignored and stored as null)' })
  @Transform(trimmed)
  @ValidateIf((dto: CheckoutDto) => DELIVERY_METHOD_CODES.includes(dto.delivery_method) && deliveryMethod(dto.delivery_method).requiresAddress)
  @IsDeliveryAddress()
  @NoWebAddress('address')
  delivery_address?: string | null;
}
