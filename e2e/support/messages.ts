import { expect } from 'vitest';
import { apiCall, placeOrder, type Order } from './api';
import { newShopper } from './storefront';

/** A message template as staff list it (GET /api/notification-templates/). */
export interface MessageTemplate {
  id: string;
  template: string;
  audience: 'customer' | 'staff';
  channel: 'sms' | 'email';
  language: string;
  subject: string;
  body: string;
}

/** Every template, and one rendered as the shop would send it with order `orderId`'s facts (the console's preview). */
export async function messageTemplates(baseUrl: string, token: string): Promise<MessageTemplate[]> {
  return (await apiCall<MessageTemplate[]>(baseUrl, '/api/notification-templates/', { token })).body;
}

export async function renderedEmail(baseUrl: string, token: string, template: MessageTemplate, orderId: number): Promise<string> {
  const { body } = await apiCall<{ html: string | null }>(baseUrl, `/api/notification-templates/${template.id}/preview/`, {
    method: 'POST',
    token,
    body: { subject: template.subject, body: template.body, order_id: orderId },
  });
  return body.html!;
}

/**
 * A long but real order (a 33-character name, a long e-mail and address), paid by M-Pesa in the Pesapal
 * sandbox and shipped with a courier's number: every line an order e-mail can show is filled.
 */
export async function longPaidOrder(baseUrl: string, staffToken: string): Promise<Order> {
  const shopper = newShopper();
  const { order, token } = await placeOrder(
    baseUrl,
    { ...shopper, firstName: 'Christabel-Nyambura', lastName: 'Kamau Wairimu', email: `christabel.nyambura.kamau.${shopper.username}@kenyancrafts-customers.example` },
    { delivery_method: 'courier', delivery_address: 'Kilimani House 4th Floor, Ngong Road opposite Adams Arcade, Nairobi' },
  );
  const { body: payment } = await apiCall<{ checkout_url: string; tracking_id: string }>(baseUrl, `/api/pesapal-initiate/${order.id}/`, { method: 'POST', token });
  const hosted = new URL(payment.checkout_url);
  const form = await (await fetch(hosted)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(form)![1];
  const phone = /name="phone"[^>]*value="([^"]*)"/.exec(form)![1];
  await fetch(new URL(action, hosted), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ phone, choice: 'mpesa' }), redirect: 'manual' });
  await apiCall(baseUrl, `/api/payments/pesapal/ipn/?OrderTrackingId=${payment.tracking_id}&OrderMerchantReference=${order.reference}&OrderNotificationType=IPNCHANGE`);
  // The shop asks Pesapal for the status after answering the notification.
  await expect.poll(async () => (await apiCall<Order>(baseUrl, `/api/orders/${order.id}/`, { token: staffToken })).body.status, { timeout: 20_000 }).toBe('paid');
  await apiCall(baseUrl, `/api/orders/${order.id}/`, { method: 'PATCH', token: staffToken, body: { status: 'shipped', tracking_id: 'G4S-NBO-4829173650' } });
  return order;
}
