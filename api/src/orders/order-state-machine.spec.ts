import { ORDER_STATUSES, OrderStateMachine, OrderStatus } from './order-state-machine';
import type { DeliveryKind } from '../delivery/delivery.entities';

const allowedFor = (delivery: DeliveryKind) =>
  Object.fromEntries(ORDER_STATUSES.map((from) => [from, ORDER_STATUSES.filter((to) => OrderStateMachine.canMove(from, to, delivery))]));

const manualFor = (delivery: DeliveryKind) =>
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, OrderStateMachine.manualMoves(s, delivery)]).filter(([, m]) => m.length));

describe('OrderStateMachine', () => {
  const common: Partial<Record<OrderStatus, OrderStatus[]>> = {
    pending: ['payment_review', 'paid', 'cancelled', 'failed'],
    payment_review: ['paid', 'refund_requested', 'refunded'],
    completed: ['refund_requested', 'refunded'],
    cancelled: ['refund_due'],
    failed: ['refund_due'],
    refund_due: ['refund_requested', 'refunded'],
    refunded: [],
  };

  it('allows the moves of the design for a sent order and no others', () => {
    expect(allowedFor('door')).toEqual({
      ...common,
      paid: ['shipped', 'refund_requested', 'refunded'],
      ready_for_collection: ['completed', 'refund_requested', 'refunded'],
      shipped: ['completed', 'refund_requested', 'refunded'],
      refund_requested: ['payment_review', 'paid', 'shipped', 'completed', 'refund_due', 'refunded'],
    });
    expect(allowedFor('courier_office')).toEqual(allowedFor('door'));
    expect(allowedFor('agent_pickup')).toEqual(allowedFor('door'));
  });

  it('takes a pickup order through ready for collection, never shipped', () => {
    expect(allowedFor('shop_pickup')).toEqual({
      ...common,
      paid: ['ready_for_collection', 'refund_requested', 'refunded'],
      ready_for_collection: ['completed', 'refund_requested', 'refunded'],
      shipped: ['completed', 'refund_requested', 'refunded'],
      refund_requested: ['payment_review', 'paid', 'ready_for_collection', 'completed', 'refund_due', 'refunded'],
    });
  });

  it('explains a refused move', () => {
    expect(OrderStateMachine.refusal('pending', 'shipped', 'door')).toBe('An order that is pending cannot become shipped.');
    expect(OrderStateMachine.refusal('paid', 'paid', 'door')).toBe('An order that is paid cannot become paid.');
    expect(OrderStateMachine.refusal('refund_due', 'paid', 'door')).toBe('An order that is refund due cannot become paid.');
    expect(OrderStateMachine.refusal('ready_for_collection', 'shipped', 'shop_pickup')).toBe('An order that is ready for collection cannot become shipped.');
    expect(OrderStateMachine.refusal('paid', 'shipped', 'door')).toBeNull();
    expect(OrderStateMachine.refusal('paid', 'ready_for_collection', 'shop_pickup')).toBeNull();
  });

  it('tells staff how a pickup order and a sent one move on instead', () => {
    expect(OrderStateMachine.refusal('paid', 'shipped', 'shop_pickup')).toBe('A pickup order is collected, not shipped: mark it ready for collection, then collected.');
    expect(OrderStateMachine.refusal('paid', 'ready_for_collection', 'courier_office')).toBe('Only a pickup order is made ready for collection: mark this one shipped.');
  });

  it('offers staff only the hand moves of goods, by how the order is handed over', () => {
    // A pickup order marked shipped before collection existed may still be completed.
    expect(manualFor('shop_pickup')).toEqual({ pending: ['paid'], paid: ['ready_for_collection'], ready_for_collection: ['completed'], shipped: ['completed'] });
    // Only the way in is closed by delivery: a sent order never becomes ready, so its ready move is never offered.
    for (const delivery of ['door', 'agent_pickup', 'courier_office'] as const) {
      expect(manualFor(delivery)).toEqual({ pending: ['paid'], paid: ['shipped'], ready_for_collection: ['completed'], shipped: ['completed'] });
    }
    // Paid by hand only while Pesapal holds no payment of the order.
    expect(OrderStateMachine.manualMoves('pending', 'shop_pickup', true)).toEqual([]);
  });

  it('gives stock back only when an order ends without handing its goods over', () => {
    expect(ORDER_STATUSES.filter((status) => OrderStateMachine.releasesStock(status))).toEqual(['cancelled', 'failed', 'refunded']);
    // Shipping hands a sent order's goods over; a pickup order's stay held while ready and go at collection.
    expect(ORDER_STATUSES.filter((status) => OrderStateMachine.handsOverStock(status))).toEqual(['shipped', 'completed']);
  });

  it('can refund an order ready for collection', () => {
    expect(OrderStateMachine.refundable('ready_for_collection')).toBe(true);
  });
});
