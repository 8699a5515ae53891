/** A webhook event as WHATSAPP.md gives it; every field may be missing (the body is only trusted once signed). */
export interface WhatsAppWebhookBody {
  object?: string;
  entry?: {
    id?: string;
    changes?: {
      field?: string;
      value?: WhatsAppWebhookValue;
    }[];
  }[];
}

export interface WhatsAppWebhookValue {
  messaging_product?: string;
  metadata?: { phone_number_id?: string };
  statuses?: WhatsAppStatus[];
  messages?: WhatsAppIncoming[];
  contacts?: { profile?: { name?: string }; wa_id?: string }[];
}

export interface WhatsAppStatus {
  id?: string;
  status?: string;
  timestamp?: string;
  recipient_id?: string;
  errors?: { code?: number; title?: string }[];
}

export interface WhatsAppIncoming {
  from?: string;
  id?: string;
  timestamp?: string;
  type?: string;
  text?: { body?: string };
}
