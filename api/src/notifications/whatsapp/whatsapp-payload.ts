import type { Language } from '../notification-events';

/**
 * What a WhatsApp row of the outbox holds besides its text (`notifications.payload`, JSON): the template message as
 * it is sent, and the SMS that goes instead should WhatsApp not deliver it (written with the row, since the notice's
 * variables are not kept).
 */
export interface WhatsAppPayload {
  template: { name: string; language: Language; parameters: string[] };
  sms: string;
}

export const whatsAppPayload = (payload: WhatsAppPayload): string => JSON.stringify(payload);

export function parseWhatsAppPayload(text: string | null): WhatsAppPayload | null {
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as WhatsAppPayload;
    return typeof payload?.template?.name === 'string' && Array.isArray(payload.template.parameters) && typeof payload.sms === 'string' ? payload : null;
  } catch {
    return null;
  }
}
