import { ORDER_STATUSES, OrderStateMachine } from './order-state-machine';

describe('OrderStateMachine', () => {
  it('allows the moves of the design and no others', () => {
    const allowed = Object.fromEntries(ORDER_STATUSES.map((from) => [from, ORDER_STATUSES.filter((to) => OrderStateMachine.canMove(from, to))]));
    expect(allowed).toEqual({
      pending: ['payment_review', 'paid', 'cancelled', 'failed'],
      payment_review: ['paid', 'refund_requested', 'refunded'],
      paid: ['shipped', 'refund_requested', 'refunded'],
      shipped: ['completed', 'refund_requested', 'refunded'],
      completed: ['refund_requested', 'refunded'],
      cancelled: ['refund_due'],
      failed: ['refund_due'],
      refund_due: ['refund_requested', 'refunded'],
      refund_requested: ['payment_review', 'paid', 'shipped', 'completed', 'refund_due', 'refunded'],
      refunded: [],
    });
  });

  it('explains a refused move', () => {
    expect(OrderStateMachine.refusal('pending', 'shipped')).toBe('An order that is pending cannot become shipped.');
    expect(OrderStateMachine.refusal('paid', 'paid')).toBe('An order that is paid cannot become paid.');
    expect(OrderStateMachine.refusal('refund_due', 'paid')).toBe('An order that is refund due cannot become paid.');
    expect(OrderStateMachine.refusal('paid', 'shipped')).toBeNull();
  });

  it('offers staff only the hand moves of goods', () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, OrderStateMachine.manualMoves(s)]).filter(([, m]) => m.length))).toEqual({
      pending: ['paid'],
      paid: ['shipped'],
      shipped: ['completed'],
    });
    // Paid by hand only while Pesapal holds no payment of the order.
    expect(OrderStateMachine.manualMoves('pending', true)).toEqual([]);
  });

  it('gives stock back only when an order ends without shipping', () => {
    expect(ORDER_STATUSES.filter((status) => OrderStateMachine.releasesStock(status))).toEqual(['cancelled', 'failed', 'refunded']);
    expect(ORDER_STATUSES.filter((status) => OrderStateMachine.handsOverStock(status))).toEqual(['shipped']);
  });
});
