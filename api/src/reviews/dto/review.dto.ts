import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IsOmittable } from '../../common/validation';
import { countLinks, MAX_LINKS, MODERATION_STATUSES, REPLY_MAX, TEXT_MAX, TITLE_MAX, TOO_MANY_LINKS } from '../review-rules';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const RATING = { message: 'Give a rating from 1 to 5 stars.' };

/** 1-5 whole stars. */
const Stars = () => applyDecorators(IsInt(RATING), Min(1, RATING), Max(5, RATING));

/** Optional plain text (trimmed, stored as typed) of at most `max` characters and MAX_LINKS web addresses: reviews are no place for link spam. */
const ReviewText = (max: number, what: string) =>
  applyDecorators(
    IsOmittable(),
    Transform(trim),
    IsString({ message: `Write the ${what} as text.` }),
    MaxLength(max, { message: `Use at most ${max} characters.` }),
    ValidateBy({ name: 'fewLinks', validator: { validate: (value: unknown) => typeof value !== 'string' || countLinks(value) <= MAX_LINKS, defaultMessage: () => TOO_MANY_LINKS } }),
  );

/** A customer's review: stars, and optionally a title and text (plain text, never rendered as HTML or links). */
export class CreateReviewDto {
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @Stars()
  rating: number;

  @ApiPropertyOptional({ maxLength: TITLE_MAX, example: 'Strong and beautiful' })
  @ReviewText(TITLE_MAX, 'title')
  title?: string;

  @ApiPropertyOptional({ maxLength: TEXT_MAX, example: 'The beadwork is even finer than in the pictures.', description: `Plain text; more than ${MAX_LINKS} web addresses are refused` })
  @ReviewText(TEXT_MAX, 'review')
  text?: string;
}

/** The author's edit: any of the fields; the review then waits for approval again. */
export class UpdateReviewDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 5 })
  @IsOmittable()
  @Stars()
  rating?: number;

  @ApiPropertyOptional({ maxLength: TITLE_MAX })
  @ReviewText(TITLE_MAX, 'title')
  title?: string;

  @ApiPropertyOptional({ maxLength: TEXT_MAX })
  @ReviewText(TEXT_MAX, 'review')
  text?: string;
}

/** Staff moderation: approve or hide, and the shop's public reply (empty removes it). */
export class ModerateReviewDto {
  @ApiPropertyOptional({ enum: MODERATION_STATUSES, enumName: 'ModerationStatus' })
  @IsOmittable()
  @IsIn(MODERATION_STATUSES, { message: `Choose one of: ${MODERATION_STATUSES.join(', ')}.` })
  status?: (typeof MODERATION_STATUSES)[number];

  @ApiPropertyOptional({ maxLength: REPLY_MAX, description: "The shop's reply, shown under the review; empty removes it" })
  @IsOmittable()
  @Transform(trim)
  @IsString({ message: 'Write the reply as text.' })
  @MaxLength(REPLY_MAX, { message: `Use at most ${REPLY_MAX} characters.` })
  reply?: string;
}
