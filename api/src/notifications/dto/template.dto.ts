import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { IsOmittable } from '../../common/validation';

export class SaveTemplateDto {
  @ApiPropertyOptional({ maxLength: 300, description: 'E-mail subject (ignored for SMS)' })
  @IsOmittable()
  @IsString()
  @MaxLength(300)
  subject?: string;

  @ApiProperty({ maxLength: 5000, description: 'The message with {{placeholders}}' })
  @IsString()
  @MaxLength(5000)
  body: string;
}

export class PreviewTemplateDto extends SaveTemplateDto {
  @ApiPropertyOptional({ description: 'The order to fill it with (order messages); default the newest order' })
  @IsOmittable()
  @IsInt()
  @Min(1)
  order_id?: number;
}
