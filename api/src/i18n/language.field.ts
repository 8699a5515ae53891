import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsOmittable } from '../common/validation';
import { LANGUAGES } from './languages';

/** An optional `language` a customer chooses: `en` or `sw`. */
export const LanguageField = (description: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ enum: LANGUAGES, enumName: 'Language', description }),
    IsOmittable(),
    IsIn(LANGUAGES, { message: 'Choose English (en) or Kiswahili (sw).' }),
  );
