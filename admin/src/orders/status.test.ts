import { describe, expect, it } from 'vitest';
import { badgeStyle, ORDER_STATUSES, statusActions, statusChoices, statusLabel } from './status';
import { customerName, itemCount } from './orderText';

describe('status badges (SPEC.md: Paid and Completed default, Shipped secondary, Pending outline, Cancelled destructive)', () => {
  it.each([
    ['paid', 'default'],
    ['completed', 'default'],
    ['shipped', 'secondary'],
    ['ready_for_collection', 'secondary'],
    ['pending', 'outline'],
    ['cancelled', 'destructive'],
    ['failed', 'destructive'],
    ['refunded', 'secondary'],
    ['payment_review', 'attention'],
    ['refund_due', 'attention'],
    ['refund_requested', 'outline'],
  ])('%s is %s', (status, style) => expect(badgeStyle(status)).toBe(style));

  it.each([
    ['payment_review', 'Payment review'],
    ['refund_due', 'Paid after cancel — refund due'],
    ['refund_requested', 'Refund requested'],
    ['refunded', 'Refunded'],
    ['paid', 'Paid'],
    ['ready_for_collection', 'Ready for collection'],
    ['completed', 'Completed'],
  ])('%s reads "%s"', (status, label) => expect(statusLabel(status)).toBe(label));

  it('calls a completed pickup order "Collected"', () => {
    expect(statusLabel('completed', 'pickup')).toBe('Collected');
    expect(statusLabel('completed', 'rider')).toBe('Completed');
    expect(statusLabel('ready_for_collection', 'pickup')).toBe('Ready for collection');
    // Since issue 30 the method's kind decides: a shop counter staff added under another code is collected too.
    expect(statusLabel('completed', { delivery_method: 'westlands', delivery_kind: 'shop_pickup' })).toBe('Collected');
    expect(statusLabel('completed', { delivery_method: 'mtaani', delivery_kind: 'agent_pickup' })).toBe('Completed');
    expect(statusLabel('completed', { delivery_method: 'pickup', delivery_kind: null })).toBe('Collected');
  });

  it('shows a state it does not know as a plain outline with its own name', () => {
    expect(badgeStyle('on_hold')).toBe('outline');
    expect(statusLabel('on_hold')).toBe('On_hold');
  });

  it('offers every state in the status filter', () => {
    expect(statusChoices.map(choice => choice.id)).toEqual([...ORDER_STATUSES]);
    expect(statusChoices.find(choice => choice.id === 'refund_due')?.name).toBe('Paid after cancel — refund due');
  });
});

const order = (reference: string, status: string, delivery_method: 'pickup' | 'rider' = 'rider') => ({ reference, status, delivery_method });

describe('transitions to buttons', () => {
  it('offers the manual moves the server allows, in the order an order makes them', () => {
    const actions = statusActions(['completed', 'shipped'], order('KC-000123', 'paid'));
    expect(actions.map(action => action.status)).toEqual(['shipped', 'completed']);
    expect(actions[0]).toMatchObject({ label: 'Mark as shipped' });
    expect(actions[0].confirmTitle).toBe('Mark as shipped: KC-000123?');
    expect(actions[0].confirmContent).toMatch(/^The order moves from Paid to Shipped\./);
  });

  it('leaves money moves (refunds, Pesapal payments, cancelling) to the money actions', () => {
    expect(statusActions(['refunded', 'refund_requested', 'cancelled', 'failed'], order('KC-000007', 'pending'))).toEqual([]);
  });

  it('offers "Mark as paid" when the server allows it (paid outside Pesapal)', () => {
    const [paid] = statusActions(['paid'], order('KC-000008', 'pending'));
    expect(paid).toMatchObject({ status: 'paid', label: 'Mark as paid' });
    expect(paid.confirmContent).toMatch(/outside Pesapal/);
  });

  it('gives no buttons for a finished order and ignores states it does not know', () => {
    expect(statusActions([], order('KC-000001', 'completed'))).toEqual([]);
    expect(statusActions(['archived'], order('KC-000001', 'completed'))).toEqual([]);
  });

  it('takes a pickup order through Ready for collection, then Collected, saying what each means', () => {
    const [ready] = statusActions(['ready_for_collection'], order('KC-7KQ2M9XD', 'paid', 'pickup'));
    expect(ready).toMatchObject({ status: 'ready_for_collection', label: 'Mark ready for collection', confirmTitle: 'Mark ready for collection: KC-7KQ2M9XD?' });
    expect(ready.confirmContent).toBe(
      'The order moves from Paid to Ready for collection. The order is packed at the pickup point. The customer gets an SMS and an e-mail saying where, when, and to bring the order reference.',
    );
    const [collected] = statusActions(['completed'], order('KC-7KQ2M9XD', 'ready_for_collection', 'pickup'));
    expect(collected).toMatchObject({ status: 'completed', label: 'Mark as collected' });
    expect(collected.confirmContent).toBe('The order moves from Ready for collection to Collected. The customer has collected the order at the pickup point.');
    // A delivered order keeps its words.
    expect(statusActions(['completed'], order('KC-000002', 'shipped'))[0]).toMatchObject({ label: 'Mark as completed' });
  });
});

describe('order summaries', () => {
  const line = (quantity: number) => ({ id: quantity, variant: { id: 1, name: 'Kiondo Basket - Red', product_id: 1 }, sku: 'BAG-1-RED', quantity, unit_price: 1500, subtotal: 1500 * quantity });

  it('counts pieces, not lines', () => {
    expect(itemCount({ items: [line(2), line(3)] })).toBe(5);
    expect(itemCount({ items: [] })).toBe(0);
  });

  it('names the buyer as given at checkout, else by the account', () => {
    const customer = { id: 4, username: 'wanjiru', email: 'w@example.com', full_name: 'Wanjiru Kamau' };
    expect(customerName({ client_name: 'Achieng Otieno', customer })).toBe('Achieng Otieno');
    expect(customerName({ client_name: '', customer })).toBe('Wanjiru Kamau');
    expect(customerName({ client_name: '', customer: { ...customer, full_name: '' } })).toBe('wanjiru');
  });
});
