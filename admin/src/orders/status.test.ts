import { describe, expect, it } from 'vitest';
import { badgeStyle, ORDER_STATUSES, statusActions, statusChoices, statusLabel } from './status';
import { customerName, itemCount } from './orderText';

describe('status badges (SPEC.md: Paid and Completed default, Shipped secondary, Pending outline, Cancelled destructive)', () => {
  it.each([
    ['paid', 'default'],
    ['completed', 'default'],
    ['shipped', 'secondary'],
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
  ])('%s reads "%s"', (status, label) => expect(statusLabel(status)).toBe(label));

  it('shows a state it does not know as a plain outline with its own name', () => {
    expect(badgeStyle('on_hold')).toBe('outline');
    expect(statusLabel('on_hold')).toBe('On_hold');
  });

  it('offers every state in the status filter', () => {
    expect(statusChoices.map(choice => choice.id)).toEqual([...ORDER_STATUSES]);
    expect(statusChoices.find(choice => choice.id === 'refund_due')?.name).toBe('Paid after cancel — refund due');
  });
});

describe('transitions to buttons', () => {
  it('offers the manual moves the server allows, in the order an order makes them', () => {
    const actions = statusActions(['completed', 'shipped'], 'KC-000123', 'paid');
    expect(actions.map(action => action.status)).toEqual(['shipped', 'completed']);
    expect(actions[0]).toMatchObject({ label: 'Mark as shipped' });
    expect(actions[0].confirmTitle).toBe('Mark as shipped: KC-000123?');
    expect(actions[0].confirmContent).toMatch(/^The order moves from Paid to Shipped\./);
  });

  it('leaves money moves (refunds, Pesapal payments, cancelling) to the money actions', () => {
    expect(statusActions(['refunded', 'refund_requested', 'cancelled', 'failed'], 'KC-000007', 'pending')).toEqual([]);
  });

  it('offers "Mark as paid" when the server allows it (paid outside Pesapal)', () => {
    const [paid] = statusActions(['paid'], 'KC-000008', 'pending');
    expect(paid).toMatchObject({ status: 'paid', label: 'Mark as paid' });
    expect(paid.confirmContent).toMatch(/outside Pesapal/);
  });

  it('gives no buttons for a finished order and ignores states it does not know', () => {
    expect(statusActions([], 'KC-000001', 'completed')).toEqual([]);
    expect(statusActions(['archived'], 'KC-000001', 'completed')).toEqual([]);
  });
});

describe('order summaries', () => {
  const line = (quantity: number) => ({ id: quantity, variant: { id: 1, name: 'Kiondo Basket - Red' }, sku: 'BAG-1-RED', quantity, unit_price: 1500, subtotal: 1500 * quantity });

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
