import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsEmailAddress } from '../../common/email';
import { UserView } from '../../users/user.view';
import { trim } from '../../users/dto/profile.dto';

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

  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(150)
  first_name?: string;

  @ApiPropertyOptional() @IsOptional() @Transform(trim) @IsString() @MaxLength(150)
  last_name?: string;

  @ApiProperty({ minLength: 8 })
  @IsString()
  @IsNotEmpty({ message: 'This field is required.' })
  @MinLength(8, { message: 'This password is too short. It must contain at least 8 characters.' })
  @MaxLength(128)
  password: string;
}

export class LoginDto {
  @ApiProperty({ example: 'admin' })
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

export class LoginResponse {
  @ApiProperty() token: string;
  @ApiProperty({ type: UserView }) user: UserView;
}

export class DetailResponse {
  @ApiProperty() detail: string;
}
