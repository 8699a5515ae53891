import { describe, expect, it } from 'vitest';
import { badgeStyle, ORDER_STATUSES, statusActions, statusLabel } from './status';
import { customerName, itemCount } from './types';

describe('status badges (SPEC.md: Paid and Completed default, Shipped secondary, Pending outline, Cancelled destructive)', () => {
  it.each([
    ['paid', 'default'],
    ['completed', 'default'],
    ['shipped', 'secondary'],
    ['pending', 'outline'],
    ['cancelled', 'destructive'],
    ['failed', 'destructive'],
    ['refunded', 'secondary'],
  ])('%s is %s', (status, style) => expect(badgeStyle(status)).toBe(style));

  it('shows a state it does not know as a plain outline with its own name', () => {
    expect(badgeStyle('on_hold')).toBe('outline');
    expect(statusLabel('paid')).toBe('Paid');
  });
});

describe('transitions to buttons', () => {
  it('offers exactly the states the server allows, forward moves first', () => {
    const actions = statusActions(['refunded', 'shipped'], 'KC-000123', 'paid');
    expect(actions.map(action => action.status)).toEqual(['shipped', 'refunded']);
    expect(actions[0]).toMatchObject({ label: 'Mark as shipped', destructive: false });
    expect(actions[0].confirmTitle).toBe('Mark as shipped: KC-000123?');
    expect(actions[0].confirmContent).toMatch(/^The order moves from Paid to Shipped\./);
    expect(actions[1]).toMatchObject({ label: 'Mark as refunded', destructive: true });
  });

  it('puts cancelling last and marks it destructive for a pending order', () => {
    const actions = statusActions(['cancelled', 'failed', 'paid'], 'KC-000007', 'pending');
    expect(actions.map(action => action.label)).toEqual(['Mark as paid', 'Mark payment failed', 'Cancel order']);
    expect(actions.filter(action => action.destructive).map(action => action.status)).toEqual(['failed', 'cancelled']);
  });

  it('gives no buttons for a finished order and ignores states it does not know', () => {
    expect(statusActions([], 'KC-000001', 'completed')).toEqual([]);
    expect(statusActions(['archived'], 'KC-000001', 'completed')).toEqual([]);
  });

  it('has a button for every state of the machine', () => {
    expect(statusActions([...ORDER_STATUSES], 'KC-1', 'pending')).toHaveLength(ORDER_STATUSES.length);
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
