import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../common/email';
import { CONTACT_SUBJECTS, ContactSubject } from '../contact.entities';
import { IsOmittable } from '../../common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const REQUIRED = { message: 'This field is required.' };
const EMAIL = { message: 'Enter a valid email address.' };

export class CreateContactMessageDto {
  @ApiProperty({ example: 'Wanjiru Kamau' })
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(100, { message: 'Use at most 100 characters.' })
  name: string;

  @ApiProperty({ example: 'wanjiru@example.com' })
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @IsEmailAddress(EMAIL)
  @MaxLength(254, EMAIL)
  email: string;

  @ApiPropertyOptional({ example: '0712345678' })
  @IsOmittable()
  @Transform(trim)
  @IsString({ message: 'Enter a phone number.' })
  @Matches(/^[+\d][\d\s-]{0,29}$|^$/, { message: 'Enter a valid phone number.' })
  phone?: string;

  @ApiProperty({ enum: CONTACT_SUBJECTS, enumName: 'ContactSubject' })
  @IsIn(CONTACT_SUBJECTS, { message: `Choose one of: ${CONTACT_SUBJECTS.join(', ')}.` })
  subject: ContactSubject;

  @ApiProperty({ example: 'Do you ship Kiondo baskets to Mombasa?' })
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(5000, { message: 'Use at most 5000 characters.' })
  message: string;
}

export class SubscribeDto {
  @ApiProperty({ example: 'wanjiru@example.com' })
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @IsEmailAddress(EMAIL)
  @MaxLength(254, EMAIL)
  email: string;
}

export class NewsletterLeaveDto {
  @ApiProperty({ description: 'The token of the leave link in a newsletter e-mail (`/newsletter/unsubscribe?token=…`)' })
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(1000)
  token: string;
}
