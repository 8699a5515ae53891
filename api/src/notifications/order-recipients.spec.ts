import { customerContacts } from './order-recipients';

describe("who hears of a customer's order (issue 28)", () => {
  const order = { clientEmail: 'stranger@example.org', clientPhone: '254799888777' };
  const account = { email: 'wanjiku@example.com', phone: '0712 345 678' };

  it("tells of an unpaid order only the account's own e-mail and phone", () => {
    expect(customerContacts('order_cancelled', order, account)).toEqual({ email: 'wanjiku@example.com', phone: '+254712345678' });
    expect(customerContacts('order_expired', order, { email: 'wanjiku@example.com', phone: '' })).toEqual({ email: 'wanjiku@example.com', phone: null });
    expect(customerContacts('order_expired', order, null)).toEqual({ email: null, phone: null });
  });

  it("writes to the order's own contacts once a payment confirmed them", () => {
    for (const event of ['order_paid', 'order_shipped', 'order_completed', 'order_refunded'] as const)
      expect(customerContacts(event, order, account)).toEqual({ email: 'stranger@example.org', phone: '+254799888777' });
  });
});
