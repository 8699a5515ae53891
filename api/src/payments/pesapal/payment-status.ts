import type { PaymentStatus } from '../../orders/order.entities';

/** Pesapal's status_code as the shop's payment status: only 1, 2 and 3 are final. */
export function paymentStatusOf(statusCode: number): PaymentStatus {
  if (statusCode === 1) return 'COMPLETED';
  if (statusCode === 2) return 'FAILED';
  if (statusCode === 3) return 'REVERSED';
  return 'PENDING';
}

/** Where the browser lands after Pesapal: the storefront's result pages (the contract's query keys). */
export function resultPath(status: PaymentStatus | 'UNKNOWN', reference: string, trackingId: string): string {
  const query = new URLSearchParams({ ref: reference, tracking_id: trackingId });
  if (status === 'COMPLETED') return `/order-success?${query}`;
  if (status === 'PENDING') return `/order-success?${query}&pending=1`;
  return `/order-failed?${query}`;
}
