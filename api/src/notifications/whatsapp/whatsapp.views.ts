import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../notification-events';
import type { ConversationView, WhatsAppMessageView } from './whatsapp-conversations.service';
import { WHATSAPP_EVENTS, type WhatsAppEvent } from './whatsapp-template-defaults';
import type { WhatsAppTemplateEntry } from './whatsapp-templates.service';

/** An event and language's approved template as staff map it. */
export class WhatsAppTemplateView {
  @ApiProperty({ example: 'order_paid.sw', description: 'event.language' }) id: string;
  @ApiProperty({ enum: WHATSAPP_EVENTS, enumName: 'WhatsAppEvent' }) event: WhatsAppEvent;
  @ApiProperty({ enum: LANGUAGES, enumName: 'NotificationLanguage' }) language: Language;
  @ApiProperty({ example: 'order_paid', description: "The template's name in WhatsApp Manager; empty keeps this message on SMS" }) name: string;
  @ApiProperty({ example: 'Asante {{1}}! We received {{2}} for order {{3}}. {{4}} Track it: {{5}} - Kenyan Crafts', description: 'The body as WhatsApp approved it' }) body: string;
  @ApiProperty({ type: [String], example: ['name', 'total', 'reference', 'next_step', 'track_url'], description: 'The order variable filling each {{n}}, in order' }) variables: string[];
  @ApiProperty({ type: [String], description: 'The order variables this event may use' }) available_variables: string[];
  @ApiProperty({ description: "Set by staff (false: the shop's default)" }) changed: boolean;

  static of(entry: WhatsAppTemplateEntry, available: readonly string[]): WhatsAppTemplateView {
    const { event, language, name, body, variables, changed } = entry;
    return { id: `${event}.${language}`, event, language, name, body, variables, available_variables: [...available], changed };
  }
}

export class WhatsAppTemplatePreviewView {
  @ApiProperty({ description: 'The body filled as the customer would read it' }) text: string;
  @ApiProperty({ type: [String], description: 'The parameters sent, in order' }) parameters: string[];
  @ApiProperty({ example: 'order KC-7F3K2', description: 'What filled it' }) sample: string;
}

export class WhatsAppMessageApiView implements WhatsAppMessageView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['in', 'out'], description: 'in: the customer wrote; out: staff answered' }) direction: 'in' | 'out';
  @ApiProperty() body: string;
  @ApiProperty({ type: String, nullable: true, description: 'Who answered' }) sent_by: string | null;
  @ApiProperty({ type: String, nullable: true, description: "An answer's delivery: sent, delivered, read, failed" }) delivery_status: string | null;
  @ApiProperty() created_at: Date;
}

export class WhatsAppConversationView implements ConversationView {
  @ApiProperty({ example: '254712345678' }) id: string;
  @ApiProperty({ example: '254712345678' }) phone: string;
  @ApiProperty({ description: "The customer's WhatsApp name" }) name: string;
  @ApiProperty({ type: Number, nullable: true }) user_id: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Their latest order with this number' }) order_id: number | null;
  @ApiProperty({ type: WhatsAppMessageApiView }) last_message: WhatsAppMessageApiView;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Until when staff may answer in free text (24 hours after the last message of the customer); null: closed, only a template now' })
  window_closes_at: Date | null;
}

export class WhatsAppConversationDetailView extends WhatsAppConversationView {
  @ApiProperty({ type: [WhatsAppMessageApiView], description: 'Oldest first' }) messages: WhatsAppMessageApiView[];
}
