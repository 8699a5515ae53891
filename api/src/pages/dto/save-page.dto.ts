import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const REQUIRED = { message: 'This field is required.' };
const TITLE_LENGTH = { message: 'Use at most 120 characters.' };
const BODY_LENGTH = { message: 'Use at most 20000 characters.' };

/** A page's words in both languages: a shopper of either language reads a whole page. */
export class SavePageDto {
  @ApiProperty({ maxLength: 120, example: 'Privacy Policy' })
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(120, TITLE_LENGTH)
  title_en: string;

  @ApiProperty({ maxLength: 20000, description: 'Markdown; raw HTML is shown as text' })
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(20000, BODY_LENGTH)
  body_en: string;

  @ApiProperty({ maxLength: 120, example: 'Sera ya Faragha' })
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(120, TITLE_LENGTH)
  title_sw: string;

  @ApiProperty({ maxLength: 20000, description: 'Markdown; raw HTML is shown as text' })
  @Transform(trim)
  @IsString(REQUIRED)
  @IsNotEmpty(REQUIRED)
  @MaxLength(20000, BODY_LENGTH)
  body_sw: string;

  /** react-admin sends the whole record back on update; read-only fields are ignored. */
  @Allow() id?: unknown;
  @Allow() slug?: unknown;
  @Allow() updated_at?: unknown;
  @Allow() updated_by?: unknown;
}
