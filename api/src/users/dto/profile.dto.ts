import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import { IsOmittable } from '../../common/validation';
import { IsEmailAddress } from '../../common/email';
import { NoWebAddress } from '../../common/web-address';
import type { Language } from '../../i18n/languages';
import { LanguageField } from '../../i18n/language.field';
import { WhatsAppUpdatesField } from './whatsapp-updates.field';

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A person's first or last name, on sign-up and profile: text the shop's messages may greet with, so never a web address. */
export const NameField = () => applyDecorators(ApiPropertyOptional(), IsOmittable(), Transform(trim), IsString(), MaxLength(150), NoWebAddress('name'));

/** Fields a user may change on their own profile; absent or empty fields stay as they are. */
export class UpdateProfileDto {
  @ApiPropertyOptional() @IsOmittable() @Transform(trim) @IsEmailAddress({ message: 'Enter a valid email address.' }) @MaxLength(254)
  email?: string;

  @NameField()
  first_name?: string;

  @NameField()
  last_name?: string;

  @ApiPropertyOptional({ example: '0712 345 678' })
  @IsOmittable()
  @Transform(trim)
  @Matches(/^$|^\+?[0-9 ()-]{7,20}$/, { message: 'Enter a valid phone number.' })
  phone?: string;

  @ApiPropertyOptional() @IsOmittable() @Transform(trim) @IsString() @MaxLength(500)
  address?: string;

  /** The older profile form also sends the username. */
  @ApiPropertyOptional()
  @IsOmittable()
  @Transform(trim)
  @Matches(/^[\w.@+-]{3,150}$/, { message: 'Use 3-150 letters, digits and @ . + - _ only.' })
  username?: string;

  @LanguageField("The language of the shop's messages to this customer (SMS, e-mail)")
  language?: Language;

  @WhatsAppUpdatesField('true: order updates go by WhatsApp instead of SMS (kept with when it was given); false withdraws it')
  whatsapp_updates?: boolean;
}
