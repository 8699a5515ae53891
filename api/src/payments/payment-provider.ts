import type { OpenPaymentSource } from '../orders/open-payments';
import type { Order } from '../orders/order.entities';
import type { User } from '../users/user.entity';
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
export interface PaymentProvider extends OpenPaymentSource {
  readonly method: PaymentMethod;
  readonly mode: ProviderMode;
  /**
   * Before a pending order is cancelled: applies what the provider already holds for it and stops what it can, so
   * money that arrives at the last moment is never lost. Answers false when a payment completed meanwhile (the
   * order is then paid or under review). Throws ProviderCallError when the provider cannot be asked.
   */
  closeBeforeCancel(order: Order): Promise<boolean>;
  /**
   * Gives back (part of) the order's payment, its amount already checked against the refund rules: records the
   * request (the order goes refund_requested), then has the money returned or records that staff returned it, and
   * answers once the request stands. Throws an HTTP exception the staff member reads when it does not.
   */
  refund(order: Order, request: RefundRequest): Promise<void>;
  /** What a lost notification or job would have done (refunds in flight, prompts whose queries were lost); run by the sweeper. */
  sweep(batch: number): Promise<void>;
}

/** A staff member's refund, as the console sends it (money in cents). */
export interface RefundRequest {
  staff: User;
  amountCents: number;
  remarks: string;
  /** The reversal's transaction id, for a refund staff made in the provider's own portal. */
  transactionId: string | null;
}

/** The configured providers, in PAYMENT_METHODS' order (Nest injection token). */
export const PAYMENT_PROVIDERS = Symbol('PaymentProviders');
