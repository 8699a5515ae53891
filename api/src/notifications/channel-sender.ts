import type { Channel } from './notification-events';
import type { Notification } from './notification.entities';
import type { Rendered } from './render';
import type { SendOutcome } from './send-outcome';

/** What one try came to: the provider's outcome, or skipped when the channel sends nothing here (off, or kept in development). */
export type SendAttempt = SendOutcome | { result: 'skipped'; error: string };

/**
 * One channel of the outbox (SMS, e-mail …): it sends a row's message through its provider. The outbox owns the
 * row (claims, retries, the sweeper, exactly-once); a sender only sends, and never throws for a provider's refusal.
 */
export interface ChannelSender {
  readonly channel: Channel;
  send(row: Notification, message: Rendered): Promise<SendAttempt>;
}

/** The senders by channel (Nest injection token): a list of ChannelSender. */
export const CHANNEL_SENDERS = Symbol('ChannelSenders');
