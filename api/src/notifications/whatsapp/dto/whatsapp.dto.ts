import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SaveWhatsAppTemplateDto {
  @ApiProperty({ example: 'order_paid', description: 'Empty keeps this message on SMS' })
  @Transform(trim)
  @IsString({ message: 'Give the template name, or leave it empty.' })
  @MaxLength(512)
  name: string;

  @ApiProperty({ description: 'The body as WhatsApp approved it, with {{1}}, {{2}} …' })
  @IsString({ message: "Paste the template's body as WhatsApp approved it." })
  @MaxLength(1024, { message: 'A template body has at most 1,024 characters.' })
  body: string;

  @ApiProperty({ type: [String], example: ['name', 'total', 'reference'] })
  @IsArray({ message: 'Choose the variables, one for each placeholder.' })
  @ArrayMaxSize(20)
  @IsString({ each: true })
  variables: string[];
}

export class PreviewWhatsAppTemplateDto extends SaveWhatsAppTemplateDto {
  @ApiPropertyOptional({ description: 'The order to fill it with; the newest when absent' })
  @IsOptional()
  @IsInt()
  @Min(1)
  order_id?: number;
}

export class WhatsAppReplyDto {
  @ApiProperty({ example: 'Karibu! Yes, the Kiondo comes in blue too.' })
  @IsString({ message: 'Write the answer as text.' })
  @Matches(/\S/, { message: 'Write the answer first.' })
  @MaxLength(4096, { message: 'A WhatsApp message has at most 4,096 characters.' })
  text: string;
}
