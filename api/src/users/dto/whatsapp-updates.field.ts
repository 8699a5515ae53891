import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import { IsOmittable } from '../../common/validation';

/** A form posted as multipart (the profile with its picture) sends the box as text. */
const asBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** "Send my order updates on WhatsApp" (issue 33): on the checkout body and the profile. */
export const WhatsAppUpdatesField = (description: string) =>
  applyDecorators(ApiPropertyOptional({ type: Boolean, description }), IsOmittable(), Transform(asBoolean), IsBoolean({ message: 'Send whatsapp_updates as true or false.' }));
