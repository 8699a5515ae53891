// One order as the API sends it, for the console's component tests; each test overrides what it is about.
import type { Order } from '@shop/api-client';

export const anOrder = (overrides: Partial<Order> = {}): Order => {
  const id = overrides.id ?? 123;
  // Asserted rather than annotated: the delivery snapshot of issue 30 is in the API's view whether or not this build's client has it yet.
  return ({
    id,
    reference: `KC-${String(id).padStart(6, '0')}`,
    status: 'paid',
    items: [{ id: 1, variant: { id: 7, name: 'Kiondo Basket - Red', product_id: 1 }, sku: 'BAG-1-7-RED', quantity: 2, unit_price: 1500, subtotal: 3000 }],
    product_total: 3000,
    delivery_fee: 500,
    discount_code: null,
    discount_amount: 0,
    total_price: 3500,
    delivery_method: 'rider',
    delivery_address: 'Moi Avenue, Nairobi',
    // An order placed before issue 30: a free-text address and no delivery snapshot.
    delivery_county: null,
    delivery_county_name: null,
    delivery_town: null,
    delivery_line: null,
    delivery_notes: null,
    delivery_method_name: null,
    delivery_kind: null,
    delivery_zone: null,
    delivery_weight_grams: null,
    delivery_days_min: null,
    delivery_days_max: null,
    pickup_point: null,
    client_name: 'Wanjiru Kamau',
    client_email: 'wanjiru@example.com',
    client_phone: '254712345678',
    language: 'en',
    payment: {
      tracking_id: 'trk-1',
      method: 'MpesaKE',
      confirmation_code: 'QWE123ABCD',
      account: '2547xxx45678',
      status: 'COMPLETED',
      amount: 3500,
      currency: 'KES',
    },
    tracking_id: null,
    history: [],
    customer: { id: 4, username: 'wanjiru', email: 'wanjiru@example.com', full_name: 'Wanjiru Kamau' },
    payment_due_at: null,
    refunds: [],
    refund: null,
    actions: [],
    created_at: '2025-05-01T09:00:00Z',
    updated_at: '2025-05-01T09:05:00Z',
    ...overrides,
  }) as Order;
};
