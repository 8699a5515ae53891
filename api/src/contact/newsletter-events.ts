import { Injectable } from '@nestjs/common';
import { TransactionEvents } from '../common/transaction-events';
import type { Language } from '../i18n/languages';

/** A new subscriber (`subscriberId` is the row). */
export interface Subscribed {
  subscriberId: number;
  email: string;
  language: Language;
}

/** Newsletter sign-ups, told in their transaction (the outbox writes the welcome e-mail with the row). */
@Injectable()
export class NewsletterEvents extends TransactionEvents<Subscribed> {}
