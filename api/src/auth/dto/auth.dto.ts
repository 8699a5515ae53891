import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { IsEmailAddress } from '../../common/email';
import { UserView } from '../../users/user.view';
import { NameField, trim } from '../../users/dto/profile.dto';
import { IsOmittable } from '../../common/validation';
import type { Language } from '../../i18n/languages';
import { LanguageField } from '../../i18n/language.field';
import { MIN_PASSWORD_LENGTH, PasswordHardToGuess } from '../password-policy';

/** A password the person chooses: long enough, and refused with the reason when easy to guess. */
const NewPassword = (personalFields: readonly string[]) =>
  applyDecorators(
    ApiProperty({ minLength: MIN_PASSWORD_LENGTH, description: 'Refused when easy to guess (common, or built from the username, e-mail or names); the field error says why.' }),
    IsString(),
    IsNotEmpty({ message: 'This field is required.' }),
    MinLength(MIN_PASSWORD_LENGTH, { message: `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.` }),
    MaxLength(128),
    PasswordHardToGuess(personalFields),
  );

export class RegisterDto {
  @ApiProperty({ example: 'wanjiku' })
  @Transform(trim)
  @IsNotEmpty({ message: 'This field is required.' })
  @Matches(/^[\w.@+-]{3,150}$/, { message: 'Use 3-150 letters, digits and @ . + - _ only.' })
  username: string;

  @ApiProperty({ example: 'wanjiku@example.com' })
  @Transform(trim)
  @IsNotEmpty({ message: 'This field is required.' })
  @IsEmailAddress({ message: 'Enter a valid email address.' })
  @MaxLength(254)
  email: string;

  @NameField()
  first_name?: string;

  @NameField()
  last_name?: string;

  @NewPassword(['username', 'email', 'first_name', 'last_name'])
  password: string;

  @LanguageField("The language of the shop's messages; the request's Accept-Language when left out")
  language?: Language;
}

export class LoginDto {
  @ApiProperty({ example: 'admin', description: "The account's username or its e-mail" })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'This field is required.' })
  @MaxLength(150)
  username: string;

  @ApiProperty({ example: 'admin12345' })
  @IsString()
  @IsNotEmpty({ message: 'This field is required.' })
  @MaxLength(128)
  password: string;
}

/** The signed-in person's own details are checked against the new password by the service. */
export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'This field is required.' })
  @MaxLength(128)
  current_password: string;

  @NewPassword([])
  password: string;
}

/** What names the account: its e-mail, its phone in any usual spelling, or its username. */
const ResetLogin = (required = true) =>
  applyDecorators(
    ApiProperty({ required, example: '0712 345 678', description: "The account's e-mail, its phone (0712 345 678, +254712345678…) or its username" }),
    Transform(trim),
    IsString(),
    IsNotEmpty({ message: 'This field is required.' }),
    MaxLength(254),
  );

export class PasswordResetRequestDto {
  @ResetLogin()
  login: string;
}

/** With the e-mailed link's token, or with the login and the code sent by SMS. */
export class PasswordResetConfirmDto {
  @ApiPropertyOptional({ description: 'The token of the e-mailed link (`?token=…`); without it, give login and code' })
  @IsOmittable()
  @IsString()
  @IsNotEmpty({ message: 'This field is required.' })
  @MaxLength(200)
  token?: string;

  @ValidateIf((dto: PasswordResetConfirmDto) => dto.token === undefined)
  @ResetLogin(false)
  login?: string;

  @ApiPropertyOptional({ example: '042917', description: 'The 6-digit code sent by SMS (with login, instead of token)' })
  @ValidateIf((dto: PasswordResetConfirmDto) => dto.token === undefined)
  @Transform(trim)
  @IsString()
  @Matches(/^\d{6}$/, { message: 'Enter the 6-digit code from the SMS.' })
  code?: string;

  @NewPassword([])
  password: string;
}

/** An e-mailed reset link, checked without being spent. */
export class PasswordResetLinkDto {
  @ApiProperty({ description: 'The token of the e-mailed link (`?token=…`)' })
  @IsString()
  @IsNotEmpty({ message: 'This field is required.' })
  @MaxLength(200)
  token: string;
}

export class ResetLinkView {
  @ApiProperty({ example: 'wanjiku', description: 'The username of the account the link resets: login takes it (or the e-mail)' }) username: string;
}

export class PasswordChangedView {
  @ApiProperty({ example: 'Your password has been changed.' }) detail: string;
  @ApiProperty({ description: 'A fresh token for this session: every token issued before the change is refused from now on' }) token: string;
}

export class LoginResponse {
  @ApiProperty() token: string;
  @ApiProperty({ type: UserView }) user: UserView;
}
