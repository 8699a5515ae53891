import type { Order, PaymentMethod } from '@shop/api-client';

/** Pesapal's codes of the ways to pay, lower-cased, as staff and customers know them. */
const PAYMENT_METHOD_NAMES: Record<string, string> = {
  mpesake: 'M-Pesa',
  mpesa: 'M-Pesa',
  airtelke: 'Airtel Money',
  airtel: 'Airtel Money',
  tkashke: 'T-Kash',
  equitelke: 'Equitel',
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  americanexpress: 'American Express',
};

/** 'MpesaKE' → 'M-Pesa', 'MasterCard' → 'Mastercard'; a code not known here as Pesapal wrote it. */
export const paymentMethodName = (method: string | null | undefined): string =>
  method ? (PAYMENT_METHOD_NAMES[method.replace(/[\s_-]/g, '').toLowerCase()] ?? method) : '';

/** Who took the payment, as staff know them. */
const PROVIDER_NAMES: Record<PaymentMethod, string> = { mpesa: 'M-Pesa Express', pesapal: 'Pesapal' };

export const providerName = (method: PaymentMethod): string => PROVIDER_NAMES[method];

/** The ways to pay as a filter's choices. */
export const providerChoices = Object.entries(PROVIDER_NAMES).map(([id, name]) => ({ id, name }));

/** A payment with no provider yet is a Pesapal page still open. */
export const paymentProviderName = (payment: Order['payment']): string => providerName(payment?.provider ?? 'pesapal');
