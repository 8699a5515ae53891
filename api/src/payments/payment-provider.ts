import type { Order } from '../orders/order.entities';
import type { PaymentMethod } from '../orders/payment-outcome';

export { PAYMENT_METHODS, PaymentMethod } from '../orders/payment-outcome';

/** live: real money; stand-in: the built-in development stand-in (never in production); off: not offered. */
export type ProviderMode = 'live' | 'stand-in' | 'off';

/** A provider could not be asked (unreachable, or it refused the call): nothing was changed. */
export class ProviderCallError extends Error {}

/**
 * A payment provider as the rest of the shop sees it. Each lives in its own folder (`pesapal/`, `mpesa/`) with its
 * client, stand-in and callback route; what a verified result means for the order is decided in one place for all
 * (`paymentOutcome`, applied by OrderMovesService.applyPayment with the provider's method).
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  readonly mode: ProviderMode;
  /**
   * Before a pending order is cancelled: applies what the provider already holds for it and stops what it can, so
   * money that arrives at the last moment is never lost. Answers false when a payment completed meanwhile (the
   * order is then paid or under review). Throws ProviderCallError when the provider cannot be asked.
   */
  closeBeforeCancel(order: Order): Promise<boolean>;
  /** What a lost notification or job would have done (refunds in flight, prompts whose queries were lost); run by the sweeper. */
  sweep(batch: number): Promise<void>;
}

/** The configured providers, in PAYMENT_METHODS' order (Nest injection token). */
export const PAYMENT_PROVIDERS = Symbol('PaymentProviders');
