// One payment as the API lists it, for the console's component tests; each test overrides what it is about.
import type { Payment } from '@shop/api-client';

export const aPayment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 'mpesa-12',
  method: 'mpesa',
  status: 'paid',
  order_id: 123,
  order_reference: 'KC-000123',
  order_status: 'paid',
  amount: 3500,
  currency: 'KES',
  phone_or_account: '254712345678',
  receipt_or_confirmation: 'SKB7RT61SV',
  result_code: 0,
  result_desc: 'The service request is processed successfully.',
  created_at: '2026-11-28T09:05:00Z',
  ...overrides,
});
